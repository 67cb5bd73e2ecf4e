#pragma once

#include <QCoreApplication>
#include <QString>

#include <array>

namespace rackops {

// Where a rack stands in its bring-up (see docs/ARCHITECTURE.md and DOMAIN.md).
// Unknown covers values a newer backend may send that this console does not know.
enum class LifecycleStage : quint8 {
    Unknown = 0,
    Received,
    Discovering,
    FirmwareUpdate,
    PowerOn,
    CoolingCommissioning,
    Validating,
    AwaitingApproval,
    Production,
    Remediation,
    Failed,
    Maintenance,
    Quarantined,
    Decommissioned,
};

inline constexpr int kLifecycleStageCount = 14;

// Names and ordering of lifecycle stages; one tr() context for all of them.
class LifecycleStages {
    Q_DECLARE_TR_FUNCTIONS(LifecycleStages)
public:
    // Every stage in display order (bring-up order, then the side stages).
    static const std::array<LifecycleStage, kLifecycleStageCount> &all();
    static QString displayName(LifecycleStage stage);
    // Stable, untranslated identifier ("firmware-update"); used in settings and tests.
    static QString id(LifecycleStage stage);
    static LifecycleStage fromId(const QString &id);
    static LifecycleStage fromInt(int value); // out of range -> Unknown
    // Racks in these stages need an operator (failed, stuck in remediation, awaiting approval).
    static bool needsAttention(LifecycleStage stage);
    // Stages that run a timed step with progress (the others wait for someone).
    static bool hasProgress(LifecycleStage stage);
};

} // namespace rackops
