// Backend text in the operator's language: every code the simulator can send
// has a German rendering in the console's catalogue (with its plural forms
// where it counts), a fleet watched over real gRPC shows the simulator's steps
// in German, and so does an artifact imported over gRPC: summary, problems and
// the format it was taken for.
#include "artifacts/artifactparser.h"
#include "actionreplies.h"
#include "backendchannel.h"
#include "backendtext.h"
#include "commonconvert.h"
#include "fleetmodel.h"
#include "fleet/fleetsimulation.h"
#include "fleetwatcher.h"
#include "operationsclient.h"
#include "phrase/phrase.h"
#include "rackdetailclient.h"
#include "server/simulatorserver.h"
#include "validationclient.h"
#include "../simulator/artifactdata.h"
#include "../simulator/stillfleet.h"
#include "../support/replywait.h"

#include "rackops/v1/fleet.grpc.pb.h"

#include <grpcpp/grpcpp.h>

#include <cstdio>
#include <thread>
#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace rackops;
using namespace rackops::sim;

namespace {

// %1..%9 and the count %n (%Ln in the operator's number format count the same).
QSet<QString> placeholders(const QString &text)
{
    QSet<QString> out;
    static const QRegularExpression kPlaceholder(QStringLiteral("%L?([1-9n])"));
    for (auto it = kPlaceholder.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured(1));
    return out;
}

LocalizedText fromSimulator(const v1::LocalizedText &text)
{
    return CommonConvert::text(text);
}

// The first rack in `stage` with no operation running on it; empty when there is none.
std::string firstRackIn(SimulatorServer &server, v1::LifecycleStage stage)
{
    std::string id;
    server.fleet().visitRacks({}, [&](const SimRack &rack) {
        const auto &summary = rack.detail().summary();
        if (id.empty() && summary.stage() == stage && summary.active_operation_id().empty())
            id = summary.rack_id();
    });
    return id;
}

} // namespace

class TestBackendText : public QObject {
    Q_OBJECT
private:
    QTranslator *m_german = nullptr;
    QTranslator *m_englishPlurals = nullptr;

    void speakGerman()
    {
        QCoreApplication::installTranslator(m_german);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    }
    void speakEnglishAgain()
    {
        QCoreApplication::removeTranslator(m_german);
        QLocale::setDefault(QLocale::c());
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_german = new QTranslator(this);
        QVERIFY2(m_german->load(QStringLiteral(RACKOPS_QM)), RACKOPS_QM);
        m_englishPlurals = new QTranslator(this);
        QVERIFY2(m_englishPlurals->load(QStringLiteral(RACKOPS_EN_QM)), RACKOPS_EN_QM);
    }

    void everyCodeTheSimulatorSendsHasGerman()
    {
        QStringList missing;
        QSet<QString> simulatorCodes;
        for (const Phrase::Entry &entry : Phrase::catalogue()) {
            const QString code = QString::fromUtf8(entry.code);
            const QString english = QString::fromUtf8(entry.english);
            QVERIFY2(!simulatorCodes.contains(code), qPrintable(code + QStringLiteral(" twice in the catalogue")));
            simulatorCodes.insert(code);
            if (BackendText::englishTemplate(code) != english) {
                missing << QStringLiteral("%1: the console holds \"%2\", the simulator sends \"%3\"")
                               .arg(code, BackendText::englishTemplate(code), english);
                continue;
            }
            if (BackendText::countParameter(code) != entry.count) {
                missing << QStringLiteral("%1: the console counts with parameter %2, the simulator with %3")
                               .arg(code)
                               .arg(BackendText::countParameter(code))
                               .arg(entry.count);
                continue;
            }
            // A phrase that counts has a German form for one and for many, and
            // the English console the simulator's form for one.
            const QList<int> counts = entry.count ? QList<int> {1, 2} : QList<int> {-1};
            for (int n : counts) {
                const QString german = m_german->translate("BackendText", entry.english, entry.code, n);
                // Some read the same in German ("Delta-T %1 > %2", "OK"): present is what counts.
                if (german.isEmpty())
                    missing << code + QStringLiteral(": no German for \"") + english
                            + QStringLiteral("\" (n = %1)").arg(n);
                else if (placeholders(german) != placeholders(english))
                    missing << QStringLiteral("%1: \"%2\" does not use the parameters of \"%3\"")
                                   .arg(code, german, english);
            }
            if (entry.count) {
                const QString one = m_englishPlurals->translate("BackendText", entry.english, entry.code, 1);
                if (one != QString::fromUtf8(entry.englishOne))
                    missing << QStringLiteral("%1: English for one is \"%2\" in rackops_en.ts, \"%3\" in the simulator")
                                   .arg(code, one, QString::fromUtf8(entry.englishOne));
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
        // And the console holds no code the simulator no longer sends.
        for (const QString &code : BackendText::codes())
            QVERIFY2(simulatorCodes.contains(code), qPrintable(code));
        QVERIFY(simulatorCodes.size() > 100);
    }

    // Counts are said in the right number, in English and in German ("1 tests pass" never).
    void countsPickTheirPluralForm()
    {
        const auto one = Phrase::make("validation.tests_pass", {Phrase::integer(1)});
        const auto many = Phrase::make("validation.tests_pass", {Phrase::integer(1500)});
        QCOMPARE(QString::fromStdString(one.english()), QStringLiteral("1 test passes"));
        QCOMPARE(QString::fromStdString(many.english()), QStringLiteral("1500 tests pass"));
        QCoreApplication::installTranslator(m_englishPlurals);
        QCOMPARE(BackendText::render(fromSimulator(one)), QStringLiteral("1 test passes"));
        QCOMPARE(BackendText::render(fromSimulator(many)), QStringLiteral("1500 tests pass"));
        QCoreApplication::removeTranslator(m_englishPlurals);
        speakGerman();
        const QString germanOne = BackendText::render(fromSimulator(one));
        const QString germanMany = BackendText::render(fromSimulator(many));
        const QString gpus = BackendText::render(fromSimulator(
            Phrase::make("validation.gpus_fail", {Phrase::integer(1), Phrase::integer(1), Phrase::id("GPU Memory")})));
        speakEnglishAgain();
        QCOMPARE(germanOne, QStringLiteral("1 Test bestanden"));
        QCOMPARE(germanMany, QStringLiteral("1.500 Tests bestanden"));
        QCOMPARE(gpus, QStringLiteral("1 von 1 GPU nicht bestanden: GPU Memory"));
    }

    // Every problem and summary the artifact parsers produce from the checked-in
    // artifacts is a phrase from the catalogue, the English beside it the same.
    void everyArtifactMessageIsAPhrase()
    {
        int issues = 0;
        int suites = 0;
        QStringList english;
        const auto check = [&](const QString &file, const v1::LocalizedText &text, const std::string &said) {
            if (text.code().empty() || text.english() != said)
                english << QStringLiteral("%1: \"%2\"").arg(file, QString::fromStdString(said));
        };
        for (QDirIterator it(QStringLiteral(RACKOPS_TEST_DATA), QDir::Files, QDirIterator::Subdirectories);
             it.hasNext();) {
            const QString path = it.next();
            if (!path.contains(QLatin1String("/dcgm/")) && !path.contains(QLatin1String("/nccl/")))
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            const ArtifactParseResult result =
                ArtifactParser::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())),
                                      v1::ARTIFACT_FORMAT_UNSPECIFIED, QFileInfo(path).fileName().toStdString());
            for (const auto *list : {&result.errors, &result.warnings}) {
                for (const v1::ArtifactIssue &issue : *list) {
                    check(path, issue.message_text(), issue.message());
                    ++issues;
                }
            }
            QCOMPARE(result.detectedFormatText.english(), result.detectedFormat);
            if (result.suite) {
                check(path, result.suite->summary_text(), result.suite->summary());
                // The DCGM tool line has words of ours in it ("version not stated", "driver").
                if (path.contains(QLatin1String("/dcgm/")))
                    check(path, result.suite->tool_version_text(), result.suite->tool_version());
                ++suites;
            }
        }
        QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
        QVERIFY(issues > 10);
        QVERIFY(suites > 10);
    }

    void unknownCodesFallBackToEnglish()
    {
        LocalizedText text;
        text.code = QStringLiteral("future.code");
        text.english = QStringLiteral("Something new");
        QCOMPARE(BackendText::render(text), QStringLiteral("Something new"));
    }

    void parametersFollowTheConsoleLocale()
    {
        QCoreApplication::installTranslator(m_german);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const auto phrase =
            Phrase::make("cooling.delta_t_above", {Phrase::quantity(12.4, "K", 1), Phrase::quantity(12, "K", 1)});
        LocalizedText text;
        text.code = QString::fromStdString(phrase.code());
        text.english = QString::fromStdString(phrase.english());
        TextParam value;
        value.kind = TextParam::Kind::Quantity;
        value.value = 12.4;
        value.id = QStringLiteral("K");
        value.decimals = 1;
        TextParam limit = value;
        limit.value = 12.0;
        text.params = {value, limit};
        QCOMPARE(text.english, QStringLiteral("Delta-T 12.4 K > 12.0 K"));
        const QString german = BackendText::render(text);
        QVERIFY2(german.contains(QStringLiteral("12,4 K")) && german.contains(QStringLiteral("12,0 K")),
                 qPrintable(german));
        QCoreApplication::removeTranslator(m_german);
        QLocale::setDefault(QLocale::c());
    }

    // A text without parameters is looked up once per thread and language (most of a
    // fleet's step texts): a change of language is heard on every thread.
    void aTextWithoutParametersFollowsTheLanguage()
    {
        LocalizedText production;
        production.code = QStringLiteral("step.production");
        production.english = QStringLiteral("Serving workloads");
        const auto renderElsewhere = [&production] {
            QString said;
            std::thread([&] { said = BackendText::render(production); }).join();
            return said;
        };
        QCOMPARE(BackendText::render(production), QStringLiteral("Serving workloads"));
        QCOMPARE(renderElsewhere(), QStringLiteral("Serving workloads"));
        speakGerman();
        QCOMPARE(BackendText::render(production), QStringLiteral("In Produktion"));
        QCOMPARE(renderElsewhere(), QStringLiteral("In Produktion"));
        speakEnglishAgain();
        QCOMPARE(BackendText::render(production), QStringLiteral("Serving workloads"));
    }

    // A phrase's template is asked of the translators once per thread and language; a text with
    // parameters said again on the same thread after a change of language is said in the new one.
    void aTextWithParametersFollowsTheLanguage()
    {
        const LocalizedText flashing =
            fromSimulator(Phrase::make("step.firmware_switch", {Phrase::integer(3), Phrase::integer(9)}));
        const LocalizedText delta = fromSimulator(
            Phrase::make("cooling.delta_t_above", {Phrase::quantity(12.4, "K", 1), Phrase::quantity(12, "K", 1)}));
        QCOMPARE(BackendText::render(flashing), QStringLiteral("Flashing NVSwitch firmware on switch tray 3 of 9"));
        QCOMPARE(BackendText::render(delta), QStringLiteral("Delta-T 12.4 K > 12.0 K"));
        speakGerman();
        const QString germanFlashing = BackendText::render(flashing);
        const QString germanDelta = BackendText::render(delta);
        speakEnglishAgain();
        QCOMPARE(germanFlashing, QStringLiteral("Flasht NVSwitch-Firmware auf Switch-Tray 3 von 9"));
        QCOMPARE(germanDelta, QStringLiteral("Delta-T 12,4 K > 12,0 K"));
        QCOMPARE(BackendText::render(flashing), QStringLiteral("Flashing NVSwitch firmware on switch tray 3 of 9"));
    }

    // A shift in a refusal is its name and its date in the console's format, never "2026-11-30/late".
    void aShiftIsNamedByNameAndDate()
    {
        const auto phrase =
            Phrase::make("refusal.shift_not_started",
                         {Phrase::text(Phrase::make(
                             "shift.of_day", {Phrase::text(Phrase::make("shift.late")), Phrase::date("2026-11-30")}))});
        QCOMPARE(QString::fromStdString(phrase.english()),
                 QStringLiteral("the Late shift of 2026-11-30 has not started yet"));
        QCoreApplication::installTranslator(m_german);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString german = BackendText::render(CommonConvert::text(phrase));
        QLocale::setDefault(QLocale::c());
        QCoreApplication::removeTranslator(m_german);
        QCOMPARE(german, QStringLiteral("die Spätschicht, 30.11.2026 hat noch nicht begonnen"));
    }

    // An operator importing tool output in the German console reads German:
    // the refusal of a file that is no dcgmi output, a warning, the summary.
    void importedArtifactsSpeakGerman()
    {
        speakGerman();
        SimulatorServer server(stillFleet(400));
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const std::string rackId = firstRackIn(server, v1::LIFECYCLE_STAGE_MAINTENANCE);
        QVERIFY2(!rackId.empty(), "the still fleet has a rack in maintenance");
        auto channel = std::make_shared<BackendChannel>(server.address());
        channel->setUser(QStringLiteral("omar")); // an operator
        ValidationClient client(channel);
        const auto importFile = [&](const QString &name) {
            const auto answer = test::answerOf(client.importArtifact(QString::fromStdString(rackId), name,
                                                                     QByteArray::fromStdString(artifactData(name))),
                                               15000);
            return answer ? answer->import : ArtifactImportOutcome {};
        };

        const ArtifactImportOutcome refused = importFile(QStringLiteral("dcgm/not-json.txt"));
        QVERIFY2(refused.callError.isEmpty(), qPrintable(refused.callError));
        QVERIFY(!refused.imported);
        QCOMPARE(refused.detectedFormat, QStringLiteral("keine bekannte Werkzeugausgabe"));
        QCOMPARE(refused.errors.size(), 1);
        QVERIFY2(refused.errors.first().message.startsWith(
                     QStringLiteral("erwartet: die Ausgabe von `dcgmi diag` (JSON mit -j")),
                 qPrintable(refused.errors.first().message));

        // Named as DCGM JSON, a file that is none says so in German too.
        const auto answered =
            test::answerOf(client.importArtifact(QString::fromStdString(rackId), QStringLiteral("diag.json"),
                                                 QByteArrayLiteral("{\"x\": 1}")),
                           15000);
        QVERIFY(answered);
        const ArtifactImportOutcome notDcgm = answered->import;
        QCOMPARE(notDcgm.detectedFormat, QStringLiteral("JSON, aber keine DCGM-Diagnose"));
        QCOMPARE(
            notDcgm.errors.first().message,
            QStringLiteral("erwartet: ein Objekt „DCGM Diagnostic“ (DCGM 4.x) oder „DCGM GPU Diagnostic“ (DCGM 3.x)"));

        const ArtifactImportOutcome unknown = importFile(QStringLiteral("dcgm/unknown-status-dcgm3.json"));
        QVERIFY2(unknown.imported, qPrintable(unknown.callError));
        QVERIFY(!unknown.warnings.isEmpty());
        QVERIFY2(unknown.warnings.first().message.startsWith(QStringLiteral("unbekannter Status „")),
                 qPrintable(unknown.warnings.first().message));
        QVERIFY2(unknown.warnings.first().message.endsWith(QStringLiteral("“, als nicht bestanden gewertet")),
                 qPrintable(unknown.warnings.first().message));
        QCOMPARE(unknown.run.suites.size(), 1);
        QVERIFY2(unknown.run.suites.first().summary.contains(QStringLiteral("nicht bestanden")),
                 qPrintable(unknown.run.suites.first().summary));

        // Why the run is there and which tool made it, in German too ("Imported from …" and
        // "(version not stated)" were English).
        const ArtifactImportOutcome unversioned = importFile(QStringLiteral("dcgm/diag-r3-dcgm2-oneline.json"));
        QVERIFY2(unversioned.imported, qPrintable(unversioned.callError));
        QCOMPARE(unversioned.run.reason, QStringLiteral("Importiert aus dcgm/diag-r3-dcgm2-oneline.json"));
        QCOMPARE(unversioned.run.suites.size(), 1);
        QVERIFY2(
            unversioned.run.suites.first().toolVersion.startsWith(QStringLiteral("DCGM (Version nicht angegeben)")),
            qPrintable(unversioned.run.suites.first().toolVersion));

        // A collective the fleet has no baseline for keeps the parser's summary, in German.
        const ArtifactImportOutcome gather = importFile(QStringLiteral("nccl/all_gather_perf-2.19-8gpu.txt"));
        QVERIFY2(gather.imported, qPrintable(gather.callError));
        const QString summary = gather.run.suites.first().summary;
        QVERIFY2(summary.startsWith(QStringLiteral("all_gather: mittlere busbw "))
                     && summary.contains(QStringLiteral(" GB/s über 8 Ranks, ")),
                 qPrintable(summary));
        QVERIFY2(summary.contains(QRegularExpression(QStringLiteral("\\d,\\d\\d GB/s"))), qPrintable(summary));
        speakEnglishAgain();
    }

    // A rack's history over gRPC reads in German: the stages the controller completed, and a drain
    // an operator asked for, with the operator's reason as written ("Drained (…)" was English).
    void rackHistorySpeaksGerman()
    {
        speakGerman();
        SimulatorServer server(stillFleet(400));
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const std::string rackId = firstRackIn(server, v1::LIFECYCLE_STAGE_PRODUCTION);
        QVERIFY2(!rackId.empty(), "the still fleet has a rack in production");
        const std::int64_t revision = server.fleet().rack(rackId)->summary().state_revision();
        auto channel = std::make_shared<BackendChannel>(server.address());
        channel->setUser(QStringLiteral("omar")); // an operator
        OperationsClient ops(channel);
        const auto drain = test::answerOf(ops.remediate(QString::fromStdString(rackId), RemediationAction::Drain, {},
                                                        QStringLiteral("Pumpentausch"), revision));
        QVERIFY(drain);
        QCOMPARE(drain->answer, ActionOutcome::Answer::Accepted);
        for (int step = 0;
             step < 12 && server.fleet().rack(rackId)->summary().stage() != v1::LIFECYCLE_STAGE_MAINTENANCE; ++step)
            server.advance(5 * 60'000);
        QCOMPARE(server.fleet().rack(rackId)->summary().stage(), v1::LIFECYCLE_STAGE_MAINTENANCE);

        RackDetailClient client(channel);
        QSignalSpy received(&client, &RackDetailClient::detailReceived);
        client.request(QString::fromStdString(rackId));
        QTRY_COMPARE_WITH_TIMEOUT(received.count(), 1, 10000);
        const auto detail = received.first().first().value<RackDetail>();
        QVERIFY(detail.history.size() >= 2);
        const QString drained = m_german->translate("BackendText", "Drained", "history.drained");
        const QString completed = m_german->translate("BackendText", "Stage completed", "history.stage_completed");
        QVERIFY(!drained.isEmpty() && !completed.isEmpty());
        QCOMPARE(detail.history.last().stage, LifecycleStage::Maintenance);
        QCOMPARE(detail.history.last().reason, drained + QStringLiteral(" (Pumpentausch)"));
        int completedStages = 0;
        for (const LifecycleEventInfo &event : detail.history) {
            QVERIFY2(event.reason != QLatin1String("Stage completed"), "a history entry in English");
            completedStages += event.reason == completed ? 1 : 0;
        }
        QVERIFY(completedStages > 0);

        // A part that failed reports it in German as well, without repeating its own name.
        const std::string faulted = firstRackIn(server, v1::LIFECYCLE_STAGE_REMEDIATION);
        QVERIFY2(!faulted.empty(), "the still fleet has a rack in remediation");
        received.clear();
        client.request(QString::fromStdString(faulted));
        QTRY_COMPARE_WITH_TIMEOUT(received.count(), 1, 10000);
        const auto broken = received.first().first().value<RackDetail>();
        const v1::RackDetail sent = *server.fleet().rack(faulted);
        int critical = 0;
        for (int i = 0; i < sent.components_size(); ++i) {
            if (sent.components(i).health() != v1::HEALTH_CRITICAL)
                continue;
            ++critical;
            const QString english = QString::fromStdString(sent.components(i).status());
            QVERIFY2(broken.components.at(i).status != english, qPrintable(english));
            QVERIFY2(!broken.components.at(i).status.startsWith(broken.components.at(i).componentId),
                     qPrintable(broken.components.at(i).status));
        }
        QVERIFY(critical > 0);
        speakEnglishAgain();
    }

    // Every fault a part can have gives the part a status phrase of its own: the fault's words
    // after the part's name, the same in English as before it was a phrase.
    void everyFaultGivesThePartAStatusPhrase()
    {
        int faults = 0;
        for (const Phrase::Entry &entry : Phrase::catalogue()) {
            const std::string code = entry.code;
            if (code.rfind("fault.", 0) != 0)
                continue;
            std::vector<v1::TextParam> params;
            for (int i = 1; i <= 4; ++i) {
                char id[8];
                std::snprintf(id, sizeof id, "X%d", i); // not "X" + to_string: GCC 12 -O3 warns falsely (-Wrestrict)
                params.push_back(i == entry.count ? Phrase::integer(2) : Phrase::id(id));
            }
            const v1::LocalizedText fault = Phrase::make(*PhraseCode::find(code), params);
            const v1::LocalizedText status = Phrase::partStatus(fault);
            const std::string &english = fault.english();
            QCOMPARE(status.english(), english.substr(english.find(':') + 2));
            QVERIFY2(status.code() == "status." + code.substr(6), code.c_str());
            ++faults;
        }
        QVERIFY(faults >= 8);
    }

    void fleetOverGrpcSpeaksGerman()
    {
        QCoreApplication::installTranslator(m_german);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        SimConfig config = stillFleet(400);
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        FleetModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        FleetWatcher watcher(std::make_shared<BackendChannel>(server.address()));
        connect(&watcher, &FleetWatcher::fleetUpdated, &model, &FleetModel::applyUpdate);
        watcher.start();
        QTRY_VERIFY_WITH_TIMEOUT(model.hasSnapshot(), 15000);

        const QString serving = m_german->translate("BackendText", "Serving workloads", "step.production");
        QVERIFY(!serving.isEmpty());
        // What the server sent each rack, read beside the watcher (a still fleet: both
        // readers see the same racks).
        QHash<QString, v1::RackSummary> sent;
        {
            auto stub = v1::FleetService::NewStub(std::make_shared<BackendChannel>(server.address())->grpcChannel());
            grpc::ClientContext context;
            auto reader = stub->WatchFleet(&context, {});
            v1::WatchFleetResponse message;
            while (reader->Read(&message)) {
                for (const v1::RackSummary &rack : message.upserts())
                    sent.insert(QString::fromStdString(rack.rack_id()), rack);
                if (message.initial_sync_complete())
                    break;
            }
            context.TryCancel();
            reader->Finish();
        }
        QCOMPARE(sent.size(), model.rowCount());
        int german = 0;
        int production = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const RackSummary &rack = model.rackAt(row);
            const v1::RackSummary &wire = sent.value(rack.rackId);
            QVERIFY2(!wire.step_text().code().empty(), qPrintable(rack.rackId));
            const QString shown = model.data(model.index(row, FleetModel::StageColumn), Qt::ToolTipRole).toString();
            QVERIFY2(shown.contains(rack.stepDescription), qPrintable(shown));
            QCOMPARE(rack.stepDescription, BackendText::render(CommonConvert::text(wire.step_text())));
            if (rack.stepDescription != QString::fromStdString(wire.step_text().english()))
                ++german;
            if (wire.step_text().code() == "step.production") {
                QCOMPARE(rack.stepDescription, serving);
                ++production;
            }
            if (wire.has_health_reason_text())
                QCOMPARE(rack.healthReason, BackendText::render(CommonConvert::text(wire.health_reason_text())));
        }
        QVERIFY(production > 0);
        QCOMPARE(german, model.rowCount());

        // The approval gate and a refusal, from the same simulator, also in German.
        const QString rackId = model.rackAt(0).rackId;
        auto channel = std::make_shared<BackendChannel>(server.address());
        channel->setUser(QStringLiteral("anna")); // an approver
        OperationsClient ops(channel);
        const ApprovalResult gate = test::answerOf(ops.evaluateGate(rackId)).value_or(ApprovalResult {});
        QVERIFY2(!gate.criteria.isEmpty(), qPrintable(gate.message));
        QCOMPARE(gate.criteria.first().name,
                 m_german->translate("BackendText", "DCGM diagnostics, level 3", "criterion.dcgm"));
        const auto refused = test::answerOf(ops.approve(rackId, 0, QString())); // not the revision the rack is at
        QVERIFY(refused);
        const ApprovalResult result = *refused;
        QCOMPARE(result.answer, ActionOutcome::Answer::Refused);
        QVERIFY2(result.message.startsWith(QStringLiteral("das Rack hat sich geändert")), qPrintable(result.message));

        // Who may not do what, and a request the limits refuse, in German too.
        auto viewerChannel = std::make_shared<BackendChannel>(server.address());
        viewerChannel->setUser(QStringLiteral("vera"));
        OperationsClient viewer(viewerChannel);
        const auto denied = test::answerOf(viewer.approve(rackId, model.rackAt(0).revision, QString()));
        QVERIFY(denied);
        const ApprovalResult role = *denied;
        QCOMPARE(role.answer, ActionOutcome::Answer::Refused);
        QCOMPARE(role.message,
                 QStringLiteral("Vera Viewer darf nicht Racks für die Produktion freigeben: dafür ist die "
                                "Rolle Freigeber nötig"));
        const auto tooLong = test::answerOf(ops.approve(rackId, model.rackAt(0).revision,
                                                        QString(1500, QLatin1Char('x')))); // justification: 1000 bytes
        QVERIFY(tooLong);
        const ApprovalResult limit = *tooLong;
        QVERIFY2(limit.message.contains(QStringLiteral("ist 1.500 Byte lang; höchstens 1.000 sind erlaubt")),
                 qPrintable(limit.message));

        // The audit log says those refusals in German too: what was asked, then why.
        AuditQuery query;
        query.rackId = rackId;
        QSignalSpy audited(&ops, &OperationsClient::auditReceived);
        ops.queryAudit(query);
        QTRY_COMPARE_WITH_TIMEOUT(audited.count(), 1, 10000);
        const auto entries = audited.first().first().value<QList<AuditEntryInfo>>();
        QStringList details;
        for (const AuditEntryInfo &entry : entries)
            details << entry.details;
        QVERIFY2(details.size() >= 2, qPrintable(details.join(QLatin1Char('\n'))));
        QVERIFY2(details.filter(QStringLiteral("das Rack hat sich geändert")).size() == 1,
                 qPrintable(details.join(QLatin1Char('\n'))));
        QVERIFY2(details.filter(QStringLiteral("darf nicht Racks für die Produktion freigeben")).size() == 1,
                 qPrintable(details.join(QLatin1Char('\n'))));

        // A read that names what is not there is answered in German as well.
        ValidationClient validation(channel);
        QSignalSpy failed(&validation, &ValidationClient::requestFailed);
        validation.fetchRun(QStringLiteral("no-such-run"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        const QString notFound = failed.first().at(1).toString();
        QVERIFY2(notFound.contains(QStringLiteral("kein Validierungslauf mit der ID no-such-run")),
                 qPrintable(notFound));
        watcher.stop();
        QCoreApplication::removeTranslator(m_german);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_MAIN(TestBackendText)
#include "tst_backendtext.moc"
