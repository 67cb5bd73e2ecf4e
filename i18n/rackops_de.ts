<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLine</name>
    <message>
        <source>RackOps: operations console for bringing AI racks into production.
Without --connect it starts an embedded demo backend and connects to it.</source>
        <translation>RackOps: Betriebskonsole, um KI-Racks in Produktion zu bringen.
Ohne --connect startet sie ein eingebettetes Demo-Backend und verbindet sich damit.</translation>
    </message>
    <message>
        <source>Connect to the backend at ADDR (host:port or unix:PATH) instead of the demo.</source>
        <translation>Statt der Demo mit dem Backend unter ADDR (host:port oder unix:PFAD) verbinden.</translation>
    </message>
    <message>
        <source>ADDR</source>
        <translation>ADDR</translation>
    </message>
    <message>
        <source>Wait for the first data, save a PNG of the window to FILE and exit.</source>
        <translation>Auf die ersten Daten warten, ein PNG des Fensters in DATEI speichern und beenden.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>View to open: fleet (default) or rack:ID.</source>
        <translation>Zu öffnende Ansicht: fleet (Standard) oder rack:ID.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Number of racks in the demo fleet (default 2400).</source>
        <translation>Anzahl der Racks in der Demo-Flotte (Standard 2400).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Simulated seconds per real second in the demo (default 60).</source>
        <translation>Simulierte Sekunden pro echter Sekunde in der Demo (Standard 60).</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>Language of the user interface (en, de); default: the system's.</source>
        <translation>Sprache der Benutzeroberfläche (en, de); Standard: die des Systems.</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>Use the light theme.</source>
        <translation>Helles Farbschema verwenden.</translation>
    </message>
    <message>
        <source>--connect needs an address, e.g. --connect backend.example:50051</source>
        <translation>--connect braucht eine Adresse, z. B. --connect backend.example:50051</translation>
    </message>
    <message>
        <source>--demo-racks must be a whole number from 1 to 100000</source>
        <translation>--demo-racks muss eine ganze Zahl von 1 bis 100000 sein</translation>
    </message>
    <message>
        <source>--demo-time-scale must be a number greater than 0</source>
        <translation>--demo-time-scale muss eine Zahl größer als 0 sein</translation>
    </message>
    <message>
        <source>Give up on --screenshot after SECONDS without data (default 30).</source>
        <translation>--screenshot nach SEKUNDEN ohne Daten aufgeben (Standard 30).</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDEN</translation>
    </message>
    <message>
        <source>--screenshot-timeout must be a whole number of seconds, at least 1</source>
        <translation>--screenshot-timeout muss eine ganze Zahl von Sekunden sein, mindestens 1</translation>
    </message>
</context>
<context>
    <name>HealthLevels</name>
    <message>
        <source>OK</source>
        <comment>health</comment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Caution</source>
        <comment>health</comment>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Critical</source>
        <comment>health</comment>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>health not reported</comment>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>LifecycleStages</name>
    <message>
        <source>Received</source>
        <comment>lifecycle stage</comment>
        <translation>Angeliefert</translation>
    </message>
    <message>
        <source>Discovering</source>
        <comment>lifecycle stage</comment>
        <translation>Erkennung</translation>
    </message>
    <message>
        <source>Firmware update</source>
        <comment>lifecycle stage</comment>
        <translation>Firmware-Update</translation>
    </message>
    <message>
        <source>Power on</source>
        <comment>lifecycle stage</comment>
        <translation>Einschalten</translation>
    </message>
    <message>
        <source>Cooling commissioning</source>
        <comment>lifecycle stage</comment>
        <translation>Kühlungs-Inbetriebnahme</translation>
    </message>
    <message>
        <source>Validating</source>
        <comment>lifecycle stage</comment>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <comment>lifecycle stage</comment>
        <translation>Wartet auf Freigabe</translation>
    </message>
    <message>
        <source>Production</source>
        <comment>lifecycle stage</comment>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Remediation</source>
        <comment>lifecycle stage</comment>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>lifecycle stage</comment>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <comment>lifecycle stage</comment>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>Quarantined</source>
        <comment>lifecycle stage</comment>
        <translation>Quarantäne</translation>
    </message>
    <message>
        <source>Decommissioned</source>
        <comment>lifecycle stage</comment>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>lifecycle stage not known to this console</comment>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>RackOps cannot start</source>
        <translation>RackOps kann nicht starten</translation>
    </message>
</context>
<context>
    <name>StatusMessage</name>
    <message>
        <source>Rack %1 is not known to the backend.</source>
        <translation>Rack %1 ist dem Backend nicht bekannt.</translation>
    </message>
    <message>
        <source>The backend at %1 closed the stream.</source>
        <translation>Das Backend unter %1 hat den Datenstrom geschlossen.</translation>
    </message>
    <message>
        <source>The backend at %1 is shutting down.</source>
        <translation>Das Backend unter %1 wird heruntergefahren.</translation>
    </message>
    <message>
        <source>The backend at %1 did not answer in time.</source>
        <translation>Das Backend unter %1 hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The backend at %1 did not accept our credentials (%2).</source>
        <translation>Das Backend unter %1 hat unsere Anmeldedaten nicht akzeptiert (%2).</translation>
    </message>
    <message>
        <source>The backend at %1 refused: %2</source>
        <translation>Das Backend unter %1 hat abgelehnt: %2</translation>
    </message>
    <message>
        <source>The backend at %1 does not offer the fleet service; is it a RackOps backend?</source>
        <translation>Das Backend unter %1 bietet den Flottendienst nicht an; ist es ein RackOps-Backend?</translation>
    </message>
    <message>
        <source>The backend at %1 restarted its history; fetching a fresh copy.</source>
        <translation>Das Backend unter %1 hat seine Historie neu begonnen; hole eine frische Kopie.</translation>
    </message>
    <message>
        <source>The backend at %1 reported an error: %2</source>
        <translation>Das Backend unter %1 meldet einen Fehler: %2</translation>
    </message>
    <message>
        <source>connection refused (is the backend running?)</source>
        <translation>Verbindung abgelehnt (läuft das Backend?)</translation>
    </message>
    <message>
        <source>the connection dropped</source>
        <translation>die Verbindung ist abgebrochen</translation>
    </message>
    <message>
        <source>no answer to keepalive pings; the link is down</source>
        <translation>keine Antwort auf Keepalive-Pings; die Leitung ist unterbrochen</translation>
    </message>
    <message>
        <source>the host name cannot be resolved</source>
        <translation>der Hostname lässt sich nicht auflösen</translation>
    </message>
    <message>
        <source>Cannot reach the backend at %1: %2</source>
        <translation>Das Backend unter %1 ist nicht erreichbar: %2</translation>
    </message>
</context>
<context>
    <name>rackops::ConnectionIndicator</name>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds</comment>
        <translation><numerusform>%n s</numerusform><numerusform>%n s</numerusform></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Receiving fleet…</source>
        <translation>Empfange Flotte …</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message numerus="yes">
        <source>Reconnecting in %n s — down since %1</source>
        <translation><numerusform>Neuer Versuch in %n s — getrennt seit %1</numerusform><numerusform>Neuer Versuch in %n s — getrennt seit %1</numerusform></translation>
    </message>
    <message>
        <source>Reconnecting now — down since %1</source>
        <translation>Neuer Versuch läuft — getrennt seit %1</translation>
    </message>
    <message>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <source>%1 (embedded demo backend)</source>
        <translation>%1 (eingebettetes Demo-Backend)</translation>
    </message>
    <message>
        <source>No data yet</source>
        <translation>Noch keine Daten</translation>
    </message>
    <message>
        <source>Data age %1</source>
        <translation>Datenalter %1</translation>
    </message>
    <message>
        <source>Last message from the backend at %1 (fleet revision %2)</source>
        <translation>Letzte Nachricht vom Backend um %1 (Flottenrevision %2)</translation>
    </message>
</context>
<context>
    <name>rackops::ConsoleSession</name>
    <message>
        <source>The embedded demo backend did not start: %1</source>
        <translation>Das eingebettete Demo-Backend ist nicht gestartet: %1</translation>
    </message>
</context>
<context>
    <name>rackops::FleetBoard</name>
    <message>
        <source>Racks of the fleet</source>
        <translation>Racks der Flotte</translation>
    </message>
</context>
<context>
    <name>rackops::FleetFilterBar</name>
    <message>
        <source>Filter racks: id, site, row, stage, reason…</source>
        <translation>Racks filtern: ID, Standort, Reihe, Phase, Grund …</translation>
    </message>
    <message>
        <source>Filter racks by text</source>
        <translation>Racks nach Text filtern</translation>
    </message>
    <message>
        <source>Filter by lifecycle stage</source>
        <translation>Nach Lebenszyklusphase filtern</translation>
    </message>
    <message>
        <source>All stages</source>
        <translation>Alle Phasen</translation>
    </message>
    <message>
        <source>Filter by health</source>
        <translation>Nach Zustand filtern</translation>
    </message>
    <message>
        <source>Any health</source>
        <translation>Jeder Zustand</translation>
    </message>
    <message>
        <source>Filter by site</source>
        <translation>Nach Standort filtern</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Filter zurücksetzen</translation>
    </message>
    <message>
        <source>All sites</source>
        <translation>Alle Standorte</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 Racks</translation>
    </message>
    <message>
        <source>%1 of %2 racks</source>
        <translation>%1 von %2 Racks</translation>
    </message>
</context>
<context>
    <name>rackops::FleetModel</name>
    <message>
        <source>&lt; 1 min</source>
        <translation>&lt; 1 min</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>Region %1, site %2, hall %3, row %4, position %5</source>
        <translation>Region %1, Standort %2, Halle %3, Reihe %4, Position %5</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Location</source>
        <comment>site, hall, row, position</comment>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Stage</source>
        <comment>lifecycle stage</comment>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>In stage</source>
        <comment>time the rack has been in its stage</comment>
        <translation>In Phase seit</translation>
    </message>
    <message>
        <source>Progress</source>
        <comment>progress of the current step</comment>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
</context>
<context>
    <name>rackops::LifecycleHistoryModel</name>
    <message>
        <source>%1 (automated)</source>
        <translation>%1 (automatisch)</translation>
    </message>
    <message>
        <source>%1 (UTC %2)</source>
        <translation>%1 (UTC %2)</translation>
    </message>
    <message>
        <source>Entered</source>
        <comment>time a stage was entered</comment>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Stage</source>
        <comment>lifecycle stage</comment>
        <translation>Phase</translation>
    </message>
    <message>
        <source>By</source>
        <comment>who moved the rack</comment>
        <translation>Durch</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>rackops::MainWindow</name>
    <message>
        <source>RackOps — DEMO</source>
        <translation>RackOps — DEMO</translation>
    </message>
    <message>
        <source>RackOps — %1</source>
        <translation>RackOps — %1</translation>
    </message>
    <message>
        <source>DEMO — a simulated fleet running inside this console. Nothing you see or do here reaches real racks.</source>
        <translation>DEMO — eine simulierte Flotte in dieser Konsole. Nichts, was Sie hier sehen oder tun, erreicht echte Racks.</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>DEMO</source>
        <translation>DEMO</translation>
    </message>
    <message>
        <source>Connected to the embedded demo backend</source>
        <translation>Mit dem eingebetteten Demo-Backend verbunden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fleet board</source>
        <translation>&amp;Flottenübersicht</translation>
    </message>
    <message>
        <source>Filter &amp;racks</source>
        <translation>&amp;Racks filtern</translation>
    </message>
    <message>
        <source>&amp;Rack detail</source>
        <translation>Rack-&amp;Details</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About RackOps</source>
        <translation>&amp;Über RackOps</translation>
    </message>
    <message>
        <source>About RackOps</source>
        <translation>Über RackOps</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RackOps %1&lt;/h3&gt;&lt;p&gt;Operations console for bringing AI racks into production.&lt;/p&gt;&lt;p&gt;Backend: %2&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RackOps %1&lt;/h3&gt;&lt;p&gt;Betriebskonsole, um KI-Racks in Produktion zu bringen.&lt;/p&gt;&lt;p&gt;Backend: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unknown view "%1". Available: fleet, rack:ID</source>
        <translation>Unbekannte Ansicht „%1“. Verfügbar: fleet, rack:ID</translation>
    </message>
</context>
<context>
    <name>rackops::RackComponentsModel</name>
    <message>
        <source>Compute tray</source>
        <translation>Compute-Tray</translation>
    </message>
    <message>
        <source>NVLink switch tray</source>
        <translation>NVLink-Switch-Tray</translation>
    </message>
    <message>
        <source>Power shelf</source>
        <translation>Power-Shelf</translation>
    </message>
    <message>
        <source>CDU</source>
        <comment>coolant distribution unit</comment>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Unknown part</source>
        <translation>Unbekanntes Teil</translation>
    </message>
    <message>
        <source>As expected</source>
        <translation>Wie erwartet</translation>
    </message>
    <message numerus="yes">
        <source>%n not as expected</source>
        <comment>firmware images</comment>
        <translation><numerusform>%n nicht wie erwartet</numerusform><numerusform>%n nicht wie erwartet</numerusform></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (expected %3)</source>
        <translation>%1: %2 (erwartet %3)</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Firmware</source>
        <translation>Firmware</translation>
    </message>
    <message>
        <source>Serial number</source>
        <translation>Seriennummer</translation>
    </message>
</context>
<context>
    <name>rackops::RackDetailPanel</name>
    <message>
        <source>Select a rack on the fleet board to see its parts and history.</source>
        <translation>Wählen Sie ein Rack in der Flottenübersicht, um seine Teile und seine Historie zu sehen.</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Ort:</translation>
    </message>
    <message>
        <source>Stage:</source>
        <translation>Phase:</translation>
    </message>
    <message>
        <source>Health:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>Parts of the rack</source>
        <translation>Teile des Racks</translation>
    </message>
    <message>
        <source>Lifecycle history of the rack</source>
        <translation>Lebenszyklus-Historie des Racks</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>Rack %1 is not in the fleet (any more).</source>
        <translation>Rack %1 ist nicht (mehr) in der Flotte.</translation>
    </message>
    <message>
        <source>%1, site %2, hall %3, row %4, position %5</source>
        <translation>%1, Standort %2, Halle %3, Reihe %4, Position %5</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 seit %2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>rackops::Screenshotter</name>
    <message>
        <source>no fleet data arrived from %1 in time</source>
        <translation>von %1 kamen nicht rechtzeitig Flottendaten</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Screenshot saved to %1</source>
        <translation>Bildschirmfoto gespeichert unter %1</translation>
    </message>
    <message>
        <source>screenshot failed: %1</source>
        <translation>Bildschirmfoto fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>rackops::StageCounterBar</name>
    <message>
        <source>Show only racks in %1</source>
        <translation>Nur Racks in %1 zeigen</translation>
    </message>
    <message>
        <source>All racks
%1</source>
        <comment>tile: label, newline, count</comment>
        <translation>Alle Racks
%1</translation>
    </message>
</context>
<context>
    <name>rackops::StaleDataBanner</name>
    <message numerus="yes">
        <source>Connection lost — showing the fleet as of %1. Reconnecting in %n s.</source>
        <translation><numerusform>Verbindung verloren — Flotte mit Stand %1. Neuer Versuch in %n s.</numerusform><numerusform>Verbindung verloren — Flotte mit Stand %1. Neuer Versuch in %n s.</numerusform></translation>
    </message>
    <message>
        <source>Reconnected — catching up on changes since %1…</source>
        <translation>Wieder verbunden — hole Änderungen seit %1 nach …</translation>
    </message>
    <message>
        <source>Not connected — showing the fleet as of %1.</source>
        <translation>Nicht verbunden — Flotte mit Stand %1.</translation>
    </message>
</context>
</TS>