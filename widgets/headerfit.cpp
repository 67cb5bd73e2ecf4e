#include "headerfit.h"

#include <QHeaderView>

#include <algorithm>

namespace rackops {

void HeaderFit::apply(QHeaderView *header, const QList<int> &widths)
{
    for (int c = 0; c < header->count(); ++c)
        header->resizeSection(
            c, std::max(c < widths.size() ? widths.at(c) : header->sectionSize(c), header->sectionSizeHint(c)));
}

} // namespace rackops
