#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace rackops {

// Downsampled lag history of one replication pair: regular buckets with the
// min/max/mean age of the oldest unreplicated object (seconds), the SLO and
// the times it was breached.
struct ReplicationHistory {
    struct Breach {
        qint64 startMs = 0;
        qint64 endMs = 0; // 0 while still breached
        qint64 worstAgeMs = 0;
    };

    QString bucket;
    QString source;
    QString target;
    qint64 firstBucketMs = 0;
    qint64 bucketWidthMs = 0;
    QList<int> sampleCounts; // 0 = a gap
    QList<double> lagMinSeconds;
    QList<double> lagMaxSeconds;
    QList<double> lagMeanSeconds;
    qint64 sloMs = 0;
    QList<Breach> breaches;

    QString key() const { return bucket + QLatin1Char('/') + source + QLatin1Char('>') + target; }
    qsizetype bucketCount() const { return sampleCounts.size(); }
    qint64 bucketTimeMs(qsizetype index) const { return firstBucketMs + index * bucketWidthMs; }
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ReplicationHistory)
