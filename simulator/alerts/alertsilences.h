#pragma once

#include "core/mutationresult.h"

#include "rackops/v1/alerts.pb.h"
#include "rackops/v1/operations.pb.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rackops::sim {

// The silences of the AlertBook: which one holds an alert, the rules of a
// new one, ending them, and which changed since the last save. What a
// silence does to the alerts it holds stays with the book. Not thread-safe
// on its own: the book calls it under its lock.
class AlertSilences {
public:
    static constexpr std::int64_t kMaxSilenceMs = 7 * 24 * 3'600'000LL;

    static bool matcherEmpty(const rackops::v1::AlertMatcher &matcher);
    static bool matches(const rackops::v1::AlertMatcher &matcher, const rackops::v1::Alert &alert);

    // The id of the active silence that holds `alert` at `nowMs`, or empty.
    std::string holding(const rackops::v1::Alert &alert, std::int64_t nowMs) const;
    // Why a silence with this matcher and expiry cannot be made now, if it cannot.
    static MutationResult check(const rackops::v1::AlertMatcher &matcher, std::optional<std::int64_t> expiresMs,
                                std::int64_t nowMs);
    rackops::v1::AlertSilence &create(const rackops::v1::AlertMatcher &matcher, const std::string &reason,
                                      const rackops::v1::Actor &by, std::int64_t nowMs, std::int64_t expiresMs,
                                      const rackops::v1::SilenceSync &alertmanager = {});
    rackops::v1::AlertSilence *find(const std::string &id);
    // Ends `silence` at `endMs`; the book releases the alerts it held. One that is in
    // Alertmanager is to be expired there; one that never got there needs nothing more.
    void end(rackops::v1::AlertSilence &silence, std::int64_t endMs);
    // The active silences whose expiry is at or before `nowMs`.
    std::vector<rackops::v1::AlertSilence *> due(std::int64_t nowMs);
    // Copies of all, judged at `nowMs` (expired when past their expiry, though nobody ended them yet).
    std::vector<rackops::v1::AlertSilence> judged(std::int64_t nowMs) const;

    // Takes up stored silences (ids go on after the highest).
    void load(std::vector<rackops::v1::AlertSilence> silences);
    // The silences changed since the last `clearChanged`.
    std::vector<const rackops::v1::AlertSilence *> changed() const;
    void clearChanged() { m_changed.clear(); }
    void markChanged(const std::string &id) { m_changed.insert(id); }

private:
    std::map<std::string, rackops::v1::AlertSilence> m_silences;
    std::set<std::string> m_changed;
    std::int64_t m_next = 1;
};

} // namespace rackops::sim
