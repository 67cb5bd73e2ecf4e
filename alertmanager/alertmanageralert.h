#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace rackops::alertmanager {

// One alert as Alertmanager's API v2 (gettableAlert) says it, whatever its
// version: v0.17-era answers have no mutedBy (hasMutedBy false).
struct AlertmanagerAlert {
    enum class State { Unknown, Active, Suppressed, Unprocessed };

    QString fingerprint;
    State state = State::Unknown;
    QStringList silencedBy;
    QStringList inhibitedBy;
    QStringList mutedBy;
    bool hasMutedBy = false;
    QString generatorUrl;
    QList<QPair<QString, QString>> labels; // sorted by name
    QList<QPair<QString, QString>> annotations; // sorted by name
    QStringList receivers;
    qint64 startsAtMs = 0; // 0 = not given or unreadable
    qint64 endsAtMs = 0;
    qint64 updatedAtMs = 0;

    QString label(const QString &name) const;
    QString annotation(const QString &name) const;
    static QString stateName(State state);

    bool operator==(const AlertmanagerAlert &other) const = default;
};

// One silence (gettableSilence): v0.17-era matchers have no isEqual (then true).
struct AlertmanagerSilence {
    struct Matcher {
        QString name;
        QString value;
        bool isRegex = false;
        bool isEqual = true;
        bool operator==(const Matcher &other) const = default;
    };
    QString id;
    QString state; // active, pending, expired
    QList<Matcher> matchers;
    qint64 startsAtMs = 0;
    qint64 endsAtMs = 0;
    qint64 updatedAtMs = 0;
    QString createdBy;
    QString comment;
};

} // namespace rackops::alertmanager
