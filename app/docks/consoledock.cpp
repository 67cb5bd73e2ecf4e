#include "consoledock.h"

namespace rackops {

ConsoleDock::ConsoleDock(const QString &title, Qt::DockWidgetArea area, int preferredExtent, QWidget *parent)
    : QDockWidget(title, parent)
    , m_area(area)
    , m_preferredExtent(preferredExtent)
{
}

QString ConsoleDock::reload()
{
    return {};
}

} // namespace rackops
