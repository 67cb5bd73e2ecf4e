#pragma once

#include "clusterdetail.h"
#include "clustersummary.h"

#include <QMetaType>
#include <QString>
#include <QStringList>

namespace rackops {

// The end of one cluster evidence import (multi-node nccl-tests output,
// ImportClusterEvidence) as the operator who asked must see it: the run as
// cluster evidence with what it points at, or the backend's refusal in its
// own words.
struct ClusterEvidenceResult {
    enum class Outcome : quint8 {
        Imported, // the run is evidence now (its verdict may be a failure)
        Refused, // the backend said no (hosts of no member rack, unreadable output...), with its reason
        NoAnswer, // no answer after retries: may or may not have been imported
    };
    Outcome outcome = Outcome::Refused;
    QString clusterId;
    QString fileName;
    QString message; // Refused / NoAnswer: the backend's (or the link's) words
    QString statusCode; // gRPC status name for Refused
    CertificationCategory category = CertificationCategory::Unknown;
    CertificationScale scale = CertificationScale::Unknown;
    CheckVerdict verdict = CheckVerdict::Unknown;
    QStringList rackIds; // the subject the run covered
    double measured = 0.0;
    double floor = 0.0;
    QString reason; // why it failed, said in the console's language
    QList<ClusterFindingInfo> findings; // what a failure points at (rack, host)
    QStringList warnings;
    ClusterSummary cluster; // the cluster after the import
    QString idempotencyKey;
    int attempts = 1;

    bool succeeded() const { return outcome == Outcome::Imported; }
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ClusterEvidenceResult)
