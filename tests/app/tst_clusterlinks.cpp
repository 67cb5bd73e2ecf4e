// Clusters in the real window against the in-process demo backend (issue #37):
// the fleet board names a rack's cluster (row tooltip), opens it (row menu,
// Ctrl+Shift+O); the release dialog withdraws itself when the cluster changes
// underneath it; "Import evidence…" imports a file and shows the answer, the
// backend's refusal in its own words or the new result.
#include "backendchannel.h"
#include "clusteractiondialog.h"
#include "clusterclient.h"
#include "clusterlistmodel.h"
#include "clusterreplies.h"
#include "clusterscontroller.h"
#include "clusterspage.h"
#include "clustersview.h"
#include "consolesession.h"
#include "democonsole.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetfiltermodel.h"
#include "fleetmodel.h"
#include "mainwindow.h"

#include <QAction>
#include <QHelpEvent>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace rackops;

namespace {
constexpr int kClusterLinksWait = 30000;

ConsoleSession::Options options()
{
    // Time nearly still: what the test checks does not move under it.
    ConsoleSession::Options o = test::demoOptions(1200, 0.001);
    return o;
}

bool started(ConsoleSession &session)
{
    QString error;
    if (!session.start(&error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return QTest::qWaitFor(
        [&] { return session.fleet()->model()->hasSnapshot() && session.clusters()->list()->rowCount() > 0; },
        kClusterLinksWait);
}

const ClusterSummary *firstIn(const ClusterListModel *list, ClusterStage stage)
{
    for (const ClusterSummary &c : list->clusters()) {
        if (c.stage == stage)
            return &c;
    }
    return nullptr;
}

// A rack of the fleet in no cluster.
QString rackInNoCluster(ConsoleSession &session)
{
    FleetModel *fleet = session.fleet()->model();
    for (int row = 0; row < fleet->rowCount(); ++row) {
        const QString id = fleet->index(row, 0).data(FleetModel::RackIdRole).toString();
        if (session.clusters()->list()->clusterOfRack(id).isEmpty())
            return id;
    }
    return {};
}
} // namespace

class TestClusterLinks : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theBoardNamesAndOpensARacksCluster()
    {
        ConsoleSession session(options());
        QVERIFY(started(session));
        MainWindow window(&session);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        FleetBoard *board = window.findChild<FleetBoard *>();
        const ClusterSummary cluster = session.clusters()->list()->clusters().first();
        const QString member = cluster.rackIds.first();
        board->selectRack(member);
        QCOMPARE(board->currentRackId(), member);

        // The row's tooltip names the cluster, after what the cell says itself.
        const QModelIndex index = board->table()->currentIndex();
        QVERIFY(board->toolTipAt(index).contains(cluster.clusterId));
        // ... and a real tooltip event over the row shows it.
        const QRect cell = board->table()->visualRect(index.siblingAtColumn(FleetModel::RackColumn));
        QHelpEvent help(QEvent::ToolTip, cell.center(), board->table()->viewport()->mapToGlobal(cell.center()));
        QApplication::sendEvent(board->table()->viewport(), &help);
        QTRY_VERIFY(QToolTip::text().contains(cluster.clusterId));

        // The row's menu has "Open cluster X", a QAction that opens it.
        QSignalSpy viewAsked(window.findChild<ClustersView *>(), &ClustersView::clusterChosen);
        {
            const std::unique_ptr<QMenu> menu(board->rowMenu(member));
            QAction *open = menu->findChild<QAction *>(QStringLiteral("openRowClusterAction"));
            QVERIFY(open);
            QVERIFY(open->isEnabled());
            QVERIFY(open->text().contains(cluster.clusterId));
            open->trigger();
        }
        QTRY_COMPARE(window.findChild<ClustersView *>()->shownClusterId(), cluster.clusterId);

        // A rack in no cluster: the entry says so and cannot be used.
        const QString loner = rackInNoCluster(session);
        QVERIFY(!loner.isEmpty());
        {
            const std::unique_ptr<QMenu> menu(board->rowMenu(loner));
            QAction *open = menu->findChild<QAction *>(QStringLiteral("openRowClusterAction"));
            QVERIFY(!open->isEnabled());
        }

        // Ctrl+Shift+O on the board opens the current rack's cluster; it is a window action
        // with its shortcut, so F1 lists it.
        QString error;
        QVERIFY(window.showView(QStringLiteral("fleet"), &error));
        const ClusterSummary other = session.clusters()->list()->clusters().last();
        QVERIFY(other.clusterId != cluster.clusterId);
        board->selectRack(other.rackIds.first());
        QAction *shortcut = board->openClusterAction();
        QCOMPARE(shortcut->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
        QVERIFY(shortcut->isEnabled());
        QVERIFY(shortcut->toolTip().contains(other.clusterId));
        QVERIFY(window.findChildren<QAction *>().contains(shortcut));
        board->table()->setFocus();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(board->table(), Qt::Key_O, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(window.findChild<ClustersView *>()->shownClusterId(), other.clusterId);
    }

    void theReleaseDialogWithdrawsWhenTheClusterChanges()
    {
        ConsoleSession session(options()); // anna
        QVERIFY(started(session));
        MainWindow window(&session);
        const ClusterSummary *waiting = firstIn(session.clusters()->list(), ClusterStage::AwaitingRelease);
        QVERIFY2(waiting, "seed 7 forms clusters awaiting release");
        const QString id = waiting->clusterId;
        ClustersPage *page = window.findChild<ClustersPage *>();
        page->openRelease(id);
        ClusterActionDialog *dialog = page->openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->kind(), ClusterActionDialog::Kind::RequestRelease);
        QTest::keyClicks(dialog->reasonEdit(), QStringLiteral("soak passed"));
        QVERIFY(dialog->confirmButton()->isEnabled());

        // Someone else asks for the release meanwhile: the cluster's state revision moves on.
        auto ben = std::make_shared<BackendChannel>(session.endpoint());
        ben->setUser(QStringLiteral("ben"));
        ClusterClient other(ben);
        ClusterActionReply *asked = other.requestRelease(id, waiting->stateRevision, QStringLiteral("capacity"));
        QSignalSpy done(asked, &ClusterActionReply::finished);
        QVERIFY(done.wait(10000));
        QCOMPARE(done.first().first().value<ClusterActionResult>().outcome,
                 ClusterActionResult::Outcome::ReleaseRequested);

        // The open dialog withdraws: confirm disabled, and it says why.
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isWithdrawn(), kClusterLinksWait);
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QVERIFY(dialog->outcomeText().contains(id));
        QVERIFY(!dialog->confirmButton()->toolTip().isEmpty());
        // Typing does not bring the button back.
        QTest::keyClicks(dialog->reasonEdit(), QStringLiteral(" again"));
        QVERIFY(!dialog->confirmButton()->isEnabled());
        QSignalSpy submitted(dialog, &ClusterActionDialog::submitted);
        dialog->confirmButton()->click();
        QCOMPARE(submitted.count(), 0);
        dialog->close();
    }

    void importEvidenceShowsTheRefusalOrTheResult()
    {
        ConsoleSession session(options());
        QVERIFY(started(session));
        MainWindow window(&session);
        const ClusterSummary *waiting = firstIn(session.clusters()->list(), ClusterStage::AwaitingRelease);
        QVERIFY(waiting);
        const QString id = waiting->clusterId;
        QString error;
        QVERIFY(window.showView(QStringLiteral("cluster:") + id, &error));
        ClustersView *view = window.findChild<ClustersView *>();
        QTRY_COMPARE(view->shownClusterId(), id);
        QVERIFY(view->importEvidenceButton()->isEnabled());

        // Hosts of no rack of the cluster: the backend's refusal, naming the host, in the view.
        QTemporaryDir dir;
        const QString foreign = dir.filePath(QStringLiteral("foreign.log"));
        {
            QFile in(QStringLiteral(RACKOPS_TEST_DATA "/nccl/srun-2node-16gpu.log"));
            QVERIFY(in.open(QIODevice::ReadOnly));
            QFile out(foreign);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(in.readAll());
        }
        window.findChild<ClustersPage *>()->importEvidenceFrom(id, foreign);
        QTRY_VERIFY_WITH_TIMEOUT(!view->evidenceText().isEmpty(), kClusterLinksWait);
        QVERIFY2(view->evidenceText().contains(QStringLiteral("foreign.log")), qPrintable(view->evidenceText()));
        QVERIFY2(view->evidenceText().contains(QStringLiteral("gpu-a01")), qPrintable(view->evidenceText()));

        // The same run on the cluster's own hosts: imported as a rack-pair result.
        QFile in(foreign);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QString text = QString::fromUtf8(in.readAll());
        in.close();
        const QString a = waiting->rackIds.at(0).toLower(), b = waiting->rackIds.at(1).toLower();
        text.replace(QStringLiteral("gpu-a01"), a + QStringLiteral("-ct01"));
        text.replace(QStringLiteral("gpu-a02"), b + QStringLiteral("-ct01"));
        const QString own = dir.filePath(QStringLiteral("own.log"));
        QFile out(own);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text.toUtf8());
        out.close();
        const QString before = view->evidenceText();
        window.findChild<ClustersPage *>()->importEvidenceFrom(id, own);
        QTRY_VERIFY_WITH_TIMEOUT(view->evidenceText() != before, kClusterLinksWait);
        QVERIFY2(view->evidenceText().contains(QStringLiteral("own.log")), qPrintable(view->evidenceText()));
        QVERIFY2(view->evidenceText().contains(waiting->rackIds.at(0)), qPrintable(view->evidenceText()));
    }
};

QTEST_MAIN(TestClusterLinks)
#include "tst_clusterlinks.moc"
