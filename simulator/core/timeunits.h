#pragma once

#include <google/protobuf/timestamp.pb.h>
#include <google/protobuf/util/time_util.h>

#include <cstdint>

namespace rackops::sim {

// The simulator counts time in milliseconds since the epoch; these are its
// units, once for every room (a file-local copy of each clashed in unity builds).
inline constexpr std::int64_t kSecond = 1000;
inline constexpr std::int64_t kMinute = 60 * kSecond;
inline constexpr std::int64_t kHour = 60 * kMinute;
inline constexpr std::int64_t kDay = 24 * kHour;

// A protobuf timestamp in the simulator's milliseconds.
inline std::int64_t ms(const google::protobuf::Timestamp &t)
{
    return google::protobuf::util::TimeUtil::TimestampToMilliseconds(t);
}

} // namespace rackops::sim
