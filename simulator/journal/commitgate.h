#pragma once

#include <mutex>
#include <shared_mutex>

namespace rackops::sim {

// What readers see is what is stored. A mutation holds the gate from its
// first change in memory until its commit (or, if the commit fails, until
// memory is put back); watchers and reads of the domains' state pass it
// shared, so they see the state before the mutation or after its commit,
// never a change a crash or a failed commit would take back.
//
// Readers take it before any domain lock (a mutation holds it while it takes
// those). A read on the thread that holds it for a mutation (an adapter
// reading back what it changed) passes without waiting.
class CommitGate {
public:
    class Read {
    public:
        explicit Read(const CommitGate &gate);
        Read(const Read &) = delete;
        Read &operator=(const Read &) = delete;

    private:
        std::shared_lock<std::shared_mutex> m_lock;
    };

    class Write {
    public:
        explicit Write(CommitGate &gate);
        ~Write();
        Write(const Write &) = delete;
        Write &operator=(const Write &) = delete;

    private:
        std::unique_lock<std::shared_mutex> m_lock;
        const CommitGate *m_outer = nullptr;
    };

    // Runs `reader` past the gate and answers what it answers.
    template<typename Reader> auto stored(Reader &&reader) const
    {
        const Read pass(*this);
        return reader();
    }

private:
    bool heldByThisThread() const;

    mutable std::shared_mutex m_mutex;
};

} // namespace rackops::sim
