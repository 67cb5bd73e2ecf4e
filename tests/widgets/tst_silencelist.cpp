// SilenceList: the Alerts view's silences say how many are not yet in
// Alertmanager, keep ended ones out of the way unless their end is still on
// its way there, and end only RackOps' own active silences, saying why not.
#include "alertmanagerindicator.h"
#include "silencelist.h"
#include "silencesmodel.h"
#include "cutheaders.h"
#include "translationscope.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QTranslator>

using namespace rackops;

namespace {
SilenceInfo listedSilence(const QString &id, bool active, SilenceInfo::Sync sync)
{
    SilenceInfo s;
    s.id = id;
    s.rackId = QStringLiteral("PHX1-H2-R07-12");
    s.owner = QStringLiteral("omar");
    s.active = active;
    s.sync = sync;
    return s;
}
} // namespace

class TestSilenceList : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // Counts in English need the English plural forms the console loads.
        auto *english = new QTranslator(this);
        QVERIFY2(english->load(QStringLiteral(RACKOPS_EN_QM)), RACKOPS_EN_QM);
        QCoreApplication::installTranslator(english);
    }

    // "Verantwortlich" was cut to "erantwortlic" at 1366 px: a fixed 90 px Owner column.
    void noHeaderIsCutInGerman()
    {
        const test::TranslationScope german(QStringLiteral(RACKOPS_QM));
        QVERIFY2(german.isLoaded(), RACKOPS_QM);
        SilencesModel model;
        SilenceList list(&model);
        list.resize(1000, 300);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        const QHeaderView *header = list.table()->horizontalHeader();
        QCOMPARE(model.headerData(SilencesModel::OwnerColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Verantwortlich"));
        const QString cut = test::cutHeaders(header);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
    }

    void saysWhatIsNotYetInAlertmanager()
    {
        SilencesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        SilenceList list(&model);
        list.show();
        auto *waiting = list.findChild<QLabel *>(QStringLiteral("silencesNotInAlertmanager"));
        QVERIFY(waiting);
        SilenceInfo theirs = listedSilence(QStringLiteral("alertmanager/abc"), true, SilenceInfo::Sync::None);
        theirs.external = true;
        model.setSilences({listedSilence(QStringLiteral("S-1"), true, SilenceInfo::Sync::Pending),
                           listedSilence(QStringLiteral("S-2"), false, SilenceInfo::Sync::Expired),
                           listedSilence(QStringLiteral("S-3"), false, SilenceInfo::Sync::ExpiryPending), theirs});
        QVERIFY(waiting->isVisible());
        QVERIFY2(waiting->text().contains(QStringLiteral("2 silences not yet in Alertmanager")),
                 qPrintable(waiting->text()));
        // Ended and done: out of the way; ended but not yet there: shown.
        QTableView *table = list.table();
        QVERIFY(!table->isRowHidden(0));
        QVERIFY(table->isRowHidden(1));
        QVERIFY(!table->isRowHidden(2));
        list.findChild<QCheckBox *>(QStringLiteral("silencesShowEnded"))->setChecked(true);
        QVERIFY(!table->isRowHidden(1));

        auto *expire = list.findChild<QPushButton *>(QStringLiteral("expireSilence"));
        QVERIFY(!expire->isEnabled()); // nothing chosen
        QVERIFY(list.selectSilence(QStringLiteral("S-1")));
        QVERIFY(expire->isEnabled());
        QVERIFY(list.selectSilence(QStringLiteral("alertmanager/abc")));
        QVERIFY(!expire->isEnabled());
        QVERIFY(list.selectSilence(QStringLiteral("S-3")));
        QVERIFY(!expire->isEnabled());
        QVERIFY(list.selectSilence(QStringLiteral("S-1")));
        list.setMayAct(false, QStringLiteral("viewer"));
        QVERIFY(!expire->isEnabled());

        // All delivered: the warning goes.
        model.setSilences({listedSilence(QStringLiteral("S-1"), true, SilenceInfo::Sync::Created)});
        QVERIFY(!waiting->isVisible());
    }

    // The status bar's word on the bridge: hidden without one, the silences not yet there counted.
    void statusBarSaysWhatIsNotYetInAlertmanager()
    {
        AlertmanagerIndicator indicator;
        indicator.setHealth({});
        QVERIFY(indicator.isHidden());
        AlertmanagerHealth health;
        health.configured = true;
        health.instance = QStringLiteral("http://am.noc:9093");
        health.reachable = false;
        health.state = QStringLiteral("down");
        health.lastError = QStringLiteral("Connection refused");
        health.silencesPending = 2;
        indicator.setHealth(health);
        QVERIFY(!indicator.isHidden());
        QCOMPARE(indicator.text(), QStringLiteral("Alertmanager not answering \u00b7 2 silences not yet there"));
        QVERIFY(indicator.toolTip().contains(QStringLiteral("Connection refused")));
        QVERIFY(indicator.toolTip().contains(QStringLiteral("http://am.noc:9093")));
        health.reachable = true;
        health.lastError.clear();
        health.silencesPending = 0;
        indicator.setHealth(health);
        QCOMPARE(indicator.text(), QStringLiteral("Alertmanager"));
    }
};

QTEST_MAIN(TestSilenceList)
#include "tst_silencelist.moc"
