#pragma once

#include "actionoutcome.h"

#include <QObject>

namespace rackops {

// The answer to one request that changes something, for the one caller that
// asked (as QNetworkReply is to QNetworkAccessManager). A client returns a
// typed subclass (ApprovalReply, RemediationReply, ...) whose finished(result)
// is emitted exactly once, then the reply deletes itself later: hold it in a
// QPointer. A caller that moves on (another rack, its dialog closed) abandons
// it, and its finished() is never emitted; the request itself runs to its end.
// The reply belongs to the client that made it.
class ActionReply : public QObject {
    Q_OBJECT
public:
    QString idempotencyKey() const { return m_key; }
    bool isFinished() const { return m_finished; }
    bool isAbandoned() const { return m_abandoned; }
    // How it ended: valid once finished.
    const ActionOutcome &outcome() const { return m_outcome; }
    // The asker no longer wants the answer: finished() will not be emitted.
    void abandon();

Q_SIGNALS:
    // The request has its answer, abandoned or not, emitted after finished(): for the
    // bookkeeping of whoever sent it (a queue to read again), never for a view.
    void settled();

protected:
    ActionReply(QString idempotencyKey, QObject *parent);

    // Takes the answer once: stores it, emits `signal` unless abandoned, then settled().
    template<typename Reply, typename Result>
    void finishWith(Result &stored, const Result &result, void (Reply::*signal)(const Result &))
    {
        if (!begin(result))
            return;
        stored = result;
        if (!m_abandoned)
            Q_EMIT(static_cast<Reply *>(this)->*signal)(result);
        end();
    }

private:
    bool begin(const ActionOutcome &outcome);
    void end();

    QString m_key;
    ActionOutcome m_outcome;
    bool m_finished = false;
    bool m_abandoned = false;
};

// What every typed reply shares: the request it answers (result() until finished, then the
// answer) and finish(), which emits the subclass's finished(result) once. A subclass declares
// that signal (moc does not read templates) and what its request is about.
template<typename Reply, typename ResultType> class TypedActionReply : public ActionReply {
public:
    using Result = ResultType;
    // What was asked; once finished, the answer.
    const Result &result() const { return m_result; }
    void finish(const Result &result) { finishWith(m_result, result, &Reply::finished); } // by the client

protected:
    TypedActionReply(Result request, QObject *parent)
        : ActionReply(request.idempotencyKey, parent)
        , m_result(std::move(request))
    {
    }

private:
    Result m_result;
};

} // namespace rackops
