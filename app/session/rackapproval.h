#pragma once

#include "approvalresult.h"

#include <QObject>

namespace rackops {

class GateCriteriaModel;
class OperationsClient;

// The approval of the one rack a view is about (the approve dialog, the rack
// dock: one instance each): the gate's criteria as the backend judged them
// (validate_only), in a model the view shows, and the answers to approving
// that rack. Answers for another rack (the other view asks for gates too,
// approvals go out from the approvals view) are dropped here and never reach
// the view.
class RackApproval : public QObject
{
    Q_OBJECT
public:
    // What the criteria show while the rack's gate is judged again.
    enum class WhileJudging {
        Nothing,         // the dialog: criteria that may be stale are never shown
        LastOfThisRack,  // the dock: the rack's last gate stays until the new one is in
    };

    RackApproval(OperationsClient *client, WhileJudging whileJudging, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }
    GateCriteriaModel *criteria() const { return m_criteria; }

public Q_SLOTS:
    // Asks the backend to judge the rack's gate; until it has, the criteria are empty (another
    // rack, or WhileJudging::Nothing) or the rack's last gate. An empty id: no rack, no criteria.
    void judge(const QString &rackId);

Q_SIGNALS:
    // The gate of the rack asked about; when evaluated, its criteria are in the model already.
    void judged(const rackops::ActionResult &evaluated);
    void approvalFinished(const rackops::ActionResult &result);

private:
    OperationsClient *m_client;
    GateCriteriaModel *m_criteria;
    WhileJudging m_whileJudging;
    QString m_rackId;
};

} // namespace rackops
