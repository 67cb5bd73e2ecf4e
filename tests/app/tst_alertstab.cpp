// The Alerts tab's count is what the Alerts list shows unfiltered ("Open
// alerts"), in the real window, whatever batches the stream brings: alerts
// of a severity this console does not know, the same alert named twice.
#include "../models/alertbatchfuzzer.h"
#include "alertfiltermodel.h"
#include "alertincidentmodel.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "alertsview.h"
#include "consolesession.h"
#include "democonsole.h"
#include "mainwindow.h"
#include "rackdetailpanel.h"

#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestAlertsTab : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
    }

    void tabCountsWhatTheListShows()
    {
        ConsoleSession session(demoOptions(50));
        RACKOPS_VERIFY_STARTED(session);
        MainWindow window(&session);
        window.show();
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        AlertsView *view = window.findChild<AlertsView *>();
        const int tab = tabs->indexOf(view);
        const auto tabCount = [&] {
            const auto match = QRegularExpression(QStringLiteral("\\((\\d+)\\)")).match(tabs->tabText(tab));
            return match.hasMatch() ? match.captured(1).toInt() : 0;
        };
        // Batches applied here, between the demo backend's own: compared
        // before any other event can run.
        AlertBatchFuzzer fuzz(3);
        for (int step = 0; step < 200; ++step) {
            const AlertBatchFuzzer::Batch batch = fuzz.next();
            session.alerts()->model()->apply(batch.reset, batch.upserts, batch.removed, batch.serverTimeMs);
            QCOMPARE(tabCount(), view->filter()->rowCount());
            // The list the operator reads (incidents) counts the same alerts once it follows the stream.
            view->incidents()->sync();
            if (!view->incidents()->isHeld())
                QCOMPARE(tabCount(), view->incidents()->alertCount());
            if (step % 20 == 0)
                QTest::qWait(10); // elapsed time on purpose: the backend's own batches arrive between ours
        }
    }

    // The list showed the same rack and condition twice in a row: on the live demo backend,
    // at 600x time for a while, every open alert listed is one rack + condition, and the
    // tab counts what the list shows.
    void oneRowPerRackAndCondition()
    {
        ConsoleSession session(demoOptions(400, 600.0));
        RACKOPS_VERIFY_STARTED(session);
        MainWindow window(&session);
        window.show();
        AlertsView *view = window.findChild<AlertsView *>();
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        QTRY_VERIFY_WITH_TIMEOUT(view->filter()->rowCount() > 5, 20000);
        for (int round = 0; round < 5; ++round) {
            QTest::qWait(500); // elapsed time on purpose: the stream moves on at 600x between two looks
            QSet<QString> seen;
            for (int row = 0; row < view->filter()->rowCount(); ++row) {
                const AlertInfo *a = view->filter()->alertAt(view->filter()->index(row, 0));
                const QString key = a->subject() + QLatin1Char('|') + a->conditionKey;
                QVERIFY2(!seen.contains(key), qPrintable(QStringLiteral("%1 listed twice").arg(key)));
                seen.insert(key);
            }
            view->incidents()->sync();
            QCOMPARE(view->incidents()->alertCount(), view->filter()->rowCount());
            QVERIFY2(tabs->tabText(tabs->indexOf(view)).contains(QLocale().toString(view->filter()->rowCount())),
                     qPrintable(tabs->tabText(tabs->indexOf(view))));
        }
    }

    // Selecting an alert shows its rack in the rack dock, as selecting a rack on the board does.
    void selectingAnAlertShowsItsRack()
    {
        ConsoleSession session(demoOptions(50));
        RACKOPS_VERIFY_STARTED(session);
        MainWindow window(&session);
        window.show();
        AlertInfo a;
        a.id = QStringLiteral("A-77");
        a.severity = AlertInfo::Severity::Critical;
        a.state = AlertInfo::State::Triggered;
        a.source = AlertInfo::Source::Leak;
        a.rackId = QStringLiteral("PHX1-H1-R02-07");
        a.summary = QStringLiteral("Leak detected");
        session.alerts()->model()->apply(false, {a}, {}, 0);
        QVERIFY(window.findChild<AlertsView *>()->selectAlert(a.id));
        auto *panel = window.findChild<RackDetailPanel *>();
        QVERIFY(panel);
        QCOMPARE(panel->rackId(), a.rackId);
    }
};

QTEST_MAIN(TestAlertsTab)
#include "tst_alertstab.moc"
