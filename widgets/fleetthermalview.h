#pragma once

#include "coolingsample.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QTimer;

namespace rackops {

class CoolingStore;
class FleetModel;

// The thermal state of the whole fleet at a glance: every rack a cell, laid
// out by site, hall, row and position, coloured by a chosen metric with a
// legend. Critical racks carry a cross, leaking racks a ring (moisture in the
// caution colour) and racks without data a hatch, so colour is never the only
// signal. Hover for values; click to open a rack.
class FleetThermalMap : public QWidget
{
    Q_OBJECT
public:
    enum class Metric { DeltaT, SupplyTemperature, Headroom, Power };

    FleetThermalMap(FleetModel *fleet, CoolingStore *store, QWidget *parent = nullptr);

    void setMetric(Metric metric);
    Metric metric() const { return m_metric; }
    QSize sizeHint() const override;
    QString rackAt(const QPoint &point) const;
    QPoint cellCenter(const QString &rackId) const;
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
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void relayout();

    FleetModel *m_fleet;
    CoolingStore *m_store;
    Metric m_metric = Metric::DeltaT;
    QHash<QString, QRect> m_cells;
    QList<QPair<QRect, QString>> m_labels;
    QSize m_size;
    bool m_dirty = false;
    QTimer *m_repaint;
};

// The map with its metric choice and legend.
class FleetThermalView : public QWidget
{
    Q_OBJECT
public:
    FleetThermalView(FleetModel *fleet, CoolingStore *store, QWidget *parent = nullptr);
    FleetThermalMap *map() const { return m_map; }

Q_SIGNALS:
    void rackActivated(const QString &rackId);

private:
    void updateLegend();

    FleetThermalMap *m_map;
    QComboBox *m_metric;
    QLabel *m_legend;
};

} // namespace rackops
