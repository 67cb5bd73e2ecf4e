// Cluster benchmark (issue #37): a 32-rack cluster (2,304 GPUs, 4,608
// SuperNIC ports over 2 planes x 8 rails) painted as the Clusters view shows
// it: the fabric map (every port a mark, one paint) and the certification
// matrix (6 categories x 3 scales, a delegate per cell), each frame into an
// image at the size they get on a 1366x768 screen, and the models filled from
// a new detail (what a GetCluster answer costs the GUI thread).
// Budget: under 16 ms a frame. Prints a table and JSON.
//
//   rackops-bench-cluster [--racks N] [--runs R] [--quick] [--save DIR]
#include "benchstats.h"
#include "certificationcelldelegate.h"
#include "certificationmatrixmodel.h"
#include "fabricmapmodel.h"
#include "fabricmapview.h"

#include "../tests/support/clusterfixtures.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableView>

#include <cstdio>
#include <vector>

using namespace rackops;
using rackops::bench::median;
using rackops::bench::percentile;

namespace {
template<typename Paint> std::vector<double> measure(int runs, Paint paint)
{
    paint(); // warm: fonts, glyph caches
    std::vector<double> ms;
    ms.reserve(std::size_t(runs));
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        paint();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return ms;
}
} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption racksOption(QStringLiteral("racks"), QStringLiteral("Racks in the cluster (32)."),
                                         QStringLiteral("N"), QStringLiteral("32"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Frames measured (200)."),
                                        QStringLiteral("R"), QStringLiteral("200"));
    const QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("Few frames: checks it runs."));
    const QCommandLineOption saveOption(QStringLiteral("save"), QStringLiteral("Save the last frames as PNG into DIR."),
                                        QStringLiteral("DIR"));
    parser.addOptions({racksOption, runsOption, quickOption, saveOption});
    parser.process(app);
    const int racks = parser.value(racksOption).toInt();
    const int runs = parser.isSet(quickOption) ? 3 : parser.value(runsOption).toInt();

    const ClusterDetail detail = clusterfixtures::cluster(racks, 2);
    FabricMapModel fabric;
    CertificationMatrixModel matrix;
    const std::vector<double> load = measure(runs, [&] {
        fabric.setFabric(detail.fabric, detail.summary.rackIds);
        matrix.setCertification(detail.certification);
    });

    // The sizes they get in the Clusters view at 1366x768 (list on the left, tabs on the right).
    FabricMapView map(&fabric);
    map.resize(960, 520);
    QImage mapImage(map.size(), QImage::Format_ARGB32_Premultiplied);
    const std::vector<double> mapMs = measure(runs, [&] { map.render(&mapImage); });

    QTableView table;
    table.setModel(&matrix);
    table.setItemDelegate(new CertificationCellDelegate(&table));
    table.horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table.verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table.resize(960, 520);
    table.show(); // laid out as on screen (offscreen platform)
    QApplication::processEvents();
    QImage tableImage(table.size(), QImage::Format_ARGB32_Premultiplied);
    const std::vector<double> matrixMs = measure(runs, [&] { table.render(&tableImage); });
    const std::vector<double> bothMs = measure(runs, [&] {
        map.render(&mapImage);
        table.render(&tableImage);
    });

    if (parser.isSet(saveOption)) {
        const QDir dir(parser.value(saveOption));
        mapImage.save(dir.filePath(QStringLiteral("cluster-fabric-map.png")));
        tableImage.save(dir.filePath(QStringLiteral("cluster-matrix.png")));
    }
    std::printf("cluster: %d racks, %zu SuperNIC ports, %d frames\n", racks, fabric.ports().size(), runs);
    std::printf("%-34s %9s %9s\n", "", "median ms", "p95 ms");
    const auto row = [](const char *name, const std::vector<double> &v) {
        std::printf("%-34s %9.2f %9.2f\n", name, median(v), percentile(v, 0.95));
    };
    row("models filled from a detail", load);
    row("fabric map frame (960x520)", mapMs);
    row("certification matrix frame", matrixMs);
    row("both, one frame", bothMs);
    QJsonObject json {{QStringLiteral("racks"), racks},
                      {QStringLiteral("ports"), qint64(fabric.ports().size())},
                      {QStringLiteral("loadMedianMs"), median(load)},
                      {QStringLiteral("fabricMapMedianMs"), median(mapMs)},
                      {QStringLiteral("fabricMapP95Ms"), percentile(mapMs, 0.95)},
                      {QStringLiteral("matrixMedianMs"), median(matrixMs)},
                      {QStringLiteral("bothMedianMs"), median(bothMs)},
                      {QStringLiteral("bothP95Ms"), percentile(bothMs, 0.95)}};
    std::printf("%s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return percentile(bothMs, 0.95) < 16.0 || parser.isSet(quickOption) ? 0 : 1;
}
