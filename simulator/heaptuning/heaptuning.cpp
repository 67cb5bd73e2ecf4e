#include "heaptuning.h"

#include <cstdlib>
#include <cstring>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif

namespace rackops {

namespace {
bool padSetHere = false; // by growInLargeSteps(): settle() takes back only what this set
} // namespace

bool HeapTuning::growInLargeSteps()
{
#if defined(__linux__) && defined(__GLIBC__)
    const char *tunables = std::getenv("GLIBC_TUNABLES");
    if ((tunables && std::strstr(tunables, "glibc.malloc.top_pad")) || std::getenv("RACKOPS_NO_HEAP_TUNING"))
        return false;
    padSetHere = mallopt(M_TOP_PAD, kHeapStepBytes) == 1;
    return padSetHere;
#else
    return false;
#endif
}

bool HeapTuning::settle()
{
#if defined(__linux__) && defined(__GLIBC__)
    if (padSetHere)
        mallopt(M_TOP_PAD, 0);
    padSetHere = false;
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
