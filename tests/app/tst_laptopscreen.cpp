// The console fits a VPN laptop: at 1366x768 and 1280x720, in English and German, the window
// can be that small, nothing of the stage counters is cut, the status bar is inside the window
// and the fleet table shows Rack, Health and Leak without scrolling sideways. Before, the stage
// counters alone held the window at ~1814 px and the rack dock at 480 px.
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "alertsview.h"
#include "consolesession.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "lifecyclestage.h"
#include "mainwindow.h"
#include "rackcontroller.h"
#include "stagetile.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTreeView>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include <memory>

using namespace rackops;

class TestLaptopScreen : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everythingFits_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("german");
        for (const QSize size : {QSize(1366, 768), QSize(1280, 720)}) {
            for (const bool german : {false, true}) {
                const QByteArray name = QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height())
                    + (german ? " de" : " en");
                QTest::newRow(name.constData()) << size << german;
            }
        }
    }

    void everythingFits()
    {
        QFETCH(QSize, size);
        QFETCH(bool, german);
        std::unique_ptr<QTranslator> translator;
        if (german) {
            translator = std::make_unique<QTranslator>();
            QVERIFY2(translator->load(QStringLiteral(RACKOPS_QM)), RACKOPS_QM);
            QCoreApplication::installTranslator(translator.get());
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        }
        const auto restoreEnglish = qScopeGuard([&translator] {
            if (translator)
                QCoreApplication::removeTranslator(translator.get());
            QLocale::setDefault(QLocale::c());
        });

        ConsoleSession::Options options;
        options.demoRacks = 50;
        ConsoleSession session(options);
        QString error;
        QVERIFY2(session.start(&error), qPrintable(error));
        MainWindow window(&session);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(session.fleet()->model()->hasSnapshot(), 10000);
        // A rack in the dock: its parts list is the tallest thing in the window.
        QSignalSpy detail(session.rack(), &RackController::detailReceived);
        QVERIFY(window.showView(QStringLiteral("rack:") + session.fleet()->model()->rackAt(0).rackId, nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(!detail.isEmpty(), 10000);
        QCoreApplication::sendPostedEvents(); // layouts settle on the counts

        const QSize minimum = window.minimumSizeHint().expandedTo(window.minimumSize());
        QVERIFY2(minimum.width() <= size.width() && minimum.height() <= size.height(),
                 qPrintable(QStringLiteral("minimum %1x%2").arg(minimum.width()).arg(minimum.height())));
        QCOMPARE(window.size(), size);

        QStatusBar *status = window.statusBar();
        QVERIFY(status->isVisible());
        QVERIFY2(window.rect().contains(status->geometry()),
                 qPrintable(QStringLiteral("status bar at y %1..%2 in a window %3 high")
                                .arg(status->geometry().top())
                                .arg(status->geometry().bottom())
                                .arg(window.height())));

        // The dock gives way to the board on a small screen.
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("rackDock"));
        QVERIFY(dock->isVisible());
        QVERIFY2(dock->width() <= size.width() * 3 / 10, qPrintable(QString::number(dock->width())));

        checkStageTiles(window.findChild<FleetBoard *>());
        checkColumnsVisible(window.findChild<FleetBoard *>()->table());

        QVERIFY(window.showView(QStringLiteral("alerts"), nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(session.alerts()->model()->hasSnapshot(), 10000);
        QCoreApplication::sendPostedEvents();
        checkAlertColumns(window.findChild<AlertsView *>()->list());

        // Replication: every column header whole (German ones were cut to "usstehende Byt", "ache hi").
        QVERIFY(window.showView(QStringLiteral("replication"), nullptr));
        QCoreApplication::sendPostedEvents();
        for (const char *name : {"replicationPairs", "replicationRegions"}) {
            auto *table = window.findChild<QTableView *>(QLatin1String(name));
            QVERIFY2(table && table->isVisible(), name);
            checkHeadersWhole(table);
        }
    }

private:
    // Every tile shows its whole count; a name is either whole or a start of it with "…", and then
    // the tooltip gives it whole.
    static void checkStageTiles(FleetBoard *board)
    {
        const auto tiles = board->findChildren<StageTile *>(QRegularExpression(QStringLiteral("^stageTile-")));
        QCOMPARE(tiles.size(), qsizetype(kLifecycleStageCount)); // the stages less Unknown, plus "All racks"
        const QString ellipsis(QChar(0x2026));
        for (const StageTile *tile : tiles) {
            QVERIFY(tile->isVisible());
            const QString name = tile->name();
            const QString count = tile->countText();
            bool isNumber = false;
            QLocale().toInt(count, &isNumber);
            QVERIFY2(isNumber, qPrintable(tile->objectName() + QStringLiteral(": count \"") + count + u'"'));
            const QFontMetrics fm = tile->fontMetrics();
            const int room = tile->contentsRect().width();
            QVERIFY2(fm.horizontalAdvance(name) < room && fm.horizontalAdvance(count) < room,
                     qPrintable(tile->objectName() + QStringLiteral(": \"") + name + QStringLiteral("\" in ")
                                + QString::number(room) + QStringLiteral(" px")));
            const QString id = tile->objectName().mid(int(qstrlen("stageTile-")));
            if (id == QLatin1String("all"))
                continue;
            const QString full = LifecycleStages::displayName(LifecycleStages::fromId(id));
            if (name == full)
                continue;
            QVERIFY2(name.endsWith(ellipsis) && full.startsWith(name.chopped(1)),
                     qPrintable(tile->objectName() + QStringLiteral(": \"") + name + u'"'));
            QVERIFY2(tile->toolTip().contains(full), qPrintable(tile->toolTip()));
        }
    }

    // How bad, which rack, what and since when: whole, without scrolling sideways, and each row's
    // text within its column (Rack and Age were cut: "ASH1-H1-R05…", "1 h 4…").
    static void checkAlertColumns(QTreeView *list)
    {
        QHeaderView *header = list->header();
        QCOMPARE(list->horizontalScrollBar()->value(), 0);
        const int columns[] = {AlertsModel::SeverityColumn, AlertsModel::SubjectColumn, AlertsModel::SummaryColumn,
                               AlertsModel::AgeColumn};
        for (const int column : columns) {
            const int left = header->sectionViewportPosition(column);
            const int right = left + header->sectionSize(column);
            QVERIFY2(left >= 0 && right <= list->viewport()->width(),
                     qPrintable(QStringLiteral("alert column %1 at %2..%3, viewport %4 wide")
                                    .arg(column)
                                    .arg(left)
                                    .arg(right)
                                    .arg(list->viewport()->width())));
        }
        QAbstractItemModel *model = list->model();
        QVERIFY(model->rowCount() > 0);
        for (int row = 0; row < model->rowCount(); ++row) {
            for (const int column : {int(AlertsModel::SubjectColumn), int(AlertsModel::AgeColumn)}) {
                const QModelIndex index = model->index(row, column);
                if (model->index(row, 0).data(AlertsModel::RackIdRole).toString().isEmpty())
                    continue; // a replication bucket's long name may be cut; its tooltip has it whole
                QFont font = list->font();
                if (const QVariant f = index.data(Qt::FontRole); f.isValid())
                    font = f.value<QFont>();
                const int needed = QFontMetrics(font).horizontalAdvance(index.data().toString());
                QVERIFY2(
                    needed + 6 <= header->sectionSize(column),
                    qPrintable(index.data().toString()
                               + QStringLiteral(" needs %1 px of %2").arg(needed).arg(header->sectionSize(column))));
            }
        }
    }

    // No header is cut: each section is at least as wide as its header's text needs (the last one
    // may stretch wider). Sideways scrolling is allowed; a header that names nothing is not.
    static void checkHeadersWhole(QTableView *table)
    {
        QHeaderView *header = table->horizontalHeader();
        for (int column = 0; column < header->count(); ++column) {
            if (header->isSectionHidden(column))
                continue;
            const QString text = header->model()->headerData(column, Qt::Horizontal).toString();
            QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                     qPrintable(QStringLiteral("%1: \"%2\" has %3 px, needs %4")
                                    .arg(table->objectName(), text)
                                    .arg(header->sectionSize(column))
                                    .arg(header->sectionSizeHint(column))));
        }
    }

    static void checkColumnsVisible(QTableView *table)
    {
        QHeaderView *header = table->horizontalHeader();
        QCOMPARE(table->horizontalScrollBar()->value(), 0);
        // Which rack, how it is, whether it leaks, why it needs action, its validation and its supply
        // temperature; on a 1366 px screen all of cooling (ΔT and flow too). The rest is a right
        // click on the header away (the operator chooses the columns).
        QList<int> columns {FleetModel::RackColumn,   FleetModel::HealthColumn,     FleetModel::LeakColumn,
                            FleetModel::ReasonColumn, FleetModel::ValidationColumn, FleetModel::SupplyColumn};
        if (table->window()->width() >= 1366)
            columns << FleetModel::DeltaTColumn << FleetModel::FlowColumn;
        for (const int column : std::as_const(columns)) {
            const int left = header->sectionViewportPosition(column);
            const int right = left + header->sectionSize(column);
            QVERIFY2(!header->isSectionHidden(column) && left >= 0 && right <= table->viewport()->width(),
                     qPrintable(QStringLiteral("column %1 at %2..%3, viewport %4 wide")
                                    .arg(column)
                                    .arg(left)
                                    .arg(right)
                                    .arg(table->viewport()->width())));
        }
    }
};

QTEST_MAIN(TestLaptopScreen)
#include "tst_laptopscreen.moc"
