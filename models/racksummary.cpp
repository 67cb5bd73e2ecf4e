#include "racksummary.h"

namespace rackops {

QString RackSummary::locationText() const
{
    return QStringLiteral("%1 \u00b7 %2 \u00b7 %3 \u00b7 %4").arg(site, hall, row).arg(position);
}

} // namespace rackops
