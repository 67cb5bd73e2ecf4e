#include "alertmanagerparser.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace rackops::alertmanager {

QString AlertmanagerAlert::label(const QString &name) const
{
    for (const auto &[key, value] : labels) {
        if (key == name)
            return value;
    }
    return {};
}

QString AlertmanagerAlert::annotation(const QString &name) const
{
    for (const auto &[key, value] : annotations) {
        if (key == name)
            return value;
    }
    return {};
}

QString AlertmanagerAlert::stateName(State state)
{
    switch (state) {
    case State::Active: return QStringLiteral("active");
    case State::Suppressed: return QStringLiteral("suppressed");
    case State::Unprocessed: return QStringLiteral("unprocessed");
    case State::Unknown: break;
    }
    return QStringLiteral("unknown");
}

namespace {

QString bounded(const QString &text)
{
    if (text.size() <= AlertmanagerParser::kMaxValueChars)
        return text;
    return text.left(AlertmanagerParser::kMaxValueChars - 1) + QChar(0x2026);
}

QList<QPair<QString, QString>> labelSet(const QJsonValue &value)
{
    QList<QPair<QString, QString>> out;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end() && out.size() < AlertmanagerParser::kMaxLabels; ++it) {
        if (it.value().isString())
            out.append({bounded(it.key()), bounded(it.value().toString())});
    }
    std::sort(out.begin(), out.end());
    return out;
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray()) {
        if (v.isString() && out.size() < AlertmanagerParser::kMaxLabels)
            out.append(bounded(v.toString()));
    }
    return out;
}

qint64 timeOf(const QJsonValue &value)
{
    return AlertmanagerParser::time(value.toString()).value_or(0);
}

std::optional<AlertmanagerAlert> alertOf(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    if (!o.value(QLatin1String("fingerprint")).isString() || !o.value(QLatin1String("labels")).isObject())
        return std::nullopt;
    AlertmanagerAlert a;
    a.fingerprint = bounded(o.value(QLatin1String("fingerprint")).toString());
    if (a.fingerprint.isEmpty())
        return std::nullopt;
    a.labels = labelSet(o.value(QLatin1String("labels")));
    a.annotations = labelSet(o.value(QLatin1String("annotations")));
    a.generatorUrl = bounded(o.value(QLatin1String("generatorURL")).toString());
    for (const QJsonValue &r : o.value(QLatin1String("receivers")).toArray()) {
        const QString name = r.toObject().value(QLatin1String("name")).toString();
        if (!name.isEmpty() && a.receivers.size() < AlertmanagerParser::kMaxLabels)
            a.receivers.append(bounded(name));
    }
    a.startsAtMs = timeOf(o.value(QLatin1String("startsAt")));
    a.endsAtMs = timeOf(o.value(QLatin1String("endsAt")));
    a.updatedAtMs = timeOf(o.value(QLatin1String("updatedAt")));
    const QJsonObject status = o.value(QLatin1String("status")).toObject();
    const QString state = status.value(QLatin1String("state")).toString();
    a.state = state == QLatin1String("active")  ? AlertmanagerAlert::State::Active
        : state == QLatin1String("suppressed")  ? AlertmanagerAlert::State::Suppressed
        : state == QLatin1String("unprocessed") ? AlertmanagerAlert::State::Unprocessed
                                                : AlertmanagerAlert::State::Unknown;
    a.silencedBy = strings(status.value(QLatin1String("silencedBy")));
    a.inhibitedBy = strings(status.value(QLatin1String("inhibitedBy")));
    a.hasMutedBy = status.contains(QLatin1String("mutedBy"));
    a.mutedBy = strings(status.value(QLatin1String("mutedBy")));
    return a;
}

std::optional<QJsonArray> arrayOf(const QByteArray &json, const char *what, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    if (!document.isArray()) {
        *error = QStringLiteral("JSON, but not a list of %1").arg(QLatin1String(what));
        return std::nullopt;
    }
    return document.array();
}

void take(const QJsonArray &entries, int maxAlerts, QSet<QString> *seen, AlertmanagerParser::Alerts *out)
{
    for (const QJsonValue &entry : entries) {
        std::optional<AlertmanagerAlert> alert = alertOf(entry);
        if (!alert) {
            ++out->skipped;
            continue;
        }
        if (seen->contains(alert->fingerprint))
            continue;
        if (out->alerts.size() >= maxAlerts) {
            ++out->leftOut;
            continue;
        }
        seen->insert(alert->fingerprint);
        out->alerts.append(std::move(*alert));
    }
}

} // namespace

std::optional<qint64> AlertmanagerParser::time(const QString &text)
{
    // Go writes up to 9 fraction digits; Qt reads at most 3: cut the rest (sub-millisecond is noise here).
    static const QRegularExpression rfc3339(
        QStringLiteral("^(\\d{4}-\\d{2}-\\d{2})[Tt ](\\d{2}:\\d{2}:\\d{2})(?:\\.(\\d+))?([Zz]|[+-]\\d{2}:\\d{2})$"));
    const QRegularExpressionMatch m = rfc3339.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const QString fraction = (m.captured(3) + QStringLiteral("000")).left(3);
    const QString zone = m.captured(4).toUpper();
    const QDateTime when = QDateTime::fromString(
        QStringLiteral("%1T%2.%3%4").arg(m.captured(1), m.captured(2), fraction, zone), Qt::ISODateWithMs);
    if (!when.isValid())
        return std::nullopt;
    return when.toMSecsSinceEpoch();
}

std::optional<AlertmanagerParser::Alerts> AlertmanagerParser::alerts(const QByteArray &json, int maxAlerts,
                                                                     QString *error)
{
    const std::optional<QJsonArray> entries = arrayOf(json, "alerts", error);
    if (!entries)
        return std::nullopt;
    Alerts out;
    QSet<QString> seen;
    take(*entries, maxAlerts, &seen, &out);
    if (!entries->isEmpty() && out.alerts.isEmpty() && out.skipped == entries->size()) {
        *error =
            QStringLiteral("a list, but none of its %1 entries is an alert (fingerprint, labels)").arg(out.skipped);
        return std::nullopt;
    }
    return out;
}

std::optional<AlertmanagerParser::Alerts> AlertmanagerParser::alertGroups(const QByteArray &json, int maxAlerts,
                                                                          QString *error)
{
    const std::optional<QJsonArray> groups = arrayOf(json, "alert groups", error);
    if (!groups)
        return std::nullopt;
    Alerts out;
    QSet<QString> seen;
    for (const QJsonValue &group : *groups) {
        const QJsonValue alerts = group.toObject().value(QLatin1String("alerts"));
        if (!alerts.isArray()) {
            ++out.skipped;
            continue;
        }
        take(alerts.toArray(), maxAlerts, &seen, &out);
    }
    return out;
}

std::optional<AlertmanagerParser::Silences> AlertmanagerParser::silences(const QByteArray &json, QString *error)
{
    const std::optional<QJsonArray> entries = arrayOf(json, "silences", error);
    if (!entries)
        return std::nullopt;
    Silences out;
    for (const QJsonValue &entry : *entries) {
        const QJsonObject o = entry.toObject();
        const QJsonArray matchers = o.value(QLatin1String("matchers")).toArray();
        if (!o.value(QLatin1String("id")).isString() || matchers.isEmpty()) {
            ++out.skipped;
            continue;
        }
        AlertmanagerSilence s;
        s.id = bounded(o.value(QLatin1String("id")).toString());
        s.state = o.value(QLatin1String("status")).toObject().value(QLatin1String("state")).toString();
        for (const QJsonValue &m : matchers) {
            const QJsonObject mo = m.toObject();
            AlertmanagerSilence::Matcher matcher;
            matcher.name = bounded(mo.value(QLatin1String("name")).toString());
            matcher.value = bounded(mo.value(QLatin1String("value")).toString());
            matcher.isRegex = mo.value(QLatin1String("isRegex")).toBool();
            matcher.isEqual = mo.value(QLatin1String("isEqual")).toBool(true); // absent before v0.22
            s.matchers.append(matcher);
        }
        s.startsAtMs = timeOf(o.value(QLatin1String("startsAt")));
        s.endsAtMs = timeOf(o.value(QLatin1String("endsAt")));
        s.updatedAtMs = timeOf(o.value(QLatin1String("updatedAt")));
        s.createdBy = bounded(o.value(QLatin1String("createdBy")).toString());
        s.comment = bounded(o.value(QLatin1String("comment")).toString());
        out.silences.append(std::move(s));
    }
    return out;
}

std::optional<QString> AlertmanagerParser::createdSilenceId(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    const QString id = document.object().value(QLatin1String("silenceID")).toString();
    if (parseError.error != QJsonParseError::NoError || id.isEmpty() || id.size() > kMaxValueChars) {
        *error = QStringLiteral("the answer to a new silence names no silenceID");
        return std::nullopt;
    }
    return id;
}

QString AlertmanagerParser::rfc3339(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

QByteArray AlertmanagerParser::postableSilence(const AlertmanagerSilence &silence)
{
    QJsonArray matchers;
    for (const AlertmanagerSilence::Matcher &m : silence.matchers) {
        QJsonObject matcher {{QStringLiteral("name"), m.name},
                             {QStringLiteral("value"), m.value},
                             {QStringLiteral("isRegex"), m.isRegex}};
        if (!m.isEqual)
            matcher.insert(QStringLiteral("isEqual"), false);
        matchers.append(matcher);
    }
    QJsonObject out {{QStringLiteral("matchers"), matchers},
                     {QStringLiteral("startsAt"), rfc3339(silence.startsAtMs)},
                     {QStringLiteral("endsAt"), rfc3339(silence.endsAtMs)},
                     {QStringLiteral("createdBy"), silence.createdBy},
                     {QStringLiteral("comment"), silence.comment}};
    if (!silence.id.isEmpty())
        out.insert(QStringLiteral("id"), silence.id);
    return QJsonDocument(out).toJson(QJsonDocument::Compact);
}

} // namespace rackops::alertmanager
