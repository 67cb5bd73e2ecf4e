#pragma once

#include "core/latencyhistogram.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rackops::sim {

// Writes Prometheus' text exposition format (version 0.0.4): per family one
// # HELP and one # TYPE line, then its samples, each family once and whole.
// Label values and help text are escaped as the format says (backslash,
// double quote and line feed in label values; backslash and line feed in
// help), so a rack id or site name with hostile text cannot break a line.
class MetricsExposition {
public:
    using Labels = std::vector<std::pair<std::string, std::string>>;
    enum class Type { Counter, Gauge, Histogram };

    static constexpr const char *kContentType = "text/plain; version=0.0.4; charset=utf-8";

    // Starts a family. `name` must be a valid metric name (checked: a wrong one is a bug).
    void family(std::string_view name, Type type, std::string_view help);
    void sample(std::string_view name, const Labels &labels, double value);
    // A histogram's _bucket (cumulative, le="..." and le="+Inf"), _sum and _count samples.
    void histogram(std::string_view name, const Labels &labels, const LatencyHistogram::Snapshot &snapshot);

    const std::string &text() const { return m_text; }

    static std::string escapeLabelValue(std::string_view value);
    static std::string escapeHelp(std::string_view help);
    // Go's float formatting as Prometheus reads it: integers without a point, +Inf, -Inf, NaN.
    static std::string formatValue(double value);
    static bool isValidMetricName(std::string_view name);
    static bool isValidLabelName(std::string_view name);

private:
    void writeSeries(std::string_view name, std::string_view suffix, const Labels &labels, double value,
                     const std::pair<std::string, std::string> *extra = nullptr);
    std::string m_text;
};

} // namespace rackops::sim
