#include "handover/shiftcalendar.h"

#include "phrase/phrase.h"

#include <QDateTime>

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}
} // namespace

ShiftCalendar::ShiftCalendar(const QByteArray &ianaTimeZone, std::vector<Pattern> patterns)
    : m_zone(ianaTimeZone)
    , m_patterns(std::move(patterns))
{
    if (!m_zone.isValid())
        m_zone = QTimeZone::utc();
    std::sort(m_patterns.begin(), m_patterns.end(),
              [](const Pattern &a, const Pattern &b) { return a.startMinuteOfDay < b.startMinuteOfDay; });
}

std::vector<ShiftCalendar::Pattern> ShiftCalendar::defaultPatterns()
{
    return {{"Early", 6 * 60, 480}, {"Late", 14 * 60, 480}, {"Night", 22 * 60, 480}};
}

bool ShiftCalendar::parsePatterns(const QString &spec, std::vector<Pattern> *patterns, QString *error)
{
    std::vector<Pattern> out;
    for (const QString &part : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList nameAndStart = part.trimmed().split(QLatin1Char('@'));
        const QTime start = nameAndStart.size() == 2
            ? QTime::fromString(nameAndStart.at(1).trimmed(), QStringLiteral("HH:mm"))
            : QTime();
        if (nameAndStart.size() != 2 || nameAndStart.at(0).trimmed().isEmpty() || !start.isValid()) {
            *error = QStringLiteral("shift \"%1\" is not NAME@HH:MM (e.g. Night@22:00)").arg(part.trimmed());
            return false;
        }
        out.push_back({nameAndStart.at(0).trimmed().toStdString(), start.hour() * 60 + start.minute(), 0});
    }
    if (out.empty()) {
        *error = QStringLiteral("no shifts given; e.g. Early@06:00,Late@14:00,Night@22:00");
        return false;
    }
    std::sort(out.begin(), out.end(),
              [](const Pattern &a, const Pattern &b) { return a.startMinuteOfDay < b.startMinuteOfDay; });
    for (size_t i = 0; i < out.size(); ++i) {
        const int next = i + 1 < out.size() ? out[i + 1].startMinuteOfDay : out.front().startMinuteOfDay + 24 * 60;
        out[i].lengthMinutes = next - out[i].startMinuteOfDay;
        if (out[i].lengthMinutes <= 0) {
            *error = QStringLiteral("two shifts start at the same time");
            return false;
        }
    }
    *patterns = std::move(out);
    return true;
}

v1::LocalizedText ShiftCalendar::nameText(const std::string &name)
{
    struct Known {
        const char *name;
        PhraseCode code;
    };
    static constexpr Known kKnown[] = {{"Early", "shift.early"}, {"Late", "shift.late"}, {"Night", "shift.night"}};
    for (const Known &known : kKnown) {
        if (name == known.name)
            return Phrase::make(known.code);
    }
    return Phrase::verbatim(name);
}

ShiftConfig ShiftCalendar::config() const
{
    ShiftConfig config;
    config.set_time_zone(m_zone.id().toStdString());
    for (const Pattern &p : m_patterns) {
        auto *d = config.add_shifts();
        d->set_name(p.name);
        d->set_start_minute_of_day(p.startMinuteOfDay);
        *d->mutable_length() = TimeUtil::MinutesToDuration(p.lengthMinutes);
    }
    return config;
}

Shift ShiftCalendar::make(const QDate &localDate, const Pattern &pattern) const
{
    const QDateTime start = QDateTime(localDate, QTime(0, 0), m_zone).addSecs(qint64(pattern.startMinuteOfDay) * 60);
    const QDateTime end = start.addSecs(qint64(pattern.lengthMinutes) * 60);
    Shift shift;
    shift.set_local_date(localDate.toString(Qt::ISODate).toStdString());
    shift.set_name(pattern.name);
    *shift.mutable_name_text() = nameText(pattern.name);
    shift.set_id(shift.local_date() + "/" + lower(pattern.name));
    *shift.mutable_start_time() = TimeUtil::MillisecondsToTimestamp(start.toMSecsSinceEpoch());
    *shift.mutable_end_time() = TimeUtil::MillisecondsToTimestamp(end.toMSecsSinceEpoch());
    return shift;
}

Shift ShiftCalendar::shiftAt(std::int64_t tMs) const
{
    const QDate today = QDateTime::fromMSecsSinceEpoch(tMs, m_zone).date();
    // A shift that started yesterday (the night) may still run.
    for (const QDate &date : {today, today.addDays(-1)}) {
        for (auto it = m_patterns.rbegin(); it != m_patterns.rend(); ++it) {
            Shift s = make(date, *it);
            if (TimeUtil::TimestampToMilliseconds(s.start_time()) <= tMs
                && tMs < TimeUtil::TimestampToMilliseconds(s.end_time()))
                return s;
        }
    }
    return make(today, m_patterns.front());
}

std::optional<Shift> ShiftCalendar::shiftById(const std::string &id) const
{
    const auto slash = id.find('/');
    if (slash == std::string::npos)
        return std::nullopt;
    const QDate date = QDate::fromString(QString::fromStdString(id.substr(0, slash)), Qt::ISODate);
    if (!date.isValid())
        return std::nullopt;
    for (const Pattern &p : m_patterns) {
        if (lower(p.name) == id.substr(slash + 1))
            return make(date, p);
    }
    return std::nullopt;
}

Shift ShiftCalendar::next(const Shift &shift) const
{
    return shiftAt(TimeUtil::TimestampToMilliseconds(shift.end_time()));
}

std::vector<Shift> ShiftCalendar::shiftsBetween(std::int64_t fromMs, std::int64_t toMs) const
{
    std::vector<Shift> out;
    Shift s = shiftAt(fromMs);
    while (TimeUtil::TimestampToMilliseconds(s.start_time()) < toMs && out.size() < 1000) {
        out.push_back(s);
        s = next(s);
    }
    return out;
}

} // namespace rackops::sim
