// CertificateIdentity on certificates made here with OpenSSL, name entry by
// name entry, so a CN can literally be "eve,OU=admin": forged-looking names
// stay names and never grant a role; ambiguous subjects are refused.
#include "api/certificateidentity.h"

#include <QTest>

#include <openssl/bio.h>
#include <openssl/buffer.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <memory>

using namespace rackops;
using namespace rackops::sim;

namespace {

struct KeyFree {
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
};
struct X509Free {
    void operator()(X509 *cert) const { X509_free(cert); }
};
struct BioFree {
    void operator()(BIO *bio) const { BIO_free(bio); }
};

// A self-signed certificate whose subject has `entries` ("FIELD=value", split
// at the first '='), in this order, each as a UTF8String taken verbatim.
std::string certificate(const QStringList &entries)
{
    static const std::unique_ptr<EVP_PKEY, KeyFree> key(EVP_EC_gen("P-256"));
    const std::unique_ptr<X509, X509Free> cert(X509_new());
    if (!key || !cert)
        return {};
    X509_set_version(cert.get(), 2);
    ASN1_INTEGER_set(X509_get_serialNumber(cert.get()), 1);
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), 0);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), 3600);
    X509_NAME *name = X509_get_subject_name(cert.get());
    for (const QString &entry : entries) {
        const qsizetype equals = entry.indexOf(QLatin1Char('='));
        const QByteArray field = entry.left(equals).toLatin1();
        const QByteArray value = entry.mid(equals + 1).toUtf8();
        if (!X509_NAME_add_entry_by_txt(name, field.constData(), V_ASN1_UTF8STRING,
                                        reinterpret_cast<const unsigned char *>(value.constData()), int(value.size()),
                                        -1, 0))
            return {};
    }
    X509_set_issuer_name(cert.get(), name);
    X509_set_pubkey(cert.get(), key.get());
    if (!X509_sign(cert.get(), key.get(), EVP_sha256()))
        return {};
    const std::unique_ptr<BIO, BioFree> bio(BIO_new(BIO_s_mem()));
    PEM_write_bio_X509(bio.get(), cert.get());
    BUF_MEM *pem = nullptr;
    BIO_get_mem_ptr(bio.get(), &pem);
    return {pem->data, pem->length};
}

} // namespace

class TestCertificateIdentity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void namesAndRoles_data()
    {
        QTest::addColumn<QStringList>("subject");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("role");
        const QString o = QStringLiteral("O=RackOps development");
        QTest::newRow("CN with ,OU=admin and OU viewer")
            << QStringList {o, QStringLiteral("OU=viewer"), QStringLiteral("CN=eve,OU=admin")}
            << QStringLiteral("eve,OU=admin") << int(v1::ROLE_VIEWER);
        QTest::newRow("O with ,OU=admin and no OU")
            << QStringList {QStringLiteral("O=x,OU=admin"), QStringLiteral("CN=eve2")} << QStringLiteral("eve2")
            << int(v1::ROLE_VIEWER);
        QTest::newRow("CN with ,OU=admin and no OU") << QStringList {o, QStringLiteral("CN=eve3,OU=admin")}
                                                     << QStringLiteral("eve3,OU=admin") << int(v1::ROLE_VIEWER);
        QTest::newRow("CN with +OU=admin") << QStringList {QStringLiteral("CN=eve4+OU=admin")}
                                           << QStringLiteral("eve4+OU=admin") << int(v1::ROLE_VIEWER);
        QTest::newRow("approver") << QStringList {o, QStringLiteral("OU=approver"), QStringLiteral("CN=anna")}
                                  << QStringLiteral("anna") << int(v1::ROLE_APPROVER);
        QTest::newRow("operator") << QStringList {o, QStringLiteral("OU=operator"), QStringLiteral("CN=omar")}
                                  << QStringLiteral("omar") << int(v1::ROLE_OPERATOR);
        QTest::newRow("admin") << QStringList {o, QStringLiteral("OU=admin"), QStringLiteral("CN=ada")}
                               << QStringLiteral("ada") << int(v1::ROLE_ADMIN);
        QTest::newRow("unknown OU") << QStringList {o, QStringLiteral("OU=root"), QStringLiteral("CN=mallory")}
                                    << QStringLiteral("mallory") << int(v1::ROLE_VIEWER);
        QTest::newRow("OU in another case") << QStringList {QStringLiteral("OU=Admin"), QStringLiteral("CN=mallory")}
                                            << QStringLiteral("mallory") << int(v1::ROLE_VIEWER);
        QTest::newRow("no OU") << QStringList {o, QStringLiteral("CN=vera")} << QStringLiteral("vera")
                               << int(v1::ROLE_VIEWER);
        QTest::newRow("non-ASCII CN") << QStringList {QStringLiteral("OU=operator"),
                                                      QStringLiteral("CN=J\u00f6rg \u5f20")}
                                      << QStringLiteral("J\u00f6rg \u5f20") << int(v1::ROLE_OPERATOR);
        QTest::newRow("Cyrillic CN") << QStringList {QStringLiteral("CN=\u0411\u043e\u0440\u0438\u0441")}
                                     << QStringLiteral("\u0411\u043e\u0440\u0438\u0441") << int(v1::ROLE_VIEWER);
        QTest::newRow("composed accent") << QStringList {QStringLiteral("CN=\u00e1da")} << QStringLiteral("\u00e1da")
                                         << int(v1::ROLE_VIEWER);
        QTest::newRow("CN with a space") << QStringList {QStringLiteral("CN=Ada Lovelace")}
                                         << QStringLiteral("Ada Lovelace") << int(v1::ROLE_VIEWER);
        QTest::newRow("CN of 128 bytes") << QStringList {QStringLiteral("CN=") + QString(128, QLatin1Char('a'))}
                                         << QString(128, QLatin1Char('a')) << int(v1::ROLE_VIEWER);
    }
    void namesAndRoles()
    {
        QFETCH(QStringList, subject);
        QFETCH(QString, name);
        QFETCH(int, role);
        const std::string pem = certificate(subject);
        QVERIFY(!pem.empty());
        const CertificateIdentity identity = CertificateIdentity::fromPem(pem);
        QVERIFY2(identity.isValid(), identity.error().c_str());
        QCOMPARE(QString::fromStdString(identity.commonName()), name);
        QCOMPARE(int(identity.role()), role);
    }

    void ambiguousSubjectsAreRefused_data()
    {
        QTest::addColumn<QStringList>("subject");
        QTest::addColumn<QString>("reason");
        QTest::newRow("OU viewer and OU admin")
            << QStringList {QStringLiteral("OU=viewer"), QStringLiteral("OU=admin"), QStringLiteral("CN=eve")}
            << QStringLiteral("2 organisational units (OU)");
        QTest::newRow("no CN") << QStringList {QStringLiteral("O=RackOps development"), QStringLiteral("OU=admin")}
                               << QStringLiteral("0 common names (CN); exactly one is needed");
        QTest::newRow("two CNs") << QStringList {QStringLiteral("OU=admin"), QStringLiteral("CN=ada"),
                                                 QStringLiteral("CN=eve")}
                                 << QStringLiteral("2 common names (CN); exactly one is needed");
        QTest::newRow("empty CN") << QStringList {QStringLiteral("OU=admin"), QStringLiteral("CN=")}
                                  << QStringLiteral("common name (CN) is empty");
        QTest::newRow("CN of 129 bytes") << QStringList {QStringLiteral("CN=") + QString(129, QLatin1Char('a'))}
                                         << QStringLiteral("129 bytes long; at most 128");
        QTest::newRow("CN with a newline")
            << QStringList {QStringLiteral("CN=eve\nOU=admin")} << QStringLiteral("control characters");
        QTest::newRow("CN with NUL") << QStringList {QStringLiteral("CN=ada") + QChar(0) + QStringLiteral("eve")}
                                     << QStringLiteral("control characters");
        QTest::newRow("CN with a C1 control")
            << QStringList {QStringLiteral("CN=eve\u0085admin")} << QStringLiteral("control characters");
        // "ada\u202Eeve" shows as "adaeve" reversed: a name must read as it is.
        QTest::newRow("CN with a right-to-left override")
            << QStringList {QStringLiteral("CN=ada\u202Eeve")} << QStringLiteral("control characters");
        QTest::newRow("CN with a bidi isolate")
            << QStringList {QStringLiteral("CN=ada\u2067eve")} << QStringLiteral("control characters");
        // "a\u200Bda" got admin and read as "ada" in the audit log: nothing invisible, nothing that
        // passes for something else, names the code point.
        const QString admin = QStringLiteral("OU=admin");
        QTest::newRow("CN with a zero-width space")
            << QStringList {admin, QStringLiteral("CN=a\u200bda")} << QStringLiteral("contains U+200B");
        QTest::newRow("CN with a zero-width joiner")
            << QStringList {admin, QStringLiteral("CN=ad\u200da")} << QStringLiteral("contains U+200D");
        QTest::newRow("CN with a soft hyphen")
            << QStringList {admin, QStringLiteral("CN=a\u00adda")} << QStringLiteral("contains U+00AD");
        QTest::newRow("CN with a word joiner")
            << QStringList {admin, QStringLiteral("CN=ada\u2060")} << QStringLiteral("contains U+2060");
        QTest::newRow("CN with a BOM") << QStringList {admin, QStringLiteral("CN=\ufeffada")}
                                       << QStringLiteral("contains U+FEFF");
        QTest::newRow("CN with a no-break space")
            << QStringList {admin, QStringLiteral("CN=ada\u00a0lovelace")} << QStringLiteral("contains U+00A0");
        QTest::newRow("CN with a variation selector")
            << QStringList {admin, QStringLiteral("CN=ada\ufe0f")} << QStringLiteral("contains U+FE0F");
        QTest::newRow("CN with a Hangul filler")
            << QStringList {admin, QStringLiteral("CN=ada\u3164")} << QStringLiteral("contains U+3164");
        QTest::newRow("CN with a tag character")
            << QStringList {admin, QStringLiteral("CN=ada") + QString::fromUcs4(U"\U000E0041")}
            << QStringLiteral("contains U+E0041");
        QTest::newRow("CN with a line separator")
            << QStringList {admin, QStringLiteral("CN=ada\u2028eve")} << QStringLiteral("contains U+2028");
        // A Cyrillic "\u0430" or a Greek "\u03bf" among Latin letters reads as the Latin one.
        QTest::newRow("CN with a Cyrillic a among Latin")
            << QStringList {admin, QStringLiteral("CN=\u0430da")} << QStringLiteral("(U+0430 and U+0064)");
        QTest::newRow("CN with a Greek o among Latin")
            << QStringList {admin, QStringLiteral("CN=b\u03bfb.smith")} << QStringLiteral("(U+0062 and U+03BF)");
        // "a" + combining acute reads as "\u00e1": one of the two spellings is allowed, the composed one.
        QTest::newRow("CN not in normal form C")
            << QStringList {admin, QStringLiteral("CN=a\u0301da")} << QStringLiteral("normal form C");
    }
    void ambiguousSubjectsAreRefused()
    {
        QFETCH(QStringList, subject);
        QFETCH(QString, reason);
        const std::string pem = certificate(subject);
        QVERIFY(!pem.empty());
        const CertificateIdentity identity = CertificateIdentity::fromPem(pem);
        QVERIFY(!identity.isValid());
        QVERIFY2(QString::fromStdString(identity.error()).contains(reason), identity.error().c_str());
        QVERIFY(identity.commonName().empty());
    }

    void whatIsNoCertificateIsRefused()
    {
        for (const char *text :
             {"", "not a certificate", "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n"}) {
            const CertificateIdentity identity = CertificateIdentity::fromPem(text);
            QVERIFY(!identity.isValid());
            QCOMPARE(identity.error(), std::string("the client certificate could not be read"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCertificateIdentity)
#include "tst_certificateidentity.moc"
