#pragma once

// The console's tests start it on the demo backend (a real rackops-sim process it starts and stops).
#include "consolesession.h"

#include <QTest>

namespace rackops::test {

// A demo fleet of `racks`; time runs `timeScale` times as fast as the wall clock (0: the default).
inline ConsoleSession::Options demoOptions(int racks, double timeScale = 0, const QString &user = {})
{
    ConsoleSession::Options options;
    options.demoRacks = racks;
    if (timeScale > 0)
        options.demoTimeScale = timeScale;
    options.user = user;
    return options;
}

} // namespace rackops::test

// Starts `session` or fails the test with the reason it gives.
#define RACKOPS_VERIFY_STARTED(session)                                                                                \
    do {                                                                                                               \
        QString startError;                                                                                            \
        QVERIFY2((session).start(&startError), qPrintable(startError));                                                \
    } while (false)
