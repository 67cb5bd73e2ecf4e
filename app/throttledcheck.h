#pragma once

#include <QElapsedTimer>

#include <chrono>
#include <functional>
#include <utility>

namespace rackops {

// A yes/no that is costly to ask and rarely changes, asked again only once its answer is older
// than `maxAge`. Whether the desktop has a system tray is a round trip to the X server: asked for
// every critical alert, a batch of them at 100,000 racks stalled the GUI thread on a busy server.
class ThrottledCheck {
public:
    ThrottledCheck(std::function<bool()> ask, std::chrono::milliseconds maxAge)
        : m_ask(std::move(ask))
        , m_maxAge(maxAge)
    {
    }

    bool value()
    {
        if (!m_askedAt.isValid() || m_askedAt.elapsed() >= m_maxAge.count()) {
            m_answer = m_ask();
            m_askedAt.start();
        }
        return m_answer;
    }

private:
    std::function<bool()> m_ask;
    std::chrono::milliseconds m_maxAge;
    QElapsedTimer m_askedAt;
    bool m_answer = false;
};

} // namespace rackops
