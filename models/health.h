#pragma once

#include <QCoreApplication>
#include <QString>

namespace rackops {

// Health of a rack or a part. Ordered so that "worse" compares greater,
// except Unknown, which ranks between Caution and Critical: not knowing is
// worse than a caution but not proof of a critical fault.
enum class Health : quint8 {
    Ok = 0,
    Caution,
    Unknown,
    Critical,
};

inline constexpr int kHealthCount = 4;

class HealthLevels {
    Q_DECLARE_TR_FUNCTIONS(HealthLevels)
public:
    static QString displayName(Health health);
    static QString id(Health health); // "ok", "caution", "unknown", "critical"
    static Health fromId(const QString &id);
    static int severityRank(Health health) { return static_cast<int>(health); }
};

} // namespace rackops
