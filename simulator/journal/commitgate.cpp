#include "journal/commitgate.h"

namespace rackops::sim {

namespace {
thread_local const CommitGate *t_writing = nullptr;
} // namespace

bool CommitGate::heldByThisThread() const
{
    return t_writing == this;
}

CommitGate::Read::Read(const CommitGate &gate)
{
    if (!gate.heldByThisThread())
        m_lock = std::shared_lock(gate.m_mutex);
}

CommitGate::Write::Write(CommitGate &gate)
    : m_outer(t_writing)
{
    if (!gate.heldByThisThread())
        m_lock = std::unique_lock(gate.m_mutex);
    t_writing = &gate;
}

CommitGate::Write::~Write()
{
    t_writing = m_outer;
}

} // namespace rackops::sim
