#include "commandpalette.h"
#include "fleetmodel.h"

#include "../models/fleetfixtures.h"

#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestCommandPalette : public QObject {
    Q_OBJECT
private:
    static QList<CommandPalette::Command> commands()
    {
        return {{QStringLiteral("audit"), QStringLiteral("Audit log"), QStringLiteral("Ctrl+5")},
                {QStringLiteral("approve"), QStringLiteral("Approve the selected rack for production"), QString()}};
    }

private Q_SLOTS:
    void findsARackByItsIdAndOpensIt()
    {
        FleetModel fleet;
        fleet.applyUpdate(sampleSnapshot());
        CommandPalette palette(&fleet, commands());
        palette.show();
        QSignalSpy racks(&palette, &CommandPalette::rackChosen);
        QTest::keyClicks(palette.searchField(), QStringLiteral("fra1-h1-r01-0"));
        QCOMPARE(palette.results()->count(), 3); // three FRA1 racks start with it
        QTest::keyClick(palette.searchField(), Qt::Key_Down);
        QTest::keyClick(palette.searchField(), Qt::Key_Return);
        QCOMPARE(racks.count(), 1);
        QCOMPARE(racks.first().first().toString(), QStringLiteral("FRA1-H1-R01-05"));
    }

    void findsViewsAndActionsByTheirWords()
    {
        FleetModel fleet;
        fleet.applyUpdate(sampleSnapshot());
        CommandPalette palette(&fleet, commands());
        palette.show();
        QSignalSpy chosen(&palette, &CommandPalette::commandChosen);
        QTest::keyClicks(palette.searchField(), QStringLiteral("approve rack"));
        QCOMPARE(palette.results()->count(), 1);
        QTest::keyClick(palette.searchField(), Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().first().toString(), QStringLiteral("approve"));
    }

    // Words an operator types in any language find a command by its keywords; a title that starts
    // with the word comes first, then one with a word starting with it, then one that only has it
    // inside a word ("ack" in "rack").
    void findsCommandsByKeywordsTitleStartFirst()
    {
        FleetModel fleet;
        fleet.applyUpdate(sampleSnapshot());
        CommandPalette palette(
            &fleet,
            {{QStringLiteral("cooling"), QStringLiteral("Cooling of the selected rack"), QStringLiteral("Ctrl+2")},
             {QStringLiteral("alerts"), QStringLiteral("Alerts: acknowledge, comment, silence"),
              QStringLiteral("Ctrl+9")},
             {QStringLiteral("acknowledgeAlert"), QStringLiteral("Acknowledge the selected alert"), QString(),
              QStringLiteral("ack")},
             {QStringLiteral("leakAlerts"), QStringLiteral("Leck-Alarme in der Ansicht Alarme"), QString(),
              QStringLiteral("leak")}});
        palette.show();
        QSignalSpy chosen(&palette, &CommandPalette::commandChosen);
        QTest::keyClicks(palette.searchField(), QStringLiteral("ack"));
        QCOMPARE(palette.results()->count(), 3);
        QVERIFY(palette.results()->item(0)->text().startsWith(QStringLiteral("Acknowledge")));
        QVERIFY(palette.results()->item(1)->text().startsWith(QStringLiteral("Alerts")));
        QVERIFY(palette.results()->item(2)->text().startsWith(QStringLiteral("Cooling")));
        palette.searchField()->clear();
        QTest::keyClicks(palette.searchField(), QStringLiteral("leak"));
        QCOMPARE(palette.results()->count(), 1);
        QTest::keyClick(palette.searchField(), Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.first().first().toString(), QStringLiteral("leakAlerts"));
    }

    void nothingMatchesNothingRuns()
    {
        FleetModel fleet;
        fleet.applyUpdate(sampleSnapshot());
        CommandPalette palette(&fleet, commands());
        palette.show();
        QSignalSpy racks(&palette, &CommandPalette::rackChosen);
        QSignalSpy chosen(&palette, &CommandPalette::commandChosen);
        QTest::keyClicks(palette.searchField(), QStringLiteral("zzzz"));
        QCOMPARE(palette.results()->count(), 0);
        QTest::keyClick(palette.searchField(), Qt::Key_Return);
        QCOMPARE(racks.count() + chosen.count(), 0);
    }
};

QTEST_MAIN(TestCommandPalette)
#include "tst_commandpalette.moc"
