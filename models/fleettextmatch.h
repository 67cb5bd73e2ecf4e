#pragma once

#include "health.h"
#include "lifecyclestage.h"

#include <QList>
#include <QString>

#include <bitset>

namespace rackops {

struct RackSummary;

// The board's text filter: every word of it must appear (case-insensitive) somewhere an operator
// reads on the rack's row: id, location, region, stage, health as shown, reasons, step, owner.
// The words, and which stage and health names hold each, are worked out once per filter text:
// at 100,000 racks each row split the text, asked the translator for two names and formatted the
// location again, 400 ms a keystroke.
class FleetTextMatch {
public:
    FleetTextMatch() = default;
    explicit FleetTextMatch(const QString &text);

    bool isEmpty() const { return m_words.isEmpty(); }
    // `shownHealth`: the health the board shows (a leak makes it worse); `reason`: why it needs action.
    bool matches(const RackSummary &rack, Health shownHealth, const QString &reason) const;

private:
    struct Word {
        QString text;
        std::bitset<kLifecycleStageCount> stages; // the stages whose names hold it
        std::bitset<4> healths; // the same for health levels
        bool spansLocationParts = false; // holds the location's separator: its text is built
    };
    static bool locationHolds(const RackSummary &rack, const Word &word);

    QList<Word> m_words;
};

} // namespace rackops
