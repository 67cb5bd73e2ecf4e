#pragma once

#include "auditentryinfo.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace rackops {

class AuditLogModel;

// The audit log: who did what to which rack, when, why and how it ended;
// filtered by time, rack, person and action; exported as CSV. Asks for the
// log again each time it comes into view: what an operator opens is current.
class AuditView : public QWidget {
    Q_OBJECT
public:
    explicit AuditView(AuditLogModel *model, QWidget *parent = nullptr);

    AuditQuery query() const;
    QTableView *table() const { return m_table; }
    // Writes the entries shown as CSV; false with a message on failure.
    bool exportCsv(const QString &path, QString *error) const;

public Q_SLOTS:
    void setRackFilter(const QString &rackId);
    void showError(const QString &message);

Q_SIGNALS:
    void queryRequested(const rackops::AuditQuery &query);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void requestQuery();

    AuditLogModel *m_model;
    QComboBox *m_range;
    QLineEdit *m_rack;
    QLineEdit *m_actor;
    QComboBox *m_action;
    QLabel *m_status;
    QTableView *m_table;
};

} // namespace rackops
