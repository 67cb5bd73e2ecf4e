// The real Alerts view while alerts arrive: batches come queued, as from the
// alert stream, while the operator types into the filter one key at a time,
// switches the filters and sorts by clicking the header, with an alert
// selected. The list must show every alert its filter accepts exactly once,
// the "shown" count must be the list's, and nothing may warn (Qt's
// "endInsertRows: Invalid index" preceded the operator's crash).
#include "../models/alertbatchfuzzer.h"
#include "alertcountindicator.h"
#include "alertfiltermodel.h"
#include "alertincidentmodel.h"
#include "alertsmodel.h"
#include "alertsview.h"
#include "backendtext.h"
#include "disabledbuttonexplainer.h"
#include "cutheaders.h"
#include "translationscope.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QPushButton>
#include <QSignalSpy>
#include <QToolButton>
#include <QTreeView>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

namespace {
// Every alert the view's filter lists, by id; fails on one listed twice.
QStringList listedIds(AlertFilterModel *filter)
{
    QStringList ids;
    for (int row = 0; row < filter->rowCount(); ++row) {
        const AlertInfo *a = filter->alertAt(filter->index(row, 0));
        if (!a)
            return {QStringLiteral("<row %1 is no alert>").arg(row)};
        if (ids.contains(a->id))
            return {QStringLiteral("<%1 listed twice>").arg(a->id)};
        ids << a->id;
    }
    ids.sort();
    return ids;
}

// Every alert the incident list shows, by id; fails on one shown twice.
QStringList shownIds(AlertIncidentModel *incidents)
{
    QStringList ids;
    for (int row = 0; row < incidents->rowCount(); ++row) {
        for (const AlertInfo &a : incidents->alertsAt(incidents->index(row, 0))) {
            if (ids.contains(a.id))
                return {QStringLiteral("<%1 shown twice>").arg(a.id)};
            ids << a.id;
        }
    }
    ids.sort();
    return ids;
}

// The ids of the incident rows, top to bottom: what must hold still.
QStringList rowOrder(AlertIncidentModel *incidents)
{
    QStringList order;
    for (int row = 0; row < incidents->rowCount(); ++row)
        order << incidents->index(row, 0).data(AlertIncidentModel::IncidentKeyRole).toString();
    return order;
}

AlertInfo alert(const QString &id, const QString &rack, AlertInfo::Severity severity, qint64 raisedMs)
{
    AlertInfo a;
    a.id = id;
    a.rackId = rack;
    a.site = rack.left(4);
    a.severity = severity;
    a.state = AlertInfo::State::Triggered;
    a.source = AlertInfo::Source::Cooling;
    a.summary = QStringLiteral("Supply temperature above its limit");
    a.conditionKey = QStringLiteral("cooling/supply/") + rack;
    a.conditionActive = true;
    a.raisedMs = raisedMs;
    return a;
}

// The same filter built afresh over the same alerts: what the list must show.
QStringList freshIds(AlertsModel *model, AlertsView *view)
{
    AlertFilterModel fresh(model);
    const int state = view->findChild<QComboBox *>(QStringLiteral("alertStateFilter"))->currentIndex();
    // Open, nobody owns it, silenced, all.
    fresh.setShowResolved(state == 3);
    fresh.setOnlyUnowned(state == 1);
    fresh.setSilenced(state == 2       ? AlertFilterModel::Silenced::Only
                          : state == 3 ? AlertFilterModel::Silenced::Shown
                                       : AlertFilterModel::Silenced::Hidden);
    fresh.setMinimumSeverity(AlertInfo::Severity(
        view->findChild<QComboBox *>(QStringLiteral("alertSeverityFilter"))->currentData().toInt()));
    fresh.setSource(
        AlertInfo::Source(view->findChild<QComboBox *>(QStringLiteral("alertSourceFilter"))->currentData().toInt()));
    fresh.setText(view->findChild<QLineEdit *>(QStringLiteral("alertText"))->text());
    return listedIds(&fresh);
}
} // namespace

class TestAlertsView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        // Any warning fails, except the offscreen platform's note that it
        // cannot pass size hints to a window manager it does not have.
        QTest::failOnWarning(
            QRegularExpression(QStringLiteral("^(?!This plugin does not support (propagateSizeHints|raise)).")));
    }

    // In German "Owner" is "Verantwortlich" and a failed value "Fehlgeschlagen": both were cut
    // (seen in a walk through the demo at 1366x768).
    void noHeaderOrValueWordIsCutInGerman()
    {
        const test::TranslationScope german(QStringLiteral(RACKOPS_QM));
        QVERIFY2(german.isLoaded(), RACKOPS_QM);
        AlertsModel model;
        AlertsView view(&model);
        view.resize(1200, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QHeaderView *header = view.list()->header();
        QCOMPARE(model.headerData(AlertsModel::OwnerColumn, Qt::Horizontal, Qt::DisplayRole).toString(),
                 QStringLiteral("Verantwortlich"));
        const QString cut = test::cutHeaders(header);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
        QFont bold = view.list()->font();
        bold.setBold(true); // an alert nobody owns is bold
        const QString failed = BackendText::render(LocalizedText {QStringLiteral("value.operation_failed"), {}, {}});
        QCOMPARE(failed, QStringLiteral("Fehlgeschlagen"));
        QVERIFY2(header->sectionSize(AlertsModel::ValueColumn) > QFontMetrics(bold).horizontalAdvance(failed),
                 qPrintable(QString::number(header->sectionSize(AlertsModel::ValueColumn))));
    }

    void typingWhileAlertsArrive()
    {
        AlertBatchFuzzer fuzz(7);
        AlertsModel model;
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
        AlertsView view(&model);
        QAbstractItemModelTester filterTester(view.filter(), QAbstractItemModelTester::FailureReportingMode::Warning);
        QAbstractItemModelTester incidentTester(view.incidents(),
                                                QAbstractItemModelTester::FailureReportingMode::Warning);
        view.resize(1200, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *text = view.findChild<QLineEdit *>(QStringLiteral("alertText"));
        auto *shown = view.findChild<QLabel *>(QStringLiteral("alertsShown"));
        const QList<QComboBox *> combos {view.findChild<QComboBox *>(QStringLiteral("alertStateFilter")),
                                         view.findChild<QComboBox *>(QStringLiteral("alertSeverityFilter")),
                                         view.findChild<QComboBox *>(QStringLiteral("alertSourceFilter"))};
        const QStringList words {QStringLiteral("PHX1-H1-R0"), QStringLiteral("omar"), QStringLiteral("leak"),
                                 QStringLiteral("A-10"), QStringLiteral("ckpt")};
        QRandomGenerator &random = fuzz.random();
        QString word;

        for (int step = 0; step < 600; ++step) {
            const QByteArray where = QStringLiteral("step %1").arg(step).toUtf8();
            // One to three stream messages, queued to the GUI thread like AlertsWatcher's.
            for (int n = int(random.bounded(1, 4)); n > 0; --n) {
                const AlertBatchFuzzer::Batch batch = fuzz.next();
                fuzz.expect(batch);
                QMetaObject::invokeMethod(
                    &model,
                    [&model, batch] { model.apply(batch.reset, batch.upserts, batch.removed, batch.serverTimeMs); },
                    Qt::QueuedConnection);
            }
            // One key into the filter: the next letter of a word, or backspace.
            text->setFocus();
            if (word.isEmpty() || (text->text() == word && fuzz.percent() < 40)) {
                word = words.at(int(random.bounded(words.size())));
                text->clear();
            }
            const QString typed = text->text();
            if (typed.size() < word.size() && word.startsWith(typed) && fuzz.percent() < 75)
                QTest::keyClick(text, word.at(typed.size()).toLatin1());
            else
                QTest::keyClick(text, Qt::Key_Backspace);
            if (fuzz.percent() < 5) {
                QComboBox *combo = combos.at(int(random.bounded(combos.size())));
                combo->setCurrentIndex(int(random.bounded(combo->count())));
            }
            if (fuzz.percent() < 3)
                view.list()->header()->setSortIndicator(int(random.bounded(int(AlertsModel::ColumnCount))),
                                                        random.bounded(2) ? Qt::AscendingOrder : Qt::DescendingOrder);
            if (view.selectedAlertId().isEmpty() && view.incidents()->rowCount() > 0)
                view.list()->setCurrentIndex(
                    view.incidents()->index(int(random.bounded(view.incidents()->rowCount())), 0));
            QCoreApplication::processEvents();
            QCoreApplication::processEvents(); // the incident list follows the filter one turn later

            QCOMPARE(model.rowCount(), int(fuzz.expected().size()));
            QCOMPARE(listedIds(view.filter()).join(QLatin1Char(' ')), freshIds(&model, &view).join(QLatin1Char(' ')));
            // The keyboard is in the filter field, the pointer elsewhere: the list shows what the filter lists.
            QVERIFY(!view.incidents()->isHeld());
            QCOMPARE(shownIds(view.incidents()).join(QLatin1Char(' ')),
                     listedIds(view.filter()).join(QLatin1Char(' ')));
            QCOMPARE(shown->text(),
                     AlertsView::tr("%n alert(s) shown", nullptr, view.filter()->rowCount()) + QLatin1Char(' ')
                         + AlertsView::tr("in %n incident(s)", nullptr, view.incidents()->rowCount()));
            const QString selected = view.selectedAlertId();
            QVERIFY(selected.isEmpty() || listedIds(view.filter()).contains(selected));
            QVERIFY2(!QTest::currentTestFailed(), where.constData());
        }
    }

    // Rows used to move under the pointer as alerts arrived (mis-clicks). With the keyboard in
    // the list the rows hold still, the alerts shown keep updating, "n new" counts what waits,
    // and clicking it shows it. Selecting an alert tells the rack dock its rack.
    void rowsHoldStillWhileTheOperatorWorksInTheList()
    {
        AlertsModel model;
        AlertsView view(&model);
        QAbstractItemModelTester incidentTester(view.incidents(),
                                                QAbstractItemModelTester::FailureReportingMode::Warning);
        view.resize(1200, 600);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        const qint64 t0 = 1'700'000'000'000;
        model.apply(true,
                    {alert(QStringLiteral("A-1"), QStringLiteral("PHX1-H1-R01-01"), AlertInfo::Severity::Warning, t0),
                     alert(QStringLiteral("A-2"), QStringLiteral("PHX1-H1-R01-02"), AlertInfo::Severity::Warning, t0)},
                    {}, t0);
        QTRY_COMPARE(view.incidents()->rowCount(), 2);
        QSignalSpy rack(&view, &AlertsView::rackSelected);
        view.list()->setFocus();
        view.list()->setCurrentIndex(view.incidents()->index(1, 0));
        QTRY_VERIFY(view.incidents()->isHeld());
        const QStringList before = rowOrder(view.incidents());
        const QString selected = view.selectedAlertId();
        QVERIFY(!rack.isEmpty());
        QCOMPARE(rack.constLast().constFirst().toString(),
                 view.incidents()->alertAt(view.list()->currentIndex())->rackId);

        // A critical alert would sort first, and A-1 turns critical: nothing moves, A-1 shows its new severity.
        AlertInfo risen =
            alert(QStringLiteral("A-1"), QStringLiteral("PHX1-H1-R01-01"), AlertInfo::Severity::Critical, t0);
        model.apply(
            false,
            {risen, alert(QStringLiteral("A-3"), QStringLiteral("FRA1-H1-R01-03"), AlertInfo::Severity::Critical, t0)},
            {}, t0 + 1000);
        auto *pending = view.findChild<QPushButton *>(QStringLiteral("alertsPending"));
        QTRY_VERIFY(pending->isVisible());
        QCOMPARE(rowOrder(view.incidents()), before);
        QCOMPARE(view.selectedAlertId(), selected);
        QCOMPARE(view.incidents()->pendingCount(), 1);
        QCOMPARE(pending->text(), AlertsView::tr("%n new", "alerts waiting while the list holds still", 1));
        const QModelIndex a1 = view.incidents()->indexOfAlert(QStringLiteral("A-1"));
        QCOMPARE(a1.data(AlertsModel::SeverityRole).toInt(), int(AlertInfo::Severity::Critical));

        QTest::mouseClick(pending, Qt::LeftButton);
        QVERIFY(!pending->isVisible());
        QCOMPARE(view.incidents()->alertCount(), 3);
        QCOMPARE(view.selectedAlertId(), selected); // the selection follows its alert
        QCOMPARE(view.incidents()->index(0, 0).data(AlertsModel::SeverityRole).toInt(),
                 int(AlertInfo::Severity::Critical));

        // Reading (or copying from) the selected alert's details holds the list too.
        view.findChild<QLabel *>(QStringLiteral("alertDetails"))->setFocus();
        QTRY_VERIFY(view.incidents()->isHeld());

        // Focus elsewhere, pointer away: the list follows the stream again.
        view.findChild<QLineEdit *>(QStringLiteral("alertText"))->setFocus();
        QTRY_VERIFY(!view.incidents()->isHeld());
        model.apply(false,
                    {alert(QStringLiteral("A-4"), QStringLiteral("FRA1-H1-R01-04"), AlertInfo::Severity::Info, t0)}, {},
                    t0 + 2000);
        QTRY_COMPARE(view.incidents()->alertCount(), 4);
        QVERIFY(!pending->isVisible());
    }

    // A disabled action's key answers why (it used to do nothing): Alt+S on Silence for a viewer,
    // Alt+K on Acknowledge with nothing selected.
    void aDisabledActionsKeySaysWhy()
    {
        AlertsModel model;
        AlertsView view(&model);
        view.resize(1200, 600);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        const qint64 t0 = 1'700'000'000'000;
        model.apply(true,
                    {alert(QStringLiteral("A-1"), QStringLiteral("PHX1-H1-R01-01"), AlertInfo::Severity::Warning, t0)},
                    {}, t0);
        QTRY_COMPARE(view.incidents()->rowCount(), 1);
        view.setMayAct(true, {});
        view.list()->clearSelection();
        view.list()->setCurrentIndex({});
        auto *acknowledge = view.findChild<QPushButton *>(QStringLiteral("acknowledgeAlert"));
        QTRY_VERIFY(!acknowledge->isEnabled());
        QTest::keyClick(&view, Qt::Key_K, Qt::AltModifier);
        QCOMPARE(acknowledge->findChild<DisabledButtonExplainer *>()->lastExplanation(),
                 AlertsView::tr("Select an alert first."));

        const QString why = QStringLiteral("Silencing needs the operator role (you are Vera Viewer: viewer).");
        view.setMayAct(false, why);
        view.list()->setCurrentIndex(view.incidents()->index(0, 0));
        auto *silence = view.findChild<QPushButton *>(QStringLiteral("silenceAlert"));
        QVERIFY(!silence->isEnabled());
        QTest::keyClick(&view, Qt::Key_S, Qt::AltModifier);
        QCOMPARE(silence->findChild<DisabledButtonExplainer *>()->lastExplanation(), why);
    }

    // The status bar counts what the list shows for the matching filter:
    // critical ("Critical only"), warning ("Warning and critical" less the
    // critical ones), critical nobody owns ("Nobody owns it", critical only);
    // the tab counts what "Open alerts" lists unfiltered.
    // Cluster alerts (issue #37) are a subsystem of their own in the filter and the list; a source
    // this console does not know is shown as unknown, never a crash.
    void clusterAlertsAreTheirOwnSubsystem()
    {
        AlertsModel model;
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
        AlertsView view(&model);
        const auto alert = [](const char *id, AlertInfo::Source source, const char *rack) {
            AlertInfo a;
            a.id = QString::fromLatin1(id);
            a.severity = AlertInfo::Severity::Critical;
            a.state = AlertInfo::State::Triggered;
            a.source = source;
            a.rackId = QString::fromLatin1(rack);
            a.site = QStringLiteral("PHX1");
            a.summary = QStringLiteral("summary of ") + a.id;
            a.conditionActive = true;
            a.raisedMs = 1'700'000'000'000;
            a.updatedMs = a.raisedMs;
            return a;
        };
        model.apply(true,
                    {alert("A-1", AlertInfo::Source::Cluster, ""),
                     alert("A-2", AlertInfo::Source::Validation, "PHX1-H1-R01-01"),
                     alert("A-3", AlertInfo::Source::Unknown, "PHX1-H1-R01-02")},
                    {}, 1'700'000'000'000);
        auto *source = view.findChild<QComboBox *>(QStringLiteral("alertSourceFilter"));
        const int index = source->findData(int(AlertInfo::Source::Cluster));
        QVERIFY(index > 0);
        QCOMPARE(source->itemText(index), AlertInfo::sourceName(AlertInfo::Source::Cluster));
        QVERIFY(AlertInfo::sourceName(AlertInfo::Source::Cluster) != AlertInfo::sourceName(AlertInfo::Source::Unknown));
        QCOMPARE(view.filter()->rowCount(), 3);
        source->setCurrentIndex(index);
        QCOMPARE(view.filter()->rowCount(), 1);
        QCOMPARE(view.filter()->index(0, AlertsModel::SourceColumn).data().toString(),
                 AlertInfo::sourceName(AlertInfo::Source::Cluster));
        source->setCurrentIndex(0);
        QCOMPARE(view.filter()->rowCount(), 3);
    }

    void countsAgreeWithTheList()
    {
        AlertBatchFuzzer fuzz(11);
        AlertsModel model;
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::Warning);
        AlertsView view(&model);
        AlertCountIndicator indicator;
        connect(&model, &AlertsModel::countsChanged, &indicator, &AlertCountIndicator::setCounts);
        auto *state = view.findChild<QComboBox *>(QStringLiteral("alertStateFilter"));
        auto *severity = view.findChild<QComboBox *>(QStringLiteral("alertSeverityFilter"));
        view.findChild<QLineEdit *>(QStringLiteral("alertText"))->setText(QStringLiteral("PHX1"));
        const auto listed = [&](int stateIndex, int severityIndex) {
            state->setCurrentIndex(stateIndex);
            severity->setCurrentIndex(severityIndex);
            return view.filter()->rowCount();
        };
        for (int step = 0; step < 300; ++step) {
            const AlertBatchFuzzer::Batch batch = fuzz.next();
            fuzz.expect(batch);
            model.apply(batch.reset, batch.upserts, batch.removed, batch.serverTimeMs);
            // The text filter was left on while the batch came; the counts are for none.
            view.findChild<QLineEdit *>(QStringLiteral("alertText"))->clear();
            AlertCounts fromList;
            fromList.open = listed(0, 0);
            fromList.critical = listed(0, 2);
            fromList.warning = listed(0, 1) - fromList.critical;
            fromList.unowned = listed(1, 2);
            fromList.silenced = listed(2, 0);
            QCOMPARE(model.counts().open, fromList.open);
            QCOMPARE(model.counts().critical, fromList.critical);
            QCOMPARE(model.counts().warning, fromList.warning);
            QCOMPARE(model.counts().unowned, fromList.unowned);
            AlertCountIndicator shownByTheList;
            shownByTheList.setCounts(fromList);
            QCOMPARE(indicator.text(), shownByTheList.text());
            view.findChild<QLineEdit *>(QStringLiteral("alertText"))->setText(QStringLiteral("PHX1"));
        }
    }

    // Hidden (another tab, a minimised window), the view's incident list does nothing; shown again it
    // lists what the filter lists, and the count says so.
    void aHiddenViewsListWaitsUntilShown()
    {
        AlertsModel model;
        AlertsView view(&model);
        view.resize(1200, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.incidents()->isActive());
        const qint64 t0 = 1'700'000'000'000;
        model.apply(true,
                    {alert(QStringLiteral("A-1"), QStringLiteral("PHX1-H1-R01-01"), AlertInfo::Severity::Warning, t0)},
                    {}, t0);
        QTRY_COMPARE(view.incidents()->alertCount(), 1);

        view.hide();
        QVERIFY(!view.incidents()->isActive());
        const int regroups = view.incidents()->regroupCount();
        for (int i = 2; i <= 20; ++i)
            model.apply(false,
                        {alert(QStringLiteral("A-%1").arg(i), QStringLiteral("PHX1-H1-R%1-01").arg(i),
                               AlertInfo::Severity::Critical, t0 + i)},
                        {}, t0 + i);
        QTest::qWait(20);
        QCOMPARE(view.incidents()->regroupCount(), regroups);
        QCOMPARE(view.incidents()->alertCount(), 1);

        view.show();
        QVERIFY(view.incidents()->isActive());
        QCOMPARE(view.incidents()->regroupCount(), regroups + 1);
        QCOMPARE(view.incidents()->alertCount(), 20);
        QVERIFY2(view.findChild<QLabel *>(QStringLiteral("alertsShown"))
                     ->text()
                     .startsWith(AlertsView::tr("%n alert(s) shown", nullptr, 20)),
                 qPrintable(view.findChild<QLabel *>(QStringLiteral("alertsShown"))->text()));
    }

    // An alert selected earlier, put back in its place after the list changed, is not the operator
    // picking its rack again: the rack dock jumped back to it while the board showed another rack.
    void aListThatChangesDoesNotPickTheRackAgain()
    {
        AlertsModel model;
        AlertsView view(&model);
        view.resize(1200, 600);
        view.show();
        const qint64 t0 = 1'700'000'000'000;
        model.apply(true,
                    {alert(QStringLiteral("A-1"), QStringLiteral("PHX1-H1-R01-01"), AlertInfo::Severity::Warning, t0),
                     alert(QStringLiteral("A-2"), QStringLiteral("PHX1-H1-R01-02"), AlertInfo::Severity::Warning, t0)},
                    {}, t0);
        QSignalSpy rack(&view, &AlertsView::rackSelected);
        QVERIFY(view.selectAlert(QStringLiteral("A-2")));
        QCOMPARE(rack.count(), 1);
        QCOMPARE(rack.last().first().toString(), QStringLiteral("PHX1-H1-R01-02"));
        QVERIFY(!view.incidents()->isHeld());

        // New alerts arrive and A-2 changes: the list is rebuilt and A-2 selected again, silently.
        AlertInfo changed =
            alert(QStringLiteral("A-2"), QStringLiteral("PHX1-H1-R01-02"), AlertInfo::Severity::Critical, t0);
        model.apply(
            false,
            {changed,
             alert(QStringLiteral("A-3"), QStringLiteral("FRA1-H1-R01-03"), AlertInfo::Severity::Critical, t0 + 1000)},
            {}, t0 + 1000);
        QTRY_COMPARE(view.incidents()->alertCount(), 3);
        QCOMPARE(view.selectedAlertId(), QStringLiteral("A-2"));
        QCOMPARE(rack.count(), 1);

        // A click on it is a pick, even of the alert already selected.
        const QModelIndex a2 = view.incidents()->indexOfAlert(QStringLiteral("A-2"));
        QTest::mouseClick(view.list()->viewport(), Qt::LeftButton, {}, view.list()->visualRect(a2).center());
        QCOMPARE(rack.count(), 2);
        QCOMPARE(rack.last().first().toString(), QStringLiteral("PHX1-H1-R01-02"));
    }

    // The selected alert's incident leaves the list while the list follows the stream: Qt makes the
    // neighbouring incident current. Acknowledge must not act on that neighbour (another rack); the
    // alert coming back grouped under another key (an older alert of its rack arrived) is selected
    // again itself, not the incident with alerts the operator has not seen.
    void anActionNeverFallsOnTheNeighbourOfARowThatLeft()
    {
        AlertsModel model;
        AlertsView view(&model);
        QAbstractItemModelTester incidentTester(view.incidents(),
                                                QAbstractItemModelTester::FailureReportingMode::Warning);
        view.resize(1200, 600);
        view.show();
        view.setMayAct(true, {});
        const qint64 t0 = 1'700'000'000'000;
        model.apply(true,
                    {alert(QStringLiteral("A-1"), QStringLiteral("PHX1-H1-R01-01"), AlertInfo::Severity::Warning, t0),
                     alert(QStringLiteral("A-2"), QStringLiteral("PHX1-H1-R01-02"), AlertInfo::Severity::Warning, t0)},
                    {}, t0);
        QSignalSpy acknowledged(&view, &AlertsView::acknowledgeRequested);
        auto *acknowledge = view.findChild<QPushButton *>(QStringLiteral("acknowledgeAlert"));

        // An older alert of A-2's rack arrives: A-2's incident is regrouped under another key.
        QVERIFY(view.selectAlert(QStringLiteral("A-2")));
        QVERIFY(!view.incidents()->isHeld());
        AlertInfo older =
            alert(QStringLiteral("A-0"), QStringLiteral("PHX1-H1-R01-02"), AlertInfo::Severity::Warning, t0 - 1000);
        older.summary = QStringLiteral("Return temperature above its limit");
        older.conditionKey = QStringLiteral("cooling/return/PHX1-H1-R01-02");
        model.apply(false, {older}, {}, t0 + 1000);
        QTRY_COMPARE(view.incidents()->alertCount(), 3);
        QCoreApplication::processEvents();
        QCOMPARE(view.selectedAlertId(), QStringLiteral("A-2"));
        QVERIFY(view.list()->currentIndex().parent().isValid()); // the alert's own row, not the incident

        // Both of A-2's rack's alerts resolve and leave: nothing is selected, nothing can be acknowledged.
        model.apply(false, {}, {QStringLiteral("A-0"), QStringLiteral("A-2")}, t0 + 2000);
        QTRY_COMPARE(view.incidents()->alertCount(), 1);
        QCoreApplication::processEvents();
        QCOMPARE(view.selectedAlertId(), QString());
        QVERIFY(!acknowledge->isEnabled());
        view.findChild<QAction *>(QStringLiteral("acknowledgeAlertAction"))->trigger();
        QTest::keyClick(&view, Qt::Key_K, Qt::AltModifier);
        QCOMPARE(acknowledged.count(), 0);
    }

    // Silenced alerts page nobody: the status bar does not count them as critical, the "Open alerts"
    // list does not list them, and both say how many are silenced (a list of their own).
    void silencedAlertsAreCountedApart()
    {
        AlertsModel model;
        AlertsView view(&model);
        AlertCountIndicator indicator;
        connect(&model, &AlertsModel::countsChanged, &indicator, &AlertCountIndicator::setCounts);
        const qint64 t0 = 1'700'000'000'000;
        AlertInfo silenced =
            alert(QStringLiteral("A-1"), QStringLiteral("PHX1-H1-R01-01"), AlertInfo::Severity::Critical, t0);
        silenced.state = AlertInfo::State::Silenced;
        silenced.silenceId = QStringLiteral("S-1");
        model.apply(true,
                    {silenced,
                     alert(QStringLiteral("A-2"), QStringLiteral("PHX1-H1-R01-02"), AlertInfo::Severity::Critical, t0)},
                    {}, t0);
        QCOMPARE(model.counts().critical, 1);
        QCOMPARE(model.counts().open, 1);
        QCOMPARE(model.counts().silenced, 1);
        QCOMPARE(view.filter()->rowCount(), 1);
        QVERIFY2(indicator.text().contains(AlertCountIndicator::tr("%n critical", "open alerts", 1)),
                 qPrintable(indicator.text()));
        QVERIFY2(indicator.text().contains(AlertCountIndicator::tr("%n silenced", "open alerts", 1)),
                 qPrintable(indicator.text()));
        auto *state = view.findChild<QComboBox *>(QStringLiteral("alertStateFilter"));
        state->setCurrentIndex(state->findText(AlertsView::tr("Silenced")));
        QCOMPARE(view.filter()->rowCount(), 1);
        QCOMPARE(view.filter()->alertAt(view.filter()->index(0, 0))->id, QStringLiteral("A-1"));
    }

    // The counts come with every alert batch: set again unchanged, the unowned alerts' bold red must
    // not repolish the button (a StyleChange took up to 13 ms at 50k racks), nor its icon relay out.
    void countsSetAgainUnchangedRestyleNothing()
    {
        AlertCountIndicator indicator;
        AlertCounts counts;
        counts.open = 3;
        counts.critical = 2;
        counts.unowned = 1;
        counts.warning = 1;
        indicator.setCounts(counts);
        indicator.show(); // polished, as in the status bar: an unpolished widget is not repolished
        QVERIFY(QTest::qWaitForWindowExposed(&indicator));
        auto *critical = indicator.findChild<QToolButton *>(QStringLiteral("criticalAlerts"));
        QVERIFY(critical);
        QVERIFY(critical->styleSheet().contains(QStringLiteral("bold")));
        const qint64 icon = critical->icon().cacheKey();

        struct StyleChanges : QObject {
            int count = 0;
            bool eventFilter(QObject *, QEvent *event) override
            {
                count += event->type() == QEvent::StyleChange;
                return false;
            }
        } restyled;
        critical->installEventFilter(&restyled);
        for (int i = 0; i < 5; ++i)
            indicator.setCounts(counts);
        QCOMPARE(restyled.count, 0);
        QCOMPARE(critical->icon().cacheKey(), icon);

        counts.unowned = 0; // and a change still shows
        indicator.setCounts(counts);
        QCOMPARE(restyled.count, 1);
        QVERIFY(critical->styleSheet().isEmpty());
        indicator.setUnavailable(QStringLiteral("down"));
        QVERIFY(critical->icon().cacheKey() != icon);
    }

    // A stream that is refused or down is shown as unavailable (and why), never as zero.
    void countsNobodyCouldMakeAreUnavailable()
    {
        AlertsModel model;
        AlertCountIndicator indicator;
        connect(&model, &AlertsModel::countsChanged, &indicator, &AlertCountIndicator::setCounts);
        const auto follow = [&] { indicator.setUnavailable(model.unavailableReason()); };
        connect(&model, &AlertsModel::availabilityChanged, &indicator, follow);
        follow();
        QVERIFY(!model.unavailableReason().isEmpty()); // nothing received yet
        QCOMPARE(indicator.text(), AlertCountIndicator::tr("Alerts unavailable"));
        model.setStreamProblem(QStringLiteral("The backend refused: no identity"));
        QCOMPARE(indicator.text(), AlertCountIndicator::tr("Alerts unavailable"));
        model.apply(true, {}, {}, 1'700'000'000'000);
        QCOMPARE(indicator.text(), AlertCountIndicator::tr("Alerts unavailable")); // the stream is still refused
        model.setStreamProblem({});
        QVERIFY(indicator.text().startsWith(AlertCountIndicator::tr("%n critical", "open alerts", 0)));
    }
};

QTEST_MAIN(TestAlertsView)
#include "tst_alertsview.moc"
