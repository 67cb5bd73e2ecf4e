#pragma once

namespace rackops {

// A fleet is millions of small allocations made in a burst at start-up. glibc
// serves them from the heap 4 KiB page by page, and on a virtual machine each
// page fault is expensive. With transparent huge pages for the heap and the
// heap grown 256 MiB at a time, the 50,000-rack demo is ready in 2.7 s instead
// of 4.2 s. glibc reads these settings (GLIBC_TUNABLES) only when a process
// starts, so a program that wants them executes itself again once, first
// thing in main(), with them set.
class HeapTuning {
public:
    static constexpr const char *kTunables = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=268435456";

    // Returns only when nothing was done: not glibc on Linux, GLIBC_TUNABLES
    // already set (the user's choice wins, and it stops a second exec),
    // RACKOPS_NO_HEAP_TUNING set, or the exec failed.
    static void restartTuned(char *argv[]);

    // Start-up is over: from now on the heap keeps no pad on top (glibc's
    // default), and what start-up's burst freed is given back now. With a
    // 256 MiB pad a freed burst stays resident for good: 100,000 racks' first
    // snapshot left the console at 400 MiB. Returns whether memory was given back.
    static bool settle();
    // Gives back the free pages of every heap (malloc_trim). A program that
    // fell behind and caught up (a loaded machine) frees what waited, but the
    // pages stay resident between live pieces: 28 MiB after 20 minutes at
    // 100,000 racks. Thread-safe; glibc locks one heap at a time.
    static bool giveBack();
    // At most `arenas` heaps for all of the program's threads. glibc gives each new thread a heap
    // of its own, up to eight per core; the console's stream readers convert what the GUI thread
    // frees long after, and their own heaps kept that free space resident between live pieces.
    // Call first thing in main(), before threads start. Returns whether the limit was set.
    static bool limitArenas(int arenas);
};

} // namespace rackops
