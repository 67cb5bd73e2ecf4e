#include "core/heaprelease.h"

#include <atomic>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rackops::sim {

namespace {
std::atomic<bool> g_releaseAsked {false};
}

void HeapRelease::afterRequest(std::size_t bytes)
{
    if (bytes < kLargeRequestBytes)
        return;
    releaseNow();
    g_releaseAsked.store(true, std::memory_order_relaxed);
}

void HeapRelease::releaseIfAsked()
{
    if (g_releaseAsked.exchange(false, std::memory_order_relaxed))
        releaseNow();
}

bool HeapRelease::releaseNow()
{
#if defined(__GLIBC__)
    malloc_trim(0);
    return true;
#else
    return false;
#endif
}

} // namespace rackops::sim
