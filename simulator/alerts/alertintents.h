#pragma once

#include "core/mutationintent.h"

#include "rackops/v1/alerts.pb.h"

namespace rackops::sim {

// The intents of the alert mutations: what MutationGuard checks before the
// AlertBook decides.
struct AlertIntents {
    static MutationIntent acknowledge(const rackops::v1::AcknowledgeAlertRequest &request);
    static MutationIntent comment(const rackops::v1::CommentOnAlertRequest &request);
    static MutationIntent resolve(const rackops::v1::ResolveAlertRequest &request);
    static MutationIntent silence(const rackops::v1::SilenceAlertsRequest &request);
    static MutationIntent expireSilence(const rackops::v1::ExpireSilenceRequest &request);
    // How an acknowledgement reads in the audit log (AlertBook says it the same way).
    static rackops::v1::LocalizedText acknowledged(const std::string &comment);
};

} // namespace rackops::sim
