// rackops-sim --prometheus end to end: two DCGM exporters (the test's own
// loopback HTTP servers serving exporter text of two label-set generations,
// one without DCGM_FI_DEV_XID_ERRORS and with a NaN) scraped by a real
// Prometheus started here; the bridge reads it, GetGpuTelemetry answers a
// rack's GPUs, and the console's client and model show them: figures with
// their source and age, "not published" for what no exporter publishes,
// "unreadable" for NaN. Prometheus answering garbage or refusing the query is
// a clear state; Prometheus gone keeps the last figures with their age.
#include "inprocessbackend.h"
#include "../simulator/stillfleet.h"
#include "externalserver.h"
#include "loopbackhttpserver.h"

#include "backendchannel.h"
#include "gpufiguresmodel.h"
#include "gputelemetryclient.h"
#include "prometheusbridge.h"

#include "fleet/fleetsimulation.h"
#include "rackops/v1/telemetry.grpc.pb.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace rackops::sim;
namespace v1 = rackops::v1;

namespace {
constexpr quint64 kGpuSeed = 5;
constexpr int kGpuRacks = 12;

// A DCGM exporter's /metrics, or a Prometheus that answers garbage: every GET gets the body the test set.
class ExporterFixture : public LoopbackHttpServer {
public:
    QByteArray body;
    QByteArray contentType = "text/plain; version=0.0.4";
    int status = 200;

    ExporterFixture()
    {
        respond = [this](const QByteArray &) -> std::optional<QByteArray> {
            return response(status, contentType, body);
        };
    }
};

// One exporter's text: every GPU of one host, as `labels(gpu)` names it, with
// the counters of the default set; `withXid` adds DCGM_FI_DEV_XID_ERRORS
// (older default sets), `nanMemoryTemperature` makes GPU 0's memory NaN.
QByteArray exporterText(const std::function<QByteArray(int)> &labels, double temperatureBase, bool withXid,
                        bool nanMemoryTemperature)
{
    struct Family {
        const char *name;
        const char *type;
        std::function<QByteArray(int)> value;
    };
    const QList<Family> families = {
        {"DCGM_FI_DEV_GPU_TEMP", "gauge", [&](int g) { return QByteArray::number(temperatureBase + g); }},
        {"DCGM_FI_DEV_MEMORY_TEMP", "gauge",
         [&](int g) {
             return nanMemoryTemperature && g == 0 ? QByteArray("NaN") : QByteArray::number(temperatureBase + 10 + g);
         }},
        {"DCGM_FI_DEV_POWER_USAGE", "gauge", [](int g) { return QByteArray::number(700.25 + g, 'f', 2); }},
        {"DCGM_FI_DEV_PCIE_REPLAY_COUNTER", "counter", [](int g) { return QByteArray::number(g == 1 ? 12 : 0); }},
        {"DCGM_FI_DEV_CORRECTABLE_REMAPPED_ROWS", "counter", [](int g) { return QByteArray::number(g == 0 ? 2 : 0); }},
        {"DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS", "counter", [](int) { return QByteArray("0"); }},
        {"DCGM_FI_DEV_ROW_REMAP_FAILURE", "gauge", [](int g) { return QByteArray::number(g == 2 ? 1 : 0); }},
        {"DCGM_FI_DEV_NVLINK_BANDWIDTH_TOTAL", "counter", [](int g) { return QByteArray::number(981234567 + g); }},
    };
    QByteArray text;
    for (const Family &family : families) {
        text += QByteArray("# HELP ") + family.name + " from the default counters.\n# TYPE " + family.name + ' '
            + family.type + '\n';
        for (int g = 0; g < 4; ++g)
            text += QByteArray(family.name) + '{' + labels(g) + "} " + family.value(g) + '\n';
    }
    if (withXid) {
        text += "# HELP DCGM_FI_DEV_XID_ERRORS Value of the last XID error encountered.\n"
                "# TYPE DCGM_FI_DEV_XID_ERRORS gauge\n";
        for (int g = 0; g < 4; ++g)
            text += "DCGM_FI_DEV_XID_ERRORS{" + labels(g) + "} " + QByteArray(g == 3 ? "79" : "0") + '\n';
    }
    return text;
}

const v1::GpuFigures *gpuOf(const v1::GpuTelemetry &answer, int tray, int gpu)
{
    for (const v1::GpuFigures &g : answer.gpus()) {
        if (g.tray() == tray && g.gpu() == gpu)
            return &g;
    }
    return nullptr;
}

std::optional<double> figureOf(const v1::GpuFigures &gpu, v1::GpuMetric metric)
{
    for (const v1::GpuFigure &f : gpu.figures()) {
        if (f.metric() == metric)
            return f.value();
    }
    return std::nullopt;
}
} // namespace

class TestPrometheusGpu : public QObject {
    Q_OBJECT

    ExporterFixture m_exporterOld; // dcgm-exporter 2.x/3.1: Hostname, XID in the default set
    ExporterFixture m_exporterNew; // 3.3 and later: hostname, pci_bus_id, pod; no XID
    ExternalServer m_prometheus;
    QString m_prometheusUrl;
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    QString m_rack0;
    QString m_rack1;

    v1::GpuTelemetry ask(const QString &rack)
    {
        auto stub = m_backend->stub<v1::TelemetryService>();
        grpc::ClientContext context;
        context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(5));
        v1::GetGpuTelemetryRequest request;
        request.set_rack_id(rack.toStdString());
        v1::GpuTelemetry answer;
        const grpc::Status status = stub->GetGpuTelemetry(&context, request, &answer);
        if (!status.ok())
            qWarning() << "GetGpuTelemetry:" << status.error_message().c_str();
        return answer;
    }

private Q_SLOTS:
    void initTestCase()
    {
        SimConfig config = stillFleet(kGpuRacks);
        config.seed = kGpuSeed;
        {
            SimulatorServer probe(config);
            QString error;
            QVERIFY2(probe.start(&error), qPrintable(error));
            std::vector<std::string> ids;
            probe.fleet().visitRacks({}, [&](const SimRack &r) { ids.push_back(r.detail().summary().rack_id()); });
            m_rack0 = QString::fromStdString(ids.at(0));
            m_rack1 = QString::fromStdString(ids.at(1));
        }
        // The old exporter's host is named as the racks' trays are: no map line needed.
        const QByteArray oldHost = m_rack0.toLower().toUtf8() + "-ct03";
        m_exporterOld.body = exporterText(
            [&](int g) {
                return "gpu=\"" + QByteArray::number(g) + "\",UUID=\"GPU-0a1b2c3d-000" + QByteArray::number(g)
                    + "\",device=\"nvidia" + QByteArray::number(g) + "\",modelName=\"NVIDIA GB200\",Hostname=\""
                    + oldHost + '"';
            },
            50, true, false);
        // The new one is a host the map places: rack 1, tray CT05; its pod labels become exported_pod.
        m_exporterNew.body = exporterText(
            [](int g) {
                return "gpu=\"" + QByteArray::number(g) + "\",UUID=\"GPU-9f8e7d6c-000" + QByteArray::number(g)
                    + "\",pci_bus_id=\"00000000:" + QByteArray::number(0x18 + g, 16) + ":00.0\",device=\"nvidia"
                    + QByteArray::number(g) + "\",modelName=\"NVIDIA GB200\",hostname=\"dgx-b07\","
                    + "container=\"trainer\",namespace=\"ml\",pod=\"train-7f9c\"";
            },
            60, false, true);
        QFile hosts(m_dir.filePath(QStringLiteral("gpu-hosts")));
        QVERIFY(hosts.open(QIODevice::WriteOnly));
        hosts.write("# exporter host   rack   tray\nDGX-B07 " + m_rack1.toUtf8() + " CT05\n");
        hosts.close();

        QString why;
        const quint16 port = m_prometheus.startPrometheus(QStringLiteral("global:\n"
                                                                         "  scrape_interval: 1s\n"
                                                                         "  scrape_timeout: 1s\n"
                                                                         "scrape_configs:\n"
                                                                         "  - job_name: dcgm-old\n"
                                                                         "    static_configs:\n"
                                                                         "      - targets: ['127.0.0.1:%1']\n"
                                                                         "  - job_name: dcgm-new\n"
                                                                         "    static_configs:\n"
                                                                         "      - targets: ['127.0.0.1:%2']\n"
                                                                         "        labels: {pod: dcgm-exporter-7xk2p}\n")
                                                              .arg(m_exporterOld.port())
                                                              .arg(m_exporterNew.port())
                                                              .toUtf8(),
                                                          &why);
        QVERIFY2(port != 0, qPrintable(why));
        m_prometheusUrl = QStringLiteral("http://127.0.0.1:%1").arg(port);

        config.prometheus.url = m_prometheusUrl;
        config.prometheus.intervalMs = 300;
        config.prometheus.hostMapFile = hosts.fileName();
        config.metricsListen = QStringLiteral("127.0.0.1:0");
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
    }

    void figuresReachTheBackend()
    {
        // Both exporters scraped and read: four GPUs on each rack.
        QTRY_VERIFY_WITH_TIMEOUT(ask(m_rack0).gpus_size() == 4 && ask(m_rack1).gpus_size() == 4, 30000);
        const v1::GpuTelemetry old = ask(m_rack0);
        QCOMPARE(old.state(), v1::MONITORING_STATE_OK);
        QCOMPARE(QString::fromStdString(old.source()), m_prometheusUrl);
        QVERIFY(old.has_read_at());
        const v1::GpuFigures *ct03gpu1 = gpuOf(old, 3, 1);
        QVERIFY(ct03gpu1);
        QCOMPARE(figureOf(*ct03gpu1, v1::GPU_METRIC_GPU_TEMPERATURE), std::optional<double>(50.0));
        QCOMPARE(figureOf(*ct03gpu1, v1::GPU_METRIC_POWER), std::optional<double>(700.25));
        QCOMPARE(figureOf(*ct03gpu1, v1::GPU_METRIC_CORRECTABLE_REMAPPED_ROWS), std::optional<double>(2.0));
        QCOMPARE(QString::fromStdString(ct03gpu1->uuid()), QStringLiteral("GPU-0a1b2c3d-0000"));
        QCOMPARE(QString::fromStdString(ct03gpu1->model_name()), QStringLiteral("NVIDIA GB200"));
        QCOMPARE(figureOf(*gpuOf(old, 3, 4), v1::GPU_METRIC_XID), std::optional<double>(79.0));
        QCOMPARE(figureOf(*gpuOf(old, 3, 3), v1::GPU_METRIC_ROW_REMAP_FAILURE), std::optional<double>(1.0));
        // Not a default counter: published by neither exporter, so no GPU has it.
        QCOMPARE(figureOf(*ct03gpu1, v1::GPU_METRIC_NVLINK_RECOVERY_ERRORS), std::nullopt);
        QVERIFY(!std::count(old.published().begin(), old.published().end(), v1::GPU_METRIC_NVLINK_RECOVERY_ERRORS));
        QVERIFY(std::count(old.published().begin(), old.published().end(), v1::GPU_METRIC_XID));

        // The new exporter: hostname through the map, exported_pod after the scrape, no XID, a NaN.
        const v1::GpuTelemetry fresh = ask(m_rack1);
        const v1::GpuFigures *ct05gpu1 = gpuOf(fresh, 5, 1);
        QVERIFY(ct05gpu1);
        QCOMPARE(QString::fromStdString(ct05gpu1->host()), QStringLiteral("dgx-b07"));
        QCOMPARE(figureOf(*ct05gpu1, v1::GPU_METRIC_GPU_TEMPERATURE), std::optional<double>(60.0));
        QCOMPARE(figureOf(*ct05gpu1, v1::GPU_METRIC_XID), std::nullopt); // not published, not 0
        const std::optional<double> nanMemory = figureOf(*ct05gpu1, v1::GPU_METRIC_MEMORY_TEMPERATURE);
        QVERIFY(nanMemory && std::isnan(*nanMemory));
        QCOMPARE(figureOf(*gpuOf(fresh, 5, 2), v1::GPU_METRIC_MEMORY_TEMPERATURE), std::optional<double>(71.0));
        // A rack no exporter speaks of: OK, no GPUs.
        auto stub = m_backend->stub<v1::TelemetryService>();
        QCOMPARE(ask(QString::fromStdString([this] {
                     std::vector<std::string> ids;
                     m_backend->server().fleet().visitRacks(
                         {}, [&](const SimRack &r) { ids.push_back(r.detail().summary().rack_id()); });
                     return ids.at(2);
                 }()))
                     .gpus_size(),
                 0);

        // /metrics tells the bridge's health.
        QByteArray metrics;
        QCOMPARE(ExternalServer::get(QUrl(m_backend->server().metricsUrl()), &metrics), 200);
        QVERIFY2(
            metrics.contains("rackops_bridge_up{bridge=\"prometheus\",target=\"" + m_prometheusUrl.toUtf8() + "\"} 1"),
            metrics.constData());
    }

    void consoleModelShowsThem()
    {
        auto channel = std::make_shared<rackops::BackendChannel>(m_backend->server().address());
        rackops::GpuTelemetryClient client(channel);
        rackops::GpuFiguresModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QObject::connect(&client, &rackops::GpuTelemetryClient::telemetryReceived, &model,
                         &rackops::GpuFiguresModel::setTelemetry);
        QSignalSpy shown(&model, &rackops::GpuFiguresModel::summaryChanged);
        client.request(m_rack1);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);
        QCOMPARE(model.rowCount(), 72);
        using Metric = rackops::GpuTelemetry::Metric;
        const int row = rackops::GpuFiguresModel::rowOf(5, 1);
        QCOMPARE(model.index(row, 0).data().toString(), QStringLiteral("CT05/GPU1"));
        const auto cell = [&](int r, Metric m) { return model.index(r, rackops::GpuFiguresModel::columnOf(m)); };
        QCOMPARE(cell(row, Metric::GpuTemperature).data().toString(), QStringLiteral("60 °C"));
        QCOMPARE(cell(row, Metric::Power).data().toString(), QStringLiteral("700 W"));
        QCOMPARE(cell(row, Metric::MemoryTemperature).data().toString(), QStringLiteral("unreadable"));
        QVERIFY(cell(row, Metric::MemoryTemperature).data(rackops::GpuFiguresModel::PublishedRole).toBool());
        // XID: the other exporter publishes it, this one does not: not published for this GPU, no value.
        QCOMPARE(cell(row, Metric::Xid).data().toString(), QStringLiteral("not published"));
        QVERIFY(!cell(row, Metric::Xid).data(rackops::GpuFiguresModel::ValueRole).isValid());
        QVERIFY(
            cell(row, Metric::Xid).data(Qt::ToolTipRole).toString().contains(QLatin1String("DCGM_FI_DEV_XID_ERRORS")));
        QCOMPARE(cell(row, Metric::NvlinkRecoveryErrors).data().toString(), QStringLiteral("not published"));
        // A tray without an exporter: every figure not published.
        QCOMPARE(cell(0, Metric::GpuTemperature).data().toString(), QStringLiteral("not published"));
        QVERIFY(cell(row, Metric::GpuTemperature).data(Qt::ToolTipRole).toString().contains(QLatin1String("dgx-b07")));
        QVERIFY2(model.summary().contains(m_prometheusUrl), qPrintable(model.summary()));
        QVERIFY2(model.summary().contains(QLatin1String("NVLink recoveries")), qPrintable(model.summary()));

        // The other rack: an XID and a failed row remap ask for a look.
        client.request(m_rack0);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 2, 10000);
        QCOMPARE(model.telemetry().rackId, m_rack0);
        const int xidRow = rackops::GpuFiguresModel::rowOf(3, 4);
        QCOMPARE(cell(xidRow, Metric::Xid).data().toString(), QStringLiteral("XID 79"));
        QVERIFY(cell(xidRow, Metric::Xid).data(rackops::GpuFiguresModel::AttentionRole).toBool());
        QCOMPARE(cell(rackops::GpuFiguresModel::rowOf(3, 1), Metric::Xid).data().toString(), QStringLiteral("none"));
        QCOMPARE(cell(rackops::GpuFiguresModel::rowOf(3, 3), Metric::RowRemapFailure).data().toString(),
                 QStringLiteral("failed"));
        QVERIFY(!cell(rackops::GpuFiguresModel::rowOf(3, 1), Metric::Power)
                     .data(rackops::GpuFiguresModel::AttentionRole)
                     .toBool());
    }

    void badAnswersAreOneClearState()
    {
        // Prometheus' place taken by something that answers garbage, then a refused query.
        ExporterFixture fake;
        fake.contentType = "application/json";
        fake.body = "<html>proxy login</html>";
        rackops::prometheus::PrometheusOptions options;
        options.url = fake.url();
        options.intervalMs = 100;
        QString error;
        auto bridge = rackops::prometheus::PrometheusBridge::create(options, &error);
        QVERIFY2(bridge, qPrintable(error));
        bridge->start();
        QTRY_COMPARE(bridge->store()->health().state, rackops::prometheus::BridgeState::BadAnswer);
        QVERIFY2(bridge->store()->health().detail.contains(QLatin1String("not JSON")),
                 qPrintable(bridge->store()->health().detail));
        fake.status = 400;
        fake.body = "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":\"invalid parameter query\"}";
        QTRY_COMPARE(bridge->store()->health().state, rackops::prometheus::BridgeState::HttpError);
        QVERIFY2(bridge->store()->health().detail.contains(QLatin1String("invalid parameter")),
                 qPrintable(bridge->store()->health().detail));
        // A matrix where a vector belongs, and a sample whose value is not a string: refused / skipped.
        fake.status = 200;
        fake.body = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}";
        QTRY_VERIFY(bridge->store()->health().detail.contains(QLatin1String("matrix")));
        QVERIFY(!bridge->store()->health().everRead);
        // Credentials never cross the network in clear text.
        QFile token(m_dir.filePath(QStringLiteral("token")));
        QVERIFY(token.open(QIODevice::WriteOnly));
        token.write("s3cret\n");
        token.close();
        token.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        options.url = QStringLiteral("http://prometheus.noc.example:9090");
        options.tokenFile = token.fileName();
        QVERIFY(!rackops::prometheus::PrometheusBridge::create(options, &error));
        QVERIFY2(error.contains(QLatin1String("--prometheus")) && error.contains(QLatin1String("clear text"))
                     && !error.contains(QLatin1String("s3cret")),
                 qPrintable(error));
    }

    void notConfiguredIsSaid()
    {
        InProcessBackend plain(stillFleet(4));
        QString error;
        QVERIFY2(plain.start(&error), qPrintable(error));
        std::string rack;
        plain.server().fleet().visitRacks({}, [&](const SimRack &r) { rack = r.detail().summary().rack_id(); });
        auto stub = plain.stub<v1::TelemetryService>();
        grpc::ClientContext context;
        v1::GetGpuTelemetryRequest request;
        request.set_rack_id(rack);
        v1::GpuTelemetry answer;
        QVERIFY(stub->GetGpuTelemetry(&context, request, &answer).ok());
        QCOMPARE(answer.state(), v1::MONITORING_STATE_NOT_CONFIGURED);
        QCOMPARE(answer.gpus_size(), 0);
        grpc::ClientContext unknown;
        request.set_rack_id("NO-SUCH-RACK");
        QCOMPARE(stub->GetGpuTelemetry(&unknown, request, &answer).error_code(), grpc::StatusCode::NOT_FOUND);
    }

    // Last: Prometheus goes away.
    void prometheusDownKeepsTheLastFigures()
    {
        const v1::GpuTelemetry before = ask(m_rack0);
        QVERIFY(before.has_read_at());
        m_prometheus.stop();
        QTRY_COMPARE_WITH_TIMEOUT(ask(m_rack0).state(), v1::MONITORING_STATE_DOWN, 15000);
        const v1::GpuTelemetry after = ask(m_rack0);
        QCOMPARE(after.gpus_size(), 4); // kept, with their times
        QVERIFY(!after.state_detail().empty());
        QVERIFY(after.read_at().seconds() <= after.attempted_at().seconds());
        QCOMPARE(figureOf(*gpuOf(after, 3, 1), v1::GPU_METRIC_GPU_TEMPERATURE), std::optional<double>(50.0));

        auto channel = std::make_shared<rackops::BackendChannel>(m_backend->server().address());
        rackops::GpuTelemetryClient client(channel);
        rackops::GpuFiguresModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QObject::connect(&client, &rackops::GpuTelemetryClient::telemetryReceived, &model,
                         &rackops::GpuFiguresModel::setTelemetry);
        QSignalSpy shown(&model, &rackops::GpuFiguresModel::summaryChanged);
        client.request(m_rack0);
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 10000);
        QVERIFY2(model.summary().contains(QLatin1String("cannot be read"))
                     && model.summary().contains(QLatin1String("Figures as last read")),
                 qPrintable(model.summary()));
        QCOMPARE(model
                     .index(rackops::GpuFiguresModel::rowOf(3, 1),
                            rackops::GpuFiguresModel::columnOf(rackops::GpuTelemetry::Metric::GpuTemperature))
                     .data()
                     .toString(),
                 QStringLiteral("50 °C"));
        QByteArray metrics;
        QCOMPARE(ExternalServer::get(QUrl(m_backend->server().metricsUrl()), &metrics), 200);
        QVERIFY(
            metrics.contains("rackops_bridge_up{bridge=\"prometheus\",target=\"" + m_prometheusUrl.toUtf8() + "\"} 0"));
    }

    void cleanupTestCase() { m_backend.reset(); }
};

QTEST_GUILESS_MAIN(TestPrometheusGpu)
#include "tst_prometheusgpu.moc"
