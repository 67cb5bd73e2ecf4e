// A GPU's history end to end (TelemetryService.QueryGpuHistory): a DCGM
// exporter fixture scraped every second by a real Prometheus started here,
// up, then down for a while (a gap), then up again publishing a NaN memory
// temperature (another gap), and never publishing power. The backend asks
// /api/v1/query_range with the step that fits the chart's width; the
// console's client and model get the grid with its gaps as NaN and "not
// published" for power. A fake Prometheus answers the range query with
// garbage, 401, too much, a refusal for too many points and nothing at all:
// each is a clear state, and a hung Prometheus holds neither the other RPCs
// nor more than a few of the server's threads. Prometheus gone is said too.
#include "inprocessbackend.h"
#include "../simulator/stillfleet.h"
#include "externalserver.h"
#include "loopbackhttpserver.h"

#include "backendchannel.h"
#include "gpuhistorygrid.h"
#include "gpuhistorymodel.h"
#include "gpuhistoryreply.h"
#include "gputelemetryclient.h"

#include "api/telemetryserviceimpl.h"
#include "fleet/fleetsimulation.h"
#include "rackops/v1/telemetry.grpc.pb.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <functional>
#include <optional>

using namespace rackops::sim;
namespace v1 = rackops::v1;
using rackops::GpuHistory;
using rackops::GpuTelemetry;
using Metric = rackops::GpuTelemetry::Metric;

namespace {
constexpr int kHistoryRacks = 6;
constexpr qint64 kMinuteMs = 60'000;

// GPU 0..3 of one host: GPU and memory temperature, no power (not published).
QByteArray temperaturesText(const QByteArray &host, double gpuTemperature, const QByteArray &memoryTemperature)
{
    QByteArray text = "# HELP DCGM_FI_DEV_GPU_TEMP GPU temperature (in C).\n# TYPE DCGM_FI_DEV_GPU_TEMP gauge\n";
    for (int g = 0; g < 4; ++g)
        text += "DCGM_FI_DEV_GPU_TEMP{gpu=\"" + QByteArray::number(g) + "\",Hostname=\"" + host + "\"} "
            + QByteArray::number(gpuTemperature + g) + '\n';
    text += "# HELP DCGM_FI_DEV_MEMORY_TEMP Memory temperature (in C).\n# TYPE DCGM_FI_DEV_MEMORY_TEMP gauge\n";
    for (int g = 0; g < 4; ++g)
        text += "DCGM_FI_DEV_MEMORY_TEMP{gpu=\"" + QByteArray::number(g) + "\",Hostname=\"" + host + "\"} "
            + memoryTemperature + '\n';
    return text;
}

std::vector<std::string> historyRackIds(InProcessBackend &backend)
{
    std::vector<std::string> ids;
    backend.server().fleet().visitRacks({}, [&](const SimRack &r) { ids.push_back(r.detail().summary().rack_id()); });
    return ids;
}

// One history ask through the console's client; the answer, or the failure in `failure`.
std::optional<GpuHistory> askHistory(rackops::GpuTelemetryClient &client, const QString &rack, int tray, int gpu,
                                     qint64 windowMs, int width, QString *failure = nullptr)
{
    QPointer<rackops::GpuHistoryReply> reply = client.history(rack, tray, gpu, windowMs, width);
    QSignalSpy received(reply.data(), &rackops::GpuHistoryReply::received);
    QSignalSpy failed(reply.data(), &rackops::GpuHistoryReply::failed);
    if (!QTest::qWaitFor([&] { return received.count() + failed.count() > 0; }, 20000))
        return std::nullopt;
    if (!failed.isEmpty()) {
        if (failure)
            *failure = failed.at(0).at(0).toString();
        return std::nullopt;
    }
    return received.at(0).at(0).value<GpuHistory>();
}
} // namespace

class TestGpuHistory : public QObject {
    Q_OBJECT

    LoopbackHttpServer m_exporter;
    ExternalServer m_prometheus;
    QString m_prometheusUrl;
    std::unique_ptr<InProcessBackend> m_backend;
    std::shared_ptr<rackops::BackendChannel> m_channel;
    QString m_rack;
    QByteArray m_metrics; // what the exporter serves now; empty = 503 (down)

    struct RangeAnswer {
        int status = 200;
        QByteArray body;
    };

    // Lets Prometheus scrape the exporter as it is now for a while.
    void scrapeFor(int seconds) { QTest::qWait(seconds * 1000); } // elapsed time itself: the scrapes

private Q_SLOTS:
    void initTestCase()
    {
        SimConfig config = stillFleet(kHistoryRacks);
        {
            SimulatorServer probe(config);
            QString error;
            QVERIFY2(probe.start(&error), qPrintable(error));
            std::vector<std::string> ids;
            probe.fleet().visitRacks({}, [&](const SimRack &r) { ids.push_back(r.detail().summary().rack_id()); });
            m_rack = QString::fromStdString(ids.at(0));
        }
        const QByteArray host = m_rack.toLower().toUtf8() + "-ct07";
        m_exporter.respond = [this](const QByteArray &) -> std::optional<QByteArray> {
            return m_metrics.isEmpty() ? LoopbackHttpServer::response(503, "text/plain", "exporter down")
                                       : LoopbackHttpServer::response(200, "text/plain; version=0.0.4", m_metrics);
        };
        m_metrics = temperaturesText(host, 50, "70");

        QString why;
        const quint16 port = m_prometheus.startPrometheus(
            QStringLiteral("global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\nscrape_configs:\n"
                           "  - job_name: dcgm\n    static_configs:\n      - targets: ['127.0.0.1:%1']\n")
                .arg(m_exporter.port())
                .toUtf8(),
            &why);
        QVERIFY2(port != 0, qPrintable(why));
        m_prometheusUrl = QStringLiteral("http://127.0.0.1:%1").arg(port);

        // Up for a while, down for a while (Prometheus marks the series stale: no sample), up again
        // with the memory temperature published as NaN. Prometheus hands its targets to the scraper
        // a few seconds after it is ready: the phases count from its first sample.
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         QByteArray body;
                         return ExternalServer::get(
                                    QUrl(m_prometheusUrl + QStringLiteral("/api/v1/query?query=DCGM_FI_DEV_GPU_TEMP")),
                                    &body)
                             == 200
                             && body.contains("DCGM_FI_DEV_GPU_TEMP");
                     },
                     20000),
                 "Prometheus never scraped the exporter fixture");
        scrapeFor(4);
        m_metrics.clear();
        scrapeFor(4);
        m_metrics = temperaturesText(host, 55, "NaN");
        scrapeFor(4);

        config.prometheus.url = m_prometheusUrl;
        config.prometheus.intervalMs = 300;
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_channel = std::make_shared<rackops::BackendChannel>(m_backend->server().address());
    }

    void gridFitsThePixels()
    {
        using rackops::prometheus::GpuHistoryGrid;
        const qint64 now = 1'764'720'123'456;
        // A point per pixel column: an hour on 600 px is a point every 6 s, ending on a multiple of it.
        GpuHistoryGrid grid = GpuHistoryGrid::fit(3'600'000, 600, now);
        QCOMPARE(grid.stepMs, 6000);
        QCOMPARE(grid.points, 601);
        QCOMPARE(grid.endMs() % 6000, 0);
        QVERIFY(grid.endMs() <= now && now - grid.endMs() < 6000);
        QCOMPARE(grid.indexOf(grid.startMs + 12000), 2);
        QCOMPARE(grid.indexOf(grid.startMs + 12500), -1);
        // Never closer than a second, whatever the width.
        grid = GpuHistoryGrid::fit(60'000, 5000, now);
        QCOMPARE(grid.stepMs, 1000);
        QCOMPARE(grid.points, 61);
        // Never more than Prometheus answers (11,000 points a series), however wide the chart.
        grid = GpuHistoryGrid::fit(31LL * 86'400'000, 50000, now);
        QVERIFY2(grid.points <= GpuHistoryGrid::kMaxPoints, qPrintable(QString::number(grid.points)));
        QVERIFY((grid.endMs() - grid.startMs) / grid.stepMs <= 11000);
        // Whole seconds: 7 days on 1000 px is 604.8 s, asked as 605 s.
        QCOMPARE(GpuHistoryGrid::fit(7 * 86'400'000LL, 1000, now).stepMs, 605'000);
    }

    void rangeReachesTheModelWithItsStep()
    {
        rackops::GpuTelemetryClient client(m_channel);
        // The bridge's first read tells it which series are the GPU's.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto h = askHistory(client, m_rack, 7, 2, kMinuteMs, 60);
                return h && !h->host.isEmpty();
            }(),
            20000);
        rackops::GpuHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // An hour on a 10-pixel chart: ten steps of 6 minutes.
        std::optional<GpuHistory> hour = askHistory(client, m_rack, 7, 2, 60 * kMinuteMs, 10);
        QVERIFY(hour);
        QCOMPARE(hour->state, GpuTelemetry::State::Ok);
        QCOMPARE(hour->stepMs, 360'000);
        QCOMPARE(hour->points, 11);
        QCOMPARE(hour->endMs() % 360'000, 0);
        const int gpuColumn = rackops::GpuHistoryModel::FirstSeriesColumn;

        // A minute on 60 px: a point a second, the gaps as NaN.
        std::optional<GpuHistory> minute = askHistory(client, m_rack, 7, 2, kMinuteMs, 60);
        QVERIFY(minute);
        QCOMPARE(minute->stepMs, 1000);
        QCOMPARE(minute->points, 61);
        QCOMPARE(minute->host, m_rack.toLower() + QStringLiteral("-ct07"));
        model.setHistory(*minute);
        QCOMPARE(model.rowCount(), 61);
        QCOMPARE(model.index(1, 0).data(rackops::GpuHistoryModel::TimeRole).toLongLong() - minute->startMs, 1000);
        const GpuHistory::Series *gpu = minute->find(Metric::GpuTemperature);
        QVERIFY(gpu && gpu->published);
        // In time order: 51 °C, then no sample while the exporter was down, then 56 °C; never joined, never 0.
        qsizetype lastBefore = -1;
        qsizetype firstAfter = -1;
        for (qsizetype i = 0; i < gpu->values.size(); ++i) {
            const double v = gpu->values.at(i);
            QVERIFY2(std::isnan(v) || v == 51.0 || v == 56.0, qPrintable(QString::number(v)));
            if (v == 51.0) {
                QCOMPARE(firstAfter, -1);
                lastBefore = i;
            }
            if (v == 56.0 && firstAfter < 0)
                firstAfter = i;
        }
        QVERIFY2(lastBefore >= 0 && firstAfter > lastBefore + 1,
                 qPrintable(QStringLiteral("before %1, after %2").arg(lastBefore).arg(firstAfter)));
        for (qsizetype i = lastBefore + 1; i < firstAfter; ++i)
            QVERIFY(std::isnan(gpu->values.at(i)));
        QCOMPARE(model.index(int(lastBefore + 1), gpuColumn).data().toString(), QStringLiteral("no sample"));
        // The memory: 70 °C, then the exporter's NaN is no sample either.
        const GpuHistory::Series *memory = minute->find(Metric::MemoryTemperature);
        QVERIFY(memory && memory->published);
        QCOMPARE(memory->values.at(lastBefore), 70.0);
        QVERIFY(std::isnan(memory->values.at(firstAfter)));
        // Power is not published by this exporter: said, never 0.
        QVERIFY(!model.isPublished(Metric::Power));
        QVERIFY(model.points(Metric::Power).isEmpty());
        QCOMPARE(model.index(0, gpuColumn + 2).data().toString(), QStringLiteral("not published"));
        QVERIFY2(model.status().contains(QLatin1String("Not published"))
                     && model.status().contains(QLatin1String("Power")),
                 qPrintable(model.status()));

        // A GPU no exporter speaks of: said so, nothing drawn.
        std::optional<GpuHistory> silent = askHistory(client, m_rack, 3, 1, kMinuteMs, 60);
        QVERIFY(silent);
        QCOMPARE(silent->state, GpuTelemetry::State::Ok);
        QVERIFY(silent->host.isEmpty());
        model.setHistory(*silent);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY2(model.status().contains(QLatin1String("No exporter")), qPrintable(model.status()));
    }

    void badRequestsAreRefused()
    {
        auto stub = m_backend->stub<v1::TelemetryService>();
        const auto ask = [&](int tray, int gpu, qint64 windowMs, int width) {
            grpc::ClientContext context;
            v1::GpuHistoryRequest request;
            request.set_rack_id(m_rack.toStdString());
            request.set_tray(tray);
            request.set_gpu(gpu);
            request.mutable_window()->set_seconds(windowMs / 1000);
            request.set_width_pixels(width);
            v1::GpuHistory answer;
            return stub->QueryGpuHistory(&context, request, &answer).error_code(); // refused before any wait
        };
        QCOMPARE(ask(19, 1, kMinuteMs, 100), grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(ask(1, 5, kMinuteMs, 100), grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(ask(1, 1, 1000, 100), grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(ask(1, 1, 40LL * 86'400'000, 100), grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(ask(1, 1, kMinuteMs, 0), grpc::StatusCode::INVALID_ARGUMENT);
        QCOMPARE(ask(1, 1, kMinuteMs, 20000), grpc::StatusCode::INVALID_ARGUMENT);
    }

    void badAnswersAreClearStates()
    {
        // A Prometheus that answers the instant read well and the range query badly.
        LoopbackHttpServer fake;
        const QString rack = m_rack;
        RangeAnswer range {200, {}};
        bool hang = false;
        fake.respond = [&](const QByteArray &target) -> std::optional<QByteArray> {
            if (target.startsWith("/api/v1/query?"))
                return LoopbackHttpServer::response(
                    200, "application/json",
                    "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[{\"metric\":{"
                    "\"__name__\":\"DCGM_FI_DEV_GPU_TEMP\",\"Hostname\":\""
                        + rack.toLower().toUtf8() + "-ct02\",\"gpu\":\"0\"},\"value\":[1764720000,\"61\"]}]}}");
            if (hang)
                return std::nullopt;
            return LoopbackHttpServer::response(range.status, "application/json", range.body);
        };
        SimConfig config = stillFleet(kHistoryRacks);
        config.prometheus.url = fake.url();
        config.prometheus.intervalMs = 200;
        config.prometheus.timeoutMs = 800;
        config.prometheus.maxAnswerBytes = 4096;
        InProcessBackend backend(config);
        QString error;
        QVERIFY2(backend.start(&error), qPrintable(error));
        QCOMPARE(QString::fromStdString(historyRackIds(backend).at(0)), rack);
        auto channel = std::make_shared<rackops::BackendChannel>(backend.server().address());
        rackops::GpuTelemetryClient client(channel);
        rackops::GpuHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto h = askHistory(client, rack, 2, 1, kMinuteMs, 60);
                return h && h->state != GpuTelemetry::State::Starting;
            }(),
            10000);

        struct Case {
            const char *name;
            RangeAnswer answer;
            GpuTelemetry::State state;
            const char *detail;
        };
        const QList<Case> cases = {
            {"garbage", {200, "<html>proxy login</html>"}, GpuTelemetry::State::BadAnswer, "not JSON"},
            {"a vector",
             {200, "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[]}}"},
             GpuTelemetry::State::BadAnswer,
             "expected a range matrix"},
            {"401", {401, "Unauthorized"}, GpuTelemetry::State::Unauthorized, ""},
            {"too large", {200, QByteArray(10000, ' ') + "{}"}, GpuTelemetry::State::TooLarge, ""},
            {"too many points",
             {400,
              "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":\"exceeded maximum resolution of 11,000 "
              "points per timeseries. Try decreasing the query resolution (?step=XX)\"}"},
             GpuTelemetry::State::HttpError,
             "exceeded maximum resolution of 11,000 points"},
        };
        for (const Case &c : cases) {
            range = c.answer;
            const std::optional<GpuHistory> h = askHistory(client, rack, 2, 1, kMinuteMs, 60);
            QVERIFY2(h, c.name);
            QVERIFY2(h->state == c.state, c.name);
            QVERIFY2(h->series.isEmpty(), c.name);
            QVERIFY2(h->stateDetail.contains(QLatin1String(c.detail)),
                     qPrintable(QString::fromLatin1(c.name) + QStringLiteral(": ") + h->stateDetail));
            model.setHistory(*h);
            QCOMPARE(model.rowCount(), 0);
            QVERIFY2(model.status().contains(QLatin1String("cannot be read")), qPrintable(model.status()));
        }

        // Hung: each read ends with the bridge's timeout; meanwhile the service answers the rest at
        // once, and a read beyond the few allowed to wait is refused rather than holding a thread.
        hang = true;
        QList<QPointer<rackops::GpuHistoryReply>> replies;
        QList<std::shared_ptr<QSignalSpy>> received;
        QList<std::shared_ptr<QSignalSpy>> failed;
        for (int i = 0; i < TelemetryServiceImpl::kMaxHistoryReads + 1; ++i) {
            replies.append(client.history(rack, 2, 1, kMinuteMs, 60));
            received.append(std::make_shared<QSignalSpy>(replies.last().data(), &rackops::GpuHistoryReply::received));
            failed.append(std::make_shared<QSignalSpy>(replies.last().data(), &rackops::GpuHistoryReply::failed));
        }
        const auto count = [](const QList<std::shared_ptr<QSignalSpy>> &spies) {
            int n = 0;
            for (const auto &spy : spies)
                n += int(spy->count());
            return n;
        };
        QTRY_COMPARE_WITH_TIMEOUT(count(failed), 1, 5000); // the one beyond: RESOURCE_EXHAUSTED at once
        auto stub = backend.stub<v1::TelemetryService>();
        QElapsedTimer took;
        took.start();
        grpc::ClientContext context;
        context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(2));
        v1::GetGpuTelemetryRequest figures;
        figures.set_rack_id(rack.toStdString());
        v1::GpuTelemetry answer;
        QVERIFY(stub->GetGpuTelemetry(&context, figures, &answer).ok());
        QVERIFY2(took.elapsed() < 500, qPrintable(QString::number(took.elapsed())));
        QTRY_COMPARE_WITH_TIMEOUT(count(received), TelemetryServiceImpl::kMaxHistoryReads, 10000);
        for (const auto &spy : received) {
            if (spy->isEmpty())
                continue;
            const GpuHistory h = spy->at(0).at(0).value<GpuHistory>();
            QCOMPARE(h.state, GpuTelemetry::State::Down);
            QVERIFY(!h.stateDetail.isEmpty());
        }
    }

    // Last: Prometheus goes away.
    void prometheusDownIsSaid()
    {
        m_prometheus.stop();
        rackops::GpuTelemetryClient client(m_channel);
        const std::optional<GpuHistory> h = askHistory(client, m_rack, 7, 2, kMinuteMs, 60);
        QVERIFY(h);
        QCOMPARE(h->state, GpuTelemetry::State::Down);
        QVERIFY(h->series.isEmpty());
        rackops::GpuHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHistory(*h);
        QVERIFY2(model.status().contains(QLatin1String("cannot be read")) && model.status().contains(m_prometheusUrl),
                 qPrintable(model.status()));
    }

    void cleanupTestCase()
    {
        m_channel.reset();
        m_backend.reset();
    }
};

QTEST_GUILESS_MAIN(TestGpuHistory)
#include "tst_gpuhistory.moc"
