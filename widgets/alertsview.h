#pragma once

#include "alertactionresult.h"

#include <QSet>
#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeView;

namespace rackops {

class ActionOutcomeView;
class AlertFilterModel;
class AlertIncidentModel;
class AlertsModel;
struct AlertInfo;

// The Alerts view: the list, read as incidents (AlertIncidentModel), with
// severity, age, owner and latest comment; filters (open / nobody owns it /
// everything, severity, source, text); the selected alert's or incident's
// details and comments; acknowledge, comment, silence and resolve, and how
// each of them ended. While the pointer is on the list or the list has the
// keyboard, its rows hold still and "n new" says what waits. Emits intents only.
class AlertsView : public QWidget {
    Q_OBJECT
public:
    explicit AlertsView(AlertsModel *model, QWidget *parent = nullptr);
    ~AlertsView() override;

    QTreeView *list() const { return m_list; }
    AlertFilterModel *filter() const { return m_filter; }
    AlertIncidentModel *incidents() const { return m_incidents; }
    // Selects the alert (and shows it, its incident opened); false when it is not listed.
    bool selectAlert(const QString &alertId);
    QString selectedAlertId() const;
    // Selects the first incident (the worst, in the default order).
    void selectFirst();
    // Lists only the alerts of one subsystem (Unknown: all), as if chosen in the filter.
    void showSource(int source);
    // Puts `list` (the silences) under the alerts, the alerts keeping most of the height.
    void setSilenceList(QWidget *list);
    // Presses Acknowledge (or Take over) for the selected alert; why not when it cannot.
    QString acknowledgeSelected();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    // The incident list works only while it is seen (another tab, a minimised window: it waits).
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

public Q_SLOTS:
    void showResult(const rackops::AlertActionResult &result);
    // Viewers see the actions disabled, with the reason.
    void setMayAct(bool mayAct, const QString &whyNot);
    // Who the console acts as: an alert someone else owns is taken over, not acknowledged.
    void setCurrentUser(const QString &subject);

Q_SIGNALS:
    void acknowledgeRequested(const QString &alertId, const QString &comment);
    void takeOverRequested(const QString &alertId, const QString &reason);
    void commentRequested(const QString &alertId, const QString &text);
    void resolveRequested(const QString &alertId, const QString &resolution);
    // Silence the rack (conditionKey empty) or one condition until expiresMs (backend clock).
    void silenceRequested(const QString &rackId, const QString &conditionKey, const QString &reason, qint64 expiresMs);
    void rackActivated(const QString &rackId);
    // The selected alert is about this rack (the rack dock follows the alert).
    void rackSelected(const QString &rackId);

private:
    // The operator changed a filter.
    void applyFilters();
    // The list changed: how many it shows, and the selected alert.
    void showCount();
    void updateCountLabel();
    // Rows of the list changed: the details follow when the selected one is among them.
    void followRowsChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    // Rows hold still while the operator points at the list or types in it.
    void updateHold();
    void sizeColumns();
    QString whyNot(const QPushButton *button) const;
    void showPending(int pendingAlerts, bool stale);
    // A reset of the list keeps the selected row and the opened incidents.
    void rememberPlace();
    void restorePlace();
    // An incident leaves and comes back regrouped (an alert joined it): it stays opened and selected.
    void incidentsLeaving(const QModelIndex &parent, int first, int last);
    void incidentsArrived(const QModelIndex &parent, int first, int last);
    void followAlertRack(const QModelIndex &index);
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
    QPushButton *m_pending;
    AlertIncidentModel *m_incidents;
    QTreeView *m_list;
    QSet<QString> m_expanded; // incident keys the operator opened
    bool m_restoringPlace = false; // putting the selection back after a reset: not the operator's pick
    bool m_placeLeft = false; // the selected incident left the list in this update, to come back regrouped
    QString m_placeAlertId; // selected before a reset: the alert...
    QString m_placeIncidentKey; // ...or the incident row
    bool m_pointerOnList = false;
    QLabel *m_details;
    QWidget *m_side = nullptr; // the selected alert's details and actions
    QWidget *m_split = nullptr; // the list and the side
    QPushButton *m_acknowledge;
    QAction *m_acknowledgeAction; // behind the button, and the palette's "ack"
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
