#pragma once

#include "auditentryinfo.h"
#include "gatecriterion.h"
#include "identity.h"
#include "operationinfo.h"
#include "overriderequestinfo.h"

namespace rackops::v1 {
class ApprovalCriterion;
class AuditEntry;
class Operation;
class OverrideRequest;
class WhoAmIResponse;
}

namespace rackops {

// OperationsService messages -> console value types. Unknown enum values
// from a newer backend become Unknown: never read as a pass or a success.
class OperationsConvert {
public:
    static OperationInfo operation(const v1::Operation &message);
    static GateCriterion criterion(const v1::ApprovalCriterion &message);
    static OverrideRequestInfo overrideRequest(const v1::OverrideRequest &message);
    static AuditEntryInfo auditEntry(const v1::AuditEntry &message);
    static Identity identity(const v1::WhoAmIResponse &message);
};

} // namespace rackops
