#pragma once

#include "actionoutcome.h"
#include "approvalresult.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace rackops {

// Shows how a request ended, in words and with the severity palette:
// done, refused (with the backend's reason), waiting for a second approver,
// or no answer (with a button to ask again safely with the same key).
class ActionOutcomeView : public QWidget {
    Q_OBJECT
public:
    explicit ActionOutcomeView(QWidget *parent = nullptr);

    void showPending(const QString &text);
    // Accepted: `successText`; refused: the backend's reason; no answer: with "Ask again".
    void showResult(const rackops::ActionOutcome &result, const QString &successText);
    // An approval says more when accepted: approved (`approvedText`), gate failed, or waiting for
    // a second approver.
    void showApproval(const rackops::ApprovalResult &result, const QString &approvedText);
    void showWarning(const QString &text);
    void clear();
    QString text() const;

Q_SIGNALS:
    void askAgainRequested(const QString &idempotencyKey);

private:
    void show(const QString &text, const QString &color);

    QLabel *m_text;
    QPushButton *m_askAgain;
    QString m_key;
};

} // namespace rackops
