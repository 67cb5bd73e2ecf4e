#pragma once

#include "consolesession.h"

#include <QCoreApplication>
#include <QString>

namespace rackops {

// The console's command line. Parses into options; --help and --version
// print and exit like any other Unix program.
class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    ConsoleSession::Options session;
    QString screenshotPath;
    QString view = QStringLiteral("fleet");
    int screenshotTimeoutSec = 30;
    QString language; // empty = system locale
    bool lightTheme = false;
    bool utcTimes = false;
    bool reportStartup = false;
    QString latencyReportPath; // --report-latency: the event loop's lateness, written to this file
    QString profileName; // the connection profile used or saved, if any
    QString exportHandoverPath; // --export-handover: write the report (PDF or HTML) and exit
    QString shiftId; // --shift: which shift; empty = the most recent that has ended

    // Returns false with a message in `error` for bad arguments.
    bool parse(const QStringList &arguments, QString *error);
};

} // namespace rackops
