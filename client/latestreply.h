#pragma once

#include <QObject>
#include <QPointer>

namespace rackops {

// The reply a caller asked for last, the only one whose answer it hears (see
// ActionReply): holding a new one abandons the one held before, and so does
// abandon() when the caller moves on (another rack, its dialog closed). A late
// answer to an earlier ask then reaches nobody.
template<typename Reply> class LatestReply {
public:
    LatestReply() = default;
    LatestReply(const LatestReply &) = delete;
    LatestReply &operator=(const LatestReply &) = delete;
    ~LatestReply() { abandon(); }

    // Holds `reply`; `receiver` hears its finished(result) through `slot`, unless abandoned first.
    template<typename Receiver, typename Slot> Reply *hold(Reply *reply, const Receiver *receiver, Slot slot)
    {
        abandon();
        m_reply = reply;
        QObject::connect(reply, &Reply::finished, receiver, std::move(slot));
        return reply;
    }
    void abandon()
    {
        if (m_reply)
            m_reply->abandon();
        m_reply = nullptr;
    }
    // The reply held, until it has answered (it deletes itself then) or was abandoned.
    Reply *get() const { return m_reply; }
    bool isPending() const { return m_reply && !m_reply->isFinished(); }

private:
    QPointer<Reply> m_reply;
};

} // namespace rackops
