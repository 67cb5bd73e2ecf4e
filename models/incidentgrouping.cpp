#include "incidentgrouping.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace rackops {

QList<int> IncidentGrouping::group(const QList<Member> &members, QStringList *keys)
{
    // Per subject, by time raised: an alert further than the gap from the previous starts a new incident.
    QHash<QString, QList<int>> bySubject;
    for (int i = 0; i < members.size(); ++i)
        bySubject[members.at(i).subject].append(i);
    QList<int> incidentOf(members.size(), -1);
    for (auto it = bySubject.begin(); it != bySubject.end(); ++it) {
        QList<int> &ofSubject = it.value();
        std::stable_sort(ofSubject.begin(), ofSubject.end(), [&](int a, int b) {
            return members.at(a).raisedMs != members.at(b).raisedMs ? members.at(a).raisedMs < members.at(b).raisedMs
                                                                    : members.at(a).id < members.at(b).id;
        });
        const bool alone = it.key().isEmpty(); // nothing to group by: each alert is its own
        // An incident lasts while one of its alerts is open, and the gap after the last one closed.
        qint64 incidentEnd = 0;
        bool first = true;
        for (int i : std::as_const(ofSubject)) {
            const Member &m = members.at(i);
            if (alone || first || m.raisedMs > incidentEnd + kGapMs) {
                keys->append(alone ? m.id : it.key() + QLatin1Char('/') + m.id);
                incidentEnd = 0;
            }
            incidentOf[i] = int(keys->size()) - 1;
            const qint64 end =
                m.endMs == 0 ? std::numeric_limits<qint64>::max() - kGapMs : std::max(m.raisedMs, m.endMs);
            incidentEnd = std::max(incidentEnd, end);
            first = false;
        }
    }
    return incidentOf;
}

} // namespace rackops
