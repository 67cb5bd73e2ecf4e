// The simulated operators (rackops-sim --simulated-operators) on a real simulator: they keep a fleet
// left running from piling up in the approval and repair queues, act through the gate and the desk
// under their own names, and take no more racks a pass than a shift would.
#include "core/caller.h"
#include "journal/auditlog.h"
#include "journal/idempotencystore.h"
#include "journal/mutationguard.h"
#include "journal/mutationjournal.h"
#include "journal/sqliteconnection.h"
#include "fleet/fleetsimulation.h"
#include "server/simulatedoperators.h"
#include "server/simulatorserver.h"
#include "stillfleet.h"
#include "validation/approvalgate.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace rackops;
using namespace rackops::sim;

namespace {

constexpr qint64 kStartMs = 1'796'000'000'000; // 2026-11-29 (UTC): the same fleet in every run
constexpr std::int64_t kDayMs = 24 * 3'600'000;

std::unique_ptr<SimulatorServer> startedFleet(int racks, bool operators)
{
    SimConfig config = stillFleet(racks);
    config.seed = 11;
    config.startMs = kStartMs;
    config.simulatedOperators = operators;
    auto server = std::make_unique<SimulatorServer>(config);
    QString error;
    if (!server->start(&error))
        qFatal("simulator did not start: %s", qPrintable(error));
    return server;
}

void runFor(SimulatorServer &server, std::int64_t simMs)
{
    for (std::int64_t done = 0; done < simMs; done += SimulatedOperators::kPassMs)
        server.advance(SimulatedOperators::kPassMs);
}

struct Queue {
    int racks = 0;
    std::int64_t longestWaitMs = 0; // of the racks nobody is working on
    int untended = 0; // racks nobody is working on that waited `longerThanMs` and more
};

// The racks in `stage`, and how long the longest waiting of those without an operation has waited.
Queue queue(FleetSimulation &fleet, v1::LifecycleStage stage, std::int64_t longerThanMs = 0)
{
    Queue q;
    const std::int64_t now = fleet.nowMs();
    fleet.visitRacks({}, [&](const SimRack &rack) {
        if (rack.detail().summary().stage() != stage)
            return;
        ++q.racks;
        if (!rack.detail().summary().active_operation_id().empty())
            return;
        q.longestWaitMs = std::max(q.longestWaitMs, now - rack.stage_entered_ms());
        if (now - rack.stage_entered_ms() >= longerThanMs)
            ++q.untended;
    });
    return q;
}

// The racks nobody works on that waited for approval long enough to be taken, the longest waiting
// first: (entered the stage, rack id).
std::vector<std::pair<std::int64_t, std::string>> awaitingLongEnough(const FleetSimulation &fleet)
{
    std::vector<std::pair<std::int64_t, std::string>> waiting;
    const std::int64_t now = fleet.nowMs();
    fleet.visitRacks({}, [&](const SimRack &rack) {
        const auto &summary = rack.detail().summary();
        if (summary.stage() == v1::LIFECYCLE_STAGE_AWAITING_APPROVAL && summary.active_operation_id().empty()
            && now - rack.stage_entered_ms() >= SimulatedOperators::kApprovalWaitMs)
            waiting.emplace_back(rack.stage_entered_ms(), summary.rack_id());
    });
    std::sort(waiting.begin(), waiting.end());
    return waiting;
}

// Simulated operators over `fleet`, with a guard and a journal of their own on a real SQLite file.
struct OperatorsBeside {
    explicit OperatorsBeside(FleetSimulation &fleet)
        : path(dir.filePath(QStringLiteral("sim.sqlite")))
    {
        QString error;
        if (!SqliteConnection::createPrivate(path, &error))
            qFatal("%s", qPrintable(error));
        audit = std::make_unique<AuditLog>(path);
        journal = std::make_unique<MutationJournal>(path);
        idempotency = std::make_unique<IdempotencyStore>(path, *journal);
        if (!audit->open(&error) || !idempotency->open(&error))
            qFatal("%s", qPrintable(error));
        guard = std::make_unique<MutationGuard>(*idempotency, *audit, [&fleet] { return fleet.nowMs(); });
        operators = std::make_unique<SimulatedOperators>(fleet, *guard, *journal);
    }
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<AuditLog> audit;
    std::unique_ptr<MutationJournal> journal;
    std::unique_ptr<IdempotencyStore> idempotency;
    std::unique_ptr<MutationGuard> guard;
    std::unique_ptr<SimulatedOperators> operators;
};

} // namespace

class TestSimulatedOperators : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aWorkedFleetDoesNotPileUpInItsQueues()
    {
        auto worked = startedFleet(600, true);
        auto left = startedFleet(600, false);
        runFor(*worked, 3 * kDayMs);
        runFor(*left, 3 * kDayMs);

        const Queue awaiting = queue(worked->fleet(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
        const Queue failed = queue(worked->fleet(), v1::LIFECYCLE_STAGE_FAILED);
        // Nobody waits longer than the wait before they act plus one pass.
        QVERIFY2(awaiting.longestWaitMs < SimulatedOperators::kApprovalWaitMs + SimulatedOperators::kPassMs,
                 qPrintable(QString::number(awaiting.longestWaitMs / 60'000) + QStringLiteral(" min")));
        QVERIFY2(failed.longestWaitMs < SimulatedOperators::kRepairWaitMs + SimulatedOperators::kPassMs,
                 qPrintable(QString::number(failed.longestWaitMs / 60'000) + QStringLiteral(" min")));

        // Left alone, the same fleet piles up.
        const Queue awaitingLeft = queue(left->fleet(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
        const Queue failedLeft = queue(left->fleet(), v1::LIFECYCLE_STAGE_FAILED);
        QVERIFY2(awaitingLeft.racks + failedLeft.racks > 2 * (awaiting.racks + failed.racks),
                 qPrintable(QStringLiteral("worked %1 + %2, left %3 + %4")
                                .arg(awaiting.racks)
                                .arg(failed.racks)
                                .arg(awaitingLeft.racks)
                                .arg(failedLeft.racks)));
        QVERIFY(awaitingLeft.longestWaitMs > 2 * kDayMs);
    }

    void theGateDecidesWhetherARackIsApprovedOrValidatedAgain()
    {
        auto server = startedFleet(600, false);
        FleetSimulation &fleet = server->fleet();
        // Racks that have waited long enough, judged by the gate before anyone acts.
        std::vector<std::string> passing, held;
        const std::int64_t now = fleet.nowMs();
        fleet.visitRacks({}, [&](const SimRack &rack) {
            const auto &summary = rack.detail().summary();
            if (summary.stage() == v1::LIFECYCLE_STAGE_AWAITING_APPROVAL && summary.active_operation_id().empty()
                && now - rack.stage_entered_ms() >= SimulatedOperators::kApprovalWaitMs)
                passing.push_back(summary.rack_id());
        });
        for (auto it = passing.begin(); it != passing.end();) {
            ApproveIntent judge;
            judge.rackId = *it;
            judge.judgeOnly = true;
            ApprovalDecision gate;
            fleet.approve(Caller::demoUsers().front(), judge, &gate);
            if (ApprovalGate::allPass(gate.criteria)) {
                ++it;
            } else {
                held.push_back(*it);
                it = passing.erase(it);
            }
        }
        QVERIFY2(!passing.empty() && !held.empty(),
                 qPrintable(QStringLiteral("%1 passing, %2 held").arg(passing.size()).arg(held.size())));

        // The same fleet worked for two hours: eight passes, room for every rack found above.
        auto worked = startedFleet(600, true);
        runFor(*worked, 2 * 3'600'000);
        // Who moved the rack on, by its history: the approval ends in production, a rerun in validation.
        const auto movedBy = [&](const std::string &rackId, v1::LifecycleStage stage) {
            const auto history = worked->fleet().rack(rackId)->history();
            for (auto it = history.rbegin(); it != history.rend(); ++it) {
                if (it->stage() == stage && !it->within_stage())
                    return it->actor().name();
            }
            return std::string();
        };
        for (const std::string &rackId : passing)
            QCOMPARE(movedBy(rackId, v1::LIFECYCLE_STAGE_PRODUCTION),
                     std::string(SimulatedOperators::kApproverSubject));
        for (const std::string &rackId : held) {
            QCOMPARE(movedBy(rackId, v1::LIFECYCLE_STAGE_PRODUCTION), std::string());
            QCOMPARE(movedBy(rackId, v1::LIFECYCLE_STAGE_VALIDATING),
                     std::string(SimulatedOperators::kOperatorSubject));
        }
    }

    void aPassTakesTheLongestWaitingUpToItsShareOfEachQueue()
    {
        auto server = startedFleet(600, false);
        runFor(*server, 2 * kDayMs); // nobody works it: the queues fill
        FleetSimulation &fleet = server->fleet();
        const Queue failed = queue(fleet, v1::LIFECYCLE_STAGE_FAILED, SimulatedOperators::kRepairWaitMs);
        const auto waiting = awaitingLongEnough(fleet);

        OperatorsBeside beside(fleet);
        const int share = beside.operators->racksPerPass();
        QVERIFY2(failed.untended > 0 && int(waiting.size()) > share + 5,
                 qPrintable(QStringLiteral("%1 failed, %2 awaiting").arg(failed.untended).arg(waiting.size())));

        const SimulatedOperators::Pass pass = beside.operators->work();
        QCOMPARE(pass.refused, 0);
        QCOMPARE(pass.approved + pass.revalidated, share);
        QCOMPARE(pass.repaired, std::min(share, failed.untended));
        // Those who waited longest were taken, the others wait for the next pass.
        for (size_t i = 0; i < waiting.size(); ++i) {
            const auto summary = fleet.rack(waiting[i].second)->summary();
            const bool taken =
                !summary.active_operation_id().empty() || summary.stage() != v1::LIFECYCLE_STAGE_AWAITING_APPROVAL;
            QVERIFY2(taken == (int(i) < share),
                     qPrintable(QStringLiteral("rack %1 of %2 in line, %3")
                                    .arg(i)
                                    .arg(waiting.size())
                                    .arg(QString::fromStdString(waiting[i].second))));
        }
        // Within a pass's time nothing more is done; a pass later the next share.
        const SimulatedOperators::Pass again = beside.operators->work();
        QCOMPARE(again.approved + again.revalidated + again.repaired + again.refused, 0);
        server->advance(SimulatedOperators::kPassMs);
        const SimulatedOperators::Pass next = beside.operators->work();
        QVERIFY(next.approved + next.revalidated > 0);
        QCOMPARE(next.refused, 0);
    }

    void aRackAPersonHoldsIsLeftToThem()
    {
        auto server = startedFleet(600, false);
        FleetSimulation &fleet = server->fleet();
        // A rack the gate holds back that a person may override, waiting long enough.
        std::string rackId;
        // The longest waiting first: the pass would take it if nobody held it.
        const auto candidates = awaitingLongEnough(fleet);
        const Caller &ben = Caller::demoUsers()[3];
        QCOMPARE(ben.subject, std::string("ben"));
        size_t inLine = 0;
        for (; inLine < candidates.size(); ++inLine) {
            const std::string &id = candidates[inLine].second;
            ApproveIntent judge;
            judge.rackId = id;
            judge.judgeOnly = true;
            ApprovalDecision gate;
            fleet.approve(ben, judge, &gate);
            if (!ApprovalGate::allPass(gate.criteria) && ApprovalGate::overridable(gate.criteria)) {
                rackId = id;
                break;
            }
        }
        QVERIFY(!rackId.empty());
        OperatorsBeside beside(fleet);
        QVERIFY2(inLine < size_t(beside.operators->racksPerPass()), qPrintable(QString::number(inLine)));
        // Ben asks for an override; it waits for a second approver's signature.
        ApproveIntent request;
        request.rackId = rackId;
        request.expectedRevision = fleet.rack(rackId)->summary().state_revision();
        request.idempotencyKey = "ben-override";
        request.overrideJustification = "Marginal result; retest booked";
        ApprovalDecision decision;
        QVERIFY(fleet.approve(ben, request, &decision).ok());
        QCOMPARE(decision.outcome, v1::APPROVAL_OUTCOME_OVERRIDE_REQUESTED);

        const SimulatedOperators::Pass pass = beside.operators->work();
        QVERIFY(pass.approved + pass.revalidated > 0); // they did work the queue
        // ... but not this rack: still waiting, its request still pending.
        QCOMPARE(fleet.rack(rackId)->summary().stage(), v1::LIFECYCLE_STAGE_AWAITING_APPROVAL);
        const auto overrides = fleet.operations().overrides(rackId);
        QCOMPARE(overrides.size(), size_t(1));
        QCOMPARE(overrides.front().state(), v1::OVERRIDE_REQUEST_STATE_PENDING);
    }
};

QTEST_GUILESS_MAIN(TestSimulatedOperators)
#include "tst_simulatedoperators.moc"
