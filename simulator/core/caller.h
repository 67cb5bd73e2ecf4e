#pragma once

#include "core/mutationresult.h"

#include "rackops/v1/operations.pb.h"

#include <string>
#include <vector>

namespace rackops::sim {

// Who is calling and what they may do. Over mutual TLS the client
// certificate says so (see CertificateIdentity); without TLS the simulator
// runs in demo mode: the caller names one of a few demo users in the
// "x-rackops-user" metadata entry.
struct Caller {
    std::string subject;
    std::string displayName;
    std::vector<rackops::v1::Role> roles;

    bool has(rackops::v1::Role role) const;
    rackops::v1::Actor actor() const;

    static constexpr const char *kUserHeader = "x-rackops-user";

    // The demo users: vera (viewer), omar (operator), anna and ben
    // (approvers), ada (admin).
    static const std::vector<Caller> &demoUsers();
    // Refused (PERMISSION_DENIED) naming the missing role, or done; `what` is a need.* phrase.
    MutationResult require(rackops::v1::Role role, const rackops::v1::LocalizedText &what) const;

    static std::string roleName(rackops::v1::Role role);
    // The role as a word the console translates (role.operator).
    static rackops::v1::LocalizedText roleText(rackops::v1::Role role);
};

} // namespace rackops::sim
