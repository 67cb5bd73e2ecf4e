// SilencesModel: RackOps' silences with where each stands in Alertmanager,
// and Alertmanager's own; rows that stay change in place, the count of
// silences not yet in Alertmanager follows.
#include "silencesmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;

namespace {
SilenceInfo ourSilence(const QString &id, SilenceInfo::Sync sync)
{
    SilenceInfo s;
    s.id = id;
    s.rackId = QStringLiteral("PHX1-H2-R07-12");
    s.owner = QStringLiteral("omar");
    s.reason = QStringLiteral("tray swap");
    s.active = true;
    s.expiresMs = 1'900'000'000'000;
    s.sync = sync;
    return s;
}
} // namespace

class TestSilencesModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void saysWhereEachStandsInAlertmanager()
    {
        SilencesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy waiting(&model, &SilencesModel::waitingCountChanged);
        SilenceInfo pending = ourSilence(QStringLiteral("S-1"), SilenceInfo::Sync::Pending);
        pending.syncError = QStringLiteral("Connection refused");
        pending.syncAttempts = 3;
        SilenceInfo created = ourSilence(QStringLiteral("S-2"), SilenceInfo::Sync::Created);
        created.alertmanagerId = QStringLiteral("5728d467");
        SilenceInfo ending = ourSilence(QStringLiteral("S-3"), SilenceInfo::Sync::ExpiryPending);
        ending.active = false;
        ending.endedMs = 1'800'000'000'000;
        SilenceInfo neverThere = ourSilence(QStringLiteral("S-4"), SilenceInfo::Sync::Expired);
        neverThere.active = false;
        SilenceInfo own = ourSilence(QStringLiteral("S-5"), SilenceInfo::Sync::None);
        SilenceInfo theirs;
        theirs.id = QStringLiteral("alertmanager/abc");
        theirs.external = true;
        theirs.externalId = QStringLiteral("abc");
        theirs.active = true;
        theirs.owner = QStringLiteral("noc-lead");
        theirs.matchers = {QStringLiteral("rack=\"R1\""), QStringLiteral("alertname=~\"Gpu.*\"")};
        model.setSilences({pending, created, ending, neverThere, own, theirs});

        QCOMPARE(model.rowCount(), 6);
        const auto said = [&](int row) {
            return model.index(row, SilencesModel::AlertmanagerColumn).data().toString();
        };
        QCOMPARE(said(0), QStringLiteral("Not yet in Alertmanager: Connection refused"));
        QCOMPARE(said(1), QStringLiteral("In Alertmanager"));
        QCOMPARE(said(2), QStringLiteral("Ended here, not yet in Alertmanager"));
        QCOMPARE(said(3), QStringLiteral("Ended before it reached Alertmanager"));
        QCOMPARE(said(4), QString());
        QCOMPARE(said(5), QStringLiteral("Made in Alertmanager"));
        QVERIFY(model.index(1, SilencesModel::AlertmanagerColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("5728d467")));
        QCOMPARE(model.index(5, SilencesModel::ScopeColumn).data().toString(),
                 QStringLiteral("rack=\"R1\", alertname=~\"Gpu.*\""));
        QCOMPARE(model.index(5, SilencesModel::OwnerColumn).data().toString(), QStringLiteral("noc-lead"));
        // Waiting: the one not made there and the one whose end has not reached it.
        QCOMPARE(model.waitingCount(), 2);
        QCOMPARE(waiting.count(), 1);
        QCOMPARE(waiting.last().at(0).toInt(), 2);
        QVERIFY(model.index(0, 0).data(SilencesModel::WaitingRole).toBool());
        QVERIFY(!model.index(1, 0).data(SilencesModel::WaitingRole).toBool());
        // Only RackOps' active silences are ended here.
        QVERIFY(model.index(0, 0).data(SilencesModel::ExpirableRole).toBool());
        QVERIFY(!model.index(2, 0).data(SilencesModel::ExpirableRole).toBool());
        QVERIFY(!model.index(5, 0).data(SilencesModel::ExpirableRole).toBool());
        QVERIFY(model.index(5, 0).data(SilencesModel::ExternalRole).toBool());
    }

    void sameRowsChangeInPlace()
    {
        SilencesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        SilenceInfo a = ourSilence(QStringLiteral("S-1"), SilenceInfo::Sync::Pending);
        SilenceInfo b = ourSilence(QStringLiteral("S-2"), SilenceInfo::Sync::Created);
        model.setSilences({a, b});
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy waiting(&model, &SilencesModel::waitingCountChanged);
        a.sync = SilenceInfo::Sync::Created; // the retry got through
        a.alertmanagerId = QStringLiteral("x1");
        model.setSilences({a, b});
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 1);
        QCOMPARE(changes.first().at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(changes.first().at(1).value<QModelIndex>().row(), 0);
        QCOMPARE(model.waitingCount(), 0);
        QCOMPARE(waiting.count(), 1);
        model.setSilences({a, b}); // nothing changed: nothing said
        QCOMPARE(changes.count(), 1);
        model.setSilences({b}); // another set of rows
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowOf(QStringLiteral("S-2")), 0);
        QCOMPARE(model.rowOf(QStringLiteral("S-1")), -1);
    }
};

QTEST_GUILESS_MAIN(TestSilencesModel)
#include "tst_silencesmodel.moc"
