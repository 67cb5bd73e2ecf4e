#pragma once

#include "lifecyclestage.h"

#include <QWidget>

#include <optional>

class QGridLayout;

namespace rackops {

class FleetModel;
class StageTile;

// The fleet at a glance: one tile per lifecycle stage with its rack count.
// Clicking a tile filters the board to that stage; clicking it again clears.
// On a narrow window (a 1366x768 laptop) the tiles wrap into two rows and a
// name that still does not fit is shortened at a word with "…"; the full
// name stays in the tooltip and the count is never shortened.
class StageCounterBar : public QWidget {
    Q_OBJECT
public:
    explicit StageCounterBar(FleetModel *model, QWidget *parent = nullptr);

    int shownCount(LifecycleStage stage) const;

public Q_SLOTS:
    void setSelectedStage(std::optional<rackops::LifecycleStage> stage);

Q_SIGNALS:
    void stageSelected(std::optional<rackops::LifecycleStage> stage);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Tile {
        StageTile *button = nullptr;
        int stage = 0; // a LifecycleStage, or "All racks"
        QString name; // full, never shortened
        // Measured once per font and style: counts change every second at 100k racks, and measuring
        // each tile's text again each time was 1.3 % of the GUI thread.
        int nameWidth = -1;
        int shortenedFor = -1; // the width the shown name was cut for
    };

    void refresh();
    void arrange();
    void measure(Tile &tile) const;
    const Tile *tileFor(LifecycleStage stage) const;

    FleetModel *m_model;
    QGridLayout *m_grid;
    QList<Tile> m_tiles; // "All racks" first, then the stages in lifecycle order
    int m_rows = 0;
};

} // namespace rackops
