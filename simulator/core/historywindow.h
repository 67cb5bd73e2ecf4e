#pragma once

#include "core/mutationresult.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cstdint>

namespace rackops::sim {

// The time grid of a downsampled history query, the same for every history
// RPC: [from, to) with `to` at most now (unset = now, unset from = an hour
// before to), cut into at most max_points buckets (0 = 1000) no narrower
// than the raw sample step. Bucket i starts at fromMs + i x widthMs.
struct HistoryWindow {
    static constexpr std::int64_t kMaxRangeMs = 7LL * 24 * 3'600'000;
    static constexpr int kMaxPoints = 10000;

    std::int64_t fromMs = 0;
    std::int64_t toMs = 0;
    std::int64_t buckets = 0;
    std::int64_t widthMs = 0;

    // Refused (InvalidArgument) in words when the request cannot be answered.
    template<typename Request>
    static MutationResult resolve(const Request &request, std::int64_t nowMs, std::int64_t stepMs,
                                  HistoryWindow *window)
    {
        using google::protobuf::util::TimeUtil;
        const std::int64_t to =
            request.has_to() ? std::min(TimeUtil::TimestampToMilliseconds(request.to()), nowMs) : nowMs;
        const std::int64_t from =
            request.has_from() ? TimeUtil::TimestampToMilliseconds(request.from()) : to - 3'600'000;
        if (from >= to)
            return MutationResult::refused(MutationResult::Code::InvalidArgument, Phrase::make("request.range_order"));
        if (to - from > kMaxRangeMs)
            return MutationResult::refused(MutationResult::Code::InvalidArgument,
                                           Phrase::make("request.range_too_long"));
        if (request.max_points() < 0 || request.max_points() > kMaxPoints)
            return MutationResult::refused(MutationResult::Code::InvalidArgument, Phrase::make("request.max_points"));
        window->fromMs = from;
        window->toMs = to;
        window->buckets = std::max<std::int64_t>(
            1, std::min<std::int64_t>(request.max_points() == 0 ? 1000 : request.max_points(), (to - from) / stepMs));
        window->widthMs = std::max<std::int64_t>(stepMs, (to - from + window->buckets - 1) / window->buckets);
        return MutationResult::done();
    }

    // Where bucket i starts and ends (the last one ends at toMs).
    std::int64_t bucketStart(std::int64_t i) const { return fromMs + i * widthMs; }
    std::int64_t bucketEnd(std::int64_t i) const { return std::min(toMs, fromMs + (i + 1) * widthMs); }
};

} // namespace rackops::sim
