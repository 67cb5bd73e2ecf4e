#pragma once

#include <QLoggingCategory>

// The simulator's diagnostics, one category per part (docs/ARCHITECTURE.md,
// "Diagnostics"). What rackops-sim prints as its interface (usage, the address
// it listens on, refused options) stays plain stdout/stderr in main.cpp.
Q_DECLARE_LOGGING_CATEGORY(lcSimJournal) // rackops.sim.journal: mutations and their transaction
Q_DECLARE_LOGGING_CATEGORY(lcSimStore) // rackops.sim.store: the saved simulation state
Q_DECLARE_LOGGING_CATEGORY(lcSimAudit) // rackops.sim.audit: writing the audit log
Q_DECLARE_LOGGING_CATEGORY(lcSimAlerts) // rackops.sim.alerts: the alert book and its store
Q_DECLARE_LOGGING_CATEGORY(lcSimOperators) // rackops.sim.operators: what the simulated operators did
