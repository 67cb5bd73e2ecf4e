#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;
class FleetBoard;

// The fleet board: every rack, filtered and sorted; choosing a row selects the rack everywhere.
class FleetPage : public ConsolePage {
    Q_OBJECT
public:
    FleetPage(ConsoleSession *session, QObject *parent);

    FleetBoard *board() const { return m_board; }

    // Its columns, their widths and the sort order.
    void saveLayout(ConsoleSettings &settings) const override;
    void restoreLayout(const ConsoleSettings &settings) override;

private:
    FleetBoard *m_board;
};

} // namespace rackops
