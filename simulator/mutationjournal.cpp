#include "mutationjournal.h"

#include "simlog.h"
#include "sqlitetransaction.h"


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

grpc::Status MutationJournal::record(const std::function<grpc::Status()> &mutation)
{
    std::lock_guard lock(m_gate);
    if (SqliteTransaction::current(m_path))
        return mutation();   // nested: the outer mutation commits
    SqliteTransaction transaction(m_path);
    if (!transaction.isActive())
        return {grpc::StatusCode::UNAVAILABLE,
                "the backend's database is busy (" + transaction.error().toStdString() + "); nothing was changed, send it again"};
    const grpc::Status status = mutation();
    QString error;
    if (m_saveState && !m_saveState(&error))
        transaction.fail(QStringLiteral("saving the state failed: ") + error);
    if (!transaction.commit(&error)) {
        qCWarning(lcSimJournal).noquote() << "a change could not be stored:" << error;
        return {grpc::StatusCode::INTERNAL,
                "the change could not be stored (" + error.toStdString()
                    + "); it may take effect until the backend restarts: check the rack before sending it again"};
    }
    return status;
}

} // namespace rackops::sim
