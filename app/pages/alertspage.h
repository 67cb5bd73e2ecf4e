#pragma once

#include "consolepage.h"

namespace rackops {

class AlertsView;
class ConsoleSession;

// Alerts: the live list and what an operator does with one; the tab counts
// every open alert, the number the list shows unfiltered.
class AlertsPage : public ConsolePage
{
    Q_OBJECT
public:
    AlertsPage(ConsoleSession *session, QObject *parent);

    AlertsView *view() const { return m_view; }

private:
    AlertsView *m_view;
};

} // namespace rackops
