#include "commandline.h"

#include "consolesettings.h"

#include <QFileInfo>

#include <QCommandLineParser>

namespace rackops {

bool CommandLine::parse(const QStringList &arguments, QString *error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("RackOps: operations console for bringing AI racks into production.\n"
           "Without --connect it starts a demo backend (rackops-sim) and connects to it."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption connectOption(
        QStringLiteral("connect"), tr("Connect to the backend at ADDR (host:port or unix:PATH) instead of the demo."),
        tr("ADDR"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
                                              tr("Wait for the first data, save a PNG of the window to FILE and exit."),
                                              tr("FILE"));
    const QCommandLineOption timeoutOption(QStringLiteral("screenshot-timeout"),
                                           tr("Give up on --screenshot after SECONDS without data (default 30)."),
                                           tr("SECONDS"), QStringLiteral("30"));
    const QCommandLineOption viewOption(
        QStringLiteral("view"),
        tr("View to open: fleet (default), rack:ID, gpus:ID, cooling:ID, thermal, validation:ID, approvals, audit, "
           "replication, alerts, handover, clusters, cluster:ID or approve:ID."),
        tr("NAME"), QStringLiteral("fleet"));
    const QCommandLineOption racksOption(QStringLiteral("demo-racks"),
                                         tr("Number of racks in the demo fleet (default 2400)."), tr("N"),
                                         QStringLiteral("2400"));
    const QCommandLineOption scaleOption(QStringLiteral("demo-time-scale"),
                                         tr("Simulated seconds per real second in the demo (default 60)."), tr("X"),
                                         QStringLiteral("60"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"), tr("Language of the user interface (en, de); default: the system's."), tr("CODE"));
    const QCommandLineOption userOption(
        QStringLiteral("user"),
        tr("Act as the demo user NAME (vera viewer, omar operator, anna or ben approver, ada admin)."), tr("NAME"));
    const QCommandLineOption insecureOption(
        QStringLiteral("insecure"),
        tr("Allow an unencrypted connection to a backend that is not on this machine (shown as a warning)."));
    const QCommandLineOption startupOption(
        QStringLiteral("report-startup"),
        tr("Print the time from start to the first fleet frame, then exit (for measurements)."));
    const QCommandLineOption latencyOption(
        QStringLiteral("report-latency"),
        tr("From the first fleet frame on, measure how late the event loop runs a 10 ms timer and write "
           "p50, p99 and max (JSON) to FILE, every 5 s and at exit."),
        tr("FILE"));
    const QCommandLineOption caOption(QStringLiteral("ca"),
                                      tr("Trust backends signed by this CA (PEM) and connect "
                                         "with mutual TLS."),
                                      tr("FILE"));
    const QCommandLineOption certOption(QStringLiteral("cert"), tr("Your client certificate (PEM)."), tr("FILE"));
    const QCommandLineOption keyOption(QStringLiteral("key"),
                                       tr("Your client certificate's key (PEM); it stays in "
                                          "that file."),
                                       tr("FILE"));
    const QCommandLineOption exportHandoverOption(
        QStringLiteral("export-handover"),
        tr("Write the shift handover to FILE (PDF when it ends in .pdf, else HTML) without a window, and exit."),
        tr("FILE"));
    const QCommandLineOption shiftOption(
        QStringLiteral("shift"),
        tr("The shift for --export-handover, e.g. 2025-03-14/night (default: the most recent that has ended)."),
        tr("ID"));
    const QCommandLineOption lightOption(QStringLiteral("light"), tr("Use the light theme."));
    const QCommandLineOption utcOption(QStringLiteral("utc"), tr("Show times in UTC instead of local time."));
    const QCommandLineOption profileOption(QStringLiteral("profile"),
                                           tr("Connect as the saved connection profile NAME (backend, CA, certificate "
                                              "and key paths); options given as well win."),
                                           tr("NAME"));
    const QCommandLineOption saveProfileOption(
        QStringLiteral("save-profile"),
        tr("Save --connect, --ca, --cert, --key and --insecure as the connection "
           "profile NAME (paths only; keys are never copied)."),
        tr("NAME"));
    const QCommandLineOption coolingOption(
        QStringLiteral("cooling-interval"),
        tr("Refresh every rack's cooling readings on the fleet board every SECONDS (default 5; 1 = every second)."),
        tr("SECONDS"), QStringLiteral("5"));
    parser.addOptions({connectOption,     screenshotOption, timeoutOption,        viewOption,  racksOption,
                       scaleOption,       langOption,       lightOption,          userOption,  insecureOption,
                       startupOption,     caOption,         certOption,           keyOption,   profileOption,
                       saveProfileOption, utcOption,        exportHandoverOption, shiftOption, latencyOption,
                       coolingOption});
    parser.process(arguments); // --help / --version / unknown options exit here

    session.connectTo = parser.value(connectOption).trimmed();
    if (parser.isSet(connectOption) && session.connectTo.isEmpty()) {
        *error = tr("--connect needs an address, e.g. --connect backend.example:50051");
        return false;
    }
    bool ok = false;
    session.demoRacks = parser.value(racksOption).toInt(&ok);
    if (!ok || session.demoRacks < 1 || session.demoRacks > 100000) {
        *error = tr("--demo-racks must be a whole number from 1 to 100000");
        return false;
    }
    session.demoTimeScale = parser.value(scaleOption).toDouble(&ok);
    if (!ok || !(session.demoTimeScale > 0)) {
        *error = tr("--demo-time-scale must be a number greater than 0");
        return false;
    }
    const double coolingSeconds = parser.value(coolingOption).toDouble(&ok);
    if (!ok || !(coolingSeconds >= 1) || coolingSeconds > 300) {
        *error = tr("--cooling-interval must be a number of seconds from 1 to 300");
        return false;
    }
    session.fleetCoolingIntervalMs = int(coolingSeconds * 1000);
    screenshotPath = parser.value(screenshotOption);
    exportHandoverPath = parser.value(exportHandoverOption);
    shiftId = parser.value(shiftOption).trimmed();
    if (!shiftId.isEmpty() && exportHandoverPath.isEmpty()) {
        *error = tr("--shift goes with --export-handover");
        return false;
    }
    screenshotTimeoutSec = parser.value(timeoutOption).toInt(&ok);
    if (!ok || screenshotTimeoutSec < 1) {
        *error = tr("--screenshot-timeout must be a whole number of seconds, at least 1");
        return false;
    }
    view = parser.value(viewOption);
    language = parser.value(langOption);
    lightTheme = parser.isSet(lightOption);
    utcTimes = parser.isSet(utcOption);
    session.user = parser.value(userOption).trimmed();
    session.insecure = parser.isSet(insecureOption);
    reportStartup = parser.isSet(startupOption);
    latencyReportPath = parser.value(latencyOption);
    session.tlsCa = parser.value(caOption);
    session.tlsCert = parser.value(certOption);
    session.tlsKey = parser.value(keyOption);
    if (parser.isSet(profileOption)) {
        const QString name = parser.value(profileOption).trimmed();
        const auto profile = ConsoleSettings().profile(name);
        if (!profile) {
            const QStringList known = ConsoleSettings().profileNames();
            *error = known.isEmpty()
                ? tr("There is no connection profile \"%1\"; none is saved yet (see --save-profile).").arg(name)
                : tr("There is no connection profile \"%1\". Saved profiles: %2")
                      .arg(name, known.join(QStringLiteral(", ")));
            return false;
        }
        profileName = profile->name;
        session.profile = profileName;
        const auto fill = [](QString &option, const QString &saved) {
            if (option.isEmpty())
                option = saved;
        };
        fill(session.connectTo, profile->endpoint);
        fill(session.tlsCa, profile->caFile);
        fill(session.tlsCert, profile->certFile);
        fill(session.tlsKey, profile->keyFile);
        session.insecure = session.insecure || profile->insecure;
    }
    if (parser.isSet(saveProfileOption)) {
        ConnectionProfile profile;
        profile.name = parser.value(saveProfileOption).trimmed();
        if (profile.name.isEmpty() || profile.name.contains(QLatin1Char('/')) || session.connectTo.isEmpty()) {
            *error = tr("--save-profile needs a name without \"/\" and a backend to save (--connect)");
            return false;
        }
        const auto absolute = [](const QString &path) {
            return path.isEmpty() ? path : QFileInfo(path).absoluteFilePath();
        };
        profile.endpoint = session.connectTo;
        profile.caFile = absolute(session.tlsCa);
        profile.certFile = absolute(session.tlsCert);
        profile.keyFile = absolute(session.tlsKey);
        profile.insecure = session.insecure;
        ConsoleSettings().saveProfile(profile);
        profileName = profile.name;
        session.profile = profileName;
    }
    if ((!session.tlsCa.isEmpty() || !session.tlsCert.isEmpty() || !session.tlsKey.isEmpty())
        && session.connectTo.isEmpty()) {
        *error = tr("--ca, --cert and --key are for --connect; the demo backend needs none");
        return false;
    }
    return true;
}

} // namespace rackops
