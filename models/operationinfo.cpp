#include "operationinfo.h"

namespace rackops {

QString OperationInfo::title() const
{
    switch (kind) {
    case Kind::Approval: return OperationTexts::tr("Approve for production");
    case Kind::Remediation: return RemediationActions::displayName(action);
    case Kind::ValidationRun: return OperationTexts::tr("Validation run");
    case Kind::Lifecycle: return OperationTexts::tr("Lifecycle step");
    case Kind::Unknown: break;
    }
    return OperationTexts::tr("Operation");
}

QString OperationInfo::stateName(State state)
{
    switch (state) {
    case State::Pending: return OperationTexts::tr("Pending", "operation state");
    case State::Running: return OperationTexts::tr("Running", "operation state");
    case State::Succeeded: return OperationTexts::tr("Succeeded", "operation state");
    case State::Failed: return OperationTexts::tr("Failed", "operation state");
    case State::Cancelled: return OperationTexts::tr("Cancelled", "operation state");
    case State::AwaitingConfirmation: return OperationTexts::tr("Awaiting second approver", "operation state");
    case State::Unknown: break;
    }
    return OperationTexts::tr("Unknown", "operation state");
}

} // namespace rackops
