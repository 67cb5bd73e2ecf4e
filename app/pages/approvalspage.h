#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;
class OverrideQueueView;

// Override requests waiting for a second approver; the tab counts them.
class ApprovalsPage : public ConsolePage
{
    Q_OBJECT
public:
    ApprovalsPage(ConsoleSession *session, QObject *parent);

    OverrideQueueView *view() const { return m_view; }

private:
    OverrideQueueView *m_view;
};

} // namespace rackops
