#include "phrase/phrase.h"
#include "phrase/displaytext.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <ctime>
#include <iterator>

namespace rackops::sim {

namespace {

// Two entries with one code would make the second unreachable.
consteval bool codesAreUnique()
{
    const std::size_t n = std::size(phrasebook::kEntries);
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            if (std::string_view(phrasebook::kEntries[i].code) == phrasebook::kEntries[j].code)
                return false;
        }
    }
    return true;
}
static_assert(codesAreUnique(), "a code appears twice in proto/phrasebook.h");

} // namespace

const std::vector<Phrase::Entry> &Phrase::catalogue()
{
    static const std::vector<Entry> kCatalogue(std::begin(phrasebook::kEntries), std::end(phrasebook::kEntries));
    return kCatalogue;
}

std::optional<PhraseCode> PhraseCode::find(std::string_view code)
{
    for (std::size_t i = 0; i < std::size(phrasebook::kEntries); ++i) {
        if (code == phrasebook::kEntries[i].code)
            return PhraseCode(Index {i});
    }
    return std::nullopt;
}

v1::LocalizedText Phrase::make(PhraseCode code, std::vector<v1::TextParam> params)
{
    const Entry *entry = &code.entry();
    v1::LocalizedText text;
    text.set_code(entry->code);
    const v1::TextParam *count = entry->count > 0 && std::size_t(entry->count) <= params.size()
        ? &params[std::size_t(entry->count - 1)]
        : nullptr;
    const char *pattern = count && count->integer() == 1 && entry->englishOne ? entry->englishOne : entry->english;
    std::string english;
    for (const char *p = pattern; *p; ++p) {
        if (*p == '%' && p[1] == 'n') {
            if (count)
                english += Phrase::english(*count);
            ++p;
        } else if (*p == '%' && p[1] >= '1' && p[1] <= '9') {
            const std::size_t index = std::size_t(p[1] - '1');
            if (index < params.size())
                english += Phrase::english(params[index]);
            ++p;
        } else {
            english += *p;
        }
    }
    text.set_english(std::move(english));
    for (auto &param : params)
        *text.add_params() = std::move(param);
    return text;
}

v1::LocalizedText Phrase::verbatim(std::string english)
{
    v1::LocalizedText text;
    text.set_english(std::move(english));
    return text;
}

v1::LocalizedText Phrase::partStatus(const v1::LocalizedText &fault)
{
    const std::string &english = fault.english();
    const auto colon = english.find(':');
    v1::LocalizedText plain =
        verbatim(colon == std::string::npos ? english : english.substr(std::min(colon + 2, english.size())));
    const auto faultCode = fault.code().rfind("fault.", 0) == 0 ? PhraseCode::find(fault.code()) : std::nullopt;
    const Entry *entry = faultCode ? &faultCode->entry() : nullptr;
    const auto status = entry ? PhraseCode::find("status." + fault.code().substr(6)) : std::nullopt;
    const std::string_view pattern = entry ? std::string_view(entry->english) : std::string_view();
    const auto prefixEnd = pattern.find(':');
    if (!status || prefixEnd == std::string_view::npos)
        return plain;
    // The parameters before the colon name the part; the status keeps the rest, in order.
    int named = 0;
    for (std::size_t i = 0; i + 1 < prefixEnd; ++i)
        named +=
            pattern[i] == '%' && ((pattern[i + 1] >= '1' && pattern[i + 1] <= '9') || pattern[i + 1] == 'n') ? 1 : 0;
    if (named > fault.params_size())
        return plain;
    std::vector<v1::TextParam> params(fault.params().begin() + named, fault.params().end());
    v1::LocalizedText out = make(*status, std::move(params));
    return out.english() == plain.english() ? out : plain;
}

v1::LocalizedText Phrase::stage(v1::LifecycleStage stage)
{
    std::string name = v1::LifecycleStage_Name(stage);
    name = name.size() > 16 ? name.substr(16) : std::string("UNKNOWN"); // after "LIFECYCLE_STAGE_"
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    const auto code = PhraseCode::find("stage." + name);
    return code ? make(*code) : make("stage.unknown");
}

v1::LocalizedText Phrase::health(v1::Health health)
{
    switch (health) {
    case v1::HEALTH_OK: return make("health.ok");
    case v1::HEALTH_CAUTION: return make("health.caution");
    case v1::HEALTH_CRITICAL: return make("health.critical");
    default: return make("health.unknown");
    }
}

v1::TextParam Phrase::id(std::string value)
{
    // Ids, names and texts echoed from a request or a file: whatever reaches an error
    // message or the audit log goes through here, so none carries a hidden character.
    v1::TextParam p;
    p.set_id(DisplayText::escaped(value));
    return p;
}

v1::TextParam Phrase::integer(std::int64_t value)
{
    v1::TextParam p;
    p.set_integer(value);
    return p;
}

v1::TextParam Phrase::quantity(double value, std::string unit, int decimals)
{
    v1::TextParam p;
    p.mutable_quantity()->set_value(value);
    p.mutable_quantity()->set_unit(std::move(unit));
    p.mutable_quantity()->set_decimals(decimals);
    return p;
}

v1::TextParam Phrase::timeMs(std::int64_t msSinceEpoch)
{
    v1::TextParam p;
    *p.mutable_time() = google::protobuf::util::TimeUtil::MillisecondsToTimestamp(msSinceEpoch);
    return p;
}

v1::TextParam Phrase::text(v1::LocalizedText value)
{
    v1::TextParam p;
    *p.mutable_text() = std::move(value);
    return p;
}

v1::TextParam Phrase::date(std::string isoDate)
{
    v1::TextParam p;
    p.set_date(std::move(isoDate));
    return p;
}

std::string Phrase::english(const v1::TextParam &param)
{
    switch (param.value_case()) {
    case v1::TextParam::kId: return param.id();
    case v1::TextParam::kInteger: return std::to_string(param.integer());
    case v1::TextParam::kQuantity: {
        const auto &q = param.quantity();
        char number[64];
        std::snprintf(number, sizeof number, "%.*f", std::clamp(q.decimals(), 0, 6), q.value());
        if (q.unit().empty())
            return number;
        return std::string(number) + (q.unit() == "%" ? "" : " ") + q.unit();
    }
    case v1::TextParam::kTime: {
        const std::time_t seconds = param.time().seconds();
        std::tm utc {};
        gmtime_r(&seconds, &utc);
        char text[32];
        std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &utc);
        return text;
    }
    case v1::TextParam::kText: return param.text().english();
    case v1::TextParam::kDate: return param.date();
    default: return {};
    }
}

} // namespace rackops::sim
