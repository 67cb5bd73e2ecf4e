// AlertsModel and AlertFilterModel: batches applied whole, counts by
// severity, critical alerts announced once (not for the first snapshot),
// filters and the most-severe-first order.
#include "alertfiltermodel.h"
#include "alertsmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;

namespace {
constexpr qint64 kNow = 1'700'000'000'000;

AlertInfo alert(const QString &id, AlertInfo::Severity severity, AlertInfo::State state = AlertInfo::State::Triggered,
                qint64 ageMin = 5)
{
    AlertInfo a;
    a.id = id;
    a.severity = severity;
    a.state = state;
    a.source = AlertInfo::Source::Cooling;
    a.rackId = QStringLiteral("PHX1-H1-R01-%1").arg(id.mid(2));
    a.site = QStringLiteral("PHX1");
    a.summary = QStringLiteral("Supply above its limit");
    a.raisedMs = kNow - ageMin * 60'000;
    return a;
}
} // namespace

class TestAlertsModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void appliesBatchesAndCounts()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy counts(&model, &AlertsModel::countsChanged);
        QSignalSpy critical(&model, &AlertsModel::criticalRaised);
        model.apply(true,
                    {alert("A-1", AlertInfo::Severity::Critical), alert("A-2", AlertInfo::Severity::Warning),
                     alert("A-3", AlertInfo::Severity::Warning, AlertInfo::State::Resolved)},
                    {}, kNow);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(counts.size(), 1);
        QCOMPARE(model.counts().critical, 1);
        QCOMPARE(model.counts().unowned, 1);
        QCOMPARE(model.counts().warning, 1); // the resolved one does not count
        QCOMPARE(critical.size(), 0); // the snapshot is not news

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        AlertInfo acknowledged = alert("A-1", AlertInfo::Severity::Critical, AlertInfo::State::Acknowledged);
        acknowledged.owner = QStringLiteral("omar");
        model.apply(
            false, {acknowledged, alert("A-4", AlertInfo::Severity::Critical), alert("A-5", AlertInfo::Severity::Info)},
            {QStringLiteral("A-3")}, kNow + 60'000);
        QCOMPARE(inserted.size(), 1); // one insert for the whole batch
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.counts().critical, 2);
        QCOMPARE(model.counts().unowned, 1);
        QCOMPARE(model.counts().info, 1);
        QCOMPARE(critical.size(), 1);
        QCOMPARE(critical.first().first().value<AlertInfo>().id, QStringLiteral("A-4"));
        QCOMPARE(model.find(QStringLiteral("A-1"))->owner, QStringLiteral("omar"));
        QVERIFY(!model.find(QStringLiteral("A-3")));

        // A warning that rises to critical while nobody owns it is news too.
        model.apply(false, {alert("A-2", AlertInfo::Severity::Critical)}, {}, kNow + 120'000);
        QCOMPARE(critical.size(), 2);
        QCOMPARE(model.counts().unowned, 2);
    }

    void showsAgeOwnerAndSeverity()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.apply(true, {alert("A-1", AlertInfo::Severity::Critical, AlertInfo::State::Triggered, 90)}, {}, kNow);
        const QModelIndex age = model.index(0, AlertsModel::AgeColumn);
        QCOMPARE(age.data().toString(), AlertsModel::ageText(90 * 60'000));
        QCOMPARE(model.index(0, AlertsModel::SeverityColumn).data(AlertsModel::HealthRole).toInt(),
                 int(Health::Critical));
        QCOMPARE(model.index(0, AlertsModel::OwnerColumn).data().toString(),
                 AlertsModel::tr("nobody", "owner of an alert"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setServerTime(kNow + 10'000); // same minute: nothing to repaint
        QCOMPARE(changed.size(), 0);
        model.setServerTime(kNow + 61'000);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(0, AlertsModel::AgeColumn).data().toString(), AlertsModel::ageText(91 * 60'000));
    }

    // A server may name an alert twice in one batch: one row, the last wins.
    void duplicateUpsertsLeaveOneRow()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.apply(true,
                    {alert("A-1", AlertInfo::Severity::Warning), alert("A-2", AlertInfo::Severity::Info),
                     alert("A-1", AlertInfo::Severity::Critical)},
                    {}, kNow);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.find(QStringLiteral("A-1"))->severity, AlertInfo::Severity::Critical);
        QSignalSpy critical(&model, &AlertsModel::criticalRaised);
        model.apply(false,
                    {alert("A-3", AlertInfo::Severity::Warning), alert("A-3", AlertInfo::Severity::Critical),
                     alert("A-2", AlertInfo::Severity::Warning), alert("A-2", AlertInfo::Severity::Critical)},
                    {}, kNow);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.find(QStringLiteral("A-3"))->severity, AlertInfo::Severity::Critical);
        QCOMPARE(model.find(QStringLiteral("A-2"))->severity, AlertInfo::Severity::Critical);
        QCOMPARE(model.counts().critical, 3);
        QCOMPARE(critical.size(), 2); // A-3 new, A-2 risen: once each
    }

    // Removing an id twice once removed its neighbour, or past the end (heap
    // corruption in a release build); unknown ids are ignored.
    void repeatedAndUnknownRemovalsAreIgnored()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.apply(true,
                    {alert("A-1", AlertInfo::Severity::Warning), alert("A-2", AlertInfo::Severity::Warning),
                     alert("A-3", AlertInfo::Severity::Warning), alert("A-4", AlertInfo::Severity::Warning)},
                    {}, kNow);
        model.apply(false, {},
                    {QStringLiteral("A-4"), QStringLiteral("A-4"), QStringLiteral("A-9"), QStringLiteral("A-2"),
                     QStringLiteral("A-2")},
                    kNow);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.find(QStringLiteral("A-1")));
        QVERIFY(model.find(QStringLiteral("A-3")));
        QCOMPARE(model.alert(0).id, QStringLiteral("A-1"));
        QCOMPARE(model.alert(1).id, QStringLiteral("A-3"));
        QCOMPARE(model.counts().warning, 2);
    }

    // Alerts leaving from all over the list at once (a day after they were resolved) are one reset,
    // not a removal per run: at 100k racks thousands of runs froze the console for minutes. A few
    // runs stay row removals (a view keeps its place without a reset).
    void alertsLeavingFromManyPlacesAreOneReset()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<AlertInfo> all;
        for (int i = 0; i < 40; ++i)
            all << alert(QStringLiteral("A-%1").arg(i, 2, 10, QLatin1Char('0')), AlertInfo::Severity::Warning);
        model.apply(true, all, {}, kNow);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy removals(&model, &QAbstractItemModel::rowsRemoved);

        model.apply(false, {}, {QStringLiteral("A-03"), QStringLiteral("A-04"), QStringLiteral("A-20")}, kNow);
        QCOMPARE(removals.size(), 2);
        QCOMPARE(resets.size(), 0);

        QStringList leaving;
        for (int i = 1; i < 37; i += 4) // nine runs
            leaving << QStringLiteral("A-%1").arg(i, 2, 10, QLatin1Char('0'));
        model.apply(false, {alert(QStringLiteral("A-00"), AlertInfo::Severity::Critical)}, leaving, kNow);
        QCOMPARE(resets.size(), 1);
        QCOMPARE(removals.size(), 2);
        QCOMPARE(model.rowCount(), 40 - 3 - 9);
        for (const QString &id : std::as_const(leaving))
            QVERIFY(!model.find(id));
        QCOMPARE(model.alert(0).id, QStringLiteral("A-00"));
        QCOMPARE(model.alert(0).severity, AlertInfo::Severity::Critical); // the batch's upsert after the reset
        QCOMPARE(model.counts().critical, 1);
        QCOMPARE(model.counts().warning, 27);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.find(model.alert(row).id) != nullptr, true);
    }

    // Removals apply first: an alert both removed and upserted stays, updated.
    void removedAndUpsertedInOneBatchStays()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.apply(true, {alert("A-1", AlertInfo::Severity::Warning), alert("A-2", AlertInfo::Severity::Info)}, {},
                    kNow);
        model.apply(false, {alert("A-1", AlertInfo::Severity::Critical), alert("A-5", AlertInfo::Severity::Info)},
                    {QStringLiteral("A-1"), QStringLiteral("A-5")}, kNow);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.find(QStringLiteral("A-1"))->severity, AlertInfo::Severity::Critical);
        QVERIFY(model.find(QStringLiteral("A-5")));
        model.apply(false, {}, {QStringLiteral("A-1")}, kNow);
        QVERIFY(!model.find(QStringLiteral("A-1")));
        QCOMPARE(model.rowCount(), 2);
    }

    // Each range of changed rows changes just before its dataChanged: whoever
    // hears of one range finds the rows of the next still as they were.
    void rowsChangeOnlyWithTheirSignal()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.apply(true,
                    {alert("A-1", AlertInfo::Severity::Info), alert("A-2", AlertInfo::Severity::Info),
                     alert("A-3", AlertInfo::Severity::Info), alert("A-4", AlertInfo::Severity::Info)},
                    {}, kNow);
        QSet<int> announced;
        bool early = false;
        connect(&model, &QAbstractItemModel::dataChanged, this,
                [&](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                    for (int row = topLeft.row(); row <= bottomRight.row(); ++row)
                        announced.insert(row);
                    for (int row = 0; row < model.rowCount(); ++row)
                        early = early
                            || (!announced.contains(row) && model.alert(row).severity != AlertInfo::Severity::Info);
                });
        model.apply(false, {alert("A-1", AlertInfo::Severity::Critical), alert("A-3", AlertInfo::Severity::Critical)},
                    {}, kNow);
        QCOMPARE(announced, (QSet<int> {0, 2}));
        QVERIFY(!early);
    }

    void filtersAndSortsMostSevereFirst()
    {
        AlertsModel model;
        AlertFilterModel filter(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        AlertInfo owned = alert("A-3", AlertInfo::Severity::Critical, AlertInfo::State::Acknowledged, 30);
        owned.owner = QStringLiteral("anna");
        AlertInfo leak = alert("A-4", AlertInfo::Severity::Warning, AlertInfo::State::Triggered, 1);
        leak.source = AlertInfo::Source::Leak;
        model.apply(true,
                    {alert("A-1", AlertInfo::Severity::Warning, AlertInfo::State::Triggered, 10),
                     alert("A-2", AlertInfo::Severity::Critical, AlertInfo::State::Triggered, 20), owned, leak,
                     alert("A-5", AlertInfo::Severity::Critical, AlertInfo::State::Resolved, 40)},
                    {}, kNow);
        const auto ids = [&] {
            QStringList out;
            for (int row = 0; row < filter.rowCount(); ++row)
                out << filter.alertAt(filter.index(row, 0))->id;
            return out;
        };
        // Open only; critical first, newest first within a severity.
        QCOMPARE(ids(), (QStringList {"A-2", "A-3", "A-4", "A-1"}));
        filter.setOnlyUnowned(true);
        QCOMPARE(ids(), (QStringList {"A-2", "A-4", "A-1"}));
        filter.setOnlyUnowned(false);
        filter.setMinimumSeverity(AlertInfo::Severity::Critical);
        QCOMPARE(ids(), (QStringList {"A-2", "A-3"}));
        filter.setMinimumSeverity(AlertInfo::Severity::Unknown);
        filter.setSource(AlertInfo::Source::Leak);
        QCOMPARE(ids(), (QStringList {"A-4"}));
        filter.setSource(AlertInfo::Source::Unknown);
        filter.setText(QStringLiteral("anna"));
        QCOMPARE(ids(), (QStringList {"A-3"}));
        filter.setText({});
        filter.setShowResolved(true);
        QCOMPARE(ids().size(), 5);
        QCOMPARE(ids().last(), QStringLiteral("A-5")); // resolved go last
    }

    // Most of a running fleet's updates move an alert's reading (its value and the details that
    // say it) and nothing else: the change names the Value column only, so the sorted filter keeps
    // its rows where they are (at 100,000 racks a batch changed 1,000-2,000 runs of rows, each
    // re-sorted in the Alerts view's filter while its tab was hidden). A change to what the list
    // sorts or filters by names the whole row.
    void aChangedValueNamesItsColumnAndMovesNoRow()
    {
        AlertsModel model;
        AlertFilterModel filter(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<AlertInfo> alerts;
        for (int i = 1; i <= 6; ++i) {
            alerts << alert(QStringLiteral("A-%1").arg(i),
                            i % 2 ? AlertInfo::Severity::Warning : AlertInfo::Severity::Critical);
            alerts.last().currentValue = QStringLiteral("%1.0 °C").arg(40 + i);
        }
        model.apply(true, alerts, {}, kNow);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy moved(&filter, &QAbstractItemModel::layoutChanged);
        QSignalSpy removed(&filter, &QAbstractItemModel::rowsRemoved);
        QSignalSpy filterChanged(&filter, &QAbstractItemModel::dataChanged);

        QList<AlertInfo> values = {alerts.at(1), alerts.at(2), alerts.at(4)};
        for (AlertInfo &a : values) {
            a.currentValue = QStringLiteral("47.5 °C");
            a.details = QStringLiteral("Supply 47.5 °C > 45.0 °C");
            a.updatedMs = kNow + 1000;
            a.revision += 1;
        }
        model.apply(false, values, {}, kNow + 1000);
        QCOMPARE(changed.size(), 2); // rows 1-2 and row 4
        for (const auto &signal : changed) {
            QCOMPARE(signal.at(0).toModelIndex().column(), int(AlertsModel::ValueColumn));
            QCOMPARE(signal.at(1).toModelIndex().column(), int(AlertsModel::ValueColumn));
        }
        QCOMPARE(moved.size(), 0);
        QCOMPARE(removed.size(), 0);
        QVERIFY(!filterChanged.isEmpty()); // the view still repaints the values
        QCOMPARE(filter.index(0, AlertsModel::ValueColumn).data().toString().isEmpty(), false);

        // A comment reaches the Comment column too.
        AlertInfo commented = values.at(0);
        commented.comments.append({QStringLiteral("anna"), kNow + 2000, QStringLiteral("Looking at it")});
        changed.clear();
        model.apply(false, {commented}, {}, kNow + 2000);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().column(), int(AlertsModel::ValueColumn));
        QCOMPARE(changed.at(0).at(1).toModelIndex().column(), int(AlertsModel::CommentColumn));

        // A new severity is what the list sorts by: the whole row, and the filter re-sorts.
        AlertInfo worse = values.at(1);
        worse.severity = AlertInfo::Severity::Critical;
        changed.clear();
        model.apply(false, {worse}, {}, kNow + 3000);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().column(), 0);
        QCOMPARE(changed.at(0).at(1).toModelIndex().column(), AlertsModel::ColumnCount - 1);
        QCOMPARE(filter.alertAt(filter.index(0, 0))->severity, AlertInfo::Severity::Critical);
        int critical = 0;
        for (int row = 0; row < filter.rowCount(); ++row)
            critical += filter.alertAt(filter.index(row, 0))->severity == AlertInfo::Severity::Critical ? 1 : 0;
        QCOMPARE(critical, 4);
        for (int row = 0; row < critical; ++row)
            QCOMPARE(filter.alertAt(filter.index(row, 0))->severity, AlertInfo::Severity::Critical);
    }

    // A backend with no alerts answers with an empty snapshot: the console has its answer.
    void anEmptySnapshotIsAnAnswer()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!model.hasSnapshot());
        model.apply(false, {}, {}, kNow);
        QVERIFY(!model.hasSnapshot());
        model.apply(true, {}, {}, kNow);
        QVERIFY(model.hasSnapshot());
        QCOMPARE(model.rowCount(), 0);
    }

    // An operator at night reads the top row first: a critical leak is above every other critical,
    // however new the others are.
    void leaksComeFirstAmongTheirSeverity()
    {
        AlertsModel model;
        AlertFilterModel filter(&model);
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        AlertInfo leak = alert("A-9", AlertInfo::Severity::Critical, AlertInfo::State::Triggered, 45);
        leak.source = AlertInfo::Source::Leak;
        AlertInfo moisture = alert("A-8", AlertInfo::Severity::Warning, AlertInfo::State::Triggered, 50);
        moisture.source = AlertInfo::Source::Leak;
        model.apply(true,
                    {alert("A-1", AlertInfo::Severity::Critical, AlertInfo::State::Triggered, 1), leak,
                     alert("A-2", AlertInfo::Severity::Critical, AlertInfo::State::Triggered, 2), moisture,
                     alert("A-3", AlertInfo::Severity::Warning, AlertInfo::State::Triggered, 1)},
                    {}, kNow);
        QStringList ids;
        for (int row = 0; row < filter.rowCount(); ++row)
            ids << filter.alertAt(filter.index(row, 0))->id;
        QCOMPARE(ids, (QStringList {"A-9", "A-1", "A-2", "A-8", "A-3"}));
    }

    // The leak strip reads the open critical leak alerts several times a second: the model keeps
    // them, right inside every change signal, and makes them again only after a change.
    void theOpenCriticalLeaksFollowEveryChangeAndAreKeptBetween()
    {
        AlertsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto leak = [](const QString &id, AlertInfo::Severity severity) {
            AlertInfo a = alert(id, severity);
            a.source = AlertInfo::Source::Leak;
            return a;
        };
        const auto ids = [&model] {
            QStringList out;
            for (const SharedAlert &a : model.openCriticalLeaks())
                out << a->id;
            return out;
        };
        // What the list says at each signal, against a walk over every row at that moment.
        QStringList mismatches;
        const auto check = [&] {
            QStringList walked;
            for (int row = 0; row < model.rowCount(); ++row) {
                const AlertInfo &a = model.alert(row);
                if (a.source == AlertInfo::Source::Leak && a.severity == AlertInfo::Severity::Critical && a.isOpen()
                    && !a.rackId.isEmpty())
                    walked << a.id;
            }
            if (ids() != walked)
                mismatches << ids().join(',') + QStringLiteral(" vs ") + walked.join(',');
        };
        connect(&model, &AlertsModel::modelReset, this, check);
        connect(&model, &AlertsModel::rowsInserted, this, check);
        connect(&model, &AlertsModel::rowsRemoved, this, check);
        connect(&model, &AlertsModel::dataChanged, this, check);

        AlertInfo noRack = leak("A-4", AlertInfo::Severity::Critical);
        noRack.rackId.clear();
        model.apply(true,
                    {leak("A-1", AlertInfo::Severity::Critical), leak("A-2", AlertInfo::Severity::Warning),
                     alert("A-3", AlertInfo::Severity::Critical), noRack},
                    {}, kNow);
        QCOMPARE(ids(), QStringList {"A-1"});
        // Held here, a list made again would be a new one (the model's would detach from this copy).
        const QList<SharedAlert> held = model.openCriticalLeaks();
        model.setServerTime(kNow + 3 * 60'000); // ages move, nothing else
        QCOMPARE(model.openCriticalLeaks().constData(), held.constData());

        AlertInfo resolved = leak("A-1", AlertInfo::Severity::Critical);
        resolved.state = AlertInfo::State::Resolved;
        model.apply(false,
                    {resolved, leak("A-2", AlertInfo::Severity::Critical), leak("A-5", AlertInfo::Severity::Critical)},
                    {}, kNow);
        QCOMPARE(ids(), (QStringList {"A-2", "A-5"}));
        model.apply(false, {}, {"A-2"}, kNow);
        QCOMPARE(ids(), QStringList {"A-5"});
        QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join('\n')));
    }
};

QTEST_GUILESS_MAIN(TestAlertsModel)
#include "tst_alertsmodel.moc"
