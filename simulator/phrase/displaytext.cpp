#include "phrase/displaytext.h"

#include <QChar>

#include <cstdio>

namespace rackops::sim {

namespace {

constexpr char32_t kInvalid = 0xFFFFFFFF;

// The code point starting at `at` and its length in bytes; kInvalid (length 1) for a byte that
// does not start well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
char32_t decodeAt(std::string_view s, std::size_t at, std::size_t *length)
{
    const auto byte = [&](std::size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; };
    const unsigned lead = byte(at);
    *length = 1;
    if (lead < 0x80)
        return lead;
    std::size_t n = 0;
    char32_t c = 0;
    char32_t min = 0;
    if ((lead & 0xE0) == 0xC0) {
        n = 2;
        c = lead & 0x1F;
        min = 0x80;
    } else if ((lead & 0xF0) == 0xE0) {
        n = 3;
        c = lead & 0x0F;
        min = 0x800;
    } else if ((lead & 0xF8) == 0xF0) {
        n = 4;
        c = lead & 0x07;
        min = 0x10000;
    } else {
        return kInvalid;
    }
    for (std::size_t i = 1; i < n; ++i) {
        const unsigned next = byte(at + i);
        if ((next & 0xC0) != 0x80)
            return kInvalid;
        c = (c << 6) | (next & 0x3F);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return kInvalid;
    *length = n;
    return c;
}

// Not seen, moving what is seen, or passing for a plain space.
bool hidden(char32_t c)
{
    if (c == U' ')
        return false;
    switch (QChar::category(c)) {
    case QChar::Other_Control: // C0, DEL, C1
    case QChar::Other_Format: // bidi controls, zero-width (non-)joiners and space, soft hyphen,
        // word joiner, BOM, Arabic letter mark, tags, ...
    case QChar::Other_Surrogate:
    case QChar::Other_PrivateUse:
    case QChar::Other_NotAssigned:
    case QChar::Separator_Space: // U+00A0, U+2000..U+200A, U+3000: spaces that are not U+0020
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph: return true;
    default: break;
    }
    return c == 0x034F // combining grapheme joiner
        || (c >= 0xFE00 && c <= 0xFE0F) // variation selectors
        || (c >= 0xE0100 && c <= 0xE01EF) || c == 0x115F || c == 0x1160 || c == 0x3164
        || c == 0xFFA0 // Hangul fillers (blank letters)
        || c == 0x2800 // braille blank
        || c == 0x180E; // Mongolian vowel separator
}

} // namespace

std::optional<char32_t> DisplayText::firstHidden(std::string_view utf8)
{
    for (std::size_t at = 0; at < utf8.size();) {
        std::size_t length = 1;
        const char32_t c = decodeAt(utf8, at, &length);
        if (c == kInvalid)
            return U'\uFFFD';
        if (hidden(c))
            return c;
        at += length;
    }
    return std::nullopt;
}

std::string DisplayText::escaped(std::string_view utf8)
{
    if (!firstHidden(utf8))
        return std::string(utf8);
    std::string out;
    out.reserve(utf8.size() + 16);
    for (std::size_t at = 0; at < utf8.size();) {
        std::size_t length = 1;
        const char32_t c = decodeAt(utf8, at, &length);
        char code[16];
        if (c == kInvalid) {
            std::snprintf(code, sizeof code, "\\x%02X", unsigned(static_cast<unsigned char>(utf8[at])));
            out += code;
        } else if (hidden(c)) {
            std::snprintf(code, sizeof code, c > 0xFFFF ? "\\u{%X}" : "\\u%04X", unsigned(c));
            out += code;
        } else {
            out.append(utf8.substr(at, length));
        }
        at += length;
    }
    return out;
}

std::optional<std::pair<char32_t, char32_t>> DisplayText::firstMixedScript(std::string_view utf8)
{
    // The scripts whose letters pass for each other's (Unicode's confusables: Latin a, Cyrillic a,
    // Greek alpha). Latin beside Han, Kana or Hangul is an ordinary name ("Jörg 张") and stays.
    const auto lookalike = [](QChar::Script script) {
        return script == QChar::Script_Latin || script == QChar::Script_Cyrillic || script == QChar::Script_Greek
            || script == QChar::Script_Armenian || script == QChar::Script_Cherokee || script == QChar::Script_Coptic;
    };
    char32_t first = 0;
    for (std::size_t at = 0; at < utf8.size();) {
        std::size_t length = 1;
        const char32_t c = decodeAt(utf8, at, &length);
        at += length;
        if (c == kInvalid || !QChar::isLetter(c) || !lookalike(QChar::script(c)))
            continue;
        if (first == 0)
            first = c;
        else if (QChar::script(c) != QChar::script(first))
            return std::pair {first, c};
    }
    return std::nullopt;
}

std::string DisplayText::codePointName(char32_t c)
{
    char name[16];
    std::snprintf(name, sizeof name, "U+%04X", unsigned(c));
    return name;
}

bool DisplayText::isBlank(std::string_view utf8)
{
    for (std::size_t at = 0; at < utf8.size();) {
        std::size_t length = 1;
        const char32_t c = decodeAt(utf8, at, &length);
        if (c != kInvalid && c != U' ' && !hidden(c))
            return false;
        at += length;
    }
    return true;
}

} // namespace rackops::sim
