#include "alertsview.h"

#include "actionoutcomeview.h"
#include "alertfiltermodel.h"
#include "alertsilencedialog.h"
#include "alertsmodel.h"
#include "healthdelegate.h"

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

namespace {
enum StateFilter { OpenAlerts, UnownedAlerts, AllAlerts };
} // namespace

AlertsView::AlertsView(AlertsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_filter(new AlertFilterModel(model, this))
{
    setObjectName(QStringLiteral("alertsView"));
    m_state = new QComboBox(this);
    m_state->setObjectName(QStringLiteral("alertStateFilter"));
    m_state->setAccessibleName(tr("Which alerts"));
    m_state->addItem(tr("Open alerts"), OpenAlerts);
    m_state->addItem(tr("Nobody owns it"), UnownedAlerts);
    m_state->addItem(tr("All, with resolved in the last 24 h"), AllAlerts);
    m_severity = new QComboBox(this);
    m_severity->setObjectName(QStringLiteral("alertSeverityFilter"));
    m_severity->setAccessibleName(tr("Minimum severity"));
    m_severity->addItem(tr("All severities"), int(AlertInfo::Severity::Unknown));
    m_severity->addItem(tr("Warning and critical"), int(AlertInfo::Severity::Warning));
    m_severity->addItem(tr("Critical only"), int(AlertInfo::Severity::Critical));
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("alertSourceFilter"));
    m_source->setAccessibleName(tr("Subsystem"));
    m_source->addItem(tr("All subsystems"), int(AlertInfo::Source::Unknown));
    for (auto source : {AlertInfo::Source::Leak, AlertInfo::Source::Cooling, AlertInfo::Source::Validation,
                        AlertInfo::Source::Lifecycle, AlertInfo::Source::Operation, AlertInfo::Source::Replication})
        m_source->addItem(AlertInfo::sourceName(source), int(source));
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("alertText"));
    m_text->setPlaceholderText(tr("Rack, site, owner or words"));
    m_text->setAccessibleName(tr("Filter alerts by text"));
    m_text->setClearButtonEnabled(true);
    m_shown = new QLabel(this);
    m_shown->setObjectName(QStringLiteral("alertsShown"));

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("alertsTable"));
    m_table->setAccessibleName(tr("Alerts"));
    m_table->setModel(m_filter);
    m_table->setItemDelegateForColumn(AlertsModel::SeverityColumn, new HealthDelegate(AlertsModel::HealthRole, this));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(AlertsModel::SeverityColumn, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    m_table->setColumnWidth(AlertsModel::SeverityColumn, 9 * em);
    m_table->setColumnWidth(AlertsModel::StateColumn, 8 * em);
    m_table->setColumnWidth(AlertsModel::AgeColumn, 6 * em);
    m_table->setColumnWidth(AlertsModel::SubjectColumn, 13 * em);
    m_table->setColumnWidth(AlertsModel::SourceColumn, 11 * em);
    m_table->setColumnWidth(AlertsModel::SummaryColumn, 18 * em);
    m_table->setColumnWidth(AlertsModel::ValueColumn, 8 * em);
    m_table->setColumnWidth(AlertsModel::OwnerColumn, 8 * em);

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("alertDetails"));
    m_details->setWordWrap(true);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setTextFormat(Qt::RichText);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_details);
    scroll->setFrameShape(QFrame::NoFrame);

    m_acknowledge = new QPushButton(tr("&Acknowledge"), this);
    m_acknowledge->setObjectName(QStringLiteral("acknowledgeAlert"));
    m_acknowledgeTip = tr("Take ownership: the alert is yours until you resolve it or someone takes it over.");
    m_acknowledge->setToolTip(m_acknowledgeTip);
    m_comment = new QPushButton(tr("Co&mment\u2026"), this);
    m_comment->setObjectName(QStringLiteral("commentAlert"));
    m_silence = new QPushButton(tr("&Silence\u2026"), this);
    m_silence->setObjectName(QStringLiteral("silenceAlert"));
    m_resolve = new QPushButton(tr("Res&olve\u2026"), this);
    m_resolve->setObjectName(QStringLiteral("resolveAlert"));
    m_outcome = new ActionOutcomeView(this);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_state);
    filters->addWidget(m_severity);
    filters->addWidget(m_source);
    filters->addWidget(m_text, 1);
    filters->addWidget(m_shown);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_acknowledge);
    buttons->addWidget(m_comment);
    buttons->addWidget(m_silence);
    buttons->addWidget(m_resolve);
    buttons->addStretch(1);
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(8, 0, 0, 0);
    sideLayout->addLayout(buttons);
    sideLayout->addWidget(m_outcome);
    sideLayout->addWidget(scroll, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(filters);
    layout->addWidget(split, 1);

    for (QComboBox *box : {m_state, m_severity, m_source})
        connect(box, &QComboBox::currentIndexChanged, this, &AlertsView::applyFilters);
    connect(m_text, &QLineEdit::textChanged, this, &AlertsView::applyFilters);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &AlertsView::refreshDetails);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex &current) {
        if (const AlertInfo *a = m_filter->alertAt(current); a && !a->rackId.isEmpty())
            emit rackSelected(a->rackId);
    });
    connect(m_filter, &QAbstractItemModel::dataChanged, this, &AlertsView::refreshDetails);
    // Only read the list when it changes: changing the filter from inside the
    // proxy's own signal re-filters it while it is still inserting or removing
    // rows (rows listed twice, persistent indexes past the end, a crash).
    connect(m_filter, &QAbstractItemModel::modelReset, this, &AlertsView::showCount);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &AlertsView::showCount);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &AlertsView::showCount);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const AlertInfo *a = m_filter->alertAt(index); a && !a->rackId.isEmpty())
            emit rackActivated(a->rackId);
    });
    connect(m_acknowledge, &QPushButton::clicked, this, [this] {
        const AlertInfo *a = selected();
        if (!a)
            return;
        if (!a->owner.isEmpty() && a->owner != m_currentUser) {
            askTakeOver();
            return;
        }
        m_outcome->showPending(tr("Acknowledging %1\u2026").arg(a->id));
        emit acknowledgeRequested(a->id, QString());
    });
    connect(m_comment, &QPushButton::clicked, this, &AlertsView::askComment);
    connect(m_resolve, &QPushButton::clicked, this, &AlertsView::askResolve);
    connect(m_silence, &QPushButton::clicked, this, &AlertsView::askSilence);
    applyFilters();
}

void AlertsView::applyFilters()
{
    const int state = m_state->currentData().toInt();
    m_filter->setShowResolved(state == AllAlerts);
    m_filter->setOnlyUnowned(state == UnownedAlerts);
    m_filter->setMinimumSeverity(AlertInfo::Severity(m_severity->currentData().toInt()));
    m_filter->setSource(AlertInfo::Source(m_source->currentData().toInt()));
    m_filter->setText(m_text->text());
    showCount();
}

void AlertsView::showCount()
{
    m_shown->setText(tr("%n alert(s) shown", nullptr, m_filter->rowCount()));
    refreshDetails();
}

const AlertInfo *AlertsView::selected() const
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    return current.isValid() ? m_filter->alertAt(current) : nullptr;
}

QString AlertsView::selectedAlertId() const
{
    const AlertInfo *a = selected();
    return a ? a->id : QString();
}

bool AlertsView::selectAlert(const QString &alertId)
{
    for (int row = 0; row < m_filter->rowCount(); ++row) {
        const QModelIndex index = m_filter->index(row, 0);
        if (m_filter->alertAt(index)->id == alertId) {
            m_table->selectionModel()->setCurrentIndex(
                index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            m_table->scrollTo(index);
            return true;
        }
    }
    return false;
}

void AlertsView::refreshDetails()
{
    const AlertInfo *a = selected();
    const bool open = a && a->isOpen();
    // Someone else's alert is taken over, with a reason; one's own needs nothing.
    const bool othersAlert = a && !a->owner.isEmpty() && a->owner != m_currentUser;
    const bool mine = a && !a->owner.isEmpty() && a->owner == m_currentUser;
    m_acknowledge->setText(othersAlert ? tr("Take &over\u2026") : tr("&Acknowledge"));
    m_acknowledge->setEnabled(m_mayAct && open && !mine);
    m_comment->setEnabled(m_mayAct && a);
    m_silence->setEnabled(m_mayAct && open && !a->rackId.isEmpty());
    m_resolve->setEnabled(m_mayAct && open);
    m_acknowledge->setToolTip(!m_mayAct ? m_whyNot
                              : othersAlert ? tr("%1 owns this alert. Taking it over tells them why; it is audited.").arg(a->owner)
                              : mine ? tr("You own this alert.")
                                     : m_acknowledgeTip);
    for (QPushButton *button : {m_comment, m_silence, m_resolve})
        button->setToolTip(m_mayAct ? QString() : m_whyNot);
    if (!a) {
        m_details->setText(tr("Select an alert to see what it is about, who owns it and what was tried."));
        return;
    }
    const QLocale locale;
    const auto when = [&](qint64 ms) {
        return locale.toString(QDateTime::fromMSecsSinceEpoch(ms), QLocale::ShortFormat).toHtmlEscaped();
    };
    QStringList lines;
    lines << tr("<b>%1</b> %2 — %3").arg(a->id.toHtmlEscaped(), AlertInfo::severityName(a->severity).toHtmlEscaped(),
                                        a->summary.toHtmlEscaped());
    if (!a->details.isEmpty())
        lines << a->details.toHtmlEscaped();
    lines << tr("Where: %1 (site %2)").arg(a->subject().toHtmlEscaped(), a->site.toHtmlEscaped());
    lines << (a->conditionActive ? tr("Now: %1").arg(a->currentValue.toHtmlEscaped())
                                 : tr("Now: the condition has cleared (last %1)").arg(a->currentValue.toHtmlEscaped()));
    lines << tr("Raised %1, %2 ago").arg(when(a->raisedMs), AlertsModel::ageText(m_model->serverNowMs() - a->raisedMs));
    lines << tr("State: %1").arg(AlertInfo::stateName(a->state).toHtmlEscaped());
    lines << (a->owner.isEmpty() ? tr("<b>Nobody owns this alert.</b>") : tr("Owner: %1").arg(a->owner.toHtmlEscaped()));
    if (a->state == AlertInfo::State::Resolved)
        lines << tr("Resolved %1 by %2: %3").arg(when(a->resolvedMs), a->resolvedBy.toHtmlEscaped(),
                                                 a->resolution.toHtmlEscaped());
    if (!a->comments.isEmpty()) {
        lines << tr("<b>Comments</b>");
        for (const AlertCommentInfo &c : a->comments)
            lines << tr("%1, %2: %3").arg(when(c.timeMs), c.author.toHtmlEscaped(), c.text.toHtmlEscaped());
    }
    m_details->setText(lines.join(QStringLiteral("<br>")));
}

void AlertsView::setMayAct(bool mayAct, const QString &whyNot)
{
    m_mayAct = mayAct;
    m_whyNot = whyNot;
    refreshDetails();
}

void AlertsView::setCurrentUser(const QString &subject)
{
    m_currentUser = subject;
    refreshDetails();
}

void AlertsView::askTakeOver()
{
    const AlertInfo *a = selected();
    if (!a)
        return;
    const QString id = a->id;
    const QString owner = a->owner;
    bool ok = false;
    const QString reason = QInputDialog::getText(
        this, tr("Take over %1").arg(id), tr("%1 owns %2. Why do you take it over?").arg(owner, id),
        QLineEdit::Normal, {}, &ok);
    if (!ok || reason.trimmed().isEmpty())
        return;
    m_outcome->showPending(tr("Taking %1 over from %2\u2026").arg(id, owner));
    emit takeOverRequested(id, reason.trimmed());
}

void AlertsView::askComment()
{
    const AlertInfo *a = selected();
    if (!a)
        return;
    const QString id = a->id;
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(this, tr("Comment on %1").arg(id),
                                                        tr("What you saw or tried:"), {}, &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    m_outcome->showPending(tr("Adding the comment to %1\u2026").arg(id));
    emit commentRequested(id, text.trimmed());
}

void AlertsView::askResolve()
{
    const AlertInfo *a = selected();
    if (!a)
        return;
    const QString id = a->id;
    bool ok = false;
    const QString text = QInputDialog::getText(this, tr("Resolve %1").arg(id), tr("What fixed it:"),
                                               QLineEdit::Normal, {}, &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    m_outcome->showPending(tr("Resolving %1\u2026").arg(id));
    emit resolveRequested(id, text.trimmed());
}

void AlertsView::askSilence()
{
    const AlertInfo *a = selected();
    if (!a)
        return;
    AlertSilenceDialog dialog(a->rackId, a->summary, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString key = dialog.wholeRack() ? QString() : a->conditionKey;
    m_outcome->showPending(tr("Silencing\u2026"));
    emit silenceRequested(a->rackId, key, dialog.reason(), m_model->serverNowMs() + dialog.durationMs());
}

void AlertsView::showResult(const ActionResult &result)
{
    m_outcome->showResult(result, tr("Done: %1.").arg(result.operationId));
}

} // namespace rackops
