#include "slowevents.h"

#include <QAbstractEventDispatcher>
#include <QCoreApplication>
#include <QEvent>
#include <QJsonObject>
#include <QMetaEnum>

#include <algorithm>
#include <tuple>
#include <vector>

namespace rackops {

SlowEvents::SlowEvents(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    QCoreApplication::instance()->installEventFilter(this);
    // Waiting for the next event is nobody's time.
    if (auto *dispatcher = QAbstractEventDispatcher::instance(thread()))
        connect(dispatcher, &QAbstractEventDispatcher::aboutToBlock, this, [this] { close(m_clock.nsecsElapsed()); });
}

SlowEvents::~SlowEvents()
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->removeEventFilter(this);
}

bool SlowEvents::eventFilter(QObject *watched, QEvent *event)
{
    const qint64 now = m_clock.nsecsElapsed();
    close(now);
    // Class names are static strings: the receiver may be gone by the time its event is closed.
    const QObject *parent = watched->parent();
    m_current = {watched->metaObject()->className(), parent ? parent->metaObject()->className() : "",
                 int(event->type())};
    m_startNs = now;
    m_open = true;
    return false;
}

void SlowEvents::close(qint64 nowNs)
{
    if (!m_open)
        return;
    m_open = false;
    const qint64 took = nowNs - m_startNs;
    if (took < kSlowMs * 1'000'000LL)
        return;
    Cost &cost = m_costs[m_current];
    ++cost.count;
    cost.totalNs += took;
    cost.maxNs = std::max(cost.maxNs, took);
}

QJsonArray SlowEvents::report(int limit) const
{
    std::vector<std::pair<Kind, Cost>> kinds(m_costs.begin(), m_costs.end());
    std::sort(kinds.begin(), kinds.end(),
              [](const auto &a, const auto &b) { return a.second.totalNs > b.second.totalNs; });
    const QMetaEnum types = QMetaEnum::fromType<QEvent::Type>();
    QJsonArray out;
    for (const auto &[kind, cost] : kinds) {
        if (out.size() >= limit)
            break;
        const char *type = types.valueToKey(kind.type);
        out.append(QJsonObject {
            {QStringLiteral("receiver"), QString::fromLatin1(kind.receiver)},
            {QStringLiteral("parent"), QString::fromLatin1(kind.parent)},
            {QStringLiteral("event"), type ? QString::fromLatin1(type) : QString::number(kind.type)},
            {QStringLiteral("count"), cost.count},
            {QStringLiteral("total_ms"), double(cost.totalNs / 100'000) / 10.0},
            {QStringLiteral("max_ms"), double(cost.maxNs / 100'000) / 10.0},
        });
    }
    return out;
}

} // namespace rackops
