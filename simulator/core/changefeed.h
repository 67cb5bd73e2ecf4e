#pragma once

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace rackops::sim {

// The mechanics of a resumable change stream (racks, operations, alerts):
// an epoch, a revision counter, tombstones of what left the stream, "what
// changed after revision R" and waiting for the next change.
//
// The owner keeps its items and stamps each change with `advance()`; every
// item carries the revision it was last stamped with (`revision()` of the
// item), so the items changed after R are those stamped > R, plus the
// tombstones > R. The owner calls every method but the waits under its own
// lock; the feed guards its counters itself, so a watcher waits on the feed
// without holding the owner's lock.
class ChangeFeed {
public:
    // What a watcher is sent: the items changed (or all, in a snapshot) and
    // the ids that left the stream, as of `revision` of `epoch`.
    template<typename Item> struct Changes {
        std::string epoch;
        std::int64_t revision = 0;
        std::vector<Item> upserts;
        std::vector<std::string> removed;
        // A piece of a snapshot read in pieces (snapshotPiece): where the next piece
        // starts, 0 when this is the last, and how many items the whole snapshot has.
        std::size_t nextPiece = 0;
        std::size_t snapshotSize = 0;
    };

    // Whether a resume from revision 0 of the current epoch is a resume
    // (everything stamped since) or asks for a snapshot.
    enum class ZeroRevision { MeansSnapshot, IsResumable };

    explicit ChangeFeed(std::string epoch, std::int64_t revision = 0, ZeroRevision zero = ZeroRevision::MeansSnapshot);

    // A new random epoch: watchers of an older one take a snapshot.
    static std::string newEpoch();

    std::string epoch() const;
    std::int64_t revision() const;
    // Takes up a stored history: its revision (epoch stays).
    void restoreRevision(std::int64_t revision);

    // The next revision, for a change about to be stamped; wakes the waiters.
    std::int64_t advance();
    // `id` left the stream: a tombstone at the next revision. An id that
    // leaves more than once keeps only its latest tombstone.
    std::int64_t remove(const std::string &id);
    // `id` is back in the stream (stamped again): its tombstone no longer counts.
    void revive(const std::string &id);
    bool isRemoved(const std::string &id) const;

    // Whether a watcher at `revision` of `epoch` can resume (same epoch, a
    // revision this feed has reached); otherwise it needs a snapshot.
    bool canResume(const std::string &epoch, std::int64_t revision) const;
    // The ids that left the stream after `revision`, in the order they left.
    std::vector<std::string> removedSince(std::int64_t revision) const;

    // What an item is sent as (`encode` below): the item itself, unless the owner says otherwise.
    struct AsItIs {
        template<typename T> const T &operator()(const T &item) const { return item; }
    };

    // Every item `select` gives (a pointer, or null to leave the element out).
    template<typename Item, typename Range, typename Select>
    Changes<Item> snapshot(const Range &elements, Select select) const
    {
        Changes<Item> changes = header<Item>();
        for (const auto &element : elements) {
            if (const Item *item = select(element))
                changes.upserts.push_back(*item);
        }
        return changes;
    }

    // Items [from, from + count) of `elements` (random access, each item selected), as of
    // now: one piece of a snapshot too large to copy at once. Pieces read one after
    // another may hold items stamped after the first piece's revision; a watcher
    // that resumes from that revision is sent them again, so it misses nothing.
    // Each is sent as `encode` makes it (a copy, or for instance its wire bytes).
    template<typename Item, typename Elements, typename Select, typename Encode = AsItIs>
    Changes<Item> snapshotPiece(const Elements &elements, std::size_t from, std::size_t count, Select select,
                                Encode encode = {}) const
    {
        Changes<Item> changes = header<Item>();
        const std::size_t end = from + std::min(count, elements.size() - std::min(from, elements.size()));
        changes.upserts.reserve(end - std::min(from, end));
        for (std::size_t i = from; i < end; ++i)
            changes.upserts.push_back(encode(*select(elements[i])));
        changes.nextPiece = end < elements.size() ? end : 0;
        changes.snapshotSize = elements.size();
        return changes;
    }

    // The selected items stamped after `revision` and the tombstones after
    // it, or nothing when that point in history is unknown (other epoch, or
    // from the future): the watcher then needs a snapshot.
    template<typename Item, typename Range, typename Select, typename Encode = AsItIs>
    std::optional<Changes<Item>> changesSince(const std::string &epoch, std::int64_t revision, const Range &elements,
                                              Select select, Encode encode = {}) const
    {
        if (!canResume(epoch, revision))
            return std::nullopt;
        Changes<Item> changes = header<Item>();
        for (const auto &element : elements) {
            const auto *item = select(element);
            if (item && item->revision() > revision)
                changes.upserts.push_back(encode(*item));
        }
        changes.removed = removedSince(revision);
        return changes;
    }

    // Blocks until the revision passes `afterRevision`, `wake()` is called,
    // or the timeout; true unless it timed out.
    bool waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const;
    // Ends every wait now (a watch about to end on shutdown).
    void wake() const;

private:
    template<typename Item> Changes<Item> header() const
    {
        std::lock_guard lock(m_mutex);
        return {m_epoch, m_revision, {}, {}, 0, 0};
    }

    mutable std::mutex m_mutex;
    mutable std::condition_variable m_changed;
    mutable std::uint64_t m_wakeGeneration = 0;
    std::string m_epoch;
    std::int64_t m_revision = 0;
    ZeroRevision m_zero;
    std::map<std::string, std::int64_t> m_removedAt; // id -> revision of its latest tombstone
};

} // namespace rackops::sim
