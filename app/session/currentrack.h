#pragma once

#include <QObject>
#include <QString>

namespace rackops {

// The rack the operator is looking at: one selection shared by the board, the
// rack dock, the cooling and validation views and the controllers behind them,
// so none of them keeps its own idea of "the selected rack".
class CurrentRack : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    QString rackId() const { return m_rackId; }

public Q_SLOTS:
    // Selecting the rack already selected changes nothing and says nothing.
    void select(const QString &rackId);
    // The operator named this rack (opening "cooling:ID"): the fleet board selects it, showing it
    // even where a filter hid it, and so it becomes the selected one everywhere.
    void choose(const QString &rackId);

Q_SIGNALS:
    void changed(const QString &rackId);
    void chosen(const QString &rackId);

private:
    QString m_rackId;
};

} // namespace rackops
