#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace rackops {

class OperationsModel;

// Running and recent operations with their progress and outcome (bottom dock).
class OperationsPanel : public QWidget {
    Q_OBJECT
public:
    explicit OperationsPanel(OperationsModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }

Q_SIGNALS:
    void rackActivated(const QString &rackId);

private:
    OperationsModel *m_model;
    QTableView *m_table;
};

} // namespace rackops
