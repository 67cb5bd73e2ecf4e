#pragma once

namespace rackops {

// A fleet is millions of small allocations made in a burst at start-up. glibc
// grows the heap 132 KiB at a time by default; grown 256 MiB at a time, the
// 100,000-rack demo shows its first frame in 2.1-2.5 s instead of 2.9-3.1 s.
// This was set as glibc tunables with transparent huge pages for the heap, for
// which a program had to execute itself again (glibc reads its tunables only
// when a process starts). On 7 December the huge pages measured slower: each
// fault zeroes 2 MiB at once, and on a virtual machine fresh memory is the
// dearest part of a start (100,000 racks: --connect 540 instead of 720 ms, the
// demo 2.1-2.5 instead of 2.9-3.6 s). The step alone is set at run time.
class HeapTuning {
public:
    static constexpr int kHeapStepBytes = 256 * 1024 * 1024;

    // Every heap grows kHeapStepBytes at a time from now on (M_TOP_PAD). Call first thing in
    // main(). Does nothing, and returns false, where the heap is not glibc's, when the user set
    // glibc.malloc.top_pad in GLIBC_TUNABLES (their choice wins) or RACKOPS_NO_HEAP_TUNING.
    static bool growInLargeSteps();

    // Start-up is over: from now on the heap keeps no pad on top (glibc's
    // default; a pad the user chose stays), and what start-up's burst freed is given back now. With a
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
