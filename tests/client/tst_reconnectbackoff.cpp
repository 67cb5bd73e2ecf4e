#include "reconnectbackoff.h"

#include <QTest>

using namespace rackops;

class TestReconnectBackoff : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void doublesUpToTheCapWithJitter()
    {
        ReconnectBackoff backoff(1000, 30000, 42);
        const qint64 steps[] = {1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000};
        for (qint64 step : steps) {
            const qint64 delay = backoff.nextDelayMs();
            QVERIFY2(delay >= step / 2 && delay <= step,
                     qPrintable(QStringLiteral("delay %1 outside [%2, %3]").arg(delay).arg(step / 2).arg(step)));
        }
        QCOMPARE(backoff.attempt(), 8);
    }

    void resetStartsOver()
    {
        ReconnectBackoff backoff(1000, 30000, 1);
        for (int i = 0; i < 5; ++i)
            backoff.nextDelayMs();
        backoff.reset();
        QVERIFY(backoff.nextDelayMs() <= 1000);
    }

    void jitterSpreadsConsoles()
    {
        // Two consoles that lost the same backend should not retry in lockstep.
        ReconnectBackoff a(1000, 30000, 1);
        ReconnectBackoff b(1000, 30000, 2);
        int same = 0;
        for (int i = 0; i < 6; ++i)
            same += a.nextDelayMs() == b.nextDelayMs() ? 1 : 0;
        QVERIFY(same < 6);
    }
};

QTEST_GUILESS_MAIN(TestReconnectBackoff)
#include "tst_reconnectbackoff.moc"
