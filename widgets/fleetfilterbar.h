#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace rackops {

class FleetFilterModel;
class FleetModel;

// Free text, stage, health and site filters for the fleet board, bound to a
// FleetFilterModel, with the count of racks shown.
class FleetFilterBar : public QWidget {
    Q_OBJECT
public:
    FleetFilterBar(FleetModel *fleet, FleetFilterModel *filter, QWidget *parent = nullptr);

    QLineEdit *searchField() const { return m_search; }
    // Checked while the board reads in "Needs action" order; clicking it returns to that order.
    QToolButton *needsActionButton() const { return m_needsAction; }
    // Shown while the board holds still and racks wait for their place; clicking settles them.
    QToolButton *pendingButton() const { return m_pending; }

private:
    void syncFromFilter();
    void updateSites();
    void updateShownCount();
    void showPending(int racks);

    FleetModel *m_fleet;
    FleetFilterModel *m_filter;
    QLineEdit *m_search;
    QComboBox *m_stage;
    QComboBox *m_health;
    QComboBox *m_site;
    QToolButton *m_clear;
    QToolButton *m_needsAction;
    QToolButton *m_pending;
    QLabel *m_shown;
};

} // namespace rackops
