#pragma once

#include "rackattention.h"

#include <QList>
#include <Qt>

#include <vector>

namespace rackops {

class FleetModel;

// The fleet board's order: the column it is sorted by (-1: the fleet's own order), the direction,
// and the comparison FleetFilterModel sorts and places rows with, a total order (ties by rack id).
//
// In "Needs action" order it keeps one key per fleet row (RackAttention::OrderKey), so comparing
// reads an array instead of each rack's summary and assessment, which missed the cache (three
// quarters of a 100,000-rack sort, and of a settling pass's binary searches). The keys are gathered
// by a full pass and renewed for each row a pass places: every change to a key marks its row (see
// keyTouched()).
class BoardOrder {
public:
    // Forgets the keys; the fleet's rows are what the comparison reads.
    void setFleet(const FleetModel *fleet);
    void setColumn(int column, Qt::SortOrder direction);
    int column() const { return m_column; }
    Qt::SortOrder direction() const { return m_direction; }
    bool sorted() const { return m_column >= 0; }

    // Every fleet row's key when sorted by "Needs action", else none.
    void gatherKeys();
    void clearKeys() { m_keys.clear(); }
    // After the fleet's rows first..last changed, arrived or left (keys kept only while gathered).
    void renewKey(int row);
    void rowsInserted(int first, int last);
    void rowsRemoved(int first, int last);

    // Whether fleet row `leftRow` comes before `rightRow` on the board.
    bool before(int leftRow, int rightRow) const;
    // Sorts fleet rows into the board's order (stable; ties as before() breaks them).
    void sort(std::vector<int> &rows) const;
    // Whether a change in fleet columns first..last with these roles can change a row's sort key.
    bool keyTouched(int firstColumn, int lastColumn, const QList<int> &roles) const;

private:
    bool lessThan(int leftRow, int rightRow) const;

    const FleetModel *m_fleet = nullptr;
    int m_column = -1;
    Qt::SortOrder m_direction = Qt::AscendingOrder;
    std::vector<RackAttention::OrderKey> m_keys;
};

} // namespace rackops
