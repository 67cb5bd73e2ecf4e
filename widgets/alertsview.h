#pragma once

#include "approvalresult.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace rackops {

class ActionOutcomeView;
class AlertFilterModel;
class AlertsModel;
struct AlertInfo;

// The Alerts view: the list with severity, age, owner and latest comment;
// filters (open / nobody owns it / everything, severity, source, text); the
// selected alert's details and comments; acknowledge, comment, silence and
// resolve, and how each of them ended. Emits intents only.
class AlertsView : public QWidget
{
    Q_OBJECT
public:
    explicit AlertsView(AlertsModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    AlertFilterModel *filter() const { return m_filter; }
    // Selects the alert (and shows it); false when it is not listed.
    bool selectAlert(const QString &alertId);
    QString selectedAlertId() const;

public slots:
    void showResult(const rackops::ActionResult &result);
    // Viewers see the actions disabled, with the reason.
    void setMayAct(bool mayAct, const QString &whyNot);
    // Who the console acts as: an alert someone else owns is taken over, not acknowledged.
    void setCurrentUser(const QString &subject);

signals:
    void acknowledgeRequested(const QString &alertId, const QString &comment);
    void takeOverRequested(const QString &alertId, const QString &reason);
    void commentRequested(const QString &alertId, const QString &text);
    void resolveRequested(const QString &alertId, const QString &resolution);
    // Silence the rack (conditionKey empty) or one condition until expiresMs (backend clock).
    void silenceRequested(const QString &rackId, const QString &conditionKey, const QString &reason,
                          qint64 expiresMs);
    void rackActivated(const QString &rackId);
    // The selected alert is about this rack (the rack dock follows the alert).
    void rackSelected(const QString &rackId);

private:
    // The operator changed a filter.
    void applyFilters();
    // The list changed: how many it shows, and the selected alert.
    void showCount();
    void refreshDetails();
    const AlertInfo *selected() const;
    void askComment();
    void askTakeOver();
    void askResolve();
    void askSilence();

    AlertsModel *m_model;
    AlertFilterModel *m_filter;
    QComboBox *m_state;
    QComboBox *m_severity;
    QComboBox *m_source;
    QLineEdit *m_text;
    QLabel *m_shown;
    QTableView *m_table;
    QLabel *m_details;
    QPushButton *m_acknowledge;
    QPushButton *m_comment;
    QPushButton *m_silence;
    QPushButton *m_resolve;
    ActionOutcomeView *m_outcome;
    bool m_mayAct = true;
    QString m_whyNot;
    QString m_acknowledgeTip;
    QString m_currentUser;
};

} // namespace rackops
