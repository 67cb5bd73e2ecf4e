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
    //: Suite name: nccl-tests all_gather_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclAllGather: return tr("NCCL all_gather");
    //: Suite name: nccl-tests reduce_scatter_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclReduceScatter: return tr("NCCL reduce_scatter");
    //: Suite name: nccl-tests alltoall_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclAlltoall: return tr("NCCL alltoall");
    //: Suite name: nccl-tests sendrecv_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclSendRecv: return tr("NCCL sendrecv");
    //: Suite name: nccl-tests broadcast_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclBroadcast: return tr("NCCL broadcast");
    //: Suite name: nccl-tests reduce_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclReduce: return tr("NCCL reduce");
    //: Suite name: nccl-tests gather_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclGather: return tr("NCCL gather");
    //: Suite name: nccl-tests scatter_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclScatter: return tr("NCCL scatter");
    //: Suite name: nccl-tests hypercube_perf (keep the tool's test name).
    case ValidationSuiteKind::NcclHypercube: return tr("NCCL hypercube");
    case ValidationSuiteKind::Unknown: break;
    }
    return tr("Other");
}

QString ValidationPresentation::suiteName(const ValidationSuiteResult &suite)
{
    //: A suite kind sent by a newer server that this console does not know; %1 is its number.
    return suite.kind == ValidationSuiteKind::Unknown ? tr("Unknown suite %1").arg(suite.kindValue)
                                                      : suiteName(suite.kind);
}

QString ValidationPresentation::rankHosts(const NcclCurve &curve)
{
    // "gpu-node-01: ranks 0–3 (GPU 0–3); gpu-node-02: ranks 4–7 (GPU 0–3)", hosts in rank order.
    QStringList parts;
    int i = 0;
    const auto &ranks = curve.rankDevices;
    while (i < ranks.size()) {
        int j = i;
        while (j + 1 < ranks.size() && ranks.at(j + 1).host == ranks.at(i).host
               && ranks.at(j + 1).rank == ranks.at(j).rank + 1)
            ++j;
        const NcclRankDevice &a = ranks.at(i);
        const NcclRankDevice &b = ranks.at(j);
        parts << (i == j ? tr("%1: rank %2 (GPU %3, %4)").arg(a.host).arg(a.rank).arg(a.device).arg(a.busId)
                         : tr("%1: ranks %2–%3 (GPU %4–%5)")
                               .arg(a.host)
                               .arg(a.rank)
                               .arg(b.rank)
                               .arg(a.device)
                               .arg(b.device));
        i = j + 1;
    }
    return parts.join(QStringLiteral("; "));
}

Health ValidationPresentation::health(ValidationVerdict verdict)
{
    switch (verdict) {
    case ValidationVerdict::Pass: return Health::Ok;
    case ValidationVerdict::Warn: return Health::Caution;
    case ValidationVerdict::Fail: return Health::Critical;
    // Not knowing, not a fault: drawn apart from Fail so no one RMAs a good GPU.
    case ValidationVerdict::ToolError: return Health::Unknown;
    // Untested is not passed: no green for what nobody measured or checked.
    case ValidationVerdict::NotTested: return Health::Unknown;
    case ValidationVerdict::NotChecked: return Health::Unknown;
    case ValidationVerdict::Unknown: return Health::Unknown;
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
    const int decimals = count && magnitude == std::floor(magnitude) ? 0
        : magnitude >= 100.0                                         ? 0
        : magnitude >= 10.0                                          ? 1
                                                                     : 2;
    const QString number = QLocale().toString(*value, 'f', decimals);
    // A count of errors is a word, and it has a plural: "1 error", "2 Fehler".
    if (unit == QLatin1String("errors") && decimals == 0 && magnitude < 1e9)
        return tr("%Ln error(s)", "count of errors", int(*value));
    return unit.isEmpty() ? number : tr("%1 %2", "value, unit").arg(number, unit);
}

QString ValidationPresentation::messageSize(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 0, QLocale::DataSizeIecFormat);
}

} // namespace rackops
