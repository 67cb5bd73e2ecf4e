#pragma once

#include "prometheussample.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace rackops::prometheus {

// Reads the answers of Prometheus' HTTP API (/api/v1/query): the envelope
// ({"status":"success","data":...} or {"status":"error","errorType","error"}),
// a vector result's samples ([unix seconds, "value"], values as strings:
// "NaN", "+Inf" and "-Inf" kept as such). What is not that is refused with
// the reason; a sample that cannot be read is skipped and counted.
class PrometheusParser
{
public:
    struct Vector
    {
        QList<PrometheusSample> samples;
        int skipped = 0;   // results that were not a sample
    };
    static std::optional<Vector> vector(const QByteArray &json, QString *why);
};

} // namespace rackops::prometheus
