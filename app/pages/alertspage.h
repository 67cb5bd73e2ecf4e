#pragma once

#include "consolepage.h"

namespace rackops {

class AlertActionReply;
class AlertsView;
class ConsoleSession;
class SilenceList;

// Alerts: the live list and what an operator does with one; the tab counts
// every open alert, the number the list shows unfiltered.
class AlertsPage : public ConsolePage {
    Q_OBJECT
public:
    AlertsPage(ConsoleSession *session, QObject *parent);

    AlertsView *view() const { return m_view; }
    SilenceList *silences() const { return m_silences; }
    // The tab in front, listing only leak alerts (the palette's "leak").
    void showLeaks();
    // The tab in front, its selected alert acknowledged (the palette's "ack"); why not when it cannot be.
    QString acknowledgeSelected();

private:
    // The view asked: its answer is shown there (every one: acknowledging an incident sends one
    // request per alert, and a refusal among them must be seen).
    void hear(AlertActionReply *reply);

    AlertsView *m_view;
    SilenceList *m_silences;
};

} // namespace rackops
