#include "prometheusparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace rackops::prometheus {

namespace {
// Prometheus writes sample values as Go's strconv.FormatFloat does: NaN, +Inf, -Inf or a number.
std::optional<double> sampleValue(const QJsonValue &value)
{
    if (!value.isString())
        return std::nullopt;
    const QString text = value.toString();
    if (text == QLatin1String("NaN"))
        return std::numeric_limits<double>::quiet_NaN();
    if (text == QLatin1String("+Inf") || text == QLatin1String("Inf"))
        return std::numeric_limits<double>::infinity();
    if (text == QLatin1String("-Inf"))
        return -std::numeric_limits<double>::infinity();
    bool ok = false;
    const double number = text.toDouble(&ok);
    return ok ? std::optional<double>(number) : std::nullopt;
}
} // namespace

namespace {
// The envelope of every answer: data.result of the type asked for, or why not.
std::optional<QJsonArray> resultOf(const QByteArray &json, QLatin1String expectedType, QString *why)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject()) {
        *why = QStringLiteral("the answer is not JSON (%1 at byte %2)").arg(error.errorString()).arg(error.offset);
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    const QString status = root.value(QLatin1String("status")).toString();
    if (status == QLatin1String("error")) {
        *why = QStringLiteral("Prometheus refused the query: %1 (%2)")
                   .arg(root.value(QLatin1String("error")).toString().left(300),
                        root.value(QLatin1String("errorType")).toString().left(40));
        return std::nullopt;
    }
    const QJsonObject data = root.value(QLatin1String("data")).toObject();
    if (status != QLatin1String("success") || !data.value(QLatin1String("result")).isArray()) {
        *why = QStringLiteral("the answer is not a Prometheus API answer (no status \"success\" with data.result)");
        return std::nullopt;
    }
    const QString type = data.value(QLatin1String("resultType")).toString();
    if (type != expectedType) {
        *why =
            QStringLiteral("expected %1 %2, Prometheus answered a %3")
                .arg(expectedType == QLatin1String("vector") ? QStringLiteral("an instant") : QStringLiteral("a range"),
                     expectedType, type.left(40));
        return std::nullopt;
    }
    return data.value(QLatin1String("result")).toArray();
}

std::optional<QPair<qint64, double>> pairOf(const QJsonValue &entry)
{
    const QJsonArray pair = entry.toArray();
    const std::optional<double> value = pair.size() == 2 ? sampleValue(pair.at(1)) : std::nullopt;
    if (!value || !pair.at(0).isDouble())
        return std::nullopt;
    return QPair<qint64, double>(qint64(std::llround(pair.at(0).toDouble() * 1000.0)), *value);
}

QHash<QString, QString> labelsOf(const QJsonObject &metric)
{
    QHash<QString, QString> labels;
    for (auto it = metric.begin(); it != metric.end(); ++it)
        labels.insert(it.key(), it.value().toString());
    return labels;
}
} // namespace

std::optional<PrometheusParser::Vector> PrometheusParser::vector(const QByteArray &json, QString *why)
{
    const std::optional<QJsonArray> results = resultOf(json, QLatin1String("vector"), why);
    if (!results)
        return std::nullopt;
    Vector out;
    out.samples.reserve(results->size());
    for (const QJsonValue &entry : *results) {
        const QJsonObject result = entry.toObject();
        const std::optional<QPair<qint64, double>> pair = pairOf(result.value(QLatin1String("value")));
        if (!result.value(QLatin1String("metric")).isObject() || !pair) {
            ++out.skipped;
            continue;
        }
        PrometheusSample sample;
        sample.labels = labelsOf(result.value(QLatin1String("metric")).toObject());
        sample.value = pair->second;
        sample.timeMs = pair->first;
        out.samples.append(std::move(sample));
    }
    return out;
}

std::optional<PrometheusParser::Matrix> PrometheusParser::matrix(const QByteArray &json, QString *why)
{
    const std::optional<QJsonArray> results = resultOf(json, QLatin1String("matrix"), why);
    if (!results)
        return std::nullopt;
    Matrix out;
    for (const QJsonValue &entry : *results) {
        const QJsonObject result = entry.toObject();
        if (!result.value(QLatin1String("metric")).isObject() || !result.value(QLatin1String("values")).isArray()) {
            ++out.skipped;
            continue;
        }
        Series series;
        series.labels = labelsOf(result.value(QLatin1String("metric")).toObject());
        const QJsonArray values = result.value(QLatin1String("values")).toArray();
        series.values.reserve(values.size());
        for (const QJsonValue &value : values) {
            if (const auto pair = pairOf(value))
                series.values.append(*pair);
            else
                ++out.skipped;
        }
        out.series.append(std::move(series));
    }
    return out;
}

} // namespace rackops::prometheus
