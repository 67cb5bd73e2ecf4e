// The replication view and the status bar button in a breach and after it:
// the breach is named, the worst pair is on top and charted, its breach is
// shaded, and the status bar counts it and leads to the view.
#include "coolingchart.h"
#include "replicationmodel.h"
#include "replicationstatusbutton.h"
#include "replicationview.h"
#include "slodialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace rackops;

namespace {
constexpr qint64 kMinute = 60'000;
constexpr qint64 kNow = 1'780'000'000'000;

ReplicationPair pair(const char *bucket, const char *source, const char *target, qint64 lagMs, SloState state)
{
    ReplicationPair p;
    p.bucket = QString::fromLatin1(bucket);
    p.source = QString::fromLatin1(source);
    p.target = QString::fromLatin1(target);
    p.measuredMs = kNow;
    p.lagMs = lagMs;
    p.sloMs = 15 * kMinute;
    p.sloState = state;
    p.health = state == SloState::Breached ? Health::Critical : Health::Ok;
    p.breachedSinceMs = state == SloState::Breached ? kNow - (lagMs - p.sloMs) : 0;
    p.bytesPending = lagMs * 1'000'000;
    p.throughputBytesPerSecond = 2e9;
    return p;
}

ReplicationUpdate snapshot()
{
    ReplicationUpdate u;
    u.reset = true;
    u.serverTimeMs = kNow;
    u.pairs = {pair("datasets-curated", "eu-central", "us-west", kMinute, SloState::Within),
               pair("ckpt-llm-pretrain", "us-west", "eu-central", 22 * kMinute, SloState::Breached),
               pair("ckpt-vision", "us-east", "eu-central", 0, SloState::Within)};
    return u;
}
} // namespace

class TestReplicationView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void breachIsObviousAndClears()
    {
        ReplicationModel model;
        ReplicationView view(&model);
        ReplicationStatusButton button(&model);
        QSignalSpy history(&view, &ReplicationView::historyWanted);
        view.resize(1400, 800);
        view.show();
        QVERIFY(button.isHidden()); // nothing to say before the first figures

        model.applyUpdate(snapshot());
        const QString breached = QStringLiteral("ckpt-llm-pretrain/us-west>eu-central");
        QCOMPARE(view.banner()->property("breaches").toInt(), 1);
        QVERIFY(view.banner()->text().contains(QStringLiteral("ckpt-llm-pretrain")));
        // Worst first, and the worst pair is the one charted.
        QCOMPARE(view.topPair(), breached);
        QCOMPARE(view.table()->currentIndex().data(ReplicationModel::PairKeyRole).toString(), breached);
        QCOMPARE(view.chartedPair(), breached);
        QVERIFY(!history.isEmpty());
        QCOMPARE(history.last().at(0).toString(), QStringLiteral("ckpt-llm-pretrain"));
        QCOMPARE(history.last().at(3).toLongLong(), kNow - 6 * 3'600'000);
        // The status bar counts it, in the critical colour, and leads to the view.
        QVERIFY(!button.isHidden());
        QCOMPARE(button.breaches(), 1);
        QVERIFY(button.styleSheet().contains(QStringLiteral("font-weight: bold")));
        QSignalSpy clicked(&button, &QToolButton::clicked);
        QTest::mouseClick(&button, Qt::LeftButton);
        QCOMPARE(clicked.count(), 1);

        // History with an earlier breach: both breaches are shaded, the SLO is drawn.
        ReplicationHistory h;
        h.bucket = QStringLiteral("ckpt-llm-pretrain");
        h.source = QStringLiteral("us-west");
        h.target = QStringLiteral("eu-central");
        h.firstBucketMs = kNow - 6 * 3'600'000;
        h.bucketWidthMs = 60'000;
        h.sloMs = 15 * kMinute;
        for (int i = 0; i < 360; ++i) {
            h.sampleCounts << 6;
            const double lag = (i >= 100 && i < 130) ? (i - 100) * 60.0 : 30.0;
            h.lagMinSeconds << lag * 0.5;
            h.lagMaxSeconds << lag;
            h.lagMeanSeconds << lag * 0.7;
        }
        h.breaches = {{h.bucketTimeMs(116), h.bucketTimeMs(130), 29 * kMinute}};
        view.setHistory(h);
        view.redrawNow();
        QCOMPARE(view.chart()->shadedSpanCount(), 2); // the past one and the one going on now
        QVERIFY(view.chart()->pointCount(0) > 100);

        // Drained: the banner and the status bar say so, nothing is shaded as ongoing.
        ReplicationUpdate drained;
        drained.serverTimeMs = kNow + 10 * kMinute;
        drained.pairs = {pair("ckpt-llm-pretrain", "us-west", "eu-central", 20'000, SloState::Within)};
        model.applyUpdate(drained);
        view.redrawNow();
        QCOMPARE(view.banner()->property("breaches").toInt(), 0);
        QCOMPARE(button.breaches(), 0);
        QVERIFY(button.styleSheet().isEmpty());
        QCOMPARE(view.chart()->shadedSpanCount(), 1);
    }

    void sloDialogAsksOnceAndWithdrawsOnChange()
    {
        ReplicationModel model;
        ReplicationUpdate u = snapshot();
        for (ReplicationPair &p : u.pairs)
            p.configRevision = 3;
        model.applyUpdate(u);
        const QString key = QStringLiteral("ckpt-llm-pretrain/us-west>eu-central");
        SloDialog dialog(&model, key);
        QSignalSpy requested(&dialog, &SloDialog::sloChangeRequested);
        QVERIFY(!dialog.confirmButton()->isEnabled()); // no reason, no change
        dialog.minutes()->setValue(20);
        dialog.reason()->setText(QStringLiteral("checkpoints of this run are large"));
        QVERIFY(dialog.confirmButton()->isEnabled());
        QTest::mouseClick(dialog.confirmButton(), Qt::LeftButton);
        QCOMPARE(requested.count(), 1);
        const auto args = requested.first();
        QCOMPARE(args.at(0).toString(), QStringLiteral("ckpt-llm-pretrain"));
        QCOMPARE(args.at(1).toString(), QStringLiteral("eu-central")); // only the pair it was opened on
        QCOMPARE(args.at(2).toLongLong(), 20 * kMinute);
        QCOMPARE(args.at(3).toLongLong(), 3);
        QVERIFY(!dialog.confirmButton()->isEnabled()); // in flight: not twice

        BucketActionResult done;
        done.answer = ActionOutcome::Answer::Accepted;
        done.bucket = QStringLiteral("ckpt-llm-pretrain");
        dialog.showResult(done);
        QVERIFY(!dialog.confirmButton()->isEnabled());

        // Another dialog, and the bucket's settings change under it: it withdraws.
        SloDialog stale(&model, key);
        stale.setWholeBucket(true);
        stale.reason()->setText(QStringLiteral("x"));
        QVERIFY(stale.confirmButton()->isEnabled());
        ReplicationUpdate changed;
        ReplicationPair p = u.pairs.at(1);
        p.configRevision = 4;
        changed.pairs = {p};
        model.applyUpdate(changed);
        QVERIFY(!stale.confirmButton()->isEnabled());
    }
};

QTEST_MAIN(TestReplicationView)
#include "tst_replicationview.moc"
