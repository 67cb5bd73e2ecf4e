// HandoverService over real gRPC, driven by a scripted scenario: a
// replication breach and its acknowledgement, a next step, a remediation and
// a silence that runs out in the next shift must appear in the shift's
// handover, and nothing else a person did; notes are kept in SQLite; the
// incoming operator signs off once, never the outgoing one, never on a
// stale read and never too early.
#include "alerts/alertbook.h"
#include "demouser.h"
#include "fleet/fleetsimulation.h"
#include "scriptedalertsource.h"
#include "handover/shiftcalendar.h"
#include "inprocessbackend.h"
#include "stillfleet.h"

#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/handover.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"

#include <QDateTime>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QTest>

#include <google/protobuf/util/time_util.h>
#include <grpcpp/grpcpp.h>

#include <set>

using namespace rackops;
using namespace rackops::sim;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kMinute = 60'000;

std::int64_t ms(const google::protobuf::Timestamp &t)
{
    return TimeUtil::TimestampToMilliseconds(t);
}
} // namespace

class TestHandoverService : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::unique_ptr<v1::HandoverService::Stub> m_handover;
    std::unique_ptr<v1::AlertService::Stub> m_alerts;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;
    std::shared_ptr<std::vector<ScriptLine>> m_script = std::make_shared<std::vector<ScriptLine>>();
    v1::Shift m_shift; // the scenario's shift
    std::string m_alertId;
    std::string m_operationId;
    std::string m_silenceId;
    std::string m_rack;

    void startServer()
    {
        SimConfig config = stillFleet(400);
        config.seed = 7;
        config.stateDir = m_dir.path();
        m_backend = std::make_unique<InProcessBackend>(config);
        m_backend->server().addAlertSource(std::make_unique<ScriptedAlertSource>(m_script));
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_handover = m_backend->stub<v1::HandoverService>();
        m_alerts = m_backend->stub<v1::AlertService>();
        m_ops = m_backend->stub<v1::OperationsService>();
    }

    v1::HandoverReport handover(const std::string &shiftId)
    {
        auto context = as("vera");
        v1::GetHandoverRequest request;
        request.set_shift_id(shiftId);
        v1::HandoverReport report;
        const auto status = m_handover->GetHandover(context.get(), request, &report);
        if (!status.ok())
            qWarning("GetHandover: %s", status.error_message().c_str());
        return report;
    }

    grpc::Status signOff(const char *user, std::int64_t revision, const std::string &key, v1::HandoverReport *out)
    {
        auto context = as(user);
        v1::AcknowledgeHandoverRequest request;
        request.set_shift_id(m_shift.id());
        request.set_expected_report_revision(revision);
        request.set_idempotency_key(key);
        request.set_comment("Read; will call the carrier at 07:00");
        return m_handover->AcknowledgeHandover(context.get(), request, out);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        startServer();
    }

    void shiftsFollowTheDefaultPattern()
    {
        auto context = as("vera");
        v1::ShiftConfig config;
        QVERIFY(m_handover->GetShiftConfig(context.get(), {}, &config).ok());
        QCOMPARE(config.time_zone(), "America/Phoenix");
        QCOMPARE(config.shifts_size(), 3);
        QCOMPARE(config.shifts(0).start_minute_of_day(), 6 * 60);
        QCOMPARE(TimeUtil::DurationToMinutes(config.shifts(2).length()), 480);
        context = as("vera");
        v1::ListShiftsResponse shifts;
        QVERIFY(m_handover->ListShifts(context.get(), {}, &shifts).ok());
        QVERIFY(shifts.shifts_size() >= 21);
        for (int i = 1; i < shifts.shifts_size(); ++i)
            QCOMPARE(ms(shifts.shifts(i).start_time()), ms(shifts.shifts(i - 1).end_time()));
    }

    void shiftsAreConfigurable()
    {
        std::vector<ShiftCalendar::Pattern> patterns;
        QString error;
        QVERIFY(ShiftCalendar::parsePatterns(QStringLiteral("Day@07:00, Night@19:00"), &patterns, &error));
        QCOMPARE(patterns.size(), size_t(2));
        QCOMPARE(patterns[0].lengthMinutes, 12 * 60);
        QCOMPARE(patterns[1].lengthMinutes, 12 * 60);
        const ShiftCalendar berlin("Europe/Berlin", patterns);
        // 2025-03-14 20:00 in Berlin (CET, UTC+1) is in the night shift that began at 19:00.
        const v1::Shift night =
            berlin.shiftAt(QDateTime(QDate(2025, 3, 14), QTime(20, 0), QTimeZone("Europe/Berlin")).toMSecsSinceEpoch());
        QCOMPARE(night.id(), "2025-03-14/night");
        QCOMPARE(ms(night.end_time()) - ms(night.start_time()), 12 * 60 * kMinute);
        // Just after midnight it is still the night that began the day before.
        const v1::Shift after =
            berlin.shiftAt(QDateTime(QDate(2025, 3, 15), QTime(0, 30), QTimeZone("Europe/Berlin")).toMSecsSinceEpoch());
        QCOMPARE(after.id(), "2025-03-14/night");
        QCOMPARE(berlin.shiftById("2025-03-14/night")->start_time().seconds(), night.start_time().seconds());
        QVERIFY(!ShiftCalendar::parsePatterns(QStringLiteral("Day@7"), &patterns, &error));
        QVERIFY(!error.isEmpty());
    }

    // The scenario: start a fresh shift, then act in it at set times.
    void scenarioInOneShift()
    {
        // Move to 10 minutes into the next shift, so the whole scenario happens in one.
        auto context = as("vera");
        v1::GetHandoverRequest current;
        *current.mutable_at() = TimeUtil::MillisecondsToTimestamp(m_backend->server().fleet().nowMs());
        v1::HandoverReport running;
        QVERIFY(m_handover->GetHandover(context.get(), current, &running).ok());
        QCOMPARE(running.status(), v1::HANDOVER_STATUS_IN_PROGRESS);
        m_backend->server().advance(ms(running.shift().end_time()) - m_backend->server().fleet().nowMs()
                                    + 10 * kMinute);
        context = as("vera");
        *current.mutable_at() = TimeUtil::MillisecondsToTimestamp(m_backend->server().fleet().nowMs());
        QVERIFY(m_handover->GetHandover(context.get(), current, &running).ok());
        m_shift = running.shift();
        const std::int64_t start = ms(m_shift.start_time());

        // +10 min: the breach begins and stays beyond the shift.
        m_script->push_back({start + 15 * kMinute, start + 20 * 60 * kMinute,
                             replicationBreach("ckpt-h", v1::ALERT_SEVERITY_CRITICAL)});
        m_backend->server().advance(10 * kMinute);
        v1::ListAlertsRequest byBucket;
        byBucket.set_bucket("ckpt-h");
        v1::ListAlertsResponse found;
        context = as("vera");
        QVERIFY(m_alerts->ListAlerts(context.get(), byBucket, &found).ok());
        QCOMPARE(found.alerts_size(), 1);
        m_alertId = found.alerts(0).id();

        // +30 min: omar takes it and says what he tried.
        m_backend->server().advance(10 * kMinute);
        context = as("omar");
        v1::AcknowledgeAlertRequest ack;
        ack.set_alert_id(m_alertId);
        ack.set_comment("Asked the carrier to check the link");
        ack.set_idempotency_key("h-ack");
        v1::Alert alert;
        QVERIFY(m_alerts->Acknowledge(context.get(), ack, &alert).ok());

        // +1 h: the next step for the next shift.
        m_backend->server().advance(30 * kMinute);
        context = as("omar");
        v1::AddHandoverNoteRequest note;
        note.set_kind(v1::HANDOVER_NOTE_KIND_NEXT_STEP);
        note.set_alert_id(m_alertId);
        note.set_text("Fail over to the second link if not back by 07:00");
        note.set_idempotency_key("h-note");
        v1::HandoverNote stored;
        const auto added = m_handover->AddNote(context.get(), note, &stored);
        QVERIFY2(added.ok(), added.error_message().c_str());
        QCOMPARE(stored.shift_id(), m_shift.id());
        v1::HandoverNote again;
        context = as("omar");
        QVERIFY(m_handover->AddNote(context.get(), note, &again).ok()); // retried: stored once
        QCOMPARE(again.id(), stored.id());
        v1::AddHandoverNoteRequest byViewer = note;
        byViewer.set_idempotency_key("h-note-vera");
        context = as("vera");
        QCOMPARE(m_handover->AddNote(context.get(), byViewer, &again).error_code(),
                 grpc::StatusCode::PERMISSION_DENIED);

        // +2 h: a rack in production drained.
        m_backend->server().advance(60 * kMinute);
        for (const auto &rack : m_backend->server().fleet().snapshot().upserts) {
            if (rack.stage() == v1::LIFECYCLE_STAGE_PRODUCTION && rack.active_operation_id().empty()) {
                m_rack = rack.rack_id();
                break;
            }
        }
        QVERIFY(!m_rack.empty());
        context = as("omar");
        v1::RemediateRequest drain;
        drain.set_rack_id(m_rack);
        drain.set_action(v1::REMEDIATION_ACTION_DRAIN);
        drain.set_expected_rack_revision(m_backend->server().fleet().rack(m_rack)->summary().state_revision());
        drain.set_idempotency_key("h-drain");
        drain.set_reason("Carrier maintenance");
        v1::Operation op;
        const auto drained = m_ops->Remediate(context.get(), drain, &op);
        QVERIFY2(drained.ok(), drained.error_message().c_str());
        m_operationId = op.id();

        // +3 h: a silence that runs out two hours into the next shift.
        m_backend->server().advance(60 * kMinute);
        context = as("omar");
        v1::SilenceAlertsRequest silence;
        silence.mutable_matcher()->set_rack_id(m_rack);
        silence.set_reason("Drained for carrier maintenance");
        *silence.mutable_expires_at() = TimeUtil::MillisecondsToTimestamp(ms(m_shift.end_time()) + 120 * kMinute);
        silence.set_idempotency_key("h-silence");
        v1::AlertSilence s;
        QVERIFY(m_alerts->Silence(context.get(), silence, &s).ok());
        m_silenceId = s.id();

        // Five minutes after the shift.
        m_backend->server().advance(ms(m_shift.end_time()) - m_backend->server().fleet().nowMs() + 5 * kMinute);
    }

    void handoverListsExactlyTheScenario()
    {
        const v1::HandoverReport report = handover(m_shift.id());
        QCOMPARE(report.status(), v1::HANDOVER_STATUS_AWAITING_ACKNOWLEDGEMENT);
        QCOMPARE(report.outgoing_operators_size(), 1);
        QCOMPARE(report.outgoing_operators(0).name(), "omar");

        // The incident, with its owner, what was tried and the next step.
        const v1::HandoverIncident *incident = nullptr;
        for (const auto &i : report.incidents()) {
            if (i.alert_id() == m_alertId)
                incident = &i;
            QVERIFY(i.severity() != v1::ALERT_SEVERITY_UNSPECIFIED);
        }
        QVERIFY(incident);
        QCOMPARE(report.incidents(0).severity(), v1::ALERT_SEVERITY_CRITICAL); // most severe first
        QCOMPARE(incident->owner().name(), "omar");
        QCOMPARE(incident->tried_size(), 1);
        QCOMPARE(incident->tried(0).description(), "Asked the carrier to check the link");
        QCOMPARE(incident->next_step(), "Fail over to the second link if not back by 07:00");

        QCOMPARE(report.replication_breaches_size(), 1);
        QCOMPARE(report.replication_breaches(0).bucket(), "ckpt-h");
        QVERIFY(!report.replication_breaches(0).has_ended_at());

        QCOMPARE(report.remediations_size(), 1);
        QCOMPARE(report.remediations(0).id(), m_operationId);
        QCOMPARE(report.remediations(0).rack_id(), m_rack);
        QCOMPARE(report.remediations(0).requested_by().name(), "omar");
        QCOMPARE(report.remediations(0).state(), v1::OPERATION_STATE_SUCCEEDED); // drained within the shift

        QCOMPARE(report.expiring_next_shift_size(), 1);
        QCOMPARE(report.expiring_next_shift(0).id(), m_silenceId);
        QCOMPARE(report.expiring_next_shift(0).owner().name(), "omar");

        QCOMPARE(report.notes_size(), 1);

        // What people changed: exactly the scenario's actions (and how the drain ended).
        std::multiset<std::string> actions;
        for (const auto &e : report.changes()) {
            if (!e.actor().automated())
                actions.insert(e.action() + " by " + e.actor().name());
        }
        const std::multiset<std::string> expected {"alert.acknowledge by omar", "handover.note by omar",
                                                   "rack.remediate by omar", "rack.remediate.finish by omar",
                                                   "alert.silence by omar"};
        for (const auto &a : actions)
            QVERIFY2(expected.count(a), ("not in the scenario: " + a).c_str());
        QCOMPARE(actions.size(), expected.size());

        // Every site with its racks per stage.
        int racks = 0;
        for (const auto &site : report.sites()) {
            int perStage = 0;
            for (const auto &c : site.racks_per_stage())
                perStage += c.count();
            QCOMPARE(perStage, site.rack_count());
            racks += site.rack_count();
        }
        QCOMPARE(racks, 400);
    }

    void incomingOperatorSignsOffOnce()
    {
        const v1::HandoverReport report = handover(m_shift.id());
        v1::HandoverReport out;
        QCOMPARE(signOff("omar", report.revision(), "s-omar", &out).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(signOff("vera", report.revision(), "s-vera", &out).error_code(), grpc::StatusCode::PERMISSION_DENIED);
        QCOMPARE(signOff("ben", report.revision() - 1, "s-ben-stale", &out).error_code(), grpc::StatusCode::ABORTED);
        const auto status = signOff("ben", report.revision(), "s-ben", &out);
        QVERIFY2(status.ok(), status.error_message().c_str());
        QCOMPARE(out.status(), v1::HANDOVER_STATUS_ACKNOWLEDGED);
        QCOMPARE(out.acknowledged_by().name(), "ben");
        QVERIFY(out.revision() > report.revision());
        QCOMPARE(out.incoming_operators_size(), 1); // ben acted in the next shift: he signed off
        QCOMPARE(out.incoming_operators(0).name(), "ben");
        QCOMPARE(signOff("ben", report.revision(), "s-ben", &out).error_code(), grpc::StatusCode::OK); // same key
        QCOMPARE(signOff("anna", out.revision(), "s-anna", &out).error_code(), grpc::StatusCode::FAILED_PRECONDITION);

        // Signed off: no more notes to that shift.
        auto context = as("omar");
        v1::AddHandoverNoteRequest late;
        late.set_shift_id(m_shift.id());
        late.set_text("forgot something");
        late.set_idempotency_key("h-late");
        v1::HandoverNote note;
        QCOMPARE(m_handover->AddNote(context.get(), late, &note).error_code(), grpc::StatusCode::FAILED_PRECONDITION);

        // The running shift cannot be signed off hours before it ends.
        context = as("ben");
        v1::AcknowledgeHandoverRequest early;
        v1::GetHandoverRequest now;
        *now.mutable_at() = TimeUtil::MillisecondsToTimestamp(m_backend->server().fleet().nowMs());
        v1::HandoverReport runningReport;
        auto readContext = as("vera");
        QVERIFY(m_handover->GetHandover(readContext.get(), now, &runningReport).ok());
        early.set_shift_id(runningReport.shift().id());
        early.set_expected_report_revision(runningReport.revision());
        early.set_idempotency_key("s-early");
        QCOMPARE(m_handover->AcknowledgeHandover(context.get(), early, &out).error_code(),
                 grpc::StatusCode::FAILED_PRECONDITION);
    }

    // Notes and the sign-off live in SQLite under --state-dir.
    void survivesARestart()
    {
        m_backend->server().stop();
        m_backend.reset();
        startServer();
        const v1::HandoverReport report = handover(m_shift.id());
        QCOMPARE(report.status(), v1::HANDOVER_STATUS_ACKNOWLEDGED);
        QCOMPARE(report.acknowledged_by().name(), "ben");
        QCOMPARE(report.notes_size(), 1);
        QCOMPARE(report.notes(0).author().name(), "omar");
    }

    void cleanupTestCase() { m_backend->server().stop(); }
};

QTEST_GUILESS_MAIN(TestHandoverService)
#include "tst_handoverservice.moc"
