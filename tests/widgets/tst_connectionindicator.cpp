#include "connectionindicator.h"
#include "connectionstatus.h"
#include "staledatabanner.h"

#include <QDateTime>
#include <QLabel>
#include <QTest>

using namespace rackops;

class TestConnectionIndicator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsEachPhaseInWords()
    {
        ConnectionStatus status;
        ConnectionIndicator indicator(&status);
        ConnectionState state;
        state.endpoint = QStringLiteral("127.0.0.1:50051");
        state.phase = ConnectionState::Phase::Connecting;
        status.setState(state);
        QCOMPARE(indicator.stateText(), QStringLiteral("Connecting\u2026"));
        QCOMPARE(indicator.ageText(), QStringLiteral("No data yet"));

        state.phase = ConnectionState::Phase::Live;
        status.setState(state);
        status.noteDataReceived(42);
        QCOMPARE(indicator.stateText(), QStringLiteral("Live"));
        QCOMPARE(indicator.ageText(), QStringLiteral("Data age 0 s"));
        QCOMPARE(indicator.findChild<QLabel *>(QStringLiteral("connectionEndpoint"))->text(),
                 QStringLiteral("127.0.0.1:50051"));

        state.phase = ConnectionState::Phase::Reconnecting;
        state.nextRetryAtMs = QDateTime::currentMSecsSinceEpoch() + 8000;
        state.downSinceMs = QDateTime::currentMSecsSinceEpoch();
        status.setState(state);
        QVERIFY2(indicator.stateText().startsWith(QStringLiteral("Reconnecting in 8 s")),
                 qPrintable(indicator.stateText()));
        QVERIFY(indicator.stateText().contains(QStringLiteral("down since")));
    }

    void ageFormatting()
    {
        QCOMPARE(ConnectionIndicator::formatAge(4200), QStringLiteral("4 s"));
        QCOMPARE(ConnectionIndicator::formatAge(125000), QStringLiteral("2 min 5 s"));
        QCOMPARE(ConnectionIndicator::formatAge(3 * 3600000 + 60000), QStringLiteral("3 h 1 min"));
    }

    void staleBannerAppearsOnlyWhenDataIsNotLive()
    {
        ConnectionStatus status;
        StaleDataBanner banner(&status);
        banner.show();
        ConnectionState state;
        state.phase = ConnectionState::Phase::Reconnecting;
        status.setState(state);
        QVERIFY(!banner.isVisible()); // nothing shown yet, nothing stale

        state.phase = ConnectionState::Phase::Live;
        status.setState(state);
        status.noteDataReceived(1);
        QVERIFY(!banner.isVisible());

        state.phase = ConnectionState::Phase::Reconnecting;
        state.nextRetryAtMs = QDateTime::currentMSecsSinceEpoch() + 5000;
        state.lastError = QStringLiteral("Cannot reach the backend.");
        status.setState(state);
        QVERIFY(banner.isVisible());
        QVERIFY2(banner.text().startsWith(QStringLiteral("Connection lost")), qPrintable(banner.text()));
        QVERIFY(banner.text().contains(QStringLiteral("Cannot reach the backend.")));

        state.phase = ConnectionState::Phase::Live;
        state.lastError.clear();
        status.setState(state);
        QVERIFY(!banner.isVisible());
    }
};

QTEST_MAIN(TestConnectionIndicator)
#include "tst_connectionindicator.moc"
