#pragma once

#include <algorithm>
#include <numeric>
#include <vector>

namespace rackops {

// Each row's place in one fixed order (rack id, location), so that sorting a
// large fleet compares two ints that sit side by side instead of two strings
// far apart in memory: at 100,000 racks a sort by rack id took 0.5 s. Built on
// first use after the rows changed; the owner invalidates it when a row's key
// changes without the row count changing.
class RowRanks {
public:
    void invalidate() { m_ranks.clear(); }
    // Built for these rows: a rank can be read without sorting first.
    bool isReady(int rowCount) const { return m_ranks.size() == size_t(rowCount) && rowCount > 0; }

    // `less(a, b)` orders rows a and b; it must be a strict weak order.
    template<typename Less> int rank(int row, int rowCount, Less less) const
    {
        if (m_ranks.size() != size_t(rowCount)) {
            std::vector<int> order(static_cast<size_t>(rowCount));
            std::iota(order.begin(), order.end(), 0);
            std::sort(order.begin(), order.end(), less);
            m_ranks.assign(size_t(rowCount), 0);
            for (size_t place = 0; place < order.size(); ++place)
                m_ranks[size_t(order[place])] = int(place);
        }
        return m_ranks[size_t(row)];
    }

private:
    mutable std::vector<int> m_ranks;
};

} // namespace rackops
