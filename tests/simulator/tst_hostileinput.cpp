// What a hostile or careless caller sends does not break the promise that
// the backend is the authority: an owned alert is not silently taken over,
// one person's idempotency key never answers for another, every free-text
// field and id is bounded (with errors that do not echo a megabyte back),
// stored answers stay small, one caller cannot hold every stream thread,
// and notes go only to shifts that are open for them.
#include "alerts/alertbook.h"
#include "api/alertserviceimpl.h"
#include "demouser.h"
#include "api/requestlimits.h"
#include "inprocessbackend.h"
#include "stillfleet.h"
#include "api/streamquota.h"

#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/handover.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <google/protobuf/util/time_util.h>
#include <grpcpp/grpcpp.h>

#include <future>
#include <set>

using namespace rackops;
using namespace rackops::sim;
using google::protobuf::util::TimeUtil;

class TestHostileInput : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::shared_ptr<grpc::Channel> m_channel;
    std::unique_ptr<v1::AlertService::Stub> m_alerts;
    std::unique_ptr<v1::OperationsService::Stub> m_ops;
    std::unique_ptr<v1::HandoverService::Stub> m_handover;
    std::set<std::string> m_used; // alerts a test already took

    // An open, unowned alert no earlier test touched.
    std::string freshAlert()
    {
        auto context = as("vera");
        v1::ListAlertsRequest request;
        request.set_page_size(2000);
        v1::ListAlertsResponse response;
        m_alerts->ListAlerts(context.get(), request, &response);
        for (const auto &a : response.alerts()) {
            if (a.state() == v1::ALERT_STATE_TRIGGERED && !a.has_owner() && m_used.insert(a.id()).second)
                return a.id();
        }
        return {};
    }

    v1::Alert alert(const std::string &id)
    {
        auto context = as("vera");
        v1::ListAlertsRequest request;
        request.set_page_size(2000);
        v1::ListAlertsResponse response;
        m_alerts->ListAlerts(context.get(), request, &response);
        for (const auto &a : response.alerts()) {
            if (a.id() == id)
                return a;
        }
        return {};
    }

    grpc::Status acknowledge(const char *user, const std::string &alertId, const std::string &key,
                             bool takeOver = false, const std::string &comment = {})
    {
        auto context = as(user);
        v1::AcknowledgeAlertRequest request;
        request.set_alert_id(alertId);
        request.set_idempotency_key(key);
        request.set_take_over(takeOver);
        request.set_comment(comment);
        v1::Alert out;
        return m_alerts->Acknowledge(context.get(), request, &out);
    }

    std::vector<v1::AuditEntry> audit(const char *reader, const std::string &prefix)
    {
        auto context = as(reader);
        v1::QueryAuditLogRequest request;
        request.set_action_prefix(prefix);
        v1::QueryAuditLogResponse response;
        const auto status = m_ops->QueryAuditLog(context.get(), request, &response);
        if (!status.ok())
            qWarning("QueryAuditLog: %s", status.error_message().c_str());
        return {response.entries().begin(), response.entries().end()};
    }

    static void expectInvalid(const grpc::Status &status, const char *field)
    {
        QCOMPARE(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
        QVERIFY2(status.error_message().find(field) != std::string::npos, status.error_message().c_str());
        // The error names the field and the limit; it never echoes the value back.
        QVERIFY2(status.error_message().size() < 200, status.error_message().c_str());
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        SimConfig config = stillFleet(600);
        config.seed = 7;
        config.stateDir = m_dir.path();
        config.heartbeatIntervalMs = 200;
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_channel = m_backend->channel();
        m_alerts = v1::AlertService::NewStub(m_channel);
        m_ops = v1::OperationsService::NewStub(m_channel);
        m_handover = v1::HandoverService::NewStub(m_channel);
    }

    // 20 acknowledges by four people at once: one person owns the alert, the
    // others learn who; a take-over needs a reason and is audited as one.
    void acknowledgingAnOwnedAlertIsRefusedUnlessTakenOver()
    {
        const std::string id = freshAlert();
        QVERIFY(!id.empty());
        const char *people[] = {"omar", "anna", "ben", "ada"};
        std::vector<std::future<std::pair<std::string, grpc::Status>>> calls;
        for (int i = 0; i < 20; ++i) {
            const char *who = people[i % 4];
            calls.push_back(std::async(std::launch::async, [=, this] {
                return std::make_pair(std::string(who), acknowledge(who, id, "ack-" + std::to_string(i)));
            }));
        }
        std::set<std::string> winners;
        std::vector<grpc::Status> refused;
        for (auto &call : calls) {
            auto [who, status] = call.get();
            if (status.ok())
                winners.insert(who);
            else
                refused.push_back(status);
        }
        QCOMPARE(winners.size(), size_t(1));
        const std::string owner = *winners.begin();
        QCOMPARE(refused.size(), size_t(15));
        for (const auto &status : refused) {
            QCOMPARE(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
            QVERIFY2(status.error_message().find("owned by " + owner) != std::string::npos,
                     status.error_message().c_str());
        }
        QCOMPARE(alert(id).owner().name(), owner);

        const char *other = owner == "ben" ? "anna" : "ben";
        QCOMPARE(acknowledge(other, id, "take-1", true).error_code(), grpc::StatusCode::INVALID_ARGUMENT);
        QVERIFY(acknowledge(other, id, "take-2", true, "night shift takes the pump case").ok());
        QCOMPARE(alert(id).owner().name(), std::string(other));
        const auto entries = audit("ada", "alert.take_over");
        QVERIFY(std::any_of(entries.begin(), entries.end(), [&](const v1::AuditEntry &e) {
            return e.target() == "alert/" + id && e.actor().name() == other
                && e.details().find("Took over from " + owner) != std::string::npos;
        }));
    }

    void storedAnswersBelongToTheirCaller()
    {
        const std::string id = freshAlert();
        QVERIFY(!id.empty());
        QVERIFY(acknowledge("omar", id, "shared-key").ok());
        // Ben replays omar's key with omar's exact request: a request of his own, refused on its merits.
        const auto replay = acknowledge("ben", id, "shared-key");
        QCOMPARE(replay.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QVERIFY(acknowledge("omar", id, "shared-key").ok());

        const auto keyOf = [&](const char *reader) {
            for (const auto &e : audit(reader, "alert.acknowledge")) {
                if (e.target() == "alert/" + id && e.actor().name() == "omar")
                    return e.idempotency_key();
            }
            return std::string("<no entry>");
        };
        QCOMPARE(keyOf("vera"), std::string()); // someone else's key stays hidden
        QCOMPARE(keyOf("omar"), std::string("shared-key")); // one's own is shown
        QCOMPARE(keyOf("ada"), std::string("shared-key")); // so are all, to the auditor
    }

    void oversizedInputIsRefusedWithoutEcho()
    {
        const std::string id = freshAlert();
        const std::string megabyte(1 << 20, 'x');
        {
            auto context = as("omar");
            v1::CommentOnAlertRequest request;
            request.set_alert_id(id);
            request.set_text(megabyte);
            request.set_idempotency_key("big-comment");
            v1::Alert out;
            const auto status = m_alerts->Comment(context.get(), request, &out);
            expectInvalid(status, "text");
            QVERIFY(status.error_message().find("2000") != std::string::npos);
        }
        {
            auto context = as("omar");
            v1::CommentOnAlertRequest request;
            request.set_alert_id(megabyte);
            request.set_text("hello");
            request.set_idempotency_key("big-id");
            v1::Alert out;
            expectInvalid(m_alerts->Comment(context.get(), request, &out), "alert_id");
        }
        {
            auto context = as("omar");
            v1::CommentOnAlertRequest request;
            request.set_alert_id(id);
            request.set_text("hello");
            request.set_idempotency_key(megabyte);
            v1::Alert out;
            expectInvalid(m_alerts->Comment(context.get(), request, &out), "idempotency_key");
        }
        {
            auto context = as("vera");
            v1::GetOperationRequest request;
            request.set_operation_id(megabyte);
            v1::Operation out;
            expectInvalid(m_ops->GetOperation(context.get(), request, &out), "operation_id");
        }
        {
            auto context = as("anna");
            v1::ApproveRackRequest request;
            request.set_rack_id("R-0001");
            request.set_idempotency_key("long-why");
            request.set_override_justification(megabyte);
            v1::ApproveRackResponse out;
            expectInvalid(m_ops->ApproveRack(context.get(), request, &out), "override_justification");
        }
    }

    void outOfRangeValuesAreRefusedClearly()
    {
        {
            // Year 1 tripped a protobuf CHECK (UNKNOWN) before.
            auto context = as("vera");
            v1::GetHandoverRequest request;
            request.mutable_at()->set_seconds(-62135596800);
            v1::HandoverReport out;
            expectInvalid(m_handover->GetHandover(context.get(), request, &out), "at");
        }
        {
            auto context = as("vera");
            v1::ListAlertsRequest request;
            request.set_page_size(-1);
            v1::ListAlertsResponse out;
            expectInvalid(m_alerts->ListAlerts(context.get(), request, &out), "page_size");
        }
        {
            auto context = as("vera");
            v1::ListAlertsRequest request;
            request.set_page_size(1'000'000);
            v1::ListAlertsResponse out;
            expectInvalid(m_alerts->ListAlerts(context.get(), request, &out), "page_size");
        }
        {
            auto context = as("omar");
            v1::AddHandoverNoteRequest request;
            request.set_kind(v1::HandoverNoteKind(99));
            request.set_text("note");
            request.set_idempotency_key("bad-kind");
            v1::HandoverNote out;
            expectInvalid(m_handover->AddNote(context.get(), request, &out), "kind");
        }
    }

    // Each comment's stored answer carried the whole alert: 20 x 100 kB made 21 MB.
    void storedAnswersStaySmall()
    {
        const std::string id = freshAlert();
        const std::string paragraph(1900, 'p');
        for (int i = 0; i < 40; ++i) {
            auto context = as("omar");
            v1::CommentOnAlertRequest request;
            request.set_alert_id(id);
            request.set_text(paragraph);
            request.set_idempotency_key("para-" + std::to_string(i));
            v1::Alert out;
            QVERIFY(m_alerts->Comment(context.get(), request, &out).ok());
            QCOMPARE(out.comments_size(), i + 1); // the caller still gets the whole alert
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("rackops-sim.sqlite")));
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("SELECT SUM(LENGTH(response)) FROM idempotency WHERE key LIKE '%para-%'")));
        QVERIFY(query.next());
        const qint64 stored = query.value(0).toLongLong();
        // Linear: about one paragraph per answer (quadratic would be ~1.5 MB).
        QVERIFY2(stored < 40 * 4000, qPrintable(QString::number(stored)));
        query.finish();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    }

    // 70 x 1 MB comments made the first WatchAlerts message 74 MB, and no console could open Alerts.
    void commentsAreBoundedAndSnapshotsChunked()
    {
        const std::string paragraph(RequestLimits::kCommentBytes, 'c');
        std::vector<std::string> heavy;
        QElapsedTimer timer;
        timer.start();
        int comments = 0;
        for (int n = 0; n < 3; ++n) {
            heavy.push_back(freshAlert());
            for (int i = 0; i < AlertBook::kMaxComments; ++i, ++comments) {
                auto context = as("omar");
                v1::CommentOnAlertRequest request;
                request.set_alert_id(heavy.back());
                request.set_text(paragraph);
                request.set_idempotency_key("heavy-" + std::to_string(n) + "-" + std::to_string(i));
                v1::Alert out;
                const auto status = m_alerts->Comment(context.get(), request, &out);
                QVERIFY2(status.ok(), status.error_message().c_str());
            }
        }
        qInfo("%d durable comments in %lld ms", comments, timer.elapsed());
        {
            auto context = as("omar");
            v1::CommentOnAlertRequest request;
            request.set_alert_id(heavy.front());
            request.set_text("one more");
            request.set_idempotency_key("one-too-many");
            v1::Alert out;
            const auto status = m_alerts->Comment(context.get(), request, &out);
            QCOMPARE(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        }
        auto context = as("vera");
        auto reader = m_alerts->WatchAlerts(context.get(), v1::WatchAlertsRequest());
        v1::WatchAlertsResponse message;
        std::set<std::string> received;
        int messages = 0;
        while (reader->Read(&message)) {
            ++messages;
            QVERIFY2(message.ByteSizeLong() < 2 * AlertServiceImpl::kChunkBytes,
                     qPrintable(QString::number(message.ByteSizeLong())));
            QCOMPARE(message.reset(), messages == 1);
            for (const auto &a : message.upserts())
                received.insert(a.id());
            if (message.initial_sync_complete()) {
                QVERIFY(!message.alert_epoch().empty());
                break;
            }
            QVERIFY(message.alert_epoch().empty()); // a cut-off client starts over
        }
        context->TryCancel();
        reader->Finish();
        QVERIFY(messages > 1);
        for (const auto &id : heavy)
            QVERIFY(received.count(id));
    }

    void streamsPerCallerAreBounded()
    {
        StreamQuota::shared().setPerCaller(3);
        std::vector<std::unique_ptr<grpc::ClientContext>> contexts;
        std::vector<std::unique_ptr<grpc::ClientReader<v1::WatchAlertsResponse>>> readers;
        const auto open = [&](const char *user) {
            contexts.push_back(as(user));
            readers.push_back(m_alerts->WatchAlerts(contexts.back().get(), v1::WatchAlertsRequest()));
            v1::WatchAlertsResponse first;
            return readers.back()->Read(&first);
        };
        for (int i = 0; i < 3; ++i)
            QVERIFY(open("omar"));
        QVERIFY(!open("omar"));
        const auto refused = readers.back()->Finish();
        QCOMPARE(refused.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED);
        QVERIFY(open("anna")); // others are not starved by omar
        for (auto &context : contexts)
            context->TryCancel();
        for (size_t i = 0; i + 1 < readers.size(); ++i) {
            if (i != 3)
                readers[i]->Finish();
        }
        StreamQuota::shared().setPerCaller(StreamQuota::kDefaultPerCaller);
        QTRY_COMPARE(StreamQuota::shared().openFor("user:omar"), 0);
    }

    void notesGoOnlyToShiftsOpenForThem()
    {
        auto context = as("vera");
        v1::ListShiftsRequest request; // the last 7 days
        v1::ListShiftsResponse shifts;
        QVERIFY(m_handover->ListShifts(context.get(), request, &shifts).ok());
        QVERIFY(shifts.shifts_size() > 6);
        const std::string old = shifts.shifts(0).id();
        auto noteContext = as("omar");
        v1::AddHandoverNoteRequest note;
        note.set_shift_id(old);
        note.set_text("rewriting history");
        note.set_idempotency_key("old-note");
        v1::HandoverNote out;
        const auto status = m_handover->AddNote(noteContext.get(), note, &out);
        QCOMPARE(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
    }

    void cleanupTestCase() { m_backend->server().stop(); }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
