#include "validationrunexport.h"

#include "csvfield.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rackops {

using namespace Qt::StringLiterals;

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
        lines << (QStringList {csvField(run.id), csvField(run.rackId), suiteId(suite.kind)} + rest)
                     .join(QLatin1Char(','));
    };
    for (const auto &suite : run.suites) {
        for (const auto &test : suite.tests) {
            for (const auto &e : test.entities) {
                line(suite,
                     {csvField(test.name),
                      csvField(e.entityId),
                      {},
                      number(e.measured),
                      number(e.baseline),
                      number(e.threshold),
                      number(e.fleetMedian),
                      csvField(e.unit),
                      ValidationVerdicts::id(e.verdict),
                      csvField(e.failureCode),
                      csvField(e.failureText)});
            }
            if (test.entities.isEmpty())
                line(suite,
                     {csvField(test.name),
                      {},
                      {},
                      {},
                      {},
                      {},
                      {},
                      {},
                      ValidationVerdicts::id(test.verdict),
                      {},
                      csvField(test.failureText)});
        }
        for (const auto &row : suite.nccl.rows) {
            line(suite,
                 {QStringLiteral("busbw_out_of_place"),
                  QStringLiteral("rack"),
                  QString::number(row.sizeBytes),
                  number(row.busBw),
                  number(row.baselineBusBw),
                  {},
                  {},
                  QStringLiteral("GB/s"),
                  ValidationVerdicts::id(row.verdict),
                  {},
                  row.wrong > 0 ? QStringLiteral("#wrong %1").arg(row.wrong) : QString()});
        }
        if (!suite.nccl.rows.isEmpty()) {
            line(suite,
                 {QStringLiteral("avg_busbw"),
                  QStringLiteral("rack"),
                  {},
                  number(suite.nccl.avgBusBw),
                  number(suite.nccl.baselineAvgBusBw),
                  number(suite.nccl.thresholdAvgBusBw),
                  number(suite.nccl.fleetMedianAvgBusBw),
                  QStringLiteral("GB/s"),
                  ValidationVerdicts::id(suite.verdict),
                  {},
                  {}});
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
                entities.append(QJsonObject {{u"entity"_s, e.entityId},
                                             {u"gpu_index"_s, e.gpuIndex},
                                             {u"measured"_s, json(e.measured)},
                                             {u"baseline"_s, json(e.baseline)},
                                             {u"threshold"_s, json(e.threshold)},
                                             {u"fleet_median"_s, json(e.fleetMedian)},
                                             {u"unit"_s, e.unit},
                                             {u"verdict"_s, ValidationVerdicts::id(e.verdict)},
                                             {u"failure_code"_s, e.failureCode},
                                             {u"failure_text"_s, e.failureText},
                                             {u"serial"_s, e.serial},
                                             {u"device_id"_s, e.deviceId}});
            }
            tests.append(QJsonObject {{u"name"_s, test.name},
                                      {u"category"_s, test.category},
                                      {u"level"_s, test.level},
                                      {u"verdict"_s, ValidationVerdicts::id(test.verdict)},
                                      {u"failure_text"_s, test.failureText},
                                      {u"warnings"_s, QJsonArray::fromStringList(test.warnings)},
                                      {u"entities"_s, entities}});
        }
        QJsonObject object {{u"suite"_s, suiteId(suite.kind)},
                            {u"verdict"_s, ValidationVerdicts::id(suite.verdict)},
                            {u"summary"_s, suite.summary},
                            {u"tool_version"_s, suite.toolVersion},
                            {u"started_at"_s, iso(suite.startedMs)},
                            {u"finished_at"_s, iso(suite.finishedMs)},
                            {u"tests"_s, tests}};
        if (suite.kind == ValidationSuiteKind::DcgmDiag)
            object.insert(QStringLiteral("dcgm_level"), suite.dcgmLevel);
        if (!suite.nccl.rows.isEmpty()) {
            QJsonArray rows;
            for (const auto &row : suite.nccl.rows) {
                rows.append(QJsonObject {{u"size_bytes"_s, double(row.sizeBytes)},
                                         {u"busbw_gb_per_s"_s, row.busBw},
                                         {u"in_place_busbw_gb_per_s"_s, row.inPlaceBusBw},
                                         {u"time_us"_s, row.timeUs},
                                         {u"wrong"_s, double(row.wrong)},
                                         {u"baseline_busbw_gb_per_s"_s, json(row.baselineBusBw)},
                                         {u"verdict"_s, ValidationVerdicts::id(row.verdict)}});
            }
            QJsonArray ranks;
            for (const auto &rank : suite.nccl.rankDevices)
                ranks.append(QJsonObject {{u"rank"_s, rank.rank},
                                          {u"host"_s, rank.host},
                                          {u"device"_s, rank.device},
                                          {u"bus_id"_s, rank.busId},
                                          {u"device_name"_s, rank.deviceName}});
            object.insert(QStringLiteral("nccl"),
                          QJsonObject {{u"ranks"_s, suite.nccl.ranks},
                                       {u"collective"_s, suite.nccl.collective},
                                       {u"rank_devices"_s, ranks},
                                       {u"avg_busbw_gb_per_s"_s, suite.nccl.avgBusBw},
                                       {u"baseline_avg_busbw_gb_per_s"_s, json(suite.nccl.baselineAvgBusBw)},
                                       {u"threshold_avg_busbw_gb_per_s"_s, json(suite.nccl.thresholdAvgBusBw)},
                                       {u"fleet_median_avg_busbw_gb_per_s"_s, json(suite.nccl.fleetMedianAvgBusBw)},
                                       {u"sizes"_s, rows}});
        }
        suites.append(object);
    }
    QJsonObject root {{u"run_id"_s, run.id},
                      {u"rack_id"_s, run.rackId},
                      {u"verdict"_s, ValidationVerdicts::id(run.verdict)},
                      {u"started_at"_s, iso(run.startedMs)},
                      {u"finished_at"_s, iso(run.finishedMs)},
                      {u"requested_by"_s, run.requestedBy},
                      {u"reason"_s, run.reason},
                      {u"previous_run_id"_s, run.previousRunId},
                      {u"suites"_s, suites}};
    if (!run.artifactFileName.isEmpty()) {
        root.insert(QStringLiteral("artifact"),
                    QJsonObject {{u"file_name"_s, run.artifactFileName},
                                 {u"format"_s, run.artifactFormat},
                                 {u"sha256"_s, run.artifactSha256}});
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace rackops
