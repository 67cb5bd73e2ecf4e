// Refused means refused, for reads too: over mutual TLS, a client
// certificate the backend refuses as an identity (here the CA's admin
// certificate without a CN) could still read the fleet, cooling, handover
// and runs. Every method of every RackOps service is called with it, through
// gRPC's generic stub (so a method added later is called too), and each
// refuses it naming why; the same call with a person's certificate reads.
#include "server/simulatorserver.h"
#include "stillfleet.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <google/protobuf/descriptor.h>
#include <grpcpp/generic/generic_stub.h>
#include <grpcpp/grpcpp.h>
#include <grpcpp/security/credentials.h>

#include <future>

using namespace rackops;
using namespace rackops::sim;

class TestRefusedReads : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<SimulatorServer> m_server;

    QString certs(const QString &name) const { return m_dir.filePath(QStringLiteral("certs/") + name); }

    std::string pem(const QString &name) const
    {
        QFile file(certs(name));
        return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
    }

    static bool run(const char *script, const QString &dir)
    {
        QProcess p;
        p.start(QStringLiteral("bash"), {QString::fromUtf8(script), dir});
        return p.waitForFinished(60000) && p.exitCode() == 0;
    }

    std::shared_ptr<grpc::Channel> channelAs(const QString &person) const
    {
        grpc::SslCredentialsOptions options;
        options.pem_root_certs = pem(QStringLiteral("ca.crt"));
        options.pem_cert_chain = pem(person + QStringLiteral(".crt"));
        options.pem_private_key = pem(person + QStringLiteral(".key"));
        return grpc::CreateChannel(m_server->address().toStdString(), grpc::SslCredentials(options));
    }

    // "/rackops.v1.FleetService/ListRacks", ... for every service of proto/rackops/v1.
    static std::vector<std::string> everyMethod()
    {
        std::vector<std::string> methods;
        const auto *pool = google::protobuf::DescriptorPool::generated_pool();
        const QStringList files = QDir(QStringLiteral(RACKOPS_PROTO_DIR)).entryList({QStringLiteral("*.proto")});
        for (const QString &file : files) {
            const auto *descriptor = pool->FindFileByName("rackops/v1/" + file.toStdString());
            for (int s = 0; descriptor && s < descriptor->service_count(); ++s) {
                const auto *service = descriptor->service(s);
                for (int m = 0; m < service->method_count(); ++m)
                    methods.push_back("/" + service->full_name() + "/" + service->method(m)->name());
            }
        }
        return methods;
    }

    // One call of `method` with an empty request; a streaming method answers the same way
    // when it is refused before its first message.
    static grpc::Status call(const std::shared_ptr<grpc::Channel> &channel, const std::string &method)
    {
        grpc::GenericStub stub(channel);
        grpc::ClientContext context;
        context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(10));
        grpc::Slice nothing; // an empty message: every field at its default
        const grpc::ByteBuffer request(&nothing, 1);
        grpc::ByteBuffer response;
        std::promise<grpc::Status> done;
        stub.UnaryCall(&context, method, grpc::StubOptions(), &request, &response,
                       [&done](grpc::Status status) { done.set_value(std::move(status)); });
        return done.get_future().get();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(run(RACKOPS_CERT_SCRIPT, m_dir.filePath(QStringLiteral("certs"))));
        QVERIFY(run(RACKOPS_BAD_CERT_SCRIPT, m_dir.filePath(QStringLiteral("certs"))));
        SimConfig config = stillFleet(20);
        config.tlsCert = certs(QStringLiteral("server.crt"));
        config.tlsKey = certs(QStringLiteral("server.key"));
        config.clientCa = certs(QStringLiteral("ca.crt"));
        m_server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
    }

    void aRefusedCertificateReadsNothing()
    {
        const auto methods = everyMethod();
        QVERIFY2(methods.size() > 40, qPrintable(QString::number(methods.size())));
        const auto nameless = channelAs(QStringLiteral("nameless-admin"));
        for (const std::string &method : methods) {
            const grpc::Status status = call(nameless, method);
            QVERIFY2(status.error_code() == grpc::StatusCode::UNAUTHENTICATED,
                     qPrintable(QString::fromStdString(method + ": " + std::to_string(status.error_code()) + " "
                                                       + status.error_message())));
            QVERIFY2(status.error_message().find("0 common names (CN)") != std::string::npos,
                     qPrintable(QString::fromStdString(method + ": " + status.error_message())));
        }
    }

    // The same reads with a certificate that names someone: the refusal above is the certificate's.
    void aPersonsCertificateReads()
    {
        const auto anna = channelAs(QStringLiteral("anna"));
        for (const char *method :
             {"/rackops.v1.FleetService/ListRacks", "/rackops.v1.HandoverService/ListShifts",
              "/rackops.v1.TelemetryService/GetCoolingConfig", "/rackops.v1.ReplicationService/ListRegions"}) {
            const grpc::Status status = call(anna, method);
            QVERIFY2(status.ok(),
                     qPrintable(QString::fromStdString(std::string(method) + ": " + status.error_message())));
        }
    }

    void cleanupTestCase() { m_server.reset(); }
};

QTEST_GUILESS_MAIN(TestRefusedReads)
#include "tst_refusedreads.moc"
