<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>RackOps: operations console for bringing AI racks into production.
Without --connect it starts an embedded demo backend and connects to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the backend at ADDR (host:port or unix:PATH) instead of the demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ADDR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the first data, save a PNG of the window to FILE and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View to open: fleet (default) or rack:ID.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of racks in the demo fleet (default 2400).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated seconds per real second in the demo (default 60).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the user interface (en, de); default: the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CODE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the light theme.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--connect needs an address, e.g. --connect backend.example:50051</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo-racks must be a whole number from 1 to 100000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--demo-time-scale must be a number greater than 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HealthLevels</name>
    <message>
        <source>OK</source>
        <comment>health</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caution</source>
        <comment>health</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <comment>health</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>health not reported</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LifecycleStages</name>
    <message>
        <source>Received</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovering</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware update</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power on</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling commissioning</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validating</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remediation</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quarantined</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decommissioned</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>lifecycle stage not known to this console</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>RackOps cannot start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusMessage</name>
    <message>
        <source>Rack %1 is not known to the backend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 closed the stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 is shutting down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the backend at %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 did not accept our credentials (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 refused: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 does not offer the fleet service; is it a RackOps backend?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 restarted its history; fetching a fresh copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend at %1 reported an error: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::ConnectionIndicator</name>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receiving fleet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reconnecting in %n s — down since %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reconnecting now — down since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (embedded demo backend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data age %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last message from the backend at %1 (fleet revision %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::ConsoleSession</name>
    <message>
        <source>The embedded demo backend did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::FleetBoard</name>
    <message>
        <source>Racks of the fleet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::FleetFilterBar</name>
    <message>
        <source>Filter racks: id, site, row, stage, reason…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter racks by text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by lifecycle stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All sites</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 racks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::FleetModel</name>
    <message>
        <source>&lt; 1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region %1, site %2, hall %3, row %4, position %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <comment>site, hall, row, position</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In stage</source>
        <comment>time the rack has been in its stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <comment>progress of the current step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::LifecycleHistoryModel</name>
    <message>
        <source>%1 (automated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (UTC %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered</source>
        <comment>time a stage was entered</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <comment>lifecycle stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By</source>
        <comment>who moved the rack</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::MainWindow</name>
    <message>
        <source>RackOps — DEMO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RackOps — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEMO — a simulated fleet running inside this console. Nothing you see or do here reaches real racks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEMO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the embedded demo backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fleet board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter &amp;racks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rack detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About RackOps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About RackOps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;RackOps %1&lt;/h3&gt;&lt;p&gt;Operations console for bringing AI racks into production.&lt;/p&gt;&lt;p&gt;Backend: %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown view &quot;%1&quot;. Available: fleet, rack:ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::RackComponentsModel</name>
    <message>
        <source>Compute tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink switch tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDU</source>
        <comment>coolant distribution unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n not as expected</source>
        <comment>firmware images</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (expected %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::RackDetailPanel</name>
    <message>
        <source>Select a rack on the fleet board to see its parts and history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts of the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifecycle history of the rack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack %1 is not in the fleet (any more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, site %2, hall %3, row %4, position %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::Screenshotter</name>
    <message>
        <source>no fleet data arrived from %1 in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screenshot saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>screenshot failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rackops::StageCounterBar</name>
    <message>
        <source>Show only racks in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All racks
%1</source>
        <comment>tile: label, newline, count</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
