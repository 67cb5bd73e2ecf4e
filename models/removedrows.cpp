#include "removedrows.h"

#include <algorithm>
#include <functional>

namespace rackops {

RemovedRows::RemovedRows(QList<int> rows)
    : m_rows(std::move(rows))
{
    std::sort(m_rows.begin(), m_rows.end(), std::greater<>());
    m_rows.erase(std::unique(m_rows.begin(), m_rows.end()), m_rows.end());
    for (qsizetype i = 0; i < m_rows.size();) {
        const int last = m_rows.at(i);
        int first = last;
        while (i + 1 < m_rows.size() && m_rows.at(i + 1) == first - 1)
            first = m_rows.at(++i);
        m_runs.append({first, last});
        ++i;
    }
}

} // namespace rackops
