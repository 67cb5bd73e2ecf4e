// The fleet board's style skips the colours Fusion works out before every primitive (#39: 5 % of the
// 50,000-rack console's GUI thread), and must draw exactly what Fusion draws.
#include "itempanelstyle.h"

#include <QApplication>
#include <QHeaderView>
#include <QImage>
#include <QPalette>
#include <QStandardItemModel>
#include <QStyleFactory>
#include <QTableView>
#include <QTest>

using namespace rackops;

namespace {
// A small board: alternate rows, one selected row, the current cell, drawn into an image.
QImage boardDrawnWith(QStyle *style, bool enabled)
{
    QStandardItemModel model(8, 3);
    for (int row = 0; row < model.rowCount(); ++row)
        for (int column = 0; column < model.columnCount(); ++column)
            model.setItem(row, column, new QStandardItem(QStringLiteral("R%1-%2").arg(row).arg(column)));
    QTableView view;
    if (style)
        view.setStyle(style);
    view.setModel(&model);
    view.setAlternatingRowColors(true);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.verticalHeader()->hide();
    view.resize(320, 260);
    view.selectRow(3);
    view.setCurrentIndex(model.index(5, 1));
    view.setEnabled(enabled);
    return view.grab().toImage();
}
} // namespace

class TestItemPanelStyle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion"))); }

    void drawsWhatItsStyleDraws_data()
    {
        QTest::addColumn<QString>("styleName");
        QTest::addColumn<bool>("enabled");
        QTest::newRow("Fusion") << "Fusion" << true;
        QTest::newRow("Fusion, disabled") << "Fusion" << false;
        QTest::newRow("Windows (not taken over)") << "Windows" << true;
    }

    void drawsWhatItsStyleDraws()
    {
        QFETCH(QString, styleName);
        QFETCH(bool, enabled);
        QObject owner;
        auto *plain = QStyleFactory::create(styleName);
        plain->setParent(&owner);
        const QImage expected = boardDrawnWith(plain, enabled);
        const QImage drawn = boardDrawnWith(new ItemPanelStyle(&owner, styleName), enabled);
        QVERIFY(!expected.isNull());
        QCOMPARE(drawn, expected);
    }
};

QTEST_MAIN(TestItemPanelStyle)
#include "tst_itempanelstyle.moc"
