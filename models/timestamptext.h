#pragma once

#include <QLocale>
#include <QObject>
#include <QString>

class QAbstractItemModel;
class QDate;
class QTimeZone;

namespace rackops {

// How the console writes a moment: in local time or UTC, one switch for
// every view (View › Times in UTC). The tooltip of a time always gives both,
// so an operator on a call with another site never has to convert.
class TimestampText : public QObject {
    Q_OBJECT
public:
    static TimestampText *instance();

    static bool utc();
    static void setUtc(bool utc);
    // "30.11.2026 16:33" local, or "30.11.2026 15:33 UTC"; LongFormat adds seconds.
    // Years always in four digits, one time format per language.
    static QString text(qint64 msSinceEpoch, QLocale::FormatType format = QLocale::ShortFormat);
    // In `zone` (e.g. the site's, for the handover), naming the zone unless it is the operator's own.
    static QString inZone(qint64 msSinceEpoch, const QTimeZone &zone);
    // A calendar date: "30.11.2026".
    static QString date(const QDate &date);
    // The patterns behind these, for views that format a QDateTime themselves (chart axes).
    static QString dateFormat();
    static QString timeFormat(QLocale::FormatType format = QLocale::ShortFormat);
    // The time of day only, e.g. "16:33" or "15:33 UTC".
    static QString timeOfDay(qint64 msSinceEpoch, QLocale::FormatType format = QLocale::ShortFormat);
    // Both, the chosen one first: "30 Nov 2026 16:33:12 (local, CET) · 15:33:12 UTC".
    static QString tooltip(qint64 msSinceEpoch);

    // Makes `model` repaint its times when the zone is switched.
    static void follow(QAbstractItemModel *model);

Q_SIGNALS:
    void zoneChanged();

private:
    TimestampText() = default;
    bool m_utc = false;
};

} // namespace rackops
