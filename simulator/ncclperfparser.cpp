#include "ncclperfparser.h"

#include "artifacttext.h"
#include "verdictrules.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

namespace rackops {

namespace {

std::vector<std::string_view> tokens(std::string_view line)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t begin = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > begin)
            out.push_back(line.substr(begin, i - begin));
    }
    return out;
}

std::string_view trimmed(std::string_view text)
{
    const auto begin = text.find_first_not_of(" \t\r");
    if (begin == std::string_view::npos)
        return {};
    return text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1);
}

std::optional<std::int64_t> toInt(std::string_view text)
{
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::optional<double> toDouble(std::string_view text)
{
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// The text after "label :" in a "# label : value" line, or nullopt.
std::optional<std::string_view> valueAfter(std::string_view comment, std::string_view label)
{
    if (comment.substr(0, label.size()) != label)
        return std::nullopt;
    const auto colon = comment.find(':', label.size());
    if (colon == std::string_view::npos)
        return std::nullopt;
    return trimmed(comment.substr(colon + 1));
}

constexpr std::string_view kColumns[] = {"size", "count", "type", "redop", "root",
                                         "out-of-place time", "out-of-place algbw", "out-of-place busbw",
                                         "out-of-place #wrong", "in-place time", "in-place algbw",
                                         "in-place busbw", "in-place #wrong"};

class Reader
{
public:
    explicit Reader(ArtifactParseResult &result) : r(result) {}

    void line(int number, std::string_view text);
    void finish(int lastLine);

private:
    void comment(int number, std::string_view text);
    void row(int number, std::string_view text);
    // Reads time, algbw, busbw, #wrong starting at token `at`; false on an error.
    bool measurement(int number, const std::vector<std::string_view> &t, std::size_t at, std::size_t column,
                     v1::NcclMeasurement &m, bool &unchecked);

    ArtifactParseResult &r;
    v1::NcclResult nccl;
    std::set<std::int64_t> ranks;
    std::int64_t threads = 0;
    std::int64_t gpusPerThread = 0;
    bool sawHeader = false;
    bool sawAverage = false;
    int outOfBoundsLine = 0;
    bool outOfBoundsFailed = false;
    int uncheckedRows = 0;
    int unmeasured = 0;
    std::string testsVersion;
};

void Reader::line(int number, std::string_view text)
{
    text = trimmed(text);
    if (const auto at = text.find("NCCL version "); at != std::string_view::npos) {
        const auto rest = tokens(text.substr(at + 13));
        if (!rest.empty())
            nccl.set_nccl_version(ArtifactText::excerpt(rest.front()));
    }
    if (text.empty())
        return;
    if (text.front() == '#')
        comment(number, trimmed(text.substr(1)));
    else if (toInt(tokens(text.substr(0, 32)).front()))
        row(number, text);
    // Anything else (NCCL INFO lines such as "10-0-0-1:77:77 [0] NCCL INFO ...",
    // MPI chatter) is not the tool's result.
}

void Reader::comment(int number, std::string_view text)
{
    const auto t = tokens(text);
    if (t.empty())
        return;
    if (t[0] == "nThread") {
        sawHeader = true;
        for (std::size_t i = 0; i + 1 < t.size(); ++i) {
            if (t[i] == "nThread")
                threads = toInt(t[i + 1]).value_or(0);
            else if (t[i] == "nGpus")
                gpusPerThread = toInt(t[i + 1]).value_or(0);
        }
    } else if (t[0] == "Rank" && t.size() > 1) {
        if (const auto rank = toInt(t[1]); rank && *rank >= 0)
            ranks.insert(*rank);
    } else if (t[0] == "nccl-tests" && t.size() > 2 && t[1] == "version") {
        testsVersion = ArtifactText::excerpt(t[2]);
    } else if (const auto oob = valueAfter(text, "Out of bounds values")) {
        outOfBoundsLine = number;
        outOfBoundsFailed = oob->find("FAILED") != std::string_view::npos;
        if (!outOfBoundsFailed && oob->find("OK") == std::string_view::npos)
            r.addError(number, "Out of bounds values", "expected \"N OK\" or \"N FAILED\"");
    } else if (const auto avg = valueAfter(text, "Avg bus bandwidth")) {
        const auto value = toDouble(*avg);
        if (!value) {
            r.addError(number, "Avg bus bandwidth", "expected a number, found \"" + ArtifactText::excerpt(*avg) + "\"");
            return;
        }
        sawAverage = true;
        nccl.set_avg_busbw_gb_per_s(*value);
    } else if (text.find("out-of-place") != std::string_view::npos) {
        sawHeader = true;
    }
}

bool Reader::measurement(int number, const std::vector<std::string_view> &t, std::size_t at, std::size_t column,
                         v1::NcclMeasurement &m, bool &unchecked)
{
    for (std::size_t i = 0; i < 4; ++i) {
        const std::string_view value = t[at + i];
        const std::string field(kColumns[column + i]);
        if (value == "N/A") {
            // #wrong N/A: the data check was off; N/A figures: not measured.
            if (i == 3)
                unchecked = true;
            else
                ++unmeasured;
            continue;
        }
        if (i == 3) {
            const auto wrong = toInt(value);
            if (!wrong || *wrong < 0) {
                r.addError(number, field, "expected a count of wrong values, found \"" + ArtifactText::excerpt(value) + "\"");
                return false;
            }
            m.set_wrong(*wrong);
            continue;
        }
        const auto figure = toDouble(value);
        if (!figure || *figure < 0) {
            r.addError(number, field, "expected a number, found \"" + ArtifactText::excerpt(value) + "\"");
            return false;
        }
        if (i == 0)
            m.set_time_us(*figure);
        else if (i == 1)
            m.set_algbw_gb_per_s(*figure);
        else
            m.set_busbw_gb_per_s(*figure);
    }
    return true;
}

void Reader::row(int number, std::string_view text)
{
    const auto t = tokens(text);
    // 13 columns; nccl-tests before 2.10 printed no "root" column (12).
    if (t.size() != 13 && t.size() != 12) {
        r.addError(number, "row", "expected 13 columns (size count type redop root, then time algbw busbw #wrong "
                                  "out-of-place and in-place), found " + std::to_string(t.size()));
        return;
    }
    const std::size_t shift = t.size() == 13 ? 0 : 1; // the missing root column
    v1::NcclSizeResult size;
    const auto bytes = toInt(t[0]);
    const auto count = toInt(t[1]);
    if (!bytes || *bytes < 0) {
        r.addError(number, "size", "expected a size in bytes, found \"" + ArtifactText::excerpt(t[0]) + "\"");
        return;
    }
    if (!count || *count < 0) {
        r.addError(number, "count", "expected an element count, found \"" + ArtifactText::excerpt(t[1]) + "\"");
        return;
    }
    if (shift == 0 && !toInt(t[4])) {
        r.addError(number, "root", "expected a rank number, found \"" + ArtifactText::excerpt(t[4]) + "\"");
        return;
    }
    size.set_size_bytes(*bytes);
    size.set_count(*count);
    size.set_data_type(ArtifactText::excerpt(t[2]));
    size.set_reduction_op(ArtifactText::excerpt(t[3]));
    bool unchecked = false;
    if (!measurement(number, t, 5 - shift, 5, *size.mutable_out_of_place(), unchecked)
        || !measurement(number, t, 9 - shift, 9, *size.mutable_in_place(), unchecked))
        return;
    v1::ValidationVerdict verdict = v1::VALIDATION_VERDICT_PASS;
    if (unchecked) {
        ++uncheckedRows;
        verdict = v1::VALIDATION_VERDICT_WARN;
    }
    if (size.out_of_place().wrong() > 0 || size.in_place().wrong() > 0)
        verdict = v1::VALIDATION_VERDICT_FAIL;
    size.set_verdict(verdict);
    *nccl.add_sizes() = std::move(size);
}

void Reader::finish(int lastLine)
{
    if (!sawHeader && nccl.sizes_size() == 0 && !sawAverage) {
        r.detectedFormat = "not nccl-tests output";
        r.addError(1, {}, "no all_reduce_perf header or table found");
        return;
    }
    r.detectedFormat = "nccl-tests all_reduce_perf";
    if (!r.errors.empty())
        return;
    if (nccl.sizes_size() == 0) {
        r.addError(lastLine, "row", "no result rows: the test did not get to its first size");
        return;
    }
    if (!sawAverage) {
        r.addError(lastLine, "Avg bus bandwidth", "missing: the output ends before \"# Avg bus bandwidth\"");
        return;
    }
    if (outOfBoundsLine == 0)
        r.addWarning(lastLine, "Out of bounds values", "missing: the out-of-bounds check was not reported");
    if (uncheckedRows > 0)
        r.addWarning(0, "#wrong", "N/A on " + std::to_string(uncheckedRows)
                                      + " rows: the data was not checked (-c 0); those rows are WARN");
    if (unmeasured > 0)
        r.addWarning(0, "time", std::to_string(unmeasured) + " figures are N/A and left at 0");

    if (!ranks.empty()) {
        nccl.set_ranks(static_cast<int>(ranks.size()));
    } else {
        // Clamped before multiplying: the header is input too.
        const std::int64_t n = std::clamp<std::int64_t>(threads, 0, 1 << 16) * std::clamp<std::int64_t>(gpusPerThread, 0, 1 << 16);
        nccl.set_ranks(static_cast<int>(n));
        r.addWarning(0, "Rank", "no \"# Rank\" lines; ranks taken as nThread x nGpus = " + std::to_string(nccl.ranks()));
    }
    auto *sizes = nccl.mutable_sizes();
    if (!std::is_sorted(sizes->begin(), sizes->end(),
                        [](const auto &a, const auto &b) { return a.size_bytes() < b.size_bytes(); })) {
        std::stable_sort(sizes->begin(), sizes->end(),
                         [](const auto &a, const auto &b) { return a.size_bytes() < b.size_bytes(); });
        r.addWarning(0, "size", "rows were not in ascending size; sorted");
    }

    v1::SuiteResult suite;
    suite.set_kind(v1::VALIDATION_SUITE_KIND_NCCL_ALL_REDUCE);
    v1::ValidationVerdict verdict = v1::VALIDATION_VERDICT_UNSPECIFIED;
    int failing = 0;
    for (const auto &size : nccl.sizes()) {
        verdict = VerdictRules::worst(verdict, size.verdict());
        failing += size.verdict() == v1::VALIDATION_VERDICT_FAIL;
    }
    if (outOfBoundsFailed)
        verdict = v1::VALIDATION_VERDICT_FAIL;
    suite.set_verdict(verdict);

    std::ostringstream summary;
    summary.precision(6);
    if (failing > 0)
        summary << failing << " of " << nccl.sizes_size() << " sizes FAIL #wrong; ";
    if (outOfBoundsFailed)
        summary << "out-of-bounds values FAILED; ";
    summary << "avg busbw " << nccl.avg_busbw_gb_per_s() << " GB/s over " << nccl.ranks() << " ranks, "
            << nccl.sizes_size() << " sizes";
    suite.set_summary(summary.str());
    std::string version = "nccl-tests" + (testsVersion.empty() ? std::string() : " " + testsVersion);
    if (!nccl.nccl_version().empty())
        version += ", NCCL " + nccl.nccl_version();
    suite.set_tool_version(version);
    *suite.mutable_nccl() = std::move(nccl);
    r.suite = std::move(suite);
}

} // namespace

ArtifactParseResult NcclPerfParser::parse(std::string_view bytes)
{
    ArtifactParseResult result;
    result.format = v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF;
    if (ArtifactText::admit(bytes, result)) {
        const std::string_view text = ArtifactText::withoutBom(bytes);
        Reader reader(result);
        int number = 0;
        std::size_t begin = 0;
        while (begin < text.size()) {
            const std::size_t end = std::min(text.find('\n', begin), text.size());
            reader.line(++number, text.substr(begin, end - begin));
            begin = end + 1;
        }
        reader.finish(number);
    }
    result.finish();
    return result;
}

} // namespace rackops
