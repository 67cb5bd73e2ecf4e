#include "core/changefeed.h"

#include <QElapsedTimer>
#include <QTest>

#include <future>
#include <map>

using namespace rackops::sim;
using namespace std::chrono_literals;

namespace {
// What an owner of a feed keeps: items stamped with the feed's revisions.
struct Item {
    std::string id;
    std::int64_t stamped = 0;
    std::int64_t revision() const { return stamped; }
};

class Owner {
public:
    explicit Owner(ChangeFeed::ZeroRevision zero = ChangeFeed::ZeroRevision::MeansSnapshot)
        : feed("epoch-1", 0, zero)
    {
    }
    void put(const std::string &id)
    {
        items[id] = {id, feed.advance()};
        feed.revive(id);
    }
    void drop(const std::string &id)
    {
        items.erase(id);
        feed.remove(id);
    }
    std::optional<ChangeFeed::Changes<Item>> since(const std::string &epoch, std::int64_t revision) const
    {
        return feed.changesSince<Item>(epoch, revision, items, select);
    }
    static const Item *select(const std::pair<const std::string, Item> &entry) { return &entry.second; }

    ChangeFeed feed;
    std::map<std::string, Item> items;
};

std::vector<std::string> idsOf(const std::vector<Item> &items)
{
    std::vector<std::string> ids;
    for (const auto &item : items)
        ids.push_back(item.id);
    return ids;
}
} // namespace

class TestChangeFeed : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void changesSinceHasWhatWasStampedAndWhatLeft()
    {
        Owner owner;
        owner.put("a"); // 1
        owner.put("b"); // 2
        owner.put("c"); // 3
        owner.drop("a"); // 4
        owner.put("b"); // 5
        QCOMPARE(owner.feed.revision(), 5);

        const auto fromTwo = owner.since("epoch-1", 2);
        QVERIFY(fromTwo);
        QCOMPARE(fromTwo->epoch, std::string("epoch-1"));
        QCOMPARE(fromTwo->revision, 5);
        QCOMPARE(idsOf(fromTwo->upserts), (std::vector<std::string> {"b", "c"}));
        QCOMPARE(fromTwo->removed, std::vector<std::string> {"a"});

        // Past the tombstone: only b's restamp.
        const auto fromFour = owner.since("epoch-1", 4);
        QVERIFY(fromFour);
        QCOMPARE(idsOf(fromFour->upserts), std::vector<std::string> {"b"});
        QVERIFY(fromFour->removed.empty());

        const auto upToDate = owner.since("epoch-1", 5);
        QVERIFY(upToDate);
        QVERIFY(upToDate->upserts.empty());
        QVERIFY(upToDate->removed.empty());
    }

    void anIdThatLeavesTwiceIsReportedOnce()
    {
        Owner owner;
        owner.put("x"); // 1
        owner.drop("x"); // 2
        owner.put("x"); // 3: back in the stream, its tombstone no longer counts
        QVERIFY(!owner.feed.isRemoved("x"));
        const auto whileBack = owner.since("epoch-1", 1);
        QCOMPARE(idsOf(whileBack->upserts), std::vector<std::string> {"x"});
        QVERIFY(whileBack->removed.empty());

        owner.drop("x"); // 4
        const auto afterSecondLeave = owner.since("epoch-1", 1);
        QVERIFY(afterSecondLeave->upserts.empty());
        QCOMPARE(afterSecondLeave->removed, std::vector<std::string> {"x"});
        QCOMPARE(owner.feed.removedSince(3), std::vector<std::string> {"x"});
        QVERIFY(owner.feed.removedSince(4).empty());
    }

    void removalsComeInTheOrderTheyHappened()
    {
        Owner owner;
        owner.put("z");
        owner.put("m");
        owner.put("a");
        owner.drop("z");
        owner.drop("a");
        owner.drop("m");
        QCOMPARE(owner.feed.removedSince(0), (std::vector<std::string> {"z", "a", "m"}));
    }

    void anUnknownPointInHistoryNeedsASnapshot()
    {
        Owner owner;
        owner.put("a");
        owner.put("b");
        QVERIFY(!owner.since("epoch-0", 1)); // another epoch: the server restarted
        QVERIFY(!owner.since("epoch-1", 3)); // from the future
        QVERIFY(!owner.since("epoch-1", -1));
        QVERIFY(!owner.since("epoch-1", 0)); // zero means "I have nothing"
        QVERIFY(owner.since("epoch-1", 2));

        const auto snapshot = owner.feed.snapshot<Item>(owner.items, Owner::select);
        QCOMPARE(snapshot.epoch, std::string("epoch-1"));
        QCOMPARE(snapshot.revision, 2);
        QCOMPARE(idsOf(snapshot.upserts), (std::vector<std::string> {"a", "b"}));
    }

    void zeroCanBeAResumePoint()
    {
        Owner owner(ChangeFeed::ZeroRevision::IsResumable);
        owner.put("a");
        const auto fromZero = owner.since("epoch-1", 0);
        QVERIFY(fromZero);
        QCOMPARE(idsOf(fromZero->upserts), std::vector<std::string> {"a"});
    }

    void restoredRevisionContinues()
    {
        ChangeFeed feed("e", 41);
        QCOMPARE(feed.advance(), 42);
        feed.restoreRevision(100);
        QCOMPARE(feed.revision(), 100);
        QCOMPARE(feed.advance(), 101);
        QVERIFY(feed.canResume("e", 100));
        QVERIFY(!ChangeFeed::newEpoch().empty());
        QVERIFY(ChangeFeed::newEpoch() != ChangeFeed::newEpoch());
    }

    void aWaitWakesOnAChange()
    {
        ChangeFeed feed("e");
        feed.advance();
        auto waited = std::async(std::launch::async, [&] { return feed.waitForChange(1, 30s); });
        QVERIFY(waited.wait_for(50ms) == std::future_status::timeout); // nothing new yet
        feed.advance();
        QTRY_VERIFY_WITH_TIMEOUT(waited.wait_for(0s) == std::future_status::ready, 5000);
        QVERIFY(waited.get());
        // A change already there ends a wait at once.
        QVERIFY(feed.waitForChange(0, 30s));
    }

    void aTombstoneIsAChange()
    {
        ChangeFeed feed("e");
        auto waited = std::async(std::launch::async, [&] { return feed.waitForChange(0, 30s); });
        feed.remove("gone");
        QTRY_VERIFY_WITH_TIMEOUT(waited.wait_for(0s) == std::future_status::ready, 5000);
        QVERIFY(waited.get());
    }

    void wakeEndsAWait()
    {
        ChangeFeed feed("e");
        auto waited = std::async(std::launch::async, [&] { return feed.waitForChange(0, 30s); });
        QVERIFY(waited.wait_for(50ms) == std::future_status::timeout);
        feed.wake();
        QTRY_VERIFY_WITH_TIMEOUT(waited.wait_for(0s) == std::future_status::ready, 5000);
        QVERIFY(waited.get());
        QCOMPARE(feed.revision(), 0);
    }

    void aWaitEndsAtItsTimeout()
    {
        ChangeFeed feed("e");
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!feed.waitForChange(0, 150ms));
        QVERIFY(timer.elapsed() >= 140);
        QVERIFY(timer.elapsed() < 5000);
    }
};

QTEST_APPLESS_MAIN(TestChangeFeed)
#include "tst_changefeed.moc"
