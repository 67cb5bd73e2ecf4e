#include "artifacts/artifactparseresult.h"

#include "phrase/phrase.h"

namespace rackops {

namespace {

void addIssue(std::vector<v1::ArtifactIssue> &issues, std::size_t &dropped, int line, std::string field,
              v1::LocalizedText message)
{
    if (issues.size() >= ArtifactParseResult::kMaxIssues) {
        ++dropped;
        return;
    }
    v1::ArtifactIssue issue;
    issue.set_line(line);
    issue.set_field(std::move(field));
    issue.set_message(message.english());
    *issue.mutable_message_text() = std::move(message);
    issues.push_back(std::move(issue));
}

void closeIssues(std::vector<v1::ArtifactIssue> &issues, std::size_t &dropped)
{
    if (dropped == 0)
        return;
    v1::ArtifactIssue issue;
    *issue.mutable_message_text() =
        sim::Phrase::make("artifact.more_like_above", {sim::Phrase::integer(static_cast<std::int64_t>(dropped))});
    issue.set_message(issue.message_text().english());
    issues.push_back(std::move(issue));
    dropped = 0;
}

} // namespace

void ArtifactParseResult::addError(int line, std::string field, v1::LocalizedText message)
{
    addIssue(errors, m_droppedErrors, line, std::move(field), std::move(message));
}

void ArtifactParseResult::addWarning(int line, std::string field, v1::LocalizedText message)
{
    addIssue(warnings, m_droppedWarnings, line, std::move(field), std::move(message));
}

void ArtifactParseResult::refuseOverLimit(std::string field, v1::LocalizedText message)
{
    errors.insert(errors.begin(), v1::ArtifactIssue());
    v1::ArtifactIssue &issue = errors.front();
    issue.set_field(std::move(field));
    issue.set_message(message.english());
    *issue.mutable_message_text() = message;
    overLimit = std::move(message);
}

void ArtifactParseResult::setDetectedFormat(v1::LocalizedText text)
{
    detectedFormat = text.english();
    detectedFormatText = std::move(text);
}

void ArtifactParseResult::finish()
{
    closeIssues(errors, m_droppedErrors);
    closeIssues(warnings, m_droppedWarnings);
    if (!errors.empty())
        suite.reset();
}

} // namespace rackops
