#include "stagecounterbar.h"

#include "fleetmodel.h"
#include "statuspalette.h"

#include <QEvent>
#include <QGridLayout>
#include <QLocale>
#include <QToolButton>

namespace rackops {

namespace {
const char *kStageProperty = "rackopsStage";
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

    const auto addTile = [this](int stage, const QString &id, const QString &name) {
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        // The width comes from the bar, not from the text: names shorten instead of widening the window.
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        button->setProperty(kStageProperty, stage);
        button->setObjectName(QStringLiteral("stageTile-") + id);
        button->setText(name + QStringLiteral("\n0")); // padding() measures around real text
        Tile tile;
        tile.button = button;
        tile.name = name;
        m_tiles.append(tile);
        return button;
    };

    QToolButton *total = addTile(kAllRacks, QStringLiteral("all"), tr("All racks", "tile label above the count"));
    total->setChecked(true);
    total->setToolTip(tr("Show racks in every stage"));
    connect(total, &QToolButton::clicked, this, [this] {
        setSelectedStage(std::nullopt);
        Q_EMIT stageSelected(std::nullopt);
    });

    for (LifecycleStage stage : LifecycleStages::all()) {
        if (stage == LifecycleStage::Unknown)
            continue;
        const QString name = LifecycleStages::displayName(stage);
        QToolButton *tile = addTile(int(stage), LifecycleStages::id(stage), name);
        tile->setStyleSheet(
            QStringLiteral("QToolButton { border-top: 3px solid %1; }").arg(StatusPalette::stageColor(stage).name()));
        tile->setToolTip(tr("Show only racks in %1").arg(name));
        connect(tile, &QToolButton::clicked, this, [this, stage](bool checked) {
            const std::optional<LifecycleStage> selected = checked ? std::optional(stage) : std::nullopt;
            setSelectedStage(selected);
            Q_EMIT stageSelected(selected);
        });
    }
    connect(m_model, &FleetModel::countsChanged, this, &StageCounterBar::refresh);
    connect(m_model, &FleetModel::modelReset, this, &StageCounterBar::refresh);
    refresh();
}

const StageCounterBar::Tile *StageCounterBar::tileFor(LifecycleStage stage) const
{
    for (const Tile &tile : m_tiles) {
        if (tile.button->property(kStageProperty).toInt() == int(stage))
            return &tile;
    }
    return nullptr;
}

int StageCounterBar::shownCount(LifecycleStage stage) const
{
    const Tile *tile = tileFor(stage);
    return tile ? tile->count : -1;
}

void StageCounterBar::setSelectedStage(std::optional<LifecycleStage> stage)
{
    for (const Tile &tile : std::as_const(m_tiles)) {
        const int tileStage = tile.button->property(kStageProperty).toInt();
        tile.button->setChecked(stage ? tileStage == int(*stage) : tileStage == kAllRacks);
    }
}

void StageCounterBar::refresh()
{
    for (Tile &tile : m_tiles) {
        const int stage = tile.button->property(kStageProperty).toInt();
        tile.count = stage == kAllRacks ? m_model->rowCount() : m_model->stageCount(static_cast<LifecycleStage>(stage));
    }
    arrange();
}

// What the button adds around its widest line of text (frame, margins, the stage colour).
int StageCounterBar::padding(const Tile &tile) const
{
    const QFontMetrics fm = tile.button->fontMetrics();
    int widest = 0;
    for (const QString &line : tile.button->text().split(QLatin1Char('\n')))
        widest = std::max(widest, fm.horizontalAdvance(line));
    return std::max(tile.button->sizeHint().width() - widest, 0);
}

void StageCounterBar::measure(Tile &tile) const
{
    if (tile.padding >= 0)
        return;
    tile.padding = padding(tile);
    tile.nameWidth = tile.button->fontMetrics().horizontalAdvance(tile.name);
    tile.shortenedFor = -1;
}

void StageCounterBar::arrange()
{
    const QLocale locale;
    // One row while every full name fits, else two rows: the tiles keep their order, read row by row.
    int wanted = -kSpacing;
    for (Tile &tile : m_tiles) {
        measure(tile);
        const int countWidth = tile.button->fontMetrics().horizontalAdvance(locale.toString(tile.count));
        wanted += std::max(tile.nameWidth, countWidth) + tile.padding + kSpacing;
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
        const QFontMetrics fm = tile.button->fontMetrics();
        // The count always fits: the tile never gets narrower than five digits.
        const int minimum = fm.horizontalAdvance(QStringLiteral("00,000")) + tile.padding;
        if (tile.button->minimumWidth() != minimum)
            tile.button->setMinimumWidth(minimum);
        const int nameRoom = std::max(tileWidth - tile.padding, 0);
        if (tile.shortenedFor != nameRoom) {
            tile.shortened = shortenedName(tile.name, fm, nameRoom);
            tile.shortenedFor = nameRoom;
        }
        const QString text = tile.shortened + QLatin1Char('\n') + locale.toString(tile.count);
        if (tile.button->text() != text)
            tile.button->setText(text);
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
            tile.padding = -1; // measured again
        arrange();
    }
}

} // namespace rackops
