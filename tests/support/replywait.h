#pragma once

// Waiting in a test for the answer on one reply (see client/actionreply.h).
#include "actionreply.h"

#include <QObject>
#include <QTest>

#include <memory>
#include <optional>

namespace rackops::test {

// The answer `reply` brings within `timeoutMs`, or none. The reply must not have answered yet
// (it answers on a later turn of the event loop, never while it is being made).
template<typename Reply> std::optional<typename Reply::Result> answerOf(Reply *reply, int timeoutMs = 10000)
{
    std::optional<typename Reply::Result> result;
    if (!reply)
        return result;
    QObject context; // the connection goes with it, should the answer come after the wait
    QObject::connect(reply, &Reply::finished, &context,
                     [&result](const typename Reply::Result &answer) { result = answer; });
    if (!QTest::qWaitFor([&result] { return result.has_value(); }, timeoutMs))
        return std::nullopt;
    return result;
}

// Counts the answers, heard or abandoned, to what `client` was asked until now and has not
// answered yet (its replies are its children until they have answered), for as long as `context` lives.
inline std::shared_ptr<int> countAnswers(const QObject *client, const QObject *context)
{
    auto count = std::make_shared<int>(0);
    for (ActionReply *reply : client->findChildren<ActionReply *>()) {
        if (!reply->isFinished())
            QObject::connect(reply, &ActionReply::settled, context, [count] { ++*count; });
    }
    return count;
}

} // namespace rackops::test
