#include "api/requestlimits.h"

#include "phrase/phrase.h"
#include "api/refusal.h"

#include <google/protobuf/descriptor.h>
#include <google/protobuf/message.h>
#include <google/protobuf/util/time_util.h>

#include <string_view>
#include <vector>

namespace rackops::sim {

using google::protobuf::FieldDescriptor;
using google::protobuf::Message;
using google::protobuf::Reflection;

namespace {

bool endsWith(std::string_view s, std::string_view tail)
{
    return s.size() >= tail.size() && s.substr(s.size() - tail.size()) == tail;
}

// The field path goes verbatim (it names the API, "comment", "matcher.rack_id"); the rest is a phrase.
grpc::Status invalid(PhraseCode code, const std::string &path, std::vector<v1::TextParam> more = {})
{
    std::vector<v1::TextParam> params {Phrase::id(path)};
    for (auto &p : more)
        params.push_back(std::move(p));
    return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make(code, std::move(params)));
}

v1::TextParam count(std::size_t n)
{
    return Phrase::integer(std::int64_t(n));
}

grpc::Status checkString(const std::string &path, const std::string &name, const std::string &value)
{
    const std::size_t limit = RequestLimits::stringLimit(name);
    if (value.size() > limit)
        return invalid("limits.too_long", path, {count(value.size()), count(limit)});
    return grpc::Status::OK;
}

grpc::Status checkTime(const std::string &path, const Message &m)
{
    const auto *d = m.GetDescriptor();
    const auto *r = m.GetReflection();
    const std::int64_t seconds = r->GetInt64(m, d->FindFieldByName("seconds"));
    const std::int32_t nanos = r->GetInt32(m, d->FindFieldByName("nanos"));
    if (nanos < 0 || nanos >= 1'000'000'000)
        return invalid("limits.nanos", path);
    if (d->full_name() == "google.protobuf.Timestamp") {
        // 2000-01-01 .. 2200-01-01: far outside, conversions overflow and nothing in a fleet is that old.
        constexpr std::int64_t kMin = 946684800;
        constexpr std::int64_t kMax = 7258118400;
        if (seconds < kMin || seconds >= kMax)
            return invalid("limits.years", path,
                           {Phrase::id(std::to_string(RequestLimits::kMinYear)),
                            Phrase::id(std::to_string(RequestLimits::kMaxYear))});
    } else {
        constexpr std::int64_t kTenYears = 10LL * 366 * 24 * 3600;
        if (seconds < -kTenYears || seconds > kTenYears)
            return invalid("limits.ten_years", path);
    }
    return grpc::Status::OK;
}

grpc::Status checkMessage(const Message &m, const std::string &prefix, int depth)
{
    if (depth > 8)
        return prefix.empty()
            ? Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("limits.request_too_deep"))
            : invalid("limits.too_deep", prefix);
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
                return invalid("limits.too_many", path, {count(std::size_t(n)), count(RequestLimits::kRepeatedItems)});
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
                        status = invalid(
                            "limits.bad_enum", item,
                            {Phrase::integer(r->GetRepeatedEnumValue(m, f, k)), Phrase::id(f->enum_type()->name())});
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
                status = invalid("limits.bad_enum", path,
                                 {Phrase::integer(r->GetEnumValue(m, f)), Phrase::id(f->enum_type()->name())});
            break;
        case FieldDescriptor::CPPTYPE_INT32:
            if (f->name() == "page_size") {
                const int size = r->GetInt32(m, f);
                if (size < 0 || size > RequestLimits::kMaxPageSize)
                    status = invalid("limits.page_size", path, {count(RequestLimits::kMaxPageSize)});
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
    if (name == "id" || endsWith(name, "_id") || endsWith(name, "_epoch") || name == "page_token" || name == "bucket"
        || name == "site" || endsWith(name, "_region") || name == "condition_key" || name == "actor")
        return kIdBytes;
    return kTextBytes;
}

grpc::Status RequestLimits::check(const Message &request)
{
    return checkMessage(request, std::string(), 0);
}

} // namespace rackops::sim
