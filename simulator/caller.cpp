#include "caller.h"
#include "certificateidentity.h"
#include "phrase.h"
#include "refusal.h"

#include <grpc/grpc_security_constants.h>

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

grpc::Status Caller::identify(const grpc::ServerContext *context, Caller *caller)
{
    // Over TLS every caller has a verified client certificate (the server requires one), and
    // it alone says who is calling; the demo header is ignored then. A TLS caller whose
    // certificate names nobody is refused, never passed on to the header.
    const auto auth = context->auth_context();
    const auto security = auth ? auth->FindPropertyValues(GRPC_TRANSPORT_SECURITY_TYPE_PROPERTY_NAME)
                               : std::vector<grpc::string_ref>();
    if (!security.empty() && security.front() == GRPC_SSL_TRANSPORT_SECURITY_TYPE) {
        const auto pems = auth->FindPropertyValues(GRPC_X509_PEM_CERT_PROPERTY_NAME);
        if (pems.empty())
            return Refusal::status(grpc::StatusCode::UNAUTHENTICATED, Phrase::make("identity.no_certificate"));
        const auto certificate = CertificateIdentity::fromPem({pems.front().data(), pems.front().size()});
        if (!certificate.isValid())
            return Refusal::status(grpc::StatusCode::UNAUTHENTICATED, certificate.errorText());
        caller->subject = certificate.commonName();
        caller->displayName = caller->subject;
        caller->roles = {certificate.role()};
        return grpc::Status::OK;
    }
    const auto &metadata = context->client_metadata();
    const auto it = metadata.find(kUserHeader);
    if (it == metadata.end())
        return Refusal::status(grpc::StatusCode::UNAUTHENTICATED, Phrase::make("identity.no_header"));
    const std::string name(it->second.data(), it->second.size());
    for (const Caller &user : demoUsers()) {
        if (user.subject == name) {
            *caller = user;
            return grpc::Status::OK;
        }
    }
    return Refusal::status(grpc::StatusCode::UNAUTHENTICATED, Phrase::make("identity.unknown_user", {Phrase::id(name)}));
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
    return MutationResult::refused(MutationResult::Code::PermissionDenied,
                                   Phrase::make("refusal.role_needed",
                                                {Phrase::id(displayName), Phrase::text(what), Phrase::text(roleText(role))}));
}

} // namespace rackops::sim
