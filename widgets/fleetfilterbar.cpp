#include "fleetfilterbar.h"

#include "fleetfiltermodel.h"
#include "fleetmodel.h"
#include "statuspalette.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTimer>
#include <QToolButton>

namespace rackops {

FleetFilterBar::FleetFilterBar(FleetModel *fleet, FleetFilterModel *filter, QWidget *parent)
    : QWidget(parent)
    , m_fleet(fleet)
    , m_filter(filter)
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("fleetSearch"));
    m_search->setPlaceholderText(tr("Filter racks: id, site, row, stage, reason\u2026"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Filter racks by text"));

    m_stage = new QComboBox(this);
    m_stage->setObjectName(QStringLiteral("stageFilter"));
    m_stage->setAccessibleName(tr("Filter by lifecycle stage"));
    m_stage->addItem(tr("All stages"), -1);
    for (LifecycleStage stage : LifecycleStages::all())
        m_stage->addItem(LifecycleStages::displayName(stage), int(stage));

    m_health = new QComboBox(this);
    m_health->setObjectName(QStringLiteral("healthFilter"));
    m_health->setAccessibleName(tr("Filter by health"));
    m_health->addItem(tr("Any health"), -1);
    for (Health health : {Health::Critical, Health::Unknown, Health::Caution, Health::Ok})
        m_health->addItem(StatusPalette::healthIcon(health), HealthLevels::displayName(health), int(health));

    m_site = new QComboBox(this);
    m_site->setObjectName(QStringLiteral("siteFilter"));
    m_site->setAccessibleName(tr("Filter by site"));
    m_site->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_clear = new QToolButton(this);
    m_clear->setText(tr("Clear filters"));
    m_clear->setObjectName(QStringLiteral("clearFilters"));

    m_needsAction = new QToolButton(this);
    m_needsAction->setObjectName(QStringLiteral("needsActionOrder"));
    m_needsAction->setText(tr("Needs action first"));
    m_needsAction->setToolTip(tr("Leaks, then critical or failed racks, then racks stuck past their stage's usual "
                                 "time, then the rest"));
    m_needsAction->setCheckable(true);

    m_pending = new QToolButton(this);
    m_pending->setObjectName(QStringLiteral("fleetPending"));
    m_pending->setToolTip(tr("The board holds still while you point at it or work in it. Click to put the changed "
                             "racks in their places."));
    // It takes its room from the search field while it shows (the pointer is on the table then, not
    // here); hidden, it takes none, so a German laptop screen keeps every filter.
    m_pending->hide();

    m_shown = new QLabel(this);
    m_shown->setObjectName(QStringLiteral("shownCount"));
    m_shown->setMinimumWidth(m_shown->fontMetrics().horizontalAdvance(QStringLiteral("00,000 of 00,000 racks")));
    m_shown->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    // The search field keeps room to type in; the stage list (the tiles above filter by stage
    // too) gives way on a narrow screen and shows its choices in full when opened. The health
    // list's words are short: it shows them whole ("Jeder Zustand" was cut at 1366 px).
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 12);
    m_stage->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_stage->setMinimumContentsLength(7);
    m_health->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search, 3);
    layout->addWidget(m_stage, 1);
    layout->addWidget(m_health, 1);
    layout->addWidget(m_site, 1);
    layout->addWidget(m_clear);
    layout->addWidget(m_needsAction);
    layout->addWidget(m_pending);
    layout->addWidget(m_shown);

    // Typing filters after a short pause so 10,000 rows are not re-filtered per key.
    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(150);
    connect(m_search, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(debounce, &QTimer::timeout, this, [this] { m_filter->setTextFilter(m_search->text()); });
    connect(m_stage, &QComboBox::activated, this, [this] {
        const int value = m_stage->currentData().toInt();
        m_filter->setStageFilter(value < 0 ? std::nullopt : std::optional(LifecycleStages::fromInt(value)));
    });
    connect(m_health, &QComboBox::activated, this, [this] {
        const int value = m_health->currentData().toInt();
        m_filter->setHealthFilter(value < 0 ? std::nullopt : std::optional(static_cast<Health>(value)));
    });
    connect(m_site, &QComboBox::activated, this, [this] { m_filter->setSiteFilter(m_site->currentData().toString()); });
    connect(m_clear, &QToolButton::clicked, this, [this] {
        m_search->clear();
        m_filter->clearFilters();
    });
    connect(m_filter, &FleetFilterModel::filtersChanged, this, &FleetFilterBar::syncFromFilter);
    connect(m_filter, &FleetFilterModel::pendingChangesChanged, this, &FleetFilterBar::showPending);
    connect(m_pending, &QToolButton::clicked, m_filter, &FleetFilterModel::reorderNow);
    connect(m_fleet, &FleetModel::sitesChanged, this, &FleetFilterBar::updateSites);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_filter, signal, this, &FleetFilterBar::updateShownCount);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &FleetFilterBar::updateShownCount);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &FleetFilterBar::updateShownCount);
    updateSites();
    syncFromFilter();
}

void FleetFilterBar::syncFromFilter()
{
    const auto stage = m_filter->stageFilter();
    m_stage->setCurrentIndex(std::max(0, m_stage->findData(stage ? int(*stage) : -1)));
    const auto health = m_filter->healthFilter();
    m_health->setCurrentIndex(std::max(0, m_health->findData(health ? int(*health) : -1)));
    m_site->setCurrentIndex(std::max(0, m_site->findData(m_filter->siteFilter())));
    if (m_filter->textFilter() != m_search->text().trimmed())
        m_search->setText(m_filter->textFilter());
    m_clear->setEnabled(stage || health || !m_filter->siteFilter().isEmpty() || !m_filter->textFilter().isEmpty());
    updateShownCount();
}

void FleetFilterBar::updateSites()
{
    const QString current = m_filter->siteFilter();
    m_site->clear();
    m_site->addItem(tr("All sites"), QString());
    for (const QString &site : m_fleet->sites())
        m_site->addItem(site, site);
    m_site->setCurrentIndex(std::max(0, m_site->findData(current)));
}

void FleetFilterBar::showPending(int racks)
{
    m_pending->setText(tr("%n changed", "racks waiting for their place while the board holds still", racks));
    m_pending->setVisible(racks > 0);
}

void FleetFilterBar::updateShownCount()
{
    const QLocale locale;
    const int shown = m_filter->rowCount();
    const int total = m_fleet->rowCount();
    m_shown->setText(shown == total ? tr("%Ln rack(s)", nullptr, total)
                                    : tr("%1 of %Ln rack(s)", nullptr, total).arg(locale.toString(shown)));
}

} // namespace rackops
