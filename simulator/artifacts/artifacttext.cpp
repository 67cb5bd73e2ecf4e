#include "artifacts/artifacttext.h"

#include "artifacts/artifactparseresult.h"
#include "phrase/phrase.h"

#include <QString>

#include <algorithm>

namespace rackops {

bool ArtifactText::admit(std::string_view bytes, ArtifactParseResult &result)
{
    if (withoutBom(bytes).find_first_not_of(" \t\r\n") == std::string_view::npos) {
        result.setDetectedFormat(sim::Phrase::make("format.empty"));
        result.addError(0, {}, sim::Phrase::make("refusal.file_empty"));
        return false;
    }
    if (bytes.size() > kMaxBytes) {
        result.setDetectedFormat(sim::Phrase::make("format.too_large"));
        result.addError(0, {},
                        sim::Phrase::make("artifact.too_large",
                                          {sim::Phrase::integer(static_cast<std::int64_t>(bytes.size())),
                                           sim::Phrase::integer(static_cast<std::int64_t>(kMaxBytes))}));
        return false;
    }
    return true;
}

std::string_view ArtifactText::withoutBom(std::string_view bytes)
{
    constexpr std::string_view bom = "\xEF\xBB\xBF";
    if (bytes.substr(0, bom.size()) == bom)
        bytes.remove_prefix(bom.size());
    return bytes;
}

std::string ArtifactText::excerpt(std::string_view text, int maxChars)
{
    const std::size_t maxBytes = static_cast<std::size_t>(maxChars) * 4;
    QString decoded = QString::fromUtf8(text.data(), static_cast<qsizetype>(std::min(text.size(), maxBytes)));
    if (decoded.size() > maxChars || text.size() > maxBytes)
        decoded = decoded.left(maxChars) + QStringLiteral("...");
    return decoded.toStdString();
}

ArtifactText::ArtifactText(std::string_view text)
    : m_text(text)
{
    m_lineStarts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n')
            m_lineStarts.push_back(i + 1);
    }
}

int ArtifactText::lineAt(std::size_t offset) const
{
    // "Unexpected end" points past the final newline: name the last line.
    if (offset >= m_text.size() && !m_text.empty())
        offset = m_text.size() - 1;
    const auto next = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset);
    return static_cast<int>(next - m_lineStarts.begin());
}

} // namespace rackops
