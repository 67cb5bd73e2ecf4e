// The console's handover against a real simulator over real gRPC: the report
// of a scripted shift reaches the value types whole (incident, owner, what
// was tried, next step, breach), the PDF and HTML exports carry its rack
// ids, buckets and sections, and the incoming operator's sign-off goes
// through the view's client and comes back recorded.
#include "actionreplies.h"
#include "alerts/alertbook.h"
#include "backendchannel.h"
#include "fleet/fleetsimulation.h"
#include "handoverclient.h"
#include "handoverdocument.h"
#include "handoverview.h"
#include "server/simulatorserver.h"
#include "timestamptext.h"
#include "../simulator/demouser.h"
#include "../simulator/scriptedalertsource.h"
#include "../simulator/stillfleet.h"
#include "../support/replywait.h"

#include "rackops/v1/alerts.grpc.pb.h"

#include <QDate>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <grpcpp/grpcpp.h>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kMinute = 60'000;
}

class TestHandoverConsole : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<SimulatorServer> m_server;
    std::shared_ptr<BackendChannel> m_channel;
    std::unique_ptr<HandoverClient> m_client;
    std::shared_ptr<std::vector<ScriptLine>> m_script = std::make_shared<std::vector<ScriptLine>>();
    HandoverReportInfo m_report;
    std::string m_alertId;

    HandoverReportInfo fetch(const QString &shiftId)
    {
        QSignalSpy received(m_client.get(), &HandoverClient::handoverReceived);
        m_client->fetchHandover(shiftId);
        if (!received.wait(10000))
            return {};
        return received.first().first().value<HandoverReportInfo>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        SimConfig config = stillFleet(300);
        config.stateDir = m_dir.path();
        m_server = std::make_unique<SimulatorServer>(config);
        m_server->addAlertSource(std::make_unique<ScriptedAlertSource>(m_script));
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        m_channel = std::make_shared<BackendChannel>(m_server->address());
        m_channel->setUser(QStringLiteral("omar"));
        m_client = std::make_unique<HandoverClient>(m_channel);

        // The scenario: a breach at the start of the running shift, acknowledged with a comment.
        QSignalSpy shifts(m_client.get(), &HandoverClient::shiftsReceived);
        m_client->listShifts();
        QVERIFY(shifts.wait(10000));
        const auto list = shifts.first().first().value<QList<ShiftInfo>>();
        QVERIFY(!list.isEmpty());
        const ShiftInfo running = list.constLast();
        QCOMPARE(shifts.first().at(1).toString(), QStringLiteral("America/Phoenix"));
        const std::int64_t now = m_server->fleet().nowMs();
        m_script->push_back({now, now + 48 * 60 * kMinute, replicationBreach("ckpt-pdf", v1::ALERT_SEVERITY_CRITICAL)});
        m_server->advance(kMinute);
        for (const auto &a : m_server->alerts().history(now, now + 2 * kMinute)) {
            if (a.bucket() == "ckpt-pdf")
                m_alertId = a.id();
        }
        QVERIFY(!m_alertId.empty());
        auto stub = v1::AlertService::NewStub(
            grpc::CreateChannel(m_server->address().toStdString(), grpc::InsecureChannelCredentials()));
        auto context = as("omar");
        v1::AcknowledgeAlertRequest ack;
        ack.set_alert_id(m_alertId);
        ack.set_comment("Opened a ticket with the carrier");
        ack.set_idempotency_key("pdf-ack");
        v1::Alert alert;
        QVERIFY(stub->Acknowledge(context.get(), ack, &alert).ok());
        const auto noted = test::answerOf(m_client->addNote(
            running.id, HandoverReportInfo::Note::Kind::NextStep,
            QStringLiteral("Fail over if the carrier has not answered by 02:00"), QString::fromStdString(m_alertId)));
        QVERIFY(noted);
        QCOMPARE(noted->answer, ActionOutcome::Answer::Accepted);
        QCOMPARE(noted->shiftId, running.id);
        // Past the end of the shift: it waits for the incoming operator.
        m_server->advance(running.endMs - m_server->fleet().nowMs() + 5 * kMinute);
        m_report = fetch(running.id);
        QVERIFY(m_report.isValid());
    }

    void reportArrivesWhole()
    {
        QCOMPARE(m_report.status, ShiftInfo::Status::AwaitingAcknowledgement);
        QCOMPARE(m_report.outgoingOperators, QStringList {QStringLiteral("omar")});
        const auto incident = std::find_if(m_report.incidents.cbegin(), m_report.incidents.cend(),
                                           [this](const auto &i) { return i.alertId.toStdString() == m_alertId; });
        QVERIFY(incident != m_report.incidents.cend());
        QCOMPARE(incident->severity, AlertInfo::Severity::Critical);
        QCOMPARE(incident->owner, QStringLiteral("omar"));
        QCOMPARE(incident->subject, QStringLiteral("ckpt-pdf"));
        QCOMPARE(incident->tried.size(), 1);
        QCOMPARE(incident->nextStep, QStringLiteral("Fail over if the carrier has not answered by 02:00"));
        QCOMPARE(m_report.replicationBreaches.size(), 1);
        QVERIFY(!m_report.sites.isEmpty());
        QCOMPARE(m_report.notes.size(), 1);
    }

    void pdfAndHtmlCarryTheReport()
    {
        const HandoverDocument document(m_report);
        const QString html = m_dir.filePath(QStringLiteral("handover.html"));
        QString error;
        QVERIFY2(document.write(html, &error), qPrintable(error));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString htmlText = QString::fromUtf8(file.readAll());
        QVERIFY(htmlText.contains(QString::fromStdString(m_alertId)));

        const QString pdf = m_dir.filePath(QStringLiteral("handover.pdf"));
        QVERIFY2(document.write(pdf, &error), qPrintable(error));
        QVERIFY(QFileInfo(pdf).size() > 1000);
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        if (pdftotext.isEmpty())
            QFAIL("pdftotext is not installed: install poppler-utils (scripts/setup-deps.sh does)");
        QProcess process;
        process.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(process.waitForFinished(20000));
        // The PDF's font sets "ff" and "fi" as ligatures; read them as letters.
        const QString text = QString::fromUtf8(process.readAllStandardOutput())
                                 .replace(QChar(0xFB00), QLatin1String("ff"))
                                 .replace(QChar(0xFB01), QLatin1String("fi"));
        // The header on every page: sites, shift, operators; the footer: page numbers.
        // The shift's date as the console writes dates (four-digit year), not its ISO form.
        QVERIFY2(text.contains(TimestampText::date(QDate::fromString(m_report.shift.localDate, Qt::ISODate))),
                 qPrintable(m_report.shift.localDate));
        QVERIFY(text.contains(QLatin1String("outgoing: omar")));
        QVERIFY(text.contains(QLatin1String("Page 1 of")));
        for (const char *section : {"Active incidents", "State per site", "Pending approvals and four-eyes requests",
                                    "Remediations in this shift", "Expiring during the next shift",
                                    "Replication SLO breaches", "Notes", "Changes made in this shift", "Sign-off"})
            QVERIFY2(text.contains(QLatin1String(section)), section);
        QVERIFY(text.contains(QString::fromStdString(m_alertId)));
        QVERIFY(text.contains(QLatin1String("ckpt-pdf")));
        QVERIFY(text.contains(QLatin1String("Opened a ticket with the carrier")));
        // Racks by id: every site's failed or pending racks as the report lists them.
        for (const auto &p : m_report.pendingApprovals)
            QVERIFY2(text.contains(p.rackId), qPrintable(p.rackId));
    }

    void incomingOperatorSignsOffFromTheView()
    {
        HandoverView view;
        QList<HandoverActionResult> answers;
        connect(&view, &HandoverView::acknowledgeRequested, m_client.get(),
                [this, &view, &answers](const QString &shiftId, qint64 revision, const QString &comment) {
                    connect(m_client->acknowledge(shiftId, revision, comment), &HandoverActionReply::finished, &view,
                            [&answers](const HandoverActionResult &result) { answers << result; });
                });
        connect(m_client.get(), &HandoverClient::handoverReceived, &view, &HandoverView::setReport);
        view.setReport(m_report);
        auto *signOff = view.findChild<QPushButton *>(QStringLiteral("signOffHandover"));
        QVERIFY(signOff->isEnabled());
        QVERIFY(view.documentText().contains(QLatin1String("Not signed off yet.")));
        m_channel->setUser(QStringLiteral("ben"));
        Q_EMIT view.acknowledgeRequested(m_report.shift.id, m_report.revision, QStringLiteral("Read"));
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 1, 10000);
        const HandoverActionResult result = answers.first();
        QVERIFY2(result.accepted(), qPrintable(result.message));
        QCOMPARE(result.shiftId, m_report.shift.id);
        QTRY_COMPARE(view.report().acknowledgedBy, QStringLiteral("ben"));
        QVERIFY(!signOff->isEnabled());
        QVERIFY(view.documentText().contains(QLatin1String("signed off by ben")));
    }

    void cleanupTestCase()
    {
        m_client.reset();
        m_server->stop();
    }
};

QTEST_MAIN(TestHandoverConsole)
#include "tst_handoverconsole.moc"
