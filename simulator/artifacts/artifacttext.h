#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rackops {

struct ArtifactParseResult;

// The bytes of an artifact as text: the checks every format shares (empty,
// over 16 MiB, UTF-8 BOM) and byte offset -> 1-based line number.
class ArtifactText {
public:
    static constexpr std::size_t kMaxBytes = 16 * 1024 * 1024;

    // Empty or too large files are refused with an error in `result`.
    static bool admit(std::string_view bytes, ArtifactParseResult &result);
    static std::string_view withoutBom(std::string_view bytes);
    // Input text fit for a protobuf string and a message: valid UTF-8 (proto3
    // refuses anything else on the wire) and at most `maxChars` characters.
    static std::string excerpt(std::string_view text, int maxChars = 60);

    explicit ArtifactText(std::string_view text);
    std::string_view text() const { return m_text; }
    int lineAt(std::size_t offset) const;
    int lineCount() const { return static_cast<int>(m_lineStarts.size()); }

private:
    std::string_view m_text;
    std::vector<std::size_t> m_lineStarts;
};

} // namespace rackops
