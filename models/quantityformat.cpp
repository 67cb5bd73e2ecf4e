#include "quantityformat.h"

#include "backendtext.h"

#include <QLocale>

#include <algorithm>

namespace rackops {

QString QuantityFormat::bytes(qint64 bytes)
{
    return QLocale().formattedDataSize(std::max<qint64>(bytes, 0), 1, QLocale::DataSizeIecFormat);
}

QString QuantityFormat::rate(double bytesPerSecond)
{
    //: A data rate, e.g. "1.2 GiB/s"; %1 is the size per second
    return tr("%1/s").arg(bytes(qint64(bytesPerSecond)));
}

QString QuantityFormat::duration(qint64 ms)
{
    const QLocale locale;
    const qint64 seconds = std::max<qint64>(ms, 0) / 1000;
    if (seconds < 60)
        //: A duration under a minute
        return tr("%1 s").arg(locale.toString(seconds));
    const qint64 minutes = seconds / 60;
    if (minutes < 60 && seconds % 60 == 0)
        //: A duration of whole minutes, e.g. "15 min"
        return tr("%1 min").arg(locale.toString(minutes));
    if (minutes < 60)
        //: A duration of minutes and seconds, e.g. "12 min 05 s"
        return tr("%1 min %2 s").arg(locale.toString(minutes)).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    const qint64 hours = minutes / 60;
    if (hours < 48 && minutes % 60 == 0)
        //: A duration of whole hours, e.g. "2 h"
        return tr("%1 h").arg(locale.toString(hours));
    if (hours < 48)
        //: A duration of hours and minutes, e.g. "3 h 20 min"
        return tr("%1 h %2 min").arg(locale.toString(hours)).arg(minutes % 60, 2, 10, QLatin1Char('0'));
    //: A duration of days and hours
    return tr("%1 d %2 h").arg(locale.toString(hours / 24)).arg(hours % 24);
}

QString QuantityFormat::percent(double share)
{
    //: A percentage, e.g. "93.4 %"
    return tr("%1 %").arg(QLocale().toString(share * 100.0, 'f', 1));
}

QString QuantityFormat::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', std::clamp(decimals, 0, 6));
}

QString QuantityFormat::quantity(double value, const QString &unit, int decimals)
{
    if (unit.isEmpty())
        return number(value, decimals);
    // Asked of the translators once per thread and language (their lock on every call is
    // dear in a snapshot that says thousands of quantities).
    thread_local QString pattern;
    thread_local int patternFor = -1;
    const int language = BackendText::languageChanges();
    if (language < 0 || language != patternFor) {
        //: A number with its unit, e.g. "41.2 °C"; %1 the number, %2 the unit
        pattern = tr("%1 %2");
        patternFor = language;
    }
    return pattern.arg(number(value, decimals), unit);
}

} // namespace rackops
