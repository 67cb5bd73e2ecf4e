#pragma once

#include "remediationresult.h"
#include "rackdetail.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace rackops {

class ActionOutcomeView;
class FleetModel;
class RackChangeGuard;
struct RemediationSuggestion;

// Trigger a remediation on a rack: the action (only those the rack's stage
// allows), the parts it applies to, the reason, and a preview of what the
// rack will do and how long it may take. Withdraws if the rack changes while
// open; shows the outcome; the operation's progress then appears in the
// operations panel.
class RemediationDialog : public QDialog {
    Q_OBJECT
public:
    RemediationDialog(FleetModel *fleet, const RackDetail &detail, QWidget *parent = nullptr);

    QString rackId() const { return m_detail.summary.rackId; }
    bool canConfirm() const;
    void selectAction(RemediationAction action);
    void setSetpoint(double value);
    void checkPart(const QString &componentId);
    // Opens on the action and parts that fit what is wrong with the rack, and says why.
    void suggest(const RemediationSuggestion &suggestion);
    RemediationAction currentAction() const;
    QStringList checkedParts() const;
    QListWidget *partList() const { return m_parts; }
    QPlainTextEdit *reasonField() const { return m_reason; }
    QPushButton *confirmButton() const { return m_confirm; }
    ActionOutcomeView *outcome() const { return m_outcome; }

public Q_SLOTS:
    void showResult(const rackops::RemediationResult &result);

Q_SIGNALS:
    void remediationRequested(const QString &rackId, rackops::RemediationAction action, const QStringList &parts,
                              const QString &reason, qint64 expectedRevision, const QString &idempotencyKey,
                              double setpoint);

private:
    void actionChanged();
    void updateConfirm();
    void send(const QString &key);

    FleetModel *m_fleet;
    RackDetail m_detail;
    QString m_key;
    bool m_inFlight = false;
    bool m_done = false;
    QString m_withdrawn;
    RackChangeGuard *m_guard;
    QComboBox *m_action;
    QListWidget *m_parts;
    QLabel *m_partsLabel;
    QLabel *m_suggestion;
    QLabel *m_impact;
    QLabel *m_setpointLabel;
    QDoubleSpinBox *m_setpoint;
    QPlainTextEdit *m_reason;
    ActionOutcomeView *m_outcome;
    QPushButton *m_confirm;
};

} // namespace rackops
