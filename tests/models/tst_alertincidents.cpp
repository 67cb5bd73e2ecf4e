// The Alerts list reads like an incident list: one cause on a rack raises up
// to four alerts (the leak detector, delta-T, pressure, the shutdown), and they
// are one incident row with the worst severity, the count and when it was
// first seen; a leak is above every other critical; held, rows keep their place.
#include "alertfiltermodel.h"
#include "alertincidentmodel.h"
#include "alertsmodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QRegularExpression>
#include <QTest>

using namespace rackops;

namespace {
constexpr qint64 kT0 = 1'700'000'000'000;
constexpr qint64 kMinute = 60'000;

AlertInfo alert(const QString &id, const QString &rack, AlertInfo::Source source, AlertInfo::Severity severity,
                qint64 raisedMs, const QString &summary)
{
    AlertInfo a;
    a.id = id;
    a.rackId = rack;
    a.site = rack.left(4);
    a.source = source;
    a.severity = severity;
    a.state = AlertInfo::State::Triggered;
    a.summary = summary;
    a.conditionKey = summary + QLatin1Char('/') + rack;
    a.conditionActive = true;
    a.raisedMs = raisedMs;
    return a;
}

// A leak on R07 and what follows it within minutes; a validation failure on the same
// rack two hours before, resolved 100 minutes before the leak; a failed rack elsewhere
// (critical, not a leak).
QList<AlertInfo> fleetAlerts()
{
    const QString r07 = QStringLiteral("PHX1-H2-R07-12");
    using S = AlertInfo::Source;
    using V = AlertInfo::Severity;
    AlertInfo old = alert(QStringLiteral("A-1"), r07, S::Validation, V::Warning, kT0 - 120 * kMinute,
                          QStringLiteral("Validation failed"));
    old.state = AlertInfo::State::Resolved;
    old.resolvedMs = kT0 - 100 * kMinute;
    return {
        old,
        alert(QStringLiteral("A-2"), QStringLiteral("FRA1-H1-R01-03"), S::Lifecycle, V::Critical, kT0 - 60 * kMinute,
              QStringLiteral("Rack failed")),
        alert(QStringLiteral("A-3"), r07, S::Cooling, V::Critical, kT0 + 2 * kMinute,
              QStringLiteral("Delta-T above its limit")),
        alert(QStringLiteral("A-4"), r07, S::Leak, V::Critical, kT0, QStringLiteral("Leak detected at CT14 manifold")),
        alert(QStringLiteral("A-5"), r07, S::Cooling, V::Warning, kT0 + 3 * kMinute,
              QStringLiteral("Pressure below its limit")),
        alert(QStringLiteral("A-6"), r07, S::Lifecycle, V::Warning, kT0 + 5 * kMinute,
              QStringLiteral("Graceful shutdown")),
    };
}

QStringList childIds(const AlertIncidentModel &model, int row)
{
    QStringList ids;
    for (const AlertInfo &a : model.alertsAt(model.index(row, 0)))
        ids << a.id;
    return ids;
}
} // namespace

class TestAlertIncidents : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("."))); }

    void oneCauseIsOneIncidentWorstFirst()
    {
        AlertsModel alerts;
        AlertFilterModel filter(&alerts);
        filter.setShowResolved(true);
        AlertIncidentModel incidents(&filter);
        QAbstractItemModelTester tester(&incidents, QAbstractItemModelTester::FailureReportingMode::Warning);
        alerts.apply(true, fleetAlerts(), {}, kT0 + 10 * kMinute);
        incidents.sync();

        // The leak's incident (4 alerts), then the failed rack, then the old, closed validation failure.
        QCOMPARE(incidents.rowCount(), 3);
        QCOMPARE(incidents.alertCount(), 6);
        const QModelIndex leak = incidents.index(0, AlertsModel::SummaryColumn);
        QCOMPARE(childIds(incidents, 0), (QStringList {"A-4", "A-3", "A-6", "A-5"}));
        QCOMPARE(incidents.rowCount(incidents.index(0, 0)), 4);
        QCOMPARE(leak.data(AlertIncidentModel::AlertCountRole).toInt(), 4);
        QCOMPARE(leak.data().toString(), QStringLiteral("Leak detected at CT14 manifold (+3 related)"));
        QCOMPARE(leak.data(AlertsModel::SeverityRole).toInt(), int(AlertInfo::Severity::Critical));
        QCOMPARE(leak.data(AlertsModel::RaisedRole).toLongLong(), kT0); // first seen
        QCOMPARE(incidents.index(0, AlertsModel::AgeColumn).data().toString(), AlertsModel::ageText(10 * kMinute));
        QCOMPARE(incidents.alertAt(incidents.index(0, 0))->id, QStringLiteral("A-4"));
        QCOMPARE(childIds(incidents, 1), QStringList {"A-2"});
        QCOMPARE(incidents.rowCount(incidents.index(1, 0)), 0); // one alert is its own row
        QCOMPARE(childIds(incidents, 2), QStringList {"A-1"});
        QCOMPARE(incidents.indexOfAlert(QStringLiteral("A-5")).parent(), incidents.index(0, 0));

        // Still open, the validation failure is part of what is going on with the rack: one incident.
        AlertInfo reopened = fleetAlerts().constFirst();
        reopened.state = AlertInfo::State::Triggered;
        reopened.resolvedMs = 0;
        alerts.apply(false, {reopened}, {}, kT0 + 11 * kMinute);
        incidents.sync();
        QCOMPARE(incidents.rowCount(), 2);
        QCOMPARE(incidents.index(0, 0).data(AlertIncidentModel::AlertCountRole).toInt(), 5);
        QCOMPARE(incidents.index(0, 0).data(AlertsModel::RaisedRole).toLongLong(), kT0 - 120 * kMinute);
    }

    void heldRowsKeepTheirPlaceUntilApplied()
    {
        AlertsModel alerts;
        AlertFilterModel filter(&alerts);
        AlertIncidentModel incidents(&filter);
        QAbstractItemModelTester tester(&incidents, QAbstractItemModelTester::FailureReportingMode::Warning);
        QList<AlertInfo> all = fleetAlerts();
        alerts.apply(true, all.mid(1, 2), {}, kT0);
        incidents.sync();
        QCOMPARE(incidents.rowCount(), 2);
        const QPersistentModelIndex pointed = incidents.index(1, 0);
        const QString pointedId = incidents.alertAt(pointed)->id;

        incidents.setHeld(true);
        alerts.apply(false, all.mid(3), {}, kT0 + 10 * kMinute);
        incidents.sync();
        QCOMPARE(incidents.rowCount(), 2);
        QCOMPARE(incidents.alertAt(pointed)->id, pointedId);
        QVERIFY(incidents.isStale());
        QCOMPARE(incidents.pendingCount(), 3);

        // One resolves while held: its row stays, struck through, until the hold ends.
        AlertInfo resolved = *incidents.alertAt(pointed);
        resolved.state = AlertInfo::State::Resolved;
        alerts.apply(false, {resolved}, {}, kT0 + 11 * kMinute);
        incidents.sync();
        QCOMPARE(incidents.alertAt(pointed)->id, pointedId);
        QVERIFY(pointed.data(Qt::FontRole).value<QFont>().strikeOut());

        incidents.setHeld(false); // the pointer left: the list follows
        QVERIFY(!incidents.isStale());
        QCOMPARE(incidents.pendingCount(), 0);
        QCOMPARE(incidents.alertCount(), 4); // the resolved one is gone from "Open alerts"
        QVERIFY(incidents.indexOfAlert(pointedId) == QModelIndex());
    }
};

QTEST_GUILESS_MAIN(TestAlertIncidents)
#include "tst_alertincidents.moc"
