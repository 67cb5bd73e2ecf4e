#pragma once

#include <QLocale>
#include <QString>

namespace rackops {

// The console's language: its own catalogue (embedded under :/i18n) and Qt's
// own strings (qtbase_*.qm from the system's Qt translations, package
// qt6-translations-l10n), so Close, Cancel and the file dialogs speak the
// operator's language too. Chosen once at start; the locale also decides
// how numbers and times are written (QuantityFormat, TimestampText).
class ConsoleTranslations {
public:
    // `language` as given to --lang ("de", "en"); empty = the system's.
    static void install(const QString &language);
    // Installs Qt's own translation for `locale`; false when the system has none.
    static bool installQt(const QLocale &locale);
};

} // namespace rackops
