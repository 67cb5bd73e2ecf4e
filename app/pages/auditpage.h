#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;

// The audit log: who did what, when and why, queried on demand.
class AuditPage : public ConsolePage {
    Q_OBJECT
public:
    AuditPage(ConsoleSession *session, QObject *parent);
};

} // namespace rackops
