#include "alertmanagerlog.h"

Q_LOGGING_CATEGORY(lcAlertmanager, "rackops.alertmanager")
