#pragma once

#include "alertmanageroptions.h"
#include "prometheusoptions.h"
#include "redfishbridgeoptions.h"

#include <QString>

namespace rackops::sim {

// How a simulator is started; filled from the command line or by tests.
struct SimConfig {
    QString listenAddress = QStringLiteral("127.0.0.1:0"); // host:port or unix:PATH
    int rackCount = 2400;
    quint64 seed = 1;
    double timeScale = 1.0; // simulated seconds per real second
    QString stateDir; // empty = keep nothing
    int tickIntervalMs = 250; // 0 = tests advance the clock by hand
    // Where a fresh fleet's clock starts, in ms since the epoch; 0 = the wall clock. Tests that
    // pick racks by what the simulation does ahead pin it, so every run sees the same fleet.
    qint64 startMs = 0;
    int heartbeatIntervalMs = 2000;
    int snapshotChunkSize = 500; // racks per WatchFleet message
    bool demoActivity = false; // a fresh fleet gets recent actions by the demo users
    bool simulatedOperators = false; // people work the approval and repair queues (SimulatedOperators)
    int mutationsPerMinute = 60; // per identity, new mutating calls; 0 = no limit
    int mutationBurst = 20;
    int clusterBurnInDays = 14; // length of a cluster's soak, in days of the simulated clock
    bool replicationFaults = true; // links degrade, failures burst, regions go down (tests turn it off)
    QString siteTimeZone = QStringLiteral("America/Phoenix"); // IANA zone the shifts are counted in
    QString shifts; // "Early@06:00,Late@14:00,Night@22:00"; empty = those three
    // Mutual TLS: all three set = clients must present a certificate signed by
    // clientCa; the person is its CN and the role its OU. None set = plaintext
    // on loopback only, callers name a demo user.
    QString tlsCert;
    QString tlsKey;
    QString clientCa;
    // Racks whose cooling and leak detectors come from Redfish services
    // (--redfish ...); every other rack is simulated.
    redfish::RedfishBridgeOptions redfish;
    // --serve-redfish HOST:PORT: serve the racks' CDUs as a read-only Redfish
    // service (plain HTTP, loopback only; port 0 picks one). Empty = off.
    QString serveRedfish;
    // --metrics-listen HOST:PORT: serve /metrics in Prometheus' text format
    // (plain HTTP; port 0 picks one). Empty = off.
    QString metricsListen;
    // --alertmanager URL ...: the NOC's Alertmanager, whose alerts join the
    // alert book (ALERT_SOURCE_EXTERNAL). Empty URL = off.
    alertmanager::AlertmanagerOptions alertmanager;
    // --prometheus URL ...: the NOC's Prometheus, whose DCGM exporter series
    // give the racks' GPU figures (TelemetryService.GetGpuTelemetry). Empty URL = off.
    prometheus::PrometheusOptions prometheus;
};

} // namespace rackops::sim
