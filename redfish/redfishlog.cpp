#include "redfishlog.h"

Q_LOGGING_CATEGORY(lcRedfish, "rackops.redfish")
