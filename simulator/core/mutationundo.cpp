#include "core/mutationundo.h"

namespace rackops::sim {

namespace {
thread_local MutationUndo *t_currentUndo = nullptr;
} // namespace

MutationUndo::MutationUndo()
    : m_outer(t_currentUndo)
{
    t_currentUndo = this;
}

MutationUndo::~MutationUndo()
{
    t_currentUndo = m_outer;
}

bool MutationUndo::active()
{
    return t_currentUndo != nullptr;
}

void MutationUndo::keep(std::function<void()> restore)
{
    if (t_currentUndo)
        t_currentUndo->m_restores.push_back(std::move(restore));
}

void MutationUndo::undo()
{
    std::vector<std::function<void()>> restores;
    restores.swap(m_restores);
    for (auto it = restores.rbegin(); it != restores.rend(); ++it)
        (*it)();
}

} // namespace rackops::sim
