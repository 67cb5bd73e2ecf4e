#pragma once

#include <QList>

#include <utility>

namespace rackops {

// Rows leaving a list model, as the contiguous runs beginRemoveRows takes, bottom up so the
// rows above a run keep their numbers while it goes. Rows taken from many places at once (a
// hall decommissioned, a day's resolved alerts leaving the stream together) are cheaper as one
// reset: each removal signal makes the model renumber its index and a filter proxy walk every
// row, thousands of times over at 100,000 racks.
class RemovedRows {
public:
    // More separate runs than this are worth one reset.
    static constexpr qsizetype kRunsBeforeReset = 8;

    struct Run {
        int first;
        int last;
    };

    // Rows in any order; a row named twice leaves once.
    explicit RemovedRows(QList<int> rows);

    bool isEmpty() const { return m_rows.isEmpty(); }
    qsizetype size() const { return m_rows.size(); }
    // Bottom up.
    const QList<Run> &runs() const { return m_runs; }
    bool worthAReset() const { return m_runs.size() > kRunsBeforeReset; }

    // What stays of a list with a row per model row, in order, moved out of it.
    template<typename T> QList<T> keptFrom(QList<T> &list) const
    {
        QList<T> kept;
        kept.reserve(list.size() - m_rows.size());
        qsizetype next = m_rows.size() - 1; // m_rows is descending: the lowest row is last
        for (qsizetype row = 0; row < list.size(); ++row) {
            if (next >= 0 && m_rows.at(next) == row) {
                --next;
                continue;
            }
            kept.append(std::move(list[row]));
        }
        return kept;
    }

private:
    QList<int> m_rows; // descending, each once
    QList<Run> m_runs;
};

} // namespace rackops
