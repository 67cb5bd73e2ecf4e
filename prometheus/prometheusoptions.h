#pragma once

#include <QString>
#include <QStringList>

namespace rackops::prometheus {

// How rackops-sim reads the GPUs' figures (NVIDIA's DCGM exporter) from a
// NOC's Prometheus (the --prometheus-* options).
struct PrometheusOptions {
    QString url; // http(s)://host[:port][/prefix]; the API is under /api/v1
    QString caFile; // PEM CA certificates; empty = the system's
    QString tokenFile; // first line: a bearer token; refused when others may read it
    QString basicAuthFile; // first line: USER:PASSWORD; refused when others may read it
    QString hostMapFile; // lines "HOST RACK TRAY": exporter hosts to a rack's compute tray
    // Labels naming the exporter's host, first set wins: the exporter's own
    // (Hostname before 3.3, hostname after), or after a scrape without
    // honor_labels the renamed ones (exported_instance), then the target.
    QStringList hostLabels = {QStringLiteral("Hostname"), QStringLiteral("hostname"),
                              QStringLiteral("exported_instance"), QStringLiteral("instance")};
    QStringList gpuLabels = {QStringLiteral("gpu")}; // the GPU's index on its host (0-based)
    int intervalMs = 15000; // between reads; after failures up to 4x
    int timeoutMs = 5000; // per request
    qint64 maxAnswerBytes = 32 * 1024 * 1024; // a longer answer is refused (too_large), never read whole

    bool isEnabled() const { return !url.isEmpty(); }
};

} // namespace rackops::prometheus
