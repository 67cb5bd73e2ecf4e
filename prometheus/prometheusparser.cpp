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

std::optional<PrometheusParser::Vector> PrometheusParser::vector(const QByteArray &json, QString *why)
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
    if (type != QLatin1String("vector")) {
        *why = QStringLiteral("expected an instant vector, Prometheus answered a %1").arg(type.left(40));
        return std::nullopt;
    }
    Vector out;
    const QJsonArray results = data.value(QLatin1String("result")).toArray();
    out.samples.reserve(results.size());
    for (const QJsonValue &entry : results) {
        const QJsonObject result = entry.toObject();
        const QJsonArray pair = result.value(QLatin1String("value")).toArray();
        const std::optional<double> value = pair.size() == 2 ? sampleValue(pair.at(1)) : std::nullopt;
        if (!result.value(QLatin1String("metric")).isObject() || !value || !pair.at(0).isDouble()) {
            ++out.skipped;
            continue;
        }
        PrometheusSample sample;
        const QJsonObject metric = result.value(QLatin1String("metric")).toObject();
        for (auto it = metric.begin(); it != metric.end(); ++it)
            sample.labels.insert(it.key(), it.value().toString());
        sample.value = *value;
        sample.timeMs = qint64(std::llround(pair.at(0).toDouble() * 1000.0));
        out.samples.append(std::move(sample));
    }
    return out;
}

} // namespace rackops::prometheus
