#include "prometheushistoryreader.h"

#include "bridgeget.h"
#include "prometheusgpustore.h"
#include "prometheusparser.h"
#include "prometheussample.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QUrl>

#include <cmath>
#include <limits>

namespace rackops::prometheus {

namespace {
// A label value as a PromQL string literal: backslash, quote and line breaks escaped.
QString promqlString(const QString &value)
{
    QString out = value;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char('"'), QLatin1String("\\\""));
    out.replace(QLatin1Char('\n'), QLatin1String("\\n"));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

// Seconds with milliseconds, as the API takes times and steps.
QString apiSeconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 3);
}
} // namespace

PrometheusHistoryReader::PrometheusHistoryReader(PrometheusOptions options, alertmanager::BridgeAccess access,
                                                 GpuSlotMap map, std::shared_ptr<const PrometheusGpuStore> store,
                                                 QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_access(std::move(access))
    , m_map(std::move(map))
    , m_store(std::move(store))
    , m_network(new QNetworkAccessManager(this))
{
}

void PrometheusHistoryReader::read(Query query, Done done)
{
    QMetaObject::invokeMethod(
        this, [this, query = std::move(query), done = std::move(done)] { start(query, done); }, Qt::QueuedConnection);
}

void PrometheusHistoryReader::start(const Query &query, const Done &done)
{
    GpuHistoryRead read;
    read.grid = GpuHistoryGrid::fit(query.windowMs, query.widthPixels, QDateTime::currentMSecsSinceEpoch());
    for (const DcgmMetric metric : query.metrics)
        read.series.append({metric, false, {}});
    // Which series are this GPU's: the labels the last instant read found it under.
    const PrometheusGpuStore::Rack rack = m_store->rack(query.rack);
    const GpuReading *gpu = nullptr;
    for (const GpuReading &reading : rack.gpus) {
        if (reading.tray == query.tray && reading.gpu == query.gpu)
            gpu = &reading;
    }
    if (!gpu) {
        // No exporter speaks of it (nothing published), or Prometheus has not been read yet (why not).
        if (!rack.health.everRead) {
            read.state = rack.health.state == BridgeState::Ok ? BridgeState::Starting : rack.health.state;
            read.detail = rack.health.detail;
        }
        done(read);
        return;
    }
    read.host = gpu->host;
    QStringList names;
    for (const DcgmMetric metric : query.metrics)
        names.append(dcgmSeriesName(metric));
    const QString selector =
        QStringLiteral("{__name__=~%1,%2=%3,%4=%5}")
            .arg(promqlString(names.join(QLatin1Char('|'))), gpu->hostLabel, promqlString(gpu->hostLabelValue),
                 gpu->gpuLabel, promqlString(gpu->gpuLabelValue));
    QUrl url = m_access.at(QStringLiteral("/api/v1/query_range"));
    // Encoded whole here: a '+' left as it is would reach Prometheus as a space.
    url.setQuery(QStringLiteral("query=%1&start=%2&end=%3&step=%4")
                     .arg(QString::fromLatin1(QUrl::toPercentEncoding(selector)), apiSeconds(read.grid.startMs),
                          apiSeconds(read.grid.endMs()), apiSeconds(read.grid.stepMs)),
                 QUrl::StrictMode);
    alertmanager::BridgeGet::start(
        m_network, this, m_access, url, m_options.timeoutMs, m_options.maxAnswerBytes,
        [this, query, read, done](QNetworkReply *, const alertmanager::BridgeGet::Result &result) {
            GpuHistoryRead out = read;
            if (result.state == BridgeState::Ok) {
                out = take(query, std::move(out), result.body);
            } else {
                out.state = result.state;
                out.detail = result.detail;
                // Prometheus says why it refused a range (400, 422, 503: too many points, a timeout) in its envelope.
                QString why;
                if (result.state == BridgeState::HttpError && !result.body.isEmpty()
                    && !PrometheusParser::matrix(result.body, &why) && !why.isEmpty())
                    out.detail += QStringLiteral(": ") + why;
            }
            if (out.state != BridgeState::Ok)
                out.series.clear();
            done(out);
        });
}

GpuHistoryRead PrometheusHistoryReader::take(const Query &query, GpuHistoryRead read, const QByteArray &body) const
{
    QString why;
    const std::optional<PrometheusParser::Matrix> matrix = PrometheusParser::matrix(body, &why);
    if (!matrix) {
        read.state = BridgeState::BadAnswer;
        read.detail = why;
        return read;
    }
    for (const PrometheusParser::Series &series : matrix->series) {
        const std::optional<DcgmMetric> metric = dcgmMetricOfSeries(series.labels.value(QStringLiteral("__name__")));
        PrometheusSample labels;
        labels.labels = series.labels;
        const std::optional<GpuSlotMap::Slot> slot = m_map.slotOf(labels);
        if (!metric || !slot || slot->rack != query.rack || slot->tray != query.tray || slot->gpu != query.gpu)
            continue; // not what was asked (a relabelled series), never drawn as this GPU's
        for (GpuHistoryRead::Series &out : read.series) {
            if (out.metric != *metric)
                continue;
            if (!out.published) {
                out.published = true;
                out.values.fill(std::numeric_limits<double>::quiet_NaN(), read.grid.points);
            }
            // Several series of one figure (one per pod): the first readable value at a point wins.
            for (const auto &[timeMs, value] : series.values) {
                const int index = read.grid.indexOf(timeMs);
                if (index >= 0 && std::isnan(out.values.at(index)))
                    out.values[index] = value;
            }
        }
    }
    return read;
}

} // namespace rackops::prometheus
