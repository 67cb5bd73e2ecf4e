#pragma once

#include "coolingsample.h"

#include <QHash>
#include <QObject>

namespace rackops {

// The newest cooling sample of every rack, and the racks with a leak.
// Fed in batches from the telemetry stream; the fleet board's cooling
// columns and the leak banner read from it.
class CoolingStore : public QObject
{
    Q_OBJECT
public:
    struct Leak
    {
        QString rackId;
        LeakDetectorInfo detector;
        qint64 sampleTimeMs = 0;
    };

    explicit CoolingStore(QObject *parent = nullptr);

    const CoolingSample *latest(const QString &rackId) const;
    // Detectors at Critical now, most recent first.
    QList<Leak> criticalLeaks() const { return m_critical; }
    qint64 newestSampleMs() const { return m_newestMs; }

public slots:
    void apply(const QList<rackops::CoolingSample> &samples);

signals:
    void samplesApplied(const QStringList &rackIds);
    void criticalLeaksChanged();

private:
    void recomputeLeaks();

    QHash<QString, CoolingSample> m_latest;
    QList<Leak> m_critical;
    qint64 m_newestMs = 0;
};

} // namespace rackops
