#include "core/simlog.h"

Q_LOGGING_CATEGORY(lcSimJournal, "rackops.sim.journal")
Q_LOGGING_CATEGORY(lcSimStore, "rackops.sim.store")
Q_LOGGING_CATEGORY(lcSimAudit, "rackops.sim.audit")
Q_LOGGING_CATEGORY(lcSimAlerts, "rackops.sim.alerts")
Q_LOGGING_CATEGORY(lcSimOperators, "rackops.sim.operators")
