#include "commandpalette.h"
#include "fleetmodel.h"

#include "../models/fleetfixtures.h"

#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestCommandPalette : public QObject
{
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
        QCOMPARE(palette.results()->count(), 3);  // three FRA1 racks start with it
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
