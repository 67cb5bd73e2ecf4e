#pragma once

#include "rackops/v1/common.pb.h"

#include <QtGlobal> // QT_TRANSLATE_NOOP3, the form the phrase book is written in

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rackops::sim {

// One phrase of the book: a stable code with its English template (%1, %2,
// ... for the typed parameters).
struct PhraseEntry {
    const char *code;
    const char *english;
    // A phrase that counts: `count` is the 1-based index of its integer
    // parameter, written %n in the templates (never %<count>), and
    // `englishOne` the English for a count of 1 ("%n test passes"). The
    // console picks its form with tr(..., n), so German plurals follow too.
    const char *englishOne = nullptr;
    int count = 0;
};

namespace phrasebook {

struct Text // what QT_TRANSLATE_NOOP3 makes of an entry: {english, code}
{
    const char *english;
    const char *code;
};
constexpr PhraseEntry entry(Text text)
{
    return {text.code, text.english};
}
constexpr PhraseEntry counted(Text text, const char *englishOne, int count)
{
    return {text.code, text.english, englishOne, count};
}

// The book itself (proto/phrasebook.h), shared with the console.
#define RACKOPS_PHRASE(text) ::rackops::sim::phrasebook::entry(text),
#define RACKOPS_PHRASE_COUNTED(text, englishOne, count) ::rackops::sim::phrasebook::counted(text, englishOne, count),
inline constexpr PhraseEntry kEntries[] = {
#include "phrasebook.h"
};
#undef RACKOPS_PHRASE
#undef RACKOPS_PHRASE_COUNTED

consteval std::size_t indexOf(std::string_view code)
{
    for (std::size_t i = 0; i < std::size(kEntries); ++i) {
        if (std::string_view(kEntries[i].code) == code)
            return i;
    }
    throw "not a code of the phrase book (proto/phrasebook.h)"; // a compile error, naming this line
}

} // namespace phrasebook

// A code of the phrase book, checked when the program is compiled: a code
// written in the source that the book lacks does not compile. Codes made at
// run time (from a stage's name, say) go through find().
class PhraseCode {
public:
    consteval PhraseCode(const char *code) // NOLINT: implicit, so Phrase::make("code") reads as before
        : m_index(phrasebook::indexOf(code))
    {
    }
    static std::optional<PhraseCode> find(std::string_view code);

    const PhraseEntry &entry() const { return phrasebook::kEntries[m_index]; }
    const char *code() const { return entry().code; }

private:
    struct Index {
        std::size_t value;
    };
    explicit constexpr PhraseCode(Index index)
        : m_index(index.value)
    {
    }

    std::size_t m_index;
};

// Everything the simulator and the artifact parsers say to a person in words
// is a phrase of the book with its parameters. Clients translate by code and
// fall back to `english`; a test walks catalogue() and asks the console for a
// German rendering of every code, so a phrase cannot be added without being
// translated.
class Phrase {
public:
    using Entry = PhraseEntry;

    static const std::vector<Entry> &catalogue();

    // A phrase of the book with its parameters, `english` filled in.
    static v1::LocalizedText make(PhraseCode code, std::vector<v1::TextParam> params = {});
    // Text that has no code (e.g. a tool's own message): shown as it is.
    static v1::LocalizedText verbatim(std::string english);
    // A lifecycle stage and a health as words ("awaiting approval", "caution").
    static v1::LocalizedText stage(v1::LifecycleStage stage);
    static v1::LocalizedText health(v1::Health health);
    // What a part reports of a fault ("fault.gpu_ecc": "CT03 GPU 2: uncorrectable ...") without
    // the words that name the part: its "status.*" phrase, or the English after the colon verbatim.
    static v1::LocalizedText partStatus(const v1::LocalizedText &fault);

    // An id, a name or a text from outside, with hidden characters escaped (DisplayText).
    static v1::TextParam id(std::string value);
    static v1::TextParam integer(std::int64_t value);
    static v1::TextParam quantity(double value, std::string unit, int decimals);
    static v1::TextParam timeMs(std::int64_t msSinceEpoch);
    static v1::TextParam text(v1::LocalizedText value);
    // A calendar date, "YYYY-MM-DD", written in the client's date format.
    static v1::TextParam date(std::string isoDate);

    // The English form of a parameter, as filled into the template.
    static std::string english(const v1::TextParam &param);
};

} // namespace rackops::sim
