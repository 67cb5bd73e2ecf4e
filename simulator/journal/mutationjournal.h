#pragma once

#include "core/mutationresult.h"
#include "journal/commitgate.h"

#include <QString>

#include <functional>
#include <mutex>

namespace rackops::sim {

// Makes every accepted change durable before its answer leaves. A mutation
// runs alone, inside one SQLite transaction (see SqliteTransaction) that
// also takes the simulation state it changed (racks, operations, id
// counters), its audit entries and its stored answer: after a crash either
// all of it is there or none of it, and no id handed out is handed out again.
// Readers see the change only once it is stored (CommitGate); a commit that
// fails puts memory back as it was (MutationUndo) and answers an error.
class MutationJournal {
public:
    explicit MutationJournal(QString databasePath);

    // Writes the simulation state changed since its last save; runs inside
    // the transaction. Unset (no --state-dir): only audit and answers persist.
    void setStateSaver(std::function<bool(QString *error)> saver);

    // Runs `mutation` and commits what it wrote. Unavailable, with nothing
    // done, when the database cannot be locked; Internal when the commit
    // fails (what the mutation changed in memory is then undone).
    MutationResult record(const std::function<MutationResult()> &mutation);

    // Writers that hold their own locks while they write (the periodic save,
    // alert evaluation) take this first, so they never wait on a mutation's
    // database lock while it waits on their lock.
    std::unique_lock<std::recursive_mutex> exclusive() { return std::unique_lock(m_gate); }

    // What readers of the domains' state pass (shared) so they see only stored changes.
    const CommitGate &commitGate() const { return m_commitGate; }

private:
    QString m_path;
    std::recursive_mutex m_gate;
    CommitGate m_commitGate;
    std::function<bool(QString *)> m_saveState;
};

} // namespace rackops::sim
