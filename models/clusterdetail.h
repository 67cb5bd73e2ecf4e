#pragma once

#include "clustersummary.h"
#include "gatecriterion.h"
#include "lifecyclestage.h"

#include <QList>
#include <QMap>
#include <QMetaType>

namespace rackops {

// A member rack: one NVLink domain.
struct ClusterRackInfo {
    QString rackId;
    int nvlinkDomain = 0; // 1-based
    LifecycleStage rackStage = LifecycleStage::Unknown;
    Health rackHealth = Health::Unknown;
    bool approved = false;
    bool joining = false; // added by an expansion not yet certified
    bool quarantined = false;
    QString quarantineReason;
    QString quarantinedBy;
    int portsUp = 0;
    int portsTotal = 0;
    FabricLinkState worstPort = FabricLinkState::Unknown;
};

struct FabricSwitchInfo {
    QString id; // "L1-03", "S2-01"
    bool spine = false;
    int plane = 0;
    int rail = 0;
};

// A leaf-spine link, or a SuperNIC port to its leaf (nicPort).
struct FabricLinkInfo {
    QString id; // "L1-03~S1-02" or "R07/CT03/G2/N1"
    int plane = 0;
    int rail = 0;
    QString fromId;
    QString toId;
    FabricLinkState state = FabricLinkState::Unknown;
    int flapsLastHour = 0;
    qint64 symbolErrors = 0;
    qint64 fecCorrected = 0;
    int linkDownEvents = 0;
    int recoveries = 0;
    QString rackId;
    bool nicPort = false;
};

struct FabricInfo {
    int planes = 0;
    int rails = 0;
    QList<FabricSwitchInfo> switches;
    QList<FabricLinkInfo> links;
};

// A category at a scale: measured against its floor.
struct CertificationCellInfo {
    CertificationCategory category = CertificationCategory::Unknown;
    CertificationScale scale = CertificationScale::Unknown;
    CheckVerdict verdict = CheckVerdict::Unknown;
    double measured = 0.0;
    double floor = 0.0;
    QString unit;
    QString floorName;
    QString floorSource; // said in the console's language
    int subjectsPassed = 0;
    int subjectsTotal = 0;
    QStringList untested;
    double previousMeasured = 0.0; // 0: no previous attempt
    CheckVerdict previousVerdict = CheckVerdict::Unknown;
};

struct CertificationInfo {
    int attempt = 0;
    qint64 startedMs = 0;
    qint64 finishedMs = 0;
    CheckVerdict verdict = CheckVerdict::Unknown;
    QList<CertificationCellInfo> cells;
    QString gpuArchitecture;
};

struct ClusterFindingInfo {
    QString id;
    FindingReason reason = FindingReason::Unknown;
    FindingSubjectKind subjectKind = FindingSubjectKind::Unknown;
    QString subject;
    QString rackId;
    int plane = 0;
    int rail = 0;
    QString thresholdName;
    double measured = 0.0;
    double floor = 0.0;
    int xid = 0;
    QString xidClass;
    QString logExcerpt;
    int count = 1;
    qint64 firstSeenMs = 0;
    qint64 lastSeenMs = 0;
    bool recovered = false;
    QString text;
    QStringList narrowing;
    bool duringBurnIn = false;
};

struct BurnInDayInfo {
    int day = 0;
    double goodput = 0.0; // 0..1
    int interruptions = 0;
    int jobHangs = 0;
    QMap<int, int> xids; // XID -> count
    bool complete = true;
};

struct BurnInInterruptionInfo {
    qint64 atMs = 0;
    QString findingId; // empty: not attributed
    bool recovered = false;
    qint64 timeToRecoverMs = 0;
    QString text;
};

struct BurnInInfo {
    qint64 lengthMs = 0;
    qint64 startedMs = 0;
    float progress = 0.0F;
    double goodputFloor = 0.0;
    CheckVerdict verdict = CheckVerdict::Unknown;
    QList<BurnInDayInfo> days;
    QList<BurnInInterruptionInfo> interruptions;
    QString verdictText;
};

struct ClusterEventInfo {
    qint64 atMs = 0;
    ClusterStage from = ClusterStage::Unknown;
    ClusterStage to = ClusterStage::Unknown;
    QString actor;
    QString text;
};

// Everything about one cluster (GetCluster).
struct ClusterDetail {
    ClusterSummary summary;
    QList<ClusterRackInfo> racks;
    FabricInfo fabric;
    CertificationInfo certification;
    QList<ClusterFindingInfo> findings;
    BurnInInfo burnIn;
    QList<ClusterEventInfo> history;
    GateCriteria releaseCriteria;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ClusterDetail)
