// Alertmanager's API v2 answers of different versions, recorded by hand from
// the documented shapes (tests/data/alertmanager/): v0.17-era alerts without
// mutedBy and silences without isEqual, newer ones with both; timestamps with
// Z or offsets and up to 9 fraction digits; entries that are not alerts;
// garbage; hostile label text; and which rack an alert is about.
#include "alertmanagerparser.h"
#include "alertmanagerrackmap.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rackops::alertmanager;

namespace {
QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(RACKOPS_TEST_DATA "/alertmanager/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll();
}

qint64 utc(const char *iso)
{
    return QDateTime::fromString(QLatin1String(iso), Qt::ISODateWithMs).toMSecsSinceEpoch();
}
} // namespace

class TestAlertmanagerParser : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsTimestampsOfEveryForm()
    {
        QCOMPARE(AlertmanagerParser::time(QStringLiteral("2024-01-01T00:00:00Z")), utc("2024-01-01T00:00:00.000Z"));
        QCOMPARE(AlertmanagerParser::time(QStringLiteral("2024-01-01T00:00:00.5Z")), utc("2024-01-01T00:00:00.500Z"));
        QCOMPARE(AlertmanagerParser::time(QStringLiteral("2024-01-01T01:00:00.123456789+01:00")),
                 utc("2024-01-01T00:00:00.123Z"));
        QCOMPARE(AlertmanagerParser::time(QStringLiteral("2023-12-31T17:00:00-07:00")),
                 utc("2024-01-01T00:00:00.000Z"));
        QCOMPARE(AlertmanagerParser::time(QStringLiteral("2024-01-01t00:00:00z")), utc("2024-01-01T00:00:00.000Z"));
        QVERIFY(!AlertmanagerParser::time(QStringLiteral("0001-01-01T00:00:00"))); // no zone: not RFC 3339
        QVERIFY(!AlertmanagerParser::time(QStringLiteral("yesterday")));
        QVERIFY(!AlertmanagerParser::time(QString()));
    }

    void readsAnOldVersionWithoutMutedBy()
    {
        QString error;
        const auto parsed = AlertmanagerParser::alerts(fixture("alerts-v0.17.json"), 100, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->alerts.size(), 2);
        QCOMPARE(parsed->skipped, 0);
        const AlertmanagerAlert &hot = parsed->alerts.at(0);
        QCOMPARE(hot.fingerprint, QStringLiteral("0a1b2c3d4e5f6071"));
        QCOMPARE(hot.state, AlertmanagerAlert::State::Suppressed);
        QCOMPARE(hot.silencedBy, QStringList {QStringLiteral("6e2f0a3c-7f1b-4f7e-9a51-7c2d3b4a5e60")});
        QVERIFY(!hot.hasMutedBy);
        QVERIFY(hot.mutedBy.isEmpty());
        QCOMPARE(hot.label(QStringLiteral("rack")), QStringLiteral("PHX1-H1-R01-01"));
        QCOMPARE(hot.annotation(QStringLiteral("summary")), QStringLiteral("GPU 3 of PHX1-H1-R01-01 at 92 C"));
        QCOMPARE(hot.receivers, QStringList {QStringLiteral("noc-pager")});
        QCOMPARE(hot.startsAtMs, utc("2019-06-12T08:10:14.537Z")); // +02:00, 9 digits
        QVERIFY(hot.generatorUrl.startsWith(QLatin1String("http://prometheus.noc:9090/graph")));
        // Labels sorted by name, whatever order the JSON had.
        QCOMPARE(hot.labels.first().first, QStringLiteral("alertname"));
        const AlertmanagerAlert &down = parsed->alerts.at(1);
        QCOMPARE(down.inhibitedBy, QStringList {QStringLiteral("0a1b2c3d4e5f6071")});
        QCOMPARE(down.startsAtMs, utc("2019-06-12T08:10:14.000Z"));
    }

    void readsANewVersionWithMutedBy()
    {
        QString error;
        const auto parsed = AlertmanagerParser::alerts(fixture("alerts-v0.28.json"), 100, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->alerts.size(), 2);
        QCOMPARE(parsed->skipped, 2); // no fingerprint; a string
        const AlertmanagerAlert &remap = parsed->alerts.at(0);
        QVERIFY(remap.hasMutedBy);
        QCOMPARE(remap.mutedBy, QStringList {QStringLiteral("weekend-maintenance")});
        QCOMPARE(remap.state, AlertmanagerAlert::State::Suppressed);
        QCOMPARE(remap.receivers.size(), 2);
        const AlertmanagerAlert &plant = parsed->alerts.at(1);
        QVERIFY(plant.hasMutedBy && plant.mutedBy.isEmpty());
        QCOMPARE(plant.state, AlertmanagerAlert::State::Active);
        QCOMPARE(plant.startsAtMs, utc("2025-03-14T13:30:00.000Z"));
        QCOMPARE(plant.updatedAtMs, utc("2025-03-14T06:41:00.000Z"));
    }

    void takesEachAlertOfTheGroupsOnce()
    {
        QString error;
        const auto parsed = AlertmanagerParser::alertGroups(fixture("alert-groups.json"), 100, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(parsed->alerts.size(), 2);
        QCOMPARE(parsed->alerts.at(1).state, AlertmanagerAlert::State::Unprocessed);
    }

    void readsSilencesWithAndWithoutIsEqual()
    {
        QString error;
        const auto old = AlertmanagerParser::silences(fixture("silences-v0.17.json"), &error);
        QVERIFY2(old, qPrintable(error));
        QCOMPARE(old->silences.size(), 1);
        QCOMPARE(old->silences.first().matchers.size(), 1);
        QVERIFY(old->silences.first().matchers.first().isEqual); // absent: equal, as before v0.22
        QCOMPARE(old->silences.first().createdBy, QStringLiteral("omar"));
        QCOMPARE(old->silences.first().endsAtMs, utc("2019-06-12T12:00:00.000Z"));
        const auto current = AlertmanagerParser::silences(fixture("silences-v0.25.json"), &error);
        QVERIFY2(current, qPrintable(error));
        QCOMPARE(current->silences.size(), 1);
        QCOMPARE(current->skipped, 1);
        QVERIFY(current->silences.first().matchers.at(0).isRegex);
        QVERIFY(!current->silences.first().matchers.at(1).isEqual);
        QCOMPARE(current->silences.first().state, QStringLiteral("expired"));
    }

    // What RackOps posts reads in every version: isEqual only when false (v0.17 knows no such
    // field and every version takes its absence as true), times in RFC 3339 with Z.
    void writesAPostableSilenceEveryVersionReads()
    {
        AlertmanagerSilence silence;
        silence.matchers = {{QStringLiteral("rack"), QStringLiteral("PHX1-H2-R07-12"), false, true},
                            {QStringLiteral("severity"), QStringLiteral("info"), false, false}};
        silence.startsAtMs = 1'700'000'000'000;
        silence.endsAtMs = 1'700'003'600'123;
        silence.createdBy = QStringLiteral("omar");
        silence.comment = QStringLiteral("tray swap (RackOps silence S-3)");
        const QJsonObject o = QJsonDocument::fromJson(AlertmanagerParser::postableSilence(silence)).object();
        const QJsonArray matchers = o.value(QStringLiteral("matchers")).toArray();
        QCOMPARE(matchers.size(), 2);
        QVERIFY(!matchers.at(0).toObject().contains(QStringLiteral("isEqual")));
        QCOMPARE(matchers.at(1).toObject().value(QStringLiteral("isEqual")), QJsonValue(false));
        QCOMPARE(o.value(QStringLiteral("startsAt")).toString(), QStringLiteral("2023-11-14T22:13:20.000Z"));
        QCOMPARE(AlertmanagerParser::time(o.value(QStringLiteral("endsAt")).toString()), silence.endsAtMs);
        QCOMPARE(o.value(QStringLiteral("createdBy")).toString(), QStringLiteral("omar"));
        QVERIFY(!o.contains(QStringLiteral("id"))); // a new silence, not an update of one
        // Read back as Alertmanager would list it.
        QString error;
        QCOMPARE(AlertmanagerParser::createdSilenceId(R"({"silenceID":"5728d467-34ca"})", &error),
                 std::optional<QString>(QStringLiteral("5728d467-34ca")));
        QVERIFY(!AlertmanagerParser::createdSilenceId("<html>busy</html>", &error));
        QVERIFY(!error.isEmpty());
    }

    void refusesWhatIsNotAnAnswer_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("why");
        QTest::newRow("html") << QByteArray("<html>502 Bad Gateway</html>") << QStringLiteral("not JSON");
        QTest::newRow("cut") << QByteArray("[{\"fingerprint\": \"ab") << QStringLiteral("not JSON");
        QTest::newRow("object") << QByteArray("{\"status\":\"success\",\"data\":[]}")
                                << QStringLiteral("not a list of alerts");
        QTest::newRow("no alerts") << QByteArray("[1, 2, {\"a\": 1}]") << QStringLiteral("none of its 3 entries");
    }

    void refusesWhatIsNotAnAnswer()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, why);
        QString error;
        QVERIFY(!AlertmanagerParser::alerts(json, 100, &error));
        QVERIFY2(error.contains(why), qPrintable(error));
        QCOMPARE(AlertmanagerParser::alerts("[]", 100, &error)->alerts.size(), 0); // nothing firing is an answer
    }

    void boundsHostileText()
    {
        QByteArray labels;
        for (int i = 0; i < 100; ++i)
            labels += "\"l" + QByteArray::number(i) + "\": \"v\",";
        const QByteArray huge(5000, 'x');
        const QByteArray json = "[{\"fingerprint\": \"f1\", \"labels\": {" + labels + "\"rack\": \"" + huge
            + "\\n\\\"}\"}, \"status\": {\"state\": \"active\", \"silencedBy\": 7}}]";
        QString error;
        const auto parsed = AlertmanagerParser::alerts(json, 100, &error);
        QVERIFY2(parsed, qPrintable(error));
        const AlertmanagerAlert &a = parsed->alerts.first();
        QCOMPARE(a.labels.size(), AlertmanagerParser::kMaxLabels);
        for (const auto &[name, value] : a.labels)
            QVERIFY(value.size() <= AlertmanagerParser::kMaxValueChars);
        QVERIFY(a.silencedBy.isEmpty()); // not a list: nothing
        // More alerts than wanted: counted, not kept.
        const auto many = AlertmanagerParser::alerts(
            "[{\"fingerprint\":\"a\",\"labels\":{}},{\"fingerprint\":\"b\",\"labels\":{}},{\"fingerprint\":\"c\",\"labels\":{}}]",
            2, &error);
        QCOMPARE(many->alerts.size(), 2);
        QCOMPARE(many->leftOut, 1);
    }

    void findsTheRack()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("hosts")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# host            rack\n"
                   "PHX1-H1-R01-02-CT07  PHX1-H1-R01-02\n"
                   "phx1-h1-r01-01-ct03  PHX1-H1-R01-01   # CT03\n"
                   "\n");
        file.close();
        QString error;
        const auto hosts = AlertmanagerRackMap::loadHostMap(file.fileName(), &error);
        QVERIFY2(hosts, qPrintable(error));
        const AlertmanagerRackMap map({QStringLiteral("rack")},
                                      {QStringLiteral("Hostname"), QStringLiteral("instance")}, *hosts);
        const auto v17 = AlertmanagerParser::alerts(fixture("alerts-v0.17.json"), 100, &error);
        const auto v28 = AlertmanagerParser::alerts(fixture("alerts-v0.28.json"), 100, &error);
        const auto byRack = map.rackOf(v17->alerts.at(0));
        QCOMPARE(byRack.rack, QStringLiteral("PHX1-H1-R01-01"));
        QCOMPARE(byRack.label, QStringLiteral("rack"));
        const auto byInstance = map.rackOf(v17->alerts.at(1)); // instance host:9100 through the map
        QCOMPARE(byInstance.rack, QStringLiteral("PHX1-H1-R01-01"));
        QCOMPARE(byInstance.label, QStringLiteral("instance"));
        const auto byHostname = map.rackOf(v28->alerts.at(0)); // Hostname, case aside
        QCOMPARE(byHostname.rack, QStringLiteral("PHX1-H1-R01-02"));
        QCOMPARE(map.rackOf(v28->alerts.at(1)).rack, QString()); // site-wide
        QFile bad(dir.filePath(QStringLiteral("bad")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("host-a RACK-A\nhost-b\n");
        bad.close();
        QVERIFY(!AlertmanagerRackMap::loadHostMap(bad.fileName(), &error));
        QVERIFY2(error.endsWith(QLatin1String("bad:2: expected \"HOST RACK\"")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestAlertmanagerParser)
#include "tst_alertmanagerparser.moc"
