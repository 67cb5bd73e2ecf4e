#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rackops {

// When the racks on the cooling view last got a live sample, and how often
// they usually do. A console without an identity gets no alert stream, so
// no cooling/stale alert tells it that a rack's Redfish CDU went silent; this
// tells it from the samples themselves: a rack whose newest sample is older
// than its own interval plus one more interval is overdue.
//
// A rack's interval is learned from the arrivals (median of the last gaps,
// at least the chart stream's 1 s): a simulated rack sends every second, a
// Redfish-fed one at its CDU's poll interval. Until two samples have
// arrived it is taken to be kFirstIntervalMs, the bridge's default poll.
// Times are the console's own clock (`localMs`), so nothing depends on a
// backend heartbeat; ages are on the backend clock as the samples tell it.
class CoolingArrivals {
public:
    static constexpr qint64 kMinIntervalMs = 1000;
    static constexpr qint64 kFirstIntervalMs = 10'000;
    static constexpr int kGapsKept = 5;

    struct Overdue {
        QString rackId;
        qint64 ageMs = 0; // of its newest sample, on the backend clock
        qint64 intervalMs = 0; // how often it usually comes
    };

    // The racks watched; a rack new to the list starts waiting from `localMs`.
    void setRacks(const QStringList &rackIds, qint64 localMs);
    // The newest sample known from the rack's history: sets its age, not its interval.
    void noteHistory(const QString &rackId, qint64 newestSampleMs);
    // A live sample of a watched rack arrived at `localMs`.
    void arrived(const QString &rackId, qint64 sampleMs, qint64 localMs);

    qint64 intervalMs(const QString &rackId) const;
    // The backend clock now: the newest sample of any rack plus the time since it arrived.
    qint64 backendNowMs(qint64 localMs) const;
    // Watched racks with data whose newest sample is overdue, in the order watched.
    QList<Overdue> overdue(qint64 localMs) const;

private:
    struct Rack {
        qint64 newestSampleMs = 0; // 0 = none known
        qint64 waitingSinceMs = 0; // local time of the last arrival, or of being watched
        bool hasArrival = false;
        QList<qint64> gaps; // local ms between arrivals, newest last
    };
    QStringList m_order;
    QHash<QString, Rack> m_racks;
};

} // namespace rackops
