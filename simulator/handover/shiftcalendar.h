#pragma once

#include "rackops/v1/handover.pb.h"

#include <QTimeZone>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rackops::sim {

// How the site's day is divided into shifts, in the site's time zone
// (default three 8-hour shifts from 06:00, 14:00 and 22:00). Turns a moment
// into the shift running then, and a shift id ("2025-03-14/night": local
// start date and name) back into its start and end.
class ShiftCalendar {
public:
    struct Pattern {
        std::string name;
        int startMinuteOfDay = 0;
        int lengthMinutes = 480;
    };

    explicit ShiftCalendar(const QByteArray &ianaTimeZone = "America/Phoenix",
                           std::vector<Pattern> patterns = defaultPatterns());

    static std::vector<Pattern> defaultPatterns();
    // "Early@06:00,Late@14:00,Night@22:00": names and local start times; each
    // shift lasts until the next one starts, so the day is covered without gaps.
    static bool parsePatterns(const QString &spec, std::vector<Pattern> *patterns, QString *error);
    // A shift's name as a phrase: the default names have codes, a site's own go verbatim.
    static rackops::v1::LocalizedText nameText(const std::string &name);

    rackops::v1::ShiftConfig config() const;
    // The shift running at `tMs` (status left unset).
    rackops::v1::Shift shiftAt(std::int64_t tMs) const;
    std::optional<rackops::v1::Shift> shiftById(const std::string &id) const;
    // The shift after `shift`.
    rackops::v1::Shift next(const rackops::v1::Shift &shift) const;
    // Shifts overlapping [fromMs, toMs), oldest first.
    std::vector<rackops::v1::Shift> shiftsBetween(std::int64_t fromMs, std::int64_t toMs) const;

private:
    rackops::v1::Shift make(const QDate &localDate, const Pattern &pattern) const;

    QTimeZone m_zone;
    std::vector<Pattern> m_patterns; // by start
};

} // namespace rackops::sim
