// The GPUs tab as the operator sees it: nothing but the reason while the
// backend reads no monitoring; the grid of the chosen figure, the table and
// the source once figures arrive; a failed ask said above the figures kept;
// the validation view's "Exporter figures" tab on the same model.
#include "gpufiguresmodel.h"
#include "gpufigurespanel.h"
#include "gpugridmodel.h"
#include "validationcriteriamodel.h"
#include "validationrunsmodel.h"
#include "validationview.h"

#include <QComboBox>
#include <QLabel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace rackops;

namespace {
GpuTelemetry gpuPanelAnswer()
{
    GpuTelemetry t;
    t.rackId = QStringLiteral("R7");
    t.source = QStringLiteral("https://prometheus.noc:9090");
    t.state = GpuTelemetry::State::Ok;
    t.readAtMs = 1'790'000'000'000;
    t.serverTimeMs = t.readAtMs + 4000;
    t.published[size_t(GpuTelemetry::Metric::GpuTemperature)] = true;
    t.published[size_t(GpuTelemetry::Metric::Power)] = true;
    GpuTelemetry::Gpu gpu;
    gpu.tray = 2;
    gpu.gpu = 3;
    gpu.host = QStringLiteral("r7-ct02");
    gpu.figures[size_t(GpuTelemetry::Metric::GpuTemperature)] = GpuTelemetry::Figure {58.0, t.readAtMs};
    gpu.figures[size_t(GpuTelemetry::Metric::Power)] = GpuTelemetry::Figure {640.0, t.readAtMs};
    t.gpus.append(gpu);
    return t;
}
} // namespace

class TestGpuFiguresPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void showsTheReasonThenTheFigures()
    {
        GpuFiguresModel model;
        GpuFiguresPanel panel(&model);
        panel.show();
        GpuTelemetry none;
        none.rackId = QStringLiteral("R7");
        none.state = GpuTelemetry::State::NotConfigured;
        model.setTelemetry(none);
        QVERIFY(!panel.grid()->isVisibleTo(&panel));
        QVERIFY(!panel.figureChoice()->isEnabled());
        QVERIFY(panel.summaryLabel()->text().contains(QLatin1String("no site monitoring")));

        model.setTelemetry(gpuPanelAnswer());
        QVERIFY(panel.grid()->isVisibleTo(&panel));
        QVERIFY(panel.table()->isVisibleTo(&panel));
        QVERIFY(panel.summaryLabel()->text().contains(QLatin1String("https://prometheus.noc:9090, read 4 s ago")));
        QCOMPARE(panel.grid()->model()->rowCount(), 18);
        QCOMPARE(panel.grid()->model()->index(1, 2).data().toString(), QStringLiteral("58 °C"));
        panel.figureChoice()->setCurrentIndex(panel.figureChoice()->findData(int(GpuTelemetry::Metric::Power)));
        QCOMPARE(panel.grid()->model()->index(1, 2).data().toString(), QStringLiteral("640 W"));
        QCOMPARE(panel.grid()->model()->index(0, 0).data().toString(), QStringLiteral("not published"));
    }

    void aFailedAskIsSaidAboveTheFiguresKept()
    {
        GpuFiguresModel model;
        GpuFiguresPanel panel(&model);
        model.setTelemetry(gpuPanelAnswer());
        panel.showFailure(QStringLiteral("no answer within 5 s"));
        QVERIFY(panel.summaryLabel()->text().startsWith(
            QLatin1String("The backend did not answer for the GPU figures: no answer within 5 s")));
        QCOMPARE(panel.grid()->model()->index(1, 2).data().toString(), QStringLiteral("58 °C"));
        model.setTelemetry(gpuPanelAnswer());
        QVERIFY(!panel.summaryLabel()->text().contains(QLatin1String("did not answer")));
    }

    void validationViewHasTheExporterFigures()
    {
        ValidationRunsModel runs;
        ValidationCriteriaModel criteria;
        GpuGridModel grid;
        ValidationView view(&runs, &criteria, &grid);
        GpuFiguresModel figures;
        view.setGpuFigures(&figures);
        auto *tabs = view.findChild<QTabWidget *>(QStringLiteral("validationGridTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 2);
        auto *panel = view.findChild<GpuFiguresPanel *>(QStringLiteral("validationGpuFigures"));
        QVERIFY(panel);
        QCOMPARE(tabs->indexOf(panel), 1);
        figures.setTelemetry(gpuPanelAnswer());
        QCOMPARE(panel->grid()->model()->index(1, 2).data().toString(), QStringLiteral("58 °C"));
    }
};

QTEST_MAIN(TestGpuFiguresPanel)
#include "tst_gpufigurespanel.moc"
