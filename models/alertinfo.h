#pragma once

#include "localizedtext.h"
#include "health.h"
#include "sharedvalue.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>

namespace rackops {

// One comment on an alert: who, when, what.
struct AlertCommentInfo {
    QString author;
    qint64 timeMs = 0;
    QString text;

    bool operator==(const AlertCommentInfo &other) const = default;
};

// What another system (Alertmanager) says of an alert it owns (Alert.external).
struct ExternalAlertInfo {
    enum class State : quint8 { Unknown, Active, Suppressed, Unprocessed };

    QString system; // "alertmanager"; empty = RackOps' own alert
    QString instance; // its URL
    QString fingerprint;
    State state = State::Unknown;
    QStringList silencedBy;
    QStringList inhibitedBy;
    QStringList mutedBy;
    QString generatorUrl;
    QList<QPair<QString, QString>> labels; // sorted by name
    bool stale = false; // the system did not answer lately: as last read at lastSeenMs
    qint64 lastSeenMs = 0;

    bool isSet() const { return !system.isEmpty(); }
    bool operator==(const ExternalAlertInfo &other) const = default;
};

// An alert as the console shows it. Values the backend sends that this
// console does not know become Unknown, never a valid-looking state.
struct AlertInfo {
    enum class Severity : quint8 { Unknown, Info, Warning, Critical };
    enum class State : quint8 { Unknown, Triggered, Acknowledged, Resolved, Silenced };
    enum class Source : quint8 {
        Unknown,
        Cooling,
        Leak,
        Validation,
        Replication,
        Lifecycle,
        Operation,
        Cluster,
        Alertmanager
    };

    QString id;
    Severity severity = Severity::Unknown;
    State state = State::Unknown;
    Source source = Source::Unknown;
    QString rackId;
    QString bucket;
    QString site;
    QString summary;
    QString details;
    LocalizedText summaryText; // summary and details as the backend sent them
    LocalizedText detailsText;
    LocalizedText currentValueText;
    QString currentValue;
    bool conditionActive = false;
    qint64 raisedMs = 0;
    qint64 updatedMs = 0;
    QString owner;
    QList<AlertCommentInfo> comments;
    qint64 resolvedMs = 0;
    QString resolvedBy;
    QString resolution;
    QString silenceId;
    QString conditionKey;
    QString operationId;
    QString validationRunId;
    qint64 revision = 0;
    SharedValue<ExternalAlertInfo> external; // Alertmanager's truth, for its alerts (most have none)

    bool isOpen() const { return state != State::Resolved; }
    // Open and nobody on it: what must not sit unseen.
    bool isUnowned() const { return state == State::Triggered; }
    // What the alert is about: the rack, or the replication bucket.
    QString subject() const { return rackId.isEmpty() ? bucket : rackId; }
    // The severity in the palette's terms (critical / caution / unknown / ok).
    Health health() const;

    static QString severityName(Severity severity);
    static QString stateName(State state);
    static QString sourceName(Source source);
    // The state column's words: RackOps' state, and Alertmanager's where it holds the alert back or is stale.
    static QString stateText(const AlertInfo &alert);
    // One line on Alertmanager's state (suppressed by which silences, inhibitions, mutes; stale since).
    static QString externalStateText(const ExternalAlertInfo &external);

    bool operator==(const AlertInfo &other) const = default;
};

// An alert as the lists hold it: one read-only copy, however many lists show it
// (the Alerts list, its incidents). A change is a new copy in its place.
using SharedAlert = std::shared_ptr<const AlertInfo>;

// Open alerts by severity, for the status bar and the Alerts tab. Counted
// with the same AlertInfo predicates the Alerts list filters with, so each
// number is what the list shows for the matching filter.
struct AlertCounts {
    // Open and not silenced (the "Open alerts" list): a silenced alert pages nobody and is counted
    // apart, as the "Silenced" list shows it.
    int open = 0;
    int critical = 0;
    int warning = 0;
    int info = 0;
    int unowned = 0; // open critical alerts nobody acknowledged
    int silenced = 0; // open and silenced, whatever their severity

    bool operator==(const AlertCounts &other) const = default;
};

class AlertTexts {
    Q_DECLARE_TR_FUNCTIONS(AlertInfo)
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::AlertInfo)
