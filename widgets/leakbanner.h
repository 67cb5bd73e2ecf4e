#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace rackops {

class AlertsModel;
class CoolingStore;

// A leak cannot be missed: while any detector is Critical, a red strip
// across the window names the rack, the detector and where it is, counts
// down to the configured reaction, and opens the rack. The strip keeps its
// place and height while everything is dry (a calm "no critical leak"
// line), so a leak coming or going never moves what is below it.
//
// It agrees with the Alerts list by construction: a critical leak alert
// still open counts as a leak here too (red while its condition is active,
// amber once the detector reads dry but nobody closed it), so the strip never
// says "no critical leak" while the status bar announces one.
class LeakBanner : public QWidget
{
    Q_OBJECT
public:
    LeakBanner(CoolingStore *store, AlertsModel *alerts, QWidget *parent = nullptr);

    bool isActive() const { return !m_rackId.isEmpty(); }
    // The leak message while one is active, else empty.
    QString text() const;

Q_SIGNALS:
    void rackRequested(const QString &rackId);

private:
    void refresh();
    void showCalm();
    // No detector reads Critical now: the open critical leak alerts, if any. False when there are none.
    bool showLeakAlerts();
    enum class Look { Calm, Leak, OpenAlert };
    // Restyles only on a change: the strip refreshes every second and on every alert change.
    void setLook(Look look);

    CoolingStore *m_store;
    AlertsModel *m_alerts;
    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_open;
    QTimer *m_clock;
    QString m_rackId;
    Look m_look = Look::Leak;  // not what the first setLook(Calm) finds, so it styles
};

} // namespace rackops
