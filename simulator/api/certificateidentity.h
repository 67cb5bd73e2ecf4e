#pragma once

#include "rackops/v1/operations.pb.h"

#include <string>
#include <string_view>

namespace rackops::sim {

// Who a verified client certificate names, read from the subject's X.509
// name entries (never from a formatted subject string, where a CN such as
// "eve,OU=admin" would pass for a second attribute).
//
// The rules: exactly one common name (CN), non-empty, at most 128 bytes of
// UTF-8 without control characters, nothing invisible or passing for
// something else (DisplayText::firstHidden) and in normal form C, so a name
// reads as exactly one person; it is the caller's name verbatim. At
// most one organisational unit (OU), which names the role; none, or one that
// is no role, means viewer. Several OUs are refused rather than picking one:
// which of them a CA meant is a guess, and a guess must not grant a role.
class CertificateIdentity {
public:
    static constexpr std::size_t kMaxNameBytes = 128;

    // Reads the first certificate of `pem`; on failure, error() says why.
    static CertificateIdentity fromPem(std::string_view pem);

    bool isValid() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    // The same as a phrase, for the refusal.
    const rackops::v1::LocalizedText &errorText() const { return m_errorText; }
    const std::string &commonName() const { return m_commonName; }
    // Empty when the certificate has no OU.
    const std::string &organizationalUnit() const { return m_organizationalUnit; }
    // The role the OU names; viewer when it names none.
    rackops::v1::Role role() const;

private:
    void refuse(rackops::v1::LocalizedText why);

    std::string m_commonName;
    std::string m_organizationalUnit;
    std::string m_error;
    rackops::v1::LocalizedText m_errorText;
};

} // namespace rackops::sim
