#pragma once

#include "coolingsample.h"

#include <QHash>
#include <QMap>
#include <QWidget>

class QComboBox;
class QLabel;
class QScrollArea;
class QTimer;

namespace rackops {

class CoolingStore;
class FleetModel;

// The thermal state of the whole fleet at a glance: every rack a cell, laid
// out by site, hall, row and position, coloured by a chosen metric with a
// legend. Critical racks carry a cross, leaking racks a ring (moisture in the
// caution colour) and racks without data a hatch, so colour is never the only
// signal. Hover for values; click to open a rack.
class FleetThermalMap : public QWidget {
    Q_OBJECT
public:
    enum class Metric { DeltaT, SupplyTemperature, Headroom, Power };

    FleetThermalMap(FleetModel *fleet, CoolingStore *store, QWidget *parent = nullptr);

    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    // The room the map is shown in: the sites wrap at its width and the cells shrink until every
    // site fits it (down to a smallest cell; past that, the map scrolls down, never sideways).
    void setAvailableSize(const QSize &size);
    QSize sizeHint() const override;
    // What follows is of the fleet's layout, laid out first if the fleet changed since.
    int cellSize()
    {
        ensureLaidOut();
        return m_cell;
    }
    // Where each site's name is drawn.
    QList<QPair<QRect, QString>> siteLabels()
    {
        ensureLaidOut();
        return m_labels;
    }
    QString rackAt(const QPoint &point);
    QPoint cellCenter(const QString &rackId);
    // Value of the metric for a rack (NaN without data) and the legend range.
    float value(const QString &rackId) const;
    QPair<float, float> range() const;
    static QColor colorFor(float normalized);
    // The ring of a leaking rack (RackLeak, the same truth as the board's Leak column).
    static QColor leakColor();

Q_SIGNALS:
    void rackActivated(const QString &rackId);

protected:
    void paintEvent(QPaintEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void fleetShapeChanged();
    void ensureLaidOut();
    // The sites' shapes from the fleet; then where they go.
    void relayout();
    void place();

    struct SiteShape {
        QString name;
        int positions = 1; // the longest row
        int rows = 0;
        int halls = 0;
        // hall -> row -> position -> rack id
        QMap<QString, QMap<QString, QMap<int, QString>>> racks;
    };

    FleetModel *m_fleet;
    CoolingStore *m_store;
    Metric m_metric = Metric::DeltaT;
    QList<SiteShape> m_sites;
    QSize m_available;
    int m_cell = 9;
    QHash<QString, QRect> m_cells;
    QList<QPair<QRect, QString>> m_labels;
    QSize m_size;
    bool m_dirty = false;
    bool m_shapeStale = false; // racks came or went since the last layout
    bool m_relayoutQueued = false;
    QTimer *m_repaint;
};

// The map with its metric choice and legend.
class FleetThermalView : public QWidget {
    Q_OBJECT
public:
    FleetThermalView(FleetModel *fleet, CoolingStore *store, QWidget *parent = nullptr);
    FleetThermalMap *map() const { return m_map; }
    QScrollArea *scrollArea() const { return m_scroll; }

Q_SIGNALS:
    void rackActivated(const QString &rackId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateLegend();

    FleetThermalMap *m_map;
    QScrollArea *m_scroll;
    QComboBox *m_metric;
    QLabel *m_legend;
};

} // namespace rackops
