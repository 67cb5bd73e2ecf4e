#pragma once

#include "consolepage.h"

namespace rackops {

class ActionDialogs;
class ConsoleSession;

// Storage replication: the lag of every bucket pair, one pair's history, SLOs (changed in the
// action dialogs' SLO dialog).
class ReplicationPage : public ConsolePage {
    Q_OBJECT
public:
    ReplicationPage(ConsoleSession *session, ActionDialogs *dialogs, QObject *parent);
};

} // namespace rackops
