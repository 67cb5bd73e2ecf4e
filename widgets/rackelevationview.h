#pragma once

#include "rackdetail.h"

#include <QWidget>

namespace rackops {

// The rack drawn as it stands: power shelves, compute trays above and below
// the NVLink switch trays, and the CDU, each slot with its health shape and
// a marker when its firmware is not as expected. Clicking a slot names it.
class RackElevationView : public QWidget {
    Q_OBJECT
public:
    explicit RackElevationView(QWidget *parent = nullptr);

    void setComponents(const QList<RackComponentInfo> &components);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The layout order, top to bottom (ids), for tests and accessibility.
    QStringList slotOrder() const;

Q_SIGNALS:
    void componentClicked(const QString &componentId);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    QList<int> order() const; // indices into m_components, top to bottom
    QRect slotRect(int position, int count) const;
    int slotAt(const QPoint &point) const;

    QList<RackComponentInfo> m_components;
};

} // namespace rackops
