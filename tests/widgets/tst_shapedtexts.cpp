// The board's texts are drawn from shapes kept between paints (#39: laying out every cell's text on
// every paint was a quarter of the 50,000-rack console's GUI thread), and look as drawText draws them.
#include "shapedtexts.h"

#include <QFontMetrics>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace rackops;

namespace {
constexpr QSize kCell(160, 24);

// One cell painted by `paint`, black on white.
template<typename Paint> QImage cell(Paint paint, const QFont &font = QFont())
{
    QImage image(kCell, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(font);
    painter.setPen(Qt::black);
    paint(painter, QRect(QPoint(0, 0), kCell));
    return image;
}
} // namespace

class TestShapedTexts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aTextDrawnAgainIsNotLaidOutAgain()
    {
        ShapedTexts texts;
        for (int paint = 0; paint < 100; ++paint)
            cell([&](QPainter &p, const QRect &r) {
                texts.draw(&p, r, Qt::AlignVCenter | Qt::AlignLeft, "Awaiting approval");
            });
        QCOMPARE(texts.layouts(), 1);
        // Cut to a narrow cell: laid out once more, as cut, and kept so.
        for (int paint = 0; paint < 100; ++paint)
            cell([&](QPainter &p, const QRect &) {
                texts.draw(&p, QRect(0, 0, 40, 24), Qt::AlignLeft, "Awaiting approval");
            });
        QCOMPARE(texts.layouts(), 2);
        QCOMPARE(texts.kept(), 1);
    }

    void drawsWhatDrawTextDraws_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("alignment");
        QTest::addColumn<int>("width");
        const int left = Qt::AlignVCenter | Qt::AlignLeft;
        QTest::newRow("left") << "FRA1-H12-R10-15" << left << 160;
        QTest::newRow("right") << "39 d 19 h" << int(Qt::AlignVCenter | Qt::AlignRight) << 160;
        QTest::newRow("centred") << "Pass" << int(Qt::AlignCenter) << 160;
        QTest::newRow("cut") << "Leak at Compute tray CT12, cold plate manifold" << left << 90;
        QTest::newRow("German") << "Wartet auf Freigabe" << left << 70;
        QTest::newRow("markup is text") << "<b>not bold</b>" << left << 160;
    }

    void drawsWhatDrawTextDraws()
    {
        QFETCH(QString, text);
        QFETCH(int, alignment);
        QFETCH(int, width);
        const QRect rect(0, 0, width, kCell.height());
        ShapedTexts texts;
        const QImage shaped =
            cell([&](QPainter &p, const QRect &) { texts.draw(&p, rect, Qt::Alignment(alignment), text); });
        const QImage drawn = cell([&](QPainter &p, const QRect &) {
            p.drawText(rect, alignment, p.fontMetrics().elidedText(text, Qt::ElideRight, rect.width()));
        });
        QCOMPARE(shaped, drawn);
        // Drawn again from the kept shape: the same pixels.
        QCOMPARE(cell([&](QPainter &p, const QRect &) { texts.draw(&p, rect, Qt::Alignment(alignment), text); }),
                 shaped);
    }

    void anotherFontStartsAfresh()
    {
        ShapedTexts texts;
        QFont bigger;
        bigger.setPointSize(bigger.pointSize() + 6);
        const auto draw = [&](QPainter &p, const QRect &r) { texts.draw(&p, r, Qt::AlignLeft, "Production"); };
        cell(draw);
        const QImage big = cell(draw, bigger);
        QCOMPARE(texts.layouts(), 2);
        QCOMPARE(texts.kept(), 1);
        QCOMPARE(big, cell([](QPainter &p, const QRect &r) { p.drawText(r, Qt::AlignLeft, "Production"); }, bigger));
    }

    void keepsAtMostItsCapacity()
    {
        ShapedTexts texts;
        QImage image(kCell, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&image);
        for (int rack = 0; rack < ShapedTexts::kCapacity + 100; ++rack)
            texts.draw(&painter, QRect(QPoint(0, 0), kCell), Qt::AlignLeft, QStringLiteral("R%1").arg(rack));
        QVERIFY(texts.kept() <= ShapedTexts::kCapacity);
        QCOMPARE(texts.kept(), 100);
    }

    void aCellNarrowerThanTheEllipsisStaysInside()
    {
        ShapedTexts texts;
        const QImage image = cell([&](QPainter &p, const QRect &) {
            texts.draw(&p, QRect(10, 0, 3, kCell.height()), Qt::AlignLeft, "Decommissioned");
        });
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (x < 10 || x >= 13)
                    QCOMPARE(image.pixel(x, y), QColor(Qt::white).rgb());
    }
};

QTEST_MAIN(TestShapedTexts)
#include "tst_shapedtexts.moc"
