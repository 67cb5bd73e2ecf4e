// One rack is "the rack", in the real window against the in-process demo backend: the board's
// highlight, the rack dock and every action follow one selection, which changes only when the
// operator changes it. An alert selected earlier that changes never moves it back, and every
// action dialog names the rack it acts on. A console whose alert stream the backend refuses says
// the counts are unavailable instead of "0 critical".
#include "alertinfo.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "alertsview.h"
#include "alertcountindicator.h"
#include "consolesession.h"
#include "currentrack.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "mainwindow.h"
#include "rackdetailpanel.h"
#include "remediationdialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>

using namespace rackops;

namespace {

constexpr int kOneRackWait = 20000;

ConsoleSession::Options demoOptions(const QString &user)
{
    ConsoleSession::Options options;
    options.demoRacks = 400;
    options.demoTimeScale = 1.0;
    options.user = user;
    return options;
}

// An open alert about a rack, other than `otherThan`.
const AlertInfo *openRackAlert(const AlertsModel *alerts, const QString &otherThanId = {},
                               const QString &otherRack = {})
{
    for (int row = 0; row < alerts->rowCount(); ++row) {
        const AlertInfo &a = alerts->alert(row);
        if (a.isOpen() && a.state != AlertInfo::State::Silenced && !a.rackId.isEmpty() && a.id != otherThanId
            && a.rackId != otherRack)
            return &a;
    }
    return nullptr;
}

} // namespace

class TestOneRack : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Select an alert, then another rack; the alert list changes; Ctrl+Shift+R opens for the rack
    // selected last, and the board, the dock and the dialog all name that rack.
    void anAlertThatChangesNeverMovesTheRack()
    {
        ConsoleSession session(demoOptions(QStringLiteral("anna")));
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        AlertsModel *alerts = session.alerts()->model();
        FleetModel *fleet = session.fleet()->model();
        QVERIFY(QTest::qWaitFor([&] { return fleet->hasSnapshot() && alerts->hasSnapshot() && openRackAlert(alerts); },
                                kOneRackWait));
        MainWindow window(&session);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        const AlertInfo *picked = openRackAlert(alerts);
        const QString alertId = picked->id;
        const QString alertRack = picked->rackId;
        QVERIFY(window.showView(QStringLiteral("alerts"), nullptr));
        QVERIFY(window.findChild<AlertsView *>()->selectAlert(alertId));
        QCOMPARE(session.currentRack()->rackId(), alertRack);

        // Another rack on the board, one that can be remediated.
        QString chosen;
        for (int row = 0; row < fleet->rowCount() && chosen.isEmpty(); ++row) {
            const RackSummary &rack = fleet->rackAt(row);
            if (rack.rackId != alertRack && rack.stage == LifecycleStage::Production
                && rack.activeOperationId.isEmpty())
                chosen = rack.rackId;
        }
        QVERIFY(!chosen.isEmpty());
        QVERIFY(window.showView(QStringLiteral("fleet"), nullptr));
        window.findChild<FleetBoard *>()->selectRack(chosen);
        QCOMPARE(session.currentRack()->rackId(), chosen);
        QTRY_COMPARE_WITH_TIMEOUT(window.findChild<RackDetailPanel *>()->rackId(), chosen, kOneRackWait);

        // The alert list changes (another alert is resolved): the list is rebuilt around the alert
        // selected earlier. The rack stays the one chosen last.
        const AlertInfo *other = openRackAlert(alerts, alertId, alertRack);
        QVERIFY(other);
        const QString otherId = other->id;
        session.alerts()->resolve(otherId, QStringLiteral("checked on site, test"));
        QVERIFY(QTest::qWaitFor(
            [&] {
                const AlertInfo *a = alerts->find(otherId);
                return a && !a->isOpen();
            },
            kOneRackWait));
        QTest::qWait(500); // the list settles and is rebuilt
        QCOMPARE(window.findChild<AlertsView *>()->selectedAlertId(), alertId);
        QCOMPARE(session.currentRack()->rackId(), chosen);
        QCOMPARE(window.findChild<FleetBoard *>()->currentRackId(), chosen);
        QCOMPARE(window.findChild<RackDetailPanel *>()->rackId(), chosen);

        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<RackDetailPanel *>()->remediateButton()->isEnabled(), kOneRackWait);
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(&window, Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        RemediationDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = window.findChild<RemediationDialog *>()));
        QVERIFY2(dialog->windowTitle().contains(chosen), qPrintable(dialog->windowTitle()));
        auto *confirm = dialog->findChild<QPushButton *>(QStringLiteral("confirmRemediation"));
        QVERIFY2(confirm->text().contains(chosen), qPrintable(confirm->text()));
        dialog->reject();
    }

    // A user the backend does not know gets the fleet but not the alerts: the status bar says the
    // alert counts are unavailable and why, never "0 critical".
    void aRefusedAlertStreamIsUnavailableNotZero()
    {
        ConsoleSession session(demoOptions(QStringLiteral("mallory")));
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        AlertsModel *alerts = session.alerts()->model();
        QTRY_VERIFY_WITH_TIMEOUT(session.fleet()->model()->hasSnapshot(), kOneRackWait);
        QTRY_VERIFY_WITH_TIMEOUT(!alerts->unavailableReason().isEmpty() && !alerts->hasSnapshot(), kOneRackWait);
        auto *indicator = window.findChild<AlertCountIndicator *>();
        QVERIFY(indicator);
        QTRY_COMPARE_WITH_TIMEOUT(indicator->text(), AlertCountIndicator::tr("Alerts unavailable"), kOneRackWait);
        QVERIFY(!indicator->text().contains(QLatin1Char('0')));
    }
};

QTEST_MAIN(TestOneRack)
#include "tst_onerack.moc"
