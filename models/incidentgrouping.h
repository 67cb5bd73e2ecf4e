#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace rackops {

// What an incident is, in one place: one cause on a rack raises several alerts
// (a leak: the detector, delta-T, pressure, the shutdown), so the alerts of one
// rack or bucket are one incident while one of them is open and for kGapMs after
// the last one closed. The Alerts view (AlertIncidentModel) and the shift
// handover (HandoverDocument) both group by it, so "3 incidents" counts the same
// things in both.
class IncidentGrouping {
public:
    static constexpr qint64 kGapMs = 30 * 60'000;

    struct Member {
        QString subject; // rack or bucket; empty = nothing to group by (the alert stands alone)
        QString id; // the alert's id
        qint64 raisedMs = 0;
        qint64 endMs = 0; // when it closed; 0 = still open
    };

    // For every member, the index of its incident in `keys`; `keys` gets each incident's stable
    // key: its subject and its first alert ("PHX1-H2-R07-12/A-1042"), or the alert alone.
    static QList<int> group(const QList<Member> &members, QStringList *keys);
};

} // namespace rackops
