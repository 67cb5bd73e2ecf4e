// LineBoundLabel: a text longer than the label's lines ends in an ellipsis where it is cut,
// text() stays whole, and a text that fits is drawn by QLabel as ever.
#include "lineboundlabel.h"

#include <QTest>

using namespace rackops;

namespace {
const QString kLong =
    QStringLiteral("Needs an operator: CT12: thermal throttling in workload test, step rate 8 % below "
                   "fleet, seen on GPUs 3, 5 and 7 of the tray over the last hour");

// A label two lines high, `width` wide, shown, as the rack dock holds its values.
void holdToTwoLines(LineBoundLabel *label, int width)
{
    label->setFixedSize(width, 2 * label->fontMetrics().lineSpacing());
    label->show();
    QVERIFY(QTest::qWaitForWindowExposed(label));
}
} // namespace

class TestLineBoundLabel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aTextThatFitsIsNotCut()
    {
        LineBoundLabel label;
        label.setText(QStringLiteral("Serving workloads"));
        holdToTwoLines(&label, 300);
        QVERIFY(!label.isCut());
        QVERIFY(label.shownLines().isEmpty());
    }

    void aLongTextEndsInAnEllipsisWhereItIsCut()
    {
        LineBoundLabel label;
        label.setText(kLong);
        holdToTwoLines(&label, 260);
        QVERIFY(label.isCut());
        QCOMPARE(label.text(), kLong); // whole, for the tooltip and for reading
        const QStringList shown = label.shownLines();
        QCOMPARE(shown.size(), 2);
        QVERIFY2(shown.last().endsWith(QChar(0x2026)), qPrintable(shown.last()));
        QVERIFY2(kLong.startsWith(shown.first()), qPrintable(shown.first()));
        QString drawn = shown.join(QLatin1Char(' '));
        drawn.chop(1); // the ellipsis
        QVERIFY2(kLong.startsWith(drawn.trimmed()), qPrintable(drawn));
        for (const QString &line : shown)
            QVERIFY2(label.fontMetrics().horizontalAdvance(line) <= label.contentsRect().width(), qPrintable(line));
    }

    // The lines are laid out once for a text, size and font (laid out on every paint, the dock's
    // labels were 40 % of the GUI thread's paint time at 100,000 racks), and again when any changes.
    void aNewTextSizeOrFontIsLaidOutAgain()
    {
        LineBoundLabel label;
        label.setText(kLong);
        holdToTwoLines(&label, 260);
        const QStringList first = label.shownLines();
        QVERIFY(label.isCut());
        QCOMPARE(label.shownLines(), first); // the same, asked again

        label.setText(QStringLiteral("Serving workloads"));
        QVERIFY(!label.isCut()); // a new text that fits
        QVERIFY(label.shownLines().isEmpty());

        label.setText(kLong);
        QCOMPARE(label.shownLines(), first);
        label.setFixedSize(2000, label.height()); // wide enough for all of it
        QVERIFY(!label.isCut());

        label.setFixedSize(260, label.height());
        QCOMPARE(label.shownLines(), first);
        QFont bigger = label.font();
        bigger.setPointSizeF(bigger.pointSizeF() * 1.5);
        label.setFont(bigger);
        QVERIFY(label.isCut());
        QVERIFY(label.shownLines() != first); // fewer words a line in the bigger font
    }

    void newMarginsAreLaidOutAgain()
    {
        LineBoundLabel label;
        label.setText(kLong);
        holdToTwoLines(&label, 260);
        const QStringList first = label.shownLines();
        QVERIFY(label.isCut());
        label.setMargin(40); // the same size, less room for the text
        QVERIFY(label.isCut());
        QVERIFY(label.shownLines() != first);
        label.setMargin(0);
        label.setContentsMargins(0, 0, 120, 0);
        QVERIFY(label.shownLines() != first);
        label.setContentsMargins(0, 0, 0, 0);
        QCOMPARE(label.shownLines(), first);
    }

    void aWiderLabelCutsLessOrNothing()
    {
        LineBoundLabel label;
        label.setText(kLong);
        holdToTwoLines(&label, 260);
        const QString narrow = label.shownLines().join(QLatin1Char(' '));
        label.setFixedWidth(420);
        QVERIFY(label.isCut());
        QVERIFY(label.shownLines().join(QLatin1Char(' ')).size() > narrow.size());
        label.setFixedWidth(2400);
        QVERIFY(!label.isCut());
    }

    // Lines the text breaks itself (readings, then the leak detectors) count as lines.
    void itsOwnLineBreaksCount()
    {
        LineBoundLabel label;
        label.setText(QStringLiteral("Supply 30.1 \u00b0C\nLeak detectors: all dry\nValve 40 %"));
        holdToTwoLines(&label, 600);
        QVERIFY(label.isCut());
        const QStringList shown = label.shownLines();
        QCOMPARE(shown.first(), QStringLiteral("Supply 30.1 \u00b0C"));
        QVERIFY2(shown.last().startsWith(QStringLiteral("Leak detectors: all dry")), qPrintable(shown.last()));
        QVERIFY(shown.last().endsWith(QChar(0x2026)));
    }

    // A cut text is drawn: the ellipsis's line has ink, as a two-line QLabel's would.
    void aCutTextIsDrawn()
    {
        LineBoundLabel label;
        label.setText(kLong);
        holdToTwoLines(&label, 260);
        const QImage image = label.grab().toImage();
        const int line = label.fontMetrics().lineSpacing();
        const QColor background = image.pixelColor(image.width() - 1, 0);
        int ink = 0;
        for (int y = line; y < 2 * line && y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                ink += image.pixelColor(x, y) != background;
        }
        QVERIFY(ink > 20);
    }
};

QTEST_MAIN(TestLineBoundLabel)
#include "tst_lineboundlabel.moc"
