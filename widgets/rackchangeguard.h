#pragma once

#include <QObject>
#include <QString>

namespace rackops {

class FleetModel;

// Watches one rack in the fleet model and says when anything an operator
// decides on changed (its state revision), so a dialog opened on the old
// state can withdraw itself.
class RackChangeGuard : public QObject {
    Q_OBJECT
public:
    RackChangeGuard(FleetModel *fleet, QString rackId, qint64 revision, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }
    qint64 revision() const { return m_revision; }
    bool hasChanged() const { return m_changed; }
    // Takes the rack's current state as the new basis.
    void rebase();
    qint64 currentRevision() const;
    // Compares now (the guard also checks on every change of the fleet model).
    void check();

Q_SIGNALS:
    void rackChanged(const QString &description);

private:
    FleetModel *m_fleet;
    QString m_rackId;
    qint64 m_revision;
    bool m_changed = false;
};

} // namespace rackops
