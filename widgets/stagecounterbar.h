#pragma once

#include "lifecyclestage.h"

#include <QWidget>

#include <optional>

class QButtonGroup;
class QToolButton;

namespace rackops {

class FleetModel;

// The fleet at a glance: one tile per lifecycle stage with its rack count.
// Clicking a tile filters the board to that stage; clicking it again clears.
class StageCounterBar : public QWidget
{
    Q_OBJECT
public:
    explicit StageCounterBar(FleetModel *model, QWidget *parent = nullptr);

    int shownCount(LifecycleStage stage) const;

public slots:
    void setSelectedStage(std::optional<rackops::LifecycleStage> stage);

signals:
    void stageSelected(std::optional<rackops::LifecycleStage> stage);

private:
    void refresh();
    QToolButton *tileFor(LifecycleStage stage) const;

    FleetModel *m_model;
    QList<QToolButton *> m_tiles;
    QToolButton *m_total = nullptr;
};

} // namespace rackops
