// Every view is one registry entry: --view, the View menu and the command palette come from it.
#include "consolesession.h"
#include "clusterlistmodel.h"
#include "clusterscontroller.h"
#include "commandpalette.h"
#include "consolemenus.h"
#include "consolepage.h"
#include "consolepartlist.h"
#include "currentrack.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "coolingview.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "leakbanner.h"
#include "mainwindow.h"
#include "operationsdock.h"
#include "overridequeueview.h"
#include "screenshotter.h"
#include "viewregistry.h"

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QTabBar>
#include <QDialog>
#include <QFile>
#include <QImage>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QStandardPaths>
#include <QTabWidget>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

using namespace rackops;

// A page of the test's own, brought through the same list as the console's pages: adding it
// changes nothing in MainWindow.
class PowerPage : public ConsolePage {
    Q_OBJECT
public:
    explicit PowerPage(QObject *parent)
        : ConsolePage(parent)
    {
        auto *label = new QLabel(QStringLiteral("Power draw"));
        label->setObjectName(QStringLiteral("powerView"));
        setWidget(label, QStringLiteral("Power"));
        addView({QStringLiteral("power"),
                 QStringLiteral("Po&wer draw"),
                 QStringLiteral("Power draw of the selected rack"),
                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                 ViewEntry::Argument::Optional,
                 {},
                 [this](const QString &rackId) {
                     opened << rackId;
                     Q_EMIT raiseRequested();
                 },
                 nextOf(this, &PowerPage::figuresArrived)});
        addCommand({QStringLiteral("powerReset"),
                    QStringLiteral("Reset the power figures"),
                    {},
                    QStringLiteral("watts"),
                    [this] { ++resets; }});
        auto *units = new QAction(QStringLiteral("Power &units"), this);
        units->setObjectName(QStringLiteral("powerUnits"));
        addMenuAction(Menu::View, units);
    }

    QStringList opened;
    int resets = 0;

Q_SIGNALS:
    void figuresArrived();
};

class TestViewRegistry : public QObject {
    Q_OBJECT
private:
    static QMenu *viewMenu(MainWindow &window)
    {
        for (QAction *action : window.menuBar()->actions()) {
            if (action->menu() && action->menu()->title() == ConsoleMenus::tr("&View"))
                return action->menu();
        }
        return nullptr;
    }

    static void closeDialogs(MainWindow &window)
    {
        for (QDialog *dialog : window.findChildren<QDialog *>())
            dialog->close();
    }

    // Every Alt+letter the operator can press on the current tab, and what owns it.
    static QMultiHash<QKeySequence, QString> mnemonics(MainWindow &window)
    {
        QMultiHash<QKeySequence, QString> keys;
        const auto add = [&keys](const QString &text, const QString &owner) {
            const QKeySequence key = QKeySequence::mnemonic(text);
            if (!key.isEmpty())
                keys.insert(key, owner + QStringLiteral(" \"") + text + QLatin1Char('"'));
        };
        for (QAction *action : window.menuBar()->actions())
            add(action->text(), QStringLiteral("menu"));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        for (int i = 0; i < tabs->count(); ++i)
            add(tabs->tabText(i), QStringLiteral("tab"));
        for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
            // The leak banner's button counts on every tab: it appears whenever a leak does.
            const bool onLeakBanner = qobject_cast<LeakBanner *>(button->parentWidget());
            if (button->window() == &window && (button->isVisibleTo(&window) || onLeakBanner))
                add(button->text(), QStringLiteral("button"));
        }
        for (QLabel *label : window.findChildren<QLabel *>()) {
            if (label->buddy() && label->window() == &window && label->isVisibleTo(&window))
                add(label->text(), QStringLiteral("label"));
        }
        return keys;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        ConsoleSession::Options options;
        options.demoRacks = 50;
        m_session = new ConsoleSession(options, this);
        QString error;
        QVERIFY2(m_session->start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(m_session->fleet()->model()->hasSnapshot(), 15000);
    }

    // Alt+C on the Approvals tab used to mean both "Cooling" (its tab) and "Confirm override": Qt
    // then does neither. On every tab each Alt+letter has one owner.
    void everyMnemonicHasOneOwnerOnEveryTab_data()
    {
        QTest::addColumn<bool>("german");
        QTest::newRow("English") << false;
        QTest::newRow("German") << true; // the '&' placements of rackops_de.ts collide on their own
    }

    void everyMnemonicHasOneOwnerOnEveryTab()
    {
        QFETCH(bool, german);
        QTranslator translator;
        if (german) {
            QVERIFY2(translator.load(QStringLiteral(RACKOPS_QM)), RACKOPS_QM);
            QCoreApplication::installTranslator(&translator);
        }
        const auto uninstall = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
        MainWindow window(m_session);
        window.show();
        for (const ViewEntry &entry : window.views().entries()) {
            if (entry.argument == ViewEntry::Argument::Required)
                continue;
            QVERIFY(window.showView(entry.id, nullptr));
            const QMultiHash<QKeySequence, QString> keys = mnemonics(window);
            for (const QKeySequence &key : keys.uniqueKeys()) {
                const QStringList owners = keys.values(key);
                QVERIFY2(owners.size() == 1,
                         qPrintable(entry.id + QStringLiteral(": ") + key.toString() + QStringLiteral(" is ")
                                    + owners.join(QStringLiteral(", "))));
            }
            closeDialogs(window);
        }
    }

    void everyViewOpensWithAndWithoutItsArgument()
    {
        MainWindow window(m_session);
        window.show();
        const QString rackId = m_session->fleet()->model()->rackAt(3).rackId;
        QVERIFY(!window.views().entries().isEmpty());
        for (const ViewEntry &entry : window.views().entries()) {
            const bool takesRack = entry.argument != ViewEntry::Argument::None;
            const bool needsRack = entry.argument == ViewEntry::Argument::Required;
            QCOMPARE(window.showView(entry.id, nullptr), !needsRack);
            QCOMPARE(window.showView(entry.id + QLatin1Char(':') + rackId, nullptr), takesRack);
            if (takesRack)
                QCOMPARE(window.findChild<FleetBoard *>()->currentRackId(), rackId);
            closeDialogs(window);
        }
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        QVERIFY(window.showView(QStringLiteral("cooling:") + rackId, nullptr));
        QCOMPARE(tabs->currentWidget(), window.findChild<CoolingView *>());
        QCOMPARE(window.findChild<CoolingView *>()->rackId(), rackId);
        QVERIFY(window.showView(QStringLiteral("overrides"), nullptr)); // the old name of approvals
        QCOMPARE(tabs->currentWidget(), window.findChild<OverrideQueueView *>());
        QVERIFY(window.showView(QStringLiteral("fleet"), nullptr));
        QCOMPARE(tabs->currentWidget(), window.findChild<FleetBoard *>());
    }

    void anUnknownViewListsEveryView()
    {
        MainWindow window(m_session);
        for (const QString &bad :
             {QStringLiteral("nope"), QStringLiteral("rack"), QStringLiteral("fleet:X"), QStringLiteral("")}) {
            QString error;
            QVERIFY2(!window.showView(bad, &error), qPrintable(bad));
            QVERIFY(error.contains(QLatin1Char('"') + bad + QLatin1Char('"')));
            for (const QString &name : window.viewNames())
                QVERIFY2(error.contains(name), qPrintable(name));
        }
        QCOMPARE(window.viewNames().size(), window.views().entries().size());
        QVERIFY(window.viewNames().contains(QStringLiteral("rack:ID")));
        QVERIFY(window.viewNames().contains(QStringLiteral("fleet")));
    }

    void menuAndPaletteComeFromTheRegistry()
    {
        MainWindow window(m_session);
        window.show();
        QMenu *menu = viewMenu(window);
        QVERIFY(menu);
        qsizetype titled = 0;
        qsizetype listed = 0;
        for (const ViewEntry &entry : window.views().entries()) {
            titled += entry.title.isEmpty() ? 0 : 1;
            listed += entry.paletteText.isEmpty() ? 0 : 1;
        }
        QSet<QKeySequence> shortcuts;
        qsizetype viewActions = 0;
        for (QAction *action : menu->actions()) {
            if (action->objectName().startsWith(QLatin1String("view-")))
                ++viewActions;
            if (action->shortcut().isEmpty())
                continue;
            QVERIFY2(!shortcuts.contains(action->shortcut()), qPrintable(action->shortcut().toString()));
            shortcuts.insert(action->shortcut());
        }
        QCOMPARE(viewActions, titled);
        for (const ViewEntry &entry : window.views().entries()) {
            if (!entry.title.isEmpty())
                QVERIFY2(shortcuts.contains(entry.shortcut), qPrintable(entry.id));
        }

        window.openCommandPalette();
        auto *palette = window.findChild<CommandPalette *>();
        QVERIFY(palette);
        // The views, then the operations panel, the three actions on the selected rack, acknowledging
        // the selected alert, each leaking rack and the leak alerts.
        QSet<QString> leaking;
        for (const CoolingStore::Leak &leak : m_session->cooling()->store()->criticalLeaks())
            leaking.insert(leak.rackId);
        // ... and each cluster by its id ("cluster PHX1-C03").
        QCOMPARE(palette->results()->count(), listed + 6 + leaking.size() + m_session->clusters()->list()->rowCount());
        for (const ConsoleCommand &command : window.views().paletteCommands()) {
            QVERIFY2(!palette->results()->findItems(command.title, Qt::MatchStartsWith).isEmpty(),
                     qPrintable(command.id));
        }
        // The operations dock keeps its Ctrl+6 place, just before the validation view (Ctrl+7).
        const QList<QListWidgetItem *> operations =
            palette->results()->findItems(OperationsDock::tr("Operations panel"), Qt::MatchStartsWith);
        QCOMPARE(operations.size(), 1);
        const int row = palette->results()->row(operations.first());
        QVERIFY(palette->results()->item(row + 1)->text().startsWith(
            window.views().find(QStringLiteral("validation"))->paletteText));
        palette->close();
    }

    // The list of parts is the one place: a page added to it has its tab (last), its --view name,
    // its View menu entry and action, its palette commands and --screenshot waits for it.
    void aPageInTheListIsEverywhere()
    {
        ConsolePartList parts = ConsolePartList::standard();
        const qsizetype standardPages = parts.pages.size();
        parts.pages.append([](const ConsolePartList::Context &c) -> ConsolePage * { return new PowerPage(c.window); });
        MainWindow window(m_session, parts);
        window.show();
        auto *page = window.findChild<PowerPage *>();
        QVERIFY(page);
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        QCOMPARE(tabs->count(), standardPages + 1);
        QCOMPARE(tabs->widget(tabs->count() - 1), page->widget());
        QCOMPARE(tabs->tabText(tabs->count() - 1), QStringLiteral("Power"));

        // --view
        QVERIFY(window.viewNames().contains(QStringLiteral("power:ID")));
        const QString rackId = m_session->fleet()->model()->rackAt(5).rackId;
        QVERIFY(window.showView(QStringLiteral("power:") + rackId, nullptr));
        QCOMPARE(page->opened.takeLast(), rackId);
        QCOMPARE(tabs->currentWidget(), page->widget());
        QVERIFY(window.showView(QStringLiteral("fleet"), nullptr));

        // The View menu: the view with its shortcut, after the number row's views; its action among the panels.
        QMenu *menu = viewMenu(window);
        QVERIFY(menu);
        const QList<QAction *> actions = menu->actions();
        const auto named = [&actions](const QString &name) {
            const auto at = std::find_if(actions.cbegin(), actions.cend(),
                                         [&name](const QAction *a) { return a->objectName() == name; });
            return at == actions.cend() ? -1 : int(at - actions.cbegin());
        };
        const int powerAt = named(QStringLiteral("view-power"));
        QVERIFY(powerAt > named(QStringLiteral("view-handover")));
        QCOMPARE(actions.at(powerAt)->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
        QVERIFY(named(QStringLiteral("powerUnits")) > named(QStringLiteral("reloadAction")));
        actions.at(powerAt)->trigger();
        QCOMPARE(page->opened.takeLast(), QString());
        QCOMPARE(tabs->currentWidget(), page->widget());

        // The palette: the view, and its command, which runs what the page gave it.
        window.openCommandPalette();
        auto *palette = window.findChild<CommandPalette *>();
        QVERIFY(palette);
        QVERIFY(!palette->results()
                     ->findItems(QStringLiteral("Power draw of the selected rack"), Qt::MatchStartsWith)
                     .isEmpty());
        QTest::keyClicks(palette->searchField(), QStringLiteral("watts"));
        QCOMPARE(palette->results()->count(), 1);
        QVERIFY(palette->results()->item(0)->text().startsWith(QStringLiteral("Reset the power figures")));
        QTest::keyClick(palette->searchField(), Qt::Key_Return);
        QCOMPARE(page->resets, 1);
        QTRY_VERIFY(!window.findChild<CommandPalette *>());

        // --screenshot waits for what the page says it waits for.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("power.png"));
        Screenshotter shooter(&window, m_session, path, QStringLiteral("power"));
        shooter.start();
        QCOMPARE(page->opened.takeLast(), QString());
        QTest::qWait(1000); // elapsed time itself: longer than the settling after a view is whole
        QVERIFY(!QFile::exists(path));
        Q_EMIT page->figuresArrived();
        QTRY_VERIFY(QFile::exists(path));
        QVERIFY(!QImage(path).isNull());
    }

    // A validation artifact dropped on a rack of the board goes to the page that imports them.
    void aFileDroppedOnTheBoardGoesToValidation()
    {
        MainWindow window(m_session);
        window.show();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("empty-diag.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString rackId = m_session->fleet()->model()->rackAt(7).rackId;
        Q_EMIT window.findChild<FleetBoard *>()->artifactDropped(rackId, path);
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        auto *validation = window.findChild<QWidget *>(QStringLiteral("validationView"));
        QVERIFY(validation);
        QCOMPARE(tabs->currentWidget(), validation);
        QCOMPARE(m_session->currentRack()->rackId(), rackId);
        auto *message = validation->findChild<QPlainTextEdit *>(QStringLiteral("validationMessage"));
        QVERIFY(message);
        QVERIFY2(message->toPlainText().contains(QStringLiteral("empty-diag.json")),
                 qPrintable(message->toPlainText()));
    }

    void oneEntryAddsAView()
    {
        ViewRegistry registry;
        QStringList opened;
        registry.add({QStringLiteral("fleet"),
                      QStringLiteral("&Fleet board"),
                      QStringLiteral("Fleet board"),
                      QKeySequence(Qt::CTRL | Qt::Key_1),
                      ViewEntry::Argument::None,
                      {},
                      [&opened](const QString &) { opened << QStringLiteral("fleet"); }});
        registry.add({QStringLiteral("power"),
                      QStringLiteral("&Power"),
                      QStringLiteral("Power draw of the selected rack"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                      ViewEntry::Argument::Optional,
                      {QStringLiteral("watts")},
                      [&opened](const QString &rackId) { opened << QStringLiteral("power ") + rackId; }});

        QMenu menu;
        const QList<QAction *> actions = registry.addMenuActions(&menu);
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions.last()->text(), QStringLiteral("&Power"));
        QCOMPARE(actions.last()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
        actions.last()->trigger();
        QCOMPARE(opened.takeLast(), QStringLiteral("power "));

        FleetModel fleet;
        QList<CommandPalette::Command> shown;
        for (const ConsoleCommand &command : registry.paletteCommands())
            shown.append({command.id, command.title, command.shortcut.toString(QKeySequence::PortableText)});
        CommandPalette palette(&fleet, shown);
        QCOMPARE(palette.results()->count(), 2);
        QVERIFY(palette.results()->item(1)->text().startsWith(QStringLiteral("Power draw of the selected rack")));
        QVERIFY(palette.results()->item(1)->text().endsWith(QStringLiteral("Ctrl+Shift+P")));

        QCOMPARE(registry.names(), (QStringList {QStringLiteral("fleet"), QStringLiteral("power:ID")}));
        QVERIFY(registry.open(QStringLiteral("power:FRA1-H1-R01-01")));
        QCOMPARE(opened.takeLast(), QStringLiteral("power FRA1-H1-R01-01"));
        QVERIFY(registry.open(QStringLiteral("watts")));
        QCOMPARE(opened.takeLast(), QStringLiteral("power "));
        // Split at the first ':' only: the argument keeps its own colons.
        QVERIFY(registry.open(QStringLiteral("power:a:b")));
        QCOMPARE(opened.takeLast(), QStringLiteral("power a:b"));
        QVERIFY(!registry.open(QStringLiteral("fleet:FRA1-H1-R01-01")));
        QVERIFY(!registry.open(QStringLiteral("pow")));
        QVERIFY(opened.isEmpty());
    }

private:
    ConsoleSession *m_session = nullptr;
};

QTEST_MAIN(TestViewRegistry)
#include "tst_viewregistry.moc"
