#pragma once

#include "health.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTimer;

namespace rackops {

class ConnectionStatus;

// Status-bar readout of the link: state (connecting / live / reconnecting in
// N s / down since T), endpoint and data age; turns amber, then red, as the
// data shown gets stale.
class ConnectionIndicator : public QWidget {
    Q_OBJECT
public:
    explicit ConnectionIndicator(ConnectionStatus *status, QWidget *parent = nullptr);

    QString stateText() const;
    QString ageText() const;

    static QString formatAge(qint64 ms);

protected:
    // In a narrow status bar the endpoint steps aside whole (never cut); state and data age stay.
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();

    ConnectionStatus *m_status;
    QLabel *m_light;
    QLabel *m_state;
    QLabel *m_endpoint;
    QLabel *m_age;
    QTimer *m_clock;
    // What the light and the age show now: refresh() runs with every batch from the backend, and
    // setting the same pixmap or style sheet again repaints and lays out the status bar each time.
    std::optional<Health> m_lightShown;
    QString m_ageColor;
};

} // namespace rackops
