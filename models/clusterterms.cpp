#include "clusterterms.h"

namespace rackops {

namespace {
template<typename Enum> Enum fromInt(int value, Enum last)
{
    return value > 0 && value <= int(last) ? Enum(value) : Enum(0);
}
} // namespace

QString ClusterTerms::stageName(ClusterStage stage)
{
    switch (stage) {
    case ClusterStage::Forming: return tr("Forming", "cluster stage");
    case ClusterStage::Certifying: return tr("Certifying", "cluster stage");
    case ClusterStage::BurnIn: return tr("Burn-in", "cluster stage");
    case ClusterStage::AwaitingRelease: return tr("Awaiting release", "cluster stage");
    case ClusterStage::Production: return tr("Production", "cluster stage");
    case ClusterStage::Degraded: return tr("Degraded", "cluster stage");
    case ClusterStage::Expanding: return tr("Expanding", "cluster stage");
    case ClusterStage::Unknown: break;
    }
    return tr("Unknown", "cluster stage");
}

QString ClusterTerms::stageId(ClusterStage stage)
{
    switch (stage) {
    case ClusterStage::Forming: return QStringLiteral("forming");
    case ClusterStage::Certifying: return QStringLiteral("certifying");
    case ClusterStage::BurnIn: return QStringLiteral("burn-in");
    case ClusterStage::AwaitingRelease: return QStringLiteral("awaiting-release");
    case ClusterStage::Production: return QStringLiteral("production");
    case ClusterStage::Degraded: return QStringLiteral("degraded");
    case ClusterStage::Expanding: return QStringLiteral("expanding");
    case ClusterStage::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QString ClusterTerms::verdictName(CheckVerdict verdict)
{
    switch (verdict) {
    case CheckVerdict::Pending: return tr("Pending", "check verdict");
    case CheckVerdict::Running: return tr("Running", "check verdict");
    case CheckVerdict::Pass: return tr("Pass", "check verdict");
    case CheckVerdict::Fail: return tr("Fail", "check verdict");
    case CheckVerdict::NotTested: return tr("Not tested", "check verdict");
    case CheckVerdict::Unknown: break;
    }
    return tr("Unknown", "check verdict");
}

QString ClusterTerms::verdictMark(CheckVerdict verdict)
{
    switch (verdict) {
    case CheckVerdict::Pass: return QStringLiteral("\u2713");
    case CheckVerdict::Fail: return QStringLiteral("\u2717");
    case CheckVerdict::NotTested: return QStringLiteral("\u2013");
    case CheckVerdict::Pending:
    case CheckVerdict::Running: return QStringLiteral("\u2026");
    case CheckVerdict::Unknown: break;
    }
    return QStringLiteral("?");
}

QString ClusterTerms::categoryName(CertificationCategory category)
{
    switch (category) {
    case CertificationCategory::Diagnostics: return tr("Diagnostics", "certification category");
    case CertificationCategory::AllReduce: return tr("NCCL all_reduce", "certification category");
    case CertificationCategory::AllGather: return tr("NCCL all_gather", "certification category");
    case CertificationCategory::ReduceScatter: return tr("NCCL reduce_scatter", "certification category");
    case CertificationCategory::AllToAll: return tr("NCCL alltoall", "certification category");
    case CertificationCategory::Goodput: return tr("Workload goodput", "certification category");
    case CertificationCategory::Unknown: break;
    }
    return tr("Unknown category", "certification category");
}

QString ClusterTerms::scaleName(CertificationScale scale)
{
    switch (scale) {
    case CertificationScale::Rack: return tr("Rack alone", "certification scale");
    case CertificationScale::RackPair: return tr("Rack pairs", "certification scale");
    case CertificationScale::Cluster: return tr("Whole cluster", "certification scale");
    case CertificationScale::Unknown: break;
    }
    return tr("Unknown scale", "certification scale");
}

QString ClusterTerms::linkStateName(FabricLinkState state)
{
    switch (state) {
    case FabricLinkState::Up: return tr("Up", "fabric link state");
    case FabricLinkState::Degraded: return tr("Degraded", "fabric link state");
    case FabricLinkState::Flapping: return tr("Flapping", "fabric link state");
    case FabricLinkState::Down: return tr("Down", "fabric link state");
    case FabricLinkState::Unknown: break;
    }
    return tr("Unknown", "fabric link state");
}

QString ClusterTerms::reasonName(FindingReason reason)
{
    switch (reason) {
    case FindingReason::Threshold: return tr("Below its floor", "finding reason");
    case FindingReason::WorkloadFailed: return tr("Workload failed", "finding reason");
    case FindingReason::Hardware: return tr("Hardware fault", "finding reason");
    case FindingReason::LinkFlapping: return tr("Link flapping", "finding reason");
    case FindingReason::Straggler: return tr("Straggler", "finding reason");
    case FindingReason::JobHang: return tr("Job hang", "finding reason");
    case FindingReason::Unknown: break;
    }
    return tr("Unknown reason", "finding reason");
}

QString ClusterTerms::subjectKindName(FindingSubjectKind kind)
{
    switch (kind) {
    case FindingSubjectKind::Cluster: return tr("Cluster", "finding subject");
    case FindingSubjectKind::Rack: return tr("Rack", "finding subject");
    case FindingSubjectKind::Tray: return tr("Tray", "finding subject");
    case FindingSubjectKind::Gpu: return tr("GPU", "finding subject");
    case FindingSubjectKind::Nic: return tr("NIC", "finding subject");
    case FindingSubjectKind::FabricLink: return tr("Fabric link", "finding subject");
    case FindingSubjectKind::Switch: return tr("Switch", "finding subject");
    case FindingSubjectKind::Unknown: break;
    }
    return tr("Unknown", "finding subject");
}

ClusterStage ClusterTerms::stageFromInt(int value)
{
    return fromInt(value, ClusterStage::Expanding);
}
CheckVerdict ClusterTerms::verdictFromInt(int value)
{
    return fromInt(value, CheckVerdict::NotTested);
}
CertificationCategory ClusterTerms::categoryFromInt(int value)
{
    return fromInt(value, CertificationCategory::Goodput);
}
CertificationScale ClusterTerms::scaleFromInt(int value)
{
    return fromInt(value, CertificationScale::Cluster);
}
FabricLinkState ClusterTerms::linkStateFromInt(int value)
{
    return fromInt(value, FabricLinkState::Down);
}
FindingReason ClusterTerms::reasonFromInt(int value)
{
    return fromInt(value, FindingReason::JobHang);
}
FindingSubjectKind ClusterTerms::subjectKindFromInt(int value)
{
    return fromInt(value, FindingSubjectKind::Switch);
}

} // namespace rackops
