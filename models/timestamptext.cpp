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
    emit instance()->zoneChanged();
}

QString TimestampText::text(qint64 msSinceEpoch, QLocale::FormatType format)
{
    if (msSinceEpoch <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(msSinceEpoch);
    if (!utc())
        return QLocale().toString(when, format);
    //: A time in UTC, e.g. "30.11.26 15:33 UTC".
    return tr("%1 UTC").arg(QLocale().toString(when.toUTC(), format));
}

QString TimestampText::timeOfDay(qint64 msSinceEpoch, QLocale::FormatType format)
{
    if (msSinceEpoch <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(msSinceEpoch);
    if (!utc())
        return QLocale().toString(when.time(), format);
    return tr("%1 UTC").arg(QLocale().toString(when.toUTC().time(), format));
}

void TimestampText::follow(QAbstractItemModel *model)
{
    QObject::connect(instance(), &TimestampText::zoneChanged, model, [model] {
        const int rows = model->rowCount();
        const int columns = model->columnCount();
        if (rows > 0 && columns > 0)
            emit model->dataChanged(model->index(0, 0), model->index(rows - 1, columns - 1),
                                    {Qt::DisplayRole, Qt::ToolTipRole});
    });
}

QString TimestampText::tooltip(qint64 msSinceEpoch)
{
    if (msSinceEpoch <= 0)
        return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(msSinceEpoch);
    const QString local = tr("%1 (local, %2)")
                              .arg(QLocale().toString(when, QLocale::LongFormat), when.timeZoneAbbreviation());
    const QString inUtc = tr("%1 UTC").arg(QLocale().toString(when.toUTC(), QLocale::LongFormat));
    return utc() ? inUtc + QStringLiteral(" · ") + local : local + QStringLiteral(" · ") + inUtc;
}

} // namespace rackops
