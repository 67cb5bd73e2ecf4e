// The remediation a rack's trouble calls for, among what its stage allows.
#include "nvl72rack.h"
#include "remediationsuggestion.h"

#include <QTest>

using namespace rackops;
using namespace rackops::test;

namespace {
using A = RemediationAction;
const QList<A> kFailedActions = {A::RerunValidation, A::ReflashFirmware, A::PowerCycleTrays,      A::RmaTray,
                                 A::Quarantine,      A::ReturnToService, A::CoolingSetpointChange};
const QList<A> kProductionActions = {A::CoolingSetpointChange, A::ValvePositionChange, A::PumpSpeedChange, A::Drain,
                                     A::Quarantine};

// What the simulator's RemediationPlanner allows in FAILED and REMEDIATION (cooling actions everywhere).
const QList<A> kFailedStage = {A::RerunValidation,     A::ReflashFirmware, A::PowerCycleTrays, A::CoolingSetpointChange,
                               A::ValvePositionChange, A::PumpSpeedChange, A::RmaTray,         A::Quarantine,
                               A::ReturnToService};
const QList<A> kRemediationStage = {
    A::RerunValidation,     A::ReflashFirmware, A::PowerCycleTrays, A::CoolingSetpointChange,
    A::ValvePositionChange, A::PumpSpeedChange, A::RmaTray,         A::Quarantine};

// A rack failed as the simulator fails it: one part critical, its status as the backend's phrase.
RackDetail failedWith(const QString &part, const char *statusCode, const QString &status,
                      const QList<A> &actions = kFailedStage)
{
    RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Failed, actions);
    partOf(rack, part).health = Health::Critical;
    partOf(rack, part).status = status;
    partOf(rack, part).statusCode = QString::fromLatin1(statusCode);
    return rack;
}

AlertInfo alertOn(const QString &rackId, AlertInfo::Source source, AlertInfo::Severity severity, const char *code,
                  const QString &summary, const QString &conditionKey)
{
    AlertInfo a;
    a.id = QStringLiteral("A-1001");
    a.rackId = rackId;
    a.source = source;
    a.severity = severity;
    a.state = AlertInfo::State::Triggered;
    a.summary = summary;
    a.summaryText.code = QString::fromLatin1(code);
    a.summaryText.english = summary;
    a.currentValue = QStringLiteral("31.0 L/min");
    a.conditionKey = conditionKey;
    return a;
}

LeakDetectorInfo leakAt(const QString &location, LeakDetectorInfo::State state = LeakDetectorInfo::State::Critical)
{
    LeakDetectorInfo leak;
    leak.id = QStringLiteral("LD-07");
    leak.state = state;
    leak.location = location;
    return leak;
}
} // namespace

class TestRemediationSuggestion : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aFailedSwitchTrayIsReplaced()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Failed, kFailedActions);
        partOf(rack, QStringLiteral("NVS1")).health = Health::Critical;
        partOf(rack, QStringLiteral("NVS1")).status = QStringLiteral("NVLink switch ASIC unresponsive");
        partOf(rack, QStringLiteral("CT03")).health = Health::Caution;
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, A::RmaTray);
        QCOMPARE(s.parts, QStringList {QStringLiteral("NVS1")});
        QVERIFY(s.why.contains(QStringLiteral("NVS1")));
        QVERIFY(s.why.contains(QStringLiteral("ASIC unresponsive")));
    }

    // Where the stage allows no replacement, the failed part is power-cycled.
    void aFailedPartIsPowerCycledWhereNoReplacementIsAllowed()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Validating,
                                    {A::ReflashFirmware, A::PowerCycleTrays, A::Quarantine});
        partOf(rack, QStringLiteral("CT11")).health = Health::Critical;
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, A::PowerCycleTrays);
        QCOMPARE(s.parts, QStringList {QStringLiteral("CT11")});
    }

    void aLeakIsolatesTheRackAtItsTray()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Production, kProductionActions);
        const RemediationSuggestion s =
            RemediationSuggestion::forRack(rack, {leakAt(QStringLiteral("Compute tray CT14, cold plate manifold"))});
        QCOMPARE(s.action, A::Quarantine);
        QCOMPARE(s.parts, QStringList {QStringLiteral("CT14")});
        QVERIFY(s.why.contains(QStringLiteral("CT14")));
    }

    // Moisture is watched, not acted on; "CT1" is not found inside "CT14".
    void onlyACriticalLeakAndOnlyItsOwnTrayCount()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Failed, kFailedActions);
        partOf(rack, QStringLiteral("CT01")).health = Health::Critical;
        QCOMPARE(RemediationSuggestion::forRack(
                     rack, {leakAt(QStringLiteral("Compute tray CT14"), LeakDetectorInfo::State::Warning)})
                     .action,
                 A::RmaTray);
        const RemediationSuggestion s =
            RemediationSuggestion::forRack(rack, {leakAt(QStringLiteral("Compute tray CT14"))});
        QCOMPARE(s.action, A::Quarantine);
        QCOMPARE(s.parts, QStringList {QStringLiteral("CT14")});
    }

    void wrongFirmwareIsReflashedAndAFailedRunReRun()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::AwaitingApproval,
                                    {A::RerunValidation, A::ReflashFirmware, A::PowerCycleTrays, A::Quarantine});
        partOf(rack, QStringLiteral("NVS4")).firmware.first().actual = QStringLiteral("24.12.4");
        RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, A::ReflashFirmware);
        QCOMPARE(s.parts, QStringList {QStringLiteral("NVS4")});

        partOf(rack, QStringLiteral("NVS4")).firmware.first().actual = QStringLiteral("25.06.1");
        rack.summary.validationVerdict = ValidationVerdict::Fail;
        s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, A::RerunValidation);
        QVERIFY(s.parts.isEmpty());
    }

    // Issue 32.5: every failure kind the simulator produces gets the action that fits it, and the why
    // says the failure and what to do; never "replace a tray" for all of them.
    void eachFailureKindGetsItsOwnRemedy_data()
    {
        QTest::addColumn<QString>("part");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("stage"); // 0 failed, 1 remediation
        QTest::addColumn<int>("expected");
        QTest::addColumn<QStringList>("parts");
        QTest::addColumn<QString>("advice"); // a word of the English why that says what to do
        const QString ct05 = QStringLiteral("CT05");
        QTest::newRow("BMC flash failed") << ct05 << QStringLiteral("status.flash_failed") << 0
                                          << int(A::ReflashFirmware) << QStringList {ct05} << QStringLiteral("reflash");
        QTest::newRow("CDU flow below setpoint")
            << QStringLiteral("CDU") << QStringLiteral("status.cdu_flow_low") << 0 << int(A::ValvePositionChange)
            << QStringList {} << QStringLiteral("valve");
        QTest::newRow("GPU ECC") << ct05 << QStringLiteral("status.gpu_ecc") << 0 << int(A::RmaTray)
                                 << QStringList {ct05} << QStringLiteral("replace the tray");
        QTest::newRow("NVLink cable") << QStringLiteral("NVS3") << QStringLiteral("status.nvlink_busbw") << 0
                                      << int(A::RerunValidation) << QStringList {QStringLiteral("NVS3")}
                                      << QStringLiteral("cable");
        QTest::newRow("thermal throttle")
            << ct05 << QStringLiteral("status.thermal_throttle") << 0 << int(A::CoolingSetpointChange) << QStringList {}
            << QStringLiteral("supply temperature setpoint");
        QTest::newRow("BMC missing") << ct05 << QStringLiteral("status.inventory_missing") << 0
                                     << int(A::PowerCycleTrays) << QStringList {ct05} << QStringLiteral("power cycle");
        QTest::newRow("switch tray down")
            << QStringLiteral("NVS2") << QStringLiteral("status.switch_tray_down") << 1 << int(A::PowerCycleTrays)
            << QStringList {QStringLiteral("NVS2")} << QStringLiteral("Power-cycle");
        QTest::newRow("flash failed again") << ct05 << QStringLiteral("status.reflash_again") << 0 << int(A::RmaTray)
                                            << QStringList {ct05} << QStringLiteral("replace the tray");
        QTest::newRow("lost after power cycle")
            << ct05 << QStringLiteral("status.power_cycle_lost") << 0 << int(A::RmaTray) << QStringList {ct05}
            << QStringLiteral("replace the tray");
        QTest::newRow("fatal, no kind to go by")
            << ct05 << QStringLiteral("status.fatal") << 0 << int(A::RmaTray) << QStringList {ct05} << QString();
    }

    void eachFailureKindGetsItsOwnRemedy()
    {
        QFETCH(QString, part);
        QFETCH(QString, code);
        QFETCH(int, stage);
        QFETCH(int, expected);
        QFETCH(QStringList, parts);
        QFETCH(QString, advice);
        const QString status = QStringLiteral("what the controller reported");
        RackDetail rack =
            failedWith(part, code.toLatin1().constData(), status, stage == 0 ? kFailedStage : kRemediationStage);
        if (code == QLatin1String("status.flash_failed"))
            partOf(rack, part).firmware.first().actual = QStringLiteral("24.12.4"); // the flash did not take
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(int(s.action), expected);
        QCOMPARE(s.parts, parts);
        // Why: the part, what it reported, and what to do about it.
        QVERIFY2(s.why.contains(part), qPrintable(s.why));
        QVERIFY2(s.why.contains(status), qPrintable(s.why));
        QVERIFY2(s.why.contains(advice, Qt::CaseInsensitive), qPrintable(s.why));
    }

    // Where the stage allows no replacement, GPU memory errors drain the rack first (production) or
    // power-cycle the tray (bring-up).
    void gpuMemoryErrorsWithoutReplacementAllowed()
    {
        RackDetail rack = failedWith(QStringLiteral("CT09"), "status.gpu_ecc", QStringLiteral("uncorrectable ECC"),
                                     kProductionActions);
        QCOMPARE(RemediationSuggestion::forRack(rack, {}).action, A::Drain);
        rack.availableActions = {A::ReflashFirmware, A::PowerCycleTrays, A::Quarantine};
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, A::PowerCycleTrays);
        QCOMPARE(s.parts, QStringList {QStringLiteral("CT09")});
    }

    // Cooling limits come from the rack's open alerts: a cooling action, not a part swap.
    void aCoolingLimitIsTunedOnTheLoop()
    {
        RackDetail rack =
            nvl72Rack(QStringLiteral("R1"), LifecycleStage::AwaitingApproval,
                      {A::RerunValidation, A::ReflashFirmware, A::PowerCycleTrays, A::CoolingSetpointChange,
                       A::ValvePositionChange, A::PumpSpeedChange, A::Quarantine});
        const QString flowKey = QStringLiteral("cooling/flow/R1");
        RemediationSuggestion s = RemediationSuggestion::forRack(
            rack, {},
            {alertOn(QStringLiteral("R1"), AlertInfo::Source::Cooling, AlertInfo::Severity::Critical, "alert.flow_low",
                     QStringLiteral("Flow below its limit"), flowKey)});
        QCOMPARE(s.action, A::ValvePositionChange);
        QVERIFY(s.parts.isEmpty());
        QVERIFY2(s.why.contains(QStringLiteral("Flow below its limit")) && s.why.contains(QStringLiteral("31.0 L/min")),
                 qPrintable(s.why));

        s = RemediationSuggestion::forRack(
            rack, {},
            {alertOn(QStringLiteral("R1"), AlertInfo::Source::Cooling, AlertInfo::Severity::Warning,
                     "alert.supply_high", QStringLiteral("Supply above its limit"),
                     QStringLiteral("cooling/supply/R1"))});
        QCOMPARE(s.action, A::CoolingSetpointChange);

        // Another rack's alert, or a resolved one, is not this rack's trouble.
        AlertInfo elsewhere =
            alertOn(QStringLiteral("R2"), AlertInfo::Source::Cooling, AlertInfo::Severity::Critical, "alert.flow_low",
                    QStringLiteral("Flow below its limit"), QStringLiteral("cooling/flow/R2"));
        AlertInfo resolved = alertOn(QStringLiteral("R1"), AlertInfo::Source::Cooling, AlertInfo::Severity::Critical,
                                     "alert.flow_low", QStringLiteral("Flow below its limit"), flowKey);
        resolved.state = AlertInfo::State::Resolved;
        QCOMPARE(RemediationSuggestion::forRack(rack, {}, {elsewhere, resolved}).action, A::RerunValidation);
    }

    // Stale cooling data: no action here repairs a CDU link; the why says to check it.
    void staleCoolingDataPointsAtTheCduLink()
    {
        const RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Production, kProductionActions);
        const RemediationSuggestion s = RemediationSuggestion::forRack(
            rack, {},
            {alertOn(QStringLiteral("R1"), AlertInfo::Source::Cooling, AlertInfo::Severity::Warning,
                     "alert.cooling_stale", QStringLiteral("Cooling data stale"), QStringLiteral("cooling/stale/R1"))});
        QCOMPARE(s.action, A::Unknown);
        QVERIFY2(s.why.contains(QStringLiteral("CDU")), qPrintable(s.why));
    }

    // A leak alert isolates the rack even when the cooling stream has not shown the detector yet.
    void aLeakAlertIsolatesTheRack()
    {
        const RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Production, kProductionActions);
        AlertInfo leak =
            alertOn(QStringLiteral("R1"), AlertInfo::Source::Leak, AlertInfo::Severity::Critical, "alert.leak_detected",
                    QStringLiteral("Leak detected at Compute tray CT14, cold plate manifold"),
                    QStringLiteral("leak/LD-CT14/R1"));
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {}, {leak});
        QCOMPARE(s.action, A::Quarantine);
        QCOMPARE(s.parts, QStringList {QStringLiteral("CT14")});
    }

    void nothingWrongOffersTheFirstAllowedAndNothingAllowedNothing()
    {
        const RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Production, kProductionActions);
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, kProductionActions.first());
        QVERIFY(s.why.isEmpty());
        QCOMPARE(
            RemediationSuggestion::forRack(nvl72Rack(QStringLiteral("R2"), LifecycleStage::Production, {}), {}).action,
            A::Unknown);
    }
};

QTEST_GUILESS_MAIN(TestRemediationSuggestion)
#include "tst_remediationsuggestion.moc"
