// The chart's hand-drawn lines with a dashed pen: dashes along the line (on and off in turn) where
// a solid line is unbroken, and the same dashes QPainter's own dash stroker draws, joins included,
// for every pen style the charts use.
#include "chartlinesitem.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QRandomGenerator>
#include <QTest>

#include <cstdlib>

using namespace rackops;

namespace {
constexpr int kLinesImageWidth = 400;
constexpr int kLinesImageHeight = 100;

// A lines item whose axis units are its pixels: x right, y up from the bottom.
void lineItemInPixelUnits(ChartLinesItem &item)
{
    item.setPlotArea(QRectF(0, 0, kLinesImageWidth, kLinesImageHeight));
    item.setRange(Qt::Horizontal, 0, kLinesImageWidth);
    item.setRange(Qt::Vertical, 0, kLinesImageHeight);
}

QImage blankLinesImage()
{
    QImage image(kLinesImageWidth, kLinesImageHeight, QImage::Format_ARGB32);
    image.fill(Qt::white);
    return image;
}

QImage drawnByLinesItem(ChartLinesItem &item)
{
    QImage image = blankLinesImage();
    QPainter painter(&image);
    item.paint(&painter, nullptr, nullptr);
    return image;
}

// Which columns of rows [y - 1, y + 1] have anything drawn.
QList<bool> inkedColumns(const QImage &image, int y)
{
    QList<bool> on(image.width(), false);
    for (int x = 0; x < image.width(); ++x) {
        for (int row = y - 1; row <= y + 1; ++row)
            on[x] = on[x] || image.pixelColor(x, row) != QColor(Qt::white);
    }
    return on;
}

int dashGapsBetween(const QList<bool> &on, int from, int to)
{
    int gaps = 0;
    for (int x = from + 1; x < to; ++x)
        gaps += on.at(x - 1) && !on.at(x) ? 1 : 0;
    return gaps;
}

int differingLinePixels(const QImage &a, const QImage &b, int *inked)
{
    int differing = 0;
    *inked = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            differing += a.pixel(x, y) != b.pixel(x, y) ? 1 : 0;
            *inked += b.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
        }
    }
    return differing;
}

// Notes the pen of every line, polygon and path that reaches it: what QPainter is asked to stroke.
class PenRecordingEngine : public QPaintEngine {
public:
    PenRecordingEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {
    }
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &changed) override
    {
        if (changed.state() & QPaintEngine::DirtyPen)
            m_pen = changed.pen();
    }
    void drawLines(const QLineF *, int count) override { m_strokes.append({m_pen.style(), count}); }
    void drawPolygon(const QPointF *, int count, PolygonDrawMode) override { m_strokes.append({m_pen.style(), count}); }
    void drawPath(const QPainterPath &path) override { m_strokes.append({m_pen.style(), int(path.elementCount())}); }
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
    Type type() const override { return QPaintEngine::User; }

    struct Stroke {
        Qt::PenStyle style;
        int count;
    };
    QList<Stroke> m_strokes;

private:
    QPen m_pen;
};

class PenRecordingDevice : public QPaintDevice {
public:
    QPaintEngine *paintEngine() const override { return &m_engine; }
    PenRecordingEngine &engine() { return m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return kLinesImageWidth;
        case PdmHeight: return kLinesImageHeight;
        case PdmDepth: return 32;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        default: return QPaintDevice::metric(metric);
        }
    }

private:
    mutable PenRecordingEngine m_engine;
};
} // namespace

class TestChartLinesItem : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aDashedLineDrawsDashesASolidOneStaysSolid()
    {
        ChartLinesItem item;
        lineItemInPixelUnits(item);
        // As the cooling chart draws a rack and a compared rack.
        const int solid = item.addLine(QPen(Qt::red, 1.6));
        const int dashed = item.addLine(QPen(Qt::blue, 1.6, Qt::DashLine));
        item.setPoints(solid, {QPointF(10, 70), QPointF(150, 70), QPointF(390, 70)});
        item.setPoints(dashed, {QPointF(10, 30), QPointF(150, 30), QPointF(390, 30)});
        const QImage image = drawnByLinesItem(item);

        const QList<bool> solidOn = inkedColumns(image, kLinesImageHeight - 70);
        for (int x = 12; x < 388; ++x)
            QVERIFY2(solidOn.at(x), qPrintable(QStringLiteral("the solid line breaks at x = %1").arg(x)));
        // 380 px of a 4-on, 2-off pattern in 1.6 px widths (9.6 px a period): about 39 gaps.
        const int gaps = dashGapsBetween(inkedColumns(image, kLinesImageHeight - 30), 10, 390);
        QVERIFY2(gaps >= 36 && gaps <= 41, qPrintable(QString::number(gaps)));
    }

    void aDashedLineReachesThePainterAsSolidPieces()
    {
        // QPainter's dash stroker is what made a noisy dashed line slow: no dashed pen reaches it,
        // only solid pieces, and all of a line's pieces in one call.
        ChartLinesItem item;
        lineItemInPixelUnits(item);
        const int line = item.addLine(QPen(Qt::blue, 1.6, Qt::DashLine));
        QList<QPointF> points;
        QRandomGenerator rng(5);
        for (int x = 0; x < kLinesImageWidth; ++x)
            points.append(QPointF(x, 40 + 20 * rng.generateDouble()));
        item.setPoints(line, points);
        PenRecordingDevice device;
        {
            QPainter painter(&device);
            item.paint(&painter, nullptr, nullptr);
        }
        const QList<PenRecordingEngine::Stroke> &strokes = device.engine().m_strokes;
        QCOMPARE(strokes.size(), 1);
        QCOMPARE(strokes.first().style, Qt::SolidLine);
        QVERIFY2(strokes.first().count > kLinesImageWidth / 2, qPrintable(QString::number(strokes.first().count)));
    }

    void theDashesAreTheOnesQPainterDraws_data()
    {
        QTest::addColumn<Qt::PenStyle>("style");
        QTest::addColumn<double>("width");
        QTest::addColumn<bool>("noisy");
        // The compared racks' lines, the limits' patterns, and a wider pen.
        QTest::newRow("dash 1.6 zigzag") << Qt::DashLine << 1.6 << false;
        QTest::newRow("dash 1.6 noisy") << Qt::DashLine << 1.6 << true;
        QTest::newRow("dash-dot 1.0 zigzag") << Qt::DashDotLine << 1.0 << false;
        QTest::newRow("dot 1.6 zigzag") << Qt::DotLine << 1.6 << false;
        QTest::newRow("dash 3 zigzag") << Qt::DashLine << 3.0 << false;
    }

    void theDashesAreTheOnesQPainterDraws()
    {
        QFETCH(Qt::PenStyle, style);
        QFETCH(double, width);
        QFETCH(bool, noisy);
        // Joins every few pixels (noisy) or every 37 (zigzag), so dashes cross them: if the
        // pattern started again at each point, the pictures would differ along the whole line.
        QList<QPointF> points;
        QRandomGenerator rng(17);
        for (double x = 5; x < kLinesImageWidth - 5; x += noisy ? 3 : 37)
            points.append(QPointF(x, noisy ? 40 + 20 * rng.generateDouble() : (int(x) / 37 % 2 ? 20 : 80)));
        ChartLinesItem item;
        lineItemInPixelUnits(item);
        const QPen pen(Qt::black, width, style);
        const int line = item.addLine(pen);
        item.setPoints(line, points);
        const QImage ours = drawnByLinesItem(item);

        QList<QPointF> pixels;
        for (const QPointF &p : item.drawnPoints(line))
            pixels.append(QPointF(p.x(), kLinesImageHeight - p.y()));
        QImage qts = blankLinesImage();
        {
            QPainter painter(&qts);
            painter.setPen(pen);
            painter.drawPolyline(pixels.constData(), int(pixels.size()));
        }
        int inked = 0;
        const int differing = differingLinePixels(ours, qts, &inked);
        QVERIFY(inked > 300);
        if (width <= 1) {
            // QPainter's cosmetic stroker counts a thin pen's pattern in pixel steps and places
            // its pixels its own way: the same share of ink, not the same pixels.
            int oursInked = 0;
            differingLinePixels(qts, ours, &oursInked);
            QVERIFY2(std::abs(oursInked - inked) <= inked / 10,
                     qPrintable(QStringLiteral("%1 vs %2").arg(oursInked).arg(inked)));
            return;
        }
        // Rounding where a dash ends and at the joins; a pattern out of step would differ in
        // about half the dashes.
        QVERIFY2(differing <= inked / 12, qPrintable(QStringLiteral("%1 of %2 pixels").arg(differing).arg(inked)));
    }
};

QTEST_MAIN(TestChartLinesItem)
#include "tst_chartlinesitem.moc"
