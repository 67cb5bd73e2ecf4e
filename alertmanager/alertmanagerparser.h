#pragma once

#include "alertmanageralert.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rackops::alertmanager {

// Reads Alertmanager's API v2 answers (/api/v2/alerts, /api/v2/alerts/groups,
// /api/v2/silences) of every version since v0.16: fields added later
// (mutedBy, isEqual) are optional, fields it does not know are ignored,
// timestamps are RFC 3339 with Z or an offset and 0 to 9 fraction digits.
// An answer that is not such a list is refused whole with the reason; one
// entry that is not an alert (no fingerprint, no labels) is skipped and
// counted. Hostile text stays text: labels and annotations are bounded
// (kMaxLabels per alert, kMaxValueChars per value, marked "…" when cut).
class AlertmanagerParser {
public:
    static constexpr int kMaxLabels = 64;
    static constexpr int kMaxValueChars = 1024;

    struct Alerts {
        QList<AlertmanagerAlert> alerts;
        int skipped = 0; // entries that were not alerts
        int leftOut = 0; // alerts beyond maxAlerts
    };
    struct Silences {
        QList<AlertmanagerSilence> silences;
        int skipped = 0;
    };

    // nullopt with the reason in `error` when the answer is not a list of alerts.
    static std::optional<Alerts> alerts(const QByteArray &json, int maxAlerts, QString *error);
    // The alerts of every group, each once (an alert routed to several groups is listed in each).
    static std::optional<Alerts> alertGroups(const QByteArray &json, int maxAlerts, QString *error);
    static std::optional<Silences> silences(const QByteArray &json, QString *error);
    // The id in the answer to POST /api/v2/silences ({"silenceID": "..."}).
    static std::optional<QString> createdSilenceId(const QByteArray &json, QString *error);
    // A postableSilence for POST /api/v2/silences. isEqual is written only when false:
    // every version reads its absence as true, and v0.17 knows no such field.
    static QByteArray postableSilence(const AlertmanagerSilence &silence);
    static QString rfc3339(qint64 ms);
    // RFC 3339 (Go's time.Time in JSON): "2024-03-01T10:00:00Z", "...00.123456789+01:00"; ms since the epoch.
    static std::optional<qint64> time(const QString &text);
};

} // namespace rackops::alertmanager
