#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;
class HandoverView;

// The shift handover: report, notes, sign-off. Opening it loads the shifts;
// opening it again reloads them.
class HandoverPage : public ConsolePage
{
    Q_OBJECT
public:
    HandoverPage(ConsoleSession *session, QObject *parent);

    HandoverView *view() const { return m_view; }

private:
    void shown() override;

    ConsoleSession *m_session;
    HandoverView *m_view;
};

} // namespace rackops
