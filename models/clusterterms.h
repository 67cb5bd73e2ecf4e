#pragma once

#include <QCoreApplication>
#include <QString>

namespace rackops {

// The words of clusters (ClusterService): lifecycle stage, check verdicts,
// certification categories and scales, fabric link states and findings.
// Unknown covers values of a newer backend this console does not know.
enum class ClusterStage : quint8 {
    Unknown,
    Forming,
    Certifying,
    BurnIn,
    AwaitingRelease,
    Production,
    Degraded,
    Expanding
};
enum class CheckVerdict : quint8 { Unknown, Pending, Running, Pass, Fail, NotTested };
enum class CertificationCategory : quint8 {
    Unknown,
    Diagnostics,
    AllReduce,
    AllGather,
    ReduceScatter,
    AllToAll,
    Goodput
};
enum class CertificationScale : quint8 { Unknown, Rack, RackPair, Cluster };
// Ordered so that worse compares greater (Unknown ranks below Up: nothing reported).
enum class FabricLinkState : quint8 { Unknown, Up, Degraded, Flapping, Down };
enum class FindingReason : quint8 { Unknown, Threshold, WorkloadFailed, Hardware, LinkFlapping, Straggler, JobHang };
enum class FindingSubjectKind : quint8 { Unknown, Cluster, Rack, Tray, Gpu, Nic, FabricLink, Switch };

inline constexpr int kCertificationCategoryCount = 6; // Diagnostics .. Goodput
inline constexpr int kCertificationScaleCount = 3; // Rack .. Cluster

class ClusterTerms {
    Q_DECLARE_TR_FUNCTIONS(ClusterTerms)
public:
    static QString stageName(ClusterStage stage);
    static QString verdictName(CheckVerdict verdict);
    // A verdict as one mark that reads without colour: "✓", "✗", "–", "…", "?".
    static QString verdictMark(CheckVerdict verdict);
    static QString categoryName(CertificationCategory category);
    static QString scaleName(CertificationScale scale);
    static QString linkStateName(FabricLinkState state);
    static QString reasonName(FindingReason reason);
    static QString subjectKindName(FindingSubjectKind kind);

    // From the wire's enum numbers; out of range -> Unknown.
    static ClusterStage stageFromInt(int value);
    static CheckVerdict verdictFromInt(int value);
    static CertificationCategory categoryFromInt(int value);
    static CertificationScale scaleFromInt(int value);
    static FabricLinkState linkStateFromInt(int value);
    static FindingReason reasonFromInt(int value);
    static FindingSubjectKind subjectKindFromInt(int value);
    // Stable ids for --view, settings and tests ("burn-in").
    static QString stageId(ClusterStage stage);
};

} // namespace rackops
