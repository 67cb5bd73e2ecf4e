#pragma once

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QStringList>

namespace rackops::test {

// The headers narrower than their text ("Verantwortlich: 90 px for a header of 104 px"); none
// is the answer a test wants.
inline QString cutHeaders(const QHeaderView *header)
{
    QStringList cut;
    for (int c = 0; c < header->count(); ++c) {
        if (header->sectionSize(c) < header->sectionSizeHint(c))
            cut << QStringLiteral("%1: %2 px for a header of %3 px")
                       .arg(header->model()->headerData(c, header->orientation(), Qt::DisplayRole).toString())
                       .arg(header->sectionSize(c))
                       .arg(header->sectionSizeHint(c));
    }
    return cut.join(QStringLiteral("; "));
}

} // namespace rackops::test
