// Connection profiles: saved from the command line with paths only, used by
// --profile (options given as well win), refused by name when unknown; the
// profiles dialog points out a key file others can read.
#include "commandline.h"
#include "connectionprofilesdialog.h"
#include "consolesettings.h"

#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace rackops;

class TestConnectionProfiles : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString file(const QString &name, QFileDevice::Permissions permissions)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write("-----BEGIN PRIVATE KEY-----\n");
        f.close();
        QFile::setPermissions(path, permissions);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
        for (const QString &name : ConsoleSettings().profileNames())
            ConsoleSettings().removeProfile(name);
    }

    void savedFromTheCommandLineAndUsedByName()
    {
        const QString key = file(QStringLiteral("anna.key"), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        CommandLine save;
        QString error;
        QVERIFY2(save.parse({QStringLiteral("rackops-console"), QStringLiteral("--connect"),
                             QStringLiteral("noc.example:50051"), QStringLiteral("--ca"),
                             m_dir.filePath(QStringLiteral("ca.crt")), QStringLiteral("--cert"),
                             m_dir.filePath(QStringLiteral("anna.crt")), QStringLiteral("--key"), key,
                             QStringLiteral("--save-profile"), QStringLiteral("oncall")},
                            &error),
                 qPrintable(error));
        const auto saved = ConsoleSettings().profile(QStringLiteral("oncall"));
        QVERIFY(saved.has_value());
        QCOMPARE(saved->endpoint, QStringLiteral("noc.example:50051"));
        QCOMPARE(saved->keyFile, key); // the path, never the key
        QVERIFY(QFileInfo(saved->caFile).isAbsolute());

        CommandLine use;
        QVERIFY2(use.parse({QStringLiteral("rackops-console"), QStringLiteral("--profile"), QStringLiteral("oncall")},
                           &error),
                 qPrintable(error));
        QCOMPARE(use.session.connectTo, QStringLiteral("noc.example:50051"));
        QCOMPARE(use.session.tlsKey, key);
        QCOMPARE(use.session.profile, QStringLiteral("oncall"));

        CommandLine overridden;
        QVERIFY(
            overridden.parse({QStringLiteral("rackops-console"), QStringLiteral("--profile"), QStringLiteral("oncall"),
                              QStringLiteral("--connect"), QStringLiteral("standby.example:50051")},
                             &error));
        QCOMPARE(overridden.session.connectTo, QStringLiteral("standby.example:50051"));
        QCOMPARE(overridden.session.tlsCert, saved->certFile);
    }

    void unknownProfileIsRefusedWithTheKnownOnes()
    {
        CommandLine line;
        QString error;
        QVERIFY(!line.parse({QStringLiteral("rackops-console"), QStringLiteral("--profile"), QStringLiteral("nope")},
                            &error));
        QVERIFY2(error.contains(QStringLiteral("nope")) && error.contains(QStringLiteral("oncall")), qPrintable(error));
    }

    void dialogPointsOutAKeyOthersCanRead()
    {
        ConnectionProfile open;
        open.name = QStringLiteral("laptop");
        open.endpoint = QStringLiteral("10.0.0.5:50051");
        open.caFile = m_dir.filePath(QStringLiteral("ca.crt"));
        open.certFile = m_dir.filePath(QStringLiteral("ben.crt"));
        open.keyFile =
            file(QStringLiteral("ben.key"), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther);
        ConnectionProfilesDialog dialog({open}, QStringLiteral("laptop"), nullptr);
        QCOMPARE(dialog.editedProfile(), open);
        QVERIFY2(dialog.keyWarning().contains(QStringLiteral("ben.key")), qPrintable(dialog.keyWarning()));
        QFile::setPermissions(open.keyFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        QVERIFY(ConnectionProfile::keyFileWarning(open.keyFile).isEmpty());

        QSignalSpy saved(&dialog, &ConnectionProfilesDialog::saveRequested);
        auto *save = dialog.findChild<QPushButton *>(QStringLiteral("saveProfile"));
        QVERIFY(save);
        save->click();
        QCOMPARE(saved.count(), 1);
        QCOMPARE(saved.first().first().value<ConnectionProfile>().name, QStringLiteral("laptop"));
    }
};

QTEST_MAIN(TestConnectionProfiles)
#include "tst_connectionprofiles.moc"
