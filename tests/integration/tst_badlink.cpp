// The console on a bad link, through a proxy that stalls and cuts: a dead
// link is noticed by keepalive and the data is marked stale while the GUI
// thread stays responsive; a stream cut mid-flight resumes with nothing lost
// or duplicated; an approve whose answer is lost happens exactly once and the
// console says so.
#include "actionreplies.h"
#include "backendchannel.h"
#include "connectionstatus.h"
#include "faultproxy.h"
#include "fleetmodel.h"
#include "fleet/fleetsimulation.h"
#include "fleetwatcher.h"
#include "operationsclient.h"
#include "samefleet.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"
#include "../support/replywait.h"

#include "rackops/v1/operations.pb.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <future>

using namespace rackops;
using namespace rackops::sim;
using rackops::test::FaultProxy;
using rackops::test::sameFleet;

namespace {
constexpr std::int64_t kHour = 3'600'000;

// The longest the GUI thread went without running its timers, while alive.
class EventLoopWatch : public QObject {
public:
    EventLoopWatch()
    {
        m_timer.setInterval(20);
        connect(&m_timer, &QTimer::timeout, this, [this] { m_worst = std::max(m_worst, m_clock.restart()); });
        m_clock.start();
        m_timer.start();
    }
    qint64 worstGapMs() const { return m_worst; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_worst = 0;
};
} // namespace

class TestBadLink : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<SimulatorServer> m_server;
    std::unique_ptr<FaultProxy> m_proxy;

    void startBackend()
    {
        SimConfig config = stillFleet(300);
        config.heartbeatIntervalMs = 500;
        config.seed = 11;
        m_server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        const QString address = m_server->address();
        m_proxy = std::make_unique<FaultProxy>(QStringLiteral("127.0.0.1"),
                                               quint16(address.section(QLatin1Char(':'), -1).toUInt()));
        QVERIFY(m_proxy->listen());
    }

private Q_SLOTS:
    void init() { startBackend(); }
    void cleanup()
    {
        m_proxy.reset();
        m_server.reset();
    }

    void stalledLinkIsNoticedAndRecovers()
    {
        // A fifth of the default keepalive: the same detection, without a real half-minute stall.
        const LinkKeepalive keepalive {1000, 1000};
        const qint64 stallMs = 4 * keepalive.noticeWithinMs();
        FleetModel model;
        ConnectionStatus status;
        FleetWatcher watcher(std::make_shared<BackendChannel>(m_proxy->address(), BackendChannel::Tls {}, keepalive));
        connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        connect(&watcher, &FleetWatcher::connectionStateChanged, &status, &ConnectionStatus::setState);
        connect(&watcher, &FleetWatcher::fleetUpdated, &status,
                [&status](const FleetUpdate &u) { status.noteDataReceived(u.revision); });
        watcher.start();
        QTRY_VERIFY_WITH_TIMEOUT(status.state().phase == ConnectionState::Phase::Live, 10000);

        // The link stalls: no RST, no FIN, nothing — only keepalive can tell.
        EventLoopWatch loop;
        QElapsedTimer stalled;
        stalled.start();
        m_proxy->setStalled(true);
        QTRY_VERIFY_WITH_TIMEOUT(status.state().phase != ConnectionState::Phase::Live, int(stallMs));
        const qint64 noticedMs = stalled.elapsed();
        qInfo("dead link noticed after %lld ms", noticedMs);
        QVERIFY2(noticedMs <= keepalive.noticeWithinMs() + 1500,
                 "a dead link must be noticed within the keepalive interval and timeout");
        QVERIFY(status.dataAgeMs(QDateTime::currentMSecsSinceEpoch()) >= keepalive.timeoutMs); // shown as old
        // The fleet moves on meanwhile; the console keeps the last state it had.
        // The simulation runs off the GUI thread: its hour of work (seconds in
        // a sanitizer build) is the test's, not the console's, and must not
        // count as the GUI thread blocked.
        auto advanced = std::async(std::launch::async, [this] { m_server->advance(kHour); });
        QTRY_VERIFY_WITH_TIMEOUT(advanced.wait_for(std::chrono::seconds(0)) == std::future_status::ready, 20000);
        // Elapsed time on purpose: the GUI thread is watched for the whole stall, not until a condition.
        QTest::qWait(int(std::max<qint64>(0, stallMs - stalled.elapsed())));
        QVERIFY2(loop.worstGapMs() < 500,
                 qPrintable(QStringLiteral("GUI thread blocked %1 ms").arg(loop.worstGapMs())));

        m_proxy->setStalled(false);
        QTRY_VERIFY_WITH_TIMEOUT(status.state().phase == ConnectionState::Phase::Live
                                     && model.revision() == m_server->fleet().revision(),
                                 30000);
        QString why;
        QVERIFY2(sameFleet(model, m_server->fleet(), &why), qPrintable(why));
    }

    void cutStreamResumesWithNothingLostOrDuplicated()
    {
        FleetModel model;
        FleetWatcher watcher(std::make_shared<BackendChannel>(m_proxy->address()));
        QList<bool> resets;
        connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        connect(&watcher, &FleetWatcher::fleetUpdated, this, [&resets](const FleetUpdate &u) { resets << u.reset; });
        watcher.start();
        QTRY_VERIFY_WITH_TIMEOUT(model.hasSnapshot(), 10000);
        for (int round = 0; round < 3; ++round) {
            m_server->advance(kHour);
            m_proxy->cutAll(); // mid-stream, while changes are on their way
            m_server->advance(kHour); // and more happen while the link is down
            QTRY_VERIFY_WITH_TIMEOUT(model.revision() == m_server->fleet().revision(), 30000);
        }
        QVERIFY(m_proxy->acceptedConnections() >= 4);
        QCOMPARE(resets.count(true), 1); // resumed from the revision each time, no fresh snapshot
        QString why;
        QVERIFY2(sameFleet(model, m_server->fleet(), &why), qPrintable(why));
    }

    void approveWhoseAnswerIsLostHappensExactlyOnce()
    {
        // A rack whose gate passes, approved by anna through the bad link.
        std::string rackId;
        qint64 revision = 0;
        for (const auto &rack : m_server->fleet().snapshot().upserts) {
            if (rack.stage() != v1::LIFECYCLE_STAGE_AWAITING_APPROVAL || !rack.active_operation_id().empty())
                continue;
            SimRack sim = *m_server->fleet().simRack(rack.rack_id());
            const auto &g = sim.gate();
            if (g.dcgm_passed() && g.nccl_busbw_gbps() >= 0.95 * g.nccl_baseline_gbps() && g.workload_ratio() >= 0.97
                && g.delta_t_variation_k() <= 1.0) {
                rackId = rack.rack_id();
                revision = rack.state_revision();
                break;
            }
        }
        QVERIFY2(!rackId.empty(), "the seeded fleet has a rack ready for approval");
        auto channel = std::make_shared<BackendChannel>(m_proxy->address());
        channel->setUser(QStringLiteral("anna"));
        OperationsClient ops(channel);
        ops.setRetryDelays(500, 5);
        QVERIFY(
            test::answerOf(ops.evaluateGate(QString::fromStdString(rackId)))); // the link is up before anything is held

        // The request reaches the backend; its answer is held, then the link is cut.
        m_proxy->setAnswersHeld(true);
        ApprovalReply *reply = ops.approve(QString::fromStdString(rackId), revision, {});
        QSignalSpy finished(reply, &ApprovalReply::finished);
        QTRY_VERIFY_WITH_TIMEOUT(!m_server->fleet().rack(rackId)->summary().active_operation_id().empty(), 10000);
        m_proxy->cutAll();
        m_proxy->setAnswersHeld(false);

        QVERIFY(finished.wait(30000));
        const auto result = finished.first().first().value<ApprovalResult>();
        QCOMPARE(result.answer, ActionOutcome::Answer::Accepted);
        QCOMPARE(result.verdict, ApprovalResult::Verdict::Approved);
        QVERIFY2(result.attempts > 1, "the answer was lost, so the request had to be sent again");
        QCOMPARE(result.operationId,
                 QString::fromStdString(m_server->fleet().rack(rackId)->summary().active_operation_id()));
        int approvals = 0;
        for (const auto &op : m_server->fleet().operations().snapshot(rackId).upserts)
            approvals += op.kind() == v1::OPERATION_KIND_APPROVAL ? 1 : 0;
        QCOMPARE(approvals, 1);
    }
};

QTEST_GUILESS_MAIN(TestBadLink)
#include "tst_badlink.moc"
