// The fleet board's table paints a stream's changes at most every kChangePaintMs, and not at all
// for rows it does not show (#39: a paint per slice was a hundred board paints a second at 100k;
// one a frame was still 15 a second).
#include "pacedtableview.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QStandardItemModel>
#include <QTest>

using namespace rackops;

namespace {
// Counts the viewport's paint events.
class PaintCounter : public QObject {
public:
    int paints = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};
} // namespace

class TestPacedTableView : public QObject {
    Q_OBJECT
private:
    QStandardItemModel m_model {2000, 4};
    PacedTableView m_view;
    PaintCounter m_counter;

    // Lets every pending paint happen, then starts counting from zero.
    void settle()
    {
        QTest::qWait(3 * PacedTableView::kChangePaintMs);
        m_counter.paints = 0;
    }
    void change(int row, int turn) { m_model.setData(m_model.index(row, 1), QStringLiteral("v%1").arg(turn)); }

private Q_SLOTS:
    void initTestCase()
    {
        new QAbstractItemModelTester(&m_model, QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        m_view.setModel(&m_model);
        m_view.resize(500, 300);
        m_view.viewport()->installEventFilter(&m_counter);
        m_view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&m_view));
        QVERIFY(m_view.rowAt(0) == 0);
    }

    void changesToRowsNotShownPaintNothing()
    {
        settle();
        for (int turn = 0; turn < 50; ++turn) {
            change(1500 + turn, turn); // far below the viewport, one cell
            Q_EMIT m_model.dataChanged(m_model.index(1500, 0), m_model.index(1600, 3)); // and a range
            QCoreApplication::processEvents();
        }
        QTest::qWait(3 * PacedTableView::kChangePaintMs);
        QCOMPARE(m_counter.paints, 0);
    }

    void manyChangesAPeriodPaintOncePerPeriod()
    {
        settle();
        QElapsedTimer clock;
        clock.start();
        int turns = 0;
        // One slice per turn of the event loop, each touching a visible row, as the stream's are.
        // At least four periods, and longer on a loaded machine (CI beside other work) until there
        // are more than two turns a period: pacing shows only then.
        const auto enoughTurns = [&] { return turns > 4 * (clock.elapsed() / PacedTableView::kChangePaintMs + 2); };
        while (clock.elapsed() < 4 * PacedTableView::kChangePaintMs || (!enoughTurns() && clock.elapsed() < 3000)) {
            change(turns % 5, turns);
            if (turns % 2)
                Q_EMIT m_model.dataChanged(m_model.index(0, 1), m_model.index(40, 1)); // a range too
            QCoreApplication::processEvents();
            ++turns;
        }
        const qint64 elapsed = clock.elapsed();
        QTest::qWait(3 * PacedTableView::kChangePaintMs); // the last change is painted too
        // One per period begun and the last change's, twice over: the window system asks for paints
        // of its own (8 paints in 400 ms were seen once). A paint per turn would be dozens.
        const qint64 periods = 2 * (elapsed / PacedTableView::kChangePaintMs + 2);
        // More turns than periods, or pacing could not show: a machine that slow says nothing about it.
        if (turns <= 2 * periods)
            QSKIP(qPrintable(
                QStringLiteral("only %1 turns in %2 ms: too loaded to show pacing").arg(turns).arg(elapsed)));
        QVERIFY2(m_counter.paints >= 1, "the changes were never painted");
        QVERIFY2(m_counter.paints <= periods,
                 qPrintable(
                     QStringLiteral("%1 paints for %2 turns in %3 ms").arg(m_counter.paints).arg(turns).arg(elapsed)));
    }

    void changesWithinATenthOfASecondPaintOnce()
    {
        settle();
        change(2, 1);
        QTRY_COMPARE(m_counter.paints, 1);
        QElapsedTimer sincePaint;
        sincePaint.start();
        // A reading a frame and a half apart, eight times: at one paint a frame, eight paints.
        for (int turn = 2; turn <= 9; ++turn) {
            QTest::qWait(24);
            change(2, turn);
        }
        const qint64 elapsed = sincePaint.elapsed();
        // At most ten a second (one per tenth begun), and two the window system may ask for; a
        // machine slow enough to stretch the waits allows more.
        QVERIFY2(m_counter.paints - 1 <= 3 + elapsed / 100,
                 qPrintable(QStringLiteral("%1 paints in %2 ms").arg(m_counter.paints - 1).arg(elapsed)));
        QTRY_VERIFY(m_counter.paints >= 2); // and the last change is painted
    }

    void aChangeShownLaterIsPainted()
    {
        settle();
        change(3, 12345);
        QTRY_VERIFY(m_counter.paints >= 1);
        // The cell shows the new value: what was painted is what the model says.
        QCOMPARE(m_view.model()->index(3, 1).data().toString(), QStringLiteral("v12345"));
    }
};

QTEST_MAIN(TestPacedTableView)
#include "tst_pacedtableview.moc"
