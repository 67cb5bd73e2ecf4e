#include "connectionindicator.h"
#include "connectionstatus.h"
#include "statuspalette.h"
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

    // The status bar hears of every batch from the backend: what did not change is not set again
    // (a pixmap set again repaints and lays the bar out), and the light's icon is painted once.
    void aBatchThatChangesNothingShownSetsNothingAgain()
    {
        QCOMPARE(StatusPalette::healthIcon(Health::Ok).cacheKey(), StatusPalette::healthIcon(Health::Ok).cacheKey());
        QVERIFY(StatusPalette::healthIcon(Health::Ok).cacheKey()
                != StatusPalette::healthIcon(Health::Critical).cacheKey());

        ConnectionStatus status;
        ConnectionIndicator indicator(&status);
        ConnectionState state;
        state.endpoint = QStringLiteral("127.0.0.1:50051");
        state.phase = ConnectionState::Phase::Live;
        status.setState(state);
        status.noteDataReceived(1);
        auto *light = indicator.findChildren<QLabel *>().value(0);
        QVERIFY(light && !light->pixmap().isNull());
        const qint64 lit = light->pixmap().cacheKey();
        for (int revision = 2; revision < 6; ++revision)
            status.noteDataReceived(revision);
        QCOMPARE(light->pixmap().cacheKey(), lit);

        state.phase = ConnectionState::Phase::Stopped; // and a change still shows
        status.setState(state);
        QVERIFY(light->pixmap().cacheKey() != lit);
        QCOMPARE(indicator.stateText(), QStringLiteral("Disconnected"));
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
