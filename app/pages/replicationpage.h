#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;

// Storage replication: the lag of every bucket pair, one pair's history, SLOs.
class ReplicationPage : public ConsolePage
{
    Q_OBJECT
public:
    ReplicationPage(ConsoleSession *session, QObject *parent);

Q_SIGNALS:
    void sloChangeWanted(const QString &pairKey);
};

} // namespace rackops
