#pragma once

#include <QObject>

#include <functional>

class QTimer;

namespace rackops {

// Runs an action at most twice per turn of the event loop however often it is asked for: at once
// the first time (a lone change shows without delay), then once more at the turn's end if it was
// asked for again meanwhile (what a whole batch changed). A batch of the alert stream at 100,000
// racks is 1,200 changed rows, each its own signal; a view that re-read the alerts for each one
// held the GUI thread for up to 190 ms.
class OncePerTurn : public QObject {
public:
    OncePerTurn(std::function<void()> action, QObject *parent);

    void request();

private:
    std::function<void()> m_action;
    QTimer *m_turn; // runs from the action until the end of its turn of the event loop
    bool m_askedAgain = false;
};

} // namespace rackops
