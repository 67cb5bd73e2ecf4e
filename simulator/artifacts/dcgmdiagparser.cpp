#include "artifacts/dcgmdiagparser.h"

#include "artifacts/artifacttext.h"
#include "artifacts/dcgmdiagrules.h"
#include "artifacts/dcgmdiagtextparser.h"
#include "artifacts/jsonlineindex.h"
#include "phrase/phrase.h"
#include "artifacts/verdictrules.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>

namespace rackops {

using sim::Phrase;
using sim::PhraseCode;

namespace {

constexpr std::string_view kRoot4 = "DCGM Diagnostic";
constexpr std::string_view kRoot3 = "DCGM GPU Diagnostic";
constexpr int kMaxEntityId = 4095; // far beyond any node; bounds what "0,1,..." can expand to

QLatin1String key(std::string_view text)
{
    return QLatin1String(text.data(), static_cast<qsizetype>(text.size()));
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
    return text;
}

// Integers may come as numbers or as strings ("3").
std::optional<int> toInt(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (d >= 0 && d <= kMaxEntityId && std::floor(d) == d)
            return static_cast<int>(d);
        return std::nullopt;
    }
    if (value.isString()) {
        bool ok = false;
        const int n = value.toString().trimmed().toInt(&ok);
        if (ok && n >= 0 && n <= kMaxEntityId)
            return n;
    }
    return std::nullopt;
}

// Version fields are strings in practice, but a number must not be lost.
std::string toText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString().trimmed().toStdString();
    if (value.isDouble())
        return QString::number(value.toDouble()).toStdString();
    return {};
}

struct EntityKey {
    v1::ValidationEntityKind kind;
    std::string group; // for entities that are neither GPU nor NVSwitch
    int id;
    auto operator<=>(const EntityKey &) const = default;
};

class Reader {
public:
    Reader(ArtifactParseResult &result, const JsonLineIndex &index, std::string root)
        : r(result)
        , lines(index)
        , rootPath(std::move(root))
    {
    }

    void read(const QJsonObject &document, const QJsonObject &diag);

private:
    int line(std::string path) const;
    void error(const std::string &path, v1::LocalizedText message) { r.addError(line(path), path, std::move(message)); }
    void warn(const std::string &path, v1::LocalizedText message)
    {
        r.addWarning(line(path), path, std::move(message));
    }

    void readTest(const QJsonObject &test, const std::string &category, const std::string &path);
    bool readResult(const QJsonObject &result, const std::string &category, const std::string &path,
                    v1::TestResult &test, std::map<EntityKey, v1::EntityResult> &entities,
                    v1::ValidationVerdict &testVerdict);
    std::optional<std::vector<EntityKey>> entitiesOf(const QJsonObject &result, const std::string &category,
                                                     const std::string &path);
    v1::ValidationVerdict verdictOf(const QJsonValue &status, const std::string &path);
    void readDevices(const QJsonObject &document);
    void attachDevices();

    ArtifactParseResult &r;
    const JsonLineIndex &lines;
    std::string rootPath;
    v1::SuiteResult suite;
    // Serial number and PCI device id per entity: DCGM 4.x "entity_groups",
    // DCGM 3.x "GPU Device Serials" {"0": ...} and "GPU Device IDs" [...].
    std::map<EntityKey, std::pair<std::string, std::string>> devices;
};

int Reader::line(std::string path) const
{
    // A missing field has no line; its nearest present parent has.
    while (!path.empty()) {
        if (const int l = lines.lineOf(path))
            return l;
        const auto cut = path.find_last_of(".[");
        path.resize(cut == std::string::npos ? 0 : cut);
    }
    return 0;
}

v1::ValidationVerdict Reader::verdictOf(const QJsonValue &status, const std::string &path)
{
    const std::string text = status.toString().toStdString();
    if (const auto verdict = VerdictRules::fromStatus(text))
        return *verdict;
    warn(path, Phrase::make("artifact.unknown_status", {Phrase::id(ArtifactText::excerpt(text))}));
    return v1::VALIDATION_VERDICT_FAIL;
}

std::optional<std::vector<EntityKey>> Reader::entitiesOf(const QJsonObject &result, const std::string &category,
                                                         const std::string &path)
{
    std::vector<EntityKey> keys;
    // DCGM 2.x to 3.2: "gpu_ids" is "0,1,2,3", "3" or 3; DCGM 3.3: "gpu_id": "3"
    // (an int on a failed deployment check).
    const char *idsKey = result.contains(QLatin1String("gpu_ids")) ? "gpu_ids" : "gpu_id";
    if (const QJsonValue ids = result.value(QLatin1String(idsKey)); !ids.isUndefined()) {
        const std::string field = JsonLineIndex::child(path, idsKey);
        if (ids.isDouble()) {
            if (const auto id = toInt(ids))
                keys.push_back({v1::VALIDATION_ENTITY_KIND_GPU, {}, *id});
        } else if (ids.isArray()) {
            for (const QJsonValue &item : ids.toArray()) {
                const auto id = toInt(item);
                if (!id) {
                    keys.clear();
                    break;
                }
                keys.push_back({v1::VALIDATION_ENTITY_KIND_GPU, {}, *id});
            }
        } else if (ids.isString()) {
            for (QString part : ids.toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                // The format comment in DCGM's JsonResult.hpp writes "gpu0,gpu1".
                part = part.trimmed();
                if (part.startsWith(QLatin1String("gpu"), Qt::CaseInsensitive))
                    part = part.mid(3);
                const auto id = toInt(QJsonValue(part));
                if (!id) {
                    error(field,
                          Phrase::make("artifact.expected_gpu_ids_found",
                                       {Phrase::id(ArtifactText::excerpt(ids.toString().toStdString()))}));
                    return std::nullopt;
                }
                keys.push_back({v1::VALIDATION_ENTITY_KIND_GPU, {}, *id});
            }
        }
        if (keys.empty()) {
            error(field, Phrase::make("artifact.expected_gpu_ids"));
            return std::nullopt;
        }
        return keys;
    }
    // DCGM 4.x: one entity per result.
    const QJsonValue idValue = result.value(QLatin1String("entity_id"));
    if (idValue.isUndefined()) {
        // DCGM 2.x and 3.x deployment checks concern the node, not one GPU:
        // they carry only a status. Elsewhere such a result is kept for the test.
        if (lower(category) != "deployment")
            warn(path, Phrase::make("artifact.result_without_entity"));
        return keys;
    }
    const auto id = toInt(idValue);
    if (!id) {
        error(JsonLineIndex::child(path, "entity_id"), Phrase::make("artifact.expected_whole_number"));
        return std::nullopt;
    }
    const std::string group = result.value(QLatin1String("entity_group")).toString(QStringLiteral("GPU")).toStdString();
    const std::string g = lower(group);
    if (g == "gpu")
        keys.push_back({v1::VALIDATION_ENTITY_KIND_GPU, {}, *id});
    else if (g == "nvswitch" || g == "switch")
        keys.push_back({v1::VALIDATION_ENTITY_KIND_NVSWITCH, {}, *id});
    else // kept, not dropped: a failing CPU must not vanish from the verdict
        keys.push_back({v1::VALIDATION_ENTITY_KIND_UNSPECIFIED, group, *id});
    return keys;
}

std::string entityName(const EntityKey &key)
{
    switch (key.kind) {
    case v1::VALIDATION_ENTITY_KIND_GPU: return "GPU" + std::to_string(key.id);
    case v1::VALIDATION_ENTITY_KIND_NVSWITCH: return "NVS" + std::to_string(key.id);
    default: return key.group + std::to_string(key.id);
    }
}

// Warnings and info come as a string, a list of strings, or (DCGM >= 3)
// objects {"warning": text, "error_id": N, ...}.
struct Message {
    std::string text;
    std::string code;
    int errorId = -1;
    std::optional<int> category;
    std::optional<int> severity;
};

std::vector<Message> messagesOf(const QJsonValue &value)
{
    std::vector<Message> out;
    const auto one = [&out](const QJsonValue &item) {
        if (item.isString()) {
            Message m;
            m.text = item.toString().toStdString();
            out.push_back(std::move(m));
        } else if (item.isObject()) {
            const QJsonObject o = item.toObject();
            Message m;
            // DCGM 3.3 names a deployment check's message "warnings", per-GPU ones "warning".
            for (const char *field : {"warning", "warnings", "error", "info", "message", "msg"}) {
                if (o.value(QLatin1String(field)).isString()) {
                    m.text = o.value(QLatin1String(field)).toString().toStdString();
                    break;
                }
            }
            if (const auto code = toInt(o.value(QLatin1String("error_id")))) {
                m.code = std::to_string(*code);
                m.errorId = *code;
            }
            m.category = toInt(o.value(QLatin1String("error_category")));
            m.severity = toInt(o.value(QLatin1String("error_severity")));
            if (!m.text.empty() || !m.code.empty())
                out.push_back(std::move(m));
        }
    };
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray())
            one(item);
    } else {
        one(value);
    }
    return out;
}

bool Reader::readResult(const QJsonObject &result, const std::string &category, const std::string &path,
                        v1::TestResult &test, std::map<EntityKey, v1::EntityResult> &entities,
                        v1::ValidationVerdict &testVerdict)
{
    const auto keys = entitiesOf(result, category, path);
    const QJsonValue status = result.value(QLatin1String("status"));
    if (!status.isString()) {
        error(JsonLineIndex::child(path, "status"),
              Phrase::make(status.isUndefined() ? PhraseCode("artifact.result_needs_status")
                                                : PhraseCode("artifact.expected_status_string")));
        return false;
    }
    if (!keys)
        return false;
    v1::ValidationVerdict verdict = verdictOf(status, JsonLineIndex::child(path, "status"));
    // Failures come as "warnings"; some versions also list "errors" alike.
    // Up to DCGM 3.2 "warnings" is one string and "error_id" sits beside it.
    std::vector<Message> warnings = messagesOf(result.value(QLatin1String("warnings")));
    for (Message &m : messagesOf(result.value(QLatin1String("errors"))))
        warnings.push_back(std::move(m));
    if (const auto code = toInt(result.value(QLatin1String("error_id")))) {
        for (Message &m : warnings) {
            if (m.code.empty()) {
                m.code = std::to_string(*code);
                m.errorId = *code;
            }
        }
    }
    const std::vector<Message> info = messagesOf(result.value(QLatin1String("info")));
    std::string who = keys->empty() ? std::string() : entityName(keys->front());
    if (keys->size() > 1)
        who = "GPUs " + toText(result.value(QLatin1String("gpu_ids")));
    const std::string prefix = who.empty() ? std::string() : who + ": ";
    for (const Message &m : info)
        test.add_info(prefix + m.text);
    // A test that failed because the diagnostic itself broke says nothing
    // about the GPU: TOOL_ERROR, so nobody sends a good GPU back.
    const bool toolFailed = verdict == v1::VALIDATION_VERDICT_FAIL && !warnings.empty()
        && std::all_of(warnings.begin(), warnings.end(), [](const Message &m) {
                                return DcgmDiagRules::isToolError(m.text, m.errorId, m.category.value_or(-1));
                            });
    if (toolFailed)
        verdict = v1::VALIDATION_VERDICT_TOOL_ERROR;
    const bool bad = verdict == v1::VALIDATION_VERDICT_FAIL || verdict == v1::VALIDATION_VERDICT_WARN
        || verdict == v1::VALIDATION_VERDICT_TOOL_ERROR;
    if (!bad) {
        for (const Message &m : warnings)
            test.add_warnings(prefix + m.text);
    }
    if (keys->empty()) {
        testVerdict = VerdictRules::worst(testVerdict, verdict);
        if (bad) {
            for (const Message &m : warnings) {
                const std::string &text = test.failure_text();
                test.set_failure_text(text.empty() ? m.text : text + "; " + m.text);
            }
        }
        return true;
    }

    for (const EntityKey &k : *keys) {
        auto [it, fresh] = entities.try_emplace(k);
        v1::EntityResult &entity = it->second;
        if (fresh) {
            entity.set_entity_kind(k.kind);
            entity.set_entity_id(entityName(k));
            if (k.kind == v1::VALIDATION_ENTITY_KIND_GPU)
                entity.set_gpu_index(k.id);
        } else {
            warn(path, Phrase::make("artifact.entity_twice", {Phrase::id(entityName(k))}));
        }
        entity.set_verdict(VerdictRules::worst(entity.verdict(), verdict));
        if (!bad)
            continue;
        for (const Message &m : warnings) {
            if (!m.text.empty()) {
                std::string text = entity.failure_text();
                entity.set_failure_text(text.empty() ? m.text : text + "; " + m.text);
            }
            if (entity.failure_code().empty())
                entity.set_failure_code(m.code);
            if (m.category && !entity.has_error_category())
                entity.set_error_category(*m.category);
            if (m.severity && !entity.has_error_severity())
                entity.set_error_severity(*m.severity);
        }
    }
    return true;
}

void Reader::readTest(const QJsonObject &object, const std::string &category, const std::string &path)
{
    const QJsonValue name = object.value(QLatin1String("name"));
    if (!name.isString() || name.toString().trimmed().isEmpty()) {
        error(JsonLineIndex::child(path, "name"), Phrase::make("artifact.test_needs_name"));
        return;
    }
    v1::TestResult test;
    test.set_name(name.toString().trimmed().toStdString());
    test.set_category(category);
    test.set_level(DcgmDiagRules::levelOf(category, test.name()));

    std::map<EntityKey, v1::EntityResult> entities;
    v1::ValidationVerdict verdict = v1::VALIDATION_VERDICT_UNSPECIFIED; // of results without an entity
    const std::string resultsPath = JsonLineIndex::child(path, "results");
    const QJsonValue results = object.value(QLatin1String("results"));
    if (results.isArray()) {
        const QJsonArray list = results.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string itemPath = JsonLineIndex::element(resultsPath, static_cast<int>(i));
            if (list.at(i).isNull()) {
                warn(itemPath, Phrase::make("artifact.null_result"));
            } else if (!list.at(i).isObject()) {
                error(itemPath, Phrase::make("artifact.expected_result_object"));
            } else {
                readResult(list.at(i).toObject(), category, itemPath, test, entities, verdict);
            }
        }
    } else if (!results.isUndefined() && !results.isNull()) {
        error(resultsPath, Phrase::make("artifact.expected_results"));
        return;
    }

    for (auto &[k, entity] : entities) {
        verdict = VerdictRules::worst(verdict, entity.verdict());
        *test.add_entities() = std::move(entity);
    }
    // DCGM 4.x also states a verdict per test; a worse one is never hidden.
    const QJsonObject summary = object.value(QLatin1String("test_summary")).toObject();
    const QJsonValue summaryStatus = summary.value(QLatin1String("status"));
    if (summaryStatus.isString()) {
        const std::string statusPath = JsonLineIndex::child(JsonLineIndex::child(path, "test_summary"), "status");
        v1::ValidationVerdict stated = verdictOf(summaryStatus, statusPath);
        const std::vector<Message> summaryWarnings = messagesOf(summary.value(QLatin1String("warnings")));
        // The summary repeats the entities' errors: a FAIL made only of tool
        // errors is the tool's failure too.
        if (stated == v1::VALIDATION_VERDICT_FAIL
            && (summaryWarnings.empty()
                    ? verdict == v1::VALIDATION_VERDICT_TOOL_ERROR
                    : std::all_of(summaryWarnings.begin(), summaryWarnings.end(), [](const Message &m) {
                          return DcgmDiagRules::isToolError(m.text, m.errorId, m.category.value_or(-1));
                      })))
            stated = v1::VALIDATION_VERDICT_TOOL_ERROR;
        verdict = VerdictRules::worst(verdict, stated);
        for (const Message &m : messagesOf(summary.value(QLatin1String("info"))))
            test.add_info(m.text);
        for (const Message &m : summaryWarnings)
            test.add_warnings(m.text);
    }
    if (verdict == v1::VALIDATION_VERDICT_UNSPECIFIED) {
        warn(path, Phrase::make("artifact.test_no_results", {Phrase::id(test.name())}));
        verdict = v1::VALIDATION_VERDICT_NOT_RUN;
    }
    test.set_verdict(verdict);
    *suite.add_tests() = std::move(test);
}

void Reader::read(const QJsonObject &document, const QJsonObject &diag)
{
    const std::string categoriesPath = JsonLineIndex::child(rootPath, "test_categories");
    const QJsonValue categories = diag.value(QLatin1String("test_categories"));
    if (!categories.isArray()) {
        const QJsonValue runtimeError = diag.value(QLatin1String("runtime_error"));
        error(runtimeError.isString() ? JsonLineIndex::child(rootPath, "runtime_error") : categoriesPath,
              runtimeError.isString()
                  ? Phrase::make("artifact.diag_did_not_run",
                                 {Phrase::id(ArtifactText::excerpt(runtimeError.toString().toStdString(), 500))})
                  : Phrase::make("artifact.expected_categories"));
        return;
    }
    const QJsonArray list = categories.toArray();
    for (qsizetype c = 0; c < list.size(); ++c) {
        const std::string categoryPath = JsonLineIndex::element(categoriesPath, static_cast<int>(c));
        if (list.at(c).isNull()) {
            warn(categoryPath, Phrase::make("artifact.null_category"));
            continue;
        }
        const QJsonObject category = list.at(c).toObject();
        const std::string categoryName = category.value(QLatin1String("category")).toString().toStdString();
        const std::string testsPath = JsonLineIndex::child(categoryPath, "tests");
        const QJsonValue tests = category.value(QLatin1String("tests"));
        if (!list.at(c).isObject() || !tests.isArray()) {
            error(list.at(c).isObject() ? testsPath : categoryPath, Phrase::make("artifact.expected_category"));
            continue;
        }
        const QJsonArray testList = tests.toArray();
        for (qsizetype t = 0; t < testList.size(); ++t) {
            const std::string testPath = JsonLineIndex::element(testsPath, static_cast<int>(t));
            if (testList.at(t).isNull())
                warn(testPath, Phrase::make("artifact.null_test"));
            else if (!testList.at(t).isObject())
                error(testPath, Phrase::make("artifact.expected_test_object"));
            else
                readTest(testList.at(t).toObject(), categoryName, testPath);
        }
    }
    if (suite.tests_size() == 0 && r.errors.empty())
        error(categoriesPath, Phrase::make("artifact.no_tests"));

    // The version sits in "metadata" (4.x), on the root object (3.x, next to
    // the diagnostic) or, after a runtime error, in the diagnostic object.
    const QJsonObject metadata = document.value(QLatin1String("metadata")).toObject();
    const auto field = [&](const char *name, std::string *where = nullptr) {
        const std::pair<const QJsonObject *, std::string> places[] = {
            {&metadata, "metadata"}, {&document, std::string()}, {&diag, rootPath}};
        for (const auto &[object, path] : places) {
            std::string text = toText(object->value(QLatin1String(name)));
            if (!text.empty()) {
                if (where)
                    *where = path.empty() ? std::string(name) : JsonLineIndex::child(path, name);
                return text;
            }
        }
        return std::string();
    };
    std::string versionPath;
    const std::string version = field("version", &versionPath);
    const std::string driver = field("Driver Version Detected");
    const bool shape4 = rootPath == kRoot4;
    if (!shape4) {
        // One root name from 2.x to 3.x; the version (or a 2.x test name) tells them apart.
        const bool named2 = std::any_of(suite.tests().begin(), suite.tests().end(),
                                        [](const v1::TestResult &t) { return t.name() == "Blacklist"; });
        r.setDetectedFormat(Phrase::verbatim(!version.empty()
                                                 ? (version.front() == '2' ? "DCGM 2.x JSON" : "DCGM 3.x JSON")
                                                 : (named2 ? "DCGM 2.x JSON" : "DCGM 2.x/3.x JSON")));
    }
    if (!version.empty()) {
        const bool fits = shape4 ? version.front() >= '4' : (version.front() == '2' || version.front() == '3');
        if (!fits)
            warn(versionPath,
                 Phrase::make("artifact.version_mismatch",
                              {Phrase::id(ArtifactText::excerpt(version)), Phrase::id(r.detectedFormat)}));
    }
    v1::LocalizedText tool = DcgmDiagRules::toolVersion(version, driver);
    for (const char *eud : {"EUD Test Version", "EUD Package Version", "CPU EUD Test Version"}) {
        if (const std::string v = toText(metadata.value(QLatin1String(eud))); !v.empty())
            tool = Phrase::make("tool.and", {Phrase::text(std::move(tool)), Phrase::id(std::string(eud) + " " + v)});
    }
    suite.set_tool_version(tool.english());
    *suite.mutable_tool_version_text() = std::move(tool);

    readDevices(document);
    attachDevices();
    DcgmDiagRules::finishSuite(suite);
    r.suite = std::move(suite);
}

void Reader::readDevices(const QJsonObject &document)
{
    // DCGM 4.x: [{"entity_group": "GPU", "entities": [{"entity_id": 0, "serial_num": ..., "device_id": ...}]}]
    for (const QJsonValue &group : document.value(QLatin1String("entity_groups")).toArray()) {
        const QJsonObject g = group.toObject();
        const std::string name =
            lower(g.value(QLatin1String("entity_group")).toString(QStringLiteral("GPU")).toStdString());
        const v1::ValidationEntityKind kind = name == "gpu" ? v1::VALIDATION_ENTITY_KIND_GPU
            : (name == "nvswitch" || name == "switch")      ? v1::VALIDATION_ENTITY_KIND_NVSWITCH
                                                            : v1::VALIDATION_ENTITY_KIND_UNSPECIFIED;
        const std::string groupName = kind == v1::VALIDATION_ENTITY_KIND_UNSPECIFIED
            ? g.value(QLatin1String("entity_group")).toString().toStdString()
            : std::string();
        for (const QJsonValue &entity : g.value(QLatin1String("entities")).toArray()) {
            const QJsonObject e = entity.toObject();
            if (const auto id = toInt(e.value(QLatin1String("entity_id"))))
                devices[{kind, groupName, *id}] = {
                    ArtifactText::excerpt(toText(e.value(QLatin1String("serial_num"))), 64),
                    ArtifactText::excerpt(toText(e.value(QLatin1String("device_id"))), 16)};
        }
    }
    // DCGM 3.x: "GPU Device Serials": {"0": "..."}, "GPU Device IDs": ["2330", ...] in GPU order.
    const QJsonObject serials = document.value(QLatin1String("GPU Device Serials")).toObject();
    for (auto it = serials.begin(); it != serials.end(); ++it) {
        if (const auto id = toInt(QJsonValue(it.key())))
            devices[{v1::VALIDATION_ENTITY_KIND_GPU, {}, *id}].first = ArtifactText::excerpt(toText(it.value()), 64);
    }
    const QJsonArray ids = document.value(QLatin1String("GPU Device IDs")).toArray();
    for (qsizetype i = 0; i < ids.size() && i <= kMaxEntityId; ++i)
        devices[{v1::VALIDATION_ENTITY_KIND_GPU, {}, static_cast<int>(i)}].second =
            ArtifactText::excerpt(toText(ids.at(i)), 16);
}

void Reader::attachDevices()
{
    if (devices.empty())
        return;
    for (v1::TestResult &test : *suite.mutable_tests()) {
        for (v1::EntityResult &entity : *test.mutable_entities()) {
            const bool gpu = entity.entity_kind() == v1::VALIDATION_ENTITY_KIND_GPU;
            const bool nvswitch = entity.entity_kind() == v1::VALIDATION_ENTITY_KIND_NVSWITCH;
            if (!gpu && !nvswitch)
                continue;
            const int id = gpu ? entity.gpu_index() : std::atoi(entity.entity_id().c_str() + 3);
            if (const auto it = devices.find({entity.entity_kind(), {}, id}); it != devices.end()) {
                entity.set_serial(it->second.first);
                entity.set_device_id(it->second.second);
            }
        }
    }
}

} // namespace

ArtifactParseResult DcgmDiagParser::parse(std::string_view bytes)
{
    ArtifactParseResult result;
    result.format = v1::ARTIFACT_FORMAT_DCGM_DIAG_JSON;
    if (!ArtifactText::admit(bytes, result)) {
        result.finish();
        return result;
    }
    const ArtifactText text(ArtifactText::withoutBom(bytes));
    const std::string_view all = text.text();

    // dcgmi may print a banner first: the JSON starts at the first line that
    // starts with "{" (or, failing that, at the first "{").
    if (DcgmDiagTextParser::looksLikeTable(all))
        return DcgmDiagTextParser::parse(bytes);
    std::size_t start = all.front() == '{' ? 0 : all.find("\n{");
    start = start == std::string_view::npos ? all.find('{') : (start == 0 ? 0 : start + 1);
    if (start == std::string_view::npos) {
        const bool nccl =
            all.find("# nThread") != std::string_view::npos || all.find("out-of-place") != std::string_view::npos;
        result.setDetectedFormat(Phrase::make(nccl ? PhraseCode("format.nccl_output") : PhraseCode("format.not_json")));
        result.addError(1, {},
                        Phrase::make(nccl ? PhraseCode("artifact.nccl_not_dcgm") : PhraseCode("artifact.no_json")));
        result.finish();
        return result;
    }
    if (all.substr(0, start).find_first_not_of(" \t\r\n") != std::string_view::npos)
        result.addWarning(1, {}, Phrase::make("artifact.text_before_json", {Phrase::integer(text.lineAt(start) - 1)}));

    std::string_view json = all.substr(start);
    QJsonParseError parseError;
    QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromRawData(json.data(), static_cast<qsizetype>(json.size())), &parseError);
    if (parseError.error == QJsonParseError::GarbageAtEnd) {
        result.addWarning(text.lineAt(start + parseError.offset), {}, Phrase::make("artifact.text_after_json"));
        json = json.substr(0, static_cast<std::size_t>(parseError.offset));
        document = QJsonDocument::fromJson(QByteArray::fromRawData(json.data(), static_cast<qsizetype>(json.size())),
                                           &parseError);
    }
    if (parseError.error != QJsonParseError::NoError) {
        result.setDetectedFormat(Phrase::make("format.invalid_json"));
        result.addError(text.lineAt(start + static_cast<std::size_t>(std::max(0, parseError.offset))), {},
                        Phrase::make("artifact.invalid_json", {Phrase::id(parseError.errorString().toStdString())}));
        result.finish();
        return result;
    }
    const QJsonObject root = document.object();
    const bool shape4 = root.contains(key(kRoot4));
    const std::string rootName(shape4 ? kRoot4 : kRoot3);
    if (!document.isObject() || !root.value(key(rootName)).isObject()) {
        result.setDetectedFormat(Phrase::make("format.json_not_dcgm"));
        result.addError(text.lineAt(start), {}, Phrase::make("artifact.not_dcgm_object"));
        result.finish();
        return result;
    }
    result.setDetectedFormat(Phrase::verbatim(shape4 ? "DCGM 4.x JSON" : "DCGM 3.x JSON"));
    if (shape4 && root.contains(key(kRoot3)))
        result.addWarning(text.lineAt(start), std::string(kRoot3), Phrase::make("artifact.both_shapes"));

    const JsonLineIndex index(json, text.lineAt(start));
    if (!index.complete())
        result.addWarning(0, {}, Phrase::make("artifact.too_many_values"));
    // QJsonDocument keeps the last of duplicate keys silently. Inside the
    // results that could turn a FAIL into a PASS, so it is refused there.
    const std::string results = JsonLineIndex::child(rootName, "test_categories");
    for (const auto &duplicate : index.duplicates()) {
        if (duplicate.path.rfind(results, 0) == 0)
            result.addError(duplicate.line, duplicate.path, Phrase::make("artifact.duplicate_key_refused"));
        else
            result.addWarning(duplicate.line, duplicate.path, Phrase::make("artifact.duplicate_key_last"));
    }
    Reader(result, index, rootName).read(root, root.value(key(rootName)).toObject());
    result.finish();
    return result;
}

} // namespace rackops
