#pragma once

#include "coolingarrivals.h"
#include "coolingsample.h"

#include <QHash>
#include <QLabel>
#include <QStringList>

#include <functional>

class QTimer;

namespace rackops {

class AlertsModel;
class OncePerTurn;

// A strip above the cooling charts for racks whose cooling comes from a
// Redfish CDU that stopped answering: "Cooling data for R is 2 min old:
// CDU https://… is not answering (no answer within 5000 ms)." The backend
// leaves such a rack out of the live stream, so the charts simply stop; this
// says why and for how long, as StaleDataBanner does for a lost backend link.
// Driven by the backend's open cooling/stale/RACK alerts, whose raised time
// is the rack's last reading; ages count on the backend's clock. Without
// an alert stream (a console without identity) it tells the same from the
// samples: a rack with no new sample for longer than its interval plus one
// (CoolingArrivals) shows its data's age. A rack whose CDU has never been read
// comes as a sample without readings that says why: "No cooling data for R:
// no reading yet (timed out). GET https://…: no answer within 5000 ms".
// Hidden while every rack shown is live.
class CoolingStaleBanner : public QLabel {
    Q_OBJECT
public:
    explicit CoolingStaleBanner(QWidget *parent = nullptr);

    void setAlerts(const AlertsModel *alerts);
    // The racks the view shows (its rack first, then the compared ones).
    void setRacks(const QStringList &rackIds);
    // The racks among them whose cooling data is stale now.
    QStringList staleRacks() const;
    // What the view received for its racks: live samples, and the newest sample time of a history.
    void noteSamples(const QList<rackops::CoolingSample> &samples);
    void noteHistory(const QString &rackId, qint64 newestSampleMs);
    // The console's clock for the samples' arrivals (tests set a manual one).
    void setLocalClock(std::function<qint64()> clock);
    void refreshNow() { refresh(); }

    static QString conditionKey(const QString &rackId);
    // "45 s", "12 min", "3 h 5 min".
    static QString ageText(qint64 ms);

private:
    void refresh();
    bool hasStaleAlert(const QString &rackId) const;

    const AlertsModel *m_alerts = nullptr;
    QStringList m_racks;
    QTimer *m_clock;
    OncePerTurn *m_alertsTurn; // the reads a batch of the alert stream asks for
    CoolingArrivals m_arrivals;
    std::function<qint64()> m_localClock;
    QHash<QString, rackops::CoolingSample> m_noReading; // racks shown whose CDU was never read
};

} // namespace rackops
