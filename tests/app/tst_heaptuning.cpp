// HeapTuning: the heap grows in large steps at start-up (set at run time; it took a restart
// with glibc's tunables until huge pages were dropped). settle and giveBack: what start-up's
// burst freed goes back to the system once the 256 MiB pad is dropped, and what a console that fell behind
// freed goes back although live pieces sit above it (issue #39.6, the console at 400 MiB).
#include "heaptuning.h"

#include <QFile>
#include <QTest>

#include <cstdio>
#include <latch>
#include <memory>
#include <thread>
#include <vector>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields.at(1).toLongLong() * 4096 : -1;
}

#if defined(__linux__) && defined(__GLIBC__)
// How many heaps (arenas) glibc has made so far: the <heap nr="..."> entries of malloc_info.
int arenaCount()
{
    char *text = nullptr;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (!out)
        return -1;
    malloc_info(0, out);
    std::fclose(out);
    const int heaps = int(QByteArray(text, qsizetype(size)).count("<heap nr="));
    std::free(text);
    return heaps;
}
#endif

} // namespace

class TestHeapTuning : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void settleGivesBackWhatTheStartUpBurstFreed()
    {
#if !defined(__linux__) || !defined(__GLIBC__)
        QSKIP("glibc's heap only");
#elif defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("the sanitizers bring their own allocator");
#else
        QVERIFY(qEnvironmentVariableIsEmpty("GLIBC_TUNABLES"));
        QVERIFY(rackops::HeapTuning::growInLargeSteps()); // as main() does, first thing
        // A burst like a first snapshot: many small pieces, all freed again.
        constexpr int kPieces = 400'000;
        constexpr std::size_t kPieceBytes = 240;
        const qint64 before = residentBytes();
        {
            std::vector<std::unique_ptr<char[]>> burst;
            burst.reserve(kPieces);
            for (int i = 0; i < kPieces; ++i) {
                burst.emplace_back(new char[kPieceBytes]);
                burst.back()[0] = char(i); // touched, as converted racks are
                burst.back()[kPieceBytes - 1] = char(i);
            }
        }
        const qint64 kept = residentBytes() - before;
        constexpr qint64 kBurst = qint64(kPieces) * kPieceBytes; // 92 MiB
        // The pad keeps the freed burst resident: this is what settle() is for.
        QVERIFY2(kept > kBurst / 2, qPrintable(QString::number(kept)));
        QVERIFY(rackops::HeapTuning::settle());
        const qint64 left = residentBytes() - before;
        QVERIFY2(left < kBurst / 8, qPrintable(QStringLiteral("%1 of %2 bytes left").arg(left).arg(kBurst)));
#endif
    }

    // Whoever sets the heap's pad in glibc's tunables (or asks for no tuning) keeps what they chose;
    // other tunables leave the step in place (any of them turned it off, found in review).
    void theUsersOwnHeapSettingsWin()
    {
        qputenv("GLIBC_TUNABLES", "glibc.pthread.rseq=1:glibc.malloc.top_pad=0");
        QVERIFY(!rackops::HeapTuning::growInLargeSteps());
#if defined(__linux__) && defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
        qputenv("GLIBC_TUNABLES", "glibc.pthread.rseq=1"); // (the sanitizers' allocators take no pad)
        QVERIFY(rackops::HeapTuning::growInLargeSteps());
        rackops::HeapTuning::settle(); // this process's heap as before
#endif
        qunsetenv("GLIBC_TUNABLES");
        qputenv("RACKOPS_NO_HEAP_TUNING", "1");
        QVERIFY(!rackops::HeapTuning::growInLargeSteps());
        qunsetenv("RACKOPS_NO_HEAP_TUNING");
    }

    void giveBackReturnsPagesBetweenLivePieces()
    {
#if !defined(__linux__) || !defined(__GLIBC__)
        QSKIP("glibc's heap only");
#elif defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("the sanitizers bring their own allocator");
#else
        rackops::HeapTuning::settle();
        // What waited while the console was behind, freed; one piece made after it still lives,
        // so the heap's top cannot shrink and the freed pages stay resident.
        constexpr int kPieces = 400'000;
        constexpr std::size_t kPieceBytes = 240;
        constexpr qint64 kWaited = qint64(kPieces) * kPieceBytes;
        const qint64 before = residentBytes();
        std::unique_ptr<char[]> stillLive;
        {
            std::vector<std::unique_ptr<char[]>> waited;
            waited.reserve(kPieces);
            for (int i = 0; i < kPieces; ++i) {
                waited.emplace_back(new char[kPieceBytes]);
                waited.back()[0] = char(i);
                waited.back()[kPieceBytes - 1] = char(i);
            }
            stillLive.reset(new char[kPieceBytes]);
            stillLive[0] = 1;
        }
        const qint64 kept = residentBytes() - before;
        QVERIFY2(kept > kWaited / 2, qPrintable(QString::number(kept)));
        QVERIFY(rackops::HeapTuning::giveBack());
        const qint64 left = residentBytes() - before;
        QVERIFY2(left < kWaited / 8, qPrintable(QStringLiteral("%1 of %2 bytes left").arg(left).arg(kWaited)));
#endif
    }

    // The console's reader threads share the limited heaps instead of one each (#39.6: at 100,000
    // racks after 47 minutes three readers' heaps held 73 MB free between live pieces).
    void threadsShareTheLimitedHeaps()
    {
#if !defined(__linux__) || !defined(__GLIBC__)
        QSKIP("glibc's heap only");
#elif defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        QSKIP("the sanitizers bring their own allocator");
#else
        const int before = arenaCount();
        QVERIFY(before >= 1);
        QVERIFY(rackops::HeapTuning::limitArenas(2));
        constexpr int kThreads = 6;
        std::latch allocating(kThreads);
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t) {
            threads.emplace_back([&allocating] {
                // Each new thread's first allocation is where glibc picks (or makes) its heap.
                std::unique_ptr<char[]> piece(new char[4096]);
                piece[0] = 1;
                allocating.arrive_and_wait(); // all alive at once: no heap is left behind to reuse
            });
        }
        for (std::thread &thread : threads)
            thread.join();
        QVERIFY2(arenaCount() <= std::max(before, 2),
                 qPrintable(QStringLiteral("%1 heaps, %2 before").arg(arenaCount()).arg(before)));
#endif
    }
};

QTEST_MAIN(TestHeapTuning)
#include "tst_heaptuning.moc"
