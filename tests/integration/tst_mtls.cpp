// Mutual TLS end to end with certificates made by scripts/make-dev-certs.sh:
// the person and role come from the client certificate, and a client without
// a certificate, with one from another CA, or trusting another CA is refused
// with words, not a gRPC code. A bad day's certificates (expired, for another
// host, this console's own expired) are named as such, with the date. A CN
// that reads like a role ("eve,OU=admin") stays a name; no CN, no identity.
#include "actionreplies.h"
#include "backendchannel.h"
#include "connectionstatus.h"
#include "fleetcontroller.h"
#include "consolesession.h"
#include "tlsprobe.h"
#include "fleet/fleetsimulation.h"
#include "fleetwatcher.h"
#include "operationsclient.h"
#include "server/simulatorserver.h"
#include "../simulator/stillfleet.h"
#include "../support/replywait.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

class TestMutualTls : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<SimulatorServer> m_server;

    QString certs(const QString &name) const { return m_dir.filePath(QStringLiteral("certs/") + name); }
    QString other(const QString &name) const { return m_dir.filePath(QStringLiteral("other/") + name); }

    static bool makeCerts(const QString &dir)
    {
        QProcess p;
        p.start(QStringLiteral("bash"), {QStringLiteral(RACKOPS_CERT_SCRIPT), dir});
        return p.waitForFinished(60000) && p.exitCode() == 0;
    }

    static bool makeBadCerts(const QString &dir)
    {
        QProcess p;
        p.start(QStringLiteral("bash"), {QStringLiteral(RACKOPS_BAD_CERT_SCRIPT), dir});
        return p.waitForFinished(60000) && p.exitCode() == 0;
    }

    // A backend serving `serverCert`, and what a probe with anna's credentials says of it.
    QString probe(const QString &serverCert, const QString &serverKey, const BackendChannel::Tls &tls)
    {
        SimConfig config = stillFleet(10);
        config.tlsCert = serverCert;
        config.tlsKey = serverKey;
        config.clientCa = certs(QStringLiteral("ca.crt"));
        SimulatorServer server(config);
        QString error;
        if (!server.start(&error))
            return QStringLiteral("server did not start: ") + error;
        TlsProbe probe(server.address(), tls);
        QSignalSpy finished(&probe, &TlsProbe::finished);
        probe.start();
        if (!finished.wait(10000))
            return QStringLiteral("no diagnosis");
        return finished.first().first().toString();
    }

    BackendChannel::Tls anna() const
    {
        return {certs(QStringLiteral("ca.crt")), certs(QStringLiteral("anna.crt")), certs(QStringLiteral("anna.key"))};
    }

    ConnectionState watchUntilSettled(const BackendChannel::Tls &tls)
    {
        FleetWatcher watcher(std::make_shared<BackendChannel>(m_server->address(), tls));
        watcher.setBackoff(200, 400);
        watcher.start();
        const auto settled = [&watcher] {
            const auto phase = watcher.connectionState().phase;
            return phase == ConnectionState::Phase::Live || phase == ConnectionState::Phase::Reconnecting;
        };
        // Not settling is not an error here: the caller checks the state it gets.
        (void)QTest::qWaitFor(settled, 10000);
        return watcher.connectionState();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(makeCerts(m_dir.filePath(QStringLiteral("certs"))));
        QVERIFY(makeCerts(m_dir.filePath(QStringLiteral("other")))); // a second, unrelated CA
        QVERIFY(makeBadCerts(m_dir.filePath(QStringLiteral("certs"))));
        SimConfig config = stillFleet(100);
        config.tlsCert = certs(QStringLiteral("server.crt"));
        config.tlsKey = certs(QStringLiteral("server.key"));
        config.clientCa = certs(QStringLiteral("ca.crt"));
        m_server = std::make_unique<SimulatorServer>(config);
        QString error;
        QVERIFY2(m_server->start(&error), qPrintable(error));
        QVERIFY(m_server->usesTls());
    }
    void cleanupTestCase() { m_server.reset(); }

    void identityAndRoleComeFromTheCertificate()
    {
        auto channel = std::make_shared<BackendChannel>(m_server->address(),
                                                        BackendChannel::Tls {certs(QStringLiteral("ca.crt")),
                                                                             certs(QStringLiteral("anna.crt")),
                                                                             certs(QStringLiteral("anna.key"))});
        channel->setUser(QStringLiteral("vera")); // a header cannot override the certificate
        OperationsClient ops(channel);
        QSignalSpy identity(&ops, &OperationsClient::identityReceived);
        ops.fetchIdentity();
        QVERIFY(identity.wait(10000));
        const auto who = identity.first().first().value<Identity>();
        QCOMPARE(who.subject, QStringLiteral("anna"));
        QVERIFY(who.has(Identity::Role::Approver));
        QVERIFY(!who.demo);
        QCOMPARE(watchUntilSettled({certs(QStringLiteral("ca.crt")), certs(QStringLiteral("anna.crt")),
                                    certs(QStringLiteral("anna.key"))})
                     .phase,
                 ConnectionState::Phase::Live);
    }

    void rolesFromCertificatesAreEnforced()
    {
        auto channel = std::make_shared<BackendChannel>(m_server->address(),
                                                        BackendChannel::Tls {certs(QStringLiteral("ca.crt")),
                                                                             certs(QStringLiteral("vera.crt")),
                                                                             certs(QStringLiteral("vera.key"))});
        OperationsClient ops(channel);
        const QString rack = QString::fromStdString(m_server->fleet().snapshot().upserts.front().rack_id());
        const auto answer =
            test::answerOf(ops.remediate(rack, RemediationAction::Quarantine, {}, QStringLiteral("test"), 1));
        QVERIFY(answer);
        const RemediationResult result = *answer;
        QCOMPARE(result.answer, ActionOutcome::Answer::Refused);
        QCOMPARE(result.statusCode, QStringLiteral("PERMISSION_DENIED"));
        QVERIFY2(result.message.contains(QStringLiteral("operator")), qPrintable(result.message));
    }

    // The CA signed "CN=eve,OU=admin" with OU=viewer: the CN is a name, the role is the OU's.
    void aRoleWrittenIntoTheNameIsJustAName()
    {
        auto channel = std::make_shared<BackendChannel>(m_server->address(),
                                                        BackendChannel::Tls {certs(QStringLiteral("ca.crt")),
                                                                             certs(QStringLiteral("forged-eve.crt")),
                                                                             certs(QStringLiteral("forged-eve.key"))});
        channel->setUser(QStringLiteral("ada"));
        OperationsClient ops(channel);
        QSignalSpy identity(&ops, &OperationsClient::identityReceived);
        ops.fetchIdentity();
        QVERIFY(identity.wait(10000));
        const auto who = identity.first().first().value<Identity>();
        QCOMPARE(who.subject, QStringLiteral("eve,OU=admin"));
        QCOMPARE(who.roles, QList<Identity::Role> {Identity::Role::Viewer});
        QVERIFY(!who.demo);
        const QString rack = QString::fromStdString(m_server->fleet().snapshot().upserts.front().rack_id());
        const auto result = test::answerOf(ops.approve(rack, 1, QStringLiteral("test")));
        QVERIFY(result);
        QCOMPARE(result->statusCode, QStringLiteral("PERMISSION_DENIED"));
    }

    // A certificate naming nobody is refused; the demo header does not stand in for its CN.
    void aCertificateWithoutCommonNameIsRefused()
    {
        auto channel = std::make_shared<BackendChannel>(
            m_server->address(),
            BackendChannel::Tls {certs(QStringLiteral("ca.crt")), certs(QStringLiteral("nameless-admin.crt")),
                                 certs(QStringLiteral("nameless-admin.key"))});
        channel->setUser(QStringLiteral("ada"));
        OperationsClient ops(channel);
        QSignalSpy failed(&ops, &OperationsClient::identityFailed);
        ops.fetchIdentity();
        QVERIFY(failed.wait(10000));
        const QString why = failed.first().first().toString();
        QVERIFY2(why.contains(QStringLiteral("0 common names (CN)")), qPrintable(why));
        const QString rack = QString::fromStdString(m_server->fleet().snapshot().upserts.front().rack_id());
        const auto result = test::answerOf(ops.approve(rack, 1, QStringLiteral("test")));
        QVERIFY(result);
        QCOMPARE(result->statusCode, QStringLiteral("UNAUTHENTICATED"));
    }

    void refusedConnectionsSayWhy_data()
    {
        QTest::addColumn<QString>("ca");
        QTest::addColumn<QString>("cert");
        QTest::addColumn<QString>("key");
        QTest::newRow("no client certificate") << certs(QStringLiteral("ca.crt")) << QString() << QString();
        QTest::newRow("certificate from another CA")
            << certs(QStringLiteral("ca.crt")) << other(QStringLiteral("anna.crt"))
            << other(QStringLiteral("anna.key"));
        QTest::newRow("trusting another CA") << other(QStringLiteral("ca.crt")) << certs(QStringLiteral("anna.crt"))
                                             << certs(QStringLiteral("anna.key"));
    }
    void refusedConnectionsSayWhy()
    {
        QFETCH(QString, ca);
        QFETCH(QString, cert);
        QFETCH(QString, key);
        const ConnectionState state = watchUntilSettled({ca, cert, key});
        QCOMPARE(state.phase, ConnectionState::Phase::Reconnecting);
        qInfo("%s", qPrintable(state.lastError));
        QVERIFY2(!state.lastError.isEmpty(), "no reason given");
        QVERIFY2(!state.lastError.contains(QStringLiteral("UNAVAILABLE")), qPrintable(state.lastError));
    }

    void expiredBackendCertificateIsNamedWithItsDate()
    {
        const QString why =
            probe(certs(QStringLiteral("expired-server.crt")), certs(QStringLiteral("expired-server.key")), anna());
        QVERIFY2(why.contains(QStringLiteral("expired")) && why.contains(QStringLiteral("2025")), qPrintable(why));
    }

    void backendCertificateForAnotherHostIsNamed()
    {
        const QString why =
            probe(certs(QStringLiteral("wronghost-server.crt")), certs(QStringLiteral("wronghost-server.key")), anna());
        QVERIFY2(why.contains(QStringLiteral("backend.example")) && why.contains(QStringLiteral("127.0.0.1")),
                 qPrintable(why));
    }

    void untrustedBackendAndRefusedCertificateAreNamed()
    {
        const QString untrusted = probe(
            certs(QStringLiteral("server.crt")), certs(QStringLiteral("server.key")),
            {other(QStringLiteral("ca.crt")), certs(QStringLiteral("anna.crt")), certs(QStringLiteral("anna.key"))});
        QVERIFY2(untrusted.contains(QStringLiteral("not signed by the CA")), qPrintable(untrusted));
        const QString refused = probe(
            certs(QStringLiteral("server.crt")), certs(QStringLiteral("server.key")),
            {certs(QStringLiteral("ca.crt")), other(QStringLiteral("anna.crt")), other(QStringLiteral("anna.key"))});
        QVERIFY2(refused.contains(QStringLiteral("refused this console's certificate")), qPrintable(refused));
        const QString fine = probe(certs(QStringLiteral("server.crt")), certs(QStringLiteral("server.key")), anna());
        QVERIFY2(fine.isEmpty(), qPrintable(fine));
    }

    void ownExpiredCertificateIsRefusedBeforeConnecting()
    {
        QString error;
        QString warning;
        QVERIFY(!BackendChannel::checkTls({certs(QStringLiteral("ca.crt")), certs(QStringLiteral("expired-anna.crt")),
                                           certs(QStringLiteral("expired-anna.key"))},
                                          &error, &warning));
        QVERIFY2(error.contains(QStringLiteral("expired")) && error.contains(QStringLiteral("2025")),
                 qPrintable(error));
    }

    void consoleShowsWhyTheHandshakeFails()
    {
        SimConfig config = stillFleet(10);
        config.tlsCert = certs(QStringLiteral("expired-server.crt"));
        config.tlsKey = certs(QStringLiteral("expired-server.key"));
        config.clientCa = certs(QStringLiteral("ca.crt"));
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        ConsoleSession::Options options;
        options.connectTo = server.address();
        options.tlsCa = certs(QStringLiteral("ca.crt"));
        options.tlsCert = certs(QStringLiteral("anna.crt"));
        options.tlsKey = certs(QStringLiteral("anna.key"));
        ConsoleSession session(options);
        QVERIFY2(session.start(&error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(
            session.fleet()->connection()->state().lastError.contains(QStringLiteral("expired on")), 20000);
        QCOMPARE(session.fleet()->connection()->state().phase, ConnectionState::Phase::Reconnecting);
    }

    void plaintextClientsAreRefused()
    {
        const ConnectionState state = watchUntilSettled({});
        QCOMPARE(state.phase, ConnectionState::Phase::Reconnecting);
    }
};

QTEST_GUILESS_MAIN(TestMutualTls)
#include "tst_mtls.moc"
