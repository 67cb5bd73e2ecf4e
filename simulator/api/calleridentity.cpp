#include "api/calleridentity.h"
#include "api/certificateidentity.h"
#include "api/refusal.h"
#include "phrase/phrase.h"

#include <grpc/grpc_security_constants.h>

#include <grpcpp/server_context.h>
#include <grpcpp/support/status.h>

namespace rackops::sim {

namespace {

bool overTls(const grpc::ServerContext *context)
{
    const auto auth = context->auth_context();
    const auto security =
        auth ? auth->FindPropertyValues(GRPC_TRANSPORT_SECURITY_TYPE_PROPERTY_NAME) : std::vector<grpc::string_ref>();
    return !security.empty() && security.front() == GRPC_SSL_TRANSPORT_SECURITY_TYPE;
}

} // namespace

grpc::Status CallerIdentity::admit(const grpc::ServerContext *context)
{
    if (!overTls(context))
        return grpc::Status::OK;
    Caller caller;
    return identify(context, &caller);
}

grpc::Status CallerIdentity::identify(const grpc::ServerContext *context, Caller *caller)
{
    // Over TLS every caller has a verified client certificate (the server requires one), and
    // it alone says who is calling; the demo header is ignored then. A TLS caller whose
    // certificate names nobody is refused, never passed on to the header.
    if (overTls(context)) {
        const auto auth = context->auth_context();
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
    const auto it = metadata.find(Caller::kUserHeader);
    if (it == metadata.end())
        return Refusal::status(grpc::StatusCode::UNAUTHENTICATED, Phrase::make("identity.no_header"));
    const std::string name(it->second.data(), it->second.size());
    for (const Caller &user : Caller::demoUsers()) {
        if (user.subject == name) {
            *caller = user;
            return grpc::Status::OK;
        }
    }
    return Refusal::status(grpc::StatusCode::UNAUTHENTICATED,
                           Phrase::make("identity.unknown_user", {Phrase::id(name)}));
}

} // namespace rackops::sim
