#include "alerts/alertsilences.h"

#include <QTest>

using namespace rackops;
using namespace rackops::sim;

namespace {
constexpr std::int64_t kNow = 1'780'000'000'000;
constexpr std::int64_t kHour = 3'600'000;

v1::Alert alertOn(const std::string &rackId, v1::AlertSeverity severity)
{
    v1::Alert alert;
    alert.set_id("A-1");
    alert.set_rack_id(rackId);
    alert.set_severity(severity);
    alert.set_source(v1::ALERT_SOURCE_COOLING);
    return alert;
}

v1::AlertMatcher rackMatcher(const std::string &rackId)
{
    v1::AlertMatcher matcher;
    matcher.set_rack_id(rackId);
    return matcher;
}
} // namespace

class TestAlertSilences : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void anEmptyMatcherMatchesNothingAndIsRefused()
    {
        const v1::AlertMatcher empty;
        QVERIFY(AlertSilences::matcherEmpty(empty));
        QVERIFY(!AlertSilences::matches(empty, alertOn("R1", v1::ALERT_SEVERITY_CRITICAL)));
        QCOMPARE(AlertSilences::check(empty, kNow + kHour, kNow).code, MutationResult::Code::InvalidArgument);
    }

    void theExpiryMustBeAheadAndAtMostAWeek()
    {
        const auto matcher = rackMatcher("R1");
        QCOMPARE(AlertSilences::check(matcher, std::nullopt, kNow).code, MutationResult::Code::InvalidArgument);
        QCOMPARE(AlertSilences::check(matcher, kNow, kNow).code, MutationResult::Code::InvalidArgument);
        QCOMPARE(AlertSilences::check(matcher, kNow + AlertSilences::kMaxSilenceMs + 1, kNow).code,
                 MutationResult::Code::InvalidArgument);
        QVERIFY(AlertSilences::check(matcher, kNow + AlertSilences::kMaxSilenceMs, kNow).ok());
    }

    void anActiveSilenceHoldsWhatItMatchesUntilItsExpiry()
    {
        AlertSilences silences;
        v1::Actor omar;
        omar.set_name("omar");
        v1::AlertMatcher matcher = rackMatcher("R1");
        matcher.add_severities(v1::ALERT_SEVERITY_WARNING);
        const v1::AlertSilence &silence = silences.create(matcher, "maintenance", omar, kNow, kNow + kHour);
        QCOMPARE(silence.id(), std::string("S-1"));
        QCOMPARE(silences.holding(alertOn("R1", v1::ALERT_SEVERITY_WARNING), kNow), std::string("S-1"));
        QVERIFY(silences.holding(alertOn("R1", v1::ALERT_SEVERITY_CRITICAL), kNow).empty());
        QVERIFY(silences.holding(alertOn("R2", v1::ALERT_SEVERITY_WARNING), kNow).empty());
        QVERIFY(silences.holding(alertOn("R1", v1::ALERT_SEVERITY_WARNING), kNow + kHour).empty());
        QCOMPARE(silences.changed().size(), size_t(1));
        silences.clearChanged();
        QVERIFY(silences.changed().empty());

        // Past its expiry a read judges it expired; only `end` ends it.
        QVERIFY(silences.due(kNow).empty());
        QCOMPARE(silences.due(kNow + kHour).size(), size_t(1));
        QCOMPARE(silences.judged(kNow + kHour).front().state(), v1::SILENCE_STATE_EXPIRED);
        silences.end(*silences.find("S-1"), kNow + kHour);
        QVERIFY(silences.due(kNow + 2 * kHour).empty());
        QCOMPARE(silences.changed().size(), size_t(1));
    }

    void loadedIdsGoOnAfterTheHighest()
    {
        AlertSilences silences;
        v1::AlertSilence stored;
        stored.set_id("S-41");
        stored.set_state(v1::SILENCE_STATE_EXPIRED);
        silences.load({stored});
        QVERIFY(silences.find("S-41"));
        QCOMPARE(silences.create(rackMatcher("R1"), "again", {}, kNow, kNow + kHour).id(), std::string("S-42"));
    }
};

QTEST_APPLESS_MAIN(TestAlertSilences)
#include "tst_alertsilences.moc"
