#pragma once

#include <QString>

namespace rackops {

// One text field of a CSV file (RFC 4180), safe to open in a spreadsheet.
// A field starting with =, +, -, @, tab or carriage return would be taken
// for a formula (CSV injection, see OWASP), so it gets a leading ' and is
// quoted. Numbers written as numbers must not go through here: -5 would
// become text.
class CsvField {
public:
    enum class Quoting { Always, WhenNeeded };

    static QString encode(const QString &text, Quoting quoting = Quoting::Always);
};

} // namespace rackops
