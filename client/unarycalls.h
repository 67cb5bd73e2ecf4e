#pragma once

#include "backendchannel.h"

#include <QCoreApplication>
#include <QPointer>

#include <grpcpp/client_context.h>
#include <grpcpp/support/status.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace rackops {

// Unary calls on gRPC's callback API whose answers are handed to the GUI
// thread. Tracks what is in flight so the owner can cancel it and wait in
// its destructor: no callback ever outlives the object that asked.
// Internal to the client library.
class UnaryCalls {
public:
    explicit UnaryCalls(std::shared_ptr<BackendChannel> channel)
        : m_channel(std::move(channel))
        , m_tracker(std::make_shared<Tracker>())
    {
    }
    ~UnaryCalls()
    {
        std::unique_lock lock(m_tracker->mutex);
        for (auto *context : m_tracker->contexts)
            context->TryCancel();
        m_tracker->idle.wait(lock, [this] { return m_tracker->contexts.empty(); });
    }

    BackendChannel &channel() const { return *m_channel; }

    // `invoke(context, request, response, callback)` starts the call (e.g.
    // stub->async()->GetRack); `done(status, response)` runs on the GUI
    // thread if `receiver` still exists.
    template<typename Request, typename Response, typename Invoke, typename Done>
    void run(QObject *receiver, std::chrono::milliseconds deadline, Request request, Invoke invoke, Done done)
    {
        struct Call {
            grpc::ClientContext context;
            Request request;
            Response response;
        };
        auto call = std::make_shared<Call>();
        call->request = std::move(request);
        m_channel->prepare(call->context);
        call->context.set_deadline(std::chrono::system_clock::now() + deadline);
        {
            std::lock_guard lock(m_tracker->mutex);
            m_tracker->contexts.push_back(&call->context);
        }
        QPointer<QObject> guard(receiver);
        std::shared_ptr<Tracker> tracker = m_tracker;
        invoke(&call->context, &call->request, &call->response,
               [call, guard, tracker, done = std::move(done)](grpc::Status status) {
                   QMetaObject::invokeMethod(
                       QCoreApplication::instance(),
                       [call, guard, done, status] {
                           if (guard)
                               done(status, call->response);
                       },
                       Qt::QueuedConnection);
                   std::lock_guard lock(tracker->mutex);
                   std::erase(tracker->contexts, &call->context);
                   tracker->idle.notify_all();
               });
    }

private:
    struct Tracker {
        std::mutex mutex;
        std::condition_variable idle;
        std::vector<grpc::ClientContext *> contexts;
    };
    std::shared_ptr<BackendChannel> m_channel;
    std::shared_ptr<Tracker> m_tracker;
};

} // namespace rackops
