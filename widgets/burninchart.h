#pragma once

#include <QWidget>

#include <memory>

namespace rackops {

class BurnInModel;

// The burn-in timeline: goodput per day against its floor (dashed), the
// soak's full length on the axis, and interruptions marked on their day
// (attributed: a circle; not attributed: a cross, which blocks the pass).
// Qt Charts stays inside this widget's source file.
class BurnInChart : public QWidget {
    Q_OBJECT
public:
    explicit BurnInChart(BurnInModel *model, QWidget *parent = nullptr);
    ~BurnInChart() override;

    // Points the goodput line holds now (tests).
    int goodputPoints() const;
    int interruptionMarks() const;

private:
    void rebuild();
    class Private;
    std::unique_ptr<Private> d;
    BurnInModel *m_model;
};

} // namespace rackops
