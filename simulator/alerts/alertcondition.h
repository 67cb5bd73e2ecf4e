#pragma once

#include "rackops/v1/alerts.pb.h"

#include <cstdint>
#include <optional>
#include <string>

namespace rackops::sim {

// A condition an alert source sees right now. The AlertBook turns the set of
// active conditions into alerts: a new key raises one, a key that stays
// updates it, a key that is gone resolves it (unless `latching`).
struct AlertCondition {
    std::string key; // e.g. "cooling/supply_temperature/PHX1-H2-R07-12"
    rackops::v1::AlertSource source = rackops::v1::ALERT_SOURCE_UNSPECIFIED;
    rackops::v1::AlertSeverity severity = rackops::v1::ALERT_SEVERITY_WARNING;
    std::string rackId;
    std::string bucket;
    std::string sourceRegion;
    std::string targetRegion;
    std::string site;
    std::string summary;
    std::string details;
    rackops::v1::LocalizedText summaryText; // summary as a phrase (Phrase)
    rackops::v1::LocalizedText detailsText;
    rackops::v1::LocalizedText currentValueText;
    std::string currentValue; // display form
    std::optional<double> value;
    std::optional<double> threshold;
    std::string unit;
    std::string operationId;
    std::string validationRunId;
    // When the condition began, when the source knows (a leak detector's
    // state_since, the time a rack entered FAILED); 0 = when first seen.
    std::int64_t sinceMs = 0;
    // An event rather than a state (an operation that failed): it stays open
    // until someone resolves it, even when the source no longer reports it.
    bool latching = false;
    // Raised by another system (ALERT_SOURCE_EXTERNAL): that system's truth, carried into Alert.external.
    std::optional<rackops::v1::ExternalAlert> external;

    // Sets the text and its English form together.
    void setSummary(rackops::v1::LocalizedText text)
    {
        summary = text.english();
        summaryText = std::move(text);
    }
    void setDetails(rackops::v1::LocalizedText text)
    {
        details = text.english();
        detailsText = std::move(text);
    }
    void setCurrentValue(rackops::v1::LocalizedText text)
    {
        currentValue = text.english();
        currentValueText = std::move(text);
    }
};

} // namespace rackops::sim
