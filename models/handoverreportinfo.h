#pragma once

#include "alertinfo.h"
#include "auditentryinfo.h"
#include "clusterterms.h"
#include "lifecyclestage.h"
#include "localizedtext.h"
#include "operationinfo.h"

#include <QList>
#include <QMetaType>
#include <QString>

namespace rackops {

// One shift of the site's day.
struct ShiftInfo {
    enum class Status : quint8 { Unknown, InProgress, AwaitingAcknowledgement, Acknowledged };
    QString id; // e.g. "2025-03-14/night"
    QString name;
    QString localDate;
    qint64 startMs = 0;
    qint64 endMs = 0;
    Status status = Status::Unknown;

    bool operator==(const ShiftInfo &other) const = default;
};

// The handover report of one shift as the console shows, prints and exports
// it. Built from the backend's HandoverReport; no protobuf here.
struct HandoverReportInfo {
    struct Site {
        QString site;
        QString region;
        int rackCount = 0;
        QList<QPair<LifecycleStage, int>> racksPerStage;
        QStringList movedToProduction;
        QStringList failed;
        int racksCritical = 0;
        int racksCaution = 0;
    };
    struct Attempt {
        qint64 timeMs = 0;
        QString actor;
        QString description;
        QString outcome;
    };
    struct Incident {
        QString alertId;
        AlertInfo::Severity severity = AlertInfo::Severity::Unknown;
        AlertInfo::State state = AlertInfo::State::Unknown;
        QString summary;
        QString subject; // rack or bucket
        QString owner; // empty = nobody
        qint64 raisedMs = 0;
        QList<Attempt> tried;
        QString nextStep; // empty = none recorded: a gap to fill
        qint64 resolvedMs = 0; // 0 = still open
        LocalizedText summaryText; // summary as the backend said it: the document says its times in site time
    };
    struct PendingApproval {
        QString rackId;
        QString site;
        qint64 awaitingSinceMs = 0;
        int failedCriteria = 0;
        QString blockingSummary;
        LocalizedText blockingSummaryText;
    };
    struct PendingOverride {
        QString id;
        QString rackId;
        QString requestedBy;
        qint64 expiresMs = 0;
    };
    struct Expiry {
        enum class Kind : quint8 { Unknown, Silence, OverrideRequest };
        Kind kind = Kind::Unknown;
        QString id;
        QString summary;
        QString owner;
        qint64 expiresMs = 0;
        LocalizedText summaryText; // "Silence … until 01:32": its time in the document's zone
    };
    struct ReplicationBreach {
        QString bucket;
        QString sourceRegion;
        QString targetRegion;
        qint64 startedMs = 0;
        qint64 endedMs = 0; // 0 = still breached
    };
    // A multi-rack cluster the next shift must take up.
    struct Cluster {
        enum class Reason : quint8 { Unknown, AwaitingRelease, CertificationFailed, Degraded, BurnInInterrupted };
        QString clusterId;
        QString name;
        QString site;
        ClusterStage stage = ClusterStage::Unknown;
        Reason reason = Reason::Unknown;
        QString status; // the cluster's status line, rendered
        QString detail; // what to take up, rendered
        LocalizedText detailText; // as the backend said it
        QString releaseRequestedBy; // empty = no release waits for a second approver
        int openFindings = 0;
        int rackCount = 0;
        qint64 stageEnteredMs = 0;
    };
    struct Note {
        QString id;
        QString author;
        qint64 createdMs = 0;
        enum class Kind : quint8 { Unknown, General, NextStep, Watch };
        Kind kind = Kind::General;
        QString text;
        QString rackId;
        QString alertId;
    };

    ShiftInfo shift;
    ShiftInfo::Status status = ShiftInfo::Status::Unknown;
    qint64 generatedMs = 0;
    qint64 revision = 0;
    QStringList outgoingOperators;
    QStringList incomingOperators;
    QList<Site> sites;
    QList<Incident> incidents;
    QList<PendingApproval> pendingApprovals;
    QList<PendingOverride> pendingOverrides;
    QList<OperationInfo> remediations;
    QList<Expiry> expiringNextShift;
    QList<ReplicationBreach> replicationBreaches;
    QList<Note> notes;
    QList<Cluster> clusters; // clusters to take up, by reason then id
    QList<AuditEntryInfo> changes;
    bool changesTruncated = false;
    QString acknowledgedBy;
    qint64 acknowledgedMs = 0;
    QString acknowledgementComment;
    QString timeZone; // IANA id of the site

    bool isValid() const { return !shift.id.isEmpty(); }
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ShiftInfo)
Q_DECLARE_METATYPE(rackops::HandoverReportInfo)
