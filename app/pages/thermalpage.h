#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;

// The whole fleet's cooling as a map; a rack opens its cooling.
class ThermalPage : public ConsolePage {
    Q_OBJECT
public:
    ThermalPage(ConsoleSession *session, QObject *parent);
};

} // namespace rackops
