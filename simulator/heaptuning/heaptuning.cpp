#include "heaptuning.h"

#include <cstdlib>

#if defined(__linux__) && defined(__GLIBC__)
#include <climits>
#include <malloc.h>
#include <unistd.h>
#endif

namespace rackops {

void HeapTuning::restartTuned(char *argv[])
{
#if defined(__linux__) && defined(__GLIBC__)
    if (std::getenv("GLIBC_TUNABLES") || std::getenv("RACKOPS_NO_HEAP_TUNING"))
        return;
    if (setenv("GLIBC_TUNABLES", kTunables, 1) != 0)
        return;
    // Same process id, same arguments; argv[0] stays what the user typed. Through the binary's
    // own path where it can: the kernel names a process after the file it executes, and
    // through /proc/self/exe that is "exe" in ps, top and pkill -x.
    char self[PATH_MAX];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length > 0) {
        self[length] = '\0';
        execv(self, argv);
    }
    execv("/proc/self/exe", argv); // the file was replaced or removed since it started
    unsetenv("GLIBC_TUNABLES"); // not restarted: do not hand the setting to children either
#else
    (void)argv;
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
