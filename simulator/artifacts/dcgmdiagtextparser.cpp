#include "artifacts/dcgmdiagtextparser.h"

#include "artifacts/artifacttext.h"
#include "artifacts/dcgmdiagrules.h"
#include "phrase/phrase.h"
#include "artifacts/verdictrules.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <vector>

namespace rackops {

using sim::Phrase;

namespace {

constexpr std::size_t kWrapWidth = 45; // DATA_INFO_TAG_LEN: dcgmi cuts messages every 45 characters
constexpr int kMaxEntityId = 4095;

std::string_view trimmed(std::string_view text)
{
    const auto begin = text.find_first_not_of(" \t\r");
    if (begin == std::string_view::npos)
        return {};
    return text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1);
}

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

std::optional<int> toId(std::string_view text)
{
    int value = 0;
    text = trimmed(text);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0 || value > kMaxEntityId)
        return std::nullopt;
    return value;
}

// "GPU1", "GPU 1", "Switch3" -> group and id.
struct EntityRef {
    std::string group;
    int id = -1;
};

std::optional<EntityRef> entityRef(std::string_view text)
{
    text = trimmed(text);
    std::size_t i = 0;
    while (i < text.size() && std::isalpha(static_cast<unsigned char>(text[i])))
        ++i;
    if (i == 0)
        return std::nullopt;
    const auto id = toId(text.substr(i));
    if (!id)
        return std::nullopt;
    return EntityRef {std::string(text.substr(0, i)), *id};
}

// "GPU0: Pass" or "Fail - GPUs: 1, 2": a row of results, not a message piece.
bool isStatusRow(std::string_view info)
{
    if (const auto colon = info.find(": "); colon != std::string_view::npos && colon < 16) {
        if (entityRef(info.substr(0, colon)) && VerdictRules::fromStatus(trimmed(info.substr(colon + 2))))
            return true;
    }
    const auto dash = info.find(" - ");
    return dash != std::string_view::npos && VerdictRules::fromStatus(trimmed(info.substr(0, dash)));
}

struct Row {
    int line = 0;
    std::string_view name;
    std::string_view info; // trimmed
    std::string_view piece; // as printed, without the padding: a wrapped message's part
    std::size_t infoWidth = 0; // characters before the padding
};

// "| name | info |" -> its two cells; nullopt for rules and other lines.
std::optional<Row> cells(std::string_view line)
{
    line = trimmed(line);
    if (line.size() < 3 || line.front() != '|' || line.back() != '|')
        return std::nullopt;
    const auto bar = line.find('|', 1);
    if (bar == std::string_view::npos || bar + 1 >= line.size())
        return std::nullopt;
    Row row;
    row.name = trimmed(line.substr(1, bar - 1));
    std::string_view info = line.substr(bar + 1, line.size() - bar - 2);
    if (!info.empty() && info.front() == ' ')
        info.remove_prefix(1);
    row.info = trimmed(info);
    row.infoWidth = row.info.empty() ? 0 : info.find_last_not_of(" \t\r") + 1;
    row.piece = info.substr(0, row.infoWidth);
    return row;
}

// "+-----  Hardware  ----------+---...": the section it opens, if any.
std::optional<std::string> section(std::string_view line)
{
    line = trimmed(line);
    if (line.size() < 8 || (line.front() != '+' && line.front() != '|') || line.substr(1, 5) != "-----")
        return std::nullopt;
    const auto end = line.find('-', 8);
    return std::string(trimmed(line.substr(6, end == std::string_view::npos ? std::string_view::npos : end - 6)));
}

class Reader {
public:
    explicit Reader(ArtifactParseResult &result)
        : r(result)
    {
    }
    void row(const Row &row);
    void sectionStarts(std::string name);
    void finish(int lastLine);
    int tableLine = 0;

private:
    struct Message {
        bool warning = true;
        std::optional<EntityRef> entity;
        std::string text;
        std::size_t lastWidth = 0;
    };
    void closeMessage();
    void testRow(const Row &row);
    bool entityStatuses(std::string_view info, int line);
    void setEntity(const EntityRef &ref, v1::ValidationVerdict verdict);
    v1::EntityResult *entity(const EntityRef &ref);
    void closeTest();

    ArtifactParseResult &r;
    std::string category;
    std::string version;
    std::string driver;
    std::vector<std::string> deviceIds;
    v1::SuiteResult suite;
    std::optional<v1::TestResult> test;
    std::map<std::pair<std::string, int>, v1::EntityResult> entities;
    std::optional<Message> message;
    bool style4 = false; // "GPU0: Pass" rows
    bool named2 = false; // a 2.x-only test name
};

void Reader::sectionStarts(std::string name)
{
    closeMessage();
    category = std::move(name);
}

void Reader::closeMessage()
{
    if (!message || !test)
        return;
    Message m = std::move(*message);
    message.reset();
    const bool tool = m.warning && DcgmDiagRules::isToolError(m.text);
    if (!m.warning) {
        test->add_info((m.entity ? m.entity->group + std::to_string(m.entity->id) + ": " : std::string()) + m.text);
        return;
    }
    // A warning names its GPU (4.x) or, in 2.x/3.x, goes to the one GPU that
    // did not pass, else to the test.
    v1::EntityResult *target = nullptr;
    if (m.entity) {
        target = entity(*m.entity);
    } else {
        std::vector<v1::EntityResult *> bad;
        for (auto &[key, e] : entities) {
            if (e.verdict() != v1::VALIDATION_VERDICT_PASS)
                bad.push_back(&e);
        }
        if (bad.size() == 1)
            target = bad.front();
    }
    if (target) {
        target->set_failure_text(target->failure_text().empty() ? m.text : target->failure_text() + "; " + m.text);
        if (tool && target->verdict() == v1::VALIDATION_VERDICT_FAIL)
            target->set_verdict(v1::VALIDATION_VERDICT_TOOL_ERROR);
    } else {
        test->set_failure_text(test->failure_text().empty() ? m.text : test->failure_text() + "; " + m.text);
        if (tool && test->verdict() == v1::VALIDATION_VERDICT_FAIL)
            test->set_verdict(v1::VALIDATION_VERDICT_TOOL_ERROR);
    }
}

v1::EntityResult *Reader::entity(const EntityRef &ref)
{
    std::string group = ref.group;
    std::transform(group.begin(), group.end(), group.begin(), [](unsigned char c) { return std::toupper(c); });
    auto [it, fresh] = entities.try_emplace({group, ref.id});
    if (fresh) {
        v1::EntityResult &e = it->second;
        if (group == "GPU") {
            e.set_entity_kind(v1::VALIDATION_ENTITY_KIND_GPU);
            e.set_gpu_index(ref.id);
            e.set_entity_id("GPU" + std::to_string(ref.id));
        } else if (group == "SWITCH" || group == "NVSWITCH") {
            e.set_entity_kind(v1::VALIDATION_ENTITY_KIND_NVSWITCH);
            e.set_entity_id("NVS" + std::to_string(ref.id));
        } else {
            e.set_entity_id(ref.group + std::to_string(ref.id));
        }
        if (e.entity_kind() == v1::VALIDATION_ENTITY_KIND_GPU && static_cast<std::size_t>(ref.id) < deviceIds.size())
            e.set_device_id(deviceIds[static_cast<std::size_t>(ref.id)]);
    }
    return &it->second;
}

void Reader::setEntity(const EntityRef &ref, v1::ValidationVerdict verdict)
{
    v1::EntityResult *e = entity(ref);
    e->set_verdict(VerdictRules::worst(e->verdict(), verdict));
}

// "GPU0: Pass" (4.x) or "Fail - GPUs: 0, 1" (2.x/3.x); false if neither.
bool Reader::entityStatuses(std::string_view info, int line)
{
    if (const auto colon = info.find(": "); colon != std::string_view::npos && colon < 16) {
        const auto ref = entityRef(info.substr(0, colon));
        const auto verdict = VerdictRules::fromStatus(trimmed(info.substr(colon + 2)));
        if (ref && verdict) {
            style4 = true;
            setEntity(*ref, *verdict);
            return true;
        }
    }
    const auto dash = info.find(" - ");
    if (dash == std::string_view::npos)
        return false;
    const auto verdict = VerdictRules::fromStatus(trimmed(info.substr(0, dash)));
    std::string_view rest = trimmed(info.substr(dash + 3));
    if (!verdict)
        return false;
    if (rest == "All") {
        test->set_verdict(VerdictRules::worst(test->verdict(), *verdict));
        return true;
    }
    if (!startsWith(rest, "GPU"))
        return false;
    const auto colon = rest.find(':');
    if (colon == std::string_view::npos)
        return false;
    rest = rest.substr(colon + 1);
    while (!rest.empty()) {
        const auto comma = rest.find(',');
        const auto id = toId(rest.substr(0, comma));
        if (!id) {
            r.addError(line, "Result",
                       Phrase::make("artifact.expected_gpu_numbers", {Phrase::id(ArtifactText::excerpt(rest))}));
            return true;
        }
        setEntity({"GPU", *id}, *verdict);
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
    }
    return true;
}

void Reader::testRow(const Row &row)
{
    closeTest();
    v1::TestResult t;
    t.set_name(ArtifactText::excerpt(row.name, 80));
    t.set_category(category);
    t.set_level(DcgmDiagRules::levelOf(category, t.name()));
    test = std::move(t);
    named2 = named2 || row.name == "Blacklist";
    if (const auto verdict = VerdictRules::fromStatus(row.info)) {
        test->set_verdict(*verdict);
        return;
    }
    if (!entityStatuses(row.info, row.line)) {
        r.addWarning(row.line, test->name(),
                     Phrase::make("artifact.unknown_result", {Phrase::id(ArtifactText::excerpt(row.info))}));
        test->set_verdict(v1::VALIDATION_VERDICT_FAIL);
    }
}

void Reader::row(const Row &row)
{
    if (row.name == "Diagnostic" && row.info == "Result") {
        tableLine = tableLine ? tableLine : row.line;
        return;
    }
    if (category == "Metadata") {
        if (row.name == "DCGM Version")
            version = ArtifactText::excerpt(row.info, 40);
        else if (row.name == "Driver Version Detected")
            driver = ArtifactText::excerpt(row.info, 40);
        else if (row.name.find("Device IDs Detected") != std::string_view::npos) {
            std::string_view ids = row.info;
            while (!ids.empty()) {
                const auto comma = ids.find(',');
                deviceIds.push_back(ArtifactText::excerpt(trimmed(ids.substr(0, comma)), 16));
                ids = comma == std::string_view::npos ? std::string_view() : ids.substr(comma + 1);
            }
        }
        return;
    }
    // "Warning", "Warning: GPU1", "Info: GPU0", "Error"; not a test named "Inforom".
    const auto isLabel = [&row](std::string_view label) {
        return startsWith(row.name, label) && (row.name.size() == label.size() || row.name[label.size()] == ':');
    };
    const bool warning = isLabel("Warning") || isLabel("Error");
    if (warning || isLabel("Info")) {
        closeMessage();
        if (!test) {
            r.addWarning(row.line, std::string(row.name), Phrase::make("artifact.message_before_test"));
            return;
        }
        Message m;
        m.warning = warning;
        if (const auto colon = row.name.find(':'); colon != std::string_view::npos)
            m.entity = entityRef(row.name.substr(colon + 1));
        m.text = std::string(row.info);
        m.lastWidth = row.infoWidth;
        message = std::move(m);
        return;
    }
    if (!row.name.empty()) {
        closeMessage();
        testRow(row);
        return;
    }
    if (row.info.empty() || !test)
        return;
    if (message && !isStatusRow(row.info)) {
        // A wrapped message: a full-width piece was cut mid-text; a shorter
        // one ended in spaces that the padding swallowed.
        message->text += (message->lastWidth >= kWrapWidth ? "" : " ") + std::string(row.piece);
        message->lastWidth = row.infoWidth;
        return;
    }
    closeMessage();
    if (!entityStatuses(row.info, row.line) && !startsWith(row.info, "Code:"))
        r.addWarning(row.line, test->name(),
                     Phrase::make("artifact.row_not_understood", {Phrase::id(ArtifactText::excerpt(row.info))}));
}

void Reader::closeTest()
{
    closeMessage();
    if (!test)
        return;
    v1::ValidationVerdict verdict = test->verdict();
    for (auto &[key, e] : entities) {
        verdict = VerdictRules::worst(verdict, e.verdict());
        *test->add_entities() = std::move(e);
    }
    entities.clear();
    // 4.x states the test's result above its entities: a tool error below a
    // "Fail" line is still only the tool's failure.
    if (verdict == v1::VALIDATION_VERDICT_FAIL && test->entities_size() > 0
        && std::none_of(test->entities().begin(), test->entities().end(),
                        [](const v1::EntityResult &e) { return e.verdict() == v1::VALIDATION_VERDICT_FAIL; })
        && std::any_of(test->entities().begin(), test->entities().end(),
                       [](const v1::EntityResult &e) { return e.verdict() == v1::VALIDATION_VERDICT_TOOL_ERROR; }))
        verdict = v1::VALIDATION_VERDICT_TOOL_ERROR;
    if (verdict == v1::VALIDATION_VERDICT_UNSPECIFIED) {
        r.addWarning(0, test->name(), Phrase::make("artifact.test_no_result"));
        verdict = v1::VALIDATION_VERDICT_NOT_RUN;
    }
    test->set_verdict(verdict);
    *suite.add_tests() = std::move(*test);
    test.reset();
}

void Reader::finish(int lastLine)
{
    closeTest();
    const std::string generation = !version.empty() ? std::string(1, version.front()) + ".x"
        : style4                                    ? "4.x"
        : named2                                    ? "2.x"
                                                    : "2.x/3.x";
    r.setDetectedFormat(Phrase::make("format.dcgm_text", {Phrase::id("DCGM " + generation)}));
    if (suite.tests_size() == 0) {
        r.addError(tableLine ? tableLine : lastLine, {}, Phrase::make("artifact.text_no_tests"));
        return;
    }
    *suite.mutable_tool_version_text() = DcgmDiagRules::toolVersion(version, driver);
    suite.set_tool_version(suite.tool_version_text().english());
    DcgmDiagRules::finishSuite(suite);
    r.suite = std::move(suite);
}

} // namespace

bool DcgmDiagTextParser::looksLikeTable(std::string_view text)
{
    const std::string_view head = text.substr(0, 64 * 1024);
    return (head.find("| Diagnostic") != std::string_view::npos && head.find("| Result") != std::string_view::npos)
        || head.find("-----  Deployment  ---") != std::string_view::npos
        || head.find("-----  Hardware  ---") != std::string_view::npos;
}

ArtifactParseResult DcgmDiagTextParser::parse(std::string_view bytes)
{
    ArtifactParseResult result;
    result.format = v1::ARTIFACT_FORMAT_DCGM_DIAG_TEXT;
    if (!ArtifactText::admit(bytes, result)) {
        result.finish();
        return result;
    }
    const std::string_view text = ArtifactText::withoutBom(bytes);
    if (!looksLikeTable(text)) {
        result.setDetectedFormat(Phrase::make("format.not_dcgm_text"));
        result.addError(1, {}, Phrase::make("artifact.no_table"));
        result.finish();
        return result;
    }
    Reader reader(result);
    int number = 0;
    std::size_t begin = 0;
    while (begin < text.size()) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        const std::string_view line = text.substr(begin, end - begin);
        ++number;
        begin = end + 1;
        if (auto name = section(line)) {
            reader.tableLine = reader.tableLine ? reader.tableLine : number;
            reader.sectionStarts(std::move(*name));
        } else if (auto row = cells(line)) {
            row->line = number;
            reader.row(*row);
        }
    }
    reader.finish(number);
    result.finish();
    return result;
}

} // namespace rackops
