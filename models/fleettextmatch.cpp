#include "fleettextmatch.h"

#include "racksummary.h"

#include <cstdio>

namespace rackops {

namespace {
constexpr Health kHealthLevels[] = {Health::Ok, Health::Caution, Health::Unknown, Health::Critical};
} // namespace

FleetTextMatch::FleetTextMatch(const QString &text)
{
    for (QStringView piece : QStringView(text).split(u' ', Qt::SkipEmptyParts)) {
        Word word;
        word.text = piece.toString();
        for (int stage = 0; stage < kLifecycleStageCount; ++stage) {
            if (LifecycleStages::displayName(LifecycleStage(stage)).contains(word.text, Qt::CaseInsensitive))
                word.stages.set(size_t(stage));
        }
        for (Health health : kHealthLevels) {
            if (HealthLevels::displayName(health).contains(word.text, Qt::CaseInsensitive))
                word.healths.set(size_t(health));
        }
        word.spansLocationParts = word.text.contains(u'\u00b7');
        m_words.append(std::move(word));
    }
}

// As rack.locationText() holds it ("PHX1 · H2 · R07 · 12"): a word has no space, so unless it
// holds the separator's dot it lies within one part, and the text need not be formatted.
bool FleetTextMatch::locationHolds(const RackSummary &rack, const Word &word)
{
    if (word.spansLocationParts)
        return rack.locationText().contains(word.text, Qt::CaseInsensitive);
    if (rack.site.contains(word.text, Qt::CaseInsensitive) || rack.hall.contains(word.text, Qt::CaseInsensitive)
        || rack.row.contains(word.text, Qt::CaseInsensitive))
        return true;
    char digits[16];
    const int length = std::snprintf(digits, sizeof digits, "%d", rack.position);
    return length > 0 && QLatin1StringView(digits, length).contains(word.text, Qt::CaseInsensitive);
}

bool FleetTextMatch::matches(const RackSummary &rack, Health shownHealth, const QString &reason) const
{
    for (const Word &word : m_words) {
        const bool found = rack.rackId.contains(word.text, Qt::CaseInsensitive) || word.stages.test(size_t(rack.stage))
            || word.healths.test(size_t(shownHealth)) || rack.region.contains(word.text, Qt::CaseInsensitive)
            || locationHolds(rack, word) || rack.healthReason.contains(word.text, Qt::CaseInsensitive)
            || rack.stepDescription.contains(word.text, Qt::CaseInsensitive)
            || reason.contains(word.text, Qt::CaseInsensitive) || rack.owner.contains(word.text, Qt::CaseInsensitive);
        if (!found)
            return false;
    }
    return true;
}

} // namespace rackops
