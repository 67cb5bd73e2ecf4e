#include "requestlimits.h"

#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>
#include <google/protobuf/util/time_util.h>

#include <string_view>

namespace rackops::sim {

using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

namespace {

bool endsWith(std::string_view s, std::string_view tail)
{
    return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

grpc::Status invalid(const std::string &path, const std::string &what)
{
    return {grpc::StatusCode::INVALID_ARGUMENT, path + " " + what};
}

grpc::Status checkString(const std::string &path, const std::string &name, const std::string &value)
{
    const std::size_t limit = RequestLimits::stringLimit(name);
    if (value.size() > limit)
        return invalid(path, "is " + std::to_string(value.size()) + " bytes; at most " + std::to_string(limit)
                                 + " are allowed");
    return grpc::Status::OK;
}

grpc::Status checkTime(const std::string &path, const Message &m)
{
    const auto *d = m.GetDescriptor();
    const auto *r = m.GetReflection();
    const std::int64_t seconds = r->GetInt64(m, d->FindFieldByName("seconds"));
    const std::int32_t nanos = r->GetInt32(m, d->FindFieldByName("nanos"));
    if (nanos < 0 || nanos >= 1'000'000'000)
        return invalid(path, "has nanos out of range");
    if (d->full_name() == "google.protobuf.Timestamp") {
        // 2000-01-01 .. 2200-01-01: far outside, conversions overflow and nothing in a fleet is that old.
        constexpr std::int64_t kMin = 946684800;
        constexpr std::int64_t kMax = 7258118400;
        if (seconds < kMin || seconds >= kMax)
            return invalid(path, "must lie between the years " + std::to_string(RequestLimits::kMinYear) + " and "
                                     + std::to_string(RequestLimits::kMaxYear));
    } else {
        constexpr std::int64_t kTenYears = 10LL * 366 * 24 * 3600;
        if (seconds < -kTenYears || seconds > kTenYears)
            return invalid(path, "must be shorter than ten years");
    }
    return grpc::Status::OK;
}

grpc::Status checkMessage(const Message &m, const std::string &prefix, int depth)
{
    if (depth > 8)
        return invalid(prefix.empty() ? "the request" : prefix, "is nested too deeply");
    const auto *d = m.GetDescriptor();
    const Reflection *r = m.GetReflection();
    if (d->full_name() == "google.protobuf.Timestamp" || d->full_name() == "google.protobuf.Duration")
        return checkTime(prefix, m);
    for (int i = 0; i < d->field_count(); ++i) {
        const FieldDescriptor *f = d->field(i);
        const std::string path = prefix.empty() ? f->name() : prefix + "." + f->name();
        if (f->is_repeated()) {
            const int n = r->FieldSize(m, f);
            if (n > RequestLimits::kRepeatedItems)
                return invalid(path, "has " + std::to_string(n) + " entries; at most "
                                         + std::to_string(RequestLimits::kRepeatedItems) + " are allowed");
            for (int k = 0; k < n; ++k) {
                const std::string item = path + "[" + std::to_string(k) + "]";
                grpc::Status status;
                switch (f->cpp_type()) {
                case FieldDescriptor::CPPTYPE_STRING:
                    if (f->type() == FieldDescriptor::TYPE_STRING)
                        status = checkString(item, f->name(), r->GetRepeatedString(m, f, k));
                    break;
                case FieldDescriptor::CPPTYPE_ENUM:
                    if (!f->enum_type()->FindValueByNumber(r->GetRepeatedEnumValue(m, f, k)))
                        status = invalid(item, "is " + std::to_string(r->GetRepeatedEnumValue(m, f, k))
                                                   + ", which is no " + f->enum_type()->name());
                    break;
                case FieldDescriptor::CPPTYPE_MESSAGE:
                    status = checkMessage(r->GetRepeatedMessage(m, f, k), item, depth + 1);
                    break;
                default: break;
                }
                if (!status.ok())
                    return status;
            }
            continue;
        }
        grpc::Status status;
        switch (f->cpp_type()) {
        case FieldDescriptor::CPPTYPE_STRING:
            // bytes fields carry files (an artifact), bounded by the message size.
            if (f->type() == FieldDescriptor::TYPE_STRING)
                status = checkString(path, f->name(), r->GetString(m, f));
            break;
        case FieldDescriptor::CPPTYPE_ENUM:
            if (!f->enum_type()->FindValueByNumber(r->GetEnumValue(m, f)))
                status = invalid(path, "is " + std::to_string(r->GetEnumValue(m, f)) + ", which is no "
                                           + f->enum_type()->name());
            break;
        case FieldDescriptor::CPPTYPE_INT32:
            if (f->name() == "page_size") {
                const int size = r->GetInt32(m, f);
                if (size < 0 || size > RequestLimits::kMaxPageSize)
                    status = invalid(path, "must be between 0 and " + std::to_string(RequestLimits::kMaxPageSize));
            }
            break;
        case FieldDescriptor::CPPTYPE_MESSAGE:
            if (r->HasField(m, f))
                status = checkMessage(r->GetMessage(m, f), path, depth + 1);
            break;
        default: break;
        }
        if (!status.ok())
            return status;
    }
    return grpc::Status::OK;
}

} // namespace

std::size_t RequestLimits::stringLimit(const std::string &name)
{
    if (name == "idempotency_key")
        return kKeyBytes;
    if (name == "comment" || name == "resolution" || name == "text")
        return kCommentBytes;
    if (name == "reason" || endsWith(name, "justification"))
        return kReasonBytes;
    if (name == "id" || endsWith(name, "_id") || endsWith(name, "_epoch") || name == "page_token"
        || name == "bucket" || name == "site" || endsWith(name, "_region") || name == "condition_key"
        || name == "actor")
        return kIdBytes;
    return kTextBytes;
}

grpc::Status RequestLimits::check(const Message &request)
{
    return checkMessage(request, std::string(), 0);
}

grpc::Status RequestLimits::checkKey(const std::string &field, const std::string &key)
{
    return checkString(field, field, key);
}

} // namespace rackops::sim
