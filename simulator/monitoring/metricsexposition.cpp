#include "monitoring/metricsexposition.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace rackops::sim {

namespace {
bool nameChar(char c, bool first, bool colon)
{
    const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (colon && c == ':');
    return letter || (!first && c >= '0' && c <= '9');
}

bool validName(std::string_view name, bool colon)
{
    if (name.empty())
        return false;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (!nameChar(name[i], i == 0, colon))
            return false;
    }
    return true;
}
} // namespace

bool MetricsExposition::isValidMetricName(std::string_view name)
{
    return validName(name, true);
}

bool MetricsExposition::isValidLabelName(std::string_view name)
{
    return validName(name, false) && name.substr(0, 2) != "__";
}

std::string MetricsExposition::escapeLabelValue(std::string_view value)
{
    std::string out;
    out.reserve(value.size());
    for (const char c : value) {
        switch (c) {
        case '\\': out += "\\\\"; break;
        case '"': out += "\\\""; break;
        case '\n': out += "\\n"; break;
        default: out += c;
        }
    }
    return out;
}

std::string MetricsExposition::escapeHelp(std::string_view help)
{
    std::string out;
    out.reserve(help.size());
    for (const char c : help) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '\n')
            out += "\\n";
        else
            out += c;
    }
    return out;
}

std::string MetricsExposition::formatValue(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "+Inf" : "-Inf";
    char buffer[64];
    if (value == std::floor(value) && std::fabs(value) < 1e15) {
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
        return buffer;
    }
    // The shortest form that reads back as the same double (0.001, not 0.00100000000000000002).
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
        if (std::strtod(buffer, nullptr) == value)
            break;
    }
    return buffer;
}

void MetricsExposition::family(std::string_view name, Type type, std::string_view help)
{
    if (!isValidMetricName(name))
        throw std::logic_error("not a Prometheus metric name: " + std::string(name));
    const char *typeName = type == Type::Counter ? "counter" : type == Type::Gauge ? "gauge" : "histogram";
    m_text.append("# HELP ").append(name).append(" ").append(escapeHelp(help)).append("\n");
    m_text.append("# TYPE ").append(name).append(" ").append(typeName).append("\n");
}

void MetricsExposition::writeSeries(std::string_view name, std::string_view suffix, const Labels &labels, double value,
                                    const std::pair<std::string, std::string> *extra)
{
    m_text.append(name).append(suffix);
    if (!labels.empty() || extra) {
        m_text += '{';
        bool first = true;
        const auto write = [&](const std::pair<std::string, std::string> &label) {
            if (!isValidLabelName(label.first))
                throw std::logic_error("not a Prometheus label name: " + label.first);
            if (!first)
                m_text += ',';
            first = false;
            m_text.append(label.first).append("=\"").append(escapeLabelValue(label.second)).append("\"");
        };
        for (const auto &label : labels)
            write(label);
        if (extra)
            write(*extra);
        m_text += '}';
    }
    m_text.append(" ").append(formatValue(value)).append("\n");
}

void MetricsExposition::sample(std::string_view name, const Labels &labels, double value)
{
    writeSeries(name, {}, labels, value);
}

void MetricsExposition::histogram(std::string_view name, const Labels &labels,
                                  const LatencyHistogram::Snapshot &snapshot)
{
    for (std::size_t i = 0; i < LatencyHistogram::kBoundsSeconds.size(); ++i) {
        const std::pair<std::string, std::string> le {"le", formatValue(LatencyHistogram::kBoundsSeconds[i])};
        writeSeries(name, "_bucket", labels, double(snapshot.cumulative[i]), &le);
    }
    const std::pair<std::string, std::string> inf {"le", "+Inf"};
    writeSeries(name, "_bucket", labels, double(snapshot.count), &inf);
    writeSeries(name, "_sum", labels, snapshot.sumSeconds);
    writeSeries(name, "_count", labels, double(snapshot.count));
}

} // namespace rackops::sim
