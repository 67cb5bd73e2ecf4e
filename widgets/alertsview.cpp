#include "alertsview.h"

#include "actionoutcomeview.h"
#include "alertfiltermodel.h"
#include "alertincidentmodel.h"
#include "alertsilencedialog.h"
#include "alertsmodel.h"
#include "backendtext.h"
#include "disabledbuttonexplainer.h"
#include "headerfit.h"
#include "healthdelegate.h"
#include "timestamptext.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QDateTime>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace rackops {

namespace {
enum StateFilter { OpenAlerts, UnownedAlerts, SilencedAlerts, AllAlerts };
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
    m_state->addItem(tr("Silenced"), SilencedAlerts);
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
                        AlertInfo::Source::Lifecycle, AlertInfo::Source::Operation, AlertInfo::Source::Replication,
                        AlertInfo::Source::Cluster, AlertInfo::Source::Alertmanager})
        m_source->addItem(AlertInfo::sourceName(source), int(source));
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("alertText"));
    m_text->setPlaceholderText(tr("Rack, site, owner or words"));
    m_text->setAccessibleName(tr("Filter alerts by text"));
    m_text->setClearButtonEnabled(true);
    m_shown = new QLabel(this);
    m_shown->setObjectName(QStringLiteral("alertsShown"));

    m_pending = new QPushButton(this);
    m_pending->setObjectName(QStringLiteral("alertsPending"));
    m_pending->setToolTip(tr("The list holds still while you point at it or work in it. Click to show what changed."));
    m_pending->hide();

    m_incidents = new AlertIncidentModel(m_filter, this);
    m_incidents->setActive(false); // until the view is shown
    // Before the list's selection model hears of it (it moves the current row away first).
    connect(m_incidents, &QAbstractItemModel::rowsAboutToBeRemoved, this, &AlertsView::incidentsLeaving);
    m_list = new QTreeView(this);
    m_list->setObjectName(QStringLiteral("alertsList"));
    m_list->setAccessibleName(tr("Alerts, grouped by incident"));
    m_list->setModel(m_incidents);
    m_list->setItemDelegateForColumn(AlertsModel::SeverityColumn, new HealthDelegate(AlertsModel::HealthRole, this));
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setAlternatingRowColors(true);
    m_list->setExpandsOnDoubleClick(false); // a double click opens the rack
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(AlertsModel::SeverityColumn, Qt::DescendingOrder);
    m_list->header()->setStretchLastSection(true);
    m_list->setWordWrap(false);
    m_list->viewport()->installEventFilter(this);
    // Where the keyboard is decides the hold: in the list, or on the selected alert's details and
    // actions (or a dialog opened from them), the rows stay put; in the filter they follow it.
    connect(qApp, &QApplication::focusChanged, this, &AlertsView::updateHold);
    sizeColumns();

    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("alertDetails"));
    m_details->setWordWrap(true);
    m_details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_details->setTextFormat(Qt::RichText);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_details);
    scroll->setFrameShape(QFrame::NoFrame);

    m_acknowledgeAction = new QAction(tr("Ac&knowledge"), this);
    m_acknowledgeAction->setObjectName(QStringLiteral("acknowledgeAlertAction"));
    m_acknowledge = new QPushButton(m_acknowledgeAction->text(), this);
    m_acknowledge->setObjectName(QStringLiteral("acknowledgeAlert"));
    m_acknowledgeTip = tr("Take ownership: the alert is yours until you resolve it or someone takes it over.");
    m_acknowledge->setToolTip(m_acknowledgeTip);
    m_comment = new QPushButton(tr("Co&mment\u2026"), this);
    m_comment->setObjectName(QStringLiteral("commentAlert"));
    m_silence = new QPushButton(tr("&Silence\u2026"), this);
    m_silence->setObjectName(QStringLiteral("silenceAlert"));
    m_resolve = new QPushButton(tr("Reso&lve\u2026"), this);
    m_resolve->setObjectName(QStringLiteral("resolveAlert"));
    m_outcome = new ActionOutcomeView(this);
    m_outcome->setObjectName(QStringLiteral("alertOutcome"));
    for (QPushButton *button : {m_acknowledge, m_comment, m_silence, m_resolve})
        new DisabledButtonExplainer(button, [this, button] { return whyNot(button); });

    // Two rows, the choices above the text and the counts: in one row the German choices were
    // squeezed to a few letters each beside a dock on a 1366 px screen.
    auto *choices = new QHBoxLayout;
    choices->addWidget(m_state);
    choices->addWidget(m_severity);
    choices->addWidget(m_source);
    choices->addStretch(1);
    auto *search = new QHBoxLayout;
    search->addWidget(m_text, 1);
    search->addWidget(m_shown);
    search->addWidget(m_pending);
    auto *filters = new QVBoxLayout;
    filters->addLayout(choices);
    filters->addLayout(search);
    // Two by two: the list, not the buttons, gets the width on a laptop screen.
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_acknowledge, 0, 0);
    buttons->addWidget(m_comment, 0, 1);
    buttons->addWidget(m_silence, 1, 0);
    buttons->addWidget(m_resolve, 1, 1);
    auto *side = new QWidget(this);
    m_side = side;
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(8, 0, 0, 0);
    sideLayout->addLayout(buttons);
    sideLayout->addWidget(m_outcome);
    sideLayout->addWidget(scroll, 1);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setSizes({700, 300});
    m_split = split;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(filters);
    layout->addWidget(split, 1);

    for (QComboBox *box : {m_state, m_severity, m_source})
        connect(box, &QComboBox::currentIndexChanged, this, &AlertsView::applyFilters);
    connect(m_text, &QLineEdit::textChanged, this, &AlertsView::applyFilters);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &AlertsView::refreshDetails);
    // Space on the current row selects it without moving it: the actions follow.
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AlertsView::refreshDetails);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                // The console's rack follows the alert the operator picks; the same alert put back in its
                // place after the list changed is not a pick (the operator may have chosen another rack since).
                // Focus coming into the list makes its first row current without selecting it: not a pick.
                if (!m_restoringPlace && !m_placeLeft && m_list->selectionModel()->isSelected(current))
                    followAlertRack(current);
                updateHold();
            });
    // A click on the alert already selected picks its rack again.
    connect(m_list, &QTreeView::clicked, this, &AlertsView::followAlertRack);
    connect(m_incidents, &QAbstractItemModel::dataChanged, this, &AlertsView::followRowsChanged);
    connect(m_incidents, &QAbstractItemModel::modelAboutToBeReset, this, &AlertsView::rememberPlace);
    connect(m_incidents, &QAbstractItemModel::modelReset, this, &AlertsView::restorePlace);
    connect(m_incidents, &QAbstractItemModel::rowsInserted, this, &AlertsView::incidentsArrived);
    // Incidents came and went: the count follows.
    connect(m_incidents, &QAbstractItemModel::rowsRemoved, this, &AlertsView::updateCountLabel);
    connect(m_incidents, &QAbstractItemModel::rowsInserted, this, &AlertsView::updateCountLabel);
    connect(m_incidents, &AlertIncidentModel::pendingChanged, this, &AlertsView::showPending);
    connect(m_pending, &QPushButton::clicked, this, [this] {
        m_incidents->applyPending();
        m_list->setFocus();
    });
    connect(m_list, &QTreeView::expanded, this, [this](const QModelIndex &index) {
        m_expanded.insert(index.data(AlertIncidentModel::IncidentKeyRole).toString());
    });
    connect(m_list, &QTreeView::collapsed, this, [this](const QModelIndex &index) {
        m_expanded.remove(index.data(AlertIncidentModel::IncidentKeyRole).toString());
    });
    // The count follows the list the operator sees (the incidents), not the filter underneath.
    connect(m_incidents, &QAbstractItemModel::modelReset, this, &AlertsView::showCount);
    connect(m_incidents, &AlertIncidentModel::pendingChanged, this, &AlertsView::showCount);
    connect(m_list, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const AlertInfo *a = m_incidents->alertAt(index); a && !a->rackId.isEmpty())
            Q_EMIT rackActivated(a->rackId);
    });
    connect(m_acknowledge, &QPushButton::clicked, m_acknowledgeAction, &QAction::trigger);
    connect(m_acknowledgeAction, &QAction::triggered, this, [this] {
        const AlertInfo *a = selected();
        if (!a)
            return;
        if (!a->owner.isEmpty() && a->owner != m_currentUser) {
            askTakeOver();
            return;
        }
        // On an incident row: every open alert of it nobody owns, since they share one cause.
        QStringList ids;
        for (const AlertInfo &each : m_incidents->alertsAt(m_list->currentIndex())) {
            if (each.isOpen() && each.owner.isEmpty())
                ids << each.id;
        }
        if (ids.isEmpty())
            ids << a->id;
        m_outcome->showPending(tr("Acknowledging %1\u2026").arg(ids.join(QStringLiteral(", "))));
        for (const QString &id : std::as_const(ids))
            Q_EMIT acknowledgeRequested(id, QString());
    });
    connect(m_comment, &QPushButton::clicked, this, &AlertsView::askComment);
    connect(m_resolve, &QPushButton::clicked, this, &AlertsView::askResolve);
    connect(m_silence, &QPushButton::clicked, this, &AlertsView::askSilence);
    applyFilters();
}

void AlertsView::setSilenceList(QWidget *list)
{
    auto *both = new QSplitter(Qt::Vertical, this);
    both->setObjectName(QStringLiteral("alertsAndSilences"));
    delete layout()->replaceWidget(m_split, both);
    both->addWidget(m_split);
    both->addWidget(list);
    both->setStretchFactor(0, 4);
    both->setStretchFactor(1, 1);
}

void AlertsView::applyFilters()
{
    const int state = m_state->currentData().toInt();
    m_filter->setShowResolved(state == AllAlerts);
    m_filter->setOnlyUnowned(state == UnownedAlerts);
    m_filter->setSilenced(state == SilencedAlerts  ? AlertFilterModel::Silenced::Only
                              : state == AllAlerts ? AlertFilterModel::Silenced::Shown
                                                   : AlertFilterModel::Silenced::Hidden);
    m_filter->setMinimumSeverity(AlertInfo::Severity(m_severity->currentData().toInt()));
    m_filter->setSource(AlertInfo::Source(m_source->currentData().toInt()));
    m_filter->setText(m_text->text());
    // The operator changed the filter: the list follows now, held or not.
    m_incidents->applyPending();
    showCount();
}

void AlertsView::showCount()
{
    updateCountLabel();
    refreshDetails();
}

// What the list counts, in the same terms as the status bar and the tab: the alerts it lists now,
// then the struck-through rows held in place (with what striking through means) and what waits.
void AlertsView::updateCountLabel()
{
    const int gone = m_incidents->goneCount();
    QString text = tr("%n alert(s) shown", nullptr, m_incidents->alertCount() - gone) + QLatin1Char(' ')
        + tr("in %n incident(s)", nullptr, m_incidents->incidentCount());
    QString tip = text;
    if (gone > 0) {
        text += QStringLiteral("; ") + tr("%n struck through", "alert rows", gone);
        tip += QLatin1Char('\n')
            + tr("%n struck through: no longer listed (resolved, silenced or filtered out); the "
                 "list updates when you leave it.",
                 nullptr, gone);
    }
    m_shown->setText(text);
    m_shown->setToolTip(tip);
}

void AlertsView::followRowsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    // Struck-through rows change the count.
    updateCountLabel();
    const QModelIndex current = m_list->currentIndex();
    if (current.isValid() && current.parent() == topLeft.parent() && current.row() >= topLeft.row()
        && current.row() <= bottomRight.row())
        refreshDetails();
}

void AlertsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    HeaderFit::apply(m_list->header()); // the font is the window's now
    m_incidents->setActive(true);
}

void AlertsView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_incidents->setActive(false);
}

void AlertsView::showPending(int pendingAlerts, bool stale)
{
    m_pending->setText(pendingAlerts > 0 ? tr("%n new", "alerts waiting while the list holds still", pendingAlerts)
                                         : tr("List changed", "the list holds still; click to update it"));
    m_pending->setVisible(stale);
}

bool AlertsView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list->viewport()) {
        if (event->type() == QEvent::Enter || event->type() == QEvent::Leave) {
            m_pointerOnList = event->type() == QEvent::Enter;
            updateHold();
        }
    }
    return QWidget::eventFilter(watched, event);
}

// On a 1366 px laptop the list is ~640 px wide. Read left to right a row says how bad, where, what
// and since when; each column is as wide as its widest likely text (in bold: incidents and alerts
// nobody owns are bold), so none of those is cut, and what follows may scroll.
void AlertsView::sizeColumns()
{
    QFont boldFont = m_list->font();
    boldFont.setBold(true);
    const QFontMetrics bold(boldFont);
    const int padding = 3 * m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 8;
    const auto widest = [&bold, padding](const QStringList &texts) {
        int width = 0;
        for (const QString &text : texts)
            width = std::max(width, bold.horizontalAdvance(text));
        return width + padding;
    };
    using S = AlertInfo::Severity;
    using St = AlertInfo::State;
    using Src = AlertInfo::Source;
    QStringList severities;
    for (const S s : {S::Unknown, S::Info, S::Warning, S::Critical})
        severities << AlertInfo::severityName(s);
    QStringList states;
    for (const St s : {St::Unknown, St::Triggered, St::Acknowledged, St::Resolved, St::Silenced})
        states << AlertInfo::stateName(s);
    QStringList sources;
    for (const Src s : {Src::Unknown, Src::Cooling, Src::Leak, Src::Validation, Src::Replication, Src::Lifecycle,
                        Src::Operation, Src::Alertmanager})
        sources << AlertInfo::sourceName(s);
    constexpr qint64 kMinute = 60'000;
    const int dot = m_list->iconSize().isValid() ? m_list->iconSize().width() : 16; // the health dot
    m_list->setColumnWidth(AlertsModel::SeverityColumn, m_list->indentation() + dot + widest(severities));
    m_list->setColumnWidth(AlertsModel::SubjectColumn, widest({QStringLiteral("PHX8-H8-R88-88")}));
    m_list->setColumnWidth(AlertsModel::SummaryColumn, widest({tr("Delta-T above its limit")}) + 4 * padding);
    m_list->setColumnWidth(
        AlertsModel::AgeColumn,
        widest({AlertsModel::ageText((23 * 60 + 59) * kMinute), AlertsModel::ageText((6 * 24 + 23) * 60 * kMinute)}));
    m_list->setColumnWidth(AlertsModel::StateColumn, widest(states));
    m_list->setColumnWidth(AlertsModel::SourceColumn, widest(sources));
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    // A value is a reading ("38.1 L/min") or a word the backend says ("Fehlgeschlagen"): as wide as the longest word.
    QStringList values;
    for (const char *code : {"value.failed", "value.operation_failed", "value.fail", "value.never_read", "value.stale",
                             "value.critical", "value.warning", "cluster.verdict.fail"})
        values << BackendText::render(LocalizedText {QString::fromLatin1(code), {}, {}});
    m_list->setColumnWidth(AlertsModel::ValueColumn, std::max(8 * em, widest(values)));
    m_list->setColumnWidth(AlertsModel::OwnerColumn, 8 * em);
    QHeaderView *header = m_list->header();
    HeaderFit::apply(header); // "Verantwortlich" is wider than 8 em
    const int order[] = {AlertsModel::SeverityColumn, AlertsModel::SubjectColumn, AlertsModel::SummaryColumn,
                         AlertsModel::AgeColumn,      AlertsModel::StateColumn,   AlertsModel::SourceColumn};
    for (int visual = 0; visual < int(std::size(order)); ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
}

void AlertsView::updateHold()
{
    const QWidget *focus = QApplication::focusWidget();
    // A dialog opened from the view (comment, silence) is a window of its own: count it as where
    // it was opened from.
    bool inDialog = false;
    while (focus && focus->window() != window()) {
        focus = focus->window()->parentWidget();
        inDialog = true;
    }
    const bool inList = focus == m_list;
    const bool onSelected =
        focus && selected() && (m_side->isAncestorOf(focus) || (inDialog && (focus == this || isAncestorOf(focus))));
    m_incidents->setHeld(m_pointerOnList || inList || onSelected);
}

void AlertsView::rememberPlace()
{
    const QModelIndex current = m_list->currentIndex();
    m_placeAlertId.clear();
    m_placeIncidentKey.clear();
    if (!current.isValid())
        return;
    if (m_incidents->isIncidentRow(current))
        m_placeIncidentKey = current.data(AlertIncidentModel::IncidentKeyRole).toString();
    if (const AlertInfo *a = m_incidents->alertAt(current))
        m_placeAlertId = a->id;
}

void AlertsView::restorePlace()
{
    for (const QString &key : std::as_const(m_expanded)) {
        if (const QModelIndex incident = m_incidents->indexOfIncident(key); incident.isValid())
            m_list->expand(incident);
    }
    QModelIndex place = m_placeIncidentKey.isEmpty() ? QModelIndex() : m_incidents->indexOfIncident(m_placeIncidentKey);
    if (!place.isValid() && !m_placeAlertId.isEmpty()) {
        place = m_incidents->indexOfAlert(m_placeAlertId);
        if (place.parent().isValid() && m_placeIncidentKey.isEmpty())
            m_list->expand(place.parent());
    }
    if (place.isValid()) {
        const QScopedValueRollback restoring(m_restoringPlace, true);
        m_list->selectionModel()->setCurrentIndex(place,
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
}

void AlertsView::incidentsLeaving(const QModelIndex &parent, int first, int last)
{
    const QModelIndex current = m_list->currentIndex();
    const QModelIndex incident = current.parent().isValid() ? current.parent() : current;
    if (parent.isValid() || !incident.isValid() || incident.row() < first || incident.row() > last)
        return;
    rememberPlace();
    // The selection moves off the leaving row (not the operator's pick) until it comes back in
    // this update, or not at all: by the next turn it is the operator's again. Qt makes a
    // neighbour current (not selected); if nothing came back, nothing stays current, so no action
    // can fall on a rack the operator did not pick.
    m_placeLeft = true;
    QTimer::singleShot(0, this, [this] {
        if (m_placeLeft && !m_list->selectionModel()->isSelected(m_list->currentIndex()))
            m_list->selectionModel()->clearCurrentIndex();
        m_placeLeft = false;
    });
}

void AlertsView::incidentsArrived(const QModelIndex &parent, int first, int last)
{
    if (parent.isValid())
        return;
    for (int row = first; row <= last; ++row) {
        const QModelIndex incident = m_incidents->index(row, 0);
        const QString key = incident.data(AlertIncidentModel::IncidentKeyRole).toString();
        if (m_expanded.contains(key))
            m_list->expand(incident);
        if (!m_placeLeft)
            continue;
        QModelIndex place;
        if (!m_placeIncidentKey.isEmpty() && key == m_placeIncidentKey) {
            place = incident;
        } else if (!m_placeAlertId.isEmpty()) {
            // Grouped otherwise (another key): back on the alert itself, not on alerts not yet seen.
            const QList<AlertInfo> alerts = m_incidents->alertsAt(incident);
            for (int at = 0; at < alerts.size(); ++at) {
                if (alerts.at(at).id == m_placeAlertId)
                    place = alerts.size() > 1 ? m_incidents->index(at, 0, incident) : incident;
            }
            if (place.parent().isValid())
                m_list->expand(incident);
        }
        if (place.isValid()) {
            m_placeLeft = false;
            const QScopedValueRollback restoring(m_restoringPlace, true);
            m_list->selectionModel()->setCurrentIndex(place,
                                                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        }
    }
}

void AlertsView::followAlertRack(const QModelIndex &index)
{
    if (const AlertInfo *a = m_incidents->alertAt(index); a && !a->rackId.isEmpty())
        Q_EMIT rackSelected(a->rackId);
}

const AlertInfo *AlertsView::selected() const
{
    // Current and selected: the row the operator picked. Current alone is where Qt put the cursor
    // (a neighbour of a row that left, the first row when focus came in): nothing to act on.
    const QItemSelectionModel *selection = m_list->selectionModel();
    const QModelIndex current = selection->currentIndex();
    return current.isValid() && selection->isSelected(current) ? m_incidents->alertAt(current) : nullptr;
}

QString AlertsView::selectedAlertId() const
{
    const AlertInfo *a = selected();
    return a ? a->id : QString();
}

bool AlertsView::selectAlert(const QString &alertId)
{
    // Asked for while not shown: the list catches up first.
    if (!m_incidents->isActive())
        m_incidents->sync();
    QModelIndex index = m_incidents->indexOfAlert(alertId);
    if (!index.isValid()) {
        // Asked for by name: show what the filter lists now, then look again.
        m_incidents->applyPending();
        index = m_incidents->indexOfAlert(alertId);
    }
    if (!index.isValid())
        return false;
    if (index.parent().isValid())
        m_list->expand(index.parent());
    m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_list->scrollTo(index);
    return true;
}

void AlertsView::selectFirst()
{
    m_incidents->applyPending();
    if (m_incidents->rowCount() > 0)
        m_list->selectionModel()->setCurrentIndex(m_incidents->index(0, 0),
                                                  QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

// The application's focus signal comes also while the base QWidget is being destroyed (hiding a
// window moves the focus): by then this is no AlertsView any more (found by UBSan).
AlertsView::~AlertsView()
{
    disconnect(qApp, &QApplication::focusChanged, this, &AlertsView::updateHold);
}

void AlertsView::showSource(int source)
{
    const int index = m_source->findData(source);
    m_source->setCurrentIndex(std::max(index, 0));
}

QString AlertsView::acknowledgeSelected()
{
    // From the palette while the view is hidden: act on the alert as it is now.
    if (!m_incidents->isActive())
        m_incidents->sync();
    if (!m_acknowledgeAction->isEnabled()) {
        const QString why = whyNot(m_acknowledge);
        return why.isEmpty() ? m_acknowledge->toolTip() : why;
    }
    m_acknowledgeAction->trigger();
    return {};
}

// What a disabled button's shortcut answers (Alt+K, Alt+M, Alt+S, Alt+L).
QString AlertsView::whyNot(const QPushButton *button) const
{
    if (!m_mayAct)
        return m_whyNot;
    const AlertInfo *a = selected();
    if (!a)
        return tr("Select an alert first.");
    if (button == m_comment)
        return {};
    if (!a->isOpen())
        return tr("This alert is resolved.");
    if (button == m_acknowledge && a->owner == m_currentUser)
        return tr("You own this alert.");
    if (button == m_silence && a->rackId.isEmpty())
        return tr("Only an alert on a rack can be silenced; replication alerts end when the lag does.");
    return {};
}

void AlertsView::refreshDetails()
{
    const AlertInfo *a = selected();
    const bool open = a && a->isOpen();
    // Someone else's alert is taken over, with a reason; one's own needs nothing.
    const bool othersAlert = a && !a->owner.isEmpty() && a->owner != m_currentUser;
    const bool mine = a && !a->owner.isEmpty() && a->owner == m_currentUser;
    // An incident's alerts share one cause: acknowledging the incident takes all of them nobody owns.
    const QList<AlertInfo> incident = a ? m_incidents->alertsAt(m_list->currentIndex()) : QList<AlertInfo> {};
    const auto unowned = std::count_if(incident.cbegin(), incident.cend(),
                                       [](const AlertInfo &each) { return each.isOpen() && each.owner.isEmpty(); });
    m_acknowledge->setText(othersAlert       ? tr("Ta&ke over\u2026")
                               : unowned > 1 ? tr("Ac&knowledge all %1").arg(unowned)
                                             : tr("Ac&knowledge"));
    m_acknowledge->setEnabled(m_mayAct && open && !mine);
    m_acknowledgeAction->setEnabled(m_acknowledge->isEnabled());
    m_comment->setEnabled(m_mayAct && a);
    m_silence->setEnabled(m_mayAct && open && !a->rackId.isEmpty());
    const bool external = a && a->external->isSet(); // Alertmanager resolves its own alerts
    m_resolve->setEnabled(m_mayAct && open && !external);
    m_acknowledge->setToolTip(
        !m_mayAct         ? m_whyNot
            : othersAlert ? tr("%1 owns this alert. Taking it over tells them why; it is audited.").arg(a->owner)
            : mine        ? tr("You own this alert.")
                          : m_acknowledgeTip);
    for (QPushButton *button : {m_comment, m_silence, m_resolve})
        button->setToolTip(m_mayAct ? QString() : m_whyNot);
    if (m_mayAct && external)
        m_resolve->setToolTip(tr("Alertmanager owns this alert and resolves it when its cause is gone."));
    if (!a) {
        m_details->setText(tr("Select an alert to see what it is about, who owns it and what was tried."));
        return;
    }
    const auto when = [](qint64 ms) { return TimestampText::text(ms).toHtmlEscaped(); };
    QStringList lines;
    if (incident.size() > 1) {
        qint64 firstSeen = a->raisedMs;
        for (const AlertInfo &each : incident)
            firstSeen = std::min(firstSeen, each.raisedMs);
        lines << tr("<b>Incident on %1</b>: %n alert(s), first seen %2 ago. Actions other than Acknowledge apply to "
                    "its worst alert, %3; open the incident to act on one alert.",
                    nullptr, int(incident.size()))
                     .arg(a->subject().toHtmlEscaped(), AlertsModel::ageText(m_model->serverNowMs() - firstSeen),
                          a->id.toHtmlEscaped());
        for (const AlertInfo &each : incident)
            lines << tr("\u2022 %1 %2: %3 (%4)", "bullet, severity, alert id, summary, current value")
                         .arg(AlertInfo::severityName(each.severity).toHtmlEscaped(), each.id.toHtmlEscaped(),
                              each.summary.toHtmlEscaped(), each.currentValue.toHtmlEscaped());
        lines << QString();
    }
    lines << tr("<b>%1</b> %2 — %3")
                 .arg(a->id.toHtmlEscaped(), AlertInfo::severityName(a->severity).toHtmlEscaped(),
                      a->summary.toHtmlEscaped());
    if (!a->details.isEmpty())
        lines << a->details.toHtmlEscaped();
    lines << tr("Where: %1 (site %2)").arg(a->subject().toHtmlEscaped(), a->site.toHtmlEscaped());
    lines << (a->conditionActive ? tr("Now: %1").arg(a->currentValue.toHtmlEscaped())
                                 : tr("Now: the condition has cleared (last %1)").arg(a->currentValue.toHtmlEscaped()));
    lines << tr("Raised %1, %2 ago").arg(when(a->raisedMs), AlertsModel::ageText(m_model->serverNowMs() - a->raisedMs));
    lines << tr("State: %1").arg(AlertInfo::stateName(a->state).toHtmlEscaped());
    if (a->external->isSet()) {
        // Alertmanager owns it: its own state, and that it resolves it there.
        const ExternalAlertInfo &x = *a->external;
        lines << tr("From Alertmanager %1 (fingerprint %2); it resolves the alert there.")
                     .arg(x.instance.toHtmlEscaped(), x.fingerprint.toHtmlEscaped());
        if (!x.fingerprint.isEmpty())
            lines << AlertInfo::externalStateText(x).toHtmlEscaped();
        if (x.stale)
            lines << tr("<b>Alertmanager is not answering</b>: this is what it said at %1.").arg(when(x.lastSeenMs));
        QStringList labels;
        for (const auto &[name, value] : x.labels)
            labels << QStringLiteral("%1=%2").arg(name, value).toHtmlEscaped();
        if (!labels.isEmpty())
            lines << tr("Labels: %1").arg(labels.join(QStringLiteral(", ")));
        if (!x.generatorUrl.isEmpty())
            lines << tr("Source: %1").arg(x.generatorUrl.toHtmlEscaped());
    }
    lines << (a->owner.isEmpty() ? tr("<b>Nobody owns this alert.</b>")
                                 : tr("Owner: %1").arg(a->owner.toHtmlEscaped()));
    if (a->state == AlertInfo::State::Resolved)
        lines << tr("Resolved %1 by %2: %3")
                     .arg(when(a->resolvedMs), a->resolvedBy.toHtmlEscaped(), a->resolution.toHtmlEscaped());
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
    const QString reason =
        QInputDialog::getText(this, tr("Take over %1").arg(id),
                              tr("%1 owns %2. Why do you take it over?").arg(owner, id), QLineEdit::Normal, {}, &ok);
    if (!ok || reason.trimmed().isEmpty())
        return;
    m_outcome->showPending(tr("Taking %1 over from %2\u2026").arg(id, owner));
    Q_EMIT takeOverRequested(id, reason.trimmed());
}

void AlertsView::askComment()
{
    const AlertInfo *a = selected();
    if (!a)
        return;
    const QString id = a->id;
    bool ok = false;
    const QString text =
        QInputDialog::getMultiLineText(this, tr("Comment on %1").arg(id), tr("What you saw or tried:"), {}, &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    m_outcome->showPending(tr("Adding the comment to %1\u2026").arg(id));
    Q_EMIT commentRequested(id, text.trimmed());
}

void AlertsView::askResolve()
{
    const AlertInfo *a = selected();
    if (!a)
        return;
    const QString id = a->id;
    bool ok = false;
    const QString text =
        QInputDialog::getText(this, tr("Resolve %1").arg(id), tr("What fixed it:"), QLineEdit::Normal, {}, &ok);
    if (!ok || text.trimmed().isEmpty())
        return;
    m_outcome->showPending(tr("Resolving %1\u2026").arg(id));
    Q_EMIT resolveRequested(id, text.trimmed());
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
    Q_EMIT silenceRequested(a->rackId, key, dialog.reason(), m_model->serverNowMs() + dialog.durationMs());
}

void AlertsView::showResult(const AlertActionResult &result)
{
    m_outcome->showResult(result, tr("Done: %1.").arg(result.silenceId.isEmpty() ? result.alertId : result.silenceId));
}

} // namespace rackops
