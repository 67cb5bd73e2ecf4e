#include "overridequeueview.h"

#include "actionoutcomeview.h"
#include "disabledbuttonexplainer.h"
#include "overrideconfirmation.h"
#include "overridedecisionresult.h"
#include "overridequeuemodel.h"
#include "sessionidentity.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

OverrideQueueView::OverrideQueueView(OverrideQueueModel *model, SessionIdentity *identity, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_identity(identity)
{
    setObjectName(QStringLiteral("overrideQueue"));
    m_pending = new QLabel(this);
    m_pending->setObjectName(QStringLiteral("pendingOverrides"));
    // F5 is the window's Reload, which asks for the same (a shortcut here too made the key ambiguous:
    // neither ran). Not Alt+R: the Rack menu owns that key on every tab.
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setToolTip(tr("Refresh (%1)").arg(QKeySequence(QKeySequence::Refresh).toString(QKeySequence::NativeText)));
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("overrideTable"));
    m_table->setAccessibleName(tr("Override requests"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(OverrideQueueModel::RackColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(OverrideQueueModel::RequestedByColumn, QHeaderView::ResizeToContents);
    header->resizeSection(OverrideQueueModel::JustificationColumn, 360);
    header->resizeSection(OverrideQueueModel::FailedColumn, 360);
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("overrideDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_comment = new QLineEdit(this);
    m_comment->setObjectName(QStringLiteral("decisionComment"));
    m_comment->setPlaceholderText(tr("Comment (required to decline)"));
    m_comment->setAccessibleName(tr("Decision comment"));
    m_confirm = new QPushButton(tr("&Confirm override"), this);
    m_confirm->setObjectName(QStringLiteral("confirmOverride"));
    m_decline = new QPushButton(tr("D&ecline"), this);
    m_decline->setObjectName(QStringLiteral("declineOverride"));
    m_whyNot = new QLabel(this);
    m_whyNot->setObjectName(QStringLiteral("decisionWhyNot"));
    m_whyNot->setWordWrap(true);
    m_outcome = new ActionOutcomeView(this);

    auto *top = new QHBoxLayout;
    top->addWidget(m_pending, 1);
    top->addWidget(refresh);
    auto *decide = new QHBoxLayout;
    decide->addWidget(m_comment, 1);
    decide->addWidget(m_confirm);
    decide->addWidget(m_decline);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_details);
    layout->addLayout(decide);
    layout->addWidget(m_whyNot);
    layout->addWidget(m_outcome);

    connect(refresh, &QPushButton::clicked, this, &OverrideQueueView::refreshRequested);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &OverrideQueueView::updateButtons);
    connect(m_comment, &QLineEdit::textChanged, this, &OverrideQueueView::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &OverrideQueueView::updateButtons);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &OverrideQueueView::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &OverrideQueueView::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &OverrideQueueView::updateButtons);
    connect(m_identity, &SessionIdentity::identityChanged, this, &OverrideQueueView::updateButtons);
    const auto decideOn = [this](bool confirm) {
        const int row = currentRow();
        if (row < 0 || m_inFlight)
            return;
        m_inFlight = true;
        updateButtons();
        m_outcome->showPending(confirm ? tr("Confirming\u2026") : tr("Declining\u2026"));
        Q_EMIT decisionRequested(m_model->requestAt(row).id, confirm, m_comment->text().trimmed());
    };
    // Confirming puts the rack into production: asked once more, naming the rack and what it does not meet.
    connect(m_confirm, &QPushButton::clicked, this, [this, decideOn] {
        const int row = currentRow();
        if (row < 0 || m_inFlight || m_asking)
            return;
        m_asking = true;
        updateButtons();
        auto *question = new OverrideConfirmation(m_model->requestAt(row), this);
        connect(question, &OverrideConfirmation::confirmed, this, [decideOn] { decideOn(true); });
        connect(question, &QDialog::finished, this, [this] {
            m_asking = false;
            updateButtons();
        });
        question->open();
    });
    connect(m_decline, &QPushButton::clicked, this, [decideOn] { decideOn(false); });
    new DisabledButtonExplainer(m_confirm, [this] { return m_confirm->toolTip(); });
    new DisabledButtonExplainer(m_decline, [this] { return m_decline->toolTip(); });
    updateButtons();
}

int OverrideQueueView::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void OverrideQueueView::updateButtons()
{
    // The tab counts the requests that wait; the list also keeps the decided ones: say both.
    const int waiting = m_model->pendingCount();
    const int listed = m_model->rowCount();
    m_pending->setText(
        waiting == listed
            ? tr("%n request(s) waiting for a second approver", nullptr, waiting)
            : tr("%1 of %n listed request(s) waiting for a second approver; the others are decided", nullptr, listed)
                  .arg(waiting));
    const int row = currentRow();
    if (row >= 0) {
        const OverrideRequestInfo &r = m_model->requestAt(row);
        QStringList lines {
            tr("<b>%1</b>, requested by %2: %3")
                .arg(r.rackId.toHtmlEscaped(), r.requestedBy.toHtmlEscaped(), r.justification.toHtmlEscaped())};
        for (const GateCriterion &c : r.criteria) {
            if (!c.passed())
                lines << tr("Not met: %1 — measured %2, needs %3")
                             .arg(c.name.toHtmlEscaped(), c.measured.toHtmlEscaped(), c.threshold.toHtmlEscaped());
        }
        m_details->setText(lines.join(QStringLiteral("<br>")));
    } else {
        m_details->setText(tr("Select a request to see its justification and the criteria it overrides."));
    }
    QString why;
    if (!m_permissionReason.isEmpty())
        why = m_permissionReason;
    else if (!m_identity->can(Identity::Role::Approver))
        why = m_identity->missingRoleText(Identity::Role::Approver);
    else if (row < 0)
        why = tr("Select a request first.");
    else if (m_model->requestAt(row).state != OverrideRequestInfo::State::Pending)
        why = tr("This request is no longer pending.");
    else if (m_model->requestAt(row).requestedBy == m_identity->identity().subject)
        why = tr("You made this request; a second, different approver must decide on it.");
    const bool can = why.isEmpty() && !m_inFlight && !m_asking;
    m_confirm->setEnabled(can);
    m_decline->setEnabled(can && !m_comment->text().trimmed().isEmpty());
    m_confirm->setToolTip(why);
    const QString declineWhy =
        why.isEmpty() && m_comment->text().trimmed().isEmpty() ? tr("Say why you decline first.") : why;
    m_decline->setToolTip(declineWhy);
    // In words beside the buttons, not only on hover. Nothing selected is said in the details line.
    m_whyNot->setText(row < 0 && m_permissionReason.isEmpty() ? QString() : why);
    m_whyNot->setVisible(!m_whyNot->text().isEmpty());
}

QString OverrideQueueView::whyNot() const
{
    return m_confirm->isEnabled() ? QString() : m_confirm->toolTip();
}

void OverrideQueueView::setPermissionReason(const QString &whyNot)
{
    m_permissionReason = whyNot;
    updateButtons();
}

void OverrideQueueView::showResult(const OverrideDecisionResult &result)
{
    m_inFlight = false;
    m_outcome->showResult(result, tr("Decision recorded for rack %1.").arg(result.rackId));
    if (result.accepted())
        m_comment->clear();
    updateButtons();
    Q_EMIT refreshRequested();
}

} // namespace rackops
