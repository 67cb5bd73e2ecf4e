#pragma once

#include "backendtext.h"

#include <QLocale>

namespace rackops {

// The language and locale backend texts are said in, as they are now. A decoder takes it
// once for a whole message, so the thousands of texts in a fleet's snapshot do not each
// look both up (constructing a QLocale per text was 3 % of the fleet's reader).
struct TextLanguage {
    int language = -1; // BackendText::languageChanges()
    QLocale locale;

    static TextLanguage now() { return {BackendText::languageChanges(), QLocale()}; }
};

} // namespace rackops
