#include "core/caller.h"
#include "phrase/phrase.h"

#include <algorithm>

namespace rackops::sim {

using v1::ROLE_ADMIN;
using v1::ROLE_APPROVER;
using v1::ROLE_OPERATOR;
using v1::ROLE_VIEWER;

bool Caller::has(v1::Role role) const
{
    // Roles add up: an admin may do what an approver may, and so on.
    return std::any_of(roles.begin(), roles.end(), [role](v1::Role r) { return r >= role; });
}

v1::Actor Caller::actor() const
{
    v1::Actor actor;
    actor.set_name(subject);
    actor.set_automated(false);
    return actor;
}

const std::vector<Caller> &Caller::demoUsers()
{
    static const std::vector<Caller> users = {
        {"vera", "Vera Viewer", {ROLE_VIEWER}},
        {"omar", "Omar Operator", {ROLE_VIEWER, ROLE_OPERATOR}},
        {"anna", "Anna Approver", {ROLE_VIEWER, ROLE_OPERATOR, ROLE_APPROVER}},
        {"ben", "Ben Approver", {ROLE_VIEWER, ROLE_OPERATOR, ROLE_APPROVER}},
        {"ada", "Ada Admin", {ROLE_VIEWER, ROLE_OPERATOR, ROLE_APPROVER, ROLE_ADMIN}},
    };
    return users;
}

std::string Caller::roleName(v1::Role role)
{
    switch (role) {
    case ROLE_VIEWER: return "viewer";
    case ROLE_OPERATOR: return "operator";
    case ROLE_APPROVER: return "approver";
    case ROLE_ADMIN: return "admin";
    default: return "unknown";
    }
}

v1::LocalizedText Caller::roleText(v1::Role role)
{
    switch (role) {
    case ROLE_VIEWER: return Phrase::make("role.viewer");
    case ROLE_OPERATOR: return Phrase::make("role.operator");
    case ROLE_APPROVER: return Phrase::make("role.approver");
    case ROLE_ADMIN: return Phrase::make("role.admin");
    default: return Phrase::make("role.unknown");
    }
}

MutationResult Caller::require(v1::Role role, const v1::LocalizedText &what) const
{
    if (has(role))
        return MutationResult::done();
    return MutationResult::refused(
        MutationResult::Code::PermissionDenied,
        Phrase::make("refusal.role_needed",
                     {Phrase::id(displayName), Phrase::text(what), Phrase::text(roleText(role))}));
}

} // namespace rackops::sim
