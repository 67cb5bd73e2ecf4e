#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace rackops::sim {

// How text from outside (ids, names, comments, file contents) may be shown to
// a person. A character that is not seen (zero-width space, soft hyphen, word
// joiner, BOM, variation selectors, fillers), that moves or reorders what is
// seen (C0/C1 controls, bidi controls, line separators) or that passes for a
// plain space (no-break and other widths) makes one string read as another:
// "a\u200Bda" reads "ada", "ada\u202Eeve" reads reversed.
class DisplayText {
public:
    // The code point of the first such character, or of the first byte that
    // is not UTF-8 (as U+FFFD); nullopt when the text reads as it is.
    static std::optional<char32_t> firstHidden(std::string_view utf8);
    // The text as a person may safely read it: every hidden character as
    // "\u202E" (or "\u{E0041}"), every byte that is not UTF-8 as "\xFF". Text
    // that reads as it is comes back unchanged.
    static std::string escaped(std::string_view utf8);
    // Two letters of scripts whose letters pass for each other's (Latin,
    // Cyrillic, Greek and their like), the first of each: "\u0430da", a
    // Cyrillic a before Latin letters, reads "ada" and gives (U+0430, U+0064).
    // Latin beside Han or Kana is no confusion. nullopt if there are none.
    static std::optional<std::pair<char32_t, char32_t>> firstMixedScript(std::string_view utf8);
    // "U+200B": a code point named for an error message.
    static std::string codePointName(char32_t c);
    // Nothing a person would see as written: empty, or only spaces and
    // hidden characters ("  ", "\u200B", "\t\n").
    static bool isBlank(std::string_view utf8);
};

} // namespace rackops::sim
