#pragma once

#include "actionreplies.h"
#include "consolepage.h"
#include "latestreply.h"

namespace rackops {

class ConsoleSession;
class HandoverView;

// The shift handover: report, notes, sign-off. Opening it loads the shifts;
// opening it again reloads them.
class HandoverPage : public ConsolePage {
    Q_OBJECT
public:
    HandoverPage(ConsoleSession *session, QObject *parent);

    HandoverView *view() const { return m_view; }

private:
    void shown() override;

    ConsoleSession *m_session;
    HandoverView *m_view;
    // The view's last note or sign-off: only its answer is shown.
    LatestReply<HandoverActionReply> m_action;
};

} // namespace rackops
