#pragma once

#include "alerts/alertsource.h"

#include "alertmanagerrackmap.h"
#include "alertmanagerstore.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace rackops::sim {

// Alertmanager's alerts as conditions of the alert book (ALERT_SOURCE_EXTERNAL),
// from what the Alertmanager bridge last read: one condition per fingerprint
// (key "alertmanager/FINGERPRINT"), on the rack its labels name (rack label,
// or a host label through the host map) when the fleet has that rack, else
// site-wide; severity from the `severity` label; Alertmanager's state,
// silences, inhibitions, mutes, labels and links in Alert.external. An alert
// Alertmanager no longer lists resolves. While the bridge cannot read it,
// the alerts last read stay open, marked stale with the time they were read,
// and one site-wide warning (key "alertmanager/bridge") says why; before the
// first read since start, alerts stored from before are left as they are.
class ExternalAlertSource : public AlertSource {
public:
    // The site of a rack of the fleet; nullopt when the fleet has no such rack.
    using RackSite = std::function<std::optional<std::string>(const std::string &rackId)>;

    ExternalAlertSource(std::shared_ptr<alertmanager::AlertmanagerStore> store, alertmanager::AlertmanagerRackMap map,
                        RackSite rackSite);

    void collect(std::int64_t nowMs, std::vector<AlertCondition> *out) override;
    std::vector<std::string> unknownKeyPrefixes() const override;

    // critical/page/error/high -> CRITICAL, info/informational/low/none -> INFO, anything else -> WARNING.
    static rackops::v1::AlertSeverity severity(const QString &label);
    static constexpr const char *kKeyPrefix = "alertmanager/";

private:
    std::shared_ptr<alertmanager::AlertmanagerStore> m_store;
    alertmanager::AlertmanagerRackMap m_map;
    RackSite m_rackSite;
};

} // namespace rackops::sim
