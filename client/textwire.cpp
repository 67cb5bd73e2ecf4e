#include "textwire.h"

#include "commonconvert.h"
#include "wirereader.h"

#include <cstdint>
#include <memory>

namespace rackops {

namespace {
using W = WireReader;

// protobuf refuses messages nested deeper than 100; a text sits two levels into a stream's message.
constexpr int kDeepestText = 98;

// One TextParam as read so far. Its value is a oneof: a field of another kind starts it afresh,
// the same kind again merges (a quantity or a nested text sent twice), as protobuf does.
struct ParamOnWire {
    int field = 0; // the kind's field number, 0 while none came
    std::string_view text; // an id or a date
    std::int64_t integer = 0;
    double value = 0.0; // a quantity's
    std::string_view unit;
    std::int32_t decimals = 0;
    std::int64_t seconds = 0; // a time's
    std::int32_t nanos = 0;
    std::shared_ptr<LocalizedText> phrase; // a nested text

    void becomes(int kind)
    {
        if (field != kind) {
            *this = ParamOnWire();
            field = kind;
        }
    }
};

bool readText(std::string_view bytes, LocalizedText *into, int depth);

bool readQuantity(std::string_view bytes, ParamOnWire *p)
{
    W in(bytes);
    while (in.next()) {
        switch (in.tag()) {
        case W::tag(1, W::Fixed64): p->value = in.float64(); break;
        case W::tag(2, W::Len): p->unit = in.bytes(); break;
        case W::tag(3, W::Varint): p->decimals = in.int32(); break;
        default: in.skip(); break;
        }
    }
    return !in.failed();
}

bool readParam(std::string_view bytes, TextParam *into, int depth)
{
    ParamOnWire p;
    W in(bytes);
    bool valid = true;
    while (valid && in.next()) {
        switch (in.tag()) {
        case W::tag(1, W::Len):
        case W::tag(6, W::Len):
            p.becomes(int(in.tag() >> 3));
            p.text = in.bytes();
            break;
        case W::tag(2, W::Varint):
            p.becomes(2);
            p.integer = in.int64();
            break;
        case W::tag(3, W::Len):
            p.becomes(3);
            valid = readQuantity(in.bytes(), &p);
            break;
        case W::tag(4, W::Len):
            p.becomes(4);
            valid = W::timestamp(in.bytes(), &p.seconds, &p.nanos);
            break;
        case W::tag(5, W::Len):
            p.becomes(5);
            if (!p.phrase)
                p.phrase = std::make_shared<LocalizedText>();
            valid = readText(in.bytes(), p.phrase.get(), depth + 1);
            break;
        default: in.skip(); break;
        }
    }
    if (!valid || in.failed())
        return false;
    // As CommonConvert::text converts a parsed TextParam; no kind at all reads as an empty id.
    TextParam &param = *into;
    switch (p.field) {
    case 1: param.id = CommonConvert::utf16(p.text); break;
    case 2:
        param.kind = TextParam::Kind::Integer;
        param.integer = p.integer;
        break;
    case 3:
        param.kind = TextParam::Kind::Quantity;
        param.value = p.value;
        param.id = CommonConvert::utf16(p.unit);
        param.decimals = p.decimals;
        break;
    case 4:
        param.kind = TextParam::Kind::Time;
        param.integer = CommonConvert::timestampMs(p.seconds, p.nanos);
        break;
    case 5:
        param.kind = TextParam::Kind::Text;
        param.text = std::move(p.phrase);
        break;
    case 6:
        param.kind = TextParam::Kind::Date;
        param.id = CommonConvert::utf16(p.text);
        break;
    default: break;
    }
    return true;
}

// Into what earlier occurrences of the same text left: a text sent twice merges.
bool readText(std::string_view bytes, LocalizedText *into, int depth)
{
    if (depth > kDeepestText)
        return false;
    W in(bytes);
    std::string_view english;
    bool hasEnglish = false;
    while (in.next()) {
        switch (in.tag()) {
        case W::tag(1, W::Len): into->code = CommonConvert::interned(in.bytes()); break;
        case W::tag(2, W::Len):
            if (!readParam(in.bytes(), &into->params.emplace_back(), depth + 1))
                return false;
            break;
        case W::tag(3, W::Len):
            english = in.bytes();
            hasEnglish = true;
            break;
        default: in.skip(); break;
        }
    }
    if (in.failed())
        return false;
    // As CommonConvert::text: the English of a text without parameters repeats, so it is shared.
    if (hasEnglish)
        into->english = into->params.isEmpty() ? CommonConvert::interned(english) : CommonConvert::utf16(english);
    return true;
}

} // namespace

bool TextWire::read(std::string_view bytes, LocalizedText *into)
{
    *into = {};
    return readText(bytes, into, 0);
}

} // namespace rackops
