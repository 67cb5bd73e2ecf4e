// Mutual TLS end to end with certificates made by scripts/make-dev-certs.sh:
// the person and role come from the client certificate, and a client without
// a certificate, with one from another CA, or trusting another CA is refused
// with words, not a gRPC code.
#include "backendchannel.h"
#include "fleetsimulation.h"
#include "fleetwatcher.h"
#include "operationsclient.h"
#include "simulatorserver.h"
#include "../simulator/stillfleet.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

class TestMutualTls : public QObject
{
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

    ConnectionState watchUntilSettled(const BackendChannel::Tls &tls)
    {
        FleetWatcher watcher(std::make_shared<BackendChannel>(m_server->address(), tls));
        watcher.setBackoff(200, 400);
        watcher.start();
        const auto settled = [&watcher] {
            const auto phase = watcher.connectionState().phase;
            return phase == ConnectionState::Phase::Live || phase == ConnectionState::Phase::Reconnecting;
        };
        for (int i = 0; i < 200 && !settled(); ++i)
            QTest::qWait(50);
        return watcher.connectionState();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(makeCerts(m_dir.filePath(QStringLiteral("certs"))));
        QVERIFY(makeCerts(m_dir.filePath(QStringLiteral("other"))));  // a second, unrelated CA
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
        auto channel = std::make_shared<BackendChannel>(
            m_server->address(),
            BackendChannel::Tls{certs(QStringLiteral("ca.crt")), certs(QStringLiteral("anna.crt")), certs(QStringLiteral("anna.key"))});
        channel->setUser(QStringLiteral("vera"));  // a header cannot override the certificate
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
        auto channel = std::make_shared<BackendChannel>(
            m_server->address(),
            BackendChannel::Tls{certs(QStringLiteral("ca.crt")), certs(QStringLiteral("vera.crt")), certs(QStringLiteral("vera.key"))});
        OperationsClient ops(channel);
        QSignalSpy finished(&ops, &OperationsClient::remediationFinished);
        const QString rack = QString::fromStdString(m_server->fleet().snapshot().upserts.front().rack_id());
        ops.remediate(rack, RemediationAction::Quarantine, {}, QStringLiteral("test"), 1);
        QVERIFY(finished.wait(10000));
        const auto result = finished.first().first().value<ActionResult>();
        QCOMPARE(result.outcome, ActionResult::Outcome::Refused);
        QCOMPARE(result.statusCode, QStringLiteral("PERMISSION_DENIED"));
        QVERIFY2(result.message.contains(QStringLiteral("operator")), qPrintable(result.message));
    }

    void refusedConnectionsSayWhy_data()
    {
        QTest::addColumn<QString>("ca");
        QTest::addColumn<QString>("cert");
        QTest::addColumn<QString>("key");
        QTest::newRow("no client certificate") << certs(QStringLiteral("ca.crt")) << QString() << QString();
        QTest::newRow("certificate from another CA") << certs(QStringLiteral("ca.crt")) << other(QStringLiteral("anna.crt"))
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

    void plaintextClientsAreRefused()
    {
        const ConnectionState state = watchUntilSettled({});
        QCOMPARE(state.phase, ConnectionState::Phase::Reconnecting);
    }
};

QTEST_GUILESS_MAIN(TestMutualTls)
#include "tst_mtls.moc"
