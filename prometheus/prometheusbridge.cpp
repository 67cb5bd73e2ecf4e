#include "prometheusbridge.h"

#include "prometheushistoryreader.h"
#include "prometheuslog.h"
#include "prometheusparser.h"

#include "bridgeget.h"
#include "redfishbackoff.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>
#include <QUrlQuery>

#include <algorithm>

namespace rackops::prometheus {

std::unique_ptr<PrometheusBridge> PrometheusBridge::create(const PrometheusOptions &options, QString *error)
{
    auto access = alertmanager::BridgeAccess::open(
        QStringLiteral("--prometheus"), QStringLiteral("Prometheus"),
        {options.url, options.caFile, options.tokenFile, options.basicAuthFile}, error);
    if (!access)
        return nullptr;
    QHash<QString, GpuSlotMap::TrayOfHost> hosts;
    if (!options.hostMapFile.isEmpty()) {
        auto loaded = GpuSlotMap::loadHostMap(options.hostMapFile, error);
        if (!loaded)
            return nullptr;
        hosts = std::move(*loaded);
    }
    return std::unique_ptr<PrometheusBridge>(
        new PrometheusBridge(options, std::move(*access), GpuSlotMap(options.hostLabels, options.gpuLabels, hosts)));
}

PrometheusBridge::PrometheusBridge(PrometheusOptions options, alertmanager::BridgeAccess access, GpuSlotMap map)
    : m_options(std::move(options))
    , m_access(std::move(access))
    , m_queryUrl(m_access.at(QStringLiteral("/api/v1/query")))
    , m_map(std::move(map))
    , m_store(std::make_shared<PrometheusGpuStore>(m_options.url))
    , m_network(new QNetworkAccessManager(this))
    , m_timer(new QTimer(this))
    , m_history(new PrometheusHistoryReader(m_options, m_access, m_map, m_store, this))
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("query"), dcgmSelector());
    m_queryUrl.setQuery(query);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] { pollNow(); });
}

PrometheusBridge::~PrometheusBridge()
{
    stop();
}

void PrometheusBridge::start()
{
    m_running = true;
    pollNow();
}

void PrometheusBridge::stop()
{
    m_running = false;
    m_timer->stop();
    if (m_inFlight) {
        QNetworkReply *reply = m_inFlight;
        m_inFlight = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void PrometheusBridge::pollNow()
{
    if (!m_running || m_inFlight)
        return;
    m_inFlight = alertmanager::BridgeGet::start(
        m_network, this, m_access, m_queryUrl, m_options.timeoutMs, m_options.maxAnswerBytes,
        [this](QNetworkReply *reply, const alertmanager::BridgeGet::Result &result) {
            if (reply != m_inFlight)
                return;
            m_inFlight = nullptr;
            if (result.state == BridgeState::Ok) {
                take(result.body);
            } else if (result.state == BridgeState::HttpError && !result.body.isEmpty()) {
                // Prometheus says why it refused a query (400, 422, 503) in its JSON envelope.
                QString why;
                PrometheusParser::vector(result.body, &why);
                record(result.state, why.isEmpty() ? result.detail : result.detail + QStringLiteral(": ") + why);
            } else {
                record(result.state, result.detail);
            }
            scheduleNext();
        });
}

void PrometheusBridge::take(const QByteArray &body)
{
    QString why;
    const auto parsed = PrometheusParser::vector(body, &why);
    if (!parsed) {
        record(BridgeState::BadAnswer, why);
        return;
    }
    // Several series may name one GPU's figure (one per pod with exported_pod,
    // or an exporter scraped twice): the newest sample wins.
    QHash<QString, QHash<int, GpuReading>> racks; // rack -> tray * 10 + gpu -> reading
    std::array<bool, kDcgmMetricCount> published {};
    int unmapped = 0;
    for (const PrometheusSample &sample : parsed->samples) {
        const std::optional<DcgmMetric> metric = dcgmMetricOfSeries(sample.label(QStringLiteral("__name__")));
        if (!metric)
            continue;
        published[size_t(*metric)] = true;
        const std::optional<GpuSlotMap::Slot> slot = m_map.slotOf(sample);
        if (!slot) {
            ++unmapped;
            continue;
        }
        GpuReading &reading = racks[slot->rack][slot->tray * 10 + slot->gpu];
        reading.tray = slot->tray;
        reading.gpu = slot->gpu;
        reading.host = slot->host;
        reading.hostLabel = slot->hostLabel;
        reading.hostLabelValue = slot->hostLabelValue;
        reading.gpuLabel = slot->gpuLabel;
        reading.gpuLabelValue = slot->gpuLabelValue;
        if (const QString uuid = sample.label(QStringLiteral("UUID")); !uuid.isEmpty())
            reading.uuid = uuid;
        if (const QString model = sample.label(QStringLiteral("modelName")); !model.isEmpty())
            reading.modelName = model;
        std::optional<GpuFigure> &figure = reading.figures[size_t(*metric)];
        if (!figure || sample.timeMs >= figure->timeMs)
            figure = GpuFigure {sample.value, sample.timeMs};
    }
    QHash<QString, QList<GpuReading>> byRack;
    for (auto rack = racks.cbegin(); rack != racks.cend(); ++rack) {
        QList<GpuReading> gpus = rack.value().values();
        std::sort(gpus.begin(), gpus.end(), [](const GpuReading &a, const GpuReading &b) {
            return std::pair(a.tray, a.gpu) < std::pair(b.tray, b.gpu);
        });
        byRack.insert(rack.key(), std::move(gpus));
    }
    m_store->replace(std::move(byRack), published, unmapped, QDateTime::currentMSecsSinceEpoch());
    if (m_logged != BridgeState::Ok && m_logged != BridgeState::Starting)
        qCInfo(lcPrometheus).noquote() << "Prometheus" << m_options.url << "answers again";
    m_logged = BridgeState::Ok;
}

void PrometheusBridge::record(BridgeState state, const QString &detail)
{
    m_store->fail(state, detail, QDateTime::currentMSecsSinceEpoch());
    if (state != m_logged)
        qCWarning(lcPrometheus).noquote()
            << QStringLiteral("Prometheus %1 %2: %3").arg(m_options.url, alertmanager::bridgeStateName(state), detail);
    m_logged = state;
}

void PrometheusBridge::scheduleNext()
{
    if (!m_running)
        return;
    const int failures = m_store->health().failures;
    m_timer->start(failures == 0 ? m_options.intervalMs : redfish::redfishBackoffMs(m_options.intervalMs, failures));
}

} // namespace rackops::prometheus
