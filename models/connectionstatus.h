#pragma once

#include "connectionstate.h"

#include <QObject>

namespace rackops {

// The connection as a model: state, endpoint and how fresh the data is.
// Lives on the GUI thread; the status bar and the screenshot mode watch it.
class ConnectionStatus : public QObject {
    Q_OBJECT
public:
    explicit ConnectionStatus(QObject *parent = nullptr);

    const ConnectionState &state() const { return m_state; }
    bool isDemo() const { return m_demo; }
    void setDemo(bool demo);

    // Local wall clock (ms) of the last message from the backend; 0 = never.
    qint64 lastDataAtMs() const { return m_lastDataAtMs; }
    qint64 revision() const { return m_revision; }
    bool hasReceivedData() const { return m_lastDataAtMs > 0; }

    // Age of the data shown, in ms at local time `nowMs`; -1 when there is none.
    qint64 dataAgeMs(qint64 nowMs) const;

public Q_SLOTS:
    void setState(const rackops::ConnectionState &state);
    void noteDataReceived(qint64 revision);

Q_SIGNALS:
    void stateChanged();
    void dataReceived();
    void demoChanged();

private:
    ConnectionState m_state;
    qint64 m_lastDataAtMs = 0;
    qint64 m_revision = 0;
    bool m_demo = false;
};

} // namespace rackops
