#include "stagecounterbar.h"

#include "fleetmodel.h"
#include "stagetile.h"
#include "statuspalette.h"

#include <QEvent>
#include <QGridLayout>
#include <QLocale>

namespace rackops {

namespace {
constexpr int kSpacing = 4;
constexpr int kAllRacks = -1;

// The longest start of name, cut after a whole word (or a hyphenated part), that
// fits with "…"; only a first word that alone is too wide is cut inside.
QString shortenedName(const QString &name, const QFontMetrics &fm, int width)
{
    if (fm.horizontalAdvance(name) <= width)
        return name;
    const QString ellipsis(QChar(0x2026));
    for (qsizetype end = name.size() - 1; end > 0; --end) {
        const QChar c = name.at(end);
        if (!c.isSpace() && c != QLatin1Char('-'))
            continue;
        const QString candidate = name.left(c == QLatin1Char('-') ? end + 1 : end) + ellipsis;
        if (fm.horizontalAdvance(candidate) <= width)
            return candidate;
    }
    return fm.elidedText(name, Qt::ElideRight, width);
}
} // namespace

StageCounterBar::StageCounterBar(FleetModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(kSpacing);

    const auto addTile = [this](int stage, const QString &id, const QString &name, const QColor &band) {
        auto *button = new StageTile(band, this);
        button->setObjectName(QStringLiteral("stageTile-") + id);
        button->setName(name);
        Tile tile;
        tile.button = button;
        tile.stage = stage;
        tile.name = name;
        m_tiles.append(tile);
        return button;
    };

    StageTile *total =
        addTile(kAllRacks, QStringLiteral("all"), tr("All racks", "tile label above the count"), QColor());
    total->setChecked(true);
    total->setToolTip(tr("Show racks in every stage"));
    connect(total, &StageTile::clicked, this, [this] {
        setSelectedStage(std::nullopt);
        Q_EMIT stageSelected(std::nullopt);
    });

    for (LifecycleStage stage : LifecycleStages::all()) {
        if (stage == LifecycleStage::Unknown)
            continue;
        const QString name = LifecycleStages::displayName(stage);
        StageTile *tile = addTile(int(stage), LifecycleStages::id(stage), name, StatusPalette::stageColor(stage));
        tile->setToolTip(tr("Show only racks in %1").arg(name));
        connect(tile, &StageTile::clicked, this, [this, stage](bool checked) {
            const std::optional<LifecycleStage> selected = checked ? std::optional(stage) : std::nullopt;
            setSelectedStage(selected);
            Q_EMIT stageSelected(selected);
        });
    }
    connect(m_model, &FleetModel::countsChanged, this, &StageCounterBar::refresh);
    connect(m_model, &FleetModel::modelReset, this, &StageCounterBar::refresh);
    refresh();
    arrange();
}

const StageCounterBar::Tile *StageCounterBar::tileFor(LifecycleStage stage) const
{
    for (const Tile &tile : m_tiles) {
        if (tile.stage == int(stage))
            return &tile;
    }
    return nullptr;
}

int StageCounterBar::shownCount(LifecycleStage stage) const
{
    const Tile *tile = tileFor(stage);
    return tile ? tile->button->count() : -1;
}

void StageCounterBar::setSelectedStage(std::optional<LifecycleStage> stage)
{
    for (const Tile &tile : std::as_const(m_tiles))
        tile.button->setChecked(stage ? tile.stage == int(*stage) : tile.stage == kAllRacks);
}

void StageCounterBar::refresh()
{
    // A count only repaints its tile; the tiles are arranged when the bar or its font changes.
    for (Tile &tile : m_tiles) {
        tile.button->setCount(tile.stage == kAllRacks ? m_model->rowCount()
                                                      : m_model->stageCount(static_cast<LifecycleStage>(tile.stage)));
    }
}

void StageCounterBar::measure(Tile &tile) const
{
    if (tile.nameWidth >= 0)
        return;
    tile.nameWidth = tile.button->fontMetrics().horizontalAdvance(tile.name);
    tile.shortenedFor = -1;
}

void StageCounterBar::arrange()
{
    // One row while every full name fits, else two rows: the tiles keep their order, read row by row.
    // A tile keeps room for the widest count, so counts never change the arrangement.
    int wanted = -kSpacing;
    for (Tile &tile : m_tiles) {
        measure(tile);
        wanted += std::max(tile.nameWidth + tile.button->horizontalPadding(), tile.button->minimumWidth()) + kSpacing;
    }
    const int rows = wanted <= width() ? 1 : 2;
    const int columns = int((m_tiles.size() + rows - 1) / rows);
    if (rows != m_rows) {
        m_rows = rows;
        for (int i = 0; i < m_tiles.size(); ++i)
            m_grid->addWidget(m_tiles.at(i).button, i / columns, i % columns);
        for (int c = 0; c < int(m_tiles.size()); ++c)
            m_grid->setColumnStretch(c, c < columns ? 1 : 0);
    }
    const int tileWidth = (width() - (columns - 1) * kSpacing) / columns;
    for (Tile &tile : m_tiles) {
        const int nameRoom = std::max(tileWidth - tile.button->horizontalPadding(), 0);
        if (tile.shortenedFor != nameRoom) {
            tile.button->setName(shortenedName(tile.name, tile.button->fontMetrics(), nameRoom));
            tile.shortenedFor = nameRoom;
        }
    }
}

void StageCounterBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

void StageCounterBar::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        for (Tile &tile : m_tiles)
            tile.nameWidth = -1; // measured again
        arrange();
    }
}

} // namespace rackops
