#pragma once

#include "health.h"
#include "lifecyclestage.h"

#include <QString>

#include <string>

namespace google::protobuf {
class Duration;
class Timestamp;
}

namespace rackops {

// What every service's converter shares: the enums of common.proto, protobuf
// times, and interning of strings that repeat across many messages.
// Runs on transport threads.
class CommonConvert
{
public:
    static LifecycleStage stage(int value);
    static Health health(int value);
    static qint64 toMs(const google::protobuf::Timestamp &timestamp);
    static qint64 toMs(const google::protobuf::Duration &duration);
    // One shared QString per distinct text, per thread.
    static QString interned(const std::string &text);
};

} // namespace rackops
