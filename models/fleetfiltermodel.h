#pragma once

#include "health.h"
#include "lifecyclestage.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace rackops {

class FleetModel;

// Filters and sorts a FleetModel: free text (rack id, location, reason,
// owner, step), stage, health and site. Reads the source's value types directly so
// that sorting and filtering 10,000 rows stays interactive.
class FleetFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit FleetFilterModel(QObject *parent = nullptr);

    void setFleetModel(FleetModel *model);

    QString textFilter() const { return m_text; }
    std::optional<LifecycleStage> stageFilter() const { return m_stage; }
    std::optional<Health> healthFilter() const { return m_health; }
    QString siteFilter() const { return m_site; }

public Q_SLOTS:
    void setTextFilter(const QString &text);
    void setStageFilter(std::optional<rackops::LifecycleStage> stage);
    void setHealthFilter(std::optional<rackops::Health> health);
    void setSiteFilter(const QString &site);  // empty = all sites
    void clearFilters();

Q_SIGNALS:
    void filtersChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void filtersUpdated();

    FleetModel *m_fleet = nullptr;
    QString m_text;
    std::optional<LifecycleStage> m_stage;
    std::optional<Health> m_health;
    QString m_site;
};

} // namespace rackops
