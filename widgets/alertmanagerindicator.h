#pragma once

#include "alertmanagerhealth.h"

#include <QToolButton>

namespace rackops {

// The backend's Alertmanager bridge in the status bar, when it has one:
// whether Alertmanager answers, and how many RackOps silences have not
// reached it yet (then in the caution colour and shape: the pager may still
// ring). The tooltip gives the URL, the last error and the last good read.
// Hidden when the backend bridges no Alertmanager. A click opens Alerts.
class AlertmanagerIndicator : public QToolButton {
    Q_OBJECT
public:
    explicit AlertmanagerIndicator(QWidget *parent = nullptr);

public Q_SLOTS:
    void setHealth(const rackops::AlertmanagerHealth &health);

private:
    AlertmanagerHealth m_health;
};

} // namespace rackops
