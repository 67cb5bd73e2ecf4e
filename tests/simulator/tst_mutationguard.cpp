// MutationGuard against a real SQLite audit log and idempotency store: what
// it refuses is audited (who, what, why), what it admits runs once per key.
#include "journal/auditlog.h"
#include "core/caller.h"
#include "journal/idempotencystore.h"
#include "journal/mutationguard.h"
#include "journal/mutationjournal.h"
#include "fleet/operationintents.h"
#include "phrase/phrase.h"
#include "api/refusal.h"
#include "journal/sqliteconnection.h"

#include <google/protobuf/util/time_util.h>

#include <QTemporaryDir>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kNow = 1'780'000'000'000;

const Caller &user(const std::string &subject)
{
    for (const Caller &c : Caller::demoUsers()) {
        if (c.subject == subject)
            return c;
    }
    qFatal("no demo user %s", subject.c_str());
}

RemediateIntent drain(const std::string &key, const std::string &reason)
{
    RemediateIntent intent;
    intent.rackId = "R-0007";
    intent.action = v1::REMEDIATION_ACTION_DRAIN;
    intent.expectedRevision = 12;
    intent.idempotencyKey = key;
    intent.reason = reason;
    return intent;
}

// The request a drain arrives in over gRPC: what the idempotency store fingerprints.
v1::RemediateRequest drainRequest(const std::string &key)
{
    v1::RemediateRequest request;
    request.set_rack_id("R-0007");
    request.set_action(v1::REMEDIATION_ACTION_DRAIN);
    request.set_idempotency_key(key);
    return request;
}
} // namespace

class TestMutationGuard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        const QString path = m_dir->filePath(QStringLiteral("sim.sqlite"));
        QString error;
        QVERIFY2(SqliteConnection::createPrivate(path, &error), qPrintable(error));
        m_audit = std::make_unique<AuditLog>(path);
        m_journal = std::make_unique<MutationJournal>(path);
        m_idempotency = std::make_unique<IdempotencyStore>(path, *m_journal);
        QVERIFY2(m_audit->open(&error) && m_idempotency->open(&error), qPrintable(error));
        m_guard = std::make_unique<MutationGuard>(*m_idempotency, *m_audit, [] { return kNow; });
    }

    void aMissingRoleIsRefusedAndAudited()
    {
        const MutationIntent intent = OperationIntents::remediate(drain("k-1", "PSU swap"));
        const MutationResult status = m_guard->admit(user("vera"), intent);
        QCOMPARE(status.code, MutationResult::Code::PermissionDenied);
        QVERIFY2(status.message.find("operator") != std::string::npos, status.message.c_str());
        QCOMPARE(status.text.code(), std::string("refusal.role_needed"));

        const auto entries = audit();
        QCOMPARE(entries.size(), size_t(1));
        const v1::AuditEntry &entry = entries.front();
        QCOMPARE(entry.actor().name(), std::string("vera")); // who
        QCOMPARE(entry.action(), std::string("rack.remediate")); // what
        QCOMPARE(entry.rack_id(), std::string("R-0007"));
        QCOMPARE(entry.target(), std::string("rack/R-0007"));
        QCOMPARE(entry.outcome(), v1::AUDIT_OUTCOME_REJECTED);
        QCOMPARE(entry.status_code(), std::string("PERMISSION_DENIED")); // why
        QVERIFY(entry.details().find(status.message) != std::string::npos);
        QCOMPARE(entry.idempotency_key(), std::string("k-1"));
        QCOMPARE(entry.rack_revision(), 12);
        QCOMPARE(entry.reason(), std::string("PSU swap"));
        QCOMPARE(google::protobuf::util::TimeUtil::TimestampToMilliseconds(entry.time()), kNow);
    }

    void aMissingReasonIsRefusedAndAudited()
    {
        const MutationResult status = m_guard->admit(user("omar"), OperationIntents::remediate(drain("k-2", "")));
        QCOMPARE(status.code, MutationResult::Code::InvalidArgument);
        QVERIFY(status.message.find("say why") != std::string::npos);
        const auto entries = audit();
        QCOMPARE(entries.size(), size_t(1));
        QCOMPARE(entries.front().actor().name(), std::string("omar"));
        QCOMPARE(entries.front().status_code(), std::string("INVALID_ARGUMENT"));
    }

    // A retry with the same key is refused in the same words: the phrase in the status details was
    // lost on replay before (only code and English message were stored), so a German console
    // showed the first refusal in German and the retry in English.
    void aReplayedRefusalKeepsItsPhrase()
    {
        const v1::RemediateRequest request = drainRequest("k-9");
        int runs = 0;
        const auto once = [&] {
            v1::Operation response;
            return Refusal::status(m_idempotency->once("Remediate", "k-9", "omar", request, &response, [&] {
                ++runs;
                return MutationResult::refused(MutationResult::Code::FailedPrecondition,
                                               Phrase::make("refusal.rack_gone"));
            }));
        };
        const grpc::Status first = once();
        const grpc::Status again = once();
        QCOMPARE(runs, 1);
        QCOMPARE(again.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(again.error_message(), std::string("the rack is gone"));
        QVERIFY(!first.error_details().empty());
        QCOMPARE(again.error_details(), first.error_details());
    }

    void aReasonOnlyWhenTheIntentNeedsOne()
    {
        DecideOverrideIntent confirm;
        confirm.overrideRequestId = "ovr-3";
        confirm.idempotencyKey = "k-3";
        QVERIFY(m_guard->admit(user("anna"), OperationIntents::confirmOverride(confirm)).ok());
        confirm.reject = true;
        QCOMPARE(m_guard->admit(user("anna"), OperationIntents::confirmOverride(confirm)).code,
                 MutationResult::Code::InvalidArgument);
        QCOMPARE(audit().size(), size_t(1));
        QCOMPARE(audit().front().action(), std::string("rack.override.reject"));
        QCOMPARE(audit().front().target(), std::string("override/ovr-3"));
        // Spaces, tabs and invisible characters are no reason either.
        for (const char *blank : {"   ", "\t\n ", "\u200B", "\u00A0\u3000"}) {
            confirm.comment = blank;
            QCOMPARE(m_guard->admit(user("anna"), OperationIntents::confirmOverride(confirm)).code,
                     MutationResult::Code::InvalidArgument);
        }
        confirm.comment = " The figures were rechecked ";
        QVERIFY(m_guard->admit(user("anna"), OperationIntents::confirmOverride(confirm)).ok());
    }

    void anAdmittedIntentLeavesNoAuditOfItsOwn()
    {
        QVERIFY(m_guard->admit(user("omar"), OperationIntents::remediate(drain("k-4", "PSU swap"))).ok());
        QVERIFY(audit().empty()); // the domain audits what it does
    }

    void codeNamesMatchTheStatus()
    {
        using Code = MutationResult::Code;
        QCOMPARE(std::string(MutationResult {Code::Aborted, {}, {}}.codeName()), std::string("ABORTED"));
        QCOMPARE(std::string(MutationResult {Code::Unimplemented, {}, {}}.codeName()), std::string("UNIMPLEMENTED"));
        // The audit of a second override request for a rack said UNKNOWN before.
        QCOMPARE(std::string(MutationResult {Code::AlreadyExists, {}, {}}.codeName()), std::string("ALREADY_EXISTS"));
    }

    // The one mapping of a domain answer onto the wire: the code keeps its number, the English
    // is the message and the phrase travels in the details; a result without a phrase (the
    // journal's database errors) goes out without details, as it always did.
    void aResultGoesOnTheWireAsItsStatus()
    {
        const MutationResult refused =
            MutationResult::refused(MutationResult::Code::Aborted, Phrase::make("refusal.rack_gone"));
        const grpc::Status status = Refusal::status(refused);
        QCOMPARE(status.error_code(), grpc::StatusCode::ABORTED);
        QCOMPARE(status.error_message(), std::string("the rack is gone"));
        QCOMPARE(Refusal::phrase(status).code(), std::string("refusal.rack_gone"));
        QCOMPARE(Refusal::result(status).details(), refused.details());
        QVERIFY(Refusal::status(MutationResult::done()).ok());
        const grpc::Status busy =
            Refusal::status(MutationResult::failed(MutationResult::Code::Unavailable, "the database is busy"));
        QCOMPARE(busy.error_code(), grpc::StatusCode::UNAVAILABLE);
        QCOMPARE(busy.error_message(), std::string("the database is busy"));
        QVERIFY(busy.error_details().empty());
    }

private:
    std::vector<v1::AuditEntry> audit() const { return m_audit->query({}, 0, 100); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<MutationJournal> m_journal;
    std::unique_ptr<IdempotencyStore> m_idempotency;
    std::unique_ptr<MutationGuard> m_guard;
};

QTEST_GUILESS_MAIN(TestMutationGuard)
#include "tst_mutationguard.moc"
