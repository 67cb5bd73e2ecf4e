#pragma once

#include <QCoreApplication>
#include <QString>

namespace rackops {

// Result code of a validation test, suite or run. A verdict applies only to
// the checks that produced it.
// ToolError: the test tool itself failed (a DCGM plugin's internal error, an
// nccl-tests run whose ranks never met); nothing is known about the hardware.
// NotTested: nothing was tested (every test skipped, an nccl run of one rank);
// NotChecked: figures without a correctness check (nccl-tests -c 0). Neither
// is a pass, and no gate takes either as evidence.
// Unknown: a verdict a newer server sent that this console cannot name.
enum class ValidationVerdict : quint8 {
    None,
    Pass,
    Warn,
    Fail,
    Skip,
    NotRun,
    ToolError,
    Unknown,
    NotTested,
    NotChecked
};

class ValidationVerdicts {
    Q_DECLARE_TR_FUNCTIONS(ValidationVerdicts)
public:
    static QString displayName(ValidationVerdict verdict);
    // Worse compares greater: Fail > ToolError > Unknown > Warn > NotChecked > NotTested > Pass > NotRun
    // > Skip > None: a suite that tested nothing keeps a run from reading Pass.
    static int severityRank(ValidationVerdict verdict);
    static ValidationVerdict worst(ValidationVerdict a, ValidationVerdict b);
    static QString id(ValidationVerdict verdict); // "pass", "warn", ... for exports
};

} // namespace rackops
