#include "onceperturn.h"

#include <QTimer>

#include <utility>

namespace rackops {

OncePerTurn::OncePerTurn(std::function<void()> action, QObject *parent)
    : QObject(parent)
    , m_action(std::move(action))
    , m_turn(new QTimer(this))
{
    m_turn->setSingleShot(true);
    m_turn->setInterval(0);
    connect(m_turn, &QTimer::timeout, this, [this] {
        if (std::exchange(m_askedAgain, false))
            m_action();
    });
}

void OncePerTurn::request()
{
    if (m_turn->isActive()) {
        m_askedAgain = true;
        return;
    }
    m_action();
    m_turn->start();
}

} // namespace rackops
