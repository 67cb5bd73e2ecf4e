#pragma once

#include "validationverdict.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace rackops {

// A validation run as the console shows it: plain values converted from the
// ValidationService messages on the transport side.

enum class ValidationSuiteKind : quint8 {
    Unknown,
    DcgmDiag,
    NcclAllReduce,
    Workload,
    StorageRead,
    // The other nccl-tests collectives (imported runs).
    NcclAllGather,
    NcclReduceScatter,
    NcclAlltoall,
    NcclSendRecv,
    NcclBroadcast,
    NcclReduce,
    NcclGather,
    NcclScatter,
    NcclHypercube
};

// One test result of one GPU (or the whole rack, gpuIndex -1).
struct ValidationEntityResult {
    int gpuIndex = -1;
    QString entityId; // "CT07/GPU2"
    std::optional<double> measured;
    std::optional<double> baseline;
    std::optional<double> threshold;
    std::optional<double> fleetMedian;
    QString unit;
    bool lowerIsBetter = false;
    ValidationVerdict verdict = ValidationVerdict::None;
    QString failureText;
    QString failureCode;
    QString serial; // as the tool stated it (DCGM)
    QString deviceId; // PCI device id, e.g. "2330"
};

struct ValidationTestResult {
    QString name; // tool's name, stable across runs
    QString category;
    int level = 0;
    ValidationVerdict verdict = ValidationVerdict::None;
    QList<ValidationEntityResult> entities;
    QString failureText;
    QStringList warnings;
};

// One message size of an all_reduce_perf table.
struct NcclSizeRow {
    qint64 sizeBytes = 0;
    double busBw = 0.0; // out of place, GB/s
    double inPlaceBusBw = 0.0;
    double timeUs = 0.0;
    qint64 wrong = 0; // out of place + in place
    std::optional<double> baselineBusBw;
    ValidationVerdict verdict = ValidationVerdict::None;
};

// Where one rank of an nccl-tests run ran.
struct NcclRankDevice {
    int rank = 0;
    QString host;
    int device = 0;
    QString busId;
    QString deviceName;
};

struct NcclCurve {
    int ranks = 0;
    QString collective; // "alltoall_perf"
    QList<NcclRankDevice> rankDevices;
    QList<NcclSizeRow> rows; // ascending size
    double avgBusBw = 0.0;
    std::optional<double> baselineAvgBusBw;
    std::optional<double> thresholdAvgBusBw;
    std::optional<double> fleetMedianAvgBusBw;
};

struct ValidationSuiteResult {
    ValidationSuiteKind kind = ValidationSuiteKind::Unknown;
    int kindValue = 0; // the wire value, to name a kind this console does not know
    ValidationVerdict verdict = ValidationVerdict::None;
    qint64 startedMs = 0;
    qint64 finishedMs = 0;
    int dcgmLevel = 0;
    QList<ValidationTestResult> tests;
    NcclCurve nccl;
    QString summary;
    QString toolVersion;
};

struct ValidationRunInfo {
    enum class State : quint8 { Unknown, Queued, Running, Completed, Cancelled, Error };
    enum class Source : quint8 { Unknown, Simulated, Imported, Executed };

    QString id;
    QString rackId;
    State state = State::Unknown;
    Source source = Source::Unknown;
    ValidationVerdict verdict = ValidationVerdict::None;
    qint64 startedMs = 0;
    qint64 finishedMs = 0;
    QList<ValidationSuiteResult> suites;
    QString requestedBy;
    QString operationId;
    QString previousRunId;
    QString reason;
    QString artifactFileName;
    QString artifactFormat; // "DCGM 4.x JSON"
    QString artifactSha256;
    bool detailed = false; // tests and NCCL rows included (GetRun)

    const ValidationSuiteResult *suite(ValidationSuiteKind kind) const
    {
        for (const auto &s : suites) {
            if (s.kind == kind)
                return &s;
        }
        return nullptr;
    }
    // The first suite of any nccl-tests collective.
    const ValidationSuiteResult *ncclSuite() const
    {
        for (const auto &s : suites) {
            if (isNccl(s.kind))
                return &s;
        }
        return nullptr;
    }
    static bool isNccl(ValidationSuiteKind kind)
    {
        return kind == ValidationSuiteKind::NcclAllReduce || kind >= ValidationSuiteKind::NcclAllGather;
    }
};

// Where the parser stumbled in an artifact.
struct ArtifactProblem {
    int line = 0;
    QString field;
    QString message;
};

// What came of an import: a run, or why the file was refused.
struct ArtifactImportOutcome {
    QString fileName;
    bool imported = false;
    ValidationRunInfo run;
    QList<ArtifactProblem> errors;
    QList<ArtifactProblem> warnings;
    QString detectedFormat;
    // An nccl-tests output whose collective is open: the binaries it may be,
    // for the operator to choose from ("all_gather_perf", ...).
    QStringList collectiveCandidates;
    QString collective; // the operator's answer this import was sent with
    QString callError; // the call itself failed (network, permission)
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ValidationRunInfo)
Q_DECLARE_METATYPE(rackops::ArtifactImportOutcome)
