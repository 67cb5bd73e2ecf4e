#pragma once

#include <functional>
#include <vector>

namespace rackops::sim {

// How to put memory back as it was before the mutation running on this
// thread, should its commit fail. MutationJournal opens one around each
// mutation; a domain about to change something it owns keeps, with
// `MutationUndo::keep`, a way to restore it (a copy of the item as it was).
// Outside a mutation (the ticker, a restore) `keep` does nothing.
//
// Restores run in reverse order, on the mutation's thread, with no domain
// lock held: each takes its owner's lock itself. Only the journal opens one.
class MutationUndo {
public:
    MutationUndo();
    ~MutationUndo();
    MutationUndo(const MutationUndo &) = delete;
    MutationUndo &operator=(const MutationUndo &) = delete;

    // Whether a mutation is running on this thread (its changes may yet be undone).
    static bool active();
    // Keeps `restore` for the running mutation; nothing outside one.
    static void keep(std::function<void()> restore);

    // The commit failed: restores everything kept, newest first.
    void undo();

private:
    std::vector<std::function<void()>> m_restores;
    MutationUndo *m_outer = nullptr;
};

} // namespace rackops::sim
