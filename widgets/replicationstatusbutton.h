#pragma once

#include <QToolButton>

namespace rackops {

class ReplicationModel;

// The status bar's word on replication: "Replication: 2 SLO breaches" in
// the critical colour with its shape, or "Replication within SLO"; a click
// opens the replication view. Reads ReplicationModel, nothing else.
class ReplicationStatusButton : public QToolButton {
    Q_OBJECT
public:
    explicit ReplicationStatusButton(ReplicationModel *model, QWidget *parent = nullptr);

    int breaches() const { return m_breaches; }

private:
    void refresh();

    ReplicationModel *m_model;
    int m_breaches = -1;
    int m_atRisk = -1;
};

} // namespace rackops
