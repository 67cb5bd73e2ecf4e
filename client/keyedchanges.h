#pragma once

#include "commonconvert.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <algorithm>

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

    void mergeFrom(KeyedChanges &&later)
    {
        if (later.reset) {
            *this = std::move(later);
            return;
        }
        serverTimeMs = std::max(serverTimeMs, later.serverTimeMs);
        if (later.isHeartbeat())
            return;
        for (const QString &id : std::as_const(later.removedIds)) {
            upserts.removeIf([&id](const Item &item) { return item.id == id; });
            if (!removedIds.contains(id))
                removedIds.append(id);
        }
        QHash<QString, qsizetype> position;
        position.reserve(upserts.size());
        for (qsizetype i = 0; i < upserts.size(); ++i)
            position.insert(upserts.at(i).id, i);
        for (Item &item : later.upserts) {
            removedIds.removeAll(item.id);
            if (const auto it = position.constFind(item.id); it != position.cend()) {
                upserts[*it] = std::move(item);
            } else {
                position.insert(item.id, upserts.size());
                upserts.append(std::move(item));
            }
        }
    }
};

} // namespace rackops
