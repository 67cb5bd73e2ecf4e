#pragma once

#include "actionreplies.h"
#include "consolepage.h"
#include "latestreply.h"

namespace rackops {

class ConsoleSession;
class OverrideQueueView;

// Override requests waiting for a second approver; the tab counts them.
class ApprovalsPage : public ConsolePage {
    Q_OBJECT
public:
    ApprovalsPage(ConsoleSession *session, QObject *parent);

    OverrideQueueView *view() const { return m_view; }

private:
    OverrideQueueView *m_view;
    // The view's last decision: only its answer is shown there (not one taken in the approve dialog).
    LatestReply<OverrideDecisionReply> m_decision;
};

} // namespace rackops
