#include "api/streamquota.h"
#include "api/calleridentity.h"

#include "core/caller.h"

#include <grpcpp/server_context.h>

namespace rackops::sim {

StreamQuota::Slot::Slot(StreamQuota *quota, std::string who)
    : m_quota(quota)
    , m_who(std::move(who))
{
}

StreamQuota::Slot::~Slot()
{
    if (m_quota)
        m_quota->release(m_who);
}

StreamQuota::Slot::Slot(Slot &&other) noexcept
    : m_quota(std::exchange(other.m_quota, nullptr))
    , m_who(std::move(other.m_who))
{
}

StreamQuota::Slot &StreamQuota::Slot::operator=(Slot &&other) noexcept
{
    if (this != &other) {
        if (m_quota)
            m_quota->release(m_who);
        m_quota = std::exchange(other.m_quota, nullptr);
        m_who = std::move(other.m_who);
    }
    return *this;
}

StreamQuota &StreamQuota::shared()
{
    static StreamQuota quota;
    return quota;
}

void StreamQuota::setPerCaller(int limit)
{
    std::lock_guard lock(m_mutex);
    m_perCaller = limit;
}

int StreamQuota::perCaller() const
{
    std::lock_guard lock(m_mutex);
    return m_perCaller;
}

int StreamQuota::openFor(const std::string &who) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_open.find(who);
    return it == m_open.end() ? 0 : it->second;
}

grpc::Status StreamQuota::acquire(const grpc::ServerContext *context, Slot *slot)
{
    Caller caller;
    std::string who;
    if (CallerIdentity::identify(context, &caller).ok()) {
        who = "user:" + caller.subject;
    } else {
        // Unidentified watches (the fleet stream needs no identity) count per host, not per port.
        const std::string peer = context->peer();
        who = "peer:" + peer.substr(0, peer.rfind(':'));
    }
    std::lock_guard lock(m_mutex);
    int &open = m_open[who];
    if (open >= m_perCaller) {
        if (open == 0)
            m_open.erase(who);
        return {grpc::StatusCode::RESOURCE_EXHAUSTED,
                "too many open streams: at most " + std::to_string(m_perCaller)
                    + " per caller at once; close some consoles or watches and try again"};
    }
    ++open;
    *slot = Slot(this, who);
    return grpc::Status::OK;
}

void StreamQuota::release(const std::string &who)
{
    std::lock_guard lock(m_mutex);
    const auto it = m_open.find(who);
    if (it != m_open.end() && --it->second <= 0)
        m_open.erase(it);
}

} // namespace rackops::sim
