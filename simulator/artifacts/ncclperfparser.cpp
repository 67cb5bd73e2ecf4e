#include "artifacts/ncclperfparser.h"

#include "artifacts/artifacttext.h"
#include "artifacts/ncclcollective.h"
#include "phrase/phrase.h"
#include "artifacts/verdictrules.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

namespace rackops {

using sim::Phrase;
using sim::PhraseCode;

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

// `mpirun --tag-output` puts "[jobid,rank]<stdout>:" before every line.
std::string_view withoutMpiTag(std::string_view line)
{
    if (line.empty() || line.front() != '[')
        return line;
    const auto close = line.find("]<");
    if (close == std::string_view::npos || close > 24)
        return line;
    const auto end = line.find(">:", close);
    if (end == std::string_view::npos || end > close + 12)
        return line;
    return line.substr(end + 2);
}

// What a line says about a crash of the run (nccl-tests' own failure
// messages, NCCL's warnings, mpirun's termination notices).
bool looksLikeCrash(std::string_view line)
{
    static constexpr std::string_view markers[] = {
        "NCCL WARN",        "Test NCCL failure",  "Test CUDA failure", "Test failure",
        "NCCL failure",     "CUDA failure",       "mpirun noticed",    "terminated normally, but",
        "exited on signal", "Segmentation fault", "Aborted",           "MPI_ABORT",
        "Bus error",        "core dumped"};
    return std::any_of(std::begin(markers), std::end(markers),
                       [line](std::string_view m) { return line.find(m) != std::string_view::npos; });
}

// The table's columns, from its "# size count type ..." header row.
struct Layout {
    bool fromHeader = false;
    bool hasRedop = true;
    bool hasRoot = true;
    bool errorIsDeviation = false; // pre-2.13 "error": largest deviation, not a count
    bool timestamp = false; // -Z: a time stamp after the in-place columns
    int perDirection = 4; // time algbw busbw #wrong [i_min i_max i_p99 i_cv%]

    int prefix() const { return 3 + int(hasRedop) + int(hasRoot); }
    int columns() const { return prefix() + 2 * perDirection; }
    // The column names, as nccl-tests prints them: those before the figures,
    // and the figures (given out-of-place, then in-place).
    std::string leadingColumns() const
    {
        std::string text = "size count type";
        if (hasRedop)
            text += " redop";
        if (hasRoot)
            text += " root";
        return text;
    }
    std::string figureColumns() const
    {
        std::string text = std::string("time algbw busbw ") + (errorIsDeviation ? "error" : "#wrong");
        if (perDirection > 4)
            text += " i_min i_max i_p99 i_cv%";
        return text;
    }
};

class Reader {
public:
    Reader(ArtifactParseResult &result, std::string_view fileName, std::string_view chosen)
        : r(result)
        , m_fileName(fileName)
        , m_chosen(chosen)
    {
    }

    void line(int number, std::string_view text);
    void finish(int lastLine);

private:
    void comment(int number, std::string_view text);
    void columnHeader(const std::vector<std::string_view> &t);
    void rankLine(const std::vector<std::string_view> &t, std::string_view text);
    void row(int number, std::string_view text);
    bool measurement(int number, const std::vector<std::string_view> &t, std::size_t at, bool outOfPlace,
                     v1::NcclMeasurement &m, bool &unchecked);
    const NcclCollective *collective(int lastLine);
    const v1::NcclMeasurement *fastest() const;
    void commandLine(std::string_view text);
    int rankCount() const;
    int shareOfCount() const;
    double averageOfRows() const;
    int ranksFromRatio(const NcclCollective &c) const;
    void summarise(v1::SuiteResult &suite, const NcclCollective &c, int failing) const;

    ArtifactParseResult &r;
    std::string_view m_fileName;
    std::string_view m_chosen; // the operator's answer to "which test was it?"
    v1::LocalizedText m_clue; // what decided the collective
    std::string concludedBinary; // "# Collective test concluded: NAME"
    std::set<std::string> commandBinaries; // *_perf named on command lines, "===begin NAME test==="
    int leftOutLines = 0; // "..." where a paste left lines out
    std::int64_t rowsPastLimit = 0; // size rows after the first kMaxSizeRows, counted only
    std::int64_t ranksPastLimit = 0; // rank lines after the first kMaxRanks ranks, counted only
    std::int64_t highestRank = -1;
    std::string network; // from NCCL INFO "NET/IB : Using [0]mlx5_0:1/RoCE", "Using network Socket"
    Layout layout;
    v1::NcclResult nccl;
    std::map<std::int64_t, v1::NcclRank> ranks;
    std::int64_t threads = 0;
    std::int64_t gpusPerThread = 0;
    std::int64_t infoRanks = 0; // largest NCCL INFO "nranks N"
    int headers = 0; // "# nThread" lines: more than one = processes printing alone
    bool sawTable = false;
    bool sawAverage = false;
    bool averageFailed = false;
    int outOfBoundsLine = 0;
    bool outOfBoundsFailed = false;
    int uncheckedRows = 0;
    int unmeasured = 0;
    int crashLine = 0;
    std::string crashText;
    std::string testsVersion;
    std::string namedBinary; // "# Collective test starting: NAME"
    std::set<std::string> redops;
    bool blankRedop = false;
    bool anyRoot = false; // a root >= 0
    bool anyRootless = false; // a root of -1 or no root column
};

void Reader::line(int number, std::string_view text)
{
    text = trimmed(withoutMpiTag(trimmed(text)));
    if (const auto at = text.find("NCCL version "); at != std::string_view::npos && nccl.nccl_version().empty()) {
        const auto rest = tokens(text.substr(at + 13));
        if (!rest.empty())
            nccl.set_nccl_version(ArtifactText::excerpt(rest.front()));
    }
    if (text.empty())
        return;
    if (text.find_first_not_of(".\u2026[] ") == std::string_view::npos) {
        // "...", "[...]", "…": a paste that left lines out.
        if (text.find("..") != std::string_view::npos || text.find("\u2026") != std::string_view::npos)
            ++leftOutLines;
        return;
    }
    if (text.front() == '#') {
        comment(number, trimmed(text.substr(1)));
        return;
    }
    const auto t = tokens(text.substr(0, 32));
    if (!t.empty() && toInt(t.front())) {
        row(number, text);
        return;
    }
    if (text.find("_perf") != std::string_view::npos)
        commandLine(text);
    // NCCL INFO lines tell the communicator size, "... rank 3 nranks 16 cudaDev 3 ...".
    if (text.find("NCCL INFO") != std::string_view::npos) {
        // "NET/IB : No device found." names a transport NCCL did not use.
        const bool unused =
            text.find("No device") != std::string_view::npos || text.find("Failed") != std::string_view::npos;
        const auto says = [text](std::string_view a, std::string_view b) {
            return text.find(a) != std::string_view::npos || text.find(b) != std::string_view::npos;
        };
        if (!unused && text.find("/RoCE") != std::string_view::npos)
            network = "RoCE";
        else if (!unused && network.empty() && says("NET/IB", "Using network IB"))
            network = "InfiniBand";
        else if (!unused && network.empty() && says("NET/Socket", "Using network Socket"))
            network = "TCP sockets";
        else if (!unused && network.empty() && says("Libfabric", "NET/OFI"))
            network = "EFA";
        const auto all = tokens(text);
        for (std::size_t i = 0; i + 1 < all.size(); ++i) {
            if (all[i] == "nranks") {
                if (const auto n = toInt(all[i + 1]); n && *n > 0 && *n <= (1 << 20))
                    infoRanks = std::max(infoRanks, *n);
            }
        }
    }
    if (crashLine == 0 && looksLikeCrash(text)) {
        crashLine = number;
        crashText = ArtifactText::excerpt(text, 120);
    }
}

void Reader::comment(int number, std::string_view text)
{
    const auto t = tokens(text);
    if (t.empty())
        return;
    if (t[0] == "nThread") {
        ++headers;
        for (std::size_t i = 0; i + 1 < t.size(); ++i) {
            if (t[i] == "nThread")
                threads = toInt(t[i + 1]).value_or(0);
            else if (t[i] == "nGpus")
                gpusPerThread = toInt(t[i + 1]).value_or(0);
        }
    } else if (t[0] == "Rank" && t.size() > 1) {
        rankLine(t, text);
    } else if (t[0] == "nccl-tests" && t.size() > 2 && t[1] == "version") {
        testsVersion = ArtifactText::excerpt(t[2]);
    } else if (const auto name = valueAfter(text, "Collective test starting")) {
        namedBinary = ArtifactText::excerpt(*name, 80);
    } else if (const auto done = valueAfter(text, "Collective test concluded")) {
        concludedBinary = ArtifactText::excerpt(*done, 80);
    } else if (t[0].substr(0, 3) == "..." || t[0] == "\u2026") {
        ++leftOutLines;
    } else if (t[0] == "size") {
        columnHeader(t);
    } else if (const auto oob = valueAfter(text, "Out of bounds values")) {
        outOfBoundsLine = number;
        outOfBoundsFailed = oob->find("FAILED") != std::string_view::npos;
        if (!outOfBoundsFailed && oob->find("OK") == std::string_view::npos)
            r.addError(number, "Out of bounds values", Phrase::make("artifact.expected_oob"));
    } else if (const auto avg = valueAfter(text, "Avg bus bandwidth")) {
        // "%g" then, with -G/-c checks on the average, "OK" or "FAILED".
        const auto parts = tokens(*avg);
        const auto value = parts.empty() ? std::nullopt : toDouble(parts.front());
        if (!value) {
            r.addError(number, "Avg bus bandwidth",
                       Phrase::make("artifact.expected_number", {Phrase::id(ArtifactText::excerpt(*avg))}));
            return;
        }
        sawAverage = true;
        averageFailed = parts.size() > 1 && parts[1] == "FAILED";
        nccl.set_avg_busbw_gb_per_s(*value);
    }
}

void Reader::columnHeader(const std::vector<std::string_view> &t)
{
    Layout l;
    l.fromHeader = true;
    std::size_t i = 1;
    const auto take = [&](std::string_view name) {
        if (i < t.size() && t[i] == name) {
            ++i;
            return true;
        }
        return false;
    };
    take("count");
    take("type");
    l.hasRedop = take("redop");
    l.hasRoot = take("root");
    int measured = 0;
    for (; i < t.size(); ++i) {
        if (t[i] == "timestamp") {
            l.timestamp = true;
            continue;
        }
        if (t[i] == "error")
            l.errorIsDeviation = true;
        ++measured;
    }
    if (measured >= 8 && measured % 2 == 0)
        l.perDirection = measured / 2;
    layout = l;
}

// "Rank  3 Group  0 Pid 1234 on HOST device  3 [0000:1b:00] NVIDIA H100" (2.13+)
// "Rank  3 Pid 1234 on HOST device  3 [0x1b] Tesla V100" (before)
void Reader::rankLine(const std::vector<std::string_view> &t, std::string_view text)
{
    const auto rank = toInt(t[1]);
    if (!rank || *rank < 0 || *rank > (1 << 20))
        return;
    v1::NcclRank info;
    info.set_rank(static_cast<int>(*rank));
    for (std::size_t i = 2; i + 1 < t.size(); ++i) {
        if (t[i] == "Pid")
            info.set_pid(static_cast<int>(std::clamp<std::int64_t>(toInt(t[i + 1]).value_or(0), 0, 1 << 30)));
        else if (t[i] == "on" && info.host().empty())
            info.set_host(ArtifactText::excerpt(t[i + 1], 80));
        else if (t[i] == "device" && !t[i + 1].empty() && t[i + 1].front() != '[')
            info.set_device(static_cast<int>(std::clamp<std::int64_t>(toInt(t[i + 1]).value_or(0), 0, 1 << 16)));
    }
    if (const auto open = text.find('['); open != std::string_view::npos) {
        const auto close = text.find(']', open);
        if (close != std::string_view::npos) {
            info.set_bus_id(ArtifactText::excerpt(text.substr(open + 1, close - open - 1), 20));
            info.set_device_name(ArtifactText::excerpt(trimmed(text.substr(close + 1)), 80));
        }
    }
    if (ranks.size() >= std::size_t(NcclPerfParser::kMaxRanks) && ranks.find(*rank) == ranks.end()) {
        ++ranksPastLimit;
        return;
    }
    highestRank = std::max(highestRank, *rank);
    ranks[*rank] = std::move(info);
}

bool Reader::measurement(int number, const std::vector<std::string_view> &t, std::size_t at, bool outOfPlace,
                         v1::NcclMeasurement &m, bool &unchecked)
{
    static constexpr std::string_view names[] = {"time", "algbw", "busbw", "#wrong"};
    const std::string side = outOfPlace ? "out-of-place " : "in-place ";
    for (std::size_t i = 0; i < 4; ++i) {
        const std::string_view value = t[at + i];
        const std::string field = side + std::string(i == 3 && layout.errorIsDeviation ? "error" : names[i]);
        if (value == "N/A") {
            // #wrong N/A: the data check was off; N/A figures: not measured.
            if (i == 3)
                unchecked = true;
            else
                ++unmeasured;
            continue;
        }
        const auto figure = toDouble(value);
        if (i == 3) {
            // A count ("%6g", so 1e+06 too), or before 2.13 the largest deviation
            // ("%5.0le"), which only the out-of-bounds line judges.
            if (!figure || *figure < 0 || (!layout.errorIsDeviation && std::floor(*figure) != *figure)) {
                r.addError(number, field,
                           Phrase::make(layout.errorIsDeviation ? PhraseCode("artifact.expected_deviation")
                                                                : PhraseCode("artifact.expected_wrong_count"),
                                        {Phrase::id(ArtifactText::excerpt(value))}));
                return false;
            }
            if (!layout.errorIsDeviation)
                m.set_wrong(static_cast<std::int64_t>(std::min(*figure, 9.0e18)));
            continue;
        }
        if (!figure || *figure < 0) {
            r.addError(number, field,
                       Phrase::make("artifact.expected_number", {Phrase::id(ArtifactText::excerpt(value))}));
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
    if (nccl.sizes_size() >= NcclPerfParser::kMaxSizeRows) {
        ++rowsPastLimit;
        return;
    }
    const auto t = tokens(text);
    if (!layout.fromHeader) {
        // No header row (a partial paste): the column count tells the layout.
        layout.hasRoot = t.size() == 13 || (t.size() == 12 && toInt(t[3]));
        layout.hasRedop = t.size() >= 12;
    }
    const int expected = layout.columns();
    const int found = static_cast<int>(t.size());
    // hypercube prints an empty reduction op: one token fewer, the root where redop was.
    const bool blank = layout.hasRedop && layout.hasRoot && found == expected - 1 && toInt(t[3]).has_value();
    const bool fits = found == expected || blank || (layout.timestamp && found > expected);
    if (!fits) {
        r.addError(number, "row",
                   Phrase::make("artifact.expected_columns",
                                {Phrase::integer(expected), Phrase::id(layout.leadingColumns()),
                                 Phrase::id(layout.figureColumns()), Phrase::integer(found)}));
        return;
    }
    const std::size_t redopAt = 3;
    const std::size_t rootAt = (layout.hasRedop && !blank) ? 4 : 3;
    const std::size_t measuredAt = static_cast<std::size_t>(layout.prefix() - (blank ? 1 : 0));
    v1::NcclSizeResult size;
    const auto bytes = toInt(t[0]);
    const auto count = toInt(t[1]);
    if (!bytes || *bytes < 0) {
        r.addError(number, "size", Phrase::make("artifact.expected_size", {Phrase::id(ArtifactText::excerpt(t[0]))}));
        return;
    }
    if (!count || *count < 0) {
        r.addError(number, "count", Phrase::make("artifact.expected_count", {Phrase::id(ArtifactText::excerpt(t[1]))}));
        return;
    }
    std::int64_t root = -1;
    if (layout.hasRoot) {
        const auto value = toInt(t[rootAt]);
        if (!value || *value < -1 || *value > (1 << 20)) {
            r.addError(number, "root",
                       Phrase::make("artifact.expected_rank", {Phrase::id(ArtifactText::excerpt(t[rootAt]))}));
            return;
        }
        root = *value;
    }
    size.set_size_bytes(*bytes);
    size.set_count(*count);
    size.set_data_type(ArtifactText::excerpt(t[2]));
    if (layout.hasRedop && !blank)
        size.set_reduction_op(ArtifactText::excerpt(t[redopAt]));
    size.set_root(static_cast<int>(root));
    bool unchecked = false;
    if (!measurement(number, t, measuredAt, true, *size.mutable_out_of_place(), unchecked)
        || !measurement(number, t, measuredAt + static_cast<std::size_t>(layout.perDirection), false,
                        *size.mutable_in_place(), unchecked))
        return;
    sawTable = true;
    if (blank)
        blankRedop = true;
    else if (layout.hasRedop)
        redops.insert(size.reduction_op());
    (root >= 0 ? anyRoot : anyRootless) = true;
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

// The out-of-place measurement with the highest algbw: its busbw/algbw ratio
// is the least blurred by the table's two decimals.
const v1::NcclMeasurement *Reader::fastest() const
{
    const v1::NcclMeasurement *best = nullptr;
    for (const auto &size : nccl.sizes()) {
        if (!best || size.out_of_place().algbw_gb_per_s() > best->algbw_gb_per_s())
            best = &size.out_of_place();
    }
    return best && best->algbw_gb_per_s() >= 1.0 ? best : nullptr;
}

// n from busbw = algbw x factor(n), for the collectives whose factor depends on n.
int Reader::ranksFromRatio(const NcclCollective &c) const
{
    const v1::NcclMeasurement *best = fastest();
    if (!best || c.factor == NcclCollective::Factor::One)
        return 0;
    const double ratio = best->busbw_gb_per_s() / best->algbw_gb_per_s();
    const double gap = (c.factor == NcclCollective::Factor::AllReduce ? 2.0 : 1.0) - ratio;
    if (gap <= 0.0)
        return 0;
    const double n = (c.factor == NcclCollective::Factor::AllReduce ? 2.0 : 1.0) / gap;
    return n < 1.0 || n > (1 << 20) ? 0 : static_cast<int>(std::lround(n));
}

// "mpirun ... ./build/all_reduce_perf -b 8 ...", "srun ... all_reduce_perf_mpi",
// "===begin all_reduce_perf test===": the binary a launch line or a wrapper names.
void Reader::commandLine(std::string_view text)
{
    for (std::string_view token : tokens(text)) {
        if (token.find("_perf") == std::string_view::npos)
            continue;
        if (const auto slash = token.find_last_of('/'); slash != std::string_view::npos)
            token = token.substr(slash + 1);
        while (!token.empty() && (token.front() == '=' || token.front() == '"' || token.front() == '\''))
            token.remove_prefix(1);
        for (const NcclCollective &c : NcclCollective::all()) {
            if (token.substr(0, c.binary.size()) == c.binary) {
                commandBinaries.insert(std::string(c.binary));
                break;
            }
        }
    }
}

// n from the count column of a collective whose size is the total over all
// ranks: size = count x type size x n on every row; 0 when the rows do not say.
int Reader::shareOfCount() const
{
    std::int64_t share = 0;
    for (const auto &size : nccl.sizes()) {
        const int bytes = NcclCollective::typeBytes(size.data_type());
        if (bytes == 0 || size.count() <= 0 || size.size_bytes() <= 0)
            continue;
        const std::int64_t unit = size.count() * bytes;
        if (size.size_bytes() % unit != 0)
            return 0;
        const std::int64_t k = size.size_bytes() / unit;
        if (share != 0 && k != share)
            return 0;
        share = k;
    }
    return share > (1 << 20) ? 0 : static_cast<int>(share);
}

// The communicator size as far as the output states it: "# Rank" lines (a
// trimmed paste may list only some, so the highest rank counts too), NCCL
// INFO nranks, nThread x nGpus of one process.
int Reader::rankCount() const
{
    const std::int64_t perProcess =
        std::clamp<std::int64_t>(threads, 0, 1 << 16) * std::clamp<std::int64_t>(gpusPerThread, 0, 1 << 16);
    const std::int64_t n =
        std::max<std::int64_t>({static_cast<std::int64_t>(ranks.size()), highestRank + 1, infoRanks, perProcess});
    return static_cast<int>(std::min<std::int64_t>(n, 1 << 20));
}

// What nccl-tests averages into "# Avg bus bandwidth": the busbw of every
// measurement, out-of-place and in-place (src/common.cu BenchTime).
double Reader::averageOfRows() const
{
    double sum = 0.0;
    int count = 0;
    for (const auto &size : nccl.sizes()) {
        for (const v1::NcclMeasurement *m : {&size.out_of_place(), &size.in_place()}) {
            if (m->time_us() > 0.0 || m->busbw_gb_per_s() > 0.0) {
                sum += m->busbw_gb_per_s();
                ++count;
            }
        }
    }
    return count == 0 ? 0.0 : sum / count;
}

const NcclCollective *Reader::collective(int lastLine)
{
    // What the table's shape allows (src/*.cu: the op and root each passes to TimeTest).
    std::vector<const NcclCollective *> fits;
    const bool reduces =
        std::any_of(redops.begin(), redops.end(), [](const std::string &op) { return !op.empty() && op != "none"; });
    for (const NcclCollective &c : NcclCollective::all()) {
        bool ok = false;
        if (layout.errorIsDeviation || !layout.hasRoot) {
            // Before 2.13 each collective printed only the columns it has:
            // sendrecv no redop, alltoall a redop it does not use.
            const bool oldRedop = c.reduces ? c.name != "sendrecv" : c.name == "alltoall";
            ok = layout.hasRedop == oldRedop && layout.hasRoot == c.rooted;
        } else if (blankRedop) {
            ok = c.name == "hypercube";
        } else {
            ok = c.name != "hypercube" && c.reduces == reduces && c.rooted == (anyRoot && !anyRootless);
        }
        if (ok)
            fits.push_back(&c);
    }
    const auto narrow = [&fits](auto &&keep) {
        std::vector<const NcclCollective *> kept;
        std::copy_if(fits.begin(), fits.end(), std::back_inserter(kept), keep);
        if (!kept.empty())
            fits = std::move(kept);
    };
    // The count column: the whole size, or a rank's share of it.
    const int share = shareOfCount();
    int n = rankCount();
    if (share > 1)
        narrow([](const NcclCollective *c) { return c->countIsShare(); });
    else if (share == 1 && n > 1)
        narrow([](const NcclCollective *c) { return !c->countIsShare(); });
    if (n <= 1 && share > 1)
        n = share;
    // The busbw/algbw factor, where the rank count is known.
    if (const v1::NcclMeasurement *best = fastest(); n > 1 && best) {
        const double ratio = best->busbw_gb_per_s() / best->algbw_gb_per_s();
        narrow([ratio, n](const NcclCollective *c) {
            const double f = c->busFactor(n);
            return std::abs(ratio - f) <= 0.03 * f + 0.01;
        });
    }
    const bool figuresDecide = fits.size() == 1;

    // What the output and the operator say, strongest first.
    struct Clue {
        v1::LocalizedText what;
        const NcclCollective *collective;
    };
    std::vector<Clue> clues;
    if (!m_chosen.empty()) {
        const NcclCollective *chosen = NcclCollective::named(m_chosen);
        if (!chosen) {
            r.addError(0, "collective",
                       Phrase::make("artifact.unknown_collective", {Phrase::id(ArtifactText::excerpt(m_chosen, 80))}));
            return nullptr;
        }
        clues.push_back({Phrase::make("collective.clue_chosen"), chosen});
    }
    for (const std::string *line : {&namedBinary, &concludedBinary}) {
        if (const NcclCollective *named = line->empty() ? nullptr : NcclCollective::named(*line)) {
            clues.push_back({Phrase::make("collective.clue_name_line"), named});
            break;
        }
    }
    if (commandBinaries.size() == 1)
        clues.push_back({Phrase::make("collective.clue_command"), NcclCollective::named(*commandBinaries.begin())});
    if (figuresDecide)
        clues.push_back({Phrase::make("collective.clue_figures"), fits.front()});
    if (const NcclCollective *hinted = NcclCollective::named(m_fileName))
        clues.push_back(
            {Phrase::make("collective.clue_file_name", {Phrase::id(ArtifactText::excerpt(m_fileName, 80))}), hinted});

    // A file name outside what the figures allow settles nothing; any other clue does.
    const auto decisive = std::find_if(clues.begin(), clues.end(), [&fits, figuresDecide](const Clue &clue) {
        return !clue.what.code().ends_with("file_name") || figuresDecide
            || std::find(fits.begin(), fits.end(), clue.collective) != fits.end();
    });
    if (decisive != clues.end()) {
        const NcclCollective *c = decisive->collective;
        for (const Clue &other : clues) {
            if (other.collective != c)
                r.addWarning(0, "collective",
                             Phrase::make("artifact.clue_disagrees",
                                          {Phrase::text(other.what), Phrase::id(std::string(other.collective->binary)),
                                           Phrase::text(decisive->what), Phrase::id(std::string(c->binary))}));
        }
        if (std::find(fits.begin(), fits.end(), c) == fits.end() && !figuresDecide)
            r.addWarning(0, "collective",
                         Phrase::make("artifact.clue_figures_disagree",
                                      {Phrase::text(decisive->what), Phrase::id(std::string(c->binary))}));
        m_clue = decisive->what;
        return c;
    }

    r.setDetectedFormat(Phrase::make("format.nccl_collective_unknown"));
    if (fits.empty()) {
        r.addError(lastLine, "collective", Phrase::make("artifact.no_collective"));
        return nullptr;
    }
    // "a, b or c": the binaries' names verbatim, the "or" in the operator's language.
    std::string others;
    for (std::size_t i = 0; i + 1 < fits.size(); ++i)
        others += (i == 0 ? "" : ", ") + std::string(fits[i]->binary);
    for (const NcclCollective *c : fits)
        r.collectiveCandidates.push_back(std::string(c->binary));
    const v1::LocalizedText which =
        Phrase::make("artifact.either", {Phrase::id(others), Phrase::id(std::string(fits.back()->binary))});
    r.addError(lastLine, "collective",
               Phrase::make(n <= 1 ? PhraseCode("artifact.which_collective_single_rank")
                                   : PhraseCode("artifact.which_collective"),
                            {Phrase::text(which)}));
    return nullptr;
}

void Reader::finish(int lastLine)
{
    if (headers == 0 && !layout.fromHeader && nccl.sizes_size() == 0 && !sawAverage) {
        r.setDetectedFormat(Phrase::make("format.not_nccl"));
        r.addError(1, {}, Phrase::make("artifact.no_nccl_header"));
        return;
    }
    r.setDetectedFormat(Phrase::make("format.nccl_output"));
    if (rowsPastLimit > 0)
        r.refuseOverLimit("size",
                          Phrase::make("artifact.too_many_rows",
                                       {Phrase::integer(nccl.sizes_size() + rowsPastLimit),
                                        Phrase::integer(NcclPerfParser::kMaxSizeRows)}));
    if (ranksPastLimit > 0)
        r.refuseOverLimit("Rank",
                          Phrase::make("artifact.too_many_ranks",
                                       {Phrase::integer(std::int64_t(ranks.size()) + ranksPastLimit),
                                        Phrase::integer(NcclPerfParser::kMaxRanks)}));
    if (!r.errors.empty())
        return;
    // Why the output stopped, and where the run said it crashed.
    const auto withCrash = [this](v1::LocalizedText why) {
        if (crashLine == 0)
            return why;
        return Phrase::make("artifact.crashed_at",
                            {Phrase::text(std::move(why)), Phrase::integer(crashLine), Phrase::id(crashText)});
    };
    if (nccl.sizes_size() == 0) {
        r.addError(crashLine > 0 ? crashLine : lastLine, "row", withCrash(Phrase::make("artifact.no_rows")));
        return;
    }
    if (!sawAverage && crashLine > 0) {
        // Not a trimmed paste: the run died before its footer.
        r.addError(crashLine, "Avg bus bandwidth", withCrash(Phrase::make("artifact.no_average")));
        return;
    }
    const NcclCollective *c = collective(lastLine);
    if (!c)
        return;
    // A trimmed paste: what is there is imported, and said to be partial evidence.
    std::vector<v1::LocalizedText> missing;
    if (!sawAverage) {
        nccl.set_avg_busbw_gb_per_s(std::round(averageOfRows() * 1000.0) / 1000.0);
        r.addWarning(
            lastLine, "Avg bus bandwidth",
            Phrase::make("artifact.average_computed", {Phrase::quantity(nccl.avg_busbw_gb_per_s(), "GB/s", 2)}));
        missing.push_back(Phrase::make("partial.no_average"));
    }
    if (leftOutLines > 0)
        missing.push_back(Phrase::make("partial.lines_left_out", {Phrase::integer(leftOutLines)}));
    nccl.set_collective(std::string(c->binary));
    r.setDetectedFormat(Phrase::verbatim("nccl-tests " + std::string(c->binary)));
    if (crashLine > 0)
        r.addWarning(crashLine, {}, Phrase::make("artifact.failure_after_results", {Phrase::id(crashText)}));
    if (outOfBoundsLine == 0)
        r.addWarning(lastLine, "Out of bounds values", Phrase::make("artifact.no_oob"));
    if (uncheckedRows > 0)
        r.addWarning(0, "#wrong", Phrase::make("artifact.unchecked_rows", {Phrase::integer(uncheckedRows)}));
    if (unmeasured > 0)
        r.addWarning(0, "time", Phrase::make("artifact.unmeasured", {Phrase::integer(unmeasured)}));
    if (layout.errorIsDeviation)
        r.addWarning(0, "error", Phrase::make("artifact.error_is_deviation"));

    std::int64_t n = rankCount();
    if (ranks.empty() && infoRanks == 0) {
        const int fromCount = c->countIsShare() ? shareOfCount() : 0;
        if (fromCount > n) {
            r.addWarning(0, "Rank", Phrase::make("artifact.ranks_from_count", {Phrase::integer(fromCount)}));
            n = fromCount;
        } else if (const int fromRatio = ranksFromRatio(*c); fromRatio > n) {
            r.addWarning(0, "Rank", Phrase::make("artifact.ranks_from_ratio", {Phrase::integer(fromRatio)}));
            n = fromRatio;
        } else {
            r.addWarning(0, "Rank", Phrase::make("artifact.ranks_from_header", {Phrase::integer(n)}));
        }
    } else if (!ranks.empty() && static_cast<std::int64_t>(ranks.size()) < n) {
        missing.push_back(Phrase::make("partial.rank_lines",
                                       {Phrase::integer(static_cast<std::int64_t>(ranks.size())), Phrase::integer(n)}));
    }
    if (!missing.empty()) {
        v1::LocalizedText what = std::move(missing.front());
        for (std::size_t i = 1; i < missing.size(); ++i)
            what = Phrase::make("summary.then", {Phrase::text(std::move(what)), Phrase::text(std::move(missing[i]))});
        nccl.set_partial(true);
        *nccl.mutable_partial_text() = what;
        r.addWarning(0, {}, Phrase::make("nccl.partial", {Phrase::text(std::move(what))}));
    }
    *nccl.mutable_collective_clue_text() = m_clue;
    r.ncclNetwork = network;
    nccl.set_ranks(static_cast<int>(std::min<std::int64_t>(n, 1 << 20)));
    for (auto &[rank, info] : ranks)
        *nccl.add_rank_devices() = std::move(info);

    auto *sizes = nccl.mutable_sizes();
    const auto bySize = [](const auto &a, const auto &b) { return a.size_bytes() < b.size_bytes(); };
    const bool repeated = headers > 1;
    if (!repeated && !std::is_sorted(sizes->begin(), sizes->end(), bySize)) {
        std::stable_sort(sizes->begin(), sizes->end(), bySize);
        r.addWarning(0, "size", Phrase::make("artifact.rows_sorted"));
    }

    v1::SuiteResult suite;
    suite.set_kind(c->kind);
    v1::ValidationVerdict verdict = v1::VALIDATION_VERDICT_UNSPECIFIED;
    int failing = 0;
    for (const auto &size : nccl.sizes()) {
        verdict = VerdictRules::worst(verdict, size.verdict());
        failing += size.verdict() == v1::VALIDATION_VERDICT_FAIL;
    }
    if (outOfBoundsFailed || averageFailed)
        verdict = v1::VALIDATION_VERDICT_FAIL;
    // Figures nobody checked (-c 0 on every row) are no pass; one rank talks to
    // nobody: whatever its rows say, the fabric was not tested.
    if (verdict != v1::VALIDATION_VERDICT_FAIL && uncheckedRows == nccl.sizes_size())
        verdict = v1::VALIDATION_VERDICT_NOT_CHECKED;
    if (verdict != v1::VALIDATION_VERDICT_FAIL && nccl.ranks() <= 1)
        verdict = v1::VALIDATION_VERDICT_NOT_TESTED;
    suite.set_verdict(verdict);
    summarise(suite, *c, failing);
    std::string version = "nccl-tests" + (testsVersion.empty() ? std::string() : " " + testsVersion);
    if (!nccl.nccl_version().empty())
        version += ", NCCL " + nccl.nccl_version();
    suite.set_tool_version(version);
    *suite.mutable_nccl() = std::move(nccl);
    r.suite = std::move(suite);
}

void Reader::summarise(v1::SuiteResult &suite, const NcclCollective &c, int failing) const
{
    // The findings first, each a phrase, then the figures.
    std::vector<v1::LocalizedText> parts;
    if (nccl.ranks() <= 1)
        parts.push_back(headers > 1 ? Phrase::make("summary.nccl_alone", {Phrase::integer(headers)})
                                    : Phrase::make("summary.nccl_single_rank"));
    else if (uncheckedRows == nccl.sizes_size())
        parts.push_back(Phrase::make("summary.nccl_not_checked"));
    if (nccl.partial())
        parts.push_back(Phrase::make("nccl.partial", {Phrase::text(nccl.partial_text())}));
    if (failing > 0)
        parts.push_back(
            Phrase::make("summary.nccl_sizes_fail", {Phrase::integer(failing), Phrase::integer(nccl.sizes_size())}));
    if (outOfBoundsFailed)
        parts.push_back(Phrase::make("summary.nccl_oob_failed"));
    if (averageFailed)
        parts.push_back(Phrase::make("summary.nccl_average_failed"));
    // In-place and out-of-place should move data alike; a large gap at a
    // bandwidth-bound size points at a buffer or registration problem.
    std::vector<std::int64_t> outliers;
    for (const auto &size : nccl.sizes()) {
        const double a = size.out_of_place().busbw_gb_per_s();
        const double b = size.in_place().busbw_gb_per_s();
        if (size.size_bytes() >= (1 << 20) && std::max(a, b) >= 1.0 && std::abs(a - b) > 0.25 * std::max(a, b))
            outliers.push_back(size.size_bytes());
    }
    if (!outliers.empty()) {
        const auto count = Phrase::integer(static_cast<std::int64_t>(outliers.size()));
        const auto first = Phrase::integer(outliers.front());
        parts.push_back(Phrase::make("summary.nccl_in_place", {count, first}));
        r.addWarning(0, "in-place busbw", Phrase::make("artifact.in_place_differs", {count, first}));
    }
    parts.push_back(
        Phrase::make("summary.nccl",
                     {Phrase::id(std::string(c.name)), Phrase::quantity(nccl.avg_busbw_gb_per_s(), "GB/s", 2),
                      Phrase::text(Phrase::make("count.ranks", {Phrase::integer(nccl.ranks())})),
                      Phrase::text(Phrase::make("count.sizes", {Phrase::integer(nccl.sizes_size())}))}));
    if (!m_clue.code().empty())
        parts.push_back(Phrase::make("summary.nccl_collective_from", {Phrase::text(m_clue)}));
    v1::LocalizedText summary = std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        summary = Phrase::make("summary.then", {Phrase::text(std::move(summary)), Phrase::text(std::move(parts[i]))});
    suite.set_summary(summary.english());
    *suite.mutable_summary_text() = std::move(summary);
}

} // namespace

ArtifactParseResult NcclPerfParser::parse(std::string_view bytes, std::string_view fileName,
                                          std::string_view collective)
{
    ArtifactParseResult result;
    result.format = v1::ARTIFACT_FORMAT_NCCL_ALL_REDUCE_PERF;
    if (ArtifactText::admit(bytes, result)) {
        const std::string_view text = ArtifactText::withoutBom(bytes);
        Reader reader(result, fileName, collective);
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
