#include "clientlog.h"

Q_LOGGING_CATEGORY(lcWatch, "rackops.client.watch")
// Debug is off unless asked for (QT_LOGGING_RULES="rackops.client.calls.debug=true"):
// a resend is normal on a bad link, and the operator sees its outcome anyway.
Q_LOGGING_CATEGORY(lcCalls, "rackops.client.calls", QtInfoMsg)
