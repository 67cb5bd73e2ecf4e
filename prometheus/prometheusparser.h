#pragma once

#include "prometheussample.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace rackops::prometheus {

// Reads the answers of Prometheus' HTTP API (/api/v1/query and
// /api/v1/query_range): the envelope ({"status":"success","data":...} or
// {"status":"error","errorType","error"}), a vector result's samples
// ([unix seconds, "value"], values as strings: "NaN", "+Inf" and "-Inf" kept
// as such) and a matrix result's series (the same pairs under "values").
// What is not that is refused with the reason; a sample that cannot be read
// is skipped and counted.
class PrometheusParser {
public:
    struct Vector {
        QList<PrometheusSample> samples;
        int skipped = 0; // results that were not a sample
    };
    static std::optional<Vector> vector(const QByteArray &json, QString *why);

    struct Series {
        QHash<QString, QString> labels; // with __name__ for a plain selector
        QList<QPair<qint64, double>> values; // time (ms), value; time ascending as Prometheus sends them
    };
    struct Matrix {
        QList<Series> series;
        int skipped = 0; // series or pairs that could not be read
    };
    static std::optional<Matrix> matrix(const QByteArray &json, QString *why);
};

} // namespace rackops::prometheus
