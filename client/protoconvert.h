#pragma once

#include "rackdetail.h"
#include "racksummary.h"

namespace rackops::v1 {
class RackSummary;
class RackDetail;
}
namespace google::protobuf {
class Timestamp;
}

namespace rackops {

// Protobuf -> console value types. Runs on transport threads. Unknown enum
// values from a newer backend become Unknown, never a valid-looking state.
class ProtoConvert
{
public:
    static RackSummary summary(const v1::RackSummary &message);
    static RackDetail detail(const v1::RackDetail &message);
    static LifecycleStage stage(int value);
    static Health health(int value);
    static qint64 toMs(const google::protobuf::Timestamp &timestamp);
};

} // namespace rackops
