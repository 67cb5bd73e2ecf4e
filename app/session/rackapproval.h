#pragma once

#include "approvalresult.h"

#include <QObject>

namespace rackops {

class GateCriteriaModel;
class OperationsClient;

// The approval of the one rack the approve dialog is about: the gate's
// criteria as the backend judged them (validate_only), in a model the dialog
// shows, and the answers to approving that rack. Answers for another rack
// (the rack dock asks for gates too, approvals go out from the approvals
// view) are dropped here and never reach the dialog.
class RackApproval : public QObject
{
    Q_OBJECT
public:
    RackApproval(OperationsClient *client, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }
    GateCriteriaModel *criteria() const { return m_criteria; }

public Q_SLOTS:
    // Asks the backend to judge the rack's gate; the criteria are empty until it has.
    void judge(const QString &rackId);

Q_SIGNALS:
    // The gate of the rack asked about; when evaluated, its criteria are in the model already.
    void judged(const rackops::ActionResult &evaluated);
    void approvalFinished(const rackops::ActionResult &result);

private:
    OperationsClient *m_client;
    GateCriteriaModel *m_criteria;
    QString m_rackId;
};

} // namespace rackops
