#include "commonconvert.h"

#include "backendtext.h"
#include "textwire.h"

#include "rackops/v1/common.pb.h"

#include <google/protobuf/duration.pb.h>
#include <google/protobuf/timestamp.pb.h>

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

namespace rackops {

LifecycleStage CommonConvert::stage(int value)
{
    // The wire numbers match the console's enum one to one (see common.proto).
    return LifecycleStages::fromInt(value);
}

Health CommonConvert::health(int value)
{
    switch (value) {
    case v1::HEALTH_OK: return Health::Ok;
    case v1::HEALTH_CAUTION: return Health::Caution;
    case v1::HEALTH_CRITICAL: return Health::Critical;
    default: return Health::Unknown;
    }
}

qint64 CommonConvert::toMs(const google::protobuf::Timestamp &timestamp)
{
    return timestampMs(timestamp.seconds(), timestamp.nanos());
}

qint64 CommonConvert::timestampMs(qint64 seconds, int nanos)
{
    // Outside the range protobuf allows (years 1..9999), a timestamp from a
    // broken backend is unknown (0) rather than an overflowed date.
    constexpr qint64 kMinSeconds = -62'135'596'800;
    constexpr qint64 kMaxSeconds = 253'402'300'799;
    if (seconds < kMinSeconds || seconds > kMaxSeconds || nanos < 0 || nanos > 999'999'999)
        return 0;
    return seconds * 1000 + nanos / 1'000'000;
}

qint64 CommonConvert::toMs(const google::protobuf::Duration &duration)
{
    return duration.seconds() * 1000 + duration.nanos() / 1'000'000;
}

// Regions, sites, halls, rows and platforms repeat across thousands of racks:
// converted once per thread and shared (QString is implicitly shared), which
// saves an allocation per field per rack.
LocalizedText CommonConvert::text(const v1::LocalizedText &m)
{
    LocalizedText t;
    // Codes repeat across the fleet ("step.production"): shared, like places. So does the English of
    // a text without parameters; with parameters it carries their values, mostly said once.
    t.code = interned(m.code());
    t.english = m.params().empty() ? interned(m.english()) : QString::fromStdString(m.english());
    t.params.reserve(m.params_size());
    for (const v1::TextParam &p : m.params()) {
        TextParam param;
        switch (p.value_case()) {
        case v1::TextParam::kId: param.id = QString::fromStdString(p.id()); break;
        case v1::TextParam::kInteger:
            param.kind = TextParam::Kind::Integer;
            param.integer = p.integer();
            break;
        case v1::TextParam::kQuantity:
            param.kind = TextParam::Kind::Quantity;
            param.value = p.quantity().value();
            param.id = QString::fromStdString(p.quantity().unit());
            param.decimals = p.quantity().decimals();
            break;
        case v1::TextParam::kTime:
            param.kind = TextParam::Kind::Time;
            param.integer = toMs(p.time());
            break;
        case v1::TextParam::kText:
            param.kind = TextParam::Kind::Text;
            param.text = std::make_shared<const LocalizedText>(text(p.text()));
            break;
        case v1::TextParam::kDate:
            param.kind = TextParam::Kind::Date;
            param.id = QString::fromStdString(p.date());
            break;
        default: break; // a kind this console does not know: shown empty
        }
        t.params.append(std::move(param));
    }
    return t;
}

namespace {
bool showsNoTime(const LocalizedText &text)
{
    return std::all_of(text.params.cbegin(), text.params.cend(), [](const TextParam &p) {
        return p.kind != TextParam::Kind::Time && (!p.text || showsNoTime(*p.text));
    });
}
} // namespace

QString CommonConvert::said(const LocalizedText &text, const std::string &english)
{
    if (text.isEmpty())
        return interned(english);
    if (text.params.isEmpty())
        return BackendText::render(text); // already one shared string per text and language
    // A fleet repeats most texts with parameters too ("Flashing CT03"), and rendering one
    // formats its numbers in the locale: each is rendered once per thread while language
    // and locale stay. Times are left out (they follow the operator's UTC switch).
    thread_local QHash<LocalizedText, QString> cache;
    thread_local int cachedLanguage = -1;
    thread_local QLocale cachedLocale;
    const int language = BackendText::languageChanges();
    if (language < 0 || !showsNoTime(text))
        return BackendText::render(text);
    const QLocale locale;
    if (language != cachedLanguage || locale != cachedLocale || cache.size() > 4096) {
        cache.clear();
        cachedLanguage = language;
        cachedLocale = locale;
    }
    if (const auto it = cache.constFind(text); it != cache.cend())
        return it.value();
    const QString value = BackendText::render(text);
    cache.insert(text, value);
    return value;
}

QString CommonConvert::spoken(const v1::LocalizedText &m, const std::string &english, LocalizedText *converted)
{
    if (m.params_size() == 0 && m.code().empty() && m.english().empty()) {
        if (converted)
            *converted = {}; // the server sent no code (most racks have no health reason)
        return interned(english);
    }
    thread_local std::string bytes;
    m.SerializeToString(&bytes);
    return spokenOnce(bytes, english, &m, converted, TextLanguage::now());
}

QString CommonConvert::spoken(std::string_view textBytes, std::string_view english, const TextLanguage &as,
                              bool *unreadable)
{
    if (textBytes.empty())
        return interned(english); // no text, or an empty one: the server sent no code
    return spokenOnce(textBytes, english, nullptr, nullptr, as, unreadable);
}

QString CommonConvert::spokenOnce(std::string_view bytes, std::string_view english, const v1::LocalizedText *parsed,
                                  LocalizedText *converted, const TextLanguage &as, bool *unreadable)
{
    // A fleet repeats its texts, parameters included ("Flashing CT03 (40 %)"): each is
    // converted and said once per thread and language, keyed by its bytes on the wire
    // (the same text is the same bytes).
    struct Known {
        LocalizedText text;
        QString said; // empty when the text holds a time: said afresh each time
        bool timeless = true;
    };
    thread_local QHash<QByteArray, Known> cache;
    thread_local int cachedLanguage = -1;
    thread_local QLocale cachedLocale; // parameters are said in it (numbers, units)
    if (as.language != cachedLanguage || as.locale != cachedLocale || cache.size() > 4096) {
        cache.clear();
        cachedLanguage = as.language;
        cachedLocale = as.locale;
    }
    const QByteArray lookup = QByteArray::fromRawData(bytes.data(), qsizetype(bytes.size()));
    // Said here, not through said(): its own cache would only hold the same words again.
    const auto say = [english](const LocalizedText &t) {
        return t.isEmpty() ? interned(english) : BackendText::render(t);
    };
    if (const auto it = cache.constFind(lookup); it != cache.cend()) {
        if (converted)
            *converted = it->text;
        return it->timeless ? it->said : say(it->text);
    }
    // Bytes already in the cache were read before; these are read the first time they come.
    LocalizedText fresh;
    if (parsed) {
        fresh = text(*parsed);
    } else if (!TextWire::read(bytes, &fresh)) {
        if (unreadable)
            *unreadable = true;
        return interned(english);
    }
    const QString words = say(fresh);
    // A text that converts to nothing (parameters without a code or English: a broken server) is said
    // as the message's own English, which the key does not hold: not cached.
    if (as.language >= 0 && !fresh.isEmpty()) {
        const bool timeless = showsNoTime(fresh);
        cache.insert(QByteArray(bytes.data(), qsizetype(bytes.size())),
                     {fresh, timeless ? words : QString(), timeless});
    }
    if (converted)
        *converted = std::move(fresh);
    return words;
}

QString CommonConvert::utf16(std::string_view utf8)
{
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

QString CommonConvert::interned(std::string_view text)
{
    if (text.empty())
        return {}; // most racks have no health reason and no operation: no lookup
    // Neighbouring racks share their region, site, hall, row, platform and owner:
    // the last few strings are compared before the table is looked up.
    struct Recent {
        std::string key;
        QString value;
    };
    thread_local std::array<Recent, 8> recent;
    thread_local std::size_t replaceNext = 0;
    for (const Recent &r : recent) {
        if (r.key == text)
            return r.value;
    }
    thread_local QHash<QByteArray, QString> cache;
    const QByteArray key = QByteArray::fromRawData(text.data(), qsizetype(text.size()));
    QString value;
    if (const auto it = cache.constFind(key); it != cache.cend()) {
        value = it.value();
    } else {
        if (cache.size() > 4096)
            cache.clear();
        value = QString::fromUtf8(text.data(), qsizetype(text.size()));
        cache.insert(QByteArray(text.data(), qsizetype(text.size())), value);
    }
    Recent &slot = recent[replaceNext++ % recent.size()];
    slot.key = text;
    slot.value = value;
    return value;
}

} // namespace rackops
