#include "replicationupdate.h"

namespace rackops {

namespace {
// Replaces items of `into` that `later` also has (same key), appends the rest.
template<typename T, typename Key> void upsert(QList<T> &into, QList<T> &&later, Key key)
{
    for (T &item : later) {
        const auto it = std::find_if(into.begin(), into.end(), [&](const T &x) { return key(x) == key(item); });
        if (it != into.end())
            *it = std::move(item);
        else
            into.append(std::move(item));
    }
}
} // namespace

void ReplicationUpdate::mergeFrom(ReplicationUpdate &&later)
{
    if (later.reset) {
        // A snapshot replaces what came before, but keeps regions it does not carry.
        if (later.regions.isEmpty())
            later.regions = std::move(regions);
        *this = std::move(later);
        return;
    }
    upsert(pairs, std::move(later.pairs), [](const ReplicationPair &p) { return p.key(); });
    upsert(caches, std::move(later.caches), [](const RegionCache &c) { return c.region; });
    if (!later.regions.isEmpty())
        regions = std::move(later.regions);
    serverTimeMs = std::max(serverTimeMs, later.serverTimeMs);
}

} // namespace rackops
