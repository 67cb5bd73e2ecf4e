#include "csvfield.h"

namespace rackops {

QString CsvField::encode(const QString &text, Quoting quoting)
{
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    const bool formula = !text.isEmpty() && formulaStarts.contains(text.front());
    const bool special = text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"'))
        || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'));
    QString field = formula ? QLatin1Char('\'') + text : text;
    if (quoting == Quoting::WhenNeeded && !formula && !special)
        return field;
    field.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + field + QLatin1Char('"');
}

} // namespace rackops
