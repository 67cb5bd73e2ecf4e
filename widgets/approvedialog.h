#pragma once

#include "approvalresult.h"
#include "overridedecisionresult.h"
#include "overriderequestinfo.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace rackops {

class ActionOutcomeView;
class DisabledButtonExplainer;
class FleetModel;
class GateCriteriaModel;
class OverrideQueueModel;
class RackChangeGuard;
class SessionIdentity;

// Approve a rack for production. Lists every criterion of the gate with
// measured value, threshold and verdict; names the consequence; asks for a
// reason (a justification when a criterion fails, which makes it a four-eyes
// override request); withdraws if the rack changes while open; and shows the
// outcome instead of closing on it. When an override request for the rack
// already waits, a second approver confirms or rejects that request here
// instead of filing another; a rack never validated is sent to validation.
// The criteria are the controller's model, filled with this rack's gate; the
// answers it is given are this rack's.
class ApproveDialog : public QDialog {
    Q_OBJECT
public:
    ApproveDialog(FleetModel *fleet, GateCriteriaModel *criteria, const QString &rackId, QWidget *parent = nullptr);

    QString rackId() const { return m_rackId; }
    bool canConfirm() const;
    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *rejectButton() const { return m_reject; }
    // Why Confirm cannot be used now, as shown beside it; empty when it can.
    QString whyNot() const;
    // The request this dialog decides on; empty id when it files or approves itself.
    const OverrideRequestInfo &pendingRequest() const { return m_pending; }
    // Where pending override requests and who we are come from; the dialog offers a request
    // only once the queue was read after it opened, so it never files a second one.
    void setOverrideQueue(OverrideQueueModel *queue, SessionIdentity *identity);
    QPlainTextEdit *reasonField() const { return m_reason; }
    ActionOutcomeView *outcome() const { return m_outcome; }
    QString withdrawnReason() const { return m_withdrawn; }

public Q_SLOTS:
    // The rack's gate as judged by the backend (validate_only), and the revision it was judged at;
    // the criteria model holds it already.
    void setGate(const rackops::ApprovalResult &evaluated);
    void showResult(const rackops::ApprovalResult &result);
    // The answer to the decision this dialog sent (overrideDecisionRequested).
    void showDecision(const rackops::OverrideDecisionResult &result);

Q_SIGNALS:
    void gateWanted(const QString &rackId);
    void approveRequested(const QString &rackId, qint64 expectedRevision, const QString &justification,
                          const QString &idempotencyKey);
    void validationResultsWanted(const QString &rackId);
    void overrideDecisionRequested(const QString &overrideId, bool confirm, const QString &comment);

private:
    // What the dialog offers: decided from the gate, the rack's stage and the override queue.
    enum class Mode {
        Judging,
        Approve,
        RequestOverride,
        Blocked,
        NotValidated,
        WrongStage,
        DecideOverride,
        OwnRequest,
        CheckingQueue
    };
    Mode mode() const;
    void refreshMode();
    void updateConfirm();
    void withdraw(const QString &why);
    void askToConfirmOverride();

    FleetModel *m_fleet;
    QString m_rackId;
    qint64 m_revision = -1;
    QString m_key; // one intent, one key: double clicks and retries cannot approve twice
    bool m_inFlight = false;
    bool m_done = false;
    QString m_withdrawn;
    GateCriteriaModel *m_criteria;
    OverrideQueueModel *m_queue = nullptr;
    SessionIdentity *m_identity = nullptr;
    bool m_queueRead = false;
    bool m_asking = false; // the "put into production?" question is open
    bool m_confirmedByMe = false; // the decision sent: confirm (else reject)
    OverrideRequestInfo m_pending;
    RackChangeGuard *m_guard = nullptr;
    QLabel *m_summary;
    QLabel *m_consequence;
    QLabel *m_request;
    QLabel *m_whyNot;
    QTableView *m_table;
    QLabel *m_reasonLabel;
    QPlainTextEdit *m_reason;
    ActionOutcomeView *m_outcome;
    QPushButton *m_confirm;
    QPushButton *m_reject;
    DisabledButtonExplainer *m_confirmExplainer;
    QPushButton *m_reevaluate;
    QDialogButtonBox *m_buttons;
};

} // namespace rackops
