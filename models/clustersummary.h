#pragma once

#include "clusterterms.h"
#include "health.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace rackops {

// A release waiting for its second approver (four-eyes).
struct ClusterReleaseRequestInfo {
    QString id;
    QString requestedBy;
    qint64 requestedAtMs = 0;
    QString reason;

    bool isPending() const { return !id.isEmpty(); }
    bool operator==(const ClusterReleaseRequestInfo &other) const = default;
};

// One cluster as the list shows it. Built on the transport thread.
struct ClusterSummary {
    QString clusterId; // "PHX1-C03"
    QString name;
    QString site;
    ClusterStage stage = ClusterStage::Unknown;
    Health health = Health::Unknown;
    QStringList rackIds; // NVLink-domain order
    int gpuCount = 0;
    qint64 stageEnteredMs = 0;
    qint64 revision = 0;
    qint64 stateRevision = 0; // what actions are decided on
    CheckVerdict certificationVerdict = CheckVerdict::Unknown;
    CheckVerdict burnInVerdict = CheckVerdict::Unknown;
    float burnInProgress = 0.0F;
    int openFindings = 0;
    int racksApproved = 0;
    QString statusText; // said in the console's language
    ClusterReleaseRequestInfo pendingRelease;
    QString platform;
    QString fabric;

    bool operator==(const ClusterSummary &other) const = default;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ClusterSummary)
