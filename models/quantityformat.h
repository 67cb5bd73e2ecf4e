#pragma once

#include <QCoreApplication>
#include <QString>

namespace rackops {

// Sizes, rates, durations and shares as a person reads them (GiB/TiB,
// s/min/h), in the user's locale (a decimal comma in German).
class QuantityFormat {
    Q_DECLARE_TR_FUNCTIONS(QuantityFormat)
public:
    static QString bytes(qint64 bytes);
    static QString rate(double bytesPerSecond);
    // "42 s", "15 min", "12 min 05 s", "3 h 20 min", "2 d 4 h".
    static QString duration(qint64 ms);
    static QString percent(double share); // 0.934 -> "93.4 %"
    // A number with `decimals` places in the console's locale: "41,2" in German.
    static QString number(double value, int decimals);
    // A number with its unit: "41,2 °C", "34,0 K", "12 %"; no unit = the number alone.
    static QString quantity(double value, const QString &unit, int decimals);
};

} // namespace rackops
