// AlertsModel under thousands of seeded random batches (inserts, updates,
// removals, snapshots, duplicate and unknown ids) while an AlertFilterModel
// over it is filtered as an operator types, toggled and re-sorted, and a
// selection and a persistent index are held on it as the Alerts view does.
// After every batch and every filter change: the model holds exactly one row
// per alert with its last content, the counts match, the proxy lists exactly
// the rows it accepts, once each, in its own order, and what is held still
// points at the same alert. Both models run under QAbstractItemModelTester,
// and any warning (the testers', Qt's own "Invalid index") fails the test.
#include "alertbatchfuzzer.h"
#include "alertfilterprobe.h"
#include "alertincidentmodel.h"
#include "alertsmodel.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

namespace {
constexpr int kBatches = 2500;

void verifyModel(const AlertsModel &model, const AlertBatchFuzzer &fuzz)
{
    const QMap<QString, AlertInfo> &expected = fuzz.expected();
    QCOMPARE(model.rowCount(), int(expected.size()));
    QSet<QString> seen;
    for (int row = 0; row < model.rowCount(); ++row) {
        const AlertInfo &a = model.alert(row);
        QVERIFY2(!seen.contains(a.id), qPrintable(QStringLiteral("two rows for %1").arg(a.id)));
        seen.insert(a.id);
        QVERIFY2(expected.contains(a.id), qPrintable(a.id));
        QVERIFY2(a == expected.value(a.id), qPrintable(QStringLiteral("%1 is not its last upsert").arg(a.id)));
        QVERIFY(model.find(a.id) == &a);
    }
    const AlertCounts counts = fuzz.expectedCounts();
    QCOMPARE(model.counts().open, counts.open);
    QCOMPARE(model.counts().critical, counts.critical);
    QCOMPARE(model.counts().warning, counts.warning);
    QCOMPARE(model.counts().info, counts.info);
    QCOMPARE(model.counts().unowned, counts.unowned);
}

void verifyProxy(const AlertsModel &model, const AlertFilterProbe &proxy)
{
    QSet<int> listed;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const QModelIndex source = proxy.mapToSource(proxy.index(row, 0));
        QVERIFY(source.isValid());
        QVERIFY(source.row() < model.rowCount());
        QVERIFY2(!listed.contains(source.row()),
                 qPrintable(QStringLiteral("%1 listed twice").arg(model.alert(source.row()).id)));
        listed.insert(source.row());
    }
    QSet<int> accepted;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (proxy.filterAcceptsRow(row, {}))
            accepted.insert(row);
    }
    QCOMPARE(listed, accepted);
    const int column = proxy.sortColumn();
    if (column < 0)
        return;
    for (int row = 0; row + 1 < proxy.rowCount(); ++row) {
        const QModelIndex a = proxy.mapToSource(proxy.index(row, column));
        const QModelIndex b = proxy.mapToSource(proxy.index(row + 1, column));
        const bool outOfOrder = proxy.sortOrder() == Qt::AscendingOrder ? proxy.lessThan(b, a) : proxy.lessThan(a, b);
        QVERIFY2(!outOfOrder,
                 qPrintable(QStringLiteral("%1 before %2 (column %3)")
                                .arg(model.alert(a.row()).id, model.alert(b.row()).id)
                                .arg(column)));
    }
}

// What a view holds: the selection, and a persistent index on the selected alert.
void verifyHeld(const AlertFilterProbe &proxy, const QItemSelectionModel &selection, const QPersistentModelIndex &held,
                const QString &heldId)
{
    for (const QModelIndex &index : selection.selectedIndexes()) {
        QVERIFY(index.isValid());
        QVERIFY(index.model() == &proxy);
        QVERIFY(index.row() < proxy.rowCount());
    }
    if (selection.currentIndex().isValid())
        QVERIFY(selection.currentIndex().row() < proxy.rowCount());
    if (held.isValid()) {
        QVERIFY(held.row() < proxy.rowCount());
        const AlertInfo *a = proxy.alertAt(held);
        QVERIFY(a);
        QCOMPARE(a->id, heldId);
    }
}
// The incident list after the stream settled: held, its rows stay (the same
// alerts in the same places); not held, it shows every listed alert once.
void verifyIncidents(const AlertFilterProbe &proxy, AlertIncidentModel &incidents, bool hold)
{
    const auto shape = [&] {
        QStringList ids;
        for (int row = 0; row < incidents.rowCount(); ++row) {
            for (const AlertInfo &a : incidents.alertsAt(incidents.index(row, 0)))
                ids << a.id;
            ids << QStringLiteral("|");
        }
        return ids;
    };
    const QStringList before = shape();
    const bool wasHeld = incidents.isHeld();
    incidents.sync();
    if (wasHeld) {
        QCOMPARE(shape(), before);
    } else {
        QStringList shown = shape();
        shown.removeAll(QStringLiteral("|"));
        QStringList listed;
        for (int row = 0; row < proxy.rowCount(); ++row)
            listed << proxy.alertAt(proxy.index(row, 0))->id;
        QCOMPARE(shown.size(), listed.size());
        std::sort(shown.begin(), shown.end());
        std::sort(listed.begin(), listed.end());
        QCOMPARE(shown, listed);
        QVERIFY(!incidents.isStale());
    }
    incidents.setHeld(hold);
}

} // namespace

class TestAlertsStress : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        // A tester's complaint or Qt's own ("endInsertRows: Invalid index") is a failure.
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
    }

    void randomBatchesWhileFilteringAndSorting_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::newRow("seed 1") << 1u;
        QTest::newRow("seed 42") << 42u;
        QTest::newRow("seed 20240611") << 20240611u;
    }

    void randomBatchesWhileFilteringAndSorting()
    {
        QFETCH(quint32, seed);
        AlertBatchFuzzer fuzz(seed);
        AlertsModel model;
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
        AlertFilterProbe proxy(&model);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::Warning);
        // The incident list over it, held now and then as an operator points at it.
        AlertIncidentModel incidents(&proxy);
        QAbstractItemModelTester incidentTester(&incidents, QAbstractItemModelTester::FailureReportingMode::Warning);
        QItemSelectionModel selection(&proxy);
        QPersistentModelIndex held;
        QString heldId;
        QSignalSpy critical(&model, &AlertsModel::criticalRaised);
        const QStringList words {QStringLiteral("PHX1-H1-R02"), QStringLiteral("omar"), QStringLiteral("leak"),
                                 QStringLiteral("A-102"),       QStringLiteral("ckpt"), QStringLiteral("again")};
        QString typed;
        QString word;
        QRandomGenerator &random = fuzz.random();

        for (int step = 0; step < kBatches; ++step) {
            const QByteArray where = QStringLiteral("seed %1, batch %2").arg(seed).arg(step).toUtf8();
            const AlertBatchFuzzer::Batch batch = fuzz.next();
            const QStringList announced = fuzz.expect(batch);
            critical.clear();
            model.apply(batch.reset, batch.upserts, batch.removed, batch.serverTimeMs);
            verifyModel(model, fuzz);
            verifyProxy(model, proxy);
            verifyHeld(proxy, selection, held, heldId);
            QVERIFY2(!QTest::currentTestFailed(), where.constData());
            QStringList raised;
            for (const QList<QVariant> &signal : std::as_const(critical))
                raised << signal.first().value<AlertInfo>().id;
            raised.sort();
            QStringList wanted = announced;
            wanted.sort();
            QVERIFY2(raised == wanted, where.constData());

            // The operator types (one character, or one deleted) and toggles between batches.
            if (fuzz.percent() < 60) {
                if (word.isEmpty() || (typed == word && fuzz.percent() < 30)) {
                    word = words.at(int(random.bounded(words.size())));
                    typed.clear();
                }
                if (typed.size() < word.size() && word.startsWith(typed) && fuzz.percent() < 75)
                    typed = word.left(typed.size() + 1);
                else
                    typed.chop(1);
                proxy.setText(typed);
            }
            if (fuzz.percent() < 5)
                proxy.setShowResolved(random.bounded(2));
            if (fuzz.percent() < 5)
                proxy.setOnlyUnowned(random.bounded(2));
            if (fuzz.percent() < 5)
                proxy.setSilenced(AlertFilterModel::Silenced(random.bounded(3)));
            if (fuzz.percent() < 5)
                proxy.setMinimumSeverity(AlertInfo::Severity(random.bounded(4)));
            if (fuzz.percent() < 5)
                proxy.setSource(AlertInfo::Source(random.bounded(7)));
            if (fuzz.percent() < 3)
                proxy.sort(int(random.bounded(int(AlertsModel::ColumnCount))),
                           random.bounded(2) ? Qt::AscendingOrder : Qt::DescendingOrder);
            verifyProxy(model, proxy);
            verifyHeld(proxy, selection, held, heldId);
            QVERIFY2(!QTest::currentTestFailed(), where.constData());
            verifyIncidents(proxy, incidents, random.bounded(4) == 0);
            QVERIFY2(!QTest::currentTestFailed(), where.constData());

            if (!selection.hasSelection() && proxy.rowCount() > 0) {
                const QModelIndex index = proxy.index(int(random.bounded(proxy.rowCount())), 0);
                selection.setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
                held = index;
                heldId = proxy.alertAt(index)->id;
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestAlertsStress)
#include "tst_alertsstress.moc"
