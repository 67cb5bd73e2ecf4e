#include "heaptuning.h"

#include <cstdlib>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rackops {

bool HeapTuning::growInLargeSteps()
{
#if defined(__linux__) && defined(__GLIBC__)
    if (std::getenv("GLIBC_TUNABLES") || std::getenv("RACKOPS_NO_HEAP_TUNING"))
        return false;
    return mallopt(M_TOP_PAD, kHeapStepBytes) == 1;
#else
    return false;
#endif
}

bool HeapTuning::settle()
{
#if defined(__linux__) && defined(__GLIBC__)
    mallopt(M_TOP_PAD, 0);
#endif
    return giveBack();
}

bool HeapTuning::giveBack()
{
#if defined(__linux__) && defined(__GLIBC__)
    return malloc_trim(0) == 1;
#else
    return false;
#endif
}

bool HeapTuning::limitArenas(int arenas)
{
#if defined(__linux__) && defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, arenas) == 1;
#else
    (void)arenas;
    return false;
#endif
}

} // namespace rackops
