#include "api/certificateidentity.h"

#include "phrase/displaytext.h"
#include "phrase/phrase.h"

#include <QString>

#include <openssl/asn1.h>
#include <openssl/bio.h>
#include <openssl/crypto.h>
#include <openssl/objects.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <memory>
#include <vector>

namespace rackops::sim {

namespace {

struct BioFree {
    void operator()(BIO *bio) const { BIO_free(bio); }
};
struct X509Free {
    void operator()(X509 *cert) const { X509_free(cert); }
};

// Every value of attribute `nid` in `name`, as UTF-8; false if one cannot be converted.
bool entries(const X509_NAME *name, int nid, std::vector<std::string> *values)
{
    for (int i = X509_NAME_get_index_by_NID(name, nid, -1); i >= 0; i = X509_NAME_get_index_by_NID(name, nid, i)) {
        unsigned char *utf8 = nullptr;
        const int length = ASN1_STRING_to_UTF8(&utf8, X509_NAME_ENTRY_get_data(X509_NAME_get_entry(name, i)));
        if (length < 0)
            return false;
        values->emplace_back(reinterpret_cast<const char *>(utf8), std::size_t(length));
        OPENSSL_free(utf8);
    }
    return true;
}

// C0 controls (NUL included), DEL, C1 controls (U+0080..U+009F, C2 80..C2 9F in UTF-8), and the
// bidirectional controls (U+200E/F, U+202A..U+202E, U+2066..U+2069: E2 80 8E/8F, E2 80 AA..AE,
// E2 81 A6..A9), which would make a name read differently in the audit log than it is.
bool hasControlCharacter(const std::string &text)
{
    const auto at = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0; };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = at(i);
        if (c < 0x20 || c == 0x7f)
            return true;
        if (c == 0xc2 && at(i + 1) >= 0x80 && at(i + 1) <= 0x9f)
            return true;
        if (c == 0xe2 && at(i + 1) == 0x80
            && (at(i + 2) == 0x8e || at(i + 2) == 0x8f || (at(i + 2) >= 0xaa && at(i + 2) <= 0xae)))
            return true;
        if (c == 0xe2 && at(i + 1) == 0x81 && at(i + 2) >= 0xa6 && at(i + 2) <= 0xa9)
            return true;
    }
    return false;
}

} // namespace

void CertificateIdentity::refuse(rackops::v1::LocalizedText why)
{
    m_error = why.english();
    m_errorText = std::move(why);
}

CertificateIdentity CertificateIdentity::fromPem(std::string_view pem)
{
    CertificateIdentity identity;
    const std::unique_ptr<BIO, BioFree> bio(BIO_new_mem_buf(pem.data(), int(pem.size())));
    const std::unique_ptr<X509, X509Free> cert(bio ? PEM_read_bio_X509(bio.get(), nullptr, nullptr, nullptr) : nullptr);
    if (!cert) {
        identity.refuse(Phrase::make("identity.certificate_unreadable"));
        return identity;
    }
    const X509_NAME *subject = X509_get_subject_name(cert.get());
    std::vector<std::string> names;
    std::vector<std::string> units;
    if (!subject || !entries(subject, NID_commonName, &names)
        || !entries(subject, NID_organizationalUnitName, &units)) {
        identity.refuse(Phrase::make("identity.subject_unreadable"));
        return identity;
    }
    if (names.size() != 1) {
        identity.refuse(Phrase::make("identity.common_names", {Phrase::integer(std::int64_t(names.size()))}));
        return identity;
    }
    const std::string &name = names.front();
    if (name.empty()) {
        identity.refuse(Phrase::make("identity.cn_empty"));
        return identity;
    }
    if (name.size() > kMaxNameBytes) {
        identity.refuse(
            Phrase::make("identity.cn_too_long",
                         {Phrase::integer(std::int64_t(name.size())), Phrase::integer(std::int64_t(kMaxNameBytes))}));
        return identity;
    }
    if (hasControlCharacter(name)) {
        identity.refuse(Phrase::make("identity.cn_control"));
        return identity;
    }
    // "a\u200Bda" would get ada's rights in the audit log's eyes; "a\u0301da" and "\u00E1da" too.
    if (const auto hidden = DisplayText::firstHidden(name)) {
        identity.refuse(Phrase::make("identity.cn_invisible", {Phrase::id(DisplayText::codePointName(*hidden))}));
        return identity;
    }
    // "\u0430da" (a Cyrillic a) reads as "ada": no mixing of scripts that pass for each other.
    if (const auto mixed = DisplayText::firstMixedScript(name)) {
        identity.refuse(Phrase::make("identity.cn_mixed_scripts",
                                     {Phrase::id(DisplayText::codePointName(mixed->first)),
                                      Phrase::id(DisplayText::codePointName(mixed->second))}));
        return identity;
    }
    const QString asText = QString::fromStdString(name);
    if (asText.normalized(QString::NormalizationForm_C) != asText) {
        identity.refuse(Phrase::make("identity.cn_not_normalized"));
        return identity;
    }
    if (units.size() > 1) {
        identity.refuse(Phrase::make("identity.several_units", {Phrase::integer(std::int64_t(units.size()))}));
        return identity;
    }
    identity.m_commonName = name;
    if (!units.empty())
        identity.m_organizationalUnit = units.front();
    return identity;
}

rackops::v1::Role CertificateIdentity::role() const
{
    if (m_organizationalUnit == "operator")
        return v1::ROLE_OPERATOR;
    if (m_organizationalUnit == "approver")
        return v1::ROLE_APPROVER;
    if (m_organizationalUnit == "admin")
        return v1::ROLE_ADMIN;
    return v1::ROLE_VIEWER; // "viewer", none, or no role: may look, not act
}

} // namespace rackops::sim
