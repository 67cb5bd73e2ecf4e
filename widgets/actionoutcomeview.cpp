#include "actionoutcomeview.h"

#include "statuspalette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace rackops {

ActionOutcomeView::ActionOutcomeView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("actionOutcome"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("outcomeText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_askAgain = new QPushButton(tr("Ask a&gain"), this);
    m_askAgain->setObjectName(QStringLiteral("askAgain"));
    m_askAgain->setToolTip(tr("Sends the same request with the same key: it is carried out at most once, "
                              "and the answer tells you whether it was."));
    m_askAgain->hide();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_askAgain);
    connect(m_askAgain, &QPushButton::clicked, this, [this] { Q_EMIT askAgainRequested(m_key); });
    hide();
}

QString ActionOutcomeView::text() const
{
    return m_text->text();
}

void ActionOutcomeView::clear()
{
    m_text->clear();
    m_askAgain->hide();
    hide();
}

void ActionOutcomeView::show(const QString &text, const QString &color)
{
    m_text->setText(text);
    m_text->setStyleSheet(color.isEmpty() ? QString() : QStringLiteral("color: %1; font-weight: bold").arg(color));
    QWidget::show();
}

void ActionOutcomeView::showPending(const QString &text)
{
    m_askAgain->hide();
    show(text, QString());
}

void ActionOutcomeView::showWarning(const QString &text)
{
    m_askAgain->hide();
    show(text, StatusPalette::healthColor(Health::Caution).name());
}

void ActionOutcomeView::showApproval(const ApprovalResult &result, const QString &approvedText)
{
    if (!result.accepted() || result.verdict == ApprovalResult::Verdict::Approved
        || result.verdict == ApprovalResult::Verdict::Evaluated) {
        showResult(result, approvedText);
        return;
    }
    m_key = result.idempotencyKey;
    m_askAgain->hide();
    if (result.verdict == ApprovalResult::Verdict::OverrideRequested)
        show(tr("Override requested. Nothing changes until a second approver confirms it in the Approvals view."),
             StatusPalette::healthColor(Health::Caution).name());
    else
        show(tr("Not approved: the rack does not meet every criterion. Nothing was changed."),
             StatusPalette::healthColor(Health::Critical).name());
}

void ActionOutcomeView::showResult(const ActionOutcome &result, const QString &successText)
{
    m_key = result.idempotencyKey;
    m_askAgain->setVisible(result.answer == ActionOutcome::Answer::NoAnswer);
    switch (result.answer) {
    case ActionOutcome::Answer::Accepted:
        if (result.attempts > 1) {
            show(tr("%1\nThe link dropped before the first answer arrived. The request was sent again with the same "
                    "key (%n sends in all); the backend confirms it was carried out once.",
                    nullptr, result.attempts)
                     .arg(successText),
                 StatusPalette::healthColor(Health::Ok).name());
        } else {
            show(successText, StatusPalette::healthColor(Health::Ok).name());
        }
        break;
    case ActionOutcome::Answer::Refused:
        show(tr("Refused by the backend: %1").arg(result.message), StatusPalette::healthColor(Health::Critical).name());
        break;
    case ActionOutcome::Answer::NoAnswer:
        show(result.message, StatusPalette::healthColor(Health::Caution).name());
        break;
    }
}

} // namespace rackops
