#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace rackops {

class ActionOutcomeView;
class OverrideQueueModel;
class SessionIdentity;
struct OverrideDecisionResult;

// The four-eyes queue: pending override requests with requester,
// justification and failed criteria; an approver other than the requester
// confirms or declines them with a comment.
class OverrideQueueView : public QWidget {
    Q_OBJECT
public:
    OverrideQueueView(OverrideQueueModel *model, SessionIdentity *identity, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *declineButton() const { return m_decline; }
    QLineEdit *commentField() const { return m_comment; }

    // Why Confirm and Decline cannot be used now, as shown beside them; empty when they can.
    QString whyNot() const;

public Q_SLOTS:
    void showResult(const rackops::OverrideDecisionResult &result);
    // What the link and the roles say against deciding (empty = allowed).
    void setPermissionReason(const QString &whyNot);

Q_SIGNALS:
    void refreshRequested();
    void decisionRequested(const QString &overrideId, bool confirm, const QString &comment);

private:
    void updateButtons();
    int currentRow() const;

    OverrideQueueModel *m_model;
    SessionIdentity *m_identity;
    QTableView *m_table;
    QLineEdit *m_comment;
    QPushButton *m_confirm;
    QPushButton *m_decline;
    QLabel *m_pending;
    QLabel *m_details;
    QLabel *m_whyNot;
    QString m_permissionReason;
    ActionOutcomeView *m_outcome;
    bool m_inFlight = false;
    bool m_asking = false; // the "put into production?" question is open
};

} // namespace rackops
