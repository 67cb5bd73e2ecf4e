#pragma once

// The demo console as the tests of the rack's actions start it: the demo's seeded activity has
// filed an override request (as Ben) that waits for a second approver.
#include "actionpermission.h"
#include "consolesession.h"
#include "fleetcontroller.h"
#include "fleetmodel.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "overridequeuemodel.h"
#include "sessionidentity.h"

#include <QTest>

namespace rackops::test {

// A demo fleet large enough that the demo's seeded activity finds a rack whose gate fails and files
// an override request for it (as Ben); slow enough that nothing moves on while a test looks.
inline ConsoleSession::Options overrideDemoOptions(const QString &user)
{
    ConsoleSession::Options options;
    options.demoRacks = 600;
    options.demoTimeScale = 1.0;
    options.user = user;
    return options;
}

// Starts the session and waits for the fleet, the operations and the override queue.
inline bool startWithOverrideWaiting(ConsoleSession &session, int waitMs)
{
    QString error;
    if (!session.start(&error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    OperationsController *ops = session.operations();
    return QTest::qWaitFor(
        [&] {
            return session.fleet()->model()->hasSnapshot() && session.permission()->linkUp()
                && ops->identity()->identity().isKnown() && ops->overrides()->pendingCount() > 0
                && ops->model()->rowCount() > 0;
        },
        waitMs);
}

inline const OverrideRequestInfo *pendingOverride(ConsoleSession &session)
{
    OverrideQueueModel *queue = session.operations()->overrides();
    for (int row = 0; row < queue->rowCount(); ++row) {
        if (queue->requestAt(row).state == OverrideRequestInfo::State::Pending)
            return &queue->requestAt(row);
    }
    return nullptr;
}

} // namespace rackops::test
