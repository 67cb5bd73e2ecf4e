#include "validationrunexport.h"

#include "csvfield.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rackops {

namespace {

QString suiteId(ValidationSuiteKind kind)
{
    switch (kind) {
    case ValidationSuiteKind::DcgmDiag: return QStringLiteral("dcgm_diag");
    case ValidationSuiteKind::NcclAllReduce: return QStringLiteral("nccl_all_reduce");
    case ValidationSuiteKind::Workload: return QStringLiteral("workload");
    case ValidationSuiteKind::StorageRead: return QStringLiteral("storage_read");
    case ValidationSuiteKind::NcclAllGather: return QStringLiteral("nccl_all_gather");
    case ValidationSuiteKind::NcclReduceScatter: return QStringLiteral("nccl_reduce_scatter");
    case ValidationSuiteKind::NcclAlltoall: return QStringLiteral("nccl_alltoall");
    case ValidationSuiteKind::NcclSendRecv: return QStringLiteral("nccl_sendrecv");
    case ValidationSuiteKind::NcclBroadcast: return QStringLiteral("nccl_broadcast");
    case ValidationSuiteKind::NcclReduce: return QStringLiteral("nccl_reduce");
    case ValidationSuiteKind::NcclGather: return QStringLiteral("nccl_gather");
    case ValidationSuiteKind::NcclScatter: return QStringLiteral("nccl_scatter");
    case ValidationSuiteKind::NcclHypercube: return QStringLiteral("nccl_hypercube");
    case ValidationSuiteKind::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QString csvField(const QString &text)
{
    return CsvField::encode(text, CsvField::Quoting::WhenNeeded);
}

QString number(std::optional<double> value)
{
    return value ? QString::number(*value, 'g', 10) : QString();
}

QJsonValue json(std::optional<double> value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QString iso(qint64 ms)
{
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs) : QString();
}

} // namespace

QByteArray ValidationRunExport::toCsv(const ValidationRunInfo &run)
{
    QStringList lines;
    lines << QStringLiteral("run_id,rack_id,suite,test,entity,size_bytes,measured,baseline,threshold,fleet_median,unit,"
                            "verdict,failure_code,failure_text");
    const auto line = [&](const ValidationSuiteResult &suite, const QStringList &rest) {
        lines << (QStringList{csvField(run.id), csvField(run.rackId), suiteId(suite.kind)} + rest).join(QLatin1Char(','));
    };
    for (const auto &suite : run.suites) {
        for (const auto &test : suite.tests) {
            for (const auto &e : test.entities) {
                line(suite, {csvField(test.name), csvField(e.entityId), {}, number(e.measured), number(e.baseline),
                             number(e.threshold), number(e.fleetMedian), csvField(e.unit), ValidationVerdicts::id(e.verdict),
                             csvField(e.failureCode), csvField(e.failureText)});
            }
            if (test.entities.isEmpty())
                line(suite, {csvField(test.name), {}, {}, {}, {}, {}, {}, {}, ValidationVerdicts::id(test.verdict), {},
                             csvField(test.failureText)});
        }
        for (const auto &row : suite.nccl.rows) {
            line(suite, {QStringLiteral("busbw_out_of_place"), QStringLiteral("rack"), QString::number(row.sizeBytes),
                         number(row.busBw), number(row.baselineBusBw), {}, {}, QStringLiteral("GB/s"),
                         ValidationVerdicts::id(row.verdict), {},
                         row.wrong > 0 ? QStringLiteral("#wrong %1").arg(row.wrong) : QString()});
        }
        if (!suite.nccl.rows.isEmpty()) {
            line(suite, {QStringLiteral("avg_busbw"), QStringLiteral("rack"), {}, number(suite.nccl.avgBusBw),
                         number(suite.nccl.baselineAvgBusBw), number(suite.nccl.thresholdAvgBusBw),
                         number(suite.nccl.fleetMedianAvgBusBw), QStringLiteral("GB/s"),
                         ValidationVerdicts::id(suite.verdict), {}, {}});
        }
    }
    return (lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8();
}

QByteArray ValidationRunExport::toJson(const ValidationRunInfo &run)
{
    QJsonArray suites;
    for (const auto &suite : run.suites) {
        QJsonArray tests;
        for (const auto &test : suite.tests) {
            QJsonArray entities;
            for (const auto &e : test.entities) {
                entities.append(QJsonObject{{"entity", e.entityId},     {"gpu_index", e.gpuIndex},
                                            {"measured", json(e.measured)}, {"baseline", json(e.baseline)},
                                            {"threshold", json(e.threshold)}, {"fleet_median", json(e.fleetMedian)},
                                            {"unit", e.unit},           {"verdict", ValidationVerdicts::id(e.verdict)},
                                            {"failure_code", e.failureCode}, {"failure_text", e.failureText},
                                            {"serial", e.serial},       {"device_id", e.deviceId}});
            }
            tests.append(QJsonObject{{"name", test.name},
                                     {"category", test.category},
                                     {"level", test.level},
                                     {"verdict", ValidationVerdicts::id(test.verdict)},
                                     {"failure_text", test.failureText},
                                     {"warnings", QJsonArray::fromStringList(test.warnings)},
                                     {"entities", entities}});
        }
        QJsonObject object{{"suite", suiteId(suite.kind)},     {"verdict", ValidationVerdicts::id(suite.verdict)},
                           {"summary", suite.summary},          {"tool_version", suite.toolVersion},
                           {"started_at", iso(suite.startedMs)}, {"finished_at", iso(suite.finishedMs)},
                           {"tests", tests}};
        if (suite.kind == ValidationSuiteKind::DcgmDiag)
            object.insert(QStringLiteral("dcgm_level"), suite.dcgmLevel);
        if (!suite.nccl.rows.isEmpty()) {
            QJsonArray rows;
            for (const auto &row : suite.nccl.rows) {
                rows.append(QJsonObject{{"size_bytes", double(row.sizeBytes)}, {"busbw_gb_per_s", row.busBw},
                                        {"in_place_busbw_gb_per_s", row.inPlaceBusBw}, {"time_us", row.timeUs},
                                        {"wrong", double(row.wrong)}, {"baseline_busbw_gb_per_s", json(row.baselineBusBw)},
                                        {"verdict", ValidationVerdicts::id(row.verdict)}});
            }
            QJsonArray ranks;
            for (const auto &rank : suite.nccl.rankDevices)
                ranks.append(QJsonObject{{"rank", rank.rank}, {"host", rank.host}, {"device", rank.device},
                                         {"bus_id", rank.busId}, {"device_name", rank.deviceName}});
            object.insert(QStringLiteral("nccl"),
                          QJsonObject{{"ranks", suite.nccl.ranks},
                                      {"collective", suite.nccl.collective},
                                      {"rank_devices", ranks},
                                      {"avg_busbw_gb_per_s", suite.nccl.avgBusBw},
                                      {"baseline_avg_busbw_gb_per_s", json(suite.nccl.baselineAvgBusBw)},
                                      {"threshold_avg_busbw_gb_per_s", json(suite.nccl.thresholdAvgBusBw)},
                                      {"fleet_median_avg_busbw_gb_per_s", json(suite.nccl.fleetMedianAvgBusBw)},
                                      {"sizes", rows}});
        }
        suites.append(object);
    }
    QJsonObject root{{"run_id", run.id},
                     {"rack_id", run.rackId},
                     {"verdict", ValidationVerdicts::id(run.verdict)},
                     {"started_at", iso(run.startedMs)},
                     {"finished_at", iso(run.finishedMs)},
                     {"requested_by", run.requestedBy},
                     {"reason", run.reason},
                     {"previous_run_id", run.previousRunId},
                     {"suites", suites}};
    if (!run.artifactFileName.isEmpty()) {
        root.insert(QStringLiteral("artifact"), QJsonObject{{"file_name", run.artifactFileName},
                                                            {"format", run.artifactFormat},
                                                            {"sha256", run.artifactSha256}});
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace rackops
