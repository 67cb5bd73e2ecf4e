#pragma once

#include "localizedtext.h"
#include "health.h"

#include <QMetaType>
#include <QString>

namespace rackops {

// Where a replication pair stands against its SLO. Ordered: worse compares greater.
enum class SloState : quint8 {
    Unknown = 0, // not reported, or a state this console does not know
    Within,
    AtRisk, // past 80% of the SLO, or catching up too slowly to make it
    Breached,
};

// Replication of one bucket from one region to another, at one instant.
struct ReplicationPair {
    QString bucket;
    QString source;
    QString target;
    qint64 measuredMs = 0;
    qint64 lagMs = 0; // age of the oldest unreplicated object
    qint64 bytesPending = 0;
    qint64 operationsPending = 0;
    qint64 operationsFailedLastHour = 0;
    double throughputBytesPerSecond = 0;
    qint64 sloMs = 0;
    qint64 catchUpMs = -1; // -1: the backlog grows, no catch-up in sight
    SloState sloState = SloState::Unknown;
    qint64 breachedSinceMs = 0;
    Health health = Health::Unknown;
    QString healthReason; // said in the console's language
    LocalizedText healthReasonText;
    bool paused = false;
    qint64 configRevision = 0;

    QString key() const { return bucket + QLatin1Char('/') + source + QLatin1Char('>') + target; }
    // Lag as a share of the SLO: 1 is the limit.
    double sloFraction() const { return sloMs > 0 ? double(lagMs) / double(sloMs) : 0.0; }
    bool operator==(const ReplicationPair &) const = default;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ReplicationPair)
