#pragma once

#include "localizedtext.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QTimeZone;

namespace rackops {

// Says backend text in the console's language: the code picks a template
// from the console's translation catalogue ("BackendText" context), the
// parameters are filled in as %1, %2, ... formatted in the console's locale.
// A code the console does not know shows the backend's English.
class BackendText {
    Q_DECLARE_TR_FUNCTIONS(BackendText)
public:
    static QString render(const LocalizedText &text);
    static QString param(const TextParam &param);
    // The same with every time in `zone`, naming the zone where it is not the operator's own:
    // a document in the site's time (the handover) says the times inside backend text in it too.
    static QString render(const LocalizedText &text, const QTimeZone &zone);
    static QString param(const TextParam &param, const QTimeZone &zone);

    // The English template the console holds for a code; empty when unknown.
    static QString englishTemplate(const QString &code);
    // The 1-based index of the parameter a phrase counts with (written %n), 0 when it does not count.
    static int countParameter(const QString &code);
    static QStringList codes();

    // How often the application's translators have changed, for caches of rendered
    // text on any thread; -1 while that is not watched yet (then cache nothing).
    static int languageChanges();

private:
    static QString render(const LocalizedText &text, const QTimeZone *zone);
};

} // namespace rackops
