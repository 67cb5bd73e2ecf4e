#pragma once

#include "approvalresult.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace rackops {

class ActionOutcomeView;
class FleetModel;
class GateCriteriaModel;
class RackChangeGuard;

// Approve a rack for production. Lists every criterion of the gate with
// measured value, threshold and verdict; names the consequence; asks for a
// reason (a justification when a criterion fails, which makes it a four-eyes
// override request); withdraws if the rack changes while open; and shows the
// outcome instead of closing on it.
class ApproveDialog : public QDialog
{
    Q_OBJECT
public:
    ApproveDialog(FleetModel *fleet, const QString &rackId, QWidget *parent = nullptr);

    QString rackId() const { return m_rackId; }
    bool canConfirm() const;
    QPushButton *confirmButton() const { return m_confirm; }
    QPlainTextEdit *reasonField() const { return m_reason; }
    ActionOutcomeView *outcome() const { return m_outcome; }
    QString withdrawnReason() const { return m_withdrawn; }

public slots:
    // The gate as judged by the backend (validate_only), and the revision it was judged at.
    void setGate(const rackops::ActionResult &evaluated);
    void showResult(const rackops::ActionResult &result);

signals:
    void gateWanted(const QString &rackId);
    void approveRequested(const QString &rackId, qint64 expectedRevision, const QString &justification,
                          const QString &idempotencyKey);
    void validationResultsWanted(const QString &rackId);

private:
    void updateConfirm();
    void withdraw(const QString &why);

    FleetModel *m_fleet;
    QString m_rackId;
    qint64 m_revision = -1;
    QString m_key;  // one intent, one key: double clicks and retries cannot approve twice
    bool m_inFlight = false;
    bool m_done = false;
    QString m_withdrawn;
    GateCriteriaModel *m_criteria;
    RackChangeGuard *m_guard = nullptr;
    QLabel *m_summary;
    QLabel *m_consequence;
    QTableView *m_table;
    QLabel *m_reasonLabel;
    QPlainTextEdit *m_reason;
    ActionOutcomeView *m_outcome;
    QPushButton *m_confirm;
    QPushButton *m_reevaluate;
    QDialogButtonBox *m_buttons;
};

} // namespace rackops
