#include "validationpresentation.h"

#include <QLocale>

#include <cmath>

namespace rackops {

QString ValidationPresentation::suiteName(ValidationSuiteKind kind)
{
    switch (kind) {
    //: Suite name: NVIDIA DCGM diagnostics.
    case ValidationSuiteKind::DcgmDiag: return tr("DCGM");
    //: Suite name: NCCL all-reduce bandwidth test.
    case ValidationSuiteKind::NcclAllReduce: return tr("NCCL");
    //: Suite name: full-rack training workload test.
    case ValidationSuiteKind::Workload: return tr("Workload");
    //: Suite name: storage read throughput test.
    case ValidationSuiteKind::StorageRead: return tr("Storage");
    case ValidationSuiteKind::Unknown: break;
    }
    return tr("Other");
}

Health ValidationPresentation::health(ValidationVerdict verdict)
{
    switch (verdict) {
    case ValidationVerdict::Pass: return Health::Ok;
    case ValidationVerdict::Warn: return Health::Caution;
    case ValidationVerdict::Fail: return Health::Critical;
    default: return Health::Unknown;
    }
}

QString ValidationPresentation::value(std::optional<double> value, const QString &unit)
{
    if (!value)
        return {};
    if (!std::isfinite(*value))
        return tr("not a number");
    // Decimals by magnitude, so a baseline and a measurement of one test line
    // up (7.00 against 6.60); counts stay whole.
    const double magnitude = std::abs(*value);
    const bool count = unit == QLatin1String("errors") || unit.isEmpty();
    const int decimals = count && magnitude == std::floor(magnitude) ? 0 : magnitude >= 100.0 ? 0 : magnitude >= 10.0 ? 1 : 2;
    const QString number = QLocale().toString(*value, 'f', decimals);
    return unit.isEmpty() ? number : tr("%1 %2", "value, unit").arg(number, unit);
}

QString ValidationPresentation::messageSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 0, QLocale::DataSizeIecFormat);
}

} // namespace rackops
