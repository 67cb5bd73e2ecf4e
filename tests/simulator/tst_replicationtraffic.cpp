// Replication traffic as a pure function of the seed and time: the backlog
// adds up, a degraded link builds lag that drains after, breaches are found.
#include "replication/replicationtraffic.h"

#include <google/protobuf/util/time_util.h>

#include <QTest>

using namespace rackops::sim;
using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kStart = 1'780'000'000'000; // some moment in 2026
constexpr std::int64_t kMinute = 60'000;

std::int64_t ageMs(const ReplicationPairStatus &s)
{
    return TimeUtil::DurationToMilliseconds(s.oldest_unreplicated_age());
}
} // namespace

class TestReplicationTraffic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void backlogAddsUp()
    {
        ReplicationTraffic traffic(7, kStart);
        QVERIFY(traffic.routes().size() >= 6);
        for (size_t route = 0; route < traffic.routes().size(); ++route) {
            const auto steps = traffic.steps(int(route), kStart - 24 * 60 * kMinute, kStart);
            QVERIFY(steps.size() >= 8000); // 24 h of history at start
            double written = 0;
            for (const auto &step : steps) {
                // bytes in = bytes replicated + bytes pending, at every step
                QVERIFY(std::abs(step.bytesIn - step.bytesReplicated - step.bytesPending) <= 1e-6 * step.bytesIn + 1.0);
                QVERIFY(step.bytesPending >= 0);
                written = step.bytesIn;
            }
            QVERIFY2(written > 1e12, traffic.routes()[route].bucket.c_str()); // TBs a day, not a trickle
            const auto status = traffic.status(int(route), kStart);
            QCOMPARE(double(status.bytes_pending()), std::round(steps.back().bytesPending));
        }
    }

    void liveAndHistoryAgree()
    {
        // One simulator walked step by step, another asked only at the end: the same numbers.
        ReplicationTraffic walked(7, kStart);
        ReplicationTraffic jumped(7, kStart);
        for (std::int64_t t = kStart; t <= kStart + 30 * kMinute; t += 10'000)
            walked.status(0, t);
        const auto a = walked.status(1, kStart + 30 * kMinute);
        const auto b = jumped.status(1, kStart + 30 * kMinute);
        QCOMPARE(a.SerializeAsString(), b.SerializeAsString());
        ReplicationTraffic otherSeed(8, kStart);
        QVERIFY(otherSeed.status(1, kStart + 30 * kMinute).bytes_pending() != b.bytes_pending()
                || otherSeed.status(1, kStart + 30 * kMinute).throughput_bytes_per_second()
                    != b.throughput_bytes_per_second());
    }

    void degradedLinkBuildsLagThatDrainsAfter()
    {
        ReplicationTraffic traffic(7, kStart, false); // only the fault this test injects
        const int route = traffic.routeIndex("datasets-curated", "eu-central", "us-west");
        QVERIFY(route >= 0);
        const auto before = traffic.status(route, kStart);
        QVERIFY2(ageMs(before) < kMinute, before.DebugString().c_str());
        QCOMPARE(before.slo_state(), REPLICATION_SLO_STATE_WITHIN);

        traffic.degradeLink("eu-central", "us-west", kStart, kStart + 30 * kMinute, 0.02F);
        std::int64_t lastAge = 0;
        for (std::int64_t t = kStart + 5 * kMinute; t <= kStart + 30 * kMinute; t += 5 * kMinute) {
            const auto s = traffic.status(route, t);
            QVERIFY2(ageMs(s) > lastAge, s.DebugString().c_str()); // grows while the link is slow
            QVERIFY(!s.has_estimated_catch_up()); // the backlog grows: no catch-up in sight
            QCOMPARE(s.health_reason(), std::string("link throughput 2% of normal"));
            lastAge = ageMs(s);
        }
        QVERIFY(lastAge > 20 * kMinute); // some still trickles through
        const auto worst = traffic.status(route, kStart + 30 * kMinute);
        QCOMPARE(worst.slo_state(), REPLICATION_SLO_STATE_BREACHED);
        QCOMPARE(worst.health(), HEALTH_CRITICAL);

        // The link is back: the backlog drains at full speed within minutes.
        const auto recovering = traffic.status(route, kStart + 31 * kMinute);
        QVERIFY(recovering.has_estimated_catch_up());
        QVERIFY(TimeUtil::DurationToMilliseconds(recovering.estimated_catch_up()) < 10 * kMinute);
        const auto after = traffic.status(route, kStart + 40 * kMinute);
        QVERIFY2(ageMs(after) < kMinute, after.DebugString().c_str());
        QCOMPARE(after.slo_state(), REPLICATION_SLO_STATE_WITHIN);
        QVERIFY(after.bytes_pending() < 20'000'000'000);
    }

    void breachesAreDetected()
    {
        ReplicationTraffic traffic(7, kStart, false);
        const int route = traffic.routeIndex("datasets-curated", "eu-central", "us-west");
        traffic.regionOutage("us-west", kStart, kStart + 25 * kMinute);
        // 80% of the SLO is "at risk", past it "breached" with the moment it began.
        QCOMPARE(traffic.status(route, kStart + 13 * kMinute).slo_state(), REPLICATION_SLO_STATE_AT_RISK);
        const auto breached = traffic.status(route, kStart + 20 * kMinute);
        QCOMPARE(breached.slo_state(), REPLICATION_SLO_STATE_BREACHED);
        QCOMPARE(breached.health_reason(), std::string("region us-west unreachable"));
        const std::int64_t since = TimeUtil::TimestampToMilliseconds(breached.breached_since());
        QVERIFY2(std::abs(since - (kStart + 15 * kMinute)) <= 20'000, breached.DebugString().c_str());
        QVERIFY(breached.operations_failed_last_hour() > 0); // retries into an unreachable region fail

        // What an alert service would raise: every pair into the region that is down, and only those.
        const auto list = traffic.breaches(kStart + 20 * kMinute);
        QVERIFY(!list.empty());
        for (const auto &b : list)
            QVERIFY(b.target_region() == "us-west" || b.source_region() == "us-west");
        QVERIFY(std::any_of(list.begin(), list.end(), [](const auto &b) { return b.bucket() == "datasets-curated"; }));

        // A longer SLO for the bucket: the same lag is no longer a breach.
        auto config = traffic.config("datasets-curated");
        (*config.mutable_slo_by_target_region())["us-west"] = TimeUtil::MillisecondsToDuration(60 * kMinute);
        traffic.setConfig(config);
        QCOMPARE(traffic.status(route, kStart + 20 * kMinute).slo_state(), REPLICATION_SLO_STATE_WITHIN);

        // History remembers the breach against the SLO now in force (none at 60 min) ...
        QVERIFY(traffic.breachIntervals(route, kStart, kStart + 60 * kMinute).empty());
        config.clear_slo_by_target_region();
        traffic.setConfig(config);
        // ... and at 15 min: one interval, ended after recovery, with its worst age.
        const auto intervals = traffic.breachIntervals(route, kStart, kStart + 60 * kMinute);
        QCOMPARE(intervals.size(), size_t(1));
        QVERIFY(intervals.front().has_ended_at());
        QVERIFY(TimeUtil::DurationToMilliseconds(intervals.front().worst_age()) >= 25 * kMinute);
    }

    void builtInFaultsHappenWithinADay()
    {
        // The demo shows every kind of fault in its 24 h of history.
        ReplicationTraffic traffic(7, kStart);
        bool degraded = false, failing = false, down = false;
        for (size_t route = 0; route < traffic.routes().size(); ++route) {
            for (const auto &step : traffic.steps(int(route), kStart - 24 * 60 * kMinute, kStart)) {
                degraded |= step.linkFactor < 0.5F;
                failing |= step.failureRate > 0.1F;
                down |= step.sourceDown || step.targetDown;
            }
        }
        QVERIFY(degraded);
        QVERIFY(failing);
        QVERIFY(down);
        const auto archive = traffic.archive(kStart, {}, 20);
        QCOMPARE(archive.regions_size(), 5);
        QCOMPARE(archive.recent_transitions_size(), 20);
        QVERIFY(TimeUtil::TimestampToMilliseconds(archive.recent_transitions(0).time())
                >= TimeUtil::TimestampToMilliseconds(archive.recent_transitions(1).time()));
    }
};

QTEST_MAIN(TestReplicationTraffic)
#include "tst_replicationtraffic.moc"
