// A view that reacts to every signal of a batch (1,200 changed alerts at 100,000 racks) does its
// work at most twice per turn of the event loop: at once for the first, once more at the turn's end.
#include "onceperturn.h"

#include <QCoreApplication>
#include <QTest>

using namespace rackops;

class TestOncePerTurn : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aLoneRequestRunsAtOnceAndOnlyOnce()
    {
        QObject owner;
        int runs = 0;
        auto *once = new OncePerTurn([&runs] { ++runs; }, &owner);
        once->request();
        QCOMPARE(runs, 1); // no delay for a single change
        QCoreApplication::sendPostedEvents();
        QTest::qWait(20);
        QCOMPARE(runs, 1); // nothing asked again: nothing more at the turn's end
    }

    void aBatchOfRequestsRunsTwice()
    {
        QObject owner;
        int runs = 0;
        auto *once = new OncePerTurn([&runs] { ++runs; }, &owner);
        for (int i = 0; i < 1200; ++i)
            once->request();
        QCOMPARE(runs, 1); // 1,200 before
        QTRY_COMPARE(runs, 2); // the rest of the batch, once, at the turn's end
        QTest::qWait(20);
        QCOMPARE(runs, 2);
        // A later turn starts afresh: its first request runs at once again.
        once->request();
        QCOMPARE(runs, 3);
    }
};

QTEST_GUILESS_MAIN(TestOncePerTurn)
#include "tst_onceperturn.moc"
