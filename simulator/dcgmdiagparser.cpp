#include "dcgmdiagparser.h"

#include "artifacttext.h"
#include "jsonlineindex.h"
#include "verdictrules.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace rackops {

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

// The DCGM run level (-r) that first includes a test, by its name in either
// DCGM generation ("Memory Bandwidth" / "memory_bandwidth"); 0 if unknown.
int levelOf(const std::string &category, const std::string &name)
{
    std::string n;
    for (const char c : lower(name))
        n += (c == ' ' || c == '-') ? '_' : c;
    static const std::map<std::string, int> levels = {
        {"software", 1},         {"pcie", 2},           {"memory", 2},
        {"gpu_memory", 2},       {"diagnostic", 3},     {"targeted_stress", 3},
        {"targeted_power", 3},   {"memory_bandwidth", 3}, {"nvbandwidth", 3},
        {"nccl_tests", 3},       {"sm_stress", 3},      {"memtest", 4},
        {"pulse_test", 4},       {"eud", 4},
    };
    if (const auto it = levels.find(n); it != levels.end())
        return it->second;
    return lower(category) == "deployment" ? 1 : 0;
}

struct EntityKey
{
    v1::ValidationEntityKind kind;
    std::string group; // for entities that are neither GPU nor NVSwitch
    int id;
    auto operator<=>(const EntityKey &) const = default;
};

class Reader
{
public:
    Reader(ArtifactParseResult &result, const JsonLineIndex &index, std::string root)
        : r(result), lines(index), rootPath(std::move(root))
    {
    }

    void read(const QJsonObject &document, const QJsonObject &diag);

private:
    int line(std::string path) const;
    void error(const std::string &path, std::string message) { r.addError(line(path), path, std::move(message)); }
    void warn(const std::string &path, std::string message) { r.addWarning(line(path), path, std::move(message)); }

    void readTest(const QJsonObject &test, const std::string &category, const std::string &path);
    bool readResult(const QJsonObject &result, const std::string &path, v1::TestResult &test,
                    std::map<EntityKey, v1::EntityResult> &entities);
    std::optional<std::vector<EntityKey>> entitiesOf(const QJsonObject &result, const std::string &path);
    v1::ValidationVerdict verdictOf(const QJsonValue &status, const std::string &path);
    void summarize(v1::SuiteResult &suite) const;

    ArtifactParseResult &r;
    const JsonLineIndex &lines;
    std::string rootPath;
    v1::SuiteResult suite;
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
    warn(path, "unknown status \"" + ArtifactText::excerpt(text) + "\" read as FAIL");
    return v1::VALIDATION_VERDICT_FAIL;
}

std::optional<std::vector<EntityKey>> Reader::entitiesOf(const QJsonObject &result, const std::string &path)
{
    std::vector<EntityKey> keys;
    // DCGM 3.x: "gpu_ids" is "0,1,2,3", "3" or 3.
    if (const QJsonValue ids = result.value(QLatin1String("gpu_ids")); !ids.isUndefined()) {
        const std::string field = JsonLineIndex::child(path, "gpu_ids");
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
            for (const QString &part : ids.toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const auto id = toInt(QJsonValue(part));
                if (!id) {
                    error(field, "expected GPU ids like \"0,1,2\", found \"" + ArtifactText::excerpt(ids.toString().toStdString()) + "\"");
                    return std::nullopt;
                }
                keys.push_back({v1::VALIDATION_ENTITY_KIND_GPU, {}, *id});
            }
        }
        if (keys.empty()) {
            error(field, "expected GPU ids like \"0,1,2\" or a number");
            return std::nullopt;
        }
        return keys;
    }
    // DCGM 4.x: one entity per result.
    const QJsonValue idValue = result.value(QLatin1String("entity_id"));
    const auto id = toInt(idValue);
    if (!id) {
        error(JsonLineIndex::child(path, "entity_id"),
              idValue.isUndefined() ? "missing: a result needs \"entity_id\" or \"gpu_ids\""
                                    : "expected a non-negative whole number");
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
struct Message
{
    std::string text;
    std::string code;
};

std::vector<Message> messagesOf(const QJsonValue &value)
{
    std::vector<Message> out;
    const auto one = [&out](const QJsonValue &item) {
        if (item.isString()) {
            out.push_back({item.toString().toStdString(), {}});
        } else if (item.isObject()) {
            const QJsonObject o = item.toObject();
            Message m;
            for (const char *field : {"warning", "error", "info", "message", "msg"}) {
                if (o.value(QLatin1String(field)).isString()) {
                    m.text = o.value(QLatin1String(field)).toString().toStdString();
                    break;
                }
            }
            if (const auto code = toInt(o.value(QLatin1String("error_id"))))
                m.code = std::to_string(*code);
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

bool Reader::readResult(const QJsonObject &result, const std::string &path, v1::TestResult &test,
                        std::map<EntityKey, v1::EntityResult> &entities)
{
    const auto keys = entitiesOf(result, path);
    const QJsonValue status = result.value(QLatin1String("status"));
    if (!status.isString()) {
        error(JsonLineIndex::child(path, "status"),
              status.isUndefined() ? "missing: every result needs a status" : "expected a string like \"Pass\"");
        return false;
    }
    if (!keys)
        return false;
    const v1::ValidationVerdict verdict = verdictOf(status, JsonLineIndex::child(path, "status"));
    // Failures come as "warnings"; some versions also list "errors" alike.
    std::vector<Message> warnings = messagesOf(result.value(QLatin1String("warnings")));
    for (Message &m : messagesOf(result.value(QLatin1String("errors"))))
        warnings.push_back(std::move(m));
    const std::vector<Message> info = messagesOf(result.value(QLatin1String("info")));
    std::string who = entityName(keys->front());
    if (keys->size() > 1)
        who = "GPUs " + result.value(QLatin1String("gpu_ids")).toString().toStdString();
    for (const Message &m : info)
        test.add_info(who + ": " + m.text);
    const bool bad = verdict == v1::VALIDATION_VERDICT_FAIL || verdict == v1::VALIDATION_VERDICT_WARN;
    if (!bad) {
        for (const Message &m : warnings)
            test.add_warnings(who + ": " + m.text);
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
            warn(path, entityName(k) + " has more than one result in this test; the worst is kept");
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
        }
    }
    return true;
}

void Reader::readTest(const QJsonObject &object, const std::string &category, const std::string &path)
{
    const QJsonValue name = object.value(QLatin1String("name"));
    if (!name.isString() || name.toString().trimmed().isEmpty()) {
        error(JsonLineIndex::child(path, "name"), "missing: every test needs a name");
        return;
    }
    v1::TestResult test;
    test.set_name(name.toString().trimmed().toStdString());
    test.set_category(category);
    test.set_level(levelOf(category, test.name()));

    std::map<EntityKey, v1::EntityResult> entities;
    const std::string resultsPath = JsonLineIndex::child(path, "results");
    const QJsonValue results = object.value(QLatin1String("results"));
    if (results.isArray()) {
        const QJsonArray list = results.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const std::string itemPath = JsonLineIndex::element(resultsPath, static_cast<int>(i));
            if (list.at(i).isNull()) {
                warn(itemPath, "null result skipped");
            } else if (!list.at(i).isObject()) {
                error(itemPath, "expected a result object");
            } else {
                readResult(list.at(i).toObject(), itemPath, test, entities);
            }
        }
    } else if (!results.isUndefined() && !results.isNull()) {
        error(resultsPath, "expected a list of results");
        return;
    }

    v1::ValidationVerdict verdict = v1::VALIDATION_VERDICT_UNSPECIFIED;
    for (auto &[k, entity] : entities) {
        verdict = VerdictRules::worst(verdict, entity.verdict());
        *test.add_entities() = std::move(entity);
    }
    // DCGM 4.x also states a verdict per test; a worse one is never hidden.
    const QJsonObject summary = object.value(QLatin1String("test_summary")).toObject();
    const QJsonValue summaryStatus = summary.value(QLatin1String("status"));
    if (summaryStatus.isString()) {
        const std::string statusPath = JsonLineIndex::child(JsonLineIndex::child(path, "test_summary"), "status");
        verdict = VerdictRules::worst(verdict, verdictOf(summaryStatus, statusPath));
        for (const Message &m : messagesOf(summary.value(QLatin1String("info"))))
            test.add_info(m.text);
        for (const Message &m : messagesOf(summary.value(QLatin1String("warnings"))))
            test.add_warnings(m.text);
    }
    if (verdict == v1::VALIDATION_VERDICT_UNSPECIFIED) {
        warn(path, "test \"" + test.name() + "\" has no results; read as NOT_RUN");
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
              runtimeError.isString() ? "the diagnostic did not run: " + runtimeError.toString().toStdString()
                                      : std::string("missing: expected a list of test categories"));
        return;
    }
    const QJsonArray list = categories.toArray();
    for (qsizetype c = 0; c < list.size(); ++c) {
        const std::string categoryPath = JsonLineIndex::element(categoriesPath, static_cast<int>(c));
        if (list.at(c).isNull()) {
            warn(categoryPath, "null test category skipped");
            continue;
        }
        const QJsonObject category = list.at(c).toObject();
        const std::string categoryName = category.value(QLatin1String("category")).toString().toStdString();
        const std::string testsPath = JsonLineIndex::child(categoryPath, "tests");
        const QJsonValue tests = category.value(QLatin1String("tests"));
        if (!list.at(c).isObject() || !tests.isArray()) {
            error(list.at(c).isObject() ? testsPath : categoryPath, "expected a category with a list of tests");
            continue;
        }
        const QJsonArray testList = tests.toArray();
        for (qsizetype t = 0; t < testList.size(); ++t) {
            const std::string testPath = JsonLineIndex::element(testsPath, static_cast<int>(t));
            if (testList.at(t).isNull())
                warn(testPath, "null test skipped");
            else if (!testList.at(t).isObject())
                error(testPath, "expected a test object");
            else
                readTest(testList.at(t).toObject(), categoryName, testPath);
        }
    }
    if (suite.tests_size() == 0 && r.errors.empty())
        error(categoriesPath, "no tests found");

    // The version sits in "metadata" (4.x) or in the diagnostic object (3.x).
    const QJsonObject metadata = document.value(QLatin1String("metadata")).toObject();
    const auto field = [&](const char *name) {
        std::string text = toText(metadata.value(QLatin1String(name)));
        return text.empty() ? toText(diag.value(QLatin1String(name))) : text;
    };
    const std::string version = field("version");
    const std::string driver = field("Driver Version Detected");
    if (!version.empty()) {
        const bool shape4 = rootPath == kRoot4;
        if (version.front() != (shape4 ? '4' : '3') && !(shape4 && version.front() > '4'))
            warn(shape4 ? "metadata.version" : JsonLineIndex::child(rootPath, "version"),
                 "version " + version + " in a " + r.detectedFormat + " document");
    }
    suite.set_tool_version("DCGM " + (version.empty() ? std::string("(version not stated)") : version)
                           + (driver.empty() ? "" : ", driver " + driver));

    suite.set_kind(v1::VALIDATION_SUITE_KIND_DCGM_DIAG);
    v1::ValidationVerdict verdict = v1::VALIDATION_VERDICT_UNSPECIFIED;
    int level = 0;
    for (const v1::TestResult &test : suite.tests()) {
        verdict = VerdictRules::worst(verdict, test.verdict());
        level = std::max(level, test.level());
    }
    suite.set_verdict(verdict);
    suite.set_dcgm_level(level);
    summarize(suite);
    r.suite = std::move(suite);
}

// "1 of 4 GPUs FAIL software": how many GPUs carry the suite's verdict, in
// which tests.
void Reader::summarize(v1::SuiteResult &s) const
{
    std::set<int> gpus;
    std::set<int> hit;
    std::vector<std::string> names;
    for (const v1::TestResult &test : s.tests()) {
        for (const v1::EntityResult &entity : test.entities()) {
            if (entity.entity_kind() != v1::VALIDATION_ENTITY_KIND_GPU)
                continue;
            gpus.insert(entity.gpu_index());
            if (entity.verdict() == s.verdict())
                hit.insert(entity.gpu_index());
        }
        if (test.verdict() == s.verdict())
            names.push_back(test.name());
    }
    const std::string verdict = VerdictRules::name(s.verdict());
    std::string line;
    if (s.verdict() == v1::VALIDATION_VERDICT_PASS) {
        line = std::to_string(gpus.size()) + " of " + std::to_string(gpus.size()) + " GPUs PASS "
               + std::to_string(s.tests_size()) + (s.tests_size() == 1 ? " test" : " tests");
    } else {
        if (!hit.empty())
            line = std::to_string(hit.size()) + " of " + std::to_string(gpus.size()) + " GPUs ";
        line += verdict;
        for (std::size_t i = 0; i < names.size() && i < 3; ++i)
            line += (i ? ", " : " ") + names[i];
        if (names.size() > 3)
            line += " and " + std::to_string(names.size() - 3) + " more";
    }
    s.set_summary(line);
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
    std::size_t start = all.front() == '{' ? 0 : all.find("\n{");
    start = start == std::string_view::npos ? all.find('{') : (start == 0 ? 0 : start + 1);
    if (start == std::string_view::npos) {
        result.detectedFormat = "not JSON";
        result.addError(1, {}, "no JSON object found; expected the output of `dcgmi diag -j`");
        result.finish();
        return result;
    }
    if (all.substr(0, start).find_first_not_of(" \t\r\n") != std::string_view::npos)
        result.addWarning(1, {}, "text before the JSON skipped (lines 1 to " + std::to_string(text.lineAt(start) - 1) + ")");

    std::string_view json = all.substr(start);
    QJsonParseError parseError;
    QJsonDocument document = QJsonDocument::fromJson(
        QByteArray::fromRawData(json.data(), static_cast<qsizetype>(json.size())), &parseError);
    if (parseError.error == QJsonParseError::GarbageAtEnd) {
        result.addWarning(text.lineAt(start + parseError.offset), {}, "text after the JSON skipped");
        json = json.substr(0, static_cast<std::size_t>(parseError.offset));
        document = QJsonDocument::fromJson(
            QByteArray::fromRawData(json.data(), static_cast<qsizetype>(json.size())), &parseError);
    }
    if (parseError.error != QJsonParseError::NoError) {
        result.detectedFormat = "invalid JSON";
        result.addError(text.lineAt(start + static_cast<std::size_t>(std::max(0, parseError.offset))), {},
                        "invalid JSON: " + parseError.errorString().toStdString());
        result.finish();
        return result;
    }
    const QJsonObject root = document.object();
    const bool shape4 = root.contains(key(kRoot4));
    const std::string rootName(shape4 ? kRoot4 : kRoot3);
    if (!document.isObject() || !root.value(key(rootName)).isObject()) {
        result.detectedFormat = "JSON, not a DCGM diagnostic";
        result.addError(text.lineAt(start), {},
                        "expected an object \"DCGM Diagnostic\" (DCGM 4.x) or \"DCGM GPU Diagnostic\" (DCGM 3.x)");
        result.finish();
        return result;
    }
    result.detectedFormat = shape4 ? "DCGM 4.x JSON" : "DCGM 3.x JSON";
    if (shape4 && root.contains(key(kRoot3)))
        result.addWarning(text.lineAt(start), std::string(kRoot3), "both DCGM shapes present; the 4.x one is read");

    const JsonLineIndex index(json, text.lineAt(start));
    if (!index.complete())
        result.addWarning(0, {}, "too many values to locate them all: some issues lack a line, and duplicate keys past "
                                 "the first million values are not detected");
    // QJsonDocument keeps the last of duplicate keys silently. Inside the
    // results that could turn a FAIL into a PASS, so it is refused there.
    const std::string results = JsonLineIndex::child(rootName, "test_categories");
    for (const auto &duplicate : index.duplicates()) {
        if (duplicate.path.rfind(results, 0) == 0)
            result.addError(duplicate.line, duplicate.path, "duplicate key; refusing to guess which value holds");
        else
            result.addWarning(duplicate.line, duplicate.path, "duplicate key; the last value is used");
    }
    Reader(result, index, rootName).read(root, root.value(key(rootName)).toObject());
    result.finish();
    return result;
}

} // namespace rackops
