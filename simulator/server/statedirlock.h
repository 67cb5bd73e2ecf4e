#pragma once

#include <QString>

namespace rackops::sim {

// An exclusive lock on a state directory for as long as this object lives:
// two simulators writing one SQLite state would hand out the same ids and lose
// each other's decisions. The lock is flock() on DIR/rackops-sim.lock, which
// holds the owner's pid; the kernel drops it when the process dies, even by
// SIGKILL, so a stale file never blocks a restart. flock() locks belong to the
// open file, so a second in-process server (tests, the console's demo) is
// refused as well.
class StateDirLock {
public:
    StateDirLock() = default;
    ~StateDirLock();
    StateDirLock(const StateDirLock &) = delete;
    StateDirLock &operator=(const StateDirLock &) = delete;

    // Creates the directory (0700) if missing and takes the lock. When another
    // process holds it, returns false with a message naming its pid.
    bool acquire(const QString &directory, QString *error);
    void release();
    bool isHeld() const { return m_fd >= 0; }

    static QString fileName();

private:
    int m_fd = -1;
};

} // namespace rackops::sim
