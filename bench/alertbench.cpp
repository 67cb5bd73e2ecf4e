// Alert incidents benchmark (issue #39): what one batch of the alert stream costs the GUI thread
// in the Alerts list's models. A 50,000-rack fleet's alerts (3,000 by default, several on a rack
// with a leak) in an AlertsModel, the Alerts view's filter and its incident list; then batches as
// the stream sends them: mostly an alert acknowledged, commented on or its value moving, now and
// then one raised or resolved. Each batch is applied, then the incident list catches up (what its
// deferred update does one event-loop turn later); both are timed, with the list shown (active)
// and hidden (another tab: inactive, if this build has the switch). Then what the Alerts list holds
// per alert (#39.6): alerts as the demo backend words them (a rack stuck in a stage, a failed rack,
// a cooling reading), converted from the wire as the client does, in the list, its filter and its
// incidents; the heap they hold, divided by their number. Prints a table and JSON.
//
//   rackops-bench-alerts [--racks N] [--alerts N] [--batches N] [--moving N] [--quick]
#include "alertconvert.h"
#include "alertfiltermodel.h"
#include "alertincidentmodel.h"
#include "alertsmodel.h"
#include "benchstats.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include "rackops/v1/alerts.pb.h"

#include <malloc.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

using namespace rackops;
using rackops::bench::median;
using rackops::bench::percentile;

namespace {
constexpr qint64 kStartMs = 1'700'000'000'000;
constexpr qint64 kMinute = 60'000;

class StreamOfAlerts {
public:
    StreamOfAlerts(int racks, quint32 seed)
        : m_random(seed)
        , m_racks(racks)
    {
    }

    // A fleet's open alerts: a leak raises four on its rack, most racks in trouble have one.
    QList<AlertInfo> fleet(int count)
    {
        QList<AlertInfo> all;
        while (all.size() < count) {
            const QString rack = rackId();
            const int onRack = m_random.bounded(5) == 0 ? 4 : 1;
            for (int i = 0; i < onRack && all.size() < count; ++i)
                all << raise(rack);
        }
        return all;
    }

    // `moving` alerts more have a new reading: the demo backend at 60x sends about 1,300 of 11,000
    // open alerts every two seconds with their value moved (100,000 racks).
    QList<AlertInfo> batch(const AlertsModel &alerts, int moving)
    {
        m_nowMs += 1000;
        QList<AlertInfo> upserts;
        for (int i = 0; i < moving; ++i) {
            AlertInfo a = alerts.alert(int(m_random.bounded(alerts.rowCount())));
            a.currentValue = QStringLiteral("%1 kPa").arg(m_random.bounded(300));
            upserts << a;
        }
        const int size = 1 + int(m_random.bounded(8));
        for (int i = 0; i < size; ++i) {
            AlertInfo a = alerts.alert(int(m_random.bounded(alerts.rowCount())));
            const int dice = int(m_random.bounded(100));
            if (dice < 35) {
                a.state = a.state == AlertInfo::State::Triggered ? AlertInfo::State::Acknowledged
                                                                 : AlertInfo::State::Triggered;
                a.owner = a.state == AlertInfo::State::Acknowledged ? QStringLiteral("ada") : QString();
            } else if (dice < 60) {
                a.comments.append({QStringLiteral("omar"), m_nowMs, QStringLiteral("checked the manifold")});
            } else if (dice < 95) {
                a.currentValue = QStringLiteral("%1 kPa").arg(m_random.bounded(300));
            } else if (dice < 97) {
                a.state = AlertInfo::State::Resolved;
                a.resolvedMs = m_nowMs;
            } else {
                a = raise(rackId());
            }
            upserts << a;
        }
        return upserts;
    }

    qint64 nowMs() const { return m_nowMs; }

private:
    QString rackId()
    {
        const int n = int(m_random.bounded(m_racks));
        return QStringLiteral("PHX%1-H%2-R%3-%4").arg(n / 10000 + 1).arg(n / 1000 % 10).arg(n / 10 % 100).arg(n % 10);
    }

    AlertInfo raise(const QString &rack)
    {
        AlertInfo a;
        a.id = QStringLiteral("A-%1").arg(++m_next);
        a.rackId = rack;
        a.site = rack.left(4);
        a.source = AlertInfo::Source(1 + m_random.bounded(4));
        a.severity = AlertInfo::Severity(1 + m_random.bounded(3));
        a.state = AlertInfo::State::Triggered;
        a.summary = QStringLiteral("Delta-T above its limit");
        a.conditionKey = a.summary + QLatin1Char('/') + rack;
        a.conditionActive = true;
        a.currentValue = QStringLiteral("12 K");
        a.raisedMs = m_nowMs - qint64(m_random.bounded(120)) * kMinute;
        return a;
    }

    QRandomGenerator m_random;
    int m_racks;
    int m_next = 0;
    qint64 m_nowMs = kStartMs;
};

struct Figures {
    std::vector<double> applyMs;
    std::vector<double> syncMs;
    int regroups = -1;
};

// Alerts as the demo backend sends them at 60x after a day nobody worked: most racks stuck
// waiting (a nested stage phrase, hours as quantities), some failed, some cooling readings.
v1::Alert wireAlert(int n, int racks, QRandomGenerator &random)
{
    const int r = int(random.bounded(racks));
    const std::string rack = "PHX" + std::to_string(r / 10000 + 1) + "-H" + std::to_string(r / 1000 % 10) + "-R"
        + std::to_string(r / 10 % 100) + "-" + std::to_string(r % 10);
    v1::Alert m;
    m.set_id("A-" + std::to_string(n));
    m.set_rack_id(rack);
    m.set_site(rack.substr(0, 4));
    m.set_state(v1::ALERT_STATE_TRIGGERED);
    m.set_condition_active(true);
    m.mutable_raised_at()->set_seconds(kStartMs / 1000 - random.bounded(86400));
    m.mutable_updated_at()->set_seconds(kStartMs / 1000);
    m.set_revision(n);
    const auto quantity = [](v1::LocalizedText *text, double value, const char *unit) {
        v1::Quantity *q = text->add_params()->mutable_quantity();
        q->set_value(value);
        q->set_unit(unit);
        q->set_decimals(1);
    };
    const int kind = int(random.bounded(10));
    if (kind < 7) {
        const double hours = double(random.bounded(480)) / 10.0;
        m.set_source(v1::ALERT_SOURCE_LIFECYCLE);
        m.set_severity(v1::ALERT_SEVERITY_WARNING);
        m.set_summary("Rack stuck in Awaiting approval");
        m.mutable_summary_text()->set_code("alert.rack_stuck");
        m.mutable_summary_text()->set_english(m.summary());
        v1::LocalizedText *stage = m.mutable_summary_text()->add_params()->mutable_text();
        stage->set_code("stage.awaiting_approval");
        stage->set_english("Awaiting approval");
        m.set_details("Usually at most 4.0 h");
        m.mutable_details_text()->set_code("alert.usually_at_most");
        m.mutable_details_text()->set_english(m.details());
        quantity(m.mutable_details_text(), 4.0, "h");
        m.set_current_value(QStringLiteral("%1 h in stage").arg(hours, 0, 'f', 1).toStdString());
        m.mutable_current_value_text()->set_code("value.in_stage");
        m.mutable_current_value_text()->set_english(m.current_value());
        quantity(m.mutable_current_value_text(), hours, "h");
        m.set_condition_key("lifecycle/stuck/" + rack);
    } else if (kind < 9) {
        m.set_source(v1::ALERT_SOURCE_LIFECYCLE);
        m.set_severity(v1::ALERT_SEVERITY_CRITICAL);
        m.set_summary("Rack failed");
        m.mutable_summary_text()->set_code("alert.rack_failed");
        m.mutable_summary_text()->set_english(m.summary());
        m.set_details("Validation failed: NCCL all_reduce bus bandwidth below baseline");
        m.set_current_value("failed");
        m.mutable_current_value_text()->set_code("value.failed");
        m.mutable_current_value_text()->set_english(m.current_value());
        m.set_condition_key("lifecycle/failed/" + rack);
    } else {
        const double celsius = 40.0 + double(random.bounded(80)) / 10.0;
        m.set_source(v1::ALERT_SOURCE_COOLING);
        m.set_severity(v1::ALERT_SEVERITY_WARNING);
        m.set_summary("Supply temperature high");
        m.mutable_summary_text()->set_code("alert.supply_temperature_high");
        m.mutable_summary_text()->set_english(m.summary());
        m.set_current_value(QStringLiteral("%1 \u00b0C").arg(celsius, 0, 'f', 1).toStdString());
        m.mutable_current_value_text()->set_code("value.reading");
        m.mutable_current_value_text()->set_english(m.current_value());
        quantity(m.mutable_current_value_text(), celsius, "\u00b0C");
        m.set_condition_key("cooling/supply_temperature_high/" + rack);
    }
    return m;
}

// Heap in use, as malloc counts it.
double heapBytes()
{
    malloc_trim(0);
    const struct mallinfo2 info = mallinfo2();
    return double(info.uordblks + info.hblkhd); // small blocks, and the large ones malloc maps apart
}

// Bytes of heap per alert the Alerts list holds, its filter and incidents included.
double bytesPerAlert(int racks, int alertCount)
{
    QRandomGenerator random(39);
    const double before = heapBytes();
    auto alerts = std::make_unique<AlertsModel>();
    auto filter = std::make_unique<AlertFilterModel>(alerts.get());
    auto incidents = std::make_unique<AlertIncidentModel>(filter.get());
    // In batches of 500, as the stream hands them over.
    int next = 0;
    while (next < alertCount) {
        QList<AlertInfo> batch;
        for (int i = 0; i < 500 && next < alertCount; ++i)
            batch << AlertConvert::alert(wireAlert(++next, racks, random));
        alerts->apply(next <= 500, batch, {}, kStartMs);
        incidents->sync();
    }
    const double held = heapBytes() - before;
    return held / double(alertCount);
}

template<typename Model> void setShown(Model &incidents, bool shown)
{
    if constexpr (requires { incidents.setActive(shown); })
        incidents.setActive(shown);
}

template<typename Model> int regroupsOf(const Model &incidents)
{
    if constexpr (requires { incidents.regroupCount(); })
        return incidents.regroupCount();
    return -1;
}

Figures run(int racks, int alertCount, int batches, int moving, bool shown)
{
    AlertsModel alerts;
    AlertFilterModel filter(&alerts);
    AlertIncidentModel incidents(&filter);
    StreamOfAlerts stream(racks, 39);
    alerts.apply(true, stream.fleet(alertCount), {}, stream.nowMs());
    incidents.sync();
    setShown(incidents, shown);
    const int regroupsBefore = regroupsOf(incidents);
    Figures figures;
    QElapsedTimer timer;
    for (int i = 0; i < batches; ++i) {
        const QList<AlertInfo> batch = stream.batch(alerts, moving);
        timer.start();
        alerts.apply(false, batch, {}, stream.nowMs());
        figures.applyMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        // The deferred update, as the event loop runs it (hidden, there is none to run).
        timer.start();
        QCoreApplication::processEvents();
        figures.syncMs.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    if (regroupsBefore >= 0)
        figures.regroups = regroupsOf(incidents) - regroupsBefore;
    return figures;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("What the alert stream costs the Alerts list's models."));
    parser.addHelpOption();
    const QCommandLineOption racksOption(QStringLiteral("racks"), QStringLiteral("Racks in the fleet."),
                                         QStringLiteral("N"), QStringLiteral("50000"));
    const QCommandLineOption alertsOption(QStringLiteral("alerts"), QStringLiteral("Open alerts."), QStringLiteral("N"),
                                          QStringLiteral("3000"));
    const QCommandLineOption batchesOption(QStringLiteral("batches"), QStringLiteral("Stream batches."),
                                           QStringLiteral("N"), QStringLiteral("2000"));
    const QCommandLineOption movingOption(QStringLiteral("moving"),
                                          QStringLiteral("Alerts more per batch whose reading moved (0)."),
                                          QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("A short run (CTest)."));
    parser.addOptions({racksOption, alertsOption, batchesOption, movingOption, quickOption});
    parser.process(app);
    const bool quick = parser.isSet(quickOption);
    const int racks = parser.value(racksOption).toInt();
    const int alertCount = quick ? 300 : parser.value(alertsOption).toInt();
    const int batches = quick ? 50 : parser.value(batchesOption).toInt();
    const int moving = quick ? 30 : parser.value(movingOption).toInt();
    if (racks <= 0 || alertCount <= 0 || batches <= 0 || moving < 0) {
        std::fprintf(stderr, "--racks, --alerts and --batches take a positive number\n");
        return 2;
    }

    QJsonObject json {{QStringLiteral("racks"), racks},
                      {QStringLiteral("alerts"), alertCount},
                      {QStringLiteral("batches"), batches},
                      {QStringLiteral("moving"), moving}};
    std::printf("%d alerts on %d racks, %d batches, %d readings moved in each\n", alertCount, racks, batches, moving);
    std::printf("%-8s %10s %10s %10s %10s %10s %9s\n", "list", "apply p50", "apply p99", "sync p50", "sync p99",
                "sync max", "regroups");
    for (const bool shown : {true, false}) {
        const Figures f = run(racks, alertCount, batches, moving, shown);
        const char *name = shown ? "shown" : "hidden";
        const double syncMax = percentile(f.syncMs, 1.0);
        std::printf("%-8s %10.3f %10.3f %10.3f %10.3f %10.3f %9d\n", name, median(f.applyMs),
                    percentile(f.applyMs, 0.99), median(f.syncMs), percentile(f.syncMs, 0.99), syncMax, f.regroups);
        json.insert(QString::fromLatin1(name),
                    QJsonObject {{QStringLiteral("applyP50Ms"), median(f.applyMs)},
                                 {QStringLiteral("applyP99Ms"), percentile(f.applyMs, 0.99)},
                                 {QStringLiteral("syncP50Ms"), median(f.syncMs)},
                                 {QStringLiteral("syncP99Ms"), percentile(f.syncMs, 0.99)},
                                 {QStringLiteral("syncMaxMs"), syncMax},
                                 {QStringLiteral("regroups"), f.regroups}});
    }
    const int memoryAlerts = quick ? 2000 : 20000;
    const double perAlert = bytesPerAlert(racks, memoryAlerts);
    std::printf("heap held per listed alert (%d alerts, list, filter, incidents): %.0f bytes\n", memoryAlerts,
                perAlert);
    json.insert(QStringLiteral("heapBytesPerAlert"), perAlert);
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return 0;
}
