// Alertmanager's alerts as the alert book's conditions, on a hand-fed store:
// severity words, rack or site-wide, a stale store keeping its alerts with
// the time they were read, a poll that changes nothing changing no alert, and
// alerts kept as they are after a restart until Alertmanager has answered.
#include "alerts/alertbook.h"
#include "alerts/alertmanagersilencematchers.h"
#include "alerts/externalalertsource.h"

#include <QTest>

#include <google/protobuf/util/time_util.h>

using namespace rackops::sim;
using namespace rackops::alertmanager;
namespace v1 = rackops::v1;

namespace {
AlertmanagerAlert amAlert(const QString &fingerprint, QList<QPair<QString, QString>> labels)
{
    AlertmanagerAlert a;
    a.fingerprint = fingerprint;
    a.state = AlertmanagerAlert::State::Active;
    std::sort(labels.begin(), labels.end());
    a.labels = std::move(labels);
    return a;
}

std::unique_ptr<ExternalAlertSource> externalSource(std::shared_ptr<AlertmanagerStore> store)
{
    return std::make_unique<ExternalAlertSource>(std::move(store), AlertmanagerRackMap({QStringLiteral("rack")}, {}),
                                                 [](const std::string &rack) -> std::optional<std::string> {
                                                     return rack == "PHX1-H1-R01-01"
                                                         ? std::optional<std::string>("PHX1")
                                                         : std::nullopt;
                                                 });
}
} // namespace

class TestExternalAlertSource : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A rack silence holds the rack's Alertmanager alerts by the label that named the rack; through
    // the host map, by its hosts as one RE2 regex with RE2's metacharacters escaped.
    void silencesMatchTheLabelThatNamedTheRack()
    {
        const auto externalOn = [](const std::string &label, const std::string &value) {
            v1::Alert a;
            a.set_source(v1::ALERT_SOURCE_EXTERNAL);
            a.set_rack_id("R1");
            a.mutable_external()->set_rack_label(label);
            (*a.mutable_external()->mutable_labels())[label] = value;
            (*a.mutable_external()->mutable_labels())["alertname"] = "NodeDown";
            return a;
        };
        v1::AlertMatcher rack;
        rack.set_rack_id("R1");
        const v1::Alert byRack = externalOn("rack", "R1");
        const v1::Alert byHost1 = externalOn("instance", "gpu-node-17:9100");
        const v1::Alert byHost2 = externalOn("instance", "gpu-node.18:9100");
        auto m = AlertmanagerSilenceMatchers::of(rack, {&byHost1, &byRack});
        QCOMPARE(m.size(), size_t(1));
        QCOMPARE(m[0].name(), std::string("rack"));
        QCOMPARE(m[0].value(), std::string("R1"));
        QVERIFY(!m[0].is_regex());
        m = AlertmanagerSilenceMatchers::of(rack, {&byHost1, &byHost2});
        QCOMPARE(m.size(), size_t(1));
        QCOMPARE(m[0].name(), std::string("instance"));
        QVERIFY(m[0].is_regex());
        QCOMPARE(m[0].value(), std::string("gpu-node-17:9100|gpu-node\\.18:9100"));
        QCOMPARE(AlertmanagerSilenceMatchers::re2Literal("a(b)|c*ü"), std::string("a\\(b\\)\\|c\\*ü"));
        // One condition: the alert's whole label set.
        v1::AlertMatcher one;
        one.set_condition_key("alertmanager/abc");
        m = AlertmanagerSilenceMatchers::of(one, {&byRack});
        QCOMPARE(m.size(), size_t(2));
        QCOMPARE(m[0].name(), std::string("alertname"));
        QCOMPARE(m[1].name(), std::string("rack"));
        // A site alone, or nothing of Alertmanager's held: no Alertmanager silence.
        v1::AlertMatcher site;
        site.set_site("PHX1");
        QVERIFY(AlertmanagerSilenceMatchers::of(site, {&byRack}).empty());
        QVERIFY(AlertmanagerSilenceMatchers::of(rack, {}).empty());
    }

    void mapsSeverityWords()
    {
        for (const char *word : {"critical", "Page", "error", "high", "fatal", "emergency"})
            QCOMPARE(ExternalAlertSource::severity(QLatin1String(word)), v1::ALERT_SEVERITY_CRITICAL);
        for (const char *word : {"info", "informational", "low", "none", "notice"})
            QCOMPARE(ExternalAlertSource::severity(QLatin1String(word)), v1::ALERT_SEVERITY_INFO);
        for (const char *word : {"warning", "warn", "", "P3", "major"})
            QCOMPARE(ExternalAlertSource::severity(QLatin1String(word)), v1::ALERT_SEVERITY_WARNING);
    }

    void keepsAlertsStaleAndAcrossARestart()
    {
        std::int64_t now = 1'700'000'000'000;
        auto store = std::make_shared<AlertmanagerStore>(QStringLiteral("http://am:9093"));
        AlertBook book([&now] { return now; });
        book.addSource(externalSource(store));
        store->replace({amAlert(QStringLiteral("f1"),
                                {{QStringLiteral("alertname"), QStringLiteral("GpuTooHot")},
                                 {QStringLiteral("rack"), QStringLiteral("PHX1-H1-R01-01")},
                                 {QStringLiteral("severity"), QStringLiteral("critical")}}),
                        amAlert(QStringLiteral("f2"),
                                {{QStringLiteral("alertname"), QStringLiteral("Plant")},
                                 {QStringLiteral("rack"), QStringLiteral("ELSEWHERE")}})},
                       0, 0, now);
        book.evaluate();
        auto all = [&book] { return book.alerts([](const v1::Alert &) { return true; }); };
        QCOMPARE(all().size(), size_t(2));
        const auto byKey = [&](const std::string &key) {
            for (const v1::Alert &a : all())
                if (a.condition_key() == key)
                    return a;
            return v1::Alert();
        };
        QCOMPARE(byKey("alertmanager/f1").rack_id(), std::string("PHX1-H1-R01-01"));
        QCOMPARE(byKey("alertmanager/f1").site(), std::string("PHX1"));
        QVERIFY(byKey("alertmanager/f2").rack_id().empty()); // not a rack of the fleet: site-wide
        QCOMPARE(byKey("alertmanager/f2").external().labels().at("rack"), std::string("ELSEWHERE"));

        // A poll that reads the same changes nothing: no new revision.
        const std::int64_t revision = byKey("alertmanager/f1").revision();
        now += 2000;
        store->replace(store->snapshot().alerts, 0, 0, now);
        book.evaluate();
        QCOMPARE(byKey("alertmanager/f1").revision(), revision);

        // Down: kept, stale, with the time of the last read; the bridge's own warning says why.
        now += 2000;
        store->fail(BridgeState::Down, QStringLiteral("Connection refused"), now);
        book.evaluate();
        QCOMPARE(byKey("alertmanager/f1").state(), v1::ALERT_STATE_TRIGGERED);
        QVERIFY(byKey("alertmanager/f1").external().stale());
        QCOMPARE(
            google::protobuf::util::TimeUtil::TimestampToMilliseconds(byKey("alertmanager/f1").external().last_seen()),
            now - 2000);
        const v1::Alert bridge = byKey("alertmanager/bridge");
        QCOMPARE(bridge.summary(), std::string("Alertmanager cannot be read: not reachable (Connection refused)"));
        QCOMPARE(bridge.state(), v1::ALERT_STATE_TRIGGERED);

        // After a restart (a book holding the alerts, a store not read yet) nothing is resolved...
        AlertBook restarted([&now] { return now; });
        std::vector<AlertCondition> conditions;
        auto fresh = std::make_shared<AlertmanagerStore>(QStringLiteral("http://am:9093"));
        auto restartedSource = externalSource(fresh);
        restartedSource->collect(now, &conditions);
        QVERIFY(conditions.empty());
        QCOMPARE(restartedSource->unknownKeyPrefixes(), std::vector<std::string> {"alertmanager/"});
        std::vector<AlertCondition> old; // what the stored book held, raised again
        externalSource(store)->collect(now, &old);
        restarted.apply(old);
        restarted.apply({}, restartedSource->unknownKeyPrefixes());
        for (const v1::Alert &a : restarted.alerts([](const v1::Alert &) { return true; }))
            QVERIFY2(a.state() != v1::ALERT_STATE_RESOLVED, a.condition_key().c_str());
        // ...until Alertmanager answers: what it no longer lists resolves then.
        fresh->replace({}, 0, 0, now);
        QVERIFY(restartedSource->unknownKeyPrefixes().empty());
        restarted.apply({}, restartedSource->unknownKeyPrefixes());
        for (const v1::Alert &a : restarted.alerts([](const v1::Alert &) { return true; }))
            QCOMPARE(a.state(), v1::ALERT_STATE_RESOLVED);
    }
};

QTEST_GUILESS_MAIN(TestExternalAlertSource)
#include "tst_externalalertsource.moc"
