#include "prometheuslog.h"

Q_LOGGING_CATEGORY(lcPrometheus, "rackops.prometheus")
