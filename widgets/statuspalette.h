#pragma once

#include "health.h"
#include "lifecyclestage.h"

#include <QColor>
#include <QIcon>

class QPainter;
class QRectF;

namespace rackops {

// One palette and one set of shapes for severity across the whole console:
// OK is a circle, caution a triangle, critical a square, unknown a diamond,
// so colour is never the only signal.
class StatusPalette {
public:
    static QColor healthColor(Health health);
    static QColor stageColor(LifecycleStage stage);
    static void paintHealthShape(QPainter *painter, const QRectF &rect, Health health);
    static QIcon healthIcon(Health health);
    static QColor staleColor();
};

} // namespace rackops
