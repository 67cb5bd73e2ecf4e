#pragma once

#include <QList>

class QHeaderView;

namespace rackops {

// Column widths that never cut a header: German headers ("Verantwortlich", "Ausstehende Objekte")
// are longer than the values below them, and a header cut at both ends names nothing.
class HeaderFit {
public:
    // Each section gets its width in `widths` (or keeps its own past the list's end), but at least
    // its header's (a table's or a tree's). Call again when the headers' language or font changes.
    static void apply(QHeaderView *header, const QList<int> &widths = {});
};

} // namespace rackops
