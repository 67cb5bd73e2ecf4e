#include "alerts/alertmanagersilencematchers.h"

#include <map>
#include <set>

namespace rackops::sim {

using namespace rackops::v1;

namespace {
ExternalMatcher equalMatcher(const std::string &name, const std::string &value)
{
    ExternalMatcher m;
    m.set_name(name);
    m.set_value(value);
    m.set_is_equal(true);
    return m;
}
} // namespace

std::string AlertmanagerSilenceMatchers::re2Literal(const std::string &text)
{
    // Only RE2's metacharacters: RE2 refuses an escaped letter or a non-ASCII byte.
    static const std::string meta = "\\.+*?()|[]{}^$";
    std::string out;
    for (const char c : text) {
        if (meta.find(c) != std::string::npos)
            out.push_back('\\');
        out.push_back(c);
    }
    return out;
}

std::vector<ExternalMatcher> AlertmanagerSilenceMatchers::of(const AlertMatcher &matcher,
                                                             const std::vector<const Alert *> &covered)
{
    std::vector<ExternalMatcher> out;
    if (covered.empty())
        return out;
    if (!matcher.condition_key().empty()) {
        // map<> in protobuf has no order; Alertmanager does not care, a reader of the audit does.
        const auto &labels = covered.front()->external().labels();
        const std::map<std::string, std::string> sorted(labels.begin(), labels.end());
        for (const auto &[name, value] : sorted)
            out.push_back(equalMatcher(name, value));
        return out;
    }
    if (matcher.rack_id().empty())
        return out;
    std::map<std::string, std::set<std::string>> hostsByLabel;
    for (const Alert *alert : covered) {
        const std::string &label = alert->external().rack_label();
        const auto value = alert->external().labels().find(label);
        if (label.empty() || value == alert->external().labels().end())
            continue;
        if (value->second == matcher.rack_id())
            return {equalMatcher(label, matcher.rack_id())}; // a rack label names it: that is all it takes
        hostsByLabel[label].insert(value->second);
    }
    // Named through the host map: the host label that named most of its alerts, its hosts as one regex.
    const std::set<std::string> *hosts = nullptr;
    std::string label;
    for (const auto &[name, values] : hostsByLabel) {
        if (!hosts || values.size() > hosts->size()) {
            hosts = &values;
            label = name;
        }
    }
    if (!hosts)
        return out;
    if (hosts->size() == 1)
        return {equalMatcher(label, *hosts->begin())};
    std::string pattern;
    for (const std::string &host : *hosts)
        pattern += (pattern.empty() ? "" : "|") + re2Literal(host);
    ExternalMatcher m = equalMatcher(label, pattern);
    m.set_is_regex(true);
    out.push_back(m);
    return out;
}

} // namespace rackops::sim
