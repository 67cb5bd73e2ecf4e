#pragma once

#include <QLabel>

class QTimer;

namespace rackops {

class ConnectionStatus;

// A strip above the data that appears whenever what is shown is not live:
// "Connection lost — showing the fleet as of 03:12:40. Reconnecting in 8 s."
// Hidden while live, so its presence alone says "do not trust this blindly".
class StaleDataBanner : public QLabel {
    Q_OBJECT
public:
    explicit StaleDataBanner(ConnectionStatus *status, QWidget *parent = nullptr);

private:
    void refresh();

    ConnectionStatus *m_status;
    QTimer *m_clock;
};

} // namespace rackops
