#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace rackops::test {

// A translation installed for as long as this lives: a check in German, then the test's
// language again.
class TranslationScope {
public:
    explicit TranslationScope(const QString &qmPath)
        : m_loaded(m_translator.load(qmPath))
    {
        if (m_loaded)
            QCoreApplication::installTranslator(&m_translator);
    }
    ~TranslationScope()
    {
        if (m_loaded)
            QCoreApplication::removeTranslator(&m_translator);
    }
    Q_DISABLE_COPY_MOVE(TranslationScope)

    bool isLoaded() const { return m_loaded; }

private:
    QTranslator m_translator;
    bool m_loaded;
};

} // namespace rackops::test
