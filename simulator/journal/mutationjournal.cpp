#include "journal/mutationjournal.h"

#include "core/mutationundo.h"
#include "core/servicemetrics.h"
#include "core/simlog.h"
#include "journal/sqlitetransaction.h"

namespace rackops::sim {

MutationJournal::MutationJournal(QString databasePath)
    : m_path(std::move(databasePath))
{
}

void MutationJournal::setStateSaver(std::function<bool(QString *)> saver)
{
    std::lock_guard lock(m_gate);
    m_saveState = std::move(saver);
}

MutationResult MutationJournal::record(const std::function<MutationResult()> &mutation)
{
    // Timed from the call (waiting for the mutation before it included) to the commit: what a caller waits.
    const auto started = std::chrono::steady_clock::now();
    std::lock_guard lock(m_gate);
    if (SqliteTransaction::current(m_path))
        return mutation(); // nested: the outer mutation commits
    const auto finished = [started](ServiceMetrics::MutationOutcome outcome) {
        ServiceMetrics::shared().mutationRecorded(outcome, std::chrono::steady_clock::now() - started);
    };
    SqliteTransaction transaction(m_path);
    if (!transaction.isActive())
        finished(ServiceMetrics::MutationOutcome::Failed);
    if (!transaction.isActive() && transaction.diskFull())
        return MutationResult::failed(MutationResult::Code::ResourceExhausted,
                                      "the backend's disk is full (" + transaction.error().toStdString()
                                          + "); nothing was changed");
    if (!transaction.isActive())
        return MutationResult::failed(MutationResult::Code::Unavailable,
                                      "the backend's database is busy (" + transaction.error().toStdString()
                                          + "); nothing was changed, send it again");
    // Readers wait from the first change in memory until it is stored or undone.
    CommitGate::Write unseen(m_commitGate);
    MutationUndo undo;
    MutationResult result = mutation();
    QString error;
    if (m_saveState && !m_saveState(&error))
        transaction.fail(QStringLiteral("saving the state failed: ") + error);
    if (!transaction.commit(&error)) {
        qCWarning(lcSimJournal).noquote() << "a change could not be stored, and is undone:" << error;
        undo.undo();
        finished(ServiceMetrics::MutationOutcome::Failed);
        return MutationResult::failed(MutationResult::Code::Internal,
                                      "the change could not be stored (" + error.toStdString()
                                          + "); nothing was changed, send it again");
    }
    finished(result.ok() ? ServiceMetrics::MutationOutcome::Ok : ServiceMetrics::MutationOutcome::Refused);
    return result;
}

} // namespace rackops::sim
