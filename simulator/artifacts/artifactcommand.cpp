#include "artifacts/artifactcommand.h"

#include "artifacts/artifactparser.h"
#include "artifacts/artifacttext.h"

#include <QFile>
#include <QFileInfo>

#include <google/protobuf/util/json_util.h>

#include <ostream>

namespace rackops {

namespace {

void printIssues(std::ostream &err, const std::string &file, const std::vector<v1::ArtifactIssue> &issues,
                 const char *kind)
{
    for (const v1::ArtifactIssue &issue : issues) {
        err << file << ':';
        if (issue.line() > 0)
            err << issue.line() << ':';
        err << ' ' << kind;
        if (!issue.field().empty())
            err << issue.field() << ": ";
        err << issue.message() << '\n';
    }
}

} // namespace

int ArtifactCommand::run(const QString &fileName, const QString &format, std::ostream &out, std::ostream &err,
                         const QString &collective)
{
    const std::string name = fileName.toStdString();
    v1::ArtifactFormat hint = v1::ARTIFACT_FORMAT_UNSPECIFIED;
    if (format == QLatin1String("dcgm")) {
        hint = v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON; // reads the plain-text table too
    } else if (format == QLatin1String("nccl")) {
        hint = v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF;
    } else if (!format.isEmpty()) {
        err << "rackops-sim: --format must be dcgm or nccl\n";
        return 2;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        err << name << ": cannot read: " << file.errorString().toStdString() << '\n';
        return 2;
    }
    if (file.size() > static_cast<qint64>(ArtifactText::kMaxBytes)) {
        err << name << ": " << file.size() << " bytes; at most 16 MiB are accepted\n";
        return 2;
    }
    // One byte past the cap: a file that grew meanwhile is refused, not cut.
    const QByteArray bytes = file.read(static_cast<qint64>(ArtifactText::kMaxBytes) + 1);
    const std::string_view view(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const ArtifactParseResult result =
        ArtifactParser::parse(view, hint, QFileInfo(fileName).fileName().toStdString(), collective.toStdString());
    printIssues(err, name, result.errors, "");
    printIssues(err, name, result.warnings, "warning: ");
    if (!result.ok()) {
        err << name << ": not imported (" << result.detectedFormat << ")\n";
        if (!result.collectiveCandidates.empty()) {
            err << name << ": say which test it was with --collective";
            for (std::size_t i = 0; i < result.collectiveCandidates.size(); ++i)
                err << (i == 0 ? " " : " or ") << result.collectiveCandidates[i];
            err << '\n';
        }
        return 2;
    }

    const v1::ValidationRun run =
        ArtifactParser::importedRun(result, view, QFileInfo(fileName).fileName().toStdString());
    google::protobuf::util::JsonPrintOptions options;
    options.add_whitespace = true;
    std::string json;
    const auto status = google::protobuf::util::MessageToJsonString(run, &json, options);
    if (!status.ok()) {
        err << name << ": cannot print the run: " << status.ToString() << '\n';
        return 1;
    }
    out << json;
    return 0;
}

} // namespace rackops
