#pragma once

#include "commonconvert.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <algorithm>
#include <vector>

namespace rackops {

// Changes to a list of items keyed by `id` (alerts, operations) as one
// coalescable batch: merging a later batch keeps the last version of each
// item and never names an id both as upserted and removed, so the order in
// which a model applies the two lists does not matter. Internal to the
// client library.
template<typename Item> struct KeyedChanges {
    bool reset = false; // drop everything known before applying
    QList<Item> upserts;
    QStringList removedIds;
    qint64 serverTimeMs = 0;

    // From a watch message with `reset`, `server_time`, its upserts (each
    // through `convert`) and the ids it removes.
    template<typename Message, typename Upserts, typename RemovedIds, typename Convert>
    static KeyedChanges fromMessage(const Message &message, const Upserts &upserts, const RemovedIds &removedIds,
                                    Convert convert)
    {
        KeyedChanges changes;
        changes.reset = message.reset();
        changes.serverTimeMs = message.has_server_time() ? CommonConvert::toMs(message.server_time()) : 0;
        changes.upserts.reserve(upserts.size());
        for (const auto &item : upserts)
            changes.upserts.append(convert(item));
        for (const auto &id : removedIds)
            changes.removedIds.append(QString::fromStdString(id));
        return changes;
    }

    // Only the server's time: a heartbeat.
    bool isHeartbeat() const { return !reset && upserts.isEmpty() && removedIds.isEmpty(); }

    // Linear in `later`: while the GUI thread is busy, a watch merges every message into one
    // pending batch. Searching the lists for each id (and moving every item after one taken out)
    // made an alert storm quadratic: the reader fell minutes behind, holding the coalescer's lock
    // and gigabytes of waiting messages. Items taken out leave holes until settle().
    void mergeFrom(KeyedChanges &&later)
    {
        if (later.reset) {
            *this = std::move(later);
            return;
        }
        serverTimeMs = std::max(serverTimeMs, later.serverTimeMs);
        if (later.isHeartbeat())
            return;
        later.settle();
        index();
        for (const QString &id : std::as_const(later.removedIds)) {
            if (const auto it = m_upsertAt.constFind(id); it != m_upsertAt.cend()) {
                m_upsertTaken[size_t(*it)] = 1;
                m_upsertAt.erase(it);
                m_holes = true;
            }
            if (!m_removedAt.contains(id)) {
                m_removedAt.insert(id, removedIds.size());
                removedIds.append(id);
                m_removedTaken.push_back(0);
            }
        }
        for (Item &item : later.upserts) {
            if (const auto it = m_removedAt.constFind(item.id); it != m_removedAt.cend()) {
                m_removedTaken[size_t(*it)] = 1;
                m_removedAt.erase(it);
                m_holes = true;
            }
            if (const auto it = m_upsertAt.constFind(item.id); it != m_upsertAt.cend()) {
                upserts[*it] = std::move(item);
            } else {
                m_upsertAt.insert(item.id, upserts.size());
                upserts.append(std::move(item));
                m_upsertTaken.push_back(0);
            }
        }
    }

    // Closes the holes merging left; the lists are what they say after this. The coalescer settles
    // a batch before handing it on.
    void settle()
    {
        if (m_holes) {
            closeHoles(upserts, m_upsertTaken);
            closeHoles(removedIds, m_removedTaken);
            m_holes = false;
        }
        m_indexed = false;
        m_upsertAt.clear();
        m_removedAt.clear();
        m_upsertTaken.clear();
        m_removedTaken.clear();
    }

private:
    template<typename List> static void closeHoles(List &list, const std::vector<char> &taken)
    {
        qsizetype kept = 0;
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (taken[size_t(i)])
                continue;
            if (kept != i)
                list[kept] = std::move(list[i]);
            ++kept;
        }
        list.resize(kept);
    }

    // Where each id is in the two lists, made at the first merge and kept through the next ones.
    void index()
    {
        if (m_indexed)
            return;
        m_indexed = true;
        m_upsertAt.reserve(upserts.size());
        for (qsizetype i = 0; i < upserts.size(); ++i)
            m_upsertAt.insert(upserts.at(i).id, i);
        for (qsizetype i = 0; i < removedIds.size(); ++i)
            m_removedAt.insert(removedIds.at(i), i);
        m_upsertTaken.assign(size_t(upserts.size()), char(0));
        m_removedTaken.assign(size_t(removedIds.size()), char(0));
    }

    bool m_indexed = false;
    bool m_holes = false;
    QHash<QString, qsizetype> m_upsertAt;
    QHash<QString, qsizetype> m_removedAt;
    std::vector<char> m_upsertTaken; // by index in upserts: taken out since (a hole)
    std::vector<char> m_removedTaken;
};

} // namespace rackops
