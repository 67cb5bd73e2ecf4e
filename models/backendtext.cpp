#include "backendtext.h"

#include "quantityformat.h"
#include "timestamptext.h"

#include <QCoreApplication>
#include <QDate>
#include <QEvent>
#include <QHash>
#include <QLocale>
#include <QThread>
#include <QTimeZone>

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>
#include <utility>

namespace rackops {

namespace {

// Every code the backend sends, with its English template, from the one
// phrase book (proto/phrasebook.h); the German lives in i18n/rackops_de.ts.
// The English template, and the code as the translator's disambiguation:
// two codes may read the same in English and not in German.
struct Template {
    const char *source;
    const char *code;
};

// A phrase that counts names its count parameter (1-based) and writes it %n:
// the translator then picks the plural form, tr(..., n).
struct Entry {
    const char *code;
    Template text;
    int count = 0;
};

const QHash<QString, Entry> &templates()
{
    // The phrase book the backend speaks from (proto/phrasebook.h).
#define RACKOPS_PHRASE(text) Entry {Template text.code, Template text, 0},
#define RACKOPS_PHRASE_COUNTED(text, englishOne, count) Entry {Template text.code, Template text, count},
    static const Entry kEntries[] = {
#include "phrasebook.h"
    };
#undef RACKOPS_PHRASE
#undef RACKOPS_PHRASE_COUNTED
    static const QHash<QString, Entry> kTemplates = [] {
        QHash<QString, Entry> byCode;
        for (const Entry &e : kEntries)
            byCode.insert(QLatin1StringView(e.code), e);
        return byCode;
    }();
    return kTemplates;
}

// Counts the changes of the application's translators (it hears of each as
// QEvent::LanguageChange), so texts cached per thread know when they are stale.
class LanguageWatch : public QObject {
public:
    using QObject::QObject;
    static inline std::atomic<int> changes {-1}; // -1: not watching yet, so nothing is cached

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            changes.fetch_add(1, std::memory_order_release);
        return QObject::eventFilter(watched, event);
    }

    // The number of changes so far, or -1 while there is no watch (yet).
    static int current()
    {
        static std::once_flag installed;
        std::call_once(installed, [] {
            QCoreApplication *app = QCoreApplication::instance();
            if (!app)
                return;
            const auto install = [app] {
                app->installEventFilter(new LanguageWatch(app));
                changes.store(0, std::memory_order_release);
            };
            if (QThread::currentThread() == app->thread())
                install();
            else
                QMetaObject::invokeMethod(app, install, Qt::QueuedConnection);
        });
        return changes.load(std::memory_order_acquire);
    }
};

// Fills %1..%9 in one pass, so a parameter that contains "%2" stays as it is. Times are
// written in `zone` when one is given (a document in the site's time), else in the console's.
QString fill(const QString &pattern, const QList<TextParam> &params, const QTimeZone *zone = nullptr)
{
    if (!pattern.contains(QLatin1Char('%')))
        return pattern;
    QString out;
    out.reserve(pattern.size() + 16);
    const QStringView source(pattern);
    qsizetype copiedTo = 0; // the text between placeholders is copied a run at a time
    for (qsizetype i = source.indexOf(QLatin1Char('%')); i >= 0 && i + 1 < source.size();
         i = source.indexOf(QLatin1Char('%'), i + 1)) {
        const QChar digit = source.at(i + 1);
        if (digit < QLatin1Char('1') || digit > QLatin1Char('9'))
            continue;
        out += source.sliced(copiedTo, i - copiedTo);
        const qsizetype index = digit.unicode() - '1';
        if (index < params.size())
            out += zone ? BackendText::param(params.at(index), *zone) : BackendText::param(params.at(index));
        ++i;
        copiedTo = i + 1;
    }
    out += source.sliced(copiedTo);
    return out;
}

// A phrase's template in the console's language; n picks the plural form (-1: none). Each thread
// asks the translators once per phrase, count and language: translate() takes their lock and
// decodes the template on every call, a third of rendering a text the thread has not said yet.
QString translated(const Entry &entry, int n)
{
    thread_local QHash<std::pair<const Entry *, int>, QString> cache;
    thread_local int cachedFor = -1;
    const int language = LanguageWatch::current();
    if (language != cachedFor || cache.size() > 4096) {
        cache.clear();
        cachedFor = language;
    }
    const std::pair key(&entry, n);
    if (const auto it = cache.constFind(key); it != cache.cend())
        return it.value();
    QString pattern = QCoreApplication::translate("BackendText", entry.text.source, entry.text.code, n);
    if (language >= 0)
        cache.insert(key, pattern);
    return pattern;
}

} // namespace

QString BackendText::englishTemplate(const QString &code)
{
    const auto it = templates().constFind(code);
    return it == templates().constEnd() ? QString() : QString::fromUtf8(it.value().text.source);
}

int BackendText::countParameter(const QString &code)
{
    const auto it = templates().constFind(code);
    return it == templates().constEnd() ? 0 : it.value().count;
}

QStringList BackendText::codes()
{
    return templates().keys();
}

QString BackendText::param(const TextParam &param)
{
    switch (param.kind) {
    case TextParam::Kind::Id: return param.id;
    case TextParam::Kind::Integer: return QLocale().toString(param.integer);
    case TextParam::Kind::Quantity: return QuantityFormat::quantity(param.value, param.id, param.decimals);
    case TextParam::Kind::Time: return TimestampText::text(param.integer);
    case TextParam::Kind::Text: return param.text ? render(*param.text) : QString();
    case TextParam::Kind::Date: {
        const QDate date = QDate::fromString(param.id, Qt::ISODate);
        return date.isValid() ? TimestampText::date(date) : param.id;
    }
    }
    return {};
}

QString BackendText::param(const TextParam &param, const QTimeZone &zone)
{
    switch (param.kind) {
    case TextParam::Kind::Time: return TimestampText::inZone(param.integer, zone);
    case TextParam::Kind::Text: return param.text ? render(*param.text, zone) : QString();
    default: break;
    }
    return BackendText::param(param);
}

QString BackendText::render(const LocalizedText &text)
{
    return render(text, nullptr);
}

QString BackendText::render(const LocalizedText &text, const QTimeZone &zone)
{
    return render(text, &zone);
}

QString BackendText::render(const LocalizedText &text, const QTimeZone *zone)
{
    const auto it = templates().constFind(text.code);
    if (it == templates().constEnd())
        return text.english;
    const Entry &entry = it.value();
    // Most of a fleet's texts have no parameters ("Serving workloads"): their template is the
    // text, one shared string per thread and language.
    if (text.params.isEmpty() && entry.count == 0)
        return fill(translated(entry, -1), {});
    // A count picks the plural form and fills %n; a count that is missing or
    // not an integer (a newer server's mistake) shows the backend's English.
    int n = -1;
    if (entry.count > 0) {
        const qsizetype at = entry.count - 1;
        if (at >= text.params.size() || text.params.at(at).kind != TextParam::Kind::Integer)
            return text.english;
        n = int(std::clamp<qint64>(text.params.at(at).integer, 0, std::numeric_limits<int>::max()));
    }
    return fill(translated(entry, n), text.params, zone);
}

int BackendText::languageChanges()
{
    return LanguageWatch::current();
}

size_t qHash(const TextParam &param, size_t seed) noexcept
{
    seed = qHashMulti(seed, int(param.kind), param.id, param.integer, param.value, param.decimals);
    return param.text ? qHash(*param.text, seed) : seed;
}

size_t qHash(const LocalizedText &text, size_t seed) noexcept
{
    return qHashMulti(seed, text.code, text.english, qHashRange(text.params.cbegin(), text.params.cend()));
}

bool TextParam::operator==(const TextParam &other) const
{
    if (kind != other.kind || id != other.id || integer != other.integer || value != other.value
        || decimals != other.decimals || bool(text) != bool(other.text))
        return false;
    return !text || *text == *other.text;
}

} // namespace rackops
