#include "commonconvert.h"

#include "backendtext.h"

#include "rackops/v1/common.pb.h"

#include <google/protobuf/duration.pb.h>
#include <google/protobuf/timestamp.pb.h>

#include <QHash>

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
    // Outside the range protobuf allows (years 1..9999), a timestamp from a
    // broken backend is unknown (0) rather than an overflowed date.
    constexpr qint64 kMinSeconds = -62'135'596'800;
    constexpr qint64 kMaxSeconds = 253'402'300'799;
    if (timestamp.seconds() < kMinSeconds || timestamp.seconds() > kMaxSeconds || timestamp.nanos() < 0
        || timestamp.nanos() > 999'999'999)
        return 0;
    return timestamp.seconds() * 1000 + timestamp.nanos() / 1'000'000;
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
    // Codes and their English repeat across the fleet ("step.production"): shared, like places.
    t.code = interned(m.code());
    t.english = interned(m.english());
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
        default: break;  // a kind this console does not know: shown empty
        }
        t.params.append(std::move(param));
    }
    return t;
}

QString CommonConvert::said(const LocalizedText &text, const std::string &english)
{
    if (text.isEmpty())
        return interned(english);
    if (text.params.isEmpty())
        return BackendText::render(text);  // already one shared string per text and language
    thread_local QHash<QString, QString> cache;
    const QString value = BackendText::render(text);
    if (const auto it = cache.constFind(value); it != cache.cend())
        return it.value();
    if (cache.size() > 4096)
        cache.clear();
    cache.insert(value, value);
    return value;
}

QString CommonConvert::interned(const std::string &text)
{
    thread_local QHash<QByteArray, QString> cache;
    const QByteArray key = QByteArray::fromRawData(text.data(), qsizetype(text.size()));
    if (const auto it = cache.constFind(key); it != cache.cend())
        return it.value();
    if (cache.size() > 4096)
        cache.clear();
    const QString value = QString::fromStdString(text);
    cache.insert(QByteArray(text.data(), qsizetype(text.size())), value);
    return value;
}

} // namespace rackops
