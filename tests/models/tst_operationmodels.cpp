#include "auditlogmodel.h"
#include "gatecriteriamodel.h"
#include "operationsmodel.h"
#include "overridequeuemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace rackops;

namespace {
OperationInfo op(const QString &id, qint64 created, OperationInfo::State state = OperationInfo::State::Running)
{
    OperationInfo o;
    o.id = id;
    o.kind = OperationInfo::Kind::Remediation;
    o.action = RemediationAction::ReflashFirmware;
    o.rackId = QStringLiteral("PHX1-H1-R01-01");
    o.requestedBy = QStringLiteral("omar");
    o.state = state;
    o.progress = 0.4F;
    o.createdMs = created;
    return o;
}

GateCriterion criterion(const QString &id, GateCriterion::Verdict verdict, bool overridable = true)
{
    return {
        id, id + QStringLiteral(" name"), QStringLiteral("1"), QStringLiteral("2"), verdict, {}, overridable, {}, {},
        {}};
}
} // namespace

class TestOperationModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void operationsNewestFirstAndFinishing()
    {
        OperationsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&model, &OperationsModel::operationFinished);
        QSignalSpy running(&model, &OperationsModel::runningCountChanged);
        model.apply(true, {op("op-1", 100), op("op-2", 200)}, {});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, 0).data(OperationsModel::OperationIdRole).toString(), QStringLiteral("op-2"));
        QCOMPARE(model.index(0, OperationsModel::ProgressColumn).data().toString(), QStringLiteral("40 %"));
        QCOMPARE(model.runningCount(), 2);

        model.apply(false, {op("op-3", 300)}, {});
        QCOMPARE(model.index(0, 0).data(OperationsModel::OperationIdRole).toString(), QStringLiteral("op-3"));

        OperationInfo done = op("op-1", 100, OperationInfo::State::Succeeded);
        done.message = QStringLiteral("Firmware reflashed");
        model.apply(false, {done}, {QStringLiteral("op-2")});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.first().first().value<OperationInfo>().id, QStringLiteral("op-1"));
        QCOMPARE(model.runningCount(), 1);
        QVERIFY(running.count() >= 1);
        // Finishing again (a repeated message) is not announced twice.
        model.apply(false, {done}, {});
        QCOMPARE(finished.count(), 1);
    }

    void gateCriteriaVerdicts()
    {
        GateCriteriaModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCriteria({criterion("a", GateCriterion::Verdict::Pass), criterion("b", GateCriterion::Verdict::Fail),
                           criterion("c", GateCriterion::Verdict::Unknown)});
        QCOMPARE(model.failedCount(), 2); // an unknown verdict is never a pass
        QVERIFY(!model.anyBlocking());
        QCOMPARE(model.index(1, GateCriteriaModel::VerdictColumn).data().toString(), QStringLiteral("Fail"));
        model.setCriteria({criterion("leak", GateCriterion::Verdict::Fail, false)});
        QVERIFY(model.anyBlocking());
    }

    void overrideQueueCountsPending()
    {
        OverrideQueueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy pending(&model, &OverrideQueueModel::pendingCountChanged);
        OverrideRequestInfo a;
        a.id = QStringLiteral("ovr-1");
        a.rackId = QStringLiteral("R1");
        a.requestedBy = QStringLiteral("ben");
        a.state = OverrideRequestInfo::State::Pending;
        a.criteria = {criterion("nccl", GateCriterion::Verdict::Fail)};
        OverrideRequestInfo b = a;
        b.id = QStringLiteral("ovr-2");
        b.state = OverrideRequestInfo::State::Confirmed;
        b.decidedBy = QStringLiteral("anna");
        model.setRequests({a, b});
        QCOMPARE(model.pendingCount(), 1);
        QCOMPARE(pending.count(), 1);
        QVERIFY(
            model.index(0, OverrideQueueModel::FailedColumn).data().toString().contains(QStringLiteral("nccl name")));
        QCOMPARE(model.index(1, OverrideQueueModel::StateColumn).data().toString(),
                 QStringLiteral("Confirmed by anna"));
    }

    void auditCsvQuotesEverything()
    {
        AuditLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        AuditEntryInfo e;
        e.timeMs = 1'780'000'000'000;
        e.actor = QStringLiteral("anna");
        e.action = QStringLiteral("rack.approve");
        e.rackId = QStringLiteral("PHX1-H1-R01-01");
        e.outcome = AuditEntryInfo::Outcome::Rejected;
        e.statusCode = QStringLiteral("ABORTED");
        e.details = QStringLiteral("the rack changed, \"revision\" 4 -> 7");
        model.setEntries({e});
        QCOMPARE(model.index(0, AuditLogModel::OutcomeColumn).data().toString(),
                 QStringLiteral("Refused: changed meanwhile"));
        const QList<QByteArray> lines = model.toCsv().split('\n');
        QVERIFY(lines.at(0).startsWith("time_utc,actor"));
        QVERIFY(lines.at(1).contains("\"the rack changed, \"\"revision\"\" 4 -> 7\""));
        QVERIFY(lines.at(1).startsWith("\"2026-05-28T"));
    }

    // The Outcome column says what kind of refusal it was in words, in the operator's
    // language; the gRPC status name stays in the tooltip (it read "Abgelehnt (PERMISSION_DENIED)").
    void auditOutcomeSaysTheKindOfRefusalInWords()
    {
        AuditLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto entry = [](AuditEntryInfo::Outcome outcome, const char *code) {
            AuditEntryInfo e;
            e.timeMs = 1'780'000'000'000;
            e.actor = QStringLiteral("vera");
            e.action = QStringLiteral("rack.approve");
            e.outcome = outcome;
            e.statusCode = QString::fromLatin1(code);
            e.details = QStringLiteral("details");
            return e;
        };
        model.setEntries({entry(AuditEntryInfo::Outcome::Rejected, "PERMISSION_DENIED"),
                          entry(AuditEntryInfo::Outcome::Rejected, "FAILED_PRECONDITION"),
                          entry(AuditEntryInfo::Outcome::Accepted, ""),
                          entry(AuditEntryInfo::Outcome::Rejected, "SOMETHING_NEW")});
        const auto outcome = [&model](int row) {
            return model.index(row, AuditLogModel::OutcomeColumn).data().toString();
        };
        QCOMPARE(outcome(0), QStringLiteral("Refused: not permitted"));
        // The action in words too; its id (API, CSV) in the tooltip.
        QCOMPARE(model.index(0, AuditLogModel::ActionColumn).data().toString(), QStringLiteral("Approval"));
        QVERIFY(model.index(0, AuditLogModel::ActionColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("rack.approve")));
        QCOMPARE(outcome(1), QStringLiteral("Refused: not possible now"));
        QCOMPARE(outcome(2), QStringLiteral("Accepted"));
        QCOMPARE(outcome(3), QStringLiteral("Refused")); // a status this console does not know: the outcome alone
        const QString tip = model.index(0, AuditLogModel::OutcomeColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("PERMISSION_DENIED")), qPrintable(tip));
        const QString unknownTip = model.index(3, AuditLogModel::OutcomeColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(unknownTip.contains(QStringLiteral("SOMETHING_NEW")), qPrintable(unknownTip));

        QTranslator german;
        QVERIFY2(german.load(QStringLiteral(RACKOPS_QM)), RACKOPS_QM);
        QCoreApplication::installTranslator(&german);
        const QString germanOutcome = outcome(0);
        const QString germanAction = model.index(0, AuditLogModel::ActionColumn).data().toString();
        // Every status the backend records reads in German, none as the raw name.
        QStringList english;
        for (const char *code :
             {"PERMISSION_DENIED", "UNAUTHENTICATED", "FAILED_PRECONDITION", "ABORTED", "INVALID_ARGUMENT",
              "OUT_OF_RANGE", "ALREADY_EXISTS", "NOT_FOUND", "RESOURCE_EXHAUSTED", "UNAVAILABLE", "DEADLINE_EXCEEDED",
              "CANCELLED", "UNIMPLEMENTED", "INTERNAL", "UNKNOWN", "DATA_LOSS"}) {
            const QString kind = AuditLogModel::statusKind(QString::fromLatin1(code));
            QCoreApplication::removeTranslator(&german);
            const QString englishKind = AuditLogModel::statusKind(QString::fromLatin1(code));
            QCoreApplication::installTranslator(&german);
            if (kind.isEmpty() || kind == englishKind)
                english << QString::fromLatin1(code) + QStringLiteral(": ") + kind;
        }
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(germanOutcome, QStringLiteral("Abgelehnt: keine Berechtigung"));
        QCOMPARE(germanAction, QStringLiteral("Freigabe"));
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    }

    // A cell a spreadsheet would run as a formula (CSV injection) is text: a leading ' and quoted.
    void auditCsvNeutralisesFormulas()
    {
        AuditLogModel model;
        AuditEntryInfo e;
        e.timeMs = 1'780'000'000'000;
        e.actor = QStringLiteral("+eve");
        e.action = QStringLiteral("rack.remediate");
        e.rackId = QStringLiteral("PHX1-H1-R01-01");
        e.outcome = AuditEntryInfo::Outcome::Accepted;
        e.details = QStringLiteral("=HYPERLINK(\"http://x\",\"click\")");
        e.reason = QStringLiteral("@SUM(1)");
        e.operationId = QStringLiteral("-5 degrees");
        e.idempotencyKey = QStringLiteral("\t=1+1");
        AuditEntryInfo plain = e;
        plain.actor = QStringLiteral("anna");
        plain.details = QStringLiteral("a=b, -c");
        plain.reason.clear();
        plain.operationId.clear();
        plain.idempotencyKey.clear();
        model.setEntries({e, plain});
        const QList<QByteArray> lines = model.toCsv().split('\n');
        QVERIFY2(lines.at(1).contains(",\"'+eve\","), lines.at(1));
        QVERIFY2(lines.at(1).contains(",\"'=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\",\"'@SUM(1)\",\"'-5 degrees\","),
                 lines.at(1));
        QVERIFY2(lines.at(1).endsWith(",\"'\t=1+1\"\r"), lines.at(1));
        QVERIFY2(lines.at(2).contains(",\"anna\",") && lines.at(2).contains(",\"a=b, -c\","), lines.at(2));
    }
};

QTEST_GUILESS_MAIN(TestOperationModels)
#include "tst_operationmodels.moc"
