#pragma once

#include "rackops/v1/common.pb.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rackops::sim {

// The one catalogue of everything the simulator and the artifact parsers say
// to a person in words: each phrase a stable code with its English template
// (%1, %2, ... for the typed parameters). Clients translate by code and fall
// back to `english`; a test walks catalogue() and asks the console for a
// German rendering of every code, so a phrase cannot be added here without
// being translated.
class Phrase
{
public:
    struct Entry
    {
        const char *code;
        const char *english;
        // A phrase that counts: `count` is the 1-based index of its integer
        // parameter, written %n in the templates (never %<count>), and
        // `englishOne` the English for a count of 1 ("%n test passes"). The
        // console picks its form with tr(..., n), so German plurals follow too.
        const char *englishOne = nullptr;
        int count = 0;
    };

    static const std::vector<Entry> &catalogue();

    // A phrase from the catalogue with its parameters, `english` filled in.
    // An unknown code is a programming error (std::logic_error).
    static v1::LocalizedText make(std::string_view code, std::vector<v1::TextParam> params = {});
    // Text that has no code (e.g. a tool's own message): shown as it is.
    static v1::LocalizedText verbatim(std::string english);
    // A lifecycle stage and a health as words ("awaiting approval", "caution").
    static v1::LocalizedText stage(v1::LifecycleStage stage);
    static v1::LocalizedText health(v1::Health health);
    // What a part reports of a fault ("fault.gpu_ecc": "CT03 GPU 2: uncorrectable ...") without
    // the words that name the part: its "status.*" phrase, or the English after the colon verbatim.
    static v1::LocalizedText partStatus(const v1::LocalizedText &fault);

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
