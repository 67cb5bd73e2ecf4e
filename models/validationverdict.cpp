#include "validationverdict.h"

namespace rackops {

QString ValidationVerdicts::displayName(ValidationVerdict verdict)
{
    switch (verdict) {
    case ValidationVerdict::Pass: return tr("Pass");
    case ValidationVerdict::Warn: return tr("Warn");
    case ValidationVerdict::Fail: return tr("Fail");
    case ValidationVerdict::Skip: return tr("Skipped");
    //: The test should have run but did not (e.g. after an earlier failure).
    case ValidationVerdict::NotRun: return tr("Not run");
    //: The test tool failed, not the hardware: nothing is known about the GPU.
    case ValidationVerdict::ToolError: return tr("Tool error");
    //: Nothing was tested: every test skipped, or an NCCL run of a single rank.
    case ValidationVerdict::NotTested: return tr("Not tested");
    //: The tool ran but checked no result (nccl-tests -c 0): the figures are unverified.
    case ValidationVerdict::NotChecked: return tr("Not checked");
    //: A verdict sent by a newer server that this console does not know.
    case ValidationVerdict::Unknown: return tr("Unknown verdict");
    case ValidationVerdict::None: break;
    }
    //: No validation result yet.
    return tr("—");
}

int ValidationVerdicts::severityRank(ValidationVerdict verdict)
{
    switch (verdict) {
    case ValidationVerdict::Fail: return 9;
    case ValidationVerdict::ToolError: return 8;
    case ValidationVerdict::Unknown: return 7;
    case ValidationVerdict::Warn: return 6;
    case ValidationVerdict::NotChecked: return 5;
    case ValidationVerdict::NotTested: return 4;
    case ValidationVerdict::Pass: return 3;
    case ValidationVerdict::NotRun: return 2;
    case ValidationVerdict::Skip: return 1;
    case ValidationVerdict::None: break;
    }
    return 0;
}

ValidationVerdict ValidationVerdicts::worst(ValidationVerdict a, ValidationVerdict b)
{
    return severityRank(a) >= severityRank(b) ? a : b;
}

QString ValidationVerdicts::id(ValidationVerdict verdict)
{
    switch (verdict) {
    case ValidationVerdict::Pass: return QStringLiteral("pass");
    case ValidationVerdict::Warn: return QStringLiteral("warn");
    case ValidationVerdict::Fail: return QStringLiteral("fail");
    case ValidationVerdict::Skip: return QStringLiteral("skip");
    case ValidationVerdict::NotRun: return QStringLiteral("not_run");
    case ValidationVerdict::ToolError: return QStringLiteral("tool_error");
    case ValidationVerdict::Unknown: return QStringLiteral("unknown");
    case ValidationVerdict::NotTested: return QStringLiteral("not_tested");
    case ValidationVerdict::NotChecked: return QStringLiteral("not_checked");
    case ValidationVerdict::None: break;
    }
    return QStringLiteral("none");
}

} // namespace rackops
