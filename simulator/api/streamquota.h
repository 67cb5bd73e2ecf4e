#pragma once

#include <grpcpp/support/status.h>

#include <map>
#include <mutex>
#include <string>

namespace grpc {
class ServerContext;
}

namespace rackops::sim {

// Bounds the streams one caller keeps open at once. Every open stream holds
// a server thread, so without a bound one client's thousand idle watches
// starve everyone. Process-wide, like the threads it protects.
class StreamQuota {
public:
    // Holds one stream's place until destroyed.
    class Slot {
    public:
        Slot() = default;
        Slot(StreamQuota *quota, std::string who);
        ~Slot();
        Slot(Slot &&other) noexcept;
        Slot &operator=(Slot &&other) noexcept;
        Slot(const Slot &) = delete;
        Slot &operator=(const Slot &) = delete;

    private:
        StreamQuota *m_quota = nullptr;
        std::string m_who;
    };

    static StreamQuota &shared();

    // A console opens about eight streams; 64 leaves room for several consoles per person.
    static constexpr int kDefaultPerCaller = 64;
    void setPerCaller(int limit);
    int perCaller() const;
    int openFor(const std::string &who) const;

    // RESOURCE_EXHAUSTED when the caller of `context` (its identity, else
    // its address) already has perCaller() streams open.
    grpc::Status acquire(const grpc::ServerContext *context, Slot *slot);

private:
    void release(const std::string &who);

    mutable std::mutex m_mutex;
    std::map<std::string, int> m_open;
    int m_perCaller = kDefaultPerCaller;
};

} // namespace rackops::sim
