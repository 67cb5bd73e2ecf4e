// One budget per turn of the event loop for the batches taken in pieces: a batch that arrives
// while pieces wait is taken in the next turn, and the waiting take turns at going first.
#include "fleetfixtures.h"
#include "coolingstore.h"
#include "fleetmodel.h"
#include "slicescheduler.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

namespace {

// Work of `pieces` pieces, each noted in `log` under `name` and costing `pieceCost` of busy time.
class LoggedWork : public SliceScheduler::Client {
public:
    LoggedWork(QString name, int pieces, QStringList *log, std::chrono::microseconds pieceCost = {})
        : m_name(std::move(name))
        , m_left(pieces)
        , m_log(log)
        , m_pieceCost(pieceCost)
    {
    }
    ~LoggedWork() { SliceScheduler::forThisThread()->forget(this); }

    bool takeSlices(const QDeadlineTimer &deadline) override
    {
        do {
            --m_left;
            m_log->append(m_name);
            QElapsedTimer spent;
            spent.start();
            while (spent.nsecsElapsed() < std::chrono::nanoseconds(m_pieceCost).count()) { }
        } while (m_left > 0 && !deadline.hasExpired());
        return m_left > 0;
    }
    int left() const { return m_left; }

private:
    QString m_name;
    int m_left;
    QStringList *m_log;
    std::chrono::microseconds m_pieceCost;
};

// The posted events of one turn: what was posted during it waits for the next.
void oneTurn()
{
    QCoreApplication::sendPostedEvents();
}

} // namespace

class TestSliceScheduler : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { scheduler()->setTurnBudget(std::chrono::nanoseconds(0)); }
    void cleanup()
    {
        scheduler()->setTurnBudget(SliceScheduler::kTurnBudget);
        QCoreApplication::sendPostedEvents(); // a turn still asked for finds nobody
    }

    void workAskedForWhileNothingWaitsIsTakenAtOnce()
    {
        QStringList log;
        LoggedWork small(QStringLiteral("small"), 1, &log);
        scheduler()->request(&small);
        QCOMPARE(log, QStringList {QStringLiteral("small")});
        QVERIFY(!scheduler()->isWaiting(&small));
    }

    void workAskedForWhilePiecesWaitIsTakenInTheNextTurn()
    {
        QStringList log;
        LoggedWork cooling(QStringLiteral("cooling"), 3, &log);
        LoggedWork fleet(QStringLiteral("fleet"), 2, &log);
        scheduler()->request(&cooling);
        QCOMPARE(log, QStringList {QStringLiteral("cooling")});
        // The fleet batch comes in the event that delivers it, while cooling pieces wait: not taken there.
        scheduler()->request(&fleet);
        QCOMPARE(log.size(), 1);
        QVERIFY(scheduler()->isWaiting(&fleet));

        // Each turn serves every waiting client once; who went first goes last the next turn.
        oneTurn();
        QCOMPARE(log, (QStringList {QStringLiteral("cooling"), QStringLiteral("cooling"), QStringLiteral("fleet")}));
        oneTurn();
        QCOMPARE(log.mid(3), (QStringList {QStringLiteral("fleet"), QStringLiteral("cooling")}));
        QCOMPARE(cooling.left(), 0);
        QCOMPARE(fleet.left(), 0);
        oneTurn();
        QCOMPARE(log.size(), 5);
    }

    void aTurnTakesPiecesUntilItsBudgetIsSpent()
    {
        scheduler()->setTurnBudget(std::chrono::milliseconds(6));
        QStringList log;
        LoggedWork cooling(QStringLiteral("cooling"), 50, &log, std::chrono::milliseconds(1));
        scheduler()->request(&cooling);
        // 50 ms of work: a few pieces now (fewer on a loaded machine), the rest in later turns.
        QVERIFY2(!log.isEmpty() && log.size() < 50, qPrintable(QString::number(log.size())));
        QTRY_COMPARE(cooling.left(), 0);
        QCOMPARE(log.size(), 50);
    }

    void aForgottenClientIsNotServedAndTheNextIsServedAtOnce()
    {
        QStringList log;
        {
            LoggedWork gone(QStringLiteral("gone"), 5, &log);
            scheduler()->request(&gone);
        }
        LoggedWork next(QStringLiteral("next"), 1, &log);
        scheduler()->request(&next);
        QCOMPARE(log, (QStringList {QStringLiteral("gone"), QStringLiteral("next")}));
        oneTurn();
        QCOMPARE(log.size(), 2);
    }

    void aFleetBatchWaitsForTheTurnAfterTheCoolingPiecesInFront()
    {
        CoolingStore store;
        FleetModel model;
        QList<CoolingSample> samples;
        for (int i = 0; i < 3 * CoolingStore::kSliceSamples; ++i) {
            CoolingSample s;
            s.rackId = QStringLiteral("C-%1").arg(i);
            s.timeMs = 1'700'000'000'000;
            samples.append(s);
        }
        store.apply(samples);
        QCOMPARE(store.pendingSamples(), 2 * CoolingStore::kSliceSamples);

        FleetUpdate update;
        update.revision = 7;
        update.upserts = {rack(QStringLiteral("R-01"), LifecycleStage::Received)};
        model.applyUpdate(update);
        QCOMPARE(model.rowCount(), 0); // not in the coalescer's event, behind a cooling piece
        oneTurn();
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.revision(), 7);
        QCOMPARE(store.pendingSamples(), CoolingStore::kSliceSamples);
    }

private:
    static SliceScheduler *scheduler() { return SliceScheduler::forThisThread(); }
};

QTEST_GUILESS_MAIN(TestSliceScheduler)
#include "tst_slicescheduler.moc"
