// Backend text in the operator's language: every code the simulator can send
// has a German rendering in the console's catalogue, and a fleet watched over
// real gRPC shows the simulator's steps in German.
#include "backendchannel.h"
#include "backendtext.h"
#include "commonconvert.h"
#include "fleetmodel.h"
#include "fleetwatcher.h"
#include "operationsclient.h"
#include "phrase.h"
#include "simulatorserver.h"
#include "../simulator/stillfleet.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using namespace rackops;
using namespace rackops::sim;

namespace {

QSet<QString> placeholders(const QString &text)
{
    QSet<QString> out;
    static const QRegularExpression kPlaceholder(QStringLiteral("%[1-9]"));
    for (auto it = kPlaceholder.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured());
    return out;
}

} // namespace

class TestBackendText : public QObject
{
    Q_OBJECT
private:
    QTranslator *m_german = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        m_german = new QTranslator(this);
        QVERIFY2(m_german->load(QStringLiteral(RACKOPS_QM)), RACKOPS_QM);
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
            const QString german = m_german->translate("BackendText", entry.english, entry.code);
            // Some read the same in German ("Delta-T %1 > %2", "OK"): present is what counts.
            if (german.isEmpty())
                missing << QStringLiteral("%1: no German for \"%2\"").arg(code, english);
            else if (placeholders(german) != placeholders(english))
                missing << QStringLiteral("%1: \"%2\" does not use the parameters of \"%3\"").arg(code, german, english);
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
        // And the console holds no code the simulator no longer sends.
        for (const QString &code : BackendText::codes())
            QVERIFY2(simulatorCodes.contains(code), qPrintable(code));
        QVERIFY(simulatorCodes.size() > 100);
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
        const auto phrase = Phrase::make("cooling.delta_t_above",
                                         {Phrase::quantity(12.4, "K", 1), Phrase::quantity(12, "K", 1)});
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
        QVERIFY2(german.contains(QStringLiteral("12,4 K")) && german.contains(QStringLiteral("12,0 K")), qPrintable(german));
        QCoreApplication::removeTranslator(m_german);
        QLocale::setDefault(QLocale::c());
    }

    // A shift in a refusal is its name and its date in the console's format, never "2026-11-30/late".
    void aShiftIsNamedByNameAndDate()
    {
        const auto phrase = Phrase::make(
            "refusal.shift_not_started",
            {Phrase::text(Phrase::make("shift.of_day", {Phrase::text(Phrase::make("shift.late")), Phrase::date("2026-11-30")}))});
        QCOMPARE(QString::fromStdString(phrase.english()), QStringLiteral("the Late shift of 2026-11-30 has not started yet"));
        QCoreApplication::installTranslator(m_german);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        const QString german = BackendText::render(CommonConvert::text(phrase));
        QLocale::setDefault(QLocale::c());
        QCoreApplication::removeTranslator(m_german);
        QCOMPARE(german, QStringLiteral("die Spätschicht, 30.11.2026 hat noch nicht begonnen"));
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
        int german = 0;
        int production = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const RackSummary &rack = model.rackAt(row);
            QVERIFY2(!rack.stepText.code.isEmpty(), qPrintable(rack.rackId));
            const QString shown = model.data(model.index(row, FleetModel::StageColumn), Qt::ToolTipRole).toString();
            QVERIFY2(shown.contains(rack.stepDescription), qPrintable(shown));
            QCOMPARE(rack.stepDescription, BackendText::render(rack.stepText));
            if (rack.stepDescription != rack.stepText.english)
                ++german;
            if (rack.stepText.code == QLatin1String("step.production")) {
                QCOMPARE(rack.stepDescription, serving);
                ++production;
            }
            if (!rack.healthReasonText.isEmpty())
                QCOMPARE(rack.healthReason, BackendText::render(rack.healthReasonText));
        }
        QVERIFY(production > 0);
        QCOMPARE(german, model.rowCount());

        // The approval gate and a refusal, from the same simulator, also in German.
        const QString rackId = model.rackAt(0).rackId;
        auto channel = std::make_shared<BackendChannel>(server.address());
        channel->setUser(QStringLiteral("anna"));  // an approver
        OperationsClient ops(channel);
        QSignalSpy judged(&ops, &OperationsClient::gateEvaluated);
        ops.evaluateGate(rackId);
        QTRY_COMPARE_WITH_TIMEOUT(judged.count(), 1, 10000);
        const auto gate = judged.first().first().value<ActionResult>();
        QVERIFY2(!gate.criteria.isEmpty(), qPrintable(gate.message));
        QCOMPARE(gate.criteria.first().name, m_german->translate("BackendText", "DCGM diagnostics, level 3", "criterion.dcgm"));
        QSignalSpy refused(&ops, &OperationsClient::approvalFinished);
        ops.approve(rackId, 0, QString());  // not the revision the rack is at
        QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 1, 10000);
        const auto result = refused.first().first().value<ActionResult>();
        QCOMPARE(result.outcome, ActionResult::Outcome::Refused);
        QVERIFY2(result.message.startsWith(QStringLiteral("das Rack hat sich geändert")), qPrintable(result.message));

        // Who may not do what, and a request the limits refuse, in German too.
        auto viewerChannel = std::make_shared<BackendChannel>(server.address());
        viewerChannel->setUser(QStringLiteral("vera"));
        OperationsClient viewer(viewerChannel);
        QSignalSpy denied(&viewer, &OperationsClient::approvalFinished);
        viewer.approve(rackId, model.rackAt(0).revision, QString());
        QTRY_COMPARE_WITH_TIMEOUT(denied.count(), 1, 10000);
        const auto role = denied.first().first().value<ActionResult>();
        QCOMPARE(role.outcome, ActionResult::Outcome::Refused);
        QCOMPARE(role.message, QStringLiteral("Vera Viewer darf nicht Racks für die Produktion freigeben: dafür ist die "
                                              "Rolle Freigeber nötig"));
        QSignalSpy tooLong(&ops, &OperationsClient::approvalFinished);
        ops.approve(rackId, model.rackAt(0).revision, QString(1500, QLatin1Char('x')));  // justification: 1000 bytes
        QTRY_COMPARE_WITH_TIMEOUT(tooLong.count(), 1, 10000);
        const auto limit = tooLong.first().first().value<ActionResult>();
        QVERIFY2(limit.message.contains(QStringLiteral("ist 1.500 Byte lang; höchstens 1.000 sind erlaubt")),
                 qPrintable(limit.message));
        watcher.stop();
        QCoreApplication::removeTranslator(m_german);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_MAIN(TestBackendText)
#include "tst_backendtext.moc"
