#include "timestamptext.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QTimeZone>

namespace rackops {

TimestampText *TimestampText::instance()
{
    static TimestampText *self = new TimestampText;
    return self;
}

bool TimestampText::utc()
{
    return instance()->m_utc;
}

void TimestampText::setUtc(bool utc)
{
    if (instance()->m_utc == utc)
        return;
    instance()->m_utc = utc;
    Q_EMIT instance()->zoneChanged();
}

QString TimestampText::dateFormat()
{
    // The locale's short date, always with the year in four digits: 30.11.2026, 11/30/2026.
    QString format = QLocale().dateFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("yyyy")))
        format.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return format;
}

QString TimestampText::timeFormat(QLocale::FormatType format)
{
    // The locale's short time, with seconds for LongFormat: one time format per language.
    QString pattern = QLocale().timeFormat(QLocale::ShortFormat);
    if (format == QLocale::LongFormat && !pattern.contains(QLatin1String("ss")))
        pattern.replace(QLatin1String("mm"), QLatin1String("mm:ss"));
    return pattern;
}

QString TimestampText::date(const QDate &date)
{
    return date.isValid() ? QLocale().toString(date, dateFormat()) : QString();
}

QString TimestampText::text(qint64 msSinceEpoch, QLocale::FormatType format)
{
    if (msSinceEpoch <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(msSinceEpoch);
    const QString pattern = dateFormat() + QLatin1Char(' ') + timeFormat(format);
    if (!utc())
        return QLocale().toString(when, pattern);
    //: A time in UTC, e.g. "30.11.2026 15:33 UTC".
    return tr("%1 UTC").arg(QLocale().toString(when.toUTC(), pattern));
}

QString TimestampText::inZone(qint64 msSinceEpoch, const QTimeZone &zone)
{
    if (msSinceEpoch <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(msSinceEpoch, zone);
    const QString text = QLocale().toString(when, dateFormat() + QLatin1Char(' ') + timeFormat(QLocale::ShortFormat));
    // The operator's own zone goes without saying; any other is named (their own too while they
    // read every other time in UTC).
    const QDateTime local = when.toLocalTime();
    if (!utc() && local.offsetFromUtc() == when.offsetFromUtc() && zone == QTimeZone::systemTimeZone())
        return text;
    //: A time in a named zone, e.g. "30.11.2026 08:33 MST"
    return tr("%1 %2").arg(text, when.timeZoneAbbreviation());
}

QString TimestampText::timeOfDay(qint64 msSinceEpoch, QLocale::FormatType format)
{
    if (msSinceEpoch <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(msSinceEpoch);
    if (!utc())
        return QLocale().toString(when.time(), timeFormat(format));
    return tr("%1 UTC").arg(QLocale().toString(when.toUTC().time(), timeFormat(format)));
}

void TimestampText::follow(QAbstractItemModel *model)
{
    QObject::connect(instance(), &TimestampText::zoneChanged, model, [model] {
        const int rows = model->rowCount();
        const int columns = model->columnCount();
        if (rows > 0 && columns > 0)
            Q_EMIT model->dataChanged(model->index(0, 0), model->index(rows - 1, columns - 1),
                                      {Qt::DisplayRole, Qt::ToolTipRole});
    });
}

QString TimestampText::tooltip(qint64 msSinceEpoch)
{
    if (msSinceEpoch <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(msSinceEpoch);
    const QString pattern = dateFormat() + QLatin1Char(' ') + timeFormat(QLocale::LongFormat);
    const QString local = tr("%1 (local, %2)").arg(QLocale().toString(when, pattern), when.timeZoneAbbreviation());
    const QString inUtc = tr("%1 UTC").arg(QLocale().toString(when.toUTC(), pattern));
    return utc() ? inUtc + QStringLiteral(" · ") + local : local + QStringLiteral(" · ") + inUtc;
}

} // namespace rackops
