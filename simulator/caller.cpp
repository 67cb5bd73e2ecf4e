#include "caller.h"

#include <grpcpp/server_context.h>
#include <grpcpp/support/status.h>

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

namespace {

// "O=RackOps development,OU=approver,CN=anna" -> the value of `key`.
std::string subjectPart(const std::string &subject, const std::string &key)
{
    size_t start = 0;
    while (start < subject.size()) {
        const size_t end = subject.find(',', start);
        std::string part = subject.substr(start, end == std::string::npos ? std::string::npos : end - start);
        while (!part.empty() && part.front() == ' ')
            part.erase(0, 1);
        if (part.rfind(key + "=", 0) == 0)
            return part.substr(key.size() + 1);
        if (end == std::string::npos)
            break;
        start = end + 1;
    }
    return {};
}

v1::Role roleNamed(const std::string &name)
{
    if (name == "viewer")
        return ROLE_VIEWER;
    if (name == "operator")
        return ROLE_OPERATOR;
    if (name == "approver")
        return ROLE_APPROVER;
    if (name == "admin")
        return ROLE_ADMIN;
    return v1::ROLE_UNSPECIFIED;
}

} // namespace

grpc::Status Caller::identify(const grpc::ServerContext *context, Caller *caller)
{
    // A verified client certificate says who is calling; the demo header is ignored then.
    const auto auth = context->auth_context();
    if (auth && auth->IsPeerAuthenticated()) {
        const auto names = auth->FindPropertyValues("x509_common_name");
        const auto subjects = auth->FindPropertyValues("x509_subject");
        if (names.empty())
            return {grpc::StatusCode::UNAUTHENTICATED, "the client certificate has no common name (CN)"};
        caller->subject = std::string(names.front().data(), names.front().size());
        caller->displayName = caller->subject;
        caller->roles.clear();
        const std::string subject = subjects.empty() ? std::string() : std::string(subjects.front().data(), subjects.front().size());
        const v1::Role role = roleNamed(subjectPart(subject, "OU"));
        if (role != v1::ROLE_UNSPECIFIED)
            caller->roles.push_back(role);
        else
            caller->roles.push_back(ROLE_VIEWER);  // a certificate without a known role may look, not act
        return grpc::Status::OK;
    }
    const auto &metadata = context->client_metadata();
    const auto it = metadata.find(kUserHeader);
    if (it == metadata.end())
        return {grpc::StatusCode::UNAUTHENTICATED,
                "no identity: this demo backend needs the x-rackops-user header (vera, omar, anna, ben or ada)"};
    const std::string name(it->second.data(), it->second.size());
    for (const Caller &user : demoUsers()) {
        if (user.subject == name) {
            *caller = user;
            return grpc::Status::OK;
        }
    }
    return {grpc::StatusCode::UNAUTHENTICATED, "unknown user \"" + name + "\""};
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

grpc::Status Caller::require(v1::Role role, const std::string &what) const
{
    if (has(role))
        return grpc::Status::OK;
    return {grpc::StatusCode::PERMISSION_DENIED,
            displayName + " may not " + what + ": that needs the " + roleName(role) + " role"};
}

} // namespace rackops::sim
