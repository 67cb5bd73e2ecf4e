// MutationCalls on a manual clock: a request whose answer is lost is sent
// again, the same request each time, after growing delays; a refusal is not
// resent; after the last attempt the operator gets a "no answer" with the key.
#include "backendchannel.h"
#include "manualclock.h"
#include "mutationcalls.h"

#include <QTest>

#include <grpcpp/support/status.h>

using namespace rackops;
using rackops::test::ManualClock;

namespace {
struct Outcome {
    grpc::StatusCode code = grpc::StatusCode::UNKNOWN;
    QString response;
    int attempts = 0;
};
} // namespace

class TestMutationCalls : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<ManualClock> m_clock;
    std::unique_ptr<UnaryCalls> m_calls;
    std::unique_ptr<MutationCalls> m_mutations;
    QList<QString> m_sent; // the request of each attempt
    QList<grpc::StatusCode> m_answers; // what each attempt gets, in order
    QList<Outcome> m_outcomes;

    void approve()
    {
        const auto invoke = [this](grpc::ClientContext *, const QString *request, QString *response,
                                   std::function<void(grpc::Status)> callback) {
            m_sent.append(*request);
            const grpc::StatusCode code = m_answers.isEmpty() ? grpc::StatusCode::OK : m_answers.takeFirst();
            *response = QStringLiteral("op-1");
            callback(code == grpc::StatusCode::OK ? grpc::Status::OK : grpc::Status(code, "lost"));
        };
        m_mutations->run<QString, QString>(this, QStringLiteral("approve R1 key-1"), invoke,
                                           [this](const grpc::Status &status, const QString &response, int attempts) {
                                               m_outcomes.append({status.error_code(), response, attempts});
                                           });
    }

private Q_SLOTS:
    void init()
    {
        m_clock = std::make_shared<ManualClock>();
        m_calls = std::make_unique<UnaryCalls>(std::make_shared<BackendChannel>(QStringLiteral("127.0.0.1:1")));
        m_mutations = std::make_unique<MutationCalls>(*m_calls, QStringLiteral("127.0.0.1:1"));
        m_mutations->setClock(m_clock);
        m_mutations->setRetryDelays(1000, 3);
        m_sent.clear();
        m_answers.clear();
        m_outcomes.clear();
    }
    void cleanup()
    {
        m_mutations.reset();
        m_calls.reset();
    }

    void lostAnswersAreResentAfterGrowingDelays()
    {
        m_answers = {grpc::StatusCode::UNAVAILABLE, grpc::StatusCode::DEADLINE_EXCEEDED};
        approve();
        QTRY_COMPARE(m_clock->pendingTimers(), 1);
        QCOMPARE(m_sent.size(), 1);
        m_clock->advance(999);
        QCOMPARE(m_sent.size(), 1);
        m_clock->advance(1); // first retry after 1 s
        QCOMPARE(m_sent.size(), 2);
        QTRY_COMPARE(m_clock->pendingTimers(), 1);
        m_clock->advance(1999);
        QCOMPARE(m_sent.size(), 2);
        m_clock->advance(1); // second after 2 s more
        QCOMPARE(m_sent.size(), 3);
        QTRY_COMPARE(m_outcomes.size(), 1);
        QCOMPARE(m_outcomes.front().code, grpc::StatusCode::OK);
        QCOMPARE(m_outcomes.front().attempts, 3);
        QCOMPARE(m_sent, QList<QString>(3, QStringLiteral("approve R1 key-1"))); // same key each time
    }

    void refusalIsNotResent()
    {
        m_answers = {grpc::StatusCode::FAILED_PRECONDITION};
        approve();
        QTRY_COMPARE(m_outcomes.size(), 1);
        QCOMPARE(m_outcomes.front().code, grpc::StatusCode::FAILED_PRECONDITION);
        QCOMPARE(m_outcomes.front().attempts, 1);
        QCOMPARE(m_clock->pendingTimers(), 0);
        const ActionOutcome result = m_mutations->outcome(
            grpc::Status(grpc::StatusCode::FAILED_PRECONDITION, "stage changed"), QStringLiteral("key-1"));
        QCOMPARE(result.answer, ActionOutcome::Answer::Refused);
        QCOMPARE(result.statusCode, QStringLiteral("FAILED_PRECONDITION"));
    }

    void noAnswerAfterTheLastAttemptCarriesTheKey()
    {
        m_answers = {grpc::StatusCode::UNAVAILABLE, grpc::StatusCode::UNAVAILABLE, grpc::StatusCode::UNAVAILABLE};
        approve();
        QTRY_COMPARE(m_clock->pendingTimers(), 1);
        m_clock->advance(1000);
        QTRY_COMPARE(m_clock->pendingTimers(), 1);
        m_clock->advance(2000);
        QTRY_COMPARE(m_outcomes.size(), 1);
        QCOMPARE(m_outcomes.front().attempts, 3);
        QCOMPARE(m_outcomes.front().code, grpc::StatusCode::UNAVAILABLE);
        const ActionOutcome result =
            m_mutations->outcome(grpc::Status(grpc::StatusCode::UNAVAILABLE, "lost"), QStringLiteral("key-1"), 3);
        QCOMPARE(result.answer, ActionOutcome::Answer::NoAnswer);
        QCOMPARE(result.attempts, 3);
        QCOMPARE(result.idempotencyKey, QStringLiteral("key-1"));
        QVERIFY(result.message.contains(QStringLiteral("3 attempts")));
    }
};

QTEST_GUILESS_MAIN(TestMutationCalls)
#include "tst_mutationcalls.moc"
