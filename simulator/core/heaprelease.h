#pragma once

#include <cstddef>

namespace rackops::sim {

// Gives memory a large request used back to the system. glibc keeps what a
// thread freed in its arena, and with the start-up tunables (HeapTuning:
// top_pad of 256 MiB) it keeps up to that much on top of every heap: each
// 16 MiB import left 65-188 MB resident for good. malloc_trim(0) returns the
// free pages of every arena. The request's own bytes are freed by gRPC only
// after the handler returned, so a release is done at once and again on the
// next tick (releaseIfAsked), when those are free too.
class HeapRelease {
public:
    // Requests of this size and above are worth a trim (a few milliseconds).
    static constexpr std::size_t kLargeRequestBytes = 1 << 20;

    // After a request of `bytes`: trims now when it was large, and asks for
    // another trim on the next call of releaseIfAsked().
    static void afterRequest(std::size_t bytes);
    // The simulator's ticker: trims when a large request asked for it since.
    static void releaseIfAsked();
    // Trims every arena now; false where there is no malloc_trim.
    static bool releaseNow();
};

} // namespace rackops::sim
