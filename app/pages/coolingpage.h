#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;
class CoolingView;

// Cooling of the selected rack (and up to three compared): history on demand,
// live samples at 1 Hz, operations as markers.
class CoolingPage : public ConsolePage {
    Q_OBJECT
public:
    CoolingPage(ConsoleSession *session, QObject *parent);

    CoolingView *view() const { return m_view; }

private:
    CoolingView *m_view;
};

} // namespace rackops
