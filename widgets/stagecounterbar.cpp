#include "stagecounterbar.h"

#include "fleetmodel.h"
#include "statuspalette.h"

#include <QHBoxLayout>
#include <QLocale>
#include <QToolButton>

namespace rackops {

namespace {
const char *kStageProperty = "rackopsStage";
const char *kCountProperty = "rackopsCount";
}

StageCounterBar::StageCounterBar(FleetModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    m_total = new QToolButton(this);
    m_total->setCheckable(true);
    m_total->setChecked(true);
    m_total->setObjectName(QStringLiteral("stageTile-all"));
    m_total->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_total->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    layout->addWidget(m_total);
    connect(m_total, &QToolButton::clicked, this, [this] {
        setSelectedStage(std::nullopt);
        emit stageSelected(std::nullopt);
    });

    for (LifecycleStage stage : LifecycleStages::all()) {
        if (stage == LifecycleStage::Unknown)
            continue;
        auto *tile = new QToolButton(this);
        tile->setCheckable(true);
        tile->setToolButtonStyle(Qt::ToolButtonTextOnly);
        tile->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        tile->setProperty(kStageProperty, int(stage));
        tile->setObjectName(QStringLiteral("stageTile-") + LifecycleStages::id(stage));
        tile->setStyleSheet(QStringLiteral("QToolButton { border-top: 3px solid %1; }")
                                .arg(StatusPalette::stageColor(stage).name()));
        tile->setToolTip(tr("Show only racks in %1").arg(LifecycleStages::displayName(stage)));
        connect(tile, &QToolButton::clicked, this, [this, stage](bool checked) {
            const std::optional<LifecycleStage> selected = checked ? std::optional(stage) : std::nullopt;
            setSelectedStage(selected);
            emit stageSelected(selected);
        });
        layout->addWidget(tile);
        m_tiles.append(tile);
    }
    connect(m_model, &FleetModel::countsChanged, this, &StageCounterBar::refresh);
    connect(m_model, &FleetModel::modelReset, this, &StageCounterBar::refresh);
    refresh();
}

QToolButton *StageCounterBar::tileFor(LifecycleStage stage) const
{
    for (QToolButton *tile : m_tiles) {
        if (tile->property(kStageProperty).toInt() == int(stage))
            return tile;
    }
    return nullptr;
}

int StageCounterBar::shownCount(LifecycleStage stage) const
{
    const QToolButton *tile = tileFor(stage);
    return tile ? tile->property(kCountProperty).toInt() : -1;
}

void StageCounterBar::setSelectedStage(std::optional<LifecycleStage> stage)
{
    m_total->setChecked(!stage);
    for (QToolButton *tile : std::as_const(m_tiles))
        tile->setChecked(stage && tile->property(kStageProperty).toInt() == int(*stage));
}

void StageCounterBar::refresh()
{
    const QLocale locale;
    m_total->setText(tr("All racks\n%1", "tile: label, newline, count").arg(locale.toString(m_model->rowCount())));
    for (QToolButton *tile : std::as_const(m_tiles)) {
        const auto stage = static_cast<LifecycleStage>(tile->property(kStageProperty).toInt());
        const int count = m_model->stageCount(stage);
        tile->setProperty(kCountProperty, count);
        tile->setText(QStringLiteral("%1\n%2").arg(LifecycleStages::displayName(stage), locale.toString(count)));
    }
}

} // namespace rackops
