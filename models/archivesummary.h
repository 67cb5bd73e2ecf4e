#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

namespace rackops {

// The archive tier across regions and its most recent transitions.
struct ArchiveSummary {
    struct Tier {
        QString region;
        qint64 bytes = 0;
        qint64 objectCount = 0;
        qint64 bytesArchivedLast24h = 0;
        qint64 bytesRestoredLast24h = 0;
    };
    struct Transition {
        enum class Kind : quint8 { Unknown, Archived, Restored, Expired };
        qint64 timeMs = 0;
        QString region;
        QString bucket;
        QString objectKey;
        qint64 bytes = 0;
        Kind kind = Kind::Unknown;
        QString actor;
        bool automated = false;
        QString reason;
    };

    QList<Tier> tiers;
    QList<Transition> transitions; // newest first
    qint64 serverTimeMs = 0;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ArchiveSummary)
