#pragma once

#include "localizedtext.h"
#include "remediationaction.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QString>

namespace rackops {

// A long-running action on a rack (approval or remediation) and where it stands.
struct OperationInfo {
    enum class Kind : quint8 { Unknown, Approval, Remediation, ValidationRun, Lifecycle };
    enum class State : quint8 { Unknown, Pending, Running, Succeeded, Failed, Cancelled, AwaitingConfirmation };

    QString id;
    Kind kind = Kind::Unknown;
    RemediationAction action = RemediationAction::Unknown;
    QString rackId;
    QString requestedBy;
    QString confirmedBy;
    State state = State::Unknown;
    float progress = 0.0F;
    QString message; // said in the console's language
    LocalizedText messageText;
    QString reason;
    qint64 createdMs = 0;
    qint64 finishedMs = 0;
    qint64 revision = 0;

    bool isFinished() const { return state == State::Succeeded || state == State::Failed || state == State::Cancelled; }
    QString title() const; // "Approve for production", "Reflash firmware", ...
    static QString stateName(State state);

    bool operator==(const OperationInfo &other) const = default;
};

class OperationTexts {
    Q_DECLARE_TR_FUNCTIONS(OperationInfo)
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::OperationInfo)
