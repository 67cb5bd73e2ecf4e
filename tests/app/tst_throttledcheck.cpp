// A costly yes/no (is there a system tray: a round trip to the X server) is asked again only
// once its answer is old, however often it is wanted.
#include "throttledcheck.h"

#include <QTest>

using namespace rackops;
using namespace std::chrono_literals;

class TestThrottledCheck : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aFreshAnswerIsNotAskedAgain()
    {
        int asked = 0;
        ThrottledCheck check([&asked] { return ++asked % 2 == 1; }, 1h);
        QVERIFY(check.value());
        for (int i = 0; i < 100; ++i) // a batch of critical alerts: each asked before
            QVERIFY(check.value());
        QCOMPARE(asked, 1);
    }

    void anOldAnswerIsAskedAgain()
    {
        int asked = 0;
        ThrottledCheck check([&asked] { return ++asked % 2 == 1; }, 20ms);
        QVERIFY(check.value());
        QTest::qWait(40);
        QVERIFY(!check.value()); // the tray went away: the new answer holds
        QCOMPARE(asked, 2);
        QVERIFY(!check.value());
        QCOMPARE(asked, 2);
    }
};

QTEST_GUILESS_MAIN(TestThrottledCheck)
#include "tst_throttledcheck.moc"
