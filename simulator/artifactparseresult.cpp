#include "artifactparseresult.h"

namespace rackops {

namespace {

void addIssue(std::vector<v1::ArtifactIssue> &issues, std::size_t &dropped, int line, std::string field,
              std::string message)
{
    if (issues.size() >= ArtifactParseResult::kMaxIssues) {
        ++dropped;
        return;
    }
    v1::ArtifactIssue issue;
    issue.set_line(line);
    issue.set_field(std::move(field));
    issue.set_message(std::move(message));
    issues.push_back(std::move(issue));
}

void closeIssues(std::vector<v1::ArtifactIssue> &issues, std::size_t &dropped)
{
    if (dropped == 0)
        return;
    v1::ArtifactIssue issue;
    issue.set_message("and " + std::to_string(dropped) + " more like the above");
    issues.push_back(std::move(issue));
    dropped = 0;
}

} // namespace

void ArtifactParseResult::addError(int line, std::string field, std::string message)
{
    addIssue(errors, m_droppedErrors, line, std::move(field), std::move(message));
}

void ArtifactParseResult::addWarning(int line, std::string field, std::string message)
{
    addIssue(warnings, m_droppedWarnings, line, std::move(field), std::move(message));
}

void ArtifactParseResult::finish()
{
    closeIssues(errors, m_droppedErrors);
    closeIssues(warnings, m_droppedWarnings);
    if (!errors.empty())
        suite.reset();
}

} // namespace rackops
