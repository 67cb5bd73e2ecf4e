// The remediation a rack's trouble calls for, among what its stage allows.
#include "nvl72rack.h"
#include "remediationsuggestion.h"

#include <QTest>

using namespace rackops;
using namespace rackops::test;

namespace {
using A = RemediationAction;
const QList<A> kFailedActions = {A::RerunValidation, A::ReflashFirmware, A::PowerCycleTrays, A::RmaTray, A::Quarantine,
                                 A::ReturnToService, A::CoolingSetpointChange};
const QList<A> kProductionActions = {A::CoolingSetpointChange, A::ValvePositionChange, A::PumpSpeedChange, A::Drain,
                                     A::Quarantine};

LeakDetectorInfo leakAt(const QString &location, LeakDetectorInfo::State state = LeakDetectorInfo::State::Critical)
{
    LeakDetectorInfo leak;
    leak.id = QStringLiteral("LD-07");
    leak.state = state;
    leak.location = location;
    return leak;
}
} // namespace

class TestRemediationSuggestion : public QObject
{
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
        QCOMPARE(s.parts, QStringList{QStringLiteral("NVS1")});
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
        QCOMPARE(s.parts, QStringList{QStringLiteral("CT11")});
    }

    void aLeakIsolatesTheRackAtItsTray()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Production, kProductionActions);
        const RemediationSuggestion s = RemediationSuggestion::forRack(
            rack, {leakAt(QStringLiteral("Compute tray CT14, cold plate manifold"))});
        QCOMPARE(s.action, A::Quarantine);
        QCOMPARE(s.parts, QStringList{QStringLiteral("CT14")});
        QVERIFY(s.why.contains(QStringLiteral("CT14")));
    }

    // Moisture is watched, not acted on; "CT1" is not found inside "CT14".
    void onlyACriticalLeakAndOnlyItsOwnTrayCount()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Failed, kFailedActions);
        partOf(rack, QStringLiteral("CT01")).health = Health::Critical;
        QCOMPARE(RemediationSuggestion::forRack(rack, {leakAt(QStringLiteral("Compute tray CT14"),
                                                              LeakDetectorInfo::State::Warning)})
                     .action,
                 A::RmaTray);
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {leakAt(QStringLiteral("Compute tray CT14"))});
        QCOMPARE(s.action, A::Quarantine);
        QCOMPARE(s.parts, QStringList{QStringLiteral("CT14")});
    }

    void wrongFirmwareIsReflashedAndAFailedRunReRun()
    {
        RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::AwaitingApproval,
                                    {A::RerunValidation, A::ReflashFirmware, A::PowerCycleTrays, A::Quarantine});
        partOf(rack, QStringLiteral("NVS4")).firmware.first().actual = QStringLiteral("24.12.4");
        RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, A::ReflashFirmware);
        QCOMPARE(s.parts, QStringList{QStringLiteral("NVS4")});

        partOf(rack, QStringLiteral("NVS4")).firmware.first().actual = QStringLiteral("25.06.1");
        rack.summary.validationVerdict = ValidationVerdict::Fail;
        s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, A::RerunValidation);
        QVERIFY(s.parts.isEmpty());
    }

    void nothingWrongOffersTheFirstAllowedAndNothingAllowedNothing()
    {
        const RackDetail rack = nvl72Rack(QStringLiteral("R1"), LifecycleStage::Production, kProductionActions);
        const RemediationSuggestion s = RemediationSuggestion::forRack(rack, {});
        QCOMPARE(s.action, kProductionActions.first());
        QVERIFY(s.why.isEmpty());
        QCOMPARE(RemediationSuggestion::forRack(nvl72Rack(QStringLiteral("R2"), LifecycleStage::Production, {}), {}).action,
                 A::Unknown);
    }
};

QTEST_GUILESS_MAIN(TestRemediationSuggestion)
#include "tst_remediationsuggestion.moc"
