#include "consoletranslations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace rackops {

namespace {

bool installLoaded(QTranslator *translator, bool loaded)
{
    if (loaded)
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
    return loaded;
}

} // namespace

void ConsoleTranslations::install(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);
    // English first, for its plural forms ("1 warning"); a translator installed
    // later is asked first, so the operator's language wins where it has the text.
    auto *english = new QTranslator(QCoreApplication::instance());
    installLoaded(english, english->load(QStringLiteral(":/i18n/rackops_en.qm")));
    if (locale.language() != QLocale::English) {
        auto *ours = new QTranslator(QCoreApplication::instance());
        installLoaded(ours,
                      ours->load(locale, QStringLiteral("rackops"), QStringLiteral("_"), QStringLiteral(":/i18n")));
    }
    installQt(locale);
}

bool ConsoleTranslations::installQt(const QLocale &locale)
{
    auto *qt = new QTranslator(QCoreApplication::instance());
    return installLoaded(qt,
                         qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
}

} // namespace rackops
