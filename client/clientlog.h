#pragma once

#include <QLoggingCategory>

// The transport's diagnostics, one category per part (docs/ARCHITECTURE.md, "Diagnostics").
Q_DECLARE_LOGGING_CATEGORY(lcWatch) // rackops.client.watch: resumable streams ending and resuming
Q_DECLARE_LOGGING_CATEGORY(lcCalls) // rackops.client.calls: mutations resent after no answer (debug)
