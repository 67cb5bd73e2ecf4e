// Keyboard and fit (issue 32, point 9) in the real window against the in-process demo backend:
// F1 or ? lists every shortcut of the window; F5 makes the view in front ask the backend again;
// the palette finds "leak" and "ack"; Tab walks from the board through its filter into the rack
// dock without changing the selected rack; at 1366x768 the German Alerts filter is whole and the
// thermal map shows every site; a viewer's disabled "Add note" says why.
#include "actionoutcomeview.h"
#include "actionpermission.h"
#include "alertinfo.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "alertspage.h"
#include "alertsview.h"
#include "commandpalette.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "currentrack.h"
#include "disabledbuttonexplainer.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetfilterbar.h"
#include "fleetmodel.h"
#include "fleetthermalview.h"
#include "handovercontroller.h"
#include "handoverview.h"
#include "mainwindow.h"
#include "operationscontroller.h"
#include "rackcontroller.h"
#include "rackdetailpanel.h"
#include "replicationcontroller.h"
#include "sessionidentity.h"
#include "shortcutsdialog.h"
#include "validationcontroller.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include <memory>

using namespace rackops;

namespace {

constexpr int kKeyboardWait = 15000;

ConsoleSession::Options demoOptions(int racks, const QString &user = {})
{
    ConsoleSession::Options options;
    options.demoRacks = racks;
    options.demoTimeScale = 1.0; // nothing moves on while a test looks
    options.user = user;
    return options;
}

bool startAndWait(ConsoleSession &session)
{
    QString error;
    if (!session.start(&error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return QTest::qWaitFor(
        [&] {
            return session.fleet()->model()->hasSnapshot() && session.permission()->linkUp()
                && session.operations()->identity()->identity().isKnown();
        },
        kKeyboardWait);
}

bool showActive(MainWindow &window, const QSize &size = QSize(1366, 768))
{
    window.resize(size);
    window.show();
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

// German for the length of one test.
class German {
public:
    German()
    {
        m_ok = m_translator.load(QStringLiteral(RACKOPS_QM));
        QCoreApplication::installTranslator(&m_translator);
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    }
    ~German()
    {
        QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(QLocale::c());
    }
    bool loaded() const { return m_ok; }

private:
    QTranslator m_translator;
    bool m_ok = false;
};

// A sample as the fleet-wide cooling stream brings it when a detector of `rackId` trips.
CoolingSample leakOn(const QString &rackId, qint64 timeMs)
{
    CoolingSample sample;
    sample.rackId = rackId;
    sample.timeMs = timeMs;
    sample.health = Health::Critical;
    LeakDetectorInfo detector;
    detector.id = QStringLiteral("LD-CT07");
    detector.state = LeakDetectorInfo::State::Critical;
    detector.location = QStringLiteral("Compute tray CT07 drip tray");
    detector.reaction = LeakDetectorInfo::Reaction::ForceOff;
    detector.reactionDelaySeconds = 30;
    detector.sinceMs = timeMs;
    sample.leakDetectors = {detector};
    return sample;
}

int rowStartingWith(QListWidget *results, const QString &text)
{
    for (int row = 0; row < results->count(); ++row) {
        if (results->item(row)->text().startsWith(text))
            return row;
    }
    return -1;
}

} // namespace

class TestKeyboardFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // F1 lists every action with a shortcut the window has, under its menu, with what it does;
    // so does ?, except where ? is typed into a text field.
    void everyShortcutIsListed()
    {
        ConsoleSession session(demoOptions(50));
        QVERIFY(startAndWait(session));
        MainWindow window(&session);
        QVERIFY(showActive(window));
        QVERIFY(window.showView(QStringLiteral("fleet"), nullptr));

        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F1);
        auto *dialog = window.findChild<ShortcutsDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QHash<QString, QStringList> listed; // what it does -> its keys
        for (QTreeWidgetItemIterator it(dialog->list()); *it; ++it)
            listed[(*it)->text(1)] << (*it)->text(0);
        int actions = 0;
        for (const QAction *action : window.findChildren<QAction *>()) {
            if (action->shortcuts().isEmpty())
                continue;
            ++actions;
            const QString does = ShortcutsDialog::plainText(action->text());
            QVERIFY2(listed.contains(does), qPrintable(does));
            for (const QKeySequence &key : action->shortcuts()) {
                const QString keys = listed.value(does).join(QLatin1Char(' '));
                QVERIFY2(keys.contains(key.toString(QKeySequence::NativeText)),
                         qPrintable(does + QStringLiteral(": ") + key.toString() + QStringLiteral(" not in ") + keys));
            }
        }
        QVERIFY2(actions >= 15, qPrintable(QString::number(actions))); // the views, the rack actions, F5, F1...
        // F5 is among them.
        QVERIFY(std::any_of(listed.cbegin(), listed.cend(), [](const QStringList &keys) {
            return keys.join(QString()).contains(QStringLiteral("F5"));
        }));
        dialog->close();
        QTRY_VERIFY(!window.findChild<ShortcutsDialog *>() || !window.findChild<ShortcutsDialog *>()->isVisible());
        QTRY_VERIFY(!window.findChild<ShortcutsDialog *>()); // deleted on close

        // ? opens it too...
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.findChild<FleetBoard *>()->table()->setFocus();
        QTest::keyClick(window.findChild<FleetBoard *>()->table(), Qt::Key_Question);
        QTRY_VERIFY(window.findChild<ShortcutsDialog *>());
        window.findChild<ShortcutsDialog *>()->close();
        QTRY_VERIFY(!window.findChild<ShortcutsDialog *>());

        // ...but in a text field it is a question mark.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QLineEdit *search = window.findChild<FleetBoard *>()->filterBar()->searchField();
        search->setFocus();
        QTest::keyClick(search, Qt::Key_Question, Qt::NoModifier);
        QCOMPARE(search->text(), QStringLiteral("?"));
        QVERIFY(!window.findChild<ShortcutsDialog *>());
        search->clear();
    }

    void f5ReloadsTheViewInFront_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("controller");
        QTest::addColumn<QByteArray>("answer");
        QTest::newRow("audit") << QStringLiteral("audit") << QStringLiteral("operations")
                               << QByteArray(SIGNAL(auditReceived()));
        QTest::newRow("approvals") << QStringLiteral("approvals") << QStringLiteral("operations")
                                   << QByteArray(SIGNAL(overridesReceived()));
        QTest::newRow("validation") << QStringLiteral("validation") << QStringLiteral("validation")
                                    << QByteArray(SIGNAL(runsListedChanged()));
        QTest::newRow("handover") << QStringLiteral("handover") << QStringLiteral("handover")
                                  << QByteArray(SIGNAL(handoverReceived(rackops::HandoverReportInfo)));
        QTest::newRow("replication") << QStringLiteral("replication") << QStringLiteral("replication")
                                     << QByteArray(SIGNAL(archiveReceived(rackops::ArchiveSummary)));
        QTest::newRow("cooling") << QStringLiteral("cooling") << QStringLiteral("cooling")
                                 << QByteArray(SIGNAL(historyReceived(rackops::CoolingHistory)));
        // The board is streamed: F5 there asks again for the rack in the dock.
        QTest::newRow("fleet") << QStringLiteral("fleet") << QStringLiteral("rack")
                               << QByteArray(SIGNAL(detailReceived(rackops::RackDetail)));
    }

    // F5 in each view sends a new request: its answer comes back from the backend again, and the
    // rack dock's detail is read again beside it.
    void f5ReloadsTheViewInFront()
    {
        QFETCH(QString, view);
        QFETCH(QString, controller);
        QFETCH(QByteArray, answer);
        ConsoleSession session(demoOptions(50));
        QVERIFY(startAndWait(session));
        MainWindow window(&session);
        QVERIFY(showActive(window));
        const QHash<QString, QObject *> controllers = {{QStringLiteral("operations"), session.operations()},
                                                       {QStringLiteral("validation"), session.validation()},
                                                       {QStringLiteral("handover"), session.handover()},
                                                       {QStringLiteral("replication"), session.replication()},
                                                       {QStringLiteral("cooling"), session.cooling()},
                                                       {QStringLiteral("rack"), session.rack()}};
        QSignalSpy answers(controllers.value(controller), answer.constData());
        QVERIFY(answers.isValid());
        QSignalSpy details(session.rack(), &RackController::detailReceived);
        const QString rackId = session.fleet()->model()->rackAt(0).rackId;
        QVERIFY(window.showView(QStringLiteral("rack:") + rackId, nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(!details.isEmpty(), kKeyboardWait);
        QVERIFY(window.showView(view, nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(!answers.isEmpty(), kKeyboardWait); // what opening it asked for
        QTest::qWait(300); // and nothing else on the way
        answers.clear();
        details.clear();

        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &window, Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(!answers.isEmpty(), kKeyboardWait);
        QTRY_VERIFY_WITH_TIMEOUT(!details.isEmpty(), kKeyboardWait);
        QCOMPARE(session.currentRack()->rackId(), rackId);
        QVERIFY2(window.statusBar()->currentMessage().contains(rackId),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    // "leak" lists the leaking racks and the leak alerts; "ack" acknowledges the selected alert.
    void paletteFindsLeakAndAck()
    {
        ConsoleSession session(demoOptions(50));
        QVERIFY(startAndWait(session));
        MainWindow window(&session);
        QVERIFY(showActive(window));
        FleetModel *fleet = session.fleet()->model();
        const QString leaking = fleet->rackAt(fleet->rowCount() - 1).rackId;
        session.cooling()->store()->apply({leakOn(leaking, session.cooling()->store()->newestSampleMs() + 1000)});
        QTRY_VERIFY(!session.cooling()->store()->criticalLeaks().isEmpty());

        // The leaking rack first: Enter selects it and shows it in the dock.
        window.openCommandPalette();
        auto *palette = window.findChild<CommandPalette *>();
        QVERIFY(palette);
        QTest::keyClicks(palette->searchField(), QStringLiteral("leak"));
        QVERIFY(palette->results()->count() >= 2);
        QVERIFY2(palette->results()->item(0)->text().contains(leaking),
                 qPrintable(palette->results()->item(0)->text()));
        const int alertsRow = rowStartingWith(palette->results(), AlertsPage::tr("Leak alerts in the Alerts view"));
        QVERIFY(alertsRow > 0);
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QTRY_COMPARE(session.currentRack()->rackId(), leaking);
        QCOMPARE(window.findChild<RackDetailPanel *>()->rackId(), leaking);

        // The leak alerts: the Alerts view, its filter on the leak subsystem.
        QTRY_VERIFY(!window.findChild<CommandPalette *>()); // the last one is gone
        window.openCommandPalette();
        palette = window.findChild<CommandPalette *>();
        QTest::keyClicks(palette->searchField(), QStringLiteral("leak"));
        palette->results()->setCurrentRow(
            rowStartingWith(palette->results(), AlertsPage::tr("Leak alerts in the Alerts view")));
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        QCOMPARE(tabs->currentWidget(), window.findChild<AlertsView *>());
        auto *source = window.findChild<AlertsView *>()->findChild<QComboBox *>(QStringLiteral("alertSourceFilter"));
        QCOMPARE(source->currentData().toInt(), int(AlertInfo::Source::Leak));
        source->setCurrentIndex(0);

        // ack: an open alert nobody owns, selected; the palette's first answer acknowledges it.
        AlertsModel *alerts = session.alerts()->model();
        QTRY_VERIFY_WITH_TIMEOUT(alerts->hasSnapshot(), kKeyboardWait);
        QString alertId;
        QTRY_VERIFY_WITH_TIMEOUT(([&] {
                                     for (int row = 0; row < alerts->rowCount(); ++row) {
                                         const AlertInfo &a = alerts->alert(row);
                                         if (a.isOpen() && a.owner.isEmpty()
                                             && window.findChild<AlertsView *>()->selectAlert(a.id)) {
                                             alertId = a.id;
                                             return true;
                                         }
                                     }
                                     return false;
                                 }()),
                                 kKeyboardWait);
        QTRY_VERIFY(!window.findChild<CommandPalette *>());
        window.openCommandPalette();
        palette = window.findChild<CommandPalette *>();
        QTest::keyClicks(palette->searchField(), QStringLiteral("ack"));
        QVERIFY(palette->results()->count() >= 1);
        QVERIFY(palette->results()->item(0)->text().startsWith(AlertsPage::tr("Acknowledge the selected alert")));
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        // The answer reaches the view that asked: done, naming the alert.
        auto *outcome =
            window.findChild<AlertsView *>()->findChild<ActionOutcomeView *>(QStringLiteral("alertOutcome"));
        QVERIFY(outcome);
        QTRY_COMPARE_WITH_TIMEOUT(outcome->text(), AlertsView::tr("Done: %1.").arg(alertId), kKeyboardWait);
        const QString anna = session.operations()->identity()->identity().subject;
        QTRY_VERIFY_WITH_TIMEOUT(alerts->find(alertId) && alerts->find(alertId)->owner == anna, kKeyboardWait);
    }

    // From the board, Tab goes to its filter and on into the rack dock; the rack stays the one selected.
    void tabReachesTheRackDock()
    {
        ConsoleSession session(demoOptions(50));
        QVERIFY(startAndWait(session));
        MainWindow window(&session);
        QVERIFY(showActive(window));
        const QString rackId = session.fleet()->model()->rackAt(3).rackId;
        QSignalSpy details(session.rack(), &RackController::detailReceived);
        QVERIFY(window.showView(QStringLiteral("rack:") + rackId, nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(!details.isEmpty(), kKeyboardWait);
        QVERIFY(window.showView(QStringLiteral("fleet"), nullptr));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_COMPARE(QApplication::focusWidget(), window.findChild<FleetBoard *>()->table());
        QCOMPARE(session.currentRack()->rackId(), rackId);

        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("rackDock"));
        QWidget *filter = window.findChild<FleetBoard *>()->filterBar();
        bool passedFilter = false;
        bool inDock = false;
        QStringList path;
        for (int press = 0; press < 20 && !inDock; ++press) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *focus = QApplication::focusWidget();
            QVERIFY(focus);
            path << focus->objectName() + QLatin1Char('/') + QString::fromLatin1(focus->metaObject()->className());
            QCOMPARE(session.currentRack()->rackId(), rackId);
            QCOMPARE(window.findChild<FleetBoard *>()->currentRackId(), rackId);
            passedFilter = passedFilter || filter->isAncestorOf(focus);
            inDock = dock->isAncestorOf(focus);
        }
        QVERIFY2(passedFilter && inDock, qPrintable(path.join(QStringLiteral(" -> "))));
        QCOMPARE(window.findChild<RackDetailPanel *>()->rackId(), rackId);
        // And back: Shift+Tab leaves the rack alone too.
        for (int press = 0; press < 20 && QApplication::focusWidget() != window.findChild<FleetBoard *>()->table();
             ++press) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
            QCOMPARE(session.currentRack()->rackId(), rackId);
        }
        QCOMPARE(QApplication::focusWidget(), window.findChild<FleetBoard *>()->table());
    }

    void alertsFilterFits_data()
    {
        QTest::addColumn<bool>("german");
        QTest::newRow("en") << false;
        QTest::newRow("de") << true;
    }

    // At 1366x768 beside the rack dock every choice of the Alerts filter is whole, the text field
    // has room for a rack id and the count is not cut.
    void alertsFilterFits()
    {
        QFETCH(bool, german);
        std::unique_ptr<German> de;
        if (german) {
            de = std::make_unique<German>();
            QVERIFY(de->loaded());
        }
        ConsoleSession session(demoOptions(50));
        QVERIFY(startAndWait(session));
        MainWindow window(&session);
        QVERIFY(showActive(window));
        QVERIFY(window.showView(QStringLiteral("rack:") + session.fleet()->model()->rackAt(0).rackId, nullptr));
        QVERIFY(window.showView(QStringLiteral("alerts"), nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(session.alerts()->model()->hasSnapshot(), kKeyboardWait);
        QCoreApplication::sendPostedEvents();
        AlertsView *view = window.findChild<AlertsView *>();
        const QRect inside = view->rect();
        for (const char *name : {"alertStateFilter", "alertSeverityFilter", "alertSourceFilter"}) {
            auto *box = view->findChild<QComboBox *>(QLatin1String(name));
            QVERIFY2(box && box->isVisible(), name);
            QVERIFY2(box->width() >= box->sizeHint().width(),
                     qPrintable(QStringLiteral("%1: %2 px of %3")
                                    .arg(QLatin1String(name))
                                    .arg(box->width())
                                    .arg(box->sizeHint().width())));
            QVERIFY2(inside.contains(QRect(box->mapTo(view, QPoint()), box->size())), name);
        }
        auto *text = view->findChild<QLineEdit *>(QStringLiteral("alertText"));
        QVERIFY(text->width() >= text->fontMetrics().horizontalAdvance(QStringLiteral("ASH1-H1-R05-12 and more")));
        auto *shown = view->findChild<QLabel *>(QStringLiteral("alertsShown"));
        QVERIFY2(shown->width() >= shown->sizeHint().width(),
                 qPrintable(QStringLiteral("\"%1\": %2 px of %3")
                                .arg(shown->text())
                                .arg(shown->width())
                                .arg(shown->sizeHint().width())));
        QVERIFY(inside.contains(QRect(shown->mapTo(view, QPoint()), shown->size())));
    }

    void thermalMapShowsEverySite_data()
    {
        QTest::addColumn<bool>("german");
        QTest::newRow("en") << false;
        QTest::newRow("de") << true;
    }

    // The demo's six sites at 1366x768 beside the rack dock: every site's name and every rack's
    // cell within the map's visible part, without scrolling.
    void thermalMapShowsEverySite()
    {
        QFETCH(bool, german);
        std::unique_ptr<German> de;
        if (german) {
            de = std::make_unique<German>();
            QVERIFY(de->loaded());
        }
        ConsoleSession session(demoOptions(2400));
        QVERIFY(startAndWait(session));
        MainWindow window(&session);
        QVERIFY(showActive(window));
        QVERIFY(window.showView(QStringLiteral("rack:") + session.fleet()->model()->rackAt(0).rackId, nullptr));
        QVERIFY(window.showView(QStringLiteral("thermal"), nullptr));
        QCoreApplication::sendPostedEvents();
        auto *thermal = window.findChild<FleetThermalView *>();
        QVERIFY(thermal && thermal->isVisible());
        QWidget *viewport = thermal->scrollArea()->viewport();
        FleetThermalMap *map = thermal->map();
        const auto visible = [&](const QRect &onMap) {
            return viewport->rect().contains(QRect(map->mapTo(viewport, onMap.topLeft()), onMap.size()));
        };
        FleetModel *fleet = session.fleet()->model();
        QSet<QString> sites;
        for (int row = 0; row < fleet->rowCount(); ++row)
            sites.insert(fleet->rackAt(row).site);
        QCOMPARE(sites.size(), 6);
        // The map takes the room it is shown in once the view is laid out.
        const auto allLabelsVisible = [&] {
            const auto labels = map->siteLabels();
            return std::all_of(labels.cbegin(), labels.cend(), [&](const auto &label) { return visible(label.first); });
        };
        QTRY_VERIFY(allLabelsVisible());
        QSet<QString> labelled;
        for (const auto &[rect, site] : map->siteLabels()) {
            labelled.insert(site);
            QVERIFY2(visible(rect),
                     qPrintable(QStringLiteral("%1 at %2,%3 in a viewport %4x%5")
                                    .arg(site)
                                    .arg(rect.x())
                                    .arg(rect.y())
                                    .arg(viewport->width())
                                    .arg(viewport->height())));
        }
        QCOMPARE(labelled, sites);
        for (int row = 0; row < fleet->rowCount(); ++row) {
            const QString rack = fleet->rackAt(row).rackId;
            const QPoint centre = map->cellCenter(rack);
            QVERIFY2(visible(QRect(centre, QSize(1, 1))), qPrintable(rack));
            QCOMPARE(map->rackAt(centre), rack);
        }
        QVERIFY(map->cellSize() >= 4);
    }

    // A viewer's Add note is disabled like the sign-off, and says why: as its tooltip and on Alt+N.
    void aViewersAddNoteSaysWhy()
    {
        ConsoleSession session(demoOptions(50, QStringLiteral("vera")));
        QVERIFY(startAndWait(session));
        MainWindow window(&session);
        QVERIFY(showActive(window));
        QVERIFY(window.showView(QStringLiteral("handover"), nullptr));
        auto *view = window.findChild<HandoverView *>();
        QTRY_VERIFY_WITH_TIMEOUT(view->report().isValid(), kKeyboardWait);
        const QString why = session.permission()->whyNot(ActionPermission::Action::AddNote);
        QVERIFY(!why.isEmpty());
        auto *note = view->findChild<QLineEdit *>(QStringLiteral("handoverNoteText"));
        QTest::keyClicks(note, QStringLiteral("CDU-3 pump B is noisy"));
        auto *add = view->findChild<QPushButton *>(QStringLiteral("addHandoverNote"));
        QVERIFY(!add->isEnabled());
        QCOMPARE(add->toolTip(), why);
        QCOMPARE(view->addNoteWhyNot(), why);
        // In words under the buttons too, beside why the sign-off cannot be used.
        auto *words = view->findChild<QLabel *>(QStringLiteral("signOffWhyNot"));
        QVERIFY(words->isVisible());
        QVERIFY2(words->text().contains(why), qPrintable(words->text()));
        // Alt+N answers with the same words instead of doing nothing.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const QKeySequence mnemonic = QKeySequence::mnemonic(add->text());
        QVERIFY(!mnemonic.isEmpty());
        QTest::keyClick(&window, mnemonic[0].key(), mnemonic[0].keyboardModifiers());
        auto *explainer = add->findChild<DisabledButtonExplainer *>();
        QVERIFY(explainer);
        QCOMPARE(explainer->lastExplanation(), why);
        // With nothing written, an operator's Add note says what is missing.
        session.switchUser(QStringLiteral("anna"));
        note->clear();
        QTRY_VERIFY_WITH_TIMEOUT(!view->addNoteWhyNot().isEmpty() && view->addNoteWhyNot() != why, kKeyboardWait);
        QCOMPARE(add->toolTip(), view->addNoteWhyNot());
    }
};

QTEST_MAIN(TestKeyboardFit)
#include "tst_keyboardfit.moc"
