#pragma once

#include <QString>

namespace rackops {

// The state of the link to the backend, as the transport reports it.
struct ConnectionState {
    enum class Phase : quint8 {
        Idle, // not started
        Connecting, // first attempt in progress
        Syncing, // stream open, initial snapshot or catch-up arriving
        Live, // in sync, receiving changes
        Reconnecting, // lost; waiting for the next attempt
        Stopped, // stopped on purpose
    };

    Phase phase = Phase::Idle;
    QString endpoint;
    QString lastError; // human readable; empty when none
    qint64 nextRetryAtMs = 0; // local wall clock, Reconnecting only
    qint64 downSinceMs = 0; // local wall clock of the first failure in a row
    int attempt = 0; // failed attempts in a row
    int syncReceived = 0; // Syncing: racks of the snapshot or catch-up received so far
    int syncTotal = 0; // ... of this many; 0 = not known

    bool operator==(const ConnectionState &other) const = default;
};

} // namespace rackops
