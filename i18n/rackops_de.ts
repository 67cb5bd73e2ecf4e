<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AlertInfo</name>
    <message>
        <source>Critical</source>
        <comment>alert severity</comment>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>alert severity</comment>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <comment>alert severity</comment>
        <translation>Info</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>alert severity</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Triggered</source>
        <comment>alert state: new, nobody owns it</comment>
        <translation>Ausgelöst</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <comment>alert state: someone owns it</comment>
        <translation>Übernommen</translation>
    </message>
    <message>
        <source>Resolved</source>
        <comment>alert state</comment>
        <translation>Erledigt</translation>
    </message>
    <message>
        <source>Silenced</source>
        <comment>alert state: held by a silence</comment>
        <translation>Stummgeschaltet</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>alert state</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Cooling limit</source>
        <comment>alert source: a cooling reading past its threshold</comment>
        <translation>Kühlgrenzwert</translation>
    </message>
    <message>
        <source>Leak detector</source>
        <comment>alert source</comment>
        <translation>Leckmelder</translation>
    </message>
    <message>
        <source>Validation verdict</source>
        <comment>alert source</comment>
        <translation>Validierungsergebnis</translation>
    </message>
    <message>
        <source>Replication</source>
        <comment>alert source</comment>
        <translation>Replikation</translation>
    </message>
    <message>
        <source>Lifecycle</source>
        <comment>alert source</comment>
        <translation>Lebenszyklus</translation>
    </message>
    <message>
        <source>Failed operation</source>
        <comment>alert source</comment>
        <translation>Fehlgeschlagener Vorgang</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>alert source</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Cluster</source>
        <comment>alert source: a multi-rack cluster&apos;s certification or burn-in</comment>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Alertmanager</source>
        <comment>alert source: the NOC&apos;s Prometheus Alertmanager</comment>
        <translation>Alertmanager</translation>
    </message>
    <message>
        <source>%1, Alertmanager not answering</source>
        <comment>alert state, then why it may be out of date</comment>
        <translation>%1, Alertmanager antwortet nicht</translation>
    </message>
    <message>
        <source>%1, suppressed in Alertmanager</source>
        <comment>alert state, then Alertmanager&apos;s</comment>
        <translation>%1, in Alertmanager zurückgehalten</translation>
    </message>
    <message>
        <source>Active in Alertmanager (it notifies).</source>
        <translation>In Alertmanager aktiv (er benachrichtigt).</translation>
    </message>
    <message>
        <source>Received by Alertmanager, not yet routed.</source>
        <translation>Von Alertmanager empfangen, noch nicht weitergeleitet.</translation>
    </message>
    <message>
        <source>silenced by %1</source>
        <translation>stummgeschaltet durch %1</translation>
    </message>
    <message>
        <source>inhibited by %1</source>
        <translation>gehemmt durch %1</translation>
    </message>
    <message>
        <source>muted by %1</source>
        <translation>ausgesetzt durch das Zeitfenster %1</translation>
    </message>
    <message>
        <source>Suppressed in Alertmanager: it notifies nobody.</source>
        <translation>In Alertmanager zurückgehalten: er benachrichtigt niemanden.</translation>
    </message>
    <message>
        <source>Suppressed in Alertmanager (%1): it notifies nobody.</source>
        <translation>In Alertmanager zurückgehalten (%1): er benachrichtigt niemanden.</translation>
    </message>
    <message>
        <source>Alertmanager&apos;s state is not known.</source>
        <translation>Der Zustand in Alertmanager ist nicht bekannt.</translation>
    </message>
</context>
<context>
    <name>AuditActions</name>
    <message>
        <source>Approval</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <source>Approval finished</source>
        <translation>Freigabe abgeschlossen</translation>
    </message>
    <message>
        <source>Override requested</source>
        <translation>Ausnahme beantragt</translation>
    </message>
    <message>
        <source>Override confirmed</source>
        <translation>Ausnahme bestätigt</translation>
    </message>
    <message>
        <source>Override turned down</source>
        <translation>Ausnahme abgelehnt</translation>
    </message>
    <message>
        <source>Override withdrawn</source>
        <translation>Ausnahme zurückgezogen</translation>
    </message>
    <message>
        <source>Remediation</source>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>Remediation finished</source>
        <translation>Behebung abgeschlossen</translation>
    </message>
    <message>
        <source>Validation run</source>
        <translation>Validierungslauf</translation>
    </message>
    <message>
        <source>Validation run finished</source>
        <translation>Validierungslauf beendet</translation>
    </message>
    <message>
        <source>Validation imported</source>
        <translation>Validierung importiert</translation>
    </message>
    <message>
        <source>Alert acknowledged</source>
        <translation>Alarm übernommen</translation>
    </message>
    <message>
        <source>Alert taken over</source>
        <translation>Alarm von jemand anderem übernommen</translation>
    </message>
    <message>
        <source>Alert comment</source>
        <translation>Alarm kommentiert</translation>
    </message>
    <message>
        <source>Alert resolved</source>
        <translation>Alarm erledigt</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>Stummschaltung</translation>
    </message>
    <message>
        <source>Silence ended</source>
        <translation>Stummschaltung beendet</translation>
    </message>
    <message>
        <source>Handover note</source>
        <translation>Übergabenotiz</translation>
    </message>
    <message>
        <source>Handover signed off</source>
        <translation>Übergabe abgezeichnet</translation>
    </message>
    <message>
        <source>SLO changed</source>
        <translation>SLO geändert</translation>
    </message>
    <message>
        <source>Silence in Alertmanager</source>
        <translation>Stummschaltung in Alertmanager</translation>
    </message>
</context>
<context>
    <name>BackendChannel</name>
    <message>
        <source>Mutual TLS needs all three: --ca, --cert and --key.</source>
        <translation>Gegenseitiges TLS braucht alle drei: --ca, --cert und --key.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>BackendText</name>
    <message>
        <source>Racked and cabled; waiting for the discovery window</source>
        <comment>step.received</comment>
        <translation>Eingebaut und verkabelt; wartet auf das Erkennungsfenster</translation>
    </message>
    <message>
        <source>Inventorying components through the BMC (%1 of %2)</source>
        <comment>step.discovering</comment>
        <translation>Inventur der Komponenten über den BMC (%1 von %2)</translation>
    </message>
    <message>
        <source>Flashing BMC, HMC and NIC firmware on compute tray %1 of %2</source>
        <comment>step.firmware_compute</comment>
        <translation>Flasht BMC-, HMC- und NIC-Firmware auf Compute-Tray %1 von %2</translation>
    </message>
    <message>
        <source>Flashing NVSwitch firmware on switch tray %1 of %2</source>
        <comment>step.firmware_switch</comment>
        <translation>Flasht NVSwitch-Firmware auf Switch-Tray %1 von %2</translation>
    </message>
    <message>
        <source>Updating power shelf and CDU controller firmware</source>
        <comment>step.firmware_power</comment>
        <translation>Aktualisiert die Firmware von Power-Shelf und CDU-Controller</translation>
    </message>
    <message>
        <source>Energising power shelves</source>
        <comment>step.power_shelves</comment>
        <translation>Power-Shelves werden eingeschaltet</translation>
    </message>
    <message>
        <source>Bringing up NVLink switch trays</source>
        <comment>step.power_switches</comment>
        <translation>NVLink-Switch-Trays fahren hoch</translation>
    </message>
    <message>
        <source>Booting compute trays</source>
        <comment>step.power_compute</comment>
        <translation>Compute-Trays booten</translation>
    </message>
    <message>
        <source>Filling and purging the coolant loop</source>
        <comment>step.cooling_fill</comment>
        <translation>Kühlkreislauf wird befüllt und entlüftet</translation>
    </message>
    <message>
        <source>Balancing flow across compute trays</source>
        <comment>step.cooling_balance</comment>
        <translation>Durchfluss wird über die Compute-Trays abgeglichen</translation>
    </message>
    <message>
        <source>Holding full-rack load, checking delta-T and pressure</source>
        <comment>step.cooling_load</comment>
        <translation>Volllast auf dem Rack, Delta-T und Druck werden geprüft</translation>
    </message>
    <message>
        <source>DCGM diagnostics, level 3, %1 GPUs</source>
        <comment>step.validate_dcgm</comment>
        <translation>DCGM-Diagnose, Stufe 3, %1 GPUs</translation>
    </message>
    <message>
        <source>NCCL all-reduce across the %1-GPU NVLink domain</source>
        <comment>step.validate_nccl</comment>
        <translation>NCCL-All-Reduce über die NVLink-Domäne mit %1 GPUs</translation>
    </message>
    <message>
        <source>Full-rack workload test against the fleet baseline</source>
        <comment>step.validate_workload</comment>
        <translation>Workload-Test des ganzen Racks gegen die Flotten-Baseline</translation>
    </message>
    <message>
        <source>Storage read throughput per GPU</source>
        <comment>step.validate_storage</comment>
        <translation>Storage-Lesedurchsatz je GPU</translation>
    </message>
    <message>
        <source>All criteria met; waiting for an operator to approve for production</source>
        <comment>step.awaiting_approval</comment>
        <translation>Alle Kriterien erfüllt; wartet auf die Freigabe für die Produktion</translation>
    </message>
    <message>
        <source>Serving workloads</source>
        <comment>step.production</comment>
        <translation>In Produktion</translation>
    </message>
    <message>
        <source>Remediating: %1</source>
        <comment>step.remediating</comment>
        <translation>Behebung: %1</translation>
    </message>
    <message>
        <source>Needs an operator: %1</source>
        <comment>step.needs_operator</comment>
        <translation>Braucht einen Operator: %1</translation>
    </message>
    <message>
        <source>Scheduled maintenance: tray service and reprovisioning</source>
        <comment>step.maintenance</comment>
        <translation>Geplante Wartung: Tray-Service und Neuprovisionierung</translation>
    </message>
    <message>
        <source>Isolated pending investigation</source>
        <comment>step.quarantined</comment>
        <translation>Isoliert bis zur Untersuchung</translation>
    </message>
    <message>
        <source>Removed from service</source>
        <comment>step.decommissioned</comment>
        <translation>Außer Betrieb genommen</translation>
    </message>
    <message>
        <source>%1: missing from BMC inventory (no Redfish response)</source>
        <comment>fault.inventory_missing</comment>
        <translation>%1: fehlt im BMC-Inventar (keine Redfish-Antwort)</translation>
    </message>
    <message>
        <source>%1: BMC firmware flash failed (image verification error at %2)</source>
        <comment>fault.flash_failed</comment>
        <translation>%1: Flashen der BMC-Firmware fehlgeschlagen (Fehler bei der Image-Prüfung bei %2)</translation>
    </message>
    <message>
        <source>%1: flow %2 below setpoint %3 during commissioning</source>
        <comment>fault.cdu_flow_low</comment>
        <translation>%1: Durchfluss %2 unter Sollwert %3 bei der Inbetriebnahme</translation>
    </message>
    <message>
        <source>%1 GPU %2: uncorrectable ECC errors in DCGM memory test</source>
        <comment>fault.gpu_ecc</comment>
        <translation>%1 GPU %2: nicht korrigierbare ECC-Fehler im DCGM-Speichertest</translation>
    </message>
    <message>
        <source>%1 port %2: NCCL all-reduce bus bandwidth %3 below baseline for messages of 1 GiB and more</source>
        <comment>fault.nvlink_busbw</comment>
        <translation>%1 Port %2: NCCL-All-Reduce-Busbandbreite %3 unter der Baseline bei Nachrichten ab 1 GiB</translation>
    </message>
    <message>
        <source>%1: thermal throttling in workload test, step rate %2 below fleet baseline</source>
        <comment>fault.thermal_throttle</comment>
        <translation>%1: thermische Drosselung im Workload-Test, Schrittrate %2 unter der Flotten-Baseline</translation>
    </message>
    <message>
        <source>%1: tray reported a fatal error</source>
        <comment>fault.fatal</comment>
        <translation>%1: Tray meldet einen schweren Fehler</translation>
    </message>
    <message>
        <source>%1: flash failed again (image verification error)</source>
        <comment>fault.reflash_again</comment>
        <translation>%1: Flashen erneut fehlgeschlagen (Fehler bei der Image-Prüfung)</translation>
    </message>
    <message>
        <source>%1: did not come back after the power cycle</source>
        <comment>fault.power_cycle_lost</comment>
        <translation>%1: nach dem Aus- und Einschalten nicht wieder erreichbar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>part.status</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the rack</source>
        <comment>part.whole_rack</comment>
        <translation>das Rack</translation>
    </message>
    <message>
        <source>Approving for production: handing the rack to the workload scheduler</source>
        <comment>op.approving</comment>
        <translation>Freigabe für die Produktion: Rack wird dem Workload-Scheduler übergeben</translation>
    </message>
    <message>
        <source>Validation run %1: DCGM level %2, NCCL all-reduce, workload and storage tests</source>
        <comment>op.validation_run</comment>
        <translation>Validierungslauf %1: DCGM Stufe %2, NCCL-All-Reduce, Workload- und Storage-Tests</translation>
    </message>
    <message>
        <source>Scheduling a new validation run</source>
        <comment>op.rerun_validation</comment>
        <translation>Neuer Validierungslauf wird eingeplant</translation>
    </message>
    <message>
        <source>Reflashing firmware on %1</source>
        <comment>op.reflash</comment>
        <translation>Firmware wird neu geflasht auf %1</translation>
    </message>
    <message>
        <source>Reflashing firmware on every part</source>
        <comment>op.reflash_all</comment>
        <translation>Firmware wird auf allen Teilen neu geflasht</translation>
    </message>
    <message>
        <source>Power-cycling %1</source>
        <comment>op.power_cycle</comment>
        <translation>%1 wird aus- und eingeschaltet</translation>
    </message>
    <message>
        <source>Power-cycling every tray</source>
        <comment>op.power_cycle_all</comment>
        <translation>Alle Trays werden aus- und eingeschaltet</translation>
    </message>
    <message>
        <source>Draining workloads off the rack</source>
        <comment>op.drain</comment>
        <translation>Workloads werden vom Rack abgezogen</translation>
    </message>
    <message>
        <source>Replacing %1 (RMA)</source>
        <comment>op.rma</comment>
        <translation>%1 wird getauscht (RMA)</translation>
    </message>
    <message>
        <source>Replacing a tray (RMA)</source>
        <comment>op.rma_any</comment>
        <translation>Ein Tray wird getauscht (RMA)</translation>
    </message>
    <message>
        <source>Isolating the rack</source>
        <comment>op.quarantine</comment>
        <translation>Rack wird isoliert</translation>
    </message>
    <message>
        <source>Returning the rack to service</source>
        <comment>op.return_to_service</comment>
        <translation>Rack wird wieder in Betrieb genommen</translation>
    </message>
    <message>
        <source>Setting the supply temperature to %1</source>
        <comment>op.set_supply</comment>
        <translation>Vorlauftemperatur wird auf %1 gesetzt</translation>
    </message>
    <message>
        <source>Setting the valve to %1</source>
        <comment>op.set_valve</comment>
        <translation>Ventil wird auf %1 gestellt</translation>
    </message>
    <message>
        <source>Setting the pump to %1</source>
        <comment>op.set_pump</comment>
        <translation>Pumpe wird auf %1 gestellt</translation>
    </message>
    <message>
        <source>Operator action</source>
        <comment>op.other</comment>
        <translation>Operator-Aktion</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>op.in_progress</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Waiting for a second approver to confirm the override</source>
        <comment>op.override_waiting</comment>
        <translation>Wartet auf einen zweiten Freigeber, der die Ausnahme bestätigt</translation>
    </message>
    <message>
        <source>Override turned down by %1: %2</source>
        <comment>op.override_rejected</comment>
        <translation>Ausnahme abgelehnt von %1: %2</translation>
    </message>
    <message>
        <source>Override expired: nobody confirmed it in time</source>
        <comment>op.override_expired</comment>
        <translation>Ausnahme abgelaufen: niemand hat sie rechtzeitig bestätigt</translation>
    </message>
    <message>
        <source>Override withdrawn: the rack changed before it was confirmed</source>
        <comment>op.override_withdrawn</comment>
        <translation>Ausnahme zurückgezogen: das Rack hat sich vor der Bestätigung geändert</translation>
    </message>
    <message>
        <source>Validation run %1 finished: passed</source>
        <comment>outcome.validation_finished_pass</comment>
        <translation>Validierungslauf %1 beendet: bestanden</translation>
    </message>
    <message>
        <source>Validation run %1 finished: failed</source>
        <comment>outcome.validation_finished_fail</comment>
        <translation>Validierungslauf %1 beendet: nicht bestanden</translation>
    </message>
    <message>
        <source>Validation run %1 finished</source>
        <comment>outcome.validation_finished_other</comment>
        <translation>Validierungslauf %1 beendet</translation>
    </message>
    <message>
        <source>The validation run was lost</source>
        <comment>outcome.validation_lost</comment>
        <translation>Der Validierungslauf ging verloren</translation>
    </message>
    <message>
        <source>Approved; the rack accepts workloads</source>
        <comment>outcome.approved</comment>
        <translation>Freigegeben; das Rack nimmt Workloads an</translation>
    </message>
    <message>
        <source>Validation run started</source>
        <comment>outcome.validation_started</comment>
        <translation>Validierungslauf gestartet</translation>
    </message>
    <message>
        <source>Firmware reflashed; bringing the rack up again</source>
        <comment>outcome.reflashed</comment>
        <translation>Firmware neu geflasht; das Rack fährt wieder hoch</translation>
    </message>
    <message>
        <source>Trays power-cycled; bringing the rack up again</source>
        <comment>outcome.power_cycled</comment>
        <translation>Trays aus- und eingeschaltet; das Rack fährt wieder hoch</translation>
    </message>
    <message>
        <source>Drained; the rack is in maintenance</source>
        <comment>outcome.drained</comment>
        <translation>Workloads abgezogen; das Rack ist in Wartung</translation>
    </message>
    <message>
        <source>Tray replaced; the rack is back in discovery</source>
        <comment>outcome.replaced</comment>
        <translation>Tray getauscht; das Rack ist wieder in der Erkennung</translation>
    </message>
    <message>
        <source>Quarantined</source>
        <comment>outcome.quarantined</comment>
        <translation>In Quarantäne</translation>
    </message>
    <message>
        <source>Returned to service; the rack is back in discovery</source>
        <comment>outcome.returned</comment>
        <translation>Wieder in Betrieb; das Rack ist wieder in der Erkennung</translation>
    </message>
    <message>
        <source>Supply temperature setpoint applied</source>
        <comment>outcome.supply_applied</comment>
        <translation>Sollwert der Vorlauftemperatur übernommen</translation>
    </message>
    <message>
        <source>Valve position applied</source>
        <comment>outcome.valve_applied</comment>
        <translation>Ventilstellung übernommen</translation>
    </message>
    <message>
        <source>Pump speed applied</source>
        <comment>outcome.pump_applied</comment>
        <translation>Pumpendrehzahl übernommen</translation>
    </message>
    <message>
        <source>nothing to do</source>
        <comment>outcome.nothing_to_do</comment>
        <translation>nichts zu tun</translation>
    </message>
    <message>
        <source>CDU drip tray</source>
        <comment>location.cdu_drip_tray</comment>
        <translation>CDU-Auffangwanne</translation>
    </message>
    <message>
        <source>Compute tray %1, cold plate manifold</source>
        <comment>location.cold_plate</comment>
        <translation>Compute-Tray %1, Cold-Plate-Verteiler</translation>
    </message>
    <message>
        <source>Leak at %1</source>
        <comment>cooling.leak_at</comment>
        <translation>Leck an %1</translation>
    </message>
    <message>
        <source>Leak at %1 (%2)</source>
        <comment>cooling.leak_at_detector</comment>
        <translation>Leck an %1 (%2)</translation>
    </message>
    <message>
        <source>Leak at %1 (%2): power is cut in seconds</source>
        <comment>leak.power_cut_soon</comment>
        <translation>Leck an %1 (%2): Strom wird in Sekunden abgeschaltet</translation>
    </message>
    <message>
        <source>Leak at %1 (%2): power cut by the CDU float switch</source>
        <comment>leak.power_cut</comment>
        <translation>Leck an %1 (%2): Strom vom CDU-Schwimmerschalter abgeschaltet</translation>
    </message>
    <message>
        <source>Leak at %1 (%2): graceful shutdown pending</source>
        <comment>leak.shutdown_pending</comment>
        <translation>Leck an %1 (%2): geordnetes Herunterfahren steht bevor</translation>
    </message>
    <message>
        <source>Leak at %1 (%2): graceful shutdown under way</source>
        <comment>leak.shutdown_running</comment>
        <translation>Leck an %1 (%2): wird geordnet heruntergefahren</translation>
    </message>
    <message>
        <source>Moisture at %1</source>
        <comment>cooling.moisture_at</comment>
        <translation>Feuchtigkeit an %1</translation>
    </message>
    <message>
        <source>Valve not following its setpoint</source>
        <comment>cooling.valve_stuck</comment>
        <translation>Ventil folgt seinem Sollwert nicht</translation>
    </message>
    <message>
        <source>Supply %1 &gt; %2</source>
        <comment>cooling.supply_above</comment>
        <translation>Vorlauf %1 &gt; %2</translation>
    </message>
    <message>
        <source>Supply %1 &lt; %2</source>
        <comment>cooling.supply_below</comment>
        <translation>Vorlauf %1 &lt; %2</translation>
    </message>
    <message>
        <source>Return %1 &gt; %2</source>
        <comment>cooling.return_above</comment>
        <translation>Rücklauf %1 &gt; %2</translation>
    </message>
    <message>
        <source>Return %1 &lt; %2</source>
        <comment>cooling.return_below</comment>
        <translation>Rücklauf %1 &lt; %2</translation>
    </message>
    <message>
        <source>Delta-T %1 &gt; %2</source>
        <comment>cooling.delta_t_above</comment>
        <translation>Delta-T %1 &gt; %2</translation>
    </message>
    <message>
        <source>Delta-T %1 &lt; %2</source>
        <comment>cooling.delta_t_below</comment>
        <translation>Delta-T %1 &lt; %2</translation>
    </message>
    <message>
        <source>Flow %1 &gt; %2</source>
        <comment>cooling.flow_above</comment>
        <translation>Durchfluss %1 &gt; %2</translation>
    </message>
    <message>
        <source>Flow %1 &lt; %2</source>
        <comment>cooling.flow_below</comment>
        <translation>Durchfluss %1 &lt; %2</translation>
    </message>
    <message>
        <source>Delta-P %1 &gt; %2</source>
        <comment>cooling.delta_p_above</comment>
        <translation>Delta-P %1 &gt; %2</translation>
    </message>
    <message>
        <source>Delta-P %1 &lt; %2</source>
        <comment>cooling.delta_p_below</comment>
        <translation>Delta-P %1 &lt; %2</translation>
    </message>
    <message>
        <source>Cooling data stale: its Redfish CDU does not answer</source>
        <comment>alert.cooling_stale</comment>
        <translation>Kühldaten veraltet: die Redfish-CDU antwortet nicht</translation>
    </message>
    <message>
        <source>Leak detected at %1</source>
        <comment>alert.leak_detected</comment>
        <translation>Leck erkannt an %1</translation>
    </message>
    <message>
        <source>Moisture at %1</source>
        <comment>alert.moisture</comment>
        <translation>Feuchtigkeit an %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>alert.detector_at</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Supply above its limit</source>
        <comment>alert.supply_high</comment>
        <translation>Vorlauf über dem Grenzwert</translation>
    </message>
    <message>
        <source>Supply below its limit</source>
        <comment>alert.supply_low</comment>
        <translation>Vorlauf unter dem Grenzwert</translation>
    </message>
    <message>
        <source>Return above its limit</source>
        <comment>alert.return_high</comment>
        <translation>Rücklauf über dem Grenzwert</translation>
    </message>
    <message>
        <source>Return below its limit</source>
        <comment>alert.return_low</comment>
        <translation>Rücklauf unter dem Grenzwert</translation>
    </message>
    <message>
        <source>Delta-T above its limit</source>
        <comment>alert.delta_t_high</comment>
        <translation>Delta-T über dem Grenzwert</translation>
    </message>
    <message>
        <source>Delta-T below its limit</source>
        <comment>alert.delta_t_low</comment>
        <translation>Delta-T unter dem Grenzwert</translation>
    </message>
    <message>
        <source>Flow above its limit</source>
        <comment>alert.flow_high</comment>
        <translation>Durchfluss über dem Grenzwert</translation>
    </message>
    <message>
        <source>Flow below its limit</source>
        <comment>alert.flow_low</comment>
        <translation>Durchfluss unter dem Grenzwert</translation>
    </message>
    <message>
        <source>Delta-P above its limit</source>
        <comment>alert.delta_p_high</comment>
        <translation>Delta-P über dem Grenzwert</translation>
    </message>
    <message>
        <source>Delta-P below its limit</source>
        <comment>alert.delta_p_low</comment>
        <translation>Delta-P unter dem Grenzwert</translation>
    </message>
    <message>
        <source>Validation failed</source>
        <comment>alert.validation_failed</comment>
        <translation>Validierung nicht bestanden</translation>
    </message>
    <message>
        <source>Rack failed</source>
        <comment>alert.rack_failed</comment>
        <translation>Rack ausgefallen</translation>
    </message>
    <message>
        <source>Rack stuck in %1</source>
        <comment>alert.rack_stuck</comment>
        <translation>Rack hängt in %1</translation>
    </message>
    <message>
        <source>Usually at most %1</source>
        <comment>alert.usually_at_most</comment>
        <translation>Üblich sind höchstens %1</translation>
    </message>
    <message>
        <source>Operation failed</source>
        <comment>alert.operation_failed</comment>
        <translation>Vorgang fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>value.reading</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Critical</source>
        <comment>value.critical</comment>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>value.warning</comment>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>FAIL</source>
        <comment>value.fail</comment>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>FAILED</source>
        <comment>value.failed</comment>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>FAILED</source>
        <comment>value.operation_failed</comment>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>stale</source>
        <comment>value.stale</comment>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>never read</source>
        <comment>value.never_read</comment>
        <translation>nie gelesen</translation>
    </message>
    <message>
        <source>%1 in stage</source>
        <comment>value.in_stage</comment>
        <translation>%1 in der Phase</translation>
    </message>
    <message>
        <source>Replication of %1 from %2 to %3 is %4 behind (SLO %5)</source>
        <comment>alert.replication_behind</comment>
        <translation>Replikation von %1 von %2 nach %3 liegt %4 zurück (SLO %5)</translation>
    </message>
    <message>
        <source>received</source>
        <comment>stage.received</comment>
        <translation>Anlieferung</translation>
    </message>
    <message>
        <source>firmware update</source>
        <comment>stage.firmware_update</comment>
        <translation>Firmware-Update</translation>
    </message>
    <message>
        <source>cooling commissioning</source>
        <comment>stage.cooling_commissioning</comment>
        <translation>Kühlungs-Inbetriebnahme</translation>
    </message>
    <message>
        <source>awaiting approval</source>
        <comment>stage.awaiting_approval</comment>
        <translation>Warten auf Freigabe</translation>
    </message>
    <message>
        <source>production</source>
        <comment>stage.production</comment>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>remediation</source>
        <comment>stage.remediation</comment>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>stage.failed</comment>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>maintenance</source>
        <comment>stage.maintenance</comment>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>decommissioned</source>
        <comment>stage.decommissioned</comment>
        <translation>Außer Betrieb</translation>
    </message>
    <message>
        <source>DCGM diagnostics, level 3</source>
        <comment>criterion.dcgm</comment>
        <translation>DCGM-Diagnose, Stufe 3</translation>
    </message>
    <message>
        <source>NCCL all-reduce bus bandwidth</source>
        <comment>criterion.nccl</comment>
        <translation>NCCL-All-Reduce-Busbandbreite</translation>
    </message>
    <message>
        <source>Full-rack workload throughput</source>
        <comment>criterion.workload</comment>
        <translation>Workload-Durchsatz des ganzen Racks</translation>
    </message>
    <message>
        <source>Firmware as expected on every part</source>
        <comment>criterion.firmware</comment>
        <translation>Firmware auf jedem Teil wie erwartet</translation>
    </message>
    <message>
        <source>Cooling stable under full-rack load</source>
        <comment>criterion.cooling</comment>
        <translation>Kühlung stabil unter Volllast</translation>
    </message>
    <message>
        <source>No open leak or critical alert</source>
        <comment>criterion.no_critical</comment>
        <translation>Kein offenes Leck und kein kritischer Alarm</translation>
    </message>
    <message>
        <source>not run</source>
        <comment>criterion.not_run</comment>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>criterion.value</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs pass</source>
        <comment>criterion.gpus_pass</comment>
        <translation>%1 von %2 GPUs bestanden</translation>
    </message>
    <message>
        <source>all %1 GPUs pass</source>
        <comment>criterion.all_gpus_pass</comment>
        <translation>alle %1 GPUs bestanden</translation>
    </message>
    <message>
        <source>at least %1 (%2 of baseline)</source>
        <comment>criterion.at_least_of_baseline</comment>
        <translation>mindestens %1 (%2 der Baseline)</translation>
    </message>
    <message>
        <source>%1 of fleet baseline</source>
        <comment>criterion.of_fleet_baseline</comment>
        <translation>%1 der Flotten-Baseline</translation>
    </message>
    <message>
        <source>at least %1 of fleet baseline</source>
        <comment>criterion.at_least_of_fleet_baseline</comment>
        <translation>mindestens %1 der Flotten-Baseline</translation>
    </message>
    <message>
        <source>all parts</source>
        <comment>criterion.all_parts</comment>
        <translation>alle Teile</translation>
    </message>
    <message>
        <source>delta-T swing %1</source>
        <comment>criterion.swing</comment>
        <translation>Delta-T-Schwankung %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <comment>criterion.at_most</comment>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>%1 open</source>
        <comment>criterion.open</comment>
        <translation>%1 offen</translation>
    </message>
    <message numerus="yes">
        <source>%n open: %2</source>
        <comment>criterion.open_named</comment>
        <translation>
            <numerusform>%Ln offen: %2</numerusform>
            <numerusform>%Ln offen: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 critical</source>
        <comment>criterion.critical_part</comment>
        <translation>%1 kritisch</translation>
    </message>
    <message>
        <source>Alerts %1</source>
        <comment>criterion.open_alerts</comment>
        <translation>Alarme %1</translation>
    </message>
    <message>
        <source>%1 (run %2)</source>
        <comment>criterion.in_run</comment>
        <translation>%1 (Lauf %2)</translation>
    </message>
    <message>
        <source>%1 in imported run %2</source>
        <comment>criterion.imported_run</comment>
        <translation>%1 im importierten Lauf %2</translation>
    </message>
    <message>
        <source>%1: %2 in imported run %3</source>
        <comment>criterion.imported_collective</comment>
        <translation>%1: %2 im importierten Lauf %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>list.comma</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>region %1 unreachable</source>
        <comment>replication.target_unreachable</comment>
        <translation>Region %1 nicht erreichbar</translation>
    </message>
    <message>
        <source>source region %1 unreachable</source>
        <comment>replication.source_unreachable</comment>
        <translation>Quellregion %1 nicht erreichbar</translation>
    </message>
    <message>
        <source>link throughput %1 of normal</source>
        <comment>replication.link_slow</comment>
        <translation>Leitungsdurchsatz %1 des Normalwerts</translation>
    </message>
    <message>
        <source>%1 of replication operations failing</source>
        <comment>replication.failing</comment>
        <translation>%1 der Replikationsvorgänge schlagen fehl</translation>
    </message>
    <message>
        <source>Early</source>
        <comment>shift.early</comment>
        <translation>Frühschicht</translation>
    </message>
    <message>
        <source>Late</source>
        <comment>shift.late</comment>
        <translation>Spätschicht</translation>
    </message>
    <message>
        <source>Night</source>
        <comment>shift.night</comment>
        <translation>Nachtschicht</translation>
    </message>
    <message>
        <source>discovering</source>
        <comment>stage.discovering</comment>
        <translation>Erkennung</translation>
    </message>
    <message>
        <source>power on</source>
        <comment>stage.power_on</comment>
        <translation>Einschalten</translation>
    </message>
    <message>
        <source>validating</source>
        <comment>stage.validating</comment>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>quarantined</source>
        <comment>stage.quarantined</comment>
        <translation>Quarantäne</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>stage.unknown</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>OK</source>
        <comment>health.ok</comment>
        <translation>OK</translation>
    </message>
    <message>
        <source>caution</source>
        <comment>health.caution</comment>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>critical</source>
        <comment>health.critical</comment>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>health.unknown</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>the rack changed since you looked (revision %1 -&gt; %2): it is now in %3, health %4</source>
        <comment>refusal.stale</comment>
        <translation>das Rack hat sich geändert, seit Sie es angesehen haben (Revision %1 -&gt; %2): Es ist jetzt in %3, Zustand %4</translation>
    </message>
    <message>
        <source>the rack changed since you looked (revision %1 -&gt; %2): it is now in %3, health %4, running: %5</source>
        <comment>refusal.stale_running</comment>
        <translation>das Rack hat sich geändert, seit Sie es angesehen haben (Revision %1 -&gt; %2): Es ist jetzt in %3, Zustand %4, läuft: %5</translation>
    </message>
    <message>
        <source>the rack is in %1; only racks awaiting approval can be approved</source>
        <comment>refusal.not_awaiting_approval</comment>
        <translation>das Rack ist in %1; nur Racks, die auf Freigabe warten, können freigegeben werden</translation>
    </message>
    <message>
        <source>an operation is running on the rack: %1</source>
        <comment>refusal.operation_running</comment>
        <translation>am Rack läuft ein Vorgang: %1</translation>
    </message>
    <message>
        <source>an operation is already running on the rack: %1</source>
        <comment>refusal.operation_already_running</comment>
        <translation>am Rack läuft bereits ein Vorgang: %1</translation>
    </message>
    <message>
        <source>you requested this override; a second, different approver must decide on it</source>
        <comment>refusal.own_override</comment>
        <translation>Sie haben diese Ausnahme beantragt; eine zweite, andere freigebende Person muss darüber entscheiden</translation>
    </message>
    <message>
        <source>cannot %1 while the rack is in %2</source>
        <comment>refusal.not_in_stage</comment>
        <translation>„%1“ ist nicht möglich, solange das Rack in %2 ist</translation>
    </message>
    <message>
        <source>cannot drain while the rack is in %1; only racks in production can be drained</source>
        <comment>refusal.drain_production_only</comment>
        <translation>Workloads abziehen ist nicht möglich, solange das Rack in %1 ist; nur Racks in Produktion lassen sich leeren</translation>
    </message>
    <message>
        <source>cannot %1 while the rack is in %2; drain the rack first</source>
        <comment>refusal.drain_first</comment>
        <translation>„%1“ ist nicht möglich, solange das Rack in %2 ist; ziehen Sie zuerst die Workloads ab</translation>
    </message>
    <message>
        <source>cannot replace a tray (RMA) while the rack is in %1; a tray is replaced in remediation, failed, maintenance or quarantine</source>
        <comment>refusal.rma_stage</comment>
        <translation>Ein Tray lässt sich nicht tauschen (RMA), solange das Rack in %1 ist; getauscht wird in Behebung, Ausgefallen, Wartung oder Quarantäne</translation>
    </message>
    <message>
        <source>cannot return to service while the rack is in %1; only quarantined, failed or maintenance racks return to service</source>
        <comment>refusal.return_stage</comment>
        <translation>Wieder in Betrieb nehmen ist nicht möglich, solange das Rack in %1 ist; nur Racks in Quarantäne, Ausgefallen oder Wartung gehen wieder in Betrieb</translation>
    </message>
    <message>
        <source>this backend cannot %1 yet</source>
        <comment>refusal.not_implemented</comment>
        <translation>dieses Backend kann „%1“ noch nicht</translation>
    </message>
    <message>
        <source>the rack has no part %1</source>
        <comment>refusal.no_such_part</comment>
        <translation>das Rack hat kein Teil %1</translation>
    </message>
    <message>
        <source>name exactly one part to replace</source>
        <comment>refusal.one_part</comment>
        <translation>nennen Sie genau ein Teil zum Tauschen</translation>
    </message>
    <message>
        <source>the valve position must be from 0 to 100 %</source>
        <comment>refusal.valve_range</comment>
        <translation>die Ventilstellung muss zwischen 0 und 100 % liegen</translation>
    </message>
    <message>
        <source>the pump speed must be from 0 to 100 %</source>
        <comment>refusal.pump_range</comment>
        <translation>die Pumpendrehzahl muss zwischen 0 und 100 % liegen</translation>
    </message>
    <message>
        <source>the supply temperature setpoint must be from 15 to 45 °C</source>
        <comment>refusal.supply_range</comment>
        <translation>der Sollwert der Vorlauftemperatur muss zwischen 15 und 45 °C liegen</translation>
    </message>
    <message>
        <source>re-run validation</source>
        <comment>action.rerun_validation</comment>
        <translation>Validierung wiederholen</translation>
    </message>
    <message>
        <source>reflash firmware</source>
        <comment>action.reflash_firmware</comment>
        <translation>Firmware neu flashen</translation>
    </message>
    <message>
        <source>power-cycle trays</source>
        <comment>action.power_cycle_trays</comment>
        <translation>Trays aus- und einschalten</translation>
    </message>
    <message>
        <source>drain</source>
        <comment>action.drain</comment>
        <translation>Workloads abziehen</translation>
    </message>
    <message>
        <source>replace a tray (RMA)</source>
        <comment>action.rma_tray</comment>
        <translation>Tray tauschen (RMA)</translation>
    </message>
    <message>
        <source>quarantine</source>
        <comment>action.quarantine</comment>
        <translation>In Quarantäne nehmen</translation>
    </message>
    <message>
        <source>return to service</source>
        <comment>action.return_to_service</comment>
        <translation>Wieder in Betrieb nehmen</translation>
    </message>
    <message>
        <source>change a cooling setpoint</source>
        <comment>action.cooling_setpoint</comment>
        <translation>Kühlungs-Sollwert ändern</translation>
    </message>
    <message>
        <source>change the valve position</source>
        <comment>action.valve_position</comment>
        <translation>Ventilstellung ändern</translation>
    </message>
    <message>
        <source>change the pump speed</source>
        <comment>action.pump_speed</comment>
        <translation>Pumpendrehzahl ändern</translation>
    </message>
    <message>
        <source>an unknown action</source>
        <comment>action.unknown</comment>
        <translation>unbekannte Aktion</translation>
    </message>
    <message>
        <source>no client certificate</source>
        <comment>identity.no_certificate</comment>
        <translation>kein Client-Zertifikat</translation>
    </message>
    <message>
        <source>the client certificate could not be read</source>
        <comment>identity.certificate_unreadable</comment>
        <translation>das Client-Zertifikat konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>the client certificate&apos;s subject could not be read as text</source>
        <comment>identity.subject_unreadable</comment>
        <translation>der Inhaber (Subject) des Client-Zertifikats konnte nicht als Text gelesen werden</translation>
    </message>
    <message>
        <source>the client certificate has %1 common names (CN); exactly one is needed</source>
        <comment>identity.common_names</comment>
        <translation>das Client-Zertifikat hat %1 Common Names (CN); genau einer ist nötig</translation>
    </message>
    <message>
        <source>the client certificate&apos;s common name (CN) is empty</source>
        <comment>identity.cn_empty</comment>
        <translation>der Common Name (CN) des Client-Zertifikats ist leer</translation>
    </message>
    <message>
        <source>the client certificate&apos;s common name (CN) is %1 bytes long; at most %2 are allowed</source>
        <comment>identity.cn_too_long</comment>
        <translation>der Common Name (CN) des Client-Zertifikats ist %1 Byte lang; höchstens %2 sind erlaubt</translation>
    </message>
    <message>
        <source>the client certificate&apos;s common name (CN) contains control characters</source>
        <comment>identity.cn_control</comment>
        <translation>der Common Name (CN) des Client-Zertifikats enthält Steuerzeichen</translation>
    </message>
    <message>
        <source>the client certificate has %1 organisational units (OU); at most one, the role, is allowed</source>
        <comment>identity.several_units</comment>
        <translation>das Client-Zertifikat hat %1 Organisationseinheiten (OU); höchstens eine, die Rolle, ist erlaubt</translation>
    </message>
    <message>
        <source>no identity: this demo backend needs the x-rackops-user header (vera, omar, anna, ben or ada)</source>
        <comment>identity.no_header</comment>
        <translation>keine Identität: dieses Demo-Backend braucht den Header x-rackops-user (vera, omar, anna, ben oder ada)</translation>
    </message>
    <message>
        <source>unknown user &quot;%1&quot;</source>
        <comment>identity.unknown_user</comment>
        <translation>unbekannter Benutzer „%1“</translation>
    </message>
    <message>
        <source>%1 may not %2: that needs the %3 role</source>
        <comment>refusal.role_needed</comment>
        <translation>%1 darf nicht %2: dafür ist die Rolle %3 nötig</translation>
    </message>
    <message>
        <source>viewer</source>
        <comment>role.viewer</comment>
        <translation>Betrachter</translation>
    </message>
    <message>
        <source>operator</source>
        <comment>role.operator</comment>
        <translation>Operator</translation>
    </message>
    <message>
        <source>approver</source>
        <comment>role.approver</comment>
        <translation>Freigeber</translation>
    </message>
    <message>
        <source>admin</source>
        <comment>role.admin</comment>
        <translation>Admin</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>role.unknown</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>approve racks for production</source>
        <comment>need.approve</comment>
        <translation>Racks für die Produktion freigeben</translation>
    </message>
    <message>
        <source>decide on overrides</source>
        <comment>need.decide_override</comment>
        <translation>über Ausnahmen entscheiden</translation>
    </message>
    <message>
        <source>remediate racks</source>
        <comment>need.remediate</comment>
        <translation>Racks beheben</translation>
    </message>
    <message>
        <source>start validation runs</source>
        <comment>need.start_validation</comment>
        <translation>Validierungsläufe starten</translation>
    </message>
    <message>
        <source>import validation results</source>
        <comment>need.import_validation</comment>
        <translation>Validierungsergebnisse importieren</translation>
    </message>
    <message>
        <source>change alerts (%1)</source>
        <comment>need.change_alerts</comment>
        <translation>Alarme ändern (%1)</translation>
    </message>
    <message>
        <source>silence alerts</source>
        <comment>need.silence_alerts</comment>
        <translation>Alarme stummschalten</translation>
    </message>
    <message>
        <source>end silences</source>
        <comment>need.end_silences</comment>
        <translation>Stummschaltungen beenden</translation>
    </message>
    <message>
        <source>write handover notes</source>
        <comment>need.write_notes</comment>
        <translation>Übergabenotizen schreiben</translation>
    </message>
    <message>
        <source>sign off a handover</source>
        <comment>need.sign_off</comment>
        <translation>eine Übergabe abzeichnen</translation>
    </message>
    <message>
        <source>change a replication SLO</source>
        <comment>need.change_slo</comment>
        <translation>ein Replikations-SLO ändern</translation>
    </message>
    <message>
        <source>say why you take the alert over (comment)</source>
        <comment>reason.take_over</comment>
        <translation>sagen Sie, warum Sie den Alarm übernehmen (Kommentar)</translation>
    </message>
    <message>
        <source>say what resolved it</source>
        <comment>reason.resolve</comment>
        <translation>sagen Sie, wodurch er erledigt wurde</translation>
    </message>
    <message>
        <source>a silence needs a reason</source>
        <comment>reason.silence</comment>
        <translation>eine Stummschaltung braucht eine Begründung</translation>
    </message>
    <message>
        <source>say why you turn the override down</source>
        <comment>reason.reject_override</comment>
        <translation>sagen Sie, warum Sie die Ausnahme ablehnen</translation>
    </message>
    <message>
        <source>say why (the reason goes into the audit log)</source>
        <comment>reason.remediate</comment>
        <translation>sagen Sie, warum (die Begründung kommt ins Audit-Protokoll)</translation>
    </message>
    <message>
        <source>say why (the reason goes into the run and the audit log)</source>
        <comment>reason.validation</comment>
        <translation>sagen Sie, warum (die Begründung kommt in den Lauf und ins Audit-Protokoll)</translation>
    </message>
    <message>
        <source>%1 has nanos out of range</source>
        <comment>limits.nanos</comment>
        <translation>%1 hat Nanosekunden außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>%1 must lie between the years %2 and %3</source>
        <comment>limits.years</comment>
        <translation>%1 muss zwischen den Jahren %2 und %3 liegen</translation>
    </message>
    <message>
        <source>%1 must be shorter than ten years</source>
        <comment>limits.ten_years</comment>
        <translation>%1 muss kürzer als zehn Jahre sein</translation>
    </message>
    <message>
        <source>%1 is nested too deeply</source>
        <comment>limits.too_deep</comment>
        <translation>%1 ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>the request is nested too deeply</source>
        <comment>limits.request_too_deep</comment>
        <translation>die Anfrage ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>%1 is %2, which is no %3</source>
        <comment>limits.bad_enum</comment>
        <translation>%1 ist %2, und das ist kein Wert von %3</translation>
    </message>
    <message>
        <source>%1 must be between 0 and %2</source>
        <comment>limits.page_size</comment>
        <translation>%1 muss zwischen 0 und %2 liegen</translation>
    </message>
    <message>
        <source>idempotency_key is required for %1</source>
        <comment>refusal.key_required</comment>
        <translation>für %1 ist ein idempotency_key nötig</translation>
    </message>
    <message>
        <source>idempotency_key %1 was already used for another request</source>
        <comment>refusal.key_reused</comment>
        <translation>der idempotency_key %1 wurde schon für eine andere Anfrage verwendet</translation>
    </message>
    <message>
        <source>too many changes from %1: at most %2 a minute; wait a moment and send it again</source>
        <comment>refusal.rate_limited</comment>
        <translation>zu viele Änderungen von %1: höchstens %2 pro Minute; warten Sie einen Moment und senden Sie erneut</translation>
    </message>
    <message>
        <source>no alert %1</source>
        <comment>refusal.no_alert</comment>
        <translation>kein Alarm %1</translation>
    </message>
    <message>
        <source>%1 is already resolved</source>
        <comment>refusal.alert_resolved</comment>
        <translation>%1 ist bereits erledigt</translation>
    </message>
    <message>
        <source>%1 is owned by %2; take it over (with a reason) if you mean to</source>
        <comment>refusal.alert_owned</comment>
        <translation>%1 gehört %2; übernehmen Sie ihn (mit Begründung), wenn Sie das wollen</translation>
    </message>
    <message>
        <source>%1 has %2 comments, the most an alert keeps; write a handover note instead</source>
        <comment>refusal.too_many_comments</comment>
        <translation>%1 hat %2 Kommentare, mehr behält ein Alarm nicht; schreiben Sie stattdessen eine Übergabenotiz</translation>
    </message>
    <message>
        <source>a comment needs text</source>
        <comment>refusal.comment_empty</comment>
        <translation>ein Kommentar braucht Text</translation>
    </message>
    <message>
        <source>no silence %1</source>
        <comment>refusal.no_silence</comment>
        <translation>keine Stummschaltung %1</translation>
    </message>
    <message>
        <source>%1 has already ended</source>
        <comment>refusal.silence_ended</comment>
        <translation>%1 ist bereits beendet</translation>
    </message>
    <message>
        <source>a silence must match something: name a rack, site, bucket, source, severity or condition</source>
        <comment>refusal.silence_matches_nothing</comment>
        <translation>eine Stummschaltung muss auf etwas passen: nennen Sie Rack, Standort, Bucket, Quelle, Schweregrad oder Bedingung</translation>
    </message>
    <message>
        <source>a silence needs an expiry in the future</source>
        <comment>refusal.silence_expiry_past</comment>
        <translation>eine Stummschaltung braucht ein Ablaufdatum in der Zukunft</translation>
    </message>
    <message>
        <source>a silence may last at most 7 days</source>
        <comment>refusal.silence_too_long</comment>
        <translation>eine Stummschaltung darf höchstens 7 Tage dauern</translation>
    </message>
    <message>
        <source>no rack with id %1</source>
        <comment>refusal.no_rack</comment>
        <translation>kein Rack mit der ID %1</translation>
    </message>
    <message>
        <source>DCGM level must be 1 to 4 (0 = 3)</source>
        <comment>refusal.dcgm_level</comment>
        <translation>die DCGM-Stufe muss 1 bis 4 sein (0 = 3)</translation>
    </message>
    <message>
        <source>the rack is in production; drain it before a validation run takes its GPUs</source>
        <comment>refusal.validation_in_production</comment>
        <translation>das Rack ist in Produktion; ziehen Sie die Workloads ab, bevor ein Validierungslauf seine GPUs belegt</translation>
    </message>
    <message>
        <source>the rack is in %1; the lifecycle controller runs validation itself during bring-up</source>
        <comment>refusal.validation_bring_up</comment>
        <translation>das Rack ist in %1; während der Inbetriebnahme validiert der Lifecycle-Controller selbst</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <comment>refusal.file_empty</comment>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB</source>
        <comment>refusal.file_too_large</comment>
        <translation>die Datei ist größer als 16 MiB</translation>
    </message>
    <message>
        <source>an override request by %1 is already pending for this rack; confirm or reject it instead</source>
        <comment>refusal.override_pending</comment>
        <translation>für dieses Rack ist bereits ein Ausnahmeantrag von %1 offen; bestätigen oder lehnen Sie ihn stattdessen ab</translation>
    </message>
    <message>
        <source>an override needs a written justification of at least %1 characters</source>
        <comment>refusal.justification_short</comment>
        <translation>eine Ausnahme braucht eine schriftliche Begründung von mindestens %1 Zeichen</translation>
    </message>
    <message>
        <source>no override request %1</source>
        <comment>refusal.no_override</comment>
        <translation>kein Ausnahmeantrag %1</translation>
    </message>
    <message>
        <source>the rack is gone</source>
        <comment>refusal.rack_gone</comment>
        <translation>das Rack gibt es nicht mehr</translation>
    </message>
    <message>
        <source>no bucket %1</source>
        <comment>refusal.no_bucket</comment>
        <translation>kein Bucket %1</translation>
    </message>
    <message>
        <source>the SLO must be from 1 minute to 24 hours</source>
        <comment>refusal.slo_range</comment>
        <translation>das SLO muss zwischen 1 Minute und 24 Stunden liegen</translation>
    </message>
    <message>
        <source>bucket %1 changed: its settings are at revision %2, the request was decided on %3</source>
        <comment>refusal.bucket_changed</comment>
        <translation>Bucket %1 hat sich geändert: seine Einstellungen stehen auf Revision %2, die Anfrage beruht auf %3</translation>
    </message>
    <message>
        <source>the new SLO could not be stored; nothing changed</source>
        <comment>refusal.slo_not_stored</comment>
        <translation>das neue SLO konnte nicht gespeichert werden; nichts wurde geändert</translation>
    </message>
    <message>
        <source>%1 shift of %2</source>
        <comment>shift.of_day</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>no shift %1</source>
        <comment>refusal.no_shift</comment>
        <translation>keine Schicht %1</translation>
    </message>
    <message>
        <source>the %1 has not started yet</source>
        <comment>refusal.shift_not_started</comment>
        <translation>die %1 hat noch nicht begonnen</translation>
    </message>
    <message>
        <source>the %1 ended more than 24 hours ago; add the note to the current shift</source>
        <comment>refusal.shift_ended</comment>
        <translation>die %1 endete vor mehr als 24 Stunden; schreiben Sie die Notiz in die laufende Schicht</translation>
    </message>
    <message>
        <source>a note needs text</source>
        <comment>refusal.note_empty</comment>
        <translation>eine Notiz braucht Text</translation>
    </message>
    <message>
        <source>the handover of the %1 is already signed off; add the note to the current shift</source>
        <comment>refusal.handover_signed_note</comment>
        <translation>die Übergabe der %1 ist bereits abgezeichnet; schreiben Sie die Notiz in die laufende Schicht</translation>
    </message>
    <message>
        <source>already signed off by %1</source>
        <comment>refusal.already_signed</comment>
        <translation>bereits abgezeichnet von %1</translation>
    </message>
    <message>
        <source>too early: a handover can be signed off from one hour before the shift ends</source>
        <comment>refusal.sign_off_too_early</comment>
        <translation>zu früh: eine Übergabe kann ab einer Stunde vor Schichtende abgezeichnet werden</translation>
    </message>
    <message>
        <source>you acted in this shift: nobody signs off their own handover</source>
        <comment>refusal.own_handover</comment>
        <translation>Sie haben in dieser Schicht gehandelt: niemand zeichnet die eigene Übergabe ab</translation>
    </message>
    <message>
        <source>the handover changed since you read it (a note was added); read it again before signing off</source>
        <comment>refusal.handover_changed</comment>
        <translation>die Übergabe hat sich geändert, seit Sie sie gelesen haben (eine Notiz kam hinzu); lesen Sie sie erneut, bevor Sie abzeichnen</translation>
    </message>
    <message>
        <source>the note was not stored: %1</source>
        <comment>refusal.note_not_stored</comment>
        <translation>die Notiz wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>the sign-off was not stored: %1</source>
        <comment>refusal.sign_off_not_stored</comment>
        <translation>das Abzeichnen wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 FAIL</source>
        <comment>validation.test_fail</comment>
        <translation>%1 nicht bestanden</translation>
    </message>
    <message>
        <source>%1 FAIL: %2</source>
        <comment>validation.test_fail_because</comment>
        <translation>%1 nicht bestanden: %2</translation>
    </message>
    <message>
        <source>%1 tests pass on %2 GPUs</source>
        <comment>validation.tests_pass_on</comment>
        <translation>%1 Tests auf %2 GPUs bestanden</translation>
    </message>
    <message>
        <source>avg bus bandwidth %1</source>
        <comment>validation.nccl_busbw</comment>
        <translation>mittlere Busbandbreite %1</translation>
    </message>
    <message>
        <source>avg bus bandwidth %1 (%2 of baseline %3)</source>
        <comment>validation.nccl_busbw_baseline</comment>
        <translation>mittlere Busbandbreite %1 (%2 der Baseline %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>handover.blocking</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Four-eyes override request for %1</source>
        <comment>handover.override_expiry</comment>
        <translation>Ausnahmeantrag für %1</translation>
    </message>
    <message>
        <source>Silence on %1: %2</source>
        <comment>handover.silence_expiry</comment>
        <translation>Stummschaltung für %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: switch tray did not come up (%n NVLink ports down)</source>
        <comment>fault.switch_tray_down</comment>
        <translation>
            <numerusform>%1: Switch-Tray ist nicht hochgefahren (%Ln NVLink-Port down)</numerusform>
            <numerusform>%1: Switch-Tray ist nicht hochgefahren (%Ln NVLink-Ports down)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n parts</source>
        <comment>criterion.parts_of</comment>
        <translation>
            <numerusform>%1 von %Ln Teil</numerusform>
            <numerusform>%1 von %Ln Teilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n bytes; at most %3 are allowed</source>
        <comment>limits.too_long</comment>
        <translation>
            <numerusform>%1 ist %Ln Byte lang; höchstens %3 sind erlaubt</numerusform>
            <numerusform>%1 ist %Ln Byte lang; höchstens %3 sind erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n entries; at most %3 are allowed</source>
        <comment>limits.too_many</comment>
        <translation>
            <numerusform>%1 hat %Ln Eintrag; höchstens %3 sind erlaubt</numerusform>
            <numerusform>%1 hat %Ln Einträge; höchstens %3 sind erlaubt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPUs FAIL %3</source>
        <comment>validation.gpus_fail</comment>
        <translation>
            <numerusform>%1 von %Ln GPU nicht bestanden: %3</numerusform>
            <numerusform>%1 von %Ln GPUs nicht bestanden: %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tests, some below the baseline margin</source>
        <comment>validation.tests_warn</comment>
        <translation>
            <numerusform>%Ln Test, unter der Baseline-Marge</numerusform>
            <numerusform>%Ln Tests, einige unter der Baseline-Marge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tests pass</source>
        <comment>validation.tests_pass</comment>
        <translation>
            <numerusform>%Ln Test bestanden</numerusform>
            <numerusform>%Ln Tests bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>a failed criterion cannot be overridden: %1</source>
        <comment>refusal.not_overridable</comment>
        <translation>ein nicht erfülltes Kriterium lässt keine Ausnahme zu: %1</translation>
    </message>
    <message>
        <source>the override request is no longer pending (%1)</source>
        <comment>refusal.override_not_pending</comment>
        <translation>der Ausnahmeantrag ist nicht mehr offen (%1)</translation>
    </message>
    <message>
        <source>confirmed</source>
        <comment>override_state.confirmed</comment>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>turned down</source>
        <comment>override_state.rejected</comment>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>expired</source>
        <comment>override_state.expired</comment>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <comment>override_state.withdrawn</comment>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>override_state.unknown</comment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 %2 (needs %3)</source>
        <comment>criterion.unmet</comment>
        <translation>%1 %2 (nötig: %3)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>list.then</comment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>page_size must not be negative</source>
        <comment>request.page_size_negative</comment>
        <translation>page_size darf nicht negativ sein</translation>
    </message>
    <message>
        <source>page_token is not one this server gave out</source>
        <comment>request.bad_page_token</comment>
        <translation>page_token stammt nicht von diesem Server</translation>
    </message>
    <message>
        <source>rack_id is required</source>
        <comment>request.rack_id_required</comment>
        <translation>rack_id fehlt</translation>
    </message>
    <message>
        <source>from must be before to, at most 8 weeks apart</source>
        <comment>request.shift_range</comment>
        <translation>from muss vor to liegen, höchstens 8 Wochen davor</translation>
    </message>
    <message>
        <source>no shift %1 up to now</source>
        <comment>request.no_shift_yet</comment>
        <translation>bis jetzt keine Schicht %1</translation>
    </message>
    <message>
        <source>that time is in the future</source>
        <comment>request.future</comment>
        <translation>dieser Zeitpunkt liegt in der Zukunft</translation>
    </message>
    <message>
        <source>no operation %1</source>
        <comment>request.no_operation</comment>
        <translation>kein Vorgang %1</translation>
    </message>
    <message>
        <source>no validation run with id %1</source>
        <comment>request.no_run</comment>
        <translation>kein Validierungslauf mit der ID %1</translation>
    </message>
    <message>
        <source>no replication of bucket %1 from %2 to %3</source>
        <comment>request.no_replication</comment>
        <translation>keine Replikation des Buckets %1 von %2 nach %3</translation>
    </message>
    <message>
        <source>max_transitions must be from 0 to 1000</source>
        <comment>request.max_transitions</comment>
        <translation>max_transitions muss zwischen 0 und 1000 liegen</translation>
    </message>
    <message>
        <source>server shutting down</source>
        <comment>request.shutting_down</comment>
        <translation>der Server fährt herunter</translation>
    </message>
    <message>
        <source>from must be before to</source>
        <comment>request.range_order</comment>
        <translation>from muss vor to liegen</translation>
    </message>
    <message>
        <source>the range may be at most 7 days</source>
        <comment>request.range_too_long</comment>
        <translation>der Zeitraum darf höchstens 7 Tage umfassen</translation>
    </message>
    <message>
        <source>max_points must be from 0 to 10000</source>
        <comment>request.max_points</comment>
        <translation>max_points muss zwischen 0 und 10000 liegen</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>format.empty</comment>
        <translation>leer</translation>
    </message>
    <message>
        <source>too large</source>
        <comment>format.too_large</comment>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>not a known tool output</source>
        <comment>format.unknown</comment>
        <translation>keine bekannte Werkzeugausgabe</translation>
    </message>
    <message>
        <source>not JSON</source>
        <comment>format.not_json</comment>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>invalid JSON</source>
        <comment>format.invalid_json</comment>
        <translation>ungültiges JSON</translation>
    </message>
    <message>
        <source>JSON, not a DCGM diagnostic</source>
        <comment>format.json_not_dcgm</comment>
        <translation>JSON, aber keine DCGM-Diagnose</translation>
    </message>
    <message>
        <source>nccl-tests output</source>
        <comment>format.nccl_output</comment>
        <translation>nccl-tests-Ausgabe</translation>
    </message>
    <message>
        <source>not nccl-tests output</source>
        <comment>format.not_nccl</comment>
        <translation>keine nccl-tests-Ausgabe</translation>
    </message>
    <message>
        <source>nccl-tests output, collective not stated</source>
        <comment>format.nccl_collective_unknown</comment>
        <translation>nccl-tests-Ausgabe, Kollektiv nicht angegeben</translation>
    </message>
    <message>
        <source>dcgmi plain text (%1)</source>
        <comment>format.dcgm_text</comment>
        <translation>dcgmi-Klartext (%1)</translation>
    </message>
    <message>
        <source>not dcgmi plain text</source>
        <comment>format.not_dcgm_text</comment>
        <translation>kein dcgmi-Klartext</translation>
    </message>
    <message numerus="yes">
        <source>and %n more like the above</source>
        <comment>artifact.more_like_above</comment>
        <translation>
            <numerusform>und %Ln weitere wie oben</numerusform>
            <numerusform>und %Ln weitere wie oben</numerusform>
        </translation>
    </message>
    <message>
        <source>the file has %1 bytes; at most %2 (16 MiB) are accepted</source>
        <comment>artifact.too_large</comment>
        <translation>die Datei hat %1 Byte; höchstens %2 (16 MiB) werden angenommen</translation>
    </message>
    <message>
        <source>expected `dcgmi diag` output (JSON with -j, or its &quot;| Diagnostic | Result |&quot; table) or the output of an nccl-tests *_perf binary (&quot;# nThread ...&quot; header and table)</source>
        <comment>artifact.unknown_tool</comment>
        <translation>erwartet: die Ausgabe von `dcgmi diag` (JSON mit -j oder ihre Tabelle „| Diagnostic | Result |“) oder die Ausgabe eines nccl-tests-Programms *_perf (Kopfzeile „# nThread ...“ und Tabelle)</translation>
    </message>
    <message>
        <source>unknown status &quot;%1&quot; read as FAIL</source>
        <comment>artifact.unknown_status</comment>
        <translation>unbekannter Status „%1“, als nicht bestanden gewertet</translation>
    </message>
    <message>
        <source>expected GPU ids like &quot;0,1,2&quot;, found &quot;%1&quot;</source>
        <comment>artifact.expected_gpu_ids_found</comment>
        <translation>erwartet: GPU-IDs wie „0,1,2“, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected GPU ids like &quot;0,1,2&quot; or a number</source>
        <comment>artifact.expected_gpu_ids</comment>
        <translation>erwartet: GPU-IDs wie „0,1,2“ oder eine Zahl</translation>
    </message>
    <message>
        <source>result without &quot;gpu_id&quot;, &quot;gpu_ids&quot; or &quot;entity_id&quot;; kept for the whole test</source>
        <comment>artifact.result_without_entity</comment>
        <translation>Ergebnis ohne „gpu_id“, „gpu_ids“ oder „entity_id“; gilt für den ganzen Test</translation>
    </message>
    <message>
        <source>expected a non-negative whole number</source>
        <comment>artifact.expected_whole_number</comment>
        <translation>erwartet: eine nicht negative ganze Zahl</translation>
    </message>
    <message>
        <source>missing: every result needs a status</source>
        <comment>artifact.result_needs_status</comment>
        <translation>fehlt: jedes Ergebnis braucht einen Status</translation>
    </message>
    <message>
        <source>expected a string like &quot;Pass&quot;</source>
        <comment>artifact.expected_status_string</comment>
        <translation>erwartet: eine Zeichenkette wie „Pass“</translation>
    </message>
    <message>
        <source>%1 has more than one result in this test; the worst is kept</source>
        <comment>artifact.entity_twice</comment>
        <translation>%1 hat in diesem Test mehr als ein Ergebnis; das schlechteste zählt</translation>
    </message>
    <message>
        <source>missing: every test needs a name</source>
        <comment>artifact.test_needs_name</comment>
        <translation>fehlt: jeder Test braucht einen Namen</translation>
    </message>
    <message>
        <source>null result skipped</source>
        <comment>artifact.null_result</comment>
        <translation>leeres Ergebnis (null) übersprungen</translation>
    </message>
    <message>
        <source>expected a result object</source>
        <comment>artifact.expected_result_object</comment>
        <translation>erwartet: ein Ergebnis-Objekt</translation>
    </message>
    <message>
        <source>expected a list of results</source>
        <comment>artifact.expected_results</comment>
        <translation>erwartet: eine Liste von Ergebnissen</translation>
    </message>
    <message>
        <source>test &quot;%1&quot; has no results; read as NOT_RUN</source>
        <comment>artifact.test_no_results</comment>
        <translation>Test „%1“ hat keine Ergebnisse; als nicht gelaufen gewertet</translation>
    </message>
    <message>
        <source>the diagnostic did not run: %1</source>
        <comment>artifact.diag_did_not_run</comment>
        <translation>die Diagnose ist nicht gelaufen: %1</translation>
    </message>
    <message>
        <source>missing: expected a list of test categories</source>
        <comment>artifact.expected_categories</comment>
        <translation>fehlt: erwartet wird eine Liste von Testkategorien</translation>
    </message>
    <message>
        <source>null test category skipped</source>
        <comment>artifact.null_category</comment>
        <translation>leere Testkategorie (null) übersprungen</translation>
    </message>
    <message>
        <source>expected a category with a list of tests</source>
        <comment>artifact.expected_category</comment>
        <translation>erwartet: eine Kategorie mit einer Liste von Tests</translation>
    </message>
    <message>
        <source>null test skipped</source>
        <comment>artifact.null_test</comment>
        <translation>leerer Test (null) übersprungen</translation>
    </message>
    <message>
        <source>expected a test object</source>
        <comment>artifact.expected_test_object</comment>
        <translation>erwartet: ein Test-Objekt</translation>
    </message>
    <message>
        <source>no tests found</source>
        <comment>artifact.no_tests</comment>
        <translation>keine Tests gefunden</translation>
    </message>
    <message>
        <source>version %1 in a %2 document</source>
        <comment>artifact.version_mismatch</comment>
        <translation>Version %1 in einem Dokument im Format %2</translation>
    </message>
    <message>
        <source>this is nccl-tests output, not dcgmi diag; import it as nccl</source>
        <comment>artifact.nccl_not_dcgm</comment>
        <translation>das ist eine nccl-tests-Ausgabe, kein dcgmi diag; als NCCL importieren</translation>
    </message>
    <message>
        <source>no JSON object found; expected the output of `dcgmi diag -j` or its plain-text table</source>
        <comment>artifact.no_json</comment>
        <translation>kein JSON-Objekt gefunden; erwartet: die Ausgabe von `dcgmi diag -j` oder ihre Klartext-Tabelle</translation>
    </message>
    <message>
        <source>text before the JSON skipped (lines 1 to %1)</source>
        <comment>artifact.text_before_json</comment>
        <translation>Text vor dem JSON übersprungen (Zeilen 1 bis %1)</translation>
    </message>
    <message>
        <source>text after the JSON skipped</source>
        <comment>artifact.text_after_json</comment>
        <translation>Text nach dem JSON übersprungen</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <comment>artifact.invalid_json</comment>
        <translation>ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>expected an object &quot;DCGM Diagnostic&quot; (DCGM 4.x) or &quot;DCGM GPU Diagnostic&quot; (DCGM 3.x)</source>
        <comment>artifact.not_dcgm_object</comment>
        <translation>erwartet: ein Objekt „DCGM Diagnostic“ (DCGM 4.x) oder „DCGM GPU Diagnostic“ (DCGM 3.x)</translation>
    </message>
    <message>
        <source>both DCGM shapes present; the 4.x one is read</source>
        <comment>artifact.both_shapes</comment>
        <translation>beide DCGM-Formen vorhanden; die von 4.x wird gelesen</translation>
    </message>
    <message>
        <source>too many values to locate them all: some issues lack a line, and duplicate keys past the first million values are not detected</source>
        <comment>artifact.too_many_values</comment>
        <translation>zu viele Werte, um alle zu verorten: manchen Meldungen fehlt die Zeile, und doppelte Schlüssel nach der ersten Million Werte werden nicht erkannt</translation>
    </message>
    <message>
        <source>duplicate key; refusing to guess which value holds</source>
        <comment>artifact.duplicate_key_refused</comment>
        <translation>doppelter Schlüssel; welcher Wert gilt, wird nicht geraten</translation>
    </message>
    <message>
        <source>duplicate key; the last value is used</source>
        <comment>artifact.duplicate_key_last</comment>
        <translation>doppelter Schlüssel; der letzte Wert gilt</translation>
    </message>
    <message>
        <source>expected GPU numbers like &quot;0, 1&quot;, found &quot;%1&quot;</source>
        <comment>artifact.expected_gpu_numbers</comment>
        <translation>erwartet: GPU-Nummern wie „0, 1“, gefunden: „%1“</translation>
    </message>
    <message>
        <source>unknown result &quot;%1&quot; read as FAIL</source>
        <comment>artifact.unknown_result</comment>
        <translation>unbekanntes Ergebnis „%1“, als nicht bestanden gewertet</translation>
    </message>
    <message>
        <source>message before any test skipped</source>
        <comment>artifact.message_before_test</comment>
        <translation>Meldung vor dem ersten Test übersprungen</translation>
    </message>
    <message>
        <source>row &quot;%1&quot; not understood; skipped</source>
        <comment>artifact.row_not_understood</comment>
        <translation>Zeile „%1“ nicht verstanden; übersprungen</translation>
    </message>
    <message>
        <source>no result for this test; read as NOT_RUN</source>
        <comment>artifact.test_no_result</comment>
        <translation>kein Ergebnis für diesen Test; als nicht gelaufen gewertet</translation>
    </message>
    <message>
        <source>this is dcgmi plain text but it lists no tests; expected rows like &quot;| PCIe | Pass |&quot;</source>
        <comment>artifact.text_no_tests</comment>
        <translation>das ist dcgmi-Klartext, nennt aber keine Tests; erwartet: Zeilen wie „| PCIe | Pass |“</translation>
    </message>
    <message>
        <source>no &quot;| Diagnostic | Result |&quot; table found; expected the output of `dcgmi diag -r N`</source>
        <comment>artifact.no_table</comment>
        <translation>keine Tabelle „| Diagnostic | Result |“ gefunden; erwartet: die Ausgabe von `dcgmi diag -r N`</translation>
    </message>
    <message>
        <source>expected &quot;N OK&quot; or &quot;N FAILED&quot;</source>
        <comment>artifact.expected_oob</comment>
        <translation>erwartet: „N OK“ oder „N FAILED“</translation>
    </message>
    <message>
        <source>expected a number, found &quot;%1&quot;</source>
        <comment>artifact.expected_number</comment>
        <translation>erwartet: eine Zahl, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected a deviation like 0e+00, found &quot;%1&quot;</source>
        <comment>artifact.expected_deviation</comment>
        <translation>erwartet: eine Abweichung wie 0e+00, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected a count of wrong values, found &quot;%1&quot;</source>
        <comment>artifact.expected_wrong_count</comment>
        <translation>erwartet: die Anzahl falscher Werte, gefunden: „%1“</translation>
    </message>
    <message numerus="yes">
        <source>expected %n columns (%2, then %3 out-of-place and in-place), found %4</source>
        <comment>artifact.expected_columns</comment>
        <translation>
            <numerusform>erwartet: %Ln Spalte (%2, dann %3 für out-of-place und in-place), gefunden: %4</numerusform>
            <numerusform>erwartet: %Ln Spalten (%2, dann %3 für out-of-place und in-place), gefunden: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a size in bytes, found &quot;%1&quot;</source>
        <comment>artifact.expected_size</comment>
        <translation>erwartet: eine Größe in Byte, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected an element count, found &quot;%1&quot;</source>
        <comment>artifact.expected_count</comment>
        <translation>erwartet: eine Anzahl Elemente, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected a rank number, found &quot;%1&quot;</source>
        <comment>artifact.expected_rank</comment>
        <translation>erwartet: eine Rank-Nummer, gefunden: „%1“</translation>
    </message>
    <message>
        <source>the table fits no nccl-tests collective (reduction op, root and bus bandwidth factor disagree)</source>
        <comment>artifact.no_collective</comment>
        <translation>die Tabelle passt zu keinem nccl-tests-Kollektiv (Reduktionsoperation, Root und Faktor der Busbandbreite widersprechen sich)</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>artifact.either</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>no nccl-tests header (&quot;# nThread ...&quot;) or result table found</source>
        <comment>artifact.no_nccl_header</comment>
        <translation>weder eine nccl-tests-Kopfzeile („# nThread ...“) noch eine Ergebnistabelle gefunden</translation>
    </message>
    <message>
        <source>%1; the run crashed at line %2: &quot;%3&quot;</source>
        <comment>artifact.crashed_at</comment>
        <translation>%1; der Lauf ist in Zeile %2 abgestürzt: „%3“</translation>
    </message>
    <message>
        <source>no result rows: the test did not get to its first size</source>
        <comment>artifact.no_rows</comment>
        <translation>keine Ergebniszeilen: der Test kam nicht bis zur ersten Größe</translation>
    </message>
    <message>
        <source>missing: the output ends before &quot;# Avg bus bandwidth&quot;</source>
        <comment>artifact.no_average</comment>
        <translation>fehlt: die Ausgabe endet vor „# Avg bus bandwidth“</translation>
    </message>
    <message>
        <source>the output reports a failure after its results: &quot;%1&quot;</source>
        <comment>artifact.failure_after_results</comment>
        <translation>die Ausgabe meldet nach ihren Ergebnissen einen Abbruch: „%1“</translation>
    </message>
    <message>
        <source>missing: the out-of-bounds check was not reported</source>
        <comment>artifact.no_oob</comment>
        <translation>fehlt: die Out-of-bounds-Prüfung wurde nicht gemeldet</translation>
    </message>
    <message numerus="yes">
        <source>N/A on %n rows: the data was not checked (-c 0); those rows are WARN</source>
        <comment>artifact.unchecked_rows</comment>
        <translation>
            <numerusform>N/A in %Ln Zeile: die Daten wurden nicht geprüft (-c 0); diese Zeile zählt als Warnung</numerusform>
            <numerusform>N/A in %Ln Zeilen: die Daten wurden nicht geprüft (-c 0); diese Zeilen zählen als Warnung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n figures are N/A and left at 0</source>
        <comment>artifact.unmeasured</comment>
        <translation>
            <numerusform>%Ln Messwert ist N/A und bleibt 0</numerusform>
            <numerusform>%Ln Messwerte sind N/A und bleiben 0</numerusform>
        </translation>
    </message>
    <message>
        <source>nccl-tests before 2.13: the error column is the largest deviation, not a count; correctness is judged by the out-of-bounds line</source>
        <comment>artifact.error_is_deviation</comment>
        <translation>nccl-tests vor 2.13: die Spalte error ist die größte Abweichung, keine Anzahl; ob die Daten stimmen, sagt die Out-of-bounds-Zeile</translation>
    </message>
    <message numerus="yes">
        <source>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n ranks from the busbw/algbw factor</source>
        <comment>artifact.ranks_from_ratio</comment>
        <translation>
            <numerusform>weder „# Rank“-Zeilen noch NCCL INFO nranks; %Ln Rank aus dem Faktor busbw/algbw</numerusform>
            <numerusform>weder „# Rank“-Zeilen noch NCCL INFO nranks; %Ln Ranks aus dem Faktor busbw/algbw</numerusform>
        </translation>
    </message>
    <message>
        <source>no &quot;# Rank&quot; lines or NCCL INFO nranks; ranks taken as nThread x nGpus = %1</source>
        <comment>artifact.ranks_from_header</comment>
        <translation>weder „# Rank“-Zeilen noch NCCL INFO nranks; Ranks als nThread x nGpus = %1 angenommen</translation>
    </message>
    <message>
        <source>rows were not in ascending size; sorted</source>
        <comment>artifact.rows_sorted</comment>
        <translation>die Zeilen waren nicht aufsteigend nach Größe; sortiert</translation>
    </message>
    <message numerus="yes">
        <source>differs from out-of-place by over 25% at %n sizes from 1 MiB, first at %2 B</source>
        <comment>artifact.in_place_differs</comment>
        <translation>
            <numerusform>weicht bei %Ln Größe ab 1 MiB um mehr als 25 % von out-of-place ab, bei %2 B</numerusform>
            <numerusform>weicht bei %Ln Größen ab 1 MiB um mehr als 25 % von out-of-place ab, zuerst bei %2 B</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>summary.then</comment>
        <translation>%1; %2</translation>
    </message>
    <message numerus="yes">
        <source>not a fabric test: %n processes each ran alone (nranks 1; nccl-tests built without MPI?)</source>
        <comment>summary.nccl_alone</comment>
        <translation>
            <numerusform>kein Fabric-Test: %Ln Prozess lief für sich (nranks 1; nccl-tests ohne MPI gebaut?)</numerusform>
            <numerusform>kein Fabric-Test: %Ln Prozesse liefen jeder für sich (nranks 1; nccl-tests ohne MPI gebaut?)</numerusform>
        </translation>
    </message>
    <message>
        <source>not a fabric test: a single rank (nranks 1)</source>
        <comment>summary.nccl_single_rank</comment>
        <translation>kein Fabric-Test: ein einziger Rank (nranks 1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n sizes FAIL #wrong</source>
        <comment>summary.nccl_sizes_fail</comment>
        <translation>
            <numerusform>%1 von %Ln Größe nicht bestanden (#wrong)</numerusform>
            <numerusform>%1 von %Ln Größen nicht bestanden (#wrong)</numerusform>
        </translation>
    </message>
    <message>
        <source>out-of-bounds values FAILED</source>
        <comment>summary.nccl_oob_failed</comment>
        <translation>Out-of-bounds-Prüfung nicht bestanden</translation>
    </message>
    <message>
        <source>avg busbw below the -a check, FAILED</source>
        <comment>summary.nccl_average_failed</comment>
        <translation>mittlere busbw unter der Prüfung -a: nicht bestanden</translation>
    </message>
    <message numerus="yes">
        <source>in-place vs out-of-place busbw differ by over 25% at %n sizes (first %2 B)</source>
        <comment>summary.nccl_in_place</comment>
        <translation>
            <numerusform>busbw in-place und out-of-place weichen bei %Ln Größe um mehr als 25 % ab (%2 B)</numerusform>
            <numerusform>busbw in-place und out-of-place weichen bei %Ln Größen um mehr als 25 % ab (zuerst %2 B)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 avg busbw %2 over %3, %4</source>
        <comment>summary.nccl</comment>
        <translation>%1: mittlere busbw %2 über %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n ranks</source>
        <comment>count.ranks</comment>
        <translation>
            <numerusform>%Ln Rank</numerusform>
            <numerusform>%Ln Ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sizes</source>
        <comment>count.sizes</comment>
        <translation>
            <numerusform>%Ln Größe</numerusform>
            <numerusform>%Ln Größen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tests</source>
        <comment>count.tests</comment>
        <translation>
            <numerusform>%Ln Test</numerusform>
            <numerusform>%Ln Tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <comment>count.gpus</comment>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %n GPUs PASS %2</source>
        <comment>summary.dcgm_pass</comment>
        <translation>
            <numerusform>%Ln von %Ln GPU bestanden, %2</numerusform>
            <numerusform>%Ln von %Ln GPUs bestanden, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPUs %3</source>
        <comment>summary.gpus_of</comment>
        <translation>
            <numerusform>%1 von %Ln GPU %3</numerusform>
            <numerusform>%1 von %Ln GPUs %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>summary.verdict_in</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>summary.and_more</comment>
        <translation>
            <numerusform>%1 und %Ln weiterer</numerusform>
            <numerusform>%1 und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the diagnostic failed, not the GPU)</source>
        <comment>summary.tool_error</comment>
        <translation>%1 (die Diagnose ist fehlgeschlagen, nicht die GPU)</translation>
    </message>
    <message>
        <source>PASS</source>
        <comment>verdict.pass</comment>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>WARN</source>
        <comment>verdict.warn</comment>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>FAIL</source>
        <comment>verdict.fail</comment>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>SKIP</source>
        <comment>verdict.skip</comment>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>NOT_RUN</source>
        <comment>verdict.not_run</comment>
        <translation>nicht gelaufen</translation>
    </message>
    <message>
        <source>TOOL_ERROR</source>
        <comment>verdict.tool_error</comment>
        <translation>Werkzeugfehler</translation>
    </message>
    <message>
        <source>UNSPECIFIED</source>
        <comment>verdict.unspecified</comment>
        <translation>ohne Urteil</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>validation.tests_pass_on_gpus</comment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>audit.refused</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <comment>audit.acknowledged</comment>
        <translation>Übernommen</translation>
    </message>
    <message>
        <source>Acknowledged: %1</source>
        <comment>audit.acknowledged_with</comment>
        <translation>Übernommen: %1</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <comment>audit.comment</comment>
        <translation>Kommentar: %1</translation>
    </message>
    <message>
        <source>Resolved: %1</source>
        <comment>audit.resolved</comment>
        <translation>Erledigt: %1</translation>
    </message>
    <message>
        <source>Silence until %1</source>
        <comment>audit.silence_until</comment>
        <translation>Stummschaltung bis %1</translation>
    </message>
    <message>
        <source>Silence ended by hand</source>
        <comment>audit.silence_ended</comment>
        <translation>Stummschaltung von Hand beendet</translation>
    </message>
    <message>
        <source>Silence reached its expiry</source>
        <comment>audit.silence_expired</comment>
        <translation>Stummschaltung abgelaufen</translation>
    </message>
    <message>
        <source>validation run</source>
        <comment>audit.validation_run</comment>
        <translation>Validierungslauf</translation>
    </message>
    <message>
        <source>import of %1</source>
        <comment>audit.import_of</comment>
        <translation>Import von %1</translation>
    </message>
    <message>
        <source>Approved: every criterion passes</source>
        <comment>audit.approved</comment>
        <translation>Freigegeben: jedes Kriterium ist erfüllt</translation>
    </message>
    <message>
        <source>Gate not met: %1</source>
        <comment>audit.gate_not_met</comment>
        <translation>Kriterien nicht erfüllt: %1</translation>
    </message>
    <message>
        <source>Override requested despite: %1</source>
        <comment>audit.override_requested</comment>
        <translation>Ausnahme beantragt trotz: %1</translation>
    </message>
    <message>
        <source>Override turned down: %1</source>
        <comment>audit.override_turned_down</comment>
        <translation>Ausnahme abgelehnt: %1</translation>
    </message>
    <message>
        <source>Override confirmed (requested by %1)</source>
        <comment>audit.override_confirmed</comment>
        <translation>Ausnahme bestätigt (beantragt von %1)</translation>
    </message>
    <message>
        <source>Override %1 withdrawn: the rack changed</source>
        <comment>audit.override_withdrawn</comment>
        <translation>Ausnahme %1 zurückgezogen: das Rack hat sich geändert</translation>
    </message>
    <message>
        <source>Imported %1 (%2, sha256 %3) as run %4: %5</source>
        <comment>audit.imported</comment>
        <translation>%1 importiert (%2, sha256 %3) als Lauf %4: %5</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <comment>audit.note</comment>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <source>Handover signed off</source>
        <comment>audit.signed_off</comment>
        <translation>Übergabe abgezeichnet</translation>
    </message>
    <message>
        <source>SLO %1 for %2</source>
        <comment>audit.slo</comment>
        <translation>SLO %1 für %2</translation>
    </message>
    <message>
        <source>all pairs</source>
        <comment>audit.slo_all_pairs</comment>
        <translation>alle Paare</translation>
    </message>
    <message>
        <source>pairs into %1</source>
        <comment>audit.slo_pairs_into</comment>
        <translation>Paare nach %1</translation>
    </message>
    <message>
        <source>Took over from %1: %2</source>
        <comment>audit.took_over</comment>
        <translation>Übernommen von %1: %2</translation>
    </message>
    <message>
        <source>missing from BMC inventory (no Redfish response)</source>
        <comment>status.inventory_missing</comment>
        <translation>fehlt im BMC-Inventar (keine Redfish-Antwort)</translation>
    </message>
    <message>
        <source>BMC firmware flash failed (image verification error at %1)</source>
        <comment>status.flash_failed</comment>
        <translation>Flashen der BMC-Firmware fehlgeschlagen (Fehler bei der Image-Prüfung bei %1)</translation>
    </message>
    <message numerus="yes">
        <source>switch tray did not come up (%n NVLink ports down)</source>
        <comment>status.switch_tray_down</comment>
        <translation>
            <numerusform>Switch-Tray ist nicht hochgefahren (%Ln NVLink-Port down)</numerusform>
            <numerusform>Switch-Tray ist nicht hochgefahren (%Ln NVLink-Ports down)</numerusform>
        </translation>
    </message>
    <message>
        <source>flow %1 below setpoint %2 during commissioning</source>
        <comment>status.cdu_flow_low</comment>
        <translation>Durchfluss %1 unter Sollwert %2 bei der Inbetriebnahme</translation>
    </message>
    <message>
        <source>uncorrectable ECC errors in DCGM memory test</source>
        <comment>status.gpu_ecc</comment>
        <translation>nicht korrigierbare ECC-Fehler im DCGM-Speichertest</translation>
    </message>
    <message>
        <source>NCCL all-reduce bus bandwidth %1 below baseline for messages of 1 GiB and more</source>
        <comment>status.nvlink_busbw</comment>
        <translation>NCCL-All-Reduce-Busbandbreite %1 unter der Baseline bei Nachrichten ab 1 GiB</translation>
    </message>
    <message>
        <source>thermal throttling in workload test, step rate %1 below fleet baseline</source>
        <comment>status.thermal_throttle</comment>
        <translation>thermische Drosselung im Workload-Test, Schrittrate %1 unter der Flotten-Baseline</translation>
    </message>
    <message>
        <source>tray reported a fatal error</source>
        <comment>status.fatal</comment>
        <translation>Tray meldet einen schweren Fehler</translation>
    </message>
    <message>
        <source>flash failed again (image verification error)</source>
        <comment>status.reflash_again</comment>
        <translation>Flashen erneut fehlgeschlagen (Fehler bei der Image-Prüfung)</translation>
    </message>
    <message>
        <source>did not come back after the power cycle</source>
        <comment>status.power_cycle_lost</comment>
        <translation>nach dem Aus- und Einschalten nicht wieder erreichbar</translation>
    </message>
    <message>
        <source>PSU %1 degraded, shelf redundancy reduced</source>
        <comment>status.psu_degraded</comment>
        <translation>Netzteil %1 beeinträchtigt, Redundanz des Power-Shelfs verringert</translation>
    </message>
    <message>
        <source>Replaced (RMA %1)</source>
        <comment>status.replaced</comment>
        <translation>Getauscht (RMA %1)</translation>
    </message>
    <message>
        <source>Replaced (RMA pending)</source>
        <comment>status.replaced_pending</comment>
        <translation>Getauscht (RMA ausstehend)</translation>
    </message>
    <message>
        <source>Delivered to the dock</source>
        <comment>history.delivered</comment>
        <translation>An der Laderampe angeliefert</translation>
    </message>
    <message>
        <source>Stage completed</source>
        <comment>history.stage_completed</comment>
        <translation>Phase abgeschlossen</translation>
    </message>
    <message>
        <source>Repeated NVLink errors under investigation</source>
        <comment>history.nvlink_investigation</comment>
        <translation>Wiederholte NVLink-Fehler werden untersucht</translation>
    </message>
    <message>
        <source>Approved for production</source>
        <comment>history.approved</comment>
        <translation>Für die Produktion freigegeben</translation>
    </message>
    <message>
        <source>Validation re-run</source>
        <comment>history.validation_rerun</comment>
        <translation>Validierung wiederholt</translation>
    </message>
    <message>
        <source>Firmware reflashed</source>
        <comment>history.reflashed</comment>
        <translation>Firmware neu geflasht</translation>
    </message>
    <message>
        <source>Trays power-cycled</source>
        <comment>history.power_cycled</comment>
        <translation>Trays aus- und eingeschaltet</translation>
    </message>
    <message>
        <source>Drained</source>
        <comment>history.drained</comment>
        <translation>Workloads abgezogen</translation>
    </message>
    <message>
        <source>Tray replaced, bringing the rack up again</source>
        <comment>history.tray_replaced</comment>
        <translation>Tray getauscht, das Rack fährt wieder hoch</translation>
    </message>
    <message>
        <source>Quarantined</source>
        <comment>history.quarantined</comment>
        <translation>In Quarantäne</translation>
    </message>
    <message>
        <source>Returned to service</source>
        <comment>history.returned</comment>
        <translation>Wieder in Betrieb</translation>
    </message>
    <message>
        <source>Remediation cleared: %1</source>
        <comment>history.remediation_cleared</comment>
        <translation>Behebung erfolgreich: %1</translation>
    </message>
    <message>
        <source>Remediation did not clear: %1</source>
        <comment>history.remediation_not_cleared</comment>
        <translation>Behebung ohne Erfolg: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>history.because</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Leak at %1 (%2): detector reads Critical, leak reaction started</source>
        <comment>history.leak_tripped</comment>
        <translation>Leck an %1 (%2): Melder meldet Kritisch, Leckreaktion gestartet</translation>
    </message>
    <message>
        <source>Leak at %1 (%2): graceful shutdown, workloads drained</source>
        <comment>history.leak_shutdown</comment>
        <translation>Leck an %1 (%2): geordnet heruntergefahren, Workloads entleert</translation>
    </message>
    <message>
        <source>Leak at %1 (%2): power cut by the CDU float switch, workloads stopped</source>
        <comment>history.leak_power_cut</comment>
        <translation>Leck an %1 (%2): Strom vom Schwimmerschalter der CDU abgeschaltet, Workloads gestoppt</translation>
    </message>
    <message>
        <source>Leak at %1 (%2) dried and cleared: returned to service</source>
        <comment>history.leak_returned</comment>
        <translation>Leck an %1 (%2) getrocknet und behoben: wieder in Betrieb</translation>
    </message>
    <message>
        <source>Leak at %1 (%2) dried and cleared: the rack resumes its stage</source>
        <comment>history.leak_cleared</comment>
        <translation>Leck an %1 (%2) getrocknet und behoben: das Rack setzt seine Phase fort</translation>
    </message>
    <message>
        <source>Lifecycle validation</source>
        <comment>run.lifecycle</comment>
        <translation>Validierung im Lebenszyklus</translation>
    </message>
    <message>
        <source>Lifecycle validation (stopped at a fault)</source>
        <comment>run.lifecycle_fault</comment>
        <translation>Validierung im Lebenszyklus (bei einer Störung abgebrochen)</translation>
    </message>
    <message>
        <source>Lifecycle validation (stopped: the rack left validation)</source>
        <comment>run.lifecycle_left</comment>
        <translation>Validierung im Lebenszyklus (abgebrochen: das Rack hat die Validierung verlassen)</translation>
    </message>
    <message>
        <source>Imported from %1</source>
        <comment>run.imported_from</comment>
        <translation>Importiert aus %1</translation>
    </message>
    <message>
        <source>DCGM %1</source>
        <comment>tool.dcgm</comment>
        <translation>DCGM %1</translation>
    </message>
    <message>
        <source>DCGM %1, driver %2</source>
        <comment>tool.dcgm_driver</comment>
        <translation>DCGM %1, Treiber %2</translation>
    </message>
    <message>
        <source>(version not stated)</source>
        <comment>tool.version_not_stated</comment>
        <translation>(Version nicht angegeben)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>tool.and</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the operator&apos;s choice</source>
        <comment>collective.clue_chosen</comment>
        <translation>die Wahl des Bedieners</translation>
    </message>
    <message>
        <source>the output&apos;s &quot;# Collective test&quot; line</source>
        <comment>collective.clue_name_line</comment>
        <translation>die Zeile „# Collective test“ der Ausgabe</translation>
    </message>
    <message>
        <source>the command line in the output</source>
        <comment>collective.clue_command</comment>
        <translation>die Befehlszeile in der Ausgabe</translation>
    </message>
    <message>
        <source>the table&apos;s figures (busbw/algbw factor, count per size, op and root)</source>
        <comment>collective.clue_figures</comment>
        <translation>die Zahlen der Tabelle (Faktor busbw/algbw, count je Größe, Operation und Root)</translation>
    </message>
    <message>
        <source>the file name %1</source>
        <comment>collective.clue_file_name</comment>
        <translation>der Dateiname %1</translation>
    </message>
    <message>
        <source>%1 points to %2, but %3 says %4; %4 was taken</source>
        <comment>artifact.clue_disagrees</comment>
        <translation>%1 deutet auf %2, aber %3 sagt %4; %4 wurde genommen</translation>
    </message>
    <message>
        <source>%1 says %2, but the table&apos;s figures do not fit it; %2 was taken</source>
        <comment>artifact.clue_figures_disagree</comment>
        <translation>%1 sagt %2, aber die Zahlen der Tabelle passen nicht dazu; %2 wurde genommen</translation>
    </message>
    <message>
        <source>%1 is not an nccl-tests collective</source>
        <comment>artifact.unknown_collective</comment>
        <translation>%1 ist keine Collective von nccl-tests</translation>
    </message>
    <message>
        <source>no &quot;# Avg bus bandwidth&quot; line: the average %1 was computed from the rows</source>
        <comment>artifact.average_computed</comment>
        <translation>keine Zeile „# Avg bus bandwidth“: der Mittelwert %1 wurde aus den Zeilen berechnet</translation>
    </message>
    <message numerus="yes">
        <source>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n ranks from the count column</source>
        <comment>artifact.ranks_from_count</comment>
        <translation>
            <numerusform>weder „# Rank“-Zeilen noch NCCL INFO nranks; %Ln Rank aus der Spalte count</numerusform>
            <numerusform>weder „# Rank“-Zeilen noch NCCL INFO nranks; %Ln Ranks aus der Spalte count</numerusform>
        </translation>
    </message>
    <message>
        <source>no &quot;# Avg bus bandwidth&quot; line</source>
        <comment>partial.no_average</comment>
        <translation>keine Zeile „# Avg bus bandwidth“</translation>
    </message>
    <message numerus="yes">
        <source>lines left out at %n places (&quot;...&quot;)</source>
        <comment>partial.lines_left_out</comment>
        <translation>
            <numerusform>Zeilen ausgelassen an %Ln Stelle („...“)</numerusform>
            <numerusform>Zeilen ausgelassen an %Ln Stellen („...“)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 &quot;# Rank&quot; lines</source>
        <comment>partial.rank_lines</comment>
        <translation>%1 von %2 „# Rank“-Zeilen</translation>
    </message>
    <message>
        <source>partial evidence: %1</source>
        <comment>nccl.partial</comment>
        <translation>unvollständiger Nachweis: %1</translation>
    </message>
    <message>
        <source>not checked: #wrong N/A on every row (-c 0), no result was verified</source>
        <comment>summary.nccl_not_checked</comment>
        <translation>nicht geprüft: #wrong N/A in jeder Zeile (-c 0), kein Ergebnis wurde überprüft</translation>
    </message>
    <message>
        <source>collective from %1</source>
        <comment>summary.nccl_collective_from</comment>
        <translation>Collective aus %1</translation>
    </message>
    <message>
        <source>not tested: %1 skipped; nothing beyond the software checks ran</source>
        <comment>summary.dcgm_not_tested</comment>
        <translation>nicht getestet: %1 übersprungen; außer den Softwareprüfungen lief nichts</translation>
    </message>
    <message>
        <source>not tested: every test skipped</source>
        <comment>summary.dcgm_nothing_ran</comment>
        <translation>nicht getestet: jeder Test übersprungen</translation>
    </message>
    <message>
        <source>NOT_TESTED</source>
        <comment>verdict.not_tested</comment>
        <translation>nicht getestet</translation>
    </message>
    <message>
        <source>NOT_CHECKED</source>
        <comment>verdict.not_checked</comment>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>this output fits %1 and does not say which; choose the test it was</source>
        <comment>artifact.which_collective</comment>
        <translation>diese Ausgabe passt zu %1 und sagt nicht, zu welchem; wählen Sie den Test, der lief</translation>
    </message>
    <message>
        <source>this output fits %1 and does not say which; choose the test it was. Note: every process saw a single rank (nranks 1), so this run never tested the fabric</source>
        <comment>artifact.which_collective_single_rank</comment>
        <translation>diese Ausgabe passt zu %1 und sagt nicht, zu welchem; wählen Sie den Test, der lief. Hinweis: Jeder Prozess sah nur einen Rank (nranks 1), dieser Lauf hat das Fabric also nie getestet</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 × %4</source>
        <comment>baseline.nccl_key</comment>
        <translation>%1 × %2 × %3 × %4</translation>
    </message>
    <message>
        <source>GPU not stated</source>
        <comment>baseline.gpu_not_stated</comment>
        <translation>GPU nicht angegeben</translation>
    </message>
    <message>
        <source>network (not stated)</source>
        <comment>baseline.network_not_stated</comment>
        <translation>Netzwerk (nicht angegeben)</translation>
    </message>
    <message>
        <source>judged against the platform baseline (%1)</source>
        <comment>baseline.nccl_platform</comment>
        <translation>gegen die Baseline der Plattform beurteilt (%1)</translation>
    </message>
    <message>
        <source>judged against %1: peak busbw %2 is %3 of %4</source>
        <comment>baseline.nccl_judged</comment>
        <translation>gegen %1 beurteilt: Spitzen-busbw %2 ist %3 von %4</translation>
    </message>
    <message>
        <source>bandwidth not judged against %1: no size of 256 MiB or more</source>
        <comment>baseline.nccl_too_small</comment>
        <translation>Bandbreite nicht gegen %1 beurteilt: keine Größe ab 256 MiB</translation>
    </message>
    <message>
        <source>no baseline for %1: the bandwidth is not judged</source>
        <comment>baseline.nccl_none</comment>
        <translation>keine Baseline für %1: die Bandbreite wird nicht beurteilt</translation>
    </message>
    <message>
        <source>%1 over %2, %3, %4: baseline %5; the floor keeps %6 of it</source>
        <comment>cluster.floor_source</comment>
        <translation>%1 über %2, %3, %4: Referenzwert %5; die Untergrenze behält %6 davon</translation>
    </message>
    <message>
        <source>DCGM level 3 on every GPU of the rack: every test must pass</source>
        <comment>cluster.floor_source_diagnostics</comment>
        <translation>DCGM Stufe 3 auf jeder GPU des Racks: Jeder Test muss bestehen</translation>
    </message>
    <message>
        <source>%1 below the floor %2 (%3)</source>
        <comment>cluster.result.below_floor</comment>
        <translation>%1 unter der Untergrenze %2 (%3)</translation>
    </message>
    <message>
        <source>not tested: %1 could not take part</source>
        <comment>cluster.result.untested</comment>
        <translation>nicht getestet: %1 konnte nicht teilnehmen</translation>
    </message>
    <message>
        <source>not tested any more: %1 is quarantined</source>
        <comment>cluster.result.quarantined</comment>
        <translation>nicht mehr getestet: %1 ist in Quarantäne</translation>
    </message>
    <message>
        <source>Imported from %1: %2, floor %3</source>
        <comment>cluster.result.imported_pass</comment>
        <translation>Importiert aus %1: %2, Untergrenze %3</translation>
    </message>
    <message>
        <source>Imported from %1: %2 below the floor %3</source>
        <comment>cluster.result.imported_below</comment>
        <translation>Importiert aus %1: %2 unter der Untergrenze %3</translation>
    </message>
    <message>
        <source>Forming: %1 of %2 SuperNIC ports up</source>
        <comment>cluster.status.forming</comment>
        <translation>Im Aufbau: %1 von %2 SuperNIC-Ports aktiv</translation>
    </message>
    <message>
        <source>Certifying: %1 of %2 checks done</source>
        <comment>cluster.status.certifying</comment>
        <translation>Zertifizierung: %1 von %2 Prüfungen erledigt</translation>
    </message>
    <message>
        <source>Certification failed: %1</source>
        <comment>cluster.status.certification_failed</comment>
        <translation>Zertifizierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Certification incomplete: %1 not tested</source>
        <comment>cluster.status.certification_untested</comment>
        <translation>Zertifizierung unvollständig: %1 nicht getestet</translation>
    </message>
    <message>
        <source>Expanding by %1: %2 of %3 checks done</source>
        <comment>cluster.status.expanding</comment>
        <translation>Erweiterung um %1: %2 von %3 Prüfungen erledigt</translation>
    </message>
    <message>
        <source>Burn-in day %1 of %2</source>
        <comment>cluster.status.burn_in</comment>
        <translation>Burn-in Tag %1 von %2</translation>
    </message>
    <message>
        <source>Burn-in failed: %1</source>
        <comment>cluster.status.burn_in_failed</comment>
        <translation>Burn-in fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Certified and burned in; waiting for release</source>
        <comment>cluster.status.awaiting_release</comment>
        <translation>Zertifiziert und eingebrannt; wartet auf Freigabe</translation>
    </message>
    <message>
        <source>Release requested by %1; waiting for a second approver</source>
        <comment>cluster.status.release_pending</comment>
        <translation>Freigabe von %1 beantragt; wartet auf eine zweite freigebende Person</translation>
    </message>
    <message>
        <source>In production</source>
        <comment>cluster.status.production</comment>
        <translation>In Produktion</translation>
    </message>
    <message>
        <source>Degraded: %1 quarantined</source>
        <comment>cluster.status.degraded</comment>
        <translation>Beeinträchtigt: %1 in Quarantäne</translation>
    </message>
    <message>
        <source>passed</source>
        <comment>cluster.verdict.pass</comment>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>cluster.verdict.fail</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>running</source>
        <comment>cluster.verdict.running</comment>
        <translation>läuft</translation>
    </message>
    <message>
        <source>not started</source>
        <comment>cluster.verdict.pending</comment>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>not tested</source>
        <comment>cluster.verdict.not_tested</comment>
        <translation>nicht getestet</translation>
    </message>
    <message>
        <source>Every rack approved on its own</source>
        <comment>cluster.criterion.racks</comment>
        <translation>Jedes Rack einzeln freigegeben</translation>
    </message>
    <message>
        <source>%1 of %2 racks</source>
        <comment>cluster.criterion.of_racks</comment>
        <translation>%1 von %2 Racks</translation>
    </message>
    <message>
        <source>all %1 racks</source>
        <comment>cluster.criterion.all_racks</comment>
        <translation>alle %1 Racks</translation>
    </message>
    <message>
        <source>not approved: %1</source>
        <comment>cluster.criterion.not_approved</comment>
        <translation>nicht freigegeben: %1</translation>
    </message>
    <message>
        <source>Certification as a system</source>
        <comment>cluster.criterion.certification</comment>
        <translation>Zertifizierung als System</translation>
    </message>
    <message>
        <source>every category passes at every scale</source>
        <comment>cluster.criterion.every_cell</comment>
        <translation>jede Kategorie besteht in jeder Größe</translation>
    </message>
    <message>
        <source>Nothing untested</source>
        <comment>cluster.criterion.untested</comment>
        <translation>Nichts ungetestet</translation>
    </message>
    <message>
        <source>untested: %1</source>
        <comment>cluster.criterion.untested_named</comment>
        <translation>ungetestet: %1</translation>
    </message>
    <message>
        <source>none</source>
        <comment>cluster.criterion.none</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <comment>cluster.criterion.burn_in</comment>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>goodput at least %1, every interruption attributed and recovered</source>
        <comment>cluster.criterion.burn_in_rule</comment>
        <translation>Goodput mindestens %1, jede Unterbrechung zugeordnet und behoben</translation>
    </message>
    <message>
        <source>No rack quarantined</source>
        <comment>cluster.criterion.quarantine</comment>
        <translation>Kein Rack in Quarantäne</translation>
    </message>
    <message>
        <source>quarantined: %1</source>
        <comment>cluster.criterion.quarantined_named</comment>
        <translation>in Quarantäne: %1</translation>
    </message>
    <message>
        <source>Formed from %1 racks</source>
        <comment>cluster.event.formed</comment>
        <translation>Aus %1 Racks gebildet</translation>
    </message>
    <message>
        <source>Certification started (attempt %1)</source>
        <comment>cluster.event.certification_started</comment>
        <translation>Zertifizierung begonnen (Versuch %1)</translation>
    </message>
    <message>
        <source>Certification failed: %1</source>
        <comment>cluster.event.certification_failed</comment>
        <translation>Zertifizierung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Certification passed; burn-in started</source>
        <comment>cluster.event.burn_in_started</comment>
        <translation>Zertifizierung bestanden; Burn-in begonnen</translation>
    </message>
    <message>
        <source>Burn-in passed: %1</source>
        <comment>cluster.event.burn_in_passed</comment>
        <translation>Burn-in bestanden: %1</translation>
    </message>
    <message>
        <source>Release requested: %1</source>
        <comment>cluster.event.release_requested</comment>
        <translation>Freigabe beantragt: %1</translation>
    </message>
    <message>
        <source>Release turned down: %1</source>
        <comment>cluster.event.release_rejected</comment>
        <translation>Freigabe abgelehnt: %1</translation>
    </message>
    <message>
        <source>Released into production (requested by %1, confirmed by %2)</source>
        <comment>cluster.event.released</comment>
        <translation>In Produktion freigegeben (beantragt von %1, bestätigt von %2)</translation>
    </message>
    <message>
        <source>%1 quarantined: %2</source>
        <comment>cluster.event.quarantined</comment>
        <translation>%1 in Quarantäne: %2</translation>
    </message>
    <message>
        <source>Expansion by %1: %2</source>
        <comment>cluster.event.expanding</comment>
        <translation>Erweiterung um %1: %2</translation>
    </message>
    <message>
        <source>The new racks are certified with the cluster</source>
        <comment>cluster.event.expansion_certified</comment>
        <translation>Die neuen Racks sind mit dem Cluster zertifiziert</translation>
    </message>
    <message>
        <source>Starts when certification passes</source>
        <comment>burnin.pending</comment>
        <translation>Beginnt, wenn die Zertifizierung besteht</translation>
    </message>
    <message>
        <source>Day %1 of %2: goodput %3 so far</source>
        <comment>burnin.running</comment>
        <translation>Tag %1 von %2: Goodput bisher %3</translation>
    </message>
    <message>
        <source>Goodput %1 at or above the floor %2; all %3 interruptions attributed and recovered</source>
        <comment>burnin.pass</comment>
        <translation>Goodput %1 auf oder über der Untergrenze %2; alle %3 Unterbrechungen zugeordnet und behoben</translation>
    </message>
    <message>
        <source>Goodput %1 below the floor %2</source>
        <comment>burnin.goodput_low</comment>
        <translation>Goodput %1 unter der Untergrenze %2</translation>
    </message>
    <message>
        <source>An interruption has no cause found</source>
        <comment>burnin.unattributed</comment>
        <translation>Für eine Unterbrechung ist keine Ursache gefunden</translation>
    </message>
    <message>
        <source>An interruption has not recovered</source>
        <comment>burnin.unrecovered</comment>
        <translation>Eine Unterbrechung ist nicht behoben</translation>
    </message>
    <message>
        <source>Job interrupted: %1</source>
        <comment>burnin.interrupted</comment>
        <translation>Job unterbrochen: %1</translation>
    </message>
    <message>
        <source>Job interrupted; cause not found yet</source>
        <comment>burnin.interrupted_unattributed</comment>
        <translation>Job unterbrochen; Ursache noch nicht gefunden</translation>
    </message>
    <message>
        <source>%1: cross-rack %2 at %3, below its floor %4</source>
        <comment>finding.nic_below_floor</comment>
        <translation>%1: rackübergreifendes %2 bei %3, unter der Untergrenze %4</translation>
    </message>
    <message>
        <source>%1: link flapping (%2 flaps in the last hour); cross-rack %3 below its floor</source>
        <comment>finding.link_flapping</comment>
        <translation>%1: Link flattert (%2 Flaps in der letzten Stunde); rackübergreifendes %3 unter der Untergrenze</translation>
    </message>
    <message>
        <source>%1: straggler, whole-cluster goodput %2 (floor %3)</source>
        <comment>finding.straggler</comment>
        <translation>%1: Nachzügler, Goodput des ganzen Clusters %2 (Untergrenze %3)</translation>
    </message>
    <message>
        <source>Whole-cluster %1 at %2, below its floor %3</source>
        <comment>finding.below_floor</comment>
        <translation>%1 des ganzen Clusters bei %2, unter der Untergrenze %3</translation>
    </message>
    <message>
        <source>%1: XID %2, %3</source>
        <comment>finding.xid</comment>
        <translation>%1: XID %2, %3</translation>
    </message>
    <message>
        <source>%1: job hung (NCCL watchdog timeout) and restarted from its checkpoint</source>
        <comment>finding.job_hang</comment>
        <translation>%1: Job hing (NCCL-Watchdog-Zeitüberschreitung) und startete vom Checkpoint neu</translation>
    </message>
    <message>
        <source>Imported %1 on %2 (host %3): %4 below the floor %5</source>
        <comment>finding.evidence_below_floor</comment>
        <translation>Importiertes %1 auf %2 (Host %3): %4 unter der Untergrenze %5</translation>
    </message>
    <message>
        <source>Whole-cluster %1 at %2, below its floor %3</source>
        <comment>narrow.cluster_run</comment>
        <translation>%1 des ganzen Clusters bei %2, unter der Untergrenze %3</translation>
    </message>
    <message>
        <source>Bisection: domains %1 pass, domains %2 fall below the floor</source>
        <comment>narrow.bisect</comment>
        <translation>Bisektion: Domänen %1 bestehen, Domänen %2 fallen unter die Untergrenze</translation>
    </message>
    <message>
        <source>Left: domain %1, rack %2</source>
        <comment>narrow.domain</comment>
        <translation>Übrig: Domäne %1, Rack %2</translation>
    </message>
    <message>
        <source>Bisection: both halves (domains %1 and %2) fall below the floor alike</source>
        <comment>narrow.bisect_both</comment>
        <translation>Bisektion: Beide Hälften (Domänen %1 und %2) fallen gleichermaßen unter die Untergrenze</translation>
    </message>
    <message>
        <source>Every pair fails %1 alike while each rack alone passes: the fault is between the racks</source>
        <comment>narrow.all_pairs</comment>
        <translation>Jedes Paar scheitert bei %1 gleichermaßen, jedes Rack allein besteht: Der Fehler liegt zwischen den Racks</translation>
    </message>
    <message>
        <source>Pairs with %1 fail, pairs without it pass</source>
        <comment>narrow.pairs_with</comment>
        <translation>Paare mit %1 scheitern, Paare ohne bestehen</translation>
    </message>
    <message>
        <source>Port counters: %1 symbol errors on %2, the rack&apos;s other ports clean</source>
        <comment>narrow.port_counters</comment>
        <translation>Port-Zähler: %1 Symbolfehler auf %2, die anderen Ports des Racks fehlerfrei</translation>
    </message>
    <message>
        <source>Switch counters: %1 flaps in the last hour on %2</source>
        <comment>narrow.link_counters</comment>
        <translation>Switch-Zähler: %1 Flaps in der letzten Stunde auf %2</translation>
    </message>
    <message>
        <source>Alone, %1 reaches %2 goodput (floor %3); it holds every step of the job back</source>
        <comment>narrow.rack_alone</comment>
        <translation>Allein erreicht %1 einen Goodput von %2 (Untergrenze %3); es hält jeden Schritt des Jobs auf</translation>
    </message>
    <message>
        <source>Kernel log: XID %1 on host %2</source>
        <comment>narrow.xid_log</comment>
        <translation>Kernel-Log: XID %1 auf Host %2</translation>
    </message>
    <message>
        <source>%1 identical events folded into this finding</source>
        <comment>narrow.folded</comment>
        <translation>%1 gleiche Ereignisse in diesem Befund zusammengefasst</translation>
    </message>
    <message>
        <source>NCCL watchdog names the peer on %1; its port retrained at the same moment</source>
        <comment>narrow.hang_port</comment>
        <translation>Der NCCL-Watchdog nennt den Partner an %1; sein Port trainierte im selben Moment neu</translation>
    </message>
    <message>
        <source>Recovered: %1</source>
        <comment>narrow.recovered_by</comment>
        <translation>Behoben: %1</translation>
    </message>
    <message>
        <source>From imported %1 (%2 ranks mapped to racks by host name)</source>
        <comment>narrow.imported</comment>
        <translation>Aus importiertem %1 (%2 Ränge über den Hostnamen Racks zugeordnet)</translation>
    </message>
    <message>
        <source>GPU reset, job resumed from its checkpoint</source>
        <comment>recovery.gpu_reset</comment>
        <translation>GPU zurückgesetzt, Job vom Checkpoint fortgesetzt</translation>
    </message>
    <message>
        <source>port retrained, job restarted</source>
        <comment>recovery.port_retrain</comment>
        <translation>Port neu trainiert, Job neu gestartet</translation>
    </message>
    <message>
        <source>GPU drained and replaced by a spare, job resumed</source>
        <comment>recovery.gpu_drained</comment>
        <translation>GPU entzogen und durch eine Reserve ersetzt, Job fortgesetzt</translation>
    </message>
    <message>
        <source>memory (double-bit ECC)</source>
        <comment>xid.memory_dbe</comment>
        <translation>Speicher (Doppelbit-ECC)</translation>
    </message>
    <message>
        <source>memory (page retirement or row remapping)</source>
        <comment>xid.memory_retirement</comment>
        <translation>Speicher (Seitenstilllegung oder Zeilen-Remapping)</translation>
    </message>
    <message>
        <source>memory (row remapping failed)</source>
        <comment>xid.memory_remap_failed</comment>
        <translation>Speicher (Zeilen-Remapping fehlgeschlagen)</translation>
    </message>
    <message>
        <source>NVLink error</source>
        <comment>xid.nvlink</comment>
        <translation>NVLink-Fehler</translation>
    </message>
    <message>
        <source>fell off the bus</source>
        <comment>xid.off_bus</comment>
        <translation>vom Bus gefallen</translation>
    </message>
    <message>
        <source>contained ECC error</source>
        <comment>xid.ecc_contained</comment>
        <translation>eingedämmter ECC-Fehler</translation>
    </message>
    <message>
        <source>uncontained ECC error</source>
        <comment>xid.ecc_uncontained</comment>
        <translation>nicht eingedämmter ECC-Fehler</translation>
    </message>
    <message>
        <source>NVLink link down</source>
        <comment>xid.link_down</comment>
        <translation>NVLink-Verbindung ausgefallen</translation>
    </message>
    <message>
        <source>other</source>
        <comment>xid.other</comment>
        <translation>sonstige</translation>
    </message>
    <message>
        <source>release clusters into production</source>
        <comment>need.release_cluster</comment>
        <translation>Cluster in Produktion freigeben</translation>
    </message>
    <message>
        <source>change clusters (quarantine, expand)</source>
        <comment>need.change_cluster</comment>
        <translation>Cluster ändern (Quarantäne, Erweiterung)</translation>
    </message>
    <message>
        <source>import cluster evidence</source>
        <comment>need.import_cluster_evidence</comment>
        <translation>Cluster-Nachweise importieren</translation>
    </message>
    <message>
        <source>say why the cluster is ready (the reason goes into the audit log)</source>
        <comment>reason.release_cluster</comment>
        <translation>Sagen Sie, warum der Cluster bereit ist (der Grund kommt ins Audit-Protokoll)</translation>
    </message>
    <message>
        <source>say why you turn the release down</source>
        <comment>reason.reject_release</comment>
        <translation>Sagen Sie, warum Sie die Freigabe ablehnen</translation>
    </message>
    <message>
        <source>say why the rack goes into quarantine</source>
        <comment>reason.quarantine_rack</comment>
        <translation>Sagen Sie, warum das Rack in Quarantäne geht</translation>
    </message>
    <message>
        <source>say why the cluster grows (the reason goes into the audit log)</source>
        <comment>reason.expand_cluster</comment>
        <translation>Sagen Sie, warum der Cluster wächst (der Grund kommt ins Audit-Protokoll)</translation>
    </message>
    <message>
        <source>Request the release of the cluster</source>
        <comment>audit.cluster_release_request</comment>
        <translation>Freigabe des Clusters beantragen</translation>
    </message>
    <message>
        <source>Confirm the release of the cluster</source>
        <comment>audit.cluster_release_confirm</comment>
        <translation>Freigabe des Clusters bestätigen</translation>
    </message>
    <message>
        <source>Turn the release of the cluster down</source>
        <comment>audit.cluster_release_reject</comment>
        <translation>Freigabe des Clusters ablehnen</translation>
    </message>
    <message>
        <source>Release requested (%1)</source>
        <comment>audit.cluster_release_requested</comment>
        <translation>Freigabe beantragt (%1)</translation>
    </message>
    <message>
        <source>Released into production (%1, requested by %2)</source>
        <comment>audit.cluster_released</comment>
        <translation>In Produktion freigegeben (%1, beantragt von %2)</translation>
    </message>
    <message>
        <source>Release %1 turned down: %2</source>
        <comment>audit.cluster_release_rejected</comment>
        <translation>Freigabe %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>Quarantine %1</source>
        <comment>audit.cluster_quarantine_of</comment>
        <translation>%1 in Quarantäne nehmen</translation>
    </message>
    <message>
        <source>%1 quarantined: %2</source>
        <comment>audit.cluster_quarantined</comment>
        <translation>%1 in Quarantäne: %2</translation>
    </message>
    <message>
        <source>Expand the cluster</source>
        <comment>audit.cluster_expand</comment>
        <translation>Cluster erweitern</translation>
    </message>
    <message>
        <source>Expanded by %1</source>
        <comment>audit.cluster_expanded</comment>
        <translation>Erweitert um %1</translation>
    </message>
    <message>
        <source>Imported %1 as cluster evidence: %2</source>
        <comment>audit.cluster_evidence</comment>
        <translation>%1 als Cluster-Nachweis importiert: %2</translation>
    </message>
    <message>
        <source>no cluster %1</source>
        <comment>refusal.no_cluster</comment>
        <translation>kein Cluster %1</translation>
    </message>
    <message>
        <source>cluster %1 changed since you looked (revision %2 -&gt; %3); look again</source>
        <comment>refusal.cluster_changed</comment>
        <translation>Cluster %1 hat sich geändert, seit Sie ihn angesehen haben (Revision %2 -&gt; %3); sehen Sie erneut nach</translation>
    </message>
    <message>
        <source>cluster %1 is already in production</source>
        <comment>refusal.cluster_released</comment>
        <translation>Cluster %1 ist bereits in Produktion</translation>
    </message>
    <message>
        <source>a release requested by %1 is already waiting for its second approver</source>
        <comment>refusal.release_pending</comment>
        <translation>eine von %1 beantragte Freigabe wartet bereits auf die zweite freigebende Person</translation>
    </message>
    <message>
        <source>the release gate is not met: %1</source>
        <comment>refusal.release_gate</comment>
        <translation>die Freigabebedingungen sind nicht erfüllt: %1</translation>
    </message>
    <message>
        <source>no pending release request %1</source>
        <comment>refusal.no_release_request</comment>
        <translation>keine offene Freigabeanfrage %1</translation>
    </message>
    <message>
        <source>you requested this release; a second, different approver must decide on it</source>
        <comment>refusal.release_own</comment>
        <translation>Sie haben diese Freigabe beantragt; eine zweite, andere freigebende Person muss darüber entscheiden</translation>
    </message>
    <message>
        <source>rack %1 is not in cluster %2</source>
        <comment>refusal.cluster_rack_not_member</comment>
        <translation>Rack %1 gehört nicht zu Cluster %2</translation>
    </message>
    <message>
        <source>rack %1 is already quarantined</source>
        <comment>refusal.cluster_rack_quarantined</comment>
        <translation>Rack %1 ist bereits in Quarantäne</translation>
    </message>
    <message>
        <source>cluster %1 would be left with fewer than two racks; a cluster of one is no cluster</source>
        <comment>refusal.cluster_of_one</comment>
        <translation>Cluster %1 hätte dann weniger als zwei Racks; ein Cluster aus einem Rack ist kein Cluster</translation>
    </message>
    <message>
        <source>name at least one rack to add</source>
        <comment>refusal.expand_no_racks</comment>
        <translation>nennen Sie mindestens ein Rack zum Hinzufügen</translation>
    </message>
    <message>
        <source>rack %1 is named twice</source>
        <comment>refusal.expand_twice</comment>
        <translation>Rack %1 ist doppelt genannt</translation>
    </message>
    <message>
        <source>cluster %1 is already being expanded; wait until its new racks are certified</source>
        <comment>refusal.cluster_expanding</comment>
        <translation>Cluster %1 wird bereits erweitert; warten Sie, bis seine neuen Racks zertifiziert sind</translation>
    </message>
    <message>
        <source>no rack %1 in the fleet</source>
        <comment>refusal.cluster_rack_unknown</comment>
        <translation>kein Rack %1 in der Flotte</translation>
    </message>
    <message>
        <source>rack %1 is already in cluster %2</source>
        <comment>refusal.cluster_rack_taken</comment>
        <translation>Rack %1 gehört bereits zu Cluster %2</translation>
    </message>
    <message>
        <source>rack %1 is at site %2, the cluster at %3</source>
        <comment>refusal.cluster_rack_other_site</comment>
        <translation>Rack %1 steht am Standort %2, der Cluster an %3</translation>
    </message>
    <message>
        <source>rack %1 is not validated yet (it is in %2)</source>
        <comment>refusal.cluster_rack_not_validated</comment>
        <translation>Rack %1 ist noch nicht validiert (es ist in %2)</translation>
    </message>
    <message>
        <source>a cluster holds at most %1 racks</source>
        <comment>refusal.cluster_too_large</comment>
        <translation>ein Cluster umfasst höchstens %1 Racks</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <comment>refusal.evidence_empty</comment>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB</source>
        <comment>refusal.evidence_too_large</comment>
        <translation>die Datei ist größer als %1 MiB</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <comment>refusal.evidence_unreadable</comment>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>not nccl-tests output of a collective (%1)</source>
        <comment>refusal.evidence_not_nccl</comment>
        <translation>keine nccl-tests-Ausgabe einer kollektiven Operation (%1)</translation>
    </message>
    <message>
        <source>the output names no hosts (no &apos;# Using devices&apos; lines), so its ranks cannot be mapped to racks</source>
        <comment>refusal.evidence_no_hosts</comment>
        <translation>die Ausgabe nennt keine Hosts (keine Zeilen &apos;# Using devices&apos;), daher lassen sich ihre Ränge keinen Racks zuordnen</translation>
    </message>
    <message>
        <source>hosts belong to no rack of cluster %2: %1</source>
        <comment>refusal.evidence_hosts</comment>
        <translation>Hosts gehören zu keinem Rack von Cluster %2: %1</translation>
    </message>
    <message>
        <source>Cluster %1: certification failed</source>
        <comment>alert.cluster_certification_failed</comment>
        <translation>Cluster %1: Zertifizierung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cluster %1: burn-in interruption without a cause</source>
        <comment>alert.cluster_unattributed</comment>
        <translation>Cluster %1: Burn-in-Unterbrechung ohne Ursache</translation>
    </message>
    <message>
        <source>Certified and burned in; nobody has asked for its release yet</source>
        <comment>handover.cluster_release</comment>
        <translation>Zertifiziert und Burn-in bestanden; noch hat niemand die Freigabe beantragt</translation>
    </message>
    <message>
        <source>Release asked for by %1; a second approver decides</source>
        <comment>handover.cluster_release_pending</comment>
        <translation>Freigabe beantragt von %1; eine zweite berechtigte Person entscheidet</translation>
    </message>
    <message>
        <source>Certification blocks it: %1</source>
        <comment>handover.cluster_certification</comment>
        <translation>Die Zertifizierung hält ihn auf: %1</translation>
    </message>
    <message>
        <source>%1 quarantined out of it: %2</source>
        <comment>handover.cluster_degraded</comment>
        <translation>%1 aus dem Cluster in Quarantäne genommen: %2</translation>
    </message>
    <message>
        <source>Burn-in interruption to take up: %1</source>
        <comment>handover.cluster_interruption</comment>
        <translation>Burn-in-Unterbrechung zu klären: %1</translation>
    </message>
    <message>
        <source>Fabric cabled and discovered: %1 SuperNIC ports up</source>
        <comment>cluster.event.fabric_discovered</comment>
        <translation>Fabric verkabelt und erkannt: %1 SuperNIC-Ports aktiv</translation>
    </message>
    <message>
        <source>Alertmanager cannot be read: %1</source>
        <comment>alert.alertmanager_unreadable</comment>
        <translation>Alertmanager kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1: its alerts are shown as last read at %2</source>
        <comment>alert.alertmanager_kept</comment>
        <translation>%1: seine Alarme werden gezeigt, wie sie um %2 zuletzt gelesen wurden</translation>
    </message>
    <message>
        <source>%1: not read since the backend started</source>
        <comment>alert.alertmanager_never_read</comment>
        <translation>%1: seit dem Start des Backends nicht gelesen</translation>
    </message>
    <message>
        <source>not reachable (%1)</source>
        <comment>alertmanager.down</comment>
        <translation>nicht erreichbar (%1)</translation>
    </message>
    <message>
        <source>it refused the credentials (%1)</source>
        <comment>alertmanager.unauthorized</comment>
        <translation>er hat die Zugangsdaten abgewiesen (%1)</translation>
    </message>
    <message>
        <source>its answer is not its API (%1)</source>
        <comment>alertmanager.bad_answer</comment>
        <translation>seine Antwort entspricht nicht seiner API (%1)</translation>
    </message>
    <message>
        <source>its answer is too large (%1)</source>
        <comment>alertmanager.too_large</comment>
        <translation>seine Antwort ist zu groß (%1)</translation>
    </message>
    <message>
        <source>the TLS connection failed (%1)</source>
        <comment>alertmanager.tls</comment>
        <translation>die TLS-Verbindung kam nicht zustande (%1)</translation>
    </message>
    <message>
        <source>it answered with an error (%1)</source>
        <comment>alertmanager.http_error</comment>
        <translation>seine Antwort meldet ein Problem (%1)</translation>
    </message>
    <message>
        <source>Alert %1 belongs to Alertmanager, which resolves it; acknowledge, comment or silence it here</source>
        <comment>refusal.alert_external_owner</comment>
        <translation>Alarm %1 gehört Alertmanager, der ihn erledigt; hier können Sie ihn übernehmen, kommentieren oder stummschalten</translation>
    </message>
    <message>
        <source>No validation warning or open warning</source>
        <comment>criterion.no_warning</comment>
        <translation>Keine Validierungswarnung und keine offene Warnung</translation>
    </message>
    <message>
        <source>none</source>
        <comment>criterion.none</comment>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>%n to read: %2</source>
        <comment>criterion.to_read_named</comment>
        <translation>
            <numerusform>%n zu lesen: %2</numerusform>
            <numerusform>%n zu lesen: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>none; a warning does not block</source>
        <comment>criterion.warnings_do_not_block</comment>
        <translation>keine; eine Warnung blockiert nicht</translation>
    </message>
    <message>
        <source>warnings in run %1</source>
        <comment>criterion.run_warned</comment>
        <translation>Warnungen in Lauf %1</translation>
    </message>
    <message>
        <source>no reading yet (%1)</source>
        <comment>cooling.no_reading</comment>
        <translation>noch kein Messwert (%1)</translation>
    </message>
    <message>
        <source>connecting</source>
        <comment>reading_gap.connecting</comment>
        <translation>Verbindung wird aufgebaut</translation>
    </message>
    <message>
        <source>timed out</source>
        <comment>reading_gap.timed_out</comment>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>TLS failed</source>
        <comment>reading_gap.tls</comment>
        <translation>TLS fehlgeschlagen</translation>
    </message>
    <message>
        <source>not reachable</source>
        <comment>reading_gap.unreachable</comment>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>credentials refused</source>
        <comment>reading_gap.unauthorized</comment>
        <translation>Anmeldedaten abgelehnt</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <comment>reading_gap.http_error</comment>
        <translation>HTTP-Fehler</translation>
    </message>
    <message>
        <source>invalid JSON</source>
        <comment>reading_gap.invalid_json</comment>
        <translation>ungültiges JSON</translation>
    </message>
    <message>
        <source>not a Redfish answer</source>
        <comment>reading_gap.bad_answer</comment>
        <translation>keine Redfish-Antwort</translation>
    </message>
    <message>
        <source>answer too large</source>
        <comment>reading_gap.too_large</comment>
        <translation>Antwort zu groß</translation>
    </message>
    <message>
        <source>link to another host refused</source>
        <comment>reading_gap.off_service</comment>
        <translation>Verweis auf einen anderen Host abgelehnt</translation>
    </message>
    <message>
        <source>No cooling reading yet from %1 (%2)</source>
        <comment>alert.redfish_never_read</comment>
        <translation>Noch kein Kühlungsmesswert von %1 (%2)</translation>
    </message>
    <message>
        <source>the flow setpoint must be from %1 to %2 L/min</source>
        <comment>refusal.flow_range</comment>
        <translation>der Sollwert des Durchflusses muss zwischen %1 und %2 L/min liegen</translation>
    </message>
    <message>
        <source>say which revision of the rack you decided on (expected_rack_revision); 0 is none</source>
        <comment>refusal.revision_missing</comment>
        <translation>nennen Sie die Revision des Racks, auf der Sie entschieden haben (expected_rack_revision); 0 ist keine</translation>
    </message>
    <message>
        <source>the output has %1 size rows; a run keeps at most %2 (a sweep has tens to a few hundred per collective): import it in parts</source>
        <comment>artifact.too_many_rows</comment>
        <translation>die Ausgabe hat %1 Größenzeilen; ein Lauf behält höchstens %2 (ein Durchlauf hat zehn bis einige hundert je Kollektiv): importieren Sie sie in Teilen</translation>
    </message>
    <message>
        <source>the output lists %1 ranks; a run keeps at most %2</source>
        <comment>artifact.too_many_ranks</comment>
        <translation>die Ausgabe nennt %1 Ranks; ein Lauf behält höchstens %2</translation>
    </message>
    <message>
        <source>the diagnostic has %1 results (tests x GPUs); a run keeps at most %2 (dcgmi diag on a node has a few hundred)</source>
        <comment>artifact.too_many_results</comment>
        <translation>die Diagnose hat %1 Ergebnisse (Tests x GPUs); ein Lauf behält höchstens %2 (dcgmi diag auf einem Knoten hat einige hundert)</translation>
    </message>
    <message>
        <source>the results read from the file take %1 bytes; a run keeps at most %2</source>
        <comment>artifact.results_too_large</comment>
        <translation>die aus der Datei gelesenen Ergebnisse belegen %1 Bytes; ein Lauf behält höchstens %2</translation>
    </message>
    <message>
        <source>the client certificate&apos;s common name (CN) contains %1, a character that is invisible or passes for another; a name must read as it is</source>
        <comment>identity.cn_invisible</comment>
        <translation>der Common Name (CN) des Client-Zertifikats enthält %1, ein Zeichen, das unsichtbar ist oder für ein anderes gehalten wird; ein Name muss sich so lesen, wie er ist</translation>
    </message>
    <message>
        <source>the client certificate&apos;s common name (CN) is not in Unicode normal form C, so it could read the same as another name</source>
        <comment>identity.cn_not_normalized</comment>
        <translation>der Common Name (CN) des Client-Zertifikats ist nicht in Unicode-Normalform C und könnte sich wie ein anderer Name lesen</translation>
    </message>
    <message>
        <source>Silence %1 belongs to Alertmanager; expire it there</source>
        <comment>refusal.silence_external_owner</comment>
        <translation>Stummschaltung %1 gehört Alertmanager; beenden Sie sie dort</translation>
    </message>
    <message>
        <source>Made in Alertmanager as silence %1</source>
        <comment>audit.silence_in_alertmanager</comment>
        <translation>In Alertmanager als Stummschaltung %1 angelegt</translation>
    </message>
    <message>
        <source>Expired in Alertmanager (silence %1)</source>
        <comment>audit.silence_expired_in_alertmanager</comment>
        <translation>In Alertmanager beendet (Stummschaltung %1)</translation>
    </message>
    <message>
        <source>the client certificate&apos;s common name (CN) mixes scripts whose letters pass for each other (%1 and %2); a name must read as it is</source>
        <comment>identity.cn_mixed_scripts</comment>
        <translation>der Common Name (CN) des Client-Zertifikats mischt Schriften, deren Buchstaben füreinander gehalten werden (%1 und %2); ein Name muss sich so lesen, wie er ist</translation>
    </message>
    <message>
        <source>tray must be from 1 to 18 and gpu from 1 to 4</source>
        <comment>request.gpu_slot</comment>
        <translation>tray muss zwischen 1 und 18 und gpu zwischen 1 und 4 liegen</translation>
    </message>
    <message>
        <source>window must be from 1 minute to 31 days</source>
        <comment>request.gpu_history_window</comment>
        <translation>window muss zwischen 1 Minute und 31 Tagen liegen</translation>
    </message>
    <message>
        <source>width_pixels must be from 1 to 10000</source>
        <comment>request.width_pixels</comment>
        <translation>width_pixels muss zwischen 1 und 10000 liegen</translation>
    </message>
    <message>
        <source>too many GPU history reads at once, try again shortly</source>
        <comment>request.gpu_history_busy</comment>
        <translation>zu viele GPU-Verlaufsabfragen gleichzeitig, bitte gleich erneut versuchen</translation>
    </message>
</context>
<context>
    <name>ClusterTerms</name>
    <message>
        <source>Forming</source>
        <comment>cluster stage</comment>
        <translation>Im Aufbau</translation>
    </message>
    <message>
        <source>Certifying</source>
        <comment>cluster stage</comment>
        <translation>In Zertifizierung</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <comment>cluster stage</comment>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Awaiting release</source>
        <comment>cluster stage</comment>
        <translation>Wartet auf Freigabe</translation>
    </message>
    <message>
        <source>Production</source>
        <comment>cluster stage</comment>
        <translation>Produktion</translation>
    </message>
    <message>
        <source>Degraded</source>
        <comment>cluster stage</comment>
        <translation>Beeinträchtigt</translation>
    </message>
    <message>
        <source>Expanding</source>
        <comment>cluster stage</comment>
        <translation>Wird erweitert</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>cluster stage</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Pending</source>
        <comment>check verdict</comment>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Running</source>
        <comment>check verdict</comment>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>check verdict</comment>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Fail</source>
        <comment>check verdict</comment>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>Not tested</source>
        <comment>check verdict</comment>
        <translation>Nicht getestet</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>check verdict</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <comment>certification category</comment>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>NCCL all_reduce</source>
        <comment>certification category</comment>
        <translation>NCCL all_reduce</translation>
    </message>
    <message>
        <source>NCCL all_gather</source>
        <comment>certification category</comment>
        <translation>NCCL all_gather</translation>
    </message>
    <message>
        <source>NCCL reduce_scatter</source>
        <comment>certification category</comment>
        <translation>NCCL reduce_scatter</translation>
    </message>
    <message>
        <source>NCCL alltoall</source>
        <comment>certification category</comment>
        <translation>NCCL alltoall</translation>
    </message>
    <message>
        <source>Workload goodput</source>
        <comment>certification category</comment>
        <translation>Workload-Goodput</translation>
    </message>
    <message>
        <source>Unknown category</source>
        <comment>certification category</comment>
        <translation>Unbekannte Kategorie</translation>
    </message>
    <message>
        <source>Rack alone</source>
        <comment>certification scale</comment>
        <translation>Rack allein</translation>
    </message>
    <message>
        <source>Rack pairs</source>
        <comment>certification scale</comment>
        <translation>Rack-Paare</translation>
    </message>
    <message>
        <source>Whole cluster</source>
        <comment>certification scale</comment>
        <translation>Ganzer Cluster</translation>
    </message>
    <message>
        <source>Unknown scale</source>
        <comment>certification scale</comment>
        <translation>Unbekannte Stufe</translation>
    </message>
    <message>
        <source>Up</source>
        <comment>fabric link state</comment>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Degraded</source>
        <comment>fabric link state</comment>
        <translation>Beeinträchtigt</translation>
    </message>
    <message>
        <source>Flapping</source>
        <comment>fabric link state</comment>
        <translation>Flatternd</translation>
    </message>
    <message>
        <source>Down</source>
        <comment>fabric link state</comment>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>fabric link state</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Below its floor</source>
        <comment>finding reason</comment>
        <translation>Unter der Untergrenze</translation>
    </message>
    <message>
        <source>Workload failed</source>
        <comment>finding reason</comment>
        <translation>Workload fehlgeschlagen</translation>
    </message>
    <message>
        <source>Hardware fault</source>
        <comment>finding reason</comment>
        <translation>Hardwaredefekt</translation>
    </message>
    <message>
        <source>Link flapping</source>
        <comment>finding reason</comment>
        <translation>Link flattert</translation>
    </message>
    <message>
        <source>Straggler</source>
        <comment>finding reason</comment>
        <translation>Nachzügler</translation>
    </message>
    <message>
        <source>Job hang</source>
        <comment>finding reason</comment>
        <translation>Job hängt</translation>
    </message>
    <message>
        <source>Unknown reason</source>
        <comment>finding reason</comment>
        <translation>Unbekannter Grund</translation>
    </message>
    <message>
        <source>Cluster</source>
        <comment>finding subject</comment>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Rack</source>
        <comment>finding subject</comment>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Tray</source>
        <comment>finding subject</comment>
        <translation>Tray</translation>
    </message>
    <message>
        <source>GPU</source>
        <comment>finding subject</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>NIC</source>
        <comment>finding subject</comment>
        <translation>NIC</translation>
    </message>
    <message>
        <source>Fabric link</source>
        <comment>finding subject</comment>
        <translation>Fabric-Link</translation>
    </message>
    <message>
        <source>Switch</source>
        <comment>finding subject</comment>
        <translation>Switch</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>finding subject</comment>
        <translation>Unbekannt</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
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
        <source>Language of the user interface (en, de); default: the system&apos;s.</source>
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
    <message>
        <source>Act as the demo user NAME (vera viewer, omar operator, anna or ben approver, ada admin).</source>
        <translation>Als Demo-Benutzer NAME handeln (vera Betrachterin, omar Operator, anna oder ben Freigebende, ada Admin).</translation>
    </message>
    <message>
        <source>Allow an unencrypted connection to a backend that is not on this machine (shown as a warning).</source>
        <translation>Eine unverschlüsselte Verbindung zu einem Backend außerhalb dieses Rechners erlauben (mit Warnhinweis).</translation>
    </message>
    <message>
        <source>Print the time from start to the first fleet frame, then exit (for measurements).</source>
        <translation>Die Zeit vom Start bis zum ersten Bild der Flotte ausgeben, dann beenden (für Messungen).</translation>
    </message>
    <message>
        <source>Trust backends signed by this CA (PEM) and connect with mutual TLS.</source>
        <translation>Backends vertrauen, die von dieser CA (PEM) signiert sind, und mit gegenseitigem TLS verbinden.</translation>
    </message>
    <message>
        <source>Your client certificate (PEM).</source>
        <translation>Ihr Client-Zertifikat (PEM).</translation>
    </message>
    <message>
        <source>Your client certificate&apos;s key (PEM); it stays in that file.</source>
        <translation>Der Schlüssel Ihres Client-Zertifikats (PEM); er bleibt in dieser Datei.</translation>
    </message>
    <message>
        <source>Connect as the saved connection profile NAME (backend, CA, certificate and key paths); options given as well win.</source>
        <translation>Mit dem gespeicherten Verbindungsprofil NAME verbinden (Backend, Pfade zu CA, Zertifikat und Schlüssel); zusätzlich angegebene Optionen haben Vorrang.</translation>
    </message>
    <message>
        <source>Save --connect, --ca, --cert, --key and --insecure as the connection profile NAME (paths only; keys are never copied).</source>
        <translation>--connect, --ca, --cert, --key und --insecure als Verbindungsprofil NAME speichern (nur Pfade; Schlüssel werden nie kopiert).</translation>
    </message>
    <message>
        <source>There is no connection profile &quot;%1&quot;; none is saved yet (see --save-profile).</source>
        <translation>Es gibt kein Verbindungsprofil „%1“; noch ist keines gespeichert (siehe --save-profile).</translation>
    </message>
    <message>
        <source>There is no connection profile &quot;%1&quot;. Saved profiles: %2</source>
        <translation>Es gibt kein Verbindungsprofil „%1“. Gespeicherte Profile: %2</translation>
    </message>
    <message>
        <source>--save-profile needs a name without &quot;/&quot; and a backend to save (--connect)</source>
        <translation>--save-profile braucht einen Namen ohne „/“ und ein Backend zum Speichern (--connect)</translation>
    </message>
    <message>
        <source>Show times in UTC instead of local time.</source>
        <translation>Zeiten in UTC statt in Ortszeit zeigen.</translation>
    </message>
    <message>
        <source>Write the shift handover to FILE (PDF when it ends in .pdf, else HTML) without a window, and exit.</source>
        <translation>Die Schichtübergabe ohne Fenster in DATEI schreiben (PDF, wenn sie auf .pdf endet, sonst HTML) und beenden.</translation>
    </message>
    <message>
        <source>The shift for --export-handover, e.g. 2025-03-14/night (default: the most recent that has ended).</source>
        <translation>Die Schicht für --export-handover, z. B. 2025-03-14/night (Standard: die zuletzt beendete).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>--shift goes with --export-handover</source>
        <translation>--shift gehört zu --export-handover</translation>
    </message>
    <message>
        <source>From the first fleet frame on, measure how late the event loop runs a 10 ms timer and write p50, p99 and max (JSON) to FILE, every 5 s and at exit.</source>
        <translation>Misst ab dem ersten Bild der Flotte, wie spät die Ereignisschleife einen 10-ms-Timer ausführt, und schreibt p50, p99 und Maximum (JSON) nach DATEI, alle 5 s und beim Beenden.</translation>
    </message>
    <message>
        <source>Refresh every rack&apos;s cooling readings on the fleet board every SECONDS (default 5; 1 = every second).</source>
        <translation>Die Kühlwerte jedes Racks in der Flottenübersicht alle SEKUNDEN aktualisieren (Standard 5; 1 = jede Sekunde).</translation>
    </message>
    <message>
        <source>--cooling-interval must be a number of seconds from 1 to 300</source>
        <translation>--cooling-interval muss eine Zahl von Sekunden zwischen 1 und 300 sein</translation>
    </message>
    <message>
        <source>View to open: fleet (default), rack:ID, gpus:ID, cooling:ID, thermal, validation:ID, approvals, audit, replication, alerts, handover, clusters, cluster:ID or approve:ID.</source>
        <translation>Zu öffnende Ansicht: fleet (Standard), rack:ID, gpus:ID, cooling:ID, thermal, validation:ID, approvals, audit, replication, alerts, handover, clusters, cluster:ID oder approve:ID.</translation>
    </message>
    <message>
        <source>RackOps: operations console for bringing AI racks into production.
Without --connect it starts a demo backend (rackops-sim) and connects to it.</source>
        <translation>RackOps: Betriebskonsole, um KI-Racks in Produktion zu bringen.
Ohne --connect startet sie ein Demo-Backend (rackops-sim) und verbindet sich damit.</translation>
    </message>
    <message>
        <source>--ca, --cert and --key are for --connect; the demo backend needs none</source>
        <translation>--ca, --cert und --key gelten für --connect; das Demo-Backend braucht sie nicht</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <source>The key %1 can be read by other users of this machine; make it readable by you alone (chmod 600).</source>
        <translation>Der Schlüssel %1 ist für andere Benutzer dieses Rechners lesbar; machen Sie ihn nur für sich lesbar (chmod 600).</translation>
    </message>
</context>
<context>
    <name>HandoverDocument</name>
    <message>
        <source>Shift handover: %1 shift of %2</source>
        <translation>Schichtübergabe: %1 vom %2</translation>
    </message>
    <message>
        <source>Shift still running: figures as of %1</source>
        <translation>Schicht läuft noch: Stand %1</translation>
    </message>
    <message>
        <source>Shift over, waiting for the incoming operator&apos;s sign-off</source>
        <translation>Schicht beendet, wartet auf die Bestätigung der übernehmenden Schicht</translation>
    </message>
    <message>
        <source>Signed off by %1 at %2</source>
        <translation>Bestätigt von %1 um %2</translation>
    </message>
    <message>
        <source>Status unknown</source>
        <translation>Status unbekannt</translation>
    </message>
    <message>
        <source>From %1 to %2 (%3)</source>
        <translation>Von %1 bis %2 (%3)</translation>
    </message>
    <message>
        <source>Active incidents</source>
        <translation>Offene Vorfälle</translation>
    </message>
    <message>
        <source>No open alerts and no critical alert in this shift.</source>
        <translation>Keine offenen Alarme und kein kritischer Alarm in dieser Schicht.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>owner of an alert</comment>
        <translation>niemand</translation>
    </message>
    <message>
        <source>nothing recorded</source>
        <translation>nichts erfasst</translation>
    </message>
    <message>
        <source>none recorded: add one</source>
        <translation>keiner erfasst: bitte ergänzen</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Owner</source>
        <comment>of an alert</comment>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>What was tried</source>
        <translation>Was versucht wurde</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>State per site</source>
        <translation>Zustand je Standort</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>stage: rack count</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 critical, %2 caution</source>
        <translation>%1 kritisch, %2 Warnung</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Racks per stage</source>
        <translation>Racks je Phase</translation>
    </message>
    <message>
        <source>Moved to production</source>
        <translation>In Produktion übernommen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Health now</source>
        <translation>Zustand jetzt</translation>
    </message>
    <message>
        <source>Pending approvals and four-eyes requests</source>
        <translation>Offene Freigaben und Ausnahmeanträge</translation>
    </message>
    <message>
        <source>No rack waits for approval.</source>
        <translation>Kein Rack wartet auf Freigabe.</translation>
    </message>
    <message>
        <source>waiting since %1</source>
        <translation>wartet seit %1</translation>
    </message>
    <message>
        <source>ready to approve</source>
        <translation>bereit zur Freigabe</translation>
    </message>
    <message numerus="yes">
        <source>%n criteria not met: %1</source>
        <translation>
            <numerusform>%n Kriterium nicht erfüllt: %1</numerusform>
            <numerusform>%n Kriterien nicht erfüllt: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>needs a second approver before %1</source>
        <translation>braucht eine zweite Freigabe vor %1</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>What is missing</source>
        <translation>Was fehlt</translation>
    </message>
    <message>
        <source>Remediations in this shift</source>
        <translation>Behebungen in dieser Schicht</translation>
    </message>
    <message>
        <source>No remediation was run in this shift.</source>
        <translation>In dieser Schicht lief keine Behebung.</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Expiring during the next shift</source>
        <translation>Läuft in der nächsten Schicht ab</translation>
    </message>
    <message>
        <source>No silence or override request runs out during the next shift.</source>
        <translation>In der nächsten Schicht läuft keine Stummschaltung und kein Ausnahmeantrag ab.</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>Stummschaltung</translation>
    </message>
    <message>
        <source>Override request</source>
        <translation>Ausnahmeantrag</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Owner</source>
        <comment>of a silence</comment>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <source>Replication SLO breaches</source>
        <translation>Verletzungen des Replikations-SLO</translation>
    </message>
    <message>
        <source>No replication pair breached its SLO in this shift.</source>
        <translation>Kein Replikationspaar hat in dieser Schicht sein SLO verletzt.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>still breached</source>
        <translation>noch verletzt</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Regionen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>No notes.</source>
        <translation>Keine Notizen.</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Beobachten</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Verfasser</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <source>Changes made in this shift</source>
        <translation>Änderungen in dieser Schicht</translation>
    </message>
    <message>
        <source>Nobody changed anything in this shift.</source>
        <translation>In dieser Schicht hat niemand etwas geändert.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>More changes than fit here; the audit log has all of them.</source>
        <translation>Mehr Änderungen, als hier Platz haben; das Audit-Protokoll enthält alle.</translation>
    </message>
    <message>
        <source>Sign-off</source>
        <translation>Bestätigung</translation>
    </message>
    <message>
        <source>Not signed off yet.</source>
        <translation>Noch nicht bestätigt.</translation>
    </message>
    <message>
        <source>Read and signed off by %1 at %2.</source>
        <translation>Gelesen und bestätigt von %1 um %2.</translation>
    </message>
    <message>
        <source>Read and signed off by %1 at %2: %3</source>
        <translation>Gelesen und bestätigt von %1 um %2: %3</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <comment>ids</comment>
        <translation>
            <numerusform>und %n weitere</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>the console&apos;s time zone</source>
        <translation>die Zeitzone der Konsole</translation>
    </message>
    <message>
        <source>Times in %1</source>
        <translation>Zeiten in %1</translation>
    </message>
    <message>
        <source>Sites %1</source>
        <translation>Standorte %1</translation>
    </message>
    <message>
        <source>%1 shift %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>outgoing: %1</source>
        <translation>abgebend: %1</translation>
    </message>
    <message>
        <source>incoming: %1</source>
        <translation>übernehmend: %1</translation>
    </message>
    <message>
        <source>Alert and subject</source>
        <translation>Alarm und Betroffenes</translation>
    </message>
    <message>
        <source>raised %1</source>
        <translation>ausgelöst %1</translation>
    </message>
    <message numerus="yes">
        <source>%n incidents: %1 critical, %2 without an owner, %3 without a next step.</source>
        <translation>
            <numerusform>%n Vorfall: %1 kritisch, %2 ohne Verantwortlichen, %3 ohne nächsten Schritt.</numerusform>
            <numerusform>%n Vorfälle: %1 kritisch, %2 ohne Verantwortlichen, %3 ohne nächsten Schritt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks wait for approval: %1 ready to approve, %2 blocked by unmet criteria.</source>
        <translation>
            <numerusform>%n Rack wartet auf Freigabe: %1 bereit zur Freigabe, %2 durch nicht erfüllte Kriterien blockiert.</numerusform>
            <numerusform>%n Racks warten auf Freigabe: %1 bereit zur Freigabe, %2 durch nicht erfüllte Kriterien blockiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n four-eyes requests need a second approver.</source>
        <translation>
            <numerusform>%n Ausnahmeantrag braucht eine zweite Freigabe.</numerusform>
            <numerusform>%n Ausnahmeanträge brauchen eine zweite Freigabe.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>outcome: count</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n remediations (%1).</source>
        <translation>
            <numerusform>%n Behebung (%1).</numerusform>
            <numerusform>%n Behebungen (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items run out during the next shift, the first at %1.</source>
        <translation>
            <numerusform>%n Eintrag läuft in der nächsten Schicht ab, um %1.</numerusform>
            <numerusform>%n Einträge laufen in der nächsten Schicht ab, der erste um %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n breaches, %1 still open.</source>
        <translation>
            <numerusform>%n Verletzung, %1 noch offen.</numerusform>
            <numerusform>%n Verletzungen, %1 noch offen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes, the newest first.</source>
        <translation>
            <numerusform>%n Notiz, die neueste zuerst.</numerusform>
            <numerusform>%n Notizen, die neueste zuerst.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>person: count</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n changes, the newest first (%1).</source>
        <translation>
            <numerusform>%n Änderung, die neueste zuerst (%1).</numerusform>
            <numerusform>%n Änderungen, die neueste zuerst (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The first %1 of %2; all of them in appendix %3.</source>
        <translation>Die ersten %1 von %2; alle in Anhang %3.</translation>
    </message>
    <message>
        <source>Appendix %1: %2</source>
        <translation>Anhang %1: %2</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Outgoing operator</source>
        <translation>Abgebende Schicht</translation>
    </message>
    <message>
        <source>Incoming operator</source>
        <translation>Übernehmende Schicht</translation>
    </message>
    <message numerus="yes">
        <source>%n incidents without an owner</source>
        <translation>
            <numerusform>%n Vorfall ohne Verantwortlichen</numerusform>
            <numerusform>%n Vorfälle ohne Verantwortlichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incidents without a next step</source>
        <translation>
            <numerusform>%n Vorfall ohne nächsten Schritt</numerusform>
            <numerusform>%n Vorfälle ohne nächsten Schritt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks failed in this shift</source>
        <translation>
            <numerusform>%n Rack in dieser Schicht ausgefallen</numerusform>
            <numerusform>%n Racks in dieser Schicht ausgefallen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replication breaches still open</source>
        <translation>
            <numerusform>%n Replikationsverletzung noch offen</numerusform>
            <numerusform>%n Replikationsverletzungen noch offen</numerusform>
        </translation>
    </message>
    <message>
        <source>Watch: %1</source>
        <translation>Beobachten: %1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Vorfälle</translation>
    </message>
    <message numerus="yes">
        <source>%n more under Active incidents.</source>
        <translation>
            <numerusform>%n weiterer unter „Offene Vorfälle“.</numerusform>
            <numerusform>%n weitere unter „Offene Vorfälle“.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Standorte</translation>
    </message>
    <message>
        <source>Critical now</source>
        <translation>Jetzt kritisch</translation>
    </message>
    <message>
        <source>Caution now</source>
        <translation>Jetzt Warnung</translation>
    </message>
    <message>
        <source>For the next shift</source>
        <translation>Für die nächste Schicht</translation>
    </message>
    <message>
        <source>Nothing is left for the next shift.</source>
        <translation>Für die nächste Schicht bleibt nichts offen.</translation>
    </message>
    <message>
        <source>Which</source>
        <translation>Welche</translation>
    </message>
    <message>
        <source>override requested by %1</source>
        <translation>Ausnahme beantragt von %1</translation>
    </message>
    <message>
        <source>runs a remediation on it; nobody acknowledged the alert</source>
        <translation>führt eine Behebung daran aus; niemand hat den Alarm übernommen</translation>
    </message>
    <message>
        <source>silenced</source>
        <comment>alert state</comment>
        <translation>stummgeschaltet</translation>
    </message>
    <message>
        <source>resolved</source>
        <comment>alert state</comment>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4)</source>
        <comment>time, who, remediation, its state</comment>
        <translation>%1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>for incident %1</source>
        <translation>für Vorfall %1</translation>
    </message>
    <message numerus="yes">
        <source>%n silenced alerts, marked as such.</source>
        <translation>
            <numerusform>%n stummgeschalteter Alarm, als solcher markiert.</numerusform>
            <numerusform>%n stummgeschaltete Alarme, als solche markiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alerts silenced</source>
        <translation>
            <numerusform>%n Alarm stummgeschaltet</numerusform>
            <numerusform>%n Alarme stummgeschaltet</numerusform>
        </translation>
    </message>
    <message>
        <source>Clusters to take up</source>
        <translation>Cluster für die nächste Schicht</translation>
    </message>
    <message>
        <source>No cluster waits for the next shift.</source>
        <translation>Kein Cluster wartet auf die nächste Schicht.</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>What to take up</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>awaiting release</source>
        <comment>cluster to take up</comment>
        <translation>wartet auf Freigabe</translation>
    </message>
    <message>
        <source>certification fails</source>
        <comment>cluster to take up</comment>
        <translation>Zertifizierung nicht bestanden</translation>
    </message>
    <message>
        <source>degraded</source>
        <comment>cluster to take up</comment>
        <translation>beeinträchtigt</translation>
    </message>
    <message>
        <source>burn-in interruption</source>
        <comment>cluster to take up</comment>
        <translation>Burn-in-Unterbrechung</translation>
    </message>
    <message>
        <source>other</source>
        <comment>cluster to take up: a reason this console does not know</comment>
        <translation>sonstige</translation>
    </message>
    <message numerus="yes">
        <source>%n clusters to take up: %1 awaiting release, %2 failing certification, %3 degraded, %4 with a burn-in interruption.</source>
        <translation>
            <numerusform>%n Cluster für die nächste Schicht: %1 wartend auf Freigabe, %2 mit nicht bestandener Zertifizierung, %3 beeinträchtigt, %4 mit einer Burn-in-Unterbrechung.</numerusform>
            <numerusform>%n Cluster für die nächste Schicht: %1 wartend auf Freigabe, %2 mit nicht bestandener Zertifizierung, %3 beeinträchtigt, %4 mit einer Burn-in-Unterbrechung.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandoverPdf</name>
    <message>
        <source>cannot set up the page for %1</source>
        <translation>Seite für %1 kann nicht eingerichtet werden</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
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
    <name>Identity</name>
    <message>
        <source>viewer</source>
        <comment>role</comment>
        <translation>Betrachter</translation>
    </message>
    <message>
        <source>operator</source>
        <comment>role</comment>
        <translation>Operator</translation>
    </message>
    <message>
        <source>approver</source>
        <comment>role</comment>
        <translation>Freigeber</translation>
    </message>
    <message>
        <source>admin</source>
        <comment>role</comment>
        <translation>Admin</translation>
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
        <translation>Ausgefallen</translation>
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
    <name>OperationInfo</name>
    <message>
        <source>Approve for production</source>
        <translation>Für Produktion freigeben</translation>
    </message>
    <message>
        <source>Validation run</source>
        <translation>Validierungslauf</translation>
    </message>
    <message>
        <source>Lifecycle step</source>
        <translation>Lebenszyklusschritt</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Vorgang</translation>
    </message>
    <message>
        <source>Pending</source>
        <comment>operation state</comment>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Running</source>
        <comment>operation state</comment>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <comment>operation state</comment>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>operation state</comment>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <comment>operation state</comment>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Awaiting second approver</source>
        <comment>operation state</comment>
        <translation>Wartet auf zweite Freigabe</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>operation state</comment>
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
    <name>QuantityFormat</name>
    <message>
        <source>%1/s</source>
        <extracomment>A data rate, e.g. &quot;1.2 GiB/s&quot;; %1 is the size per second</extracomment>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration under a minute</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <extracomment>A duration of whole minutes, e.g. &quot;15 min&quot;</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>A duration of minutes and seconds, e.g. &quot;12 min 05 s&quot;</extracomment>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h</source>
        <extracomment>A duration of whole hours, e.g. &quot;2 h&quot;</extracomment>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>A duration of hours and minutes, e.g. &quot;3 h 20 min&quot;</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <extracomment>A duration of days and hours</extracomment>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>A percentage, e.g. &quot;93.4 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A number with its unit, e.g. &quot;41.2 °C&quot;; %1 the number, %2 the unit</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>RackAttention</name>
    <message>
        <source>Leak at %1</source>
        <comment>leak detector location</comment>
        <translation>Leck an %1</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <comment>why the rack failed</comment>
        <translation>Ausgefallen: %1</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Stuck in %1 %2 (expected %3)</source>
        <comment>stage, time in it, usual longest time</comment>
        <translation>Hängt in %1 seit %2 (erwartet %3)</translation>
    </message>
    <message>
        <source>Moisture at %1</source>
        <comment>leak detector location</comment>
        <translation>Feuchtigkeit an %1</translation>
    </message>
    <message>
        <source>Waiting for approval</source>
        <translation>Wartet auf Freigabe</translation>
    </message>
    <message>
        <source>Override by %1 waits for a second approver</source>
        <comment>who requested the override</comment>
        <translation>Ausnahme von %1 wartet auf eine zweite Freigabe</translation>
    </message>
</context>
<context>
    <name>RackLeak</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>where a leak detector sits, then its id: &quot;Compute tray CT14, cold plate manifold (LD-CT14)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Leak at %1</source>
        <comment>leak detector location</comment>
        <translation>Leck an %1</translation>
    </message>
    <message>
        <source>Moisture at %1</source>
        <comment>leak detector location</comment>
        <translation>Feuchtigkeit an %1</translation>
    </message>
</context>
<context>
    <name>RemediationActions</name>
    <message>
        <source>Re-run validation</source>
        <translation>Validierung wiederholen</translation>
    </message>
    <message>
        <source>Reflash firmware</source>
        <translation>Firmware neu flashen</translation>
    </message>
    <message>
        <source>Power-cycle trays</source>
        <translation>Trays aus- und einschalten</translation>
    </message>
    <message>
        <source>Change cooling setpoint</source>
        <translation>Kühlungs-Sollwert ändern</translation>
    </message>
    <message>
        <source>Change valve position</source>
        <translation>Ventilstellung ändern</translation>
    </message>
    <message>
        <source>Change pump speed</source>
        <translation>Pumpendrehzahl ändern</translation>
    </message>
    <message>
        <source>Drain workloads</source>
        <translation>Workloads abziehen</translation>
    </message>
    <message>
        <source>Replace a tray (RMA)</source>
        <translation>Tray tauschen (RMA)</translation>
    </message>
    <message>
        <source>Quarantine</source>
        <translation>Quarantäne</translation>
    </message>
    <message>
        <source>Return to service</source>
        <translation>Wieder in Betrieb nehmen</translation>
    </message>
    <message>
        <source>Unknown action</source>
        <translation>Unbekannte Aktion</translation>
    </message>
    <message>
        <source>The rack goes back to Validating: DCGM diagnostics, NCCL and the workload test run again (3 to 8 hours). It then waits for approval again.</source>
        <translation>Das Rack geht zurück in die Validierung: DCGM-Diagnose, NCCL und der Workload-Test laufen erneut (3 bis 8 Stunden). Danach wartet es wieder auf Freigabe.</translation>
    </message>
    <message>
        <source>The chosen parts are flashed with the expected firmware (about 4 minutes per part), then the rack powers on and is validated again. If a flash fails, the rack goes to Failed.</source>
        <translation>Die gewählten Teile erhalten die erwartete Firmware (etwa 4 Minuten pro Teil), dann wird das Rack eingeschaltet und erneut validiert. Schlägt ein Flash fehl, geht das Rack auf Fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The chosen trays are AC power-cycled (10 to 15 minutes), then the rack powers on and is validated again.</source>
        <translation>Die gewählten Trays werden stromlos geschaltet und wieder eingeschaltet (10 bis 15 Minuten), dann wird das Rack eingeschaltet und erneut validiert.</translation>
    </message>
    <message>
        <source>Workloads are moved off the rack (20 to 40 minutes); it then enters Maintenance and accepts no customer workloads.</source>
        <translation>Workloads werden vom Rack abgezogen (20 bis 40 Minuten); danach ist es in Wartung und nimmt keine Kunden-Workloads an.</translation>
    </message>
    <message>
        <source>The part is swapped for a new one (30 to 60 minutes) and the rack goes back to Discovering: the whole bring-up, firmware and validation run again.</source>
        <translation>Das Teil wird gegen ein neues getauscht (30 bis 60 Minuten) und das Rack geht zurück in die Erkennung: Inbetriebnahme, Firmware und Validierung laufen vollständig erneut.</translation>
    </message>
    <message>
        <source>The rack is isolated at once and stays Quarantined until someone returns it to service.</source>
        <translation>Das Rack wird sofort isoliert und bleibt in Quarantäne, bis jemand es wieder in Betrieb nimmt.</translation>
    </message>
    <message>
        <source>The rack goes back to Discovering and is brought up and validated from the start.</source>
        <translation>Das Rack geht zurück in die Erkennung und wird von Anfang an in Betrieb genommen und validiert.</translation>
    </message>
    <message>
        <source>This backend cannot do that yet.</source>
        <translation>Dieses Backend kann das noch nicht.</translation>
    </message>
    <message>
        <source>The cooling agent sets the supply temperature of the rack&apos;s loop (within a minute); return temperature and delta-T follow.</source>
        <translation>Der Kühlungsagent stellt die Vorlauftemperatur des Rack-Kreislaufs ein (innerhalb einer Minute); Rücklauftemperatur und Delta-T folgen.</translation>
    </message>
    <message>
        <source>The valve is held at the position given instead of following the controller (within a minute); flow and delta-T follow. A stuck valve does not move.</source>
        <translation>Das Ventil wird auf der angegebenen Stellung gehalten, statt dem Regler zu folgen (innerhalb einer Minute); Durchfluss und Delta-T folgen. Ein festsitzendes Ventil bewegt sich nicht.</translation>
    </message>
    <message>
        <source>The CDU pump runs at the speed given (within a minute); more speed means more flow and a lower delta-T.</source>
        <translation>Die CDU-Pumpe läuft mit der angegebenen Drehzahl (innerhalb einer Minute); mehr Drehzahl bedeutet mehr Durchfluss und ein kleineres Delta-T.</translation>
    </message>
</context>
<context>
    <name>RemediationSuggestion</name>
    <message>
        <source>Leak at %1 (%2)</source>
        <translation>Leck an %1 (%2)</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 ausgefallen: %2</translation>
    </message>
    <message>
        <source>Firmware differs from the expected version on %1</source>
        <translation>Firmware weicht auf %1 von der erwarteten Version ab</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The latest validation failed</source>
        <translation>Die letzte Validierung ist nicht bestanden</translation>
    </message>
    <message>
        <source>%1: coolant is reaching the electronics; isolate the rack and drain its loop before any other work</source>
        <translation>%1: Kühlmittel erreicht die Elektronik; zuerst das Rack isolieren und seinen Kreislauf entleeren, vor jeder anderen Arbeit</translation>
    </message>
    <message>
        <source>%1 failed: %2. A failed flash is most often the image, not the part: reflash it before replacing anything</source>
        <translation>%1 ausgefallen: %2. Ein misslungenes Flashen liegt meist am Image, nicht am Teil: neu flashen, bevor etwas getauscht wird</translation>
    </message>
    <message>
        <source>%1 failed: %2. Low flow is the coolant loop, not a part: open the control valve or raise the pump speed</source>
        <translation>%1 ausgefallen: %2. Zu wenig Durchfluss liegt am Kühlkreislauf, nicht an einem Teil: das Regelventil öffnen oder die Pumpendrehzahl erhöhen</translation>
    </message>
    <message>
        <source>%1 failed: %2. The tray throttles because it runs hot: lower the supply temperature setpoint, then re-run validation</source>
        <translation>%1 ausgefallen: %2. Das Tray drosselt, weil es zu heiß läuft: den Sollwert der Vorlauftemperatur senken, dann die Validierung wiederholen</translation>
    </message>
    <message>
        <source>%1 failed: %2. Low bus bandwidth on one port is most often its NVLink cable: reseat or replace the cable, then re-run validation</source>
        <translation>%1 ausgefallen: %2. Zu wenig Busbandbreite an einem Port liegt meist an seinem NVLink-Kabel: das Kabel neu stecken oder tauschen, dann die Validierung wiederholen</translation>
    </message>
    <message>
        <source>%1 failed: %2. Reseat or replace the NVLink cable at that port, then power-cycle the switch tray</source>
        <translation>%1 ausgefallen: %2. Das NVLink-Kabel an diesem Port neu stecken oder tauschen, dann das Switch-Tray aus- und wieder einschalten</translation>
    </message>
    <message>
        <source>%1 failed: %2. Uncorrectable memory errors are a hardware fault: replace the tray</source>
        <translation>%1 ausgefallen: %2. Nicht korrigierbare Speicherfehler sind ein Hardwaredefekt: das Tray tauschen</translation>
    </message>
    <message>
        <source>%1 failed: %2. Uncorrectable memory errors are a hardware fault: drain the rack so the tray can be replaced</source>
        <translation>%1 ausgefallen: %2. Nicht korrigierbare Speicherfehler sind ein Hardwaredefekt: die Workloads vom Rack abziehen, damit das Tray getauscht werden kann</translation>
    </message>
    <message>
        <source>%1 failed: %2. Power-cycle the tray; replace it when the errors come back</source>
        <translation>%1 ausgefallen: %2. Das Tray aus- und wieder einschalten; tauschen, wenn die Speicherfehler wiederkommen</translation>
    </message>
    <message>
        <source>%1 failed: %2. A power cycle restarts a BMC that does not answer; replace the tray if it stays missing</source>
        <translation>%1 ausgefallen: %2. Aus- und Wiedereinschalten startet einen BMC neu, der nicht antwortet; das Tray tauschen, wenn es weiter fehlt</translation>
    </message>
    <message>
        <source>%1 failed: %2. Power-cycle the switch tray first; replace it if its ports stay down</source>
        <translation>%1 ausgefallen: %2. Zuerst das Switch-Tray aus- und wieder einschalten; tauschen, wenn seine Ports ausgefallen bleiben</translation>
    </message>
    <message>
        <source>%1 failed: %2. The flash failed again: replace the tray</source>
        <translation>%1 ausgefallen: %2. Das Flashen ist erneut misslungen: das Tray tauschen</translation>
    </message>
    <message>
        <source>%1 failed: %2. It did not come back after a power cycle: replace the tray</source>
        <translation>%1 ausgefallen: %2. Es kam nach dem Aus- und Wiedereinschalten nicht zurück: das Tray tauschen</translation>
    </message>
    <message>
        <source>Cooling data is stale: check the link to the CDU (network, its Redfish service) before changing anything on this rack&apos;s cooling</source>
        <translation>Kühldaten sind veraltet: zuerst die Verbindung zur CDU prüfen (Netzwerk, ihr Redfish-Dienst), bevor an der Kühlung dieses Racks etwas geändert wird</translation>
    </message>
    <message>
        <source>%1 (%2): open the control valve or raise the pump speed; no part needs replacing</source>
        <translation>%1 (%2): das Regelventil öffnen oder die Pumpendrehzahl erhöhen; kein Teil muss getauscht werden</translation>
    </message>
    <message>
        <source>%1 (%2): close the control valve a little or lower the pump speed; no part needs replacing</source>
        <translation>%1 (%2): das Regelventil etwas schließen oder die Pumpendrehzahl senken; kein Teil muss getauscht werden</translation>
    </message>
    <message>
        <source>%1 (%2): correct the supply temperature setpoint; no part needs replacing</source>
        <translation>%1 (%2): den Sollwert der Vorlauftemperatur korrigieren; kein Teil muss getauscht werden</translation>
    </message>
    <message>
        <source>%1 (%2): adjust the pump speed; no part needs replacing</source>
        <translation>%1 (%2): die Pumpendrehzahl anpassen; kein Teil muss getauscht werden</translation>
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
    <message>
        <source>a certificate has expired (yours or the backend&apos;s)</source>
        <translation>ein Zertifikat ist abgelaufen (Ihres oder das des Backends)</translation>
    </message>
    <message>
        <source>the backend&apos;s certificate is not signed by the CA you trust</source>
        <translation>das Zertifikat des Backends ist nicht von der CA signiert, der Sie vertrauen</translation>
    </message>
    <message>
        <source>the backend&apos;s certificate is for another host name</source>
        <translation>das Zertifikat des Backends gilt für einen anderen Hostnamen</translation>
    </message>
    <message>
        <source>the backend refused your client certificate</source>
        <translation>das Backend hat Ihr Client-Zertifikat abgelehnt</translation>
    </message>
    <message>
        <source>the secure connection could not be set up (%1)</source>
        <translation>die sichere Verbindung kam nicht zustande (%1)</translation>
    </message>
    <message>
        <source>The backend at %1 sent a message this console cannot read (%2); reading again.</source>
        <translation>Das Backend unter %1 hat eine Nachricht gesendet, die diese Konsole nicht lesen kann (%2); es wird neu gelesen.</translation>
    </message>
</context>
<context>
    <name>ValidationPresentation</name>
    <message>
        <source>DCGM</source>
        <extracomment>Suite name: NVIDIA DCGM diagnostics.</extracomment>
        <translation>DCGM</translation>
    </message>
    <message>
        <source>NCCL</source>
        <extracomment>Suite name: NCCL all-reduce bandwidth test.</extracomment>
        <translation>NCCL</translation>
    </message>
    <message>
        <source>Workload</source>
        <extracomment>Suite name: full-rack training workload test.</extracomment>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Storage</source>
        <extracomment>Suite name: storage read throughput test.</extracomment>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>value, unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>NCCL all_gather</source>
        <extracomment>Suite name: nccl-tests all_gather_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL all_gather</translation>
    </message>
    <message>
        <source>NCCL reduce_scatter</source>
        <extracomment>Suite name: nccl-tests reduce_scatter_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL reduce_scatter</translation>
    </message>
    <message>
        <source>NCCL alltoall</source>
        <extracomment>Suite name: nccl-tests alltoall_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL alltoall</translation>
    </message>
    <message>
        <source>NCCL sendrecv</source>
        <extracomment>Suite name: nccl-tests sendrecv_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL sendrecv</translation>
    </message>
    <message>
        <source>NCCL broadcast</source>
        <extracomment>Suite name: nccl-tests broadcast_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL broadcast</translation>
    </message>
    <message>
        <source>NCCL reduce</source>
        <extracomment>Suite name: nccl-tests reduce_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL reduce</translation>
    </message>
    <message>
        <source>NCCL gather</source>
        <extracomment>Suite name: nccl-tests gather_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL gather</translation>
    </message>
    <message>
        <source>NCCL scatter</source>
        <extracomment>Suite name: nccl-tests scatter_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL scatter</translation>
    </message>
    <message>
        <source>NCCL hypercube</source>
        <extracomment>Suite name: nccl-tests hypercube_perf (keep the tool&apos;s test name).</extracomment>
        <translation>NCCL hypercube</translation>
    </message>
    <message>
        <source>Unknown suite %1</source>
        <extracomment>A suite kind sent by a newer server that this console does not know; %1 is its number.</extracomment>
        <translation>Unbekannte Suite %1</translation>
    </message>
    <message>
        <source>%1: rank %2 (GPU %3, %4)</source>
        <translation>%1: Rang %2 (GPU %3, %4)</translation>
    </message>
    <message>
        <source>%1: ranks %2–%3 (GPU %4–%5)</source>
        <translation>%1: Ränge %2–%3 (GPU %4–%5)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <comment>count of errors</comment>
        <translation>
            <numerusform>%Ln Fehler</numerusform>
            <numerusform>%Ln Fehler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationVerdicts</name>
    <message>
        <source>Pass</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Warn</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Not run</source>
        <extracomment>The test should have run but did not (e.g. after an earlier failure).</extracomment>
        <translation>Nicht gelaufen</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>No validation result yet.</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>Tool error</source>
        <extracomment>The test tool failed, not the hardware: nothing is known about the GPU.</extracomment>
        <translation>Werkzeugfehler</translation>
    </message>
    <message>
        <source>Unknown verdict</source>
        <extracomment>A verdict sent by a newer server that this console does not know.</extracomment>
        <translation>Unbekanntes Ergebnis</translation>
    </message>
    <message>
        <source>Not tested</source>
        <extracomment>Nothing was tested: every test skipped, or an NCCL run of a single rank.</extracomment>
        <translation>Nicht getestet</translation>
    </message>
    <message>
        <source>Not checked</source>
        <extracomment>The tool ran but checked no result (nccl-tests -c 0): the figures are unverified.</extracomment>
        <translation>Nicht geprüft</translation>
    </message>
</context>
<context>
    <name>rackops::ActionOutcomeView</name>
    <message>
        <source>Sends the same request with the same key: it is carried out at most once, and the answer tells you whether it was.</source>
        <translation>Sendet dieselbe Anfrage mit demselben Schlüssel: Sie wird höchstens einmal ausgeführt, und die Antwort sagt Ihnen, ob sie es wurde.</translation>
    </message>
    <message>
        <source>Override requested. Nothing changes until a second approver confirms it in the Approvals view.</source>
        <translation>Ausnahme beantragt. Nichts ändert sich, bis eine zweite freigebende Person sie in der Ansicht Freigaben bestätigt.</translation>
    </message>
    <message>
        <source>Not approved: the rack does not meet every criterion. Nothing was changed.</source>
        <translation>Nicht freigegeben: Das Rack erfüllt nicht jedes Kriterium. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Refused by the backend: %1</source>
        <translation>Vom Backend abgelehnt: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1
The link dropped before the first answer arrived. The request was sent again with the same key (%n sends in all); the backend confirms it was carried out once.</source>
        <translation>
            <numerusform>%1
Die Verbindung brach vor der ersten Antwort ab. Die Anfrage wurde mit demselben Schlüssel erneut gesendet (%n Sendung insgesamt); das Backend bestätigt, dass sie genau einmal ausgeführt wurde.</numerusform>
            <numerusform>%1
Die Verbindung brach vor der ersten Antwort ab. Die Anfrage wurde mit demselben Schlüssel erneut gesendet (%n Sendungen insgesamt); das Backend bestätigt, dass sie genau einmal ausgeführt wurde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ask a&amp;gain</source>
        <translation>&amp;Erneut fragen</translation>
    </message>
</context>
<context>
    <name>rackops::ActionPermission</name>
    <message>
        <source>Read only while not connected to the backend; the data shown may be out of date.</source>
        <translation>Nur lesend, solange keine Verbindung zum Backend besteht; die gezeigten Daten sind womöglich veraltet.</translation>
    </message>
    <message>
        <source>Link lost: actions paused until the backend answers again.</source>
        <translation>Verbindung verloren: Aktionen ruhen, bis das Backend wieder antwortet.</translation>
    </message>
    <message>
        <source>Approve needs the approver role; the console does not know yet who you are.</source>
        <translation>Freigeben braucht die Rolle Freigeber; die Konsole weiß noch nicht, wer Sie sind.</translation>
    </message>
    <message>
        <source>Approve needs the approver role (you are %1: %2).</source>
        <translation>Freigeben braucht die Rolle Freigeber (Sie sind %1: %2).</translation>
    </message>
    <message>
        <source>Deciding on an override needs the approver role; the console does not know yet who you are.</source>
        <translation>Über eine Ausnahme zu entscheiden braucht die Rolle Freigeber; die Konsole weiß noch nicht, wer Sie sind.</translation>
    </message>
    <message>
        <source>Deciding on an override needs the approver role (you are %1: %2).</source>
        <translation>Über eine Ausnahme zu entscheiden braucht die Rolle Freigeber (Sie sind %1: %2).</translation>
    </message>
    <message>
        <source>Remediate needs the operator role; the console does not know yet who you are.</source>
        <translation>Beheben braucht die Rolle Operator; die Konsole weiß noch nicht, wer Sie sind.</translation>
    </message>
    <message>
        <source>Remediate needs the operator role (you are %1: %2).</source>
        <translation>Beheben braucht die Rolle Operator (Sie sind %1: %2).</translation>
    </message>
    <message>
        <source>Signing off needs the operator role (you are %1: %2).</source>
        <translation>Abzeichnen braucht die Rolle Operator (Sie sind %1: %2).</translation>
    </message>
    <message>
        <source>Select a rack first.</source>
        <translation>Wählen Sie zuerst ein Rack.</translation>
    </message>
    <message>
        <source>Rack is in %1, not in %2: nothing to approve.</source>
        <translation>Das Rack ist in der Phase „%1“, nicht in „%2“: Es gibt nichts freizugeben.</translation>
    </message>
    <message>
        <source>No remediation is possible while the rack is in %1.</source>
        <translation>Solange das Rack in %1 ist, ist keine Behebung möglich.</translation>
    </message>
    <message>
        <source>Approve waits until the operation running on the rack ends.</source>
        <translation>Freigeben wartet, bis der Vorgang auf dem Rack endet.</translation>
    </message>
    <message>
        <source>Remediate waits until the operation running on the rack ends.</source>
        <translation>Beheben wartet, bis der Vorgang auf dem Rack endet.</translation>
    </message>
    <message>
        <source>Adding a note needs the operator role (you are %1: %2).</source>
        <translation>Eine Notiz hinzufügen braucht die Rolle Operator (Sie sind %1: %2).</translation>
    </message>
</context>
<context>
    <name>rackops::AlertCountIndicator</name>
    <message>
        <source>Open alerts; click to see them (Ctrl+9)</source>
        <translation>Offene Alarme; zum Anzeigen klicken (Strg+9)</translation>
    </message>
    <message numerus="yes">
        <source>%n critical, %1 unowned</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n kritisch, %1 ohne Verantwortlichen</numerusform>
            <numerusform>%n kritisch, %1 ohne Verantwortlichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n critical</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n kritisch</numerusform>
            <numerusform>%n kritisch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Alerts unavailable</source>
        <translation>Alarme nicht verfügbar</translation>
    </message>
    <message>
        <source>The alert counts are not known: %1</source>
        <translation>Die Alarmzahlen sind nicht bekannt: %1</translation>
    </message>
    <message>
        <source>Open critical alerts, silenced ones not counted; click to see them (Ctrl+9)</source>
        <translation>Offene kritische Alarme, stummgeschaltete nicht mitgezählt; klicken, um sie zu sehen (Strg+9)</translation>
    </message>
    <message numerus="yes">
        <source>%n silenced</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n stummgeschaltet</numerusform>
            <numerusform>%n stummgeschaltet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::AlertIncidentModel</name>
    <message numerus="yes">
        <source>%n alert(s) on %1, first seen %2 ago:</source>
        <translation>
            <numerusform>%n Alarm an %1, zuerst vor %2 gesehen:</numerusform>
            <numerusform>%n Alarme an %1, zuerst vor %2 gesehen:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <comment>alert severity, id, summary</comment>
        <translation>%1 %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n related)</source>
        <comment>the incident&apos;s worst alert, then how many more</comment>
        <translation>
            <numerusform>%1 (+%n verbundener)</numerusform>
            <numerusform>%1 (+%n verbundene)</numerusform>
        </translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>owner of an alert</comment>
        <translation>niemand</translation>
    </message>
    <message>
        <source>No longer listed (resolved, or outside the filter). The list updates when you leave it.</source>
        <translation>Nicht mehr in der Liste (erledigt oder außerhalb des Filters). Die Liste wird aktualisiert, wenn Sie sie verlassen.</translation>
    </message>
</context>
<context>
    <name>rackops::AlertSilenceDialog</name>
    <message>
        <source>Only &quot;%1&quot; on %2</source>
        <translation>Nur „%1“ an %2</translation>
    </message>
    <message>
        <source>Every alert of rack %1</source>
        <translation>Alle Alarme von Rack %1</translation>
    </message>
    <message>
        <source>Silence for</source>
        <translation>Stummschalten für</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 Minuten</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 Stunde</translation>
    </message>
    <message>
        <source>2 hours</source>
        <translation>2 Stunden</translation>
    </message>
    <message>
        <source>4 hours</source>
        <translation>4 Stunden</translation>
    </message>
    <message>
        <source>8 hours (a shift)</source>
        <translation>8 Stunden (eine Schicht)</translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation>24 Stunden</translation>
    </message>
    <message>
        <source>e.g. valve replacement under change CHG-1234</source>
        <translation>z. B. Ventiltausch unter Change CHG-1234</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>Stummschaltung</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Für</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Silence alerts of %1</source>
        <translation>Alarme von %1 stummschalten</translation>
    </message>
    <message>
        <source>&amp;Silence on %1</source>
        <translation>Auf %1 &amp;stummschalten</translation>
    </message>
</context>
<context>
    <name>rackops::AlertmanagerIndicator</name>
    <message>
        <source>Alertmanager</source>
        <translation>Alertmanager</translation>
    </message>
    <message>
        <source>Alertmanager not answering</source>
        <translation>Alertmanager antwortet nicht</translation>
    </message>
    <message numerus="yes">
        <source>%n silence(s) not yet there</source>
        <translation>
            <numerusform>%n Stummschaltung noch nicht dort</numerusform>
            <numerusform>%n Stummschaltungen noch nicht dort</numerusform>
        </translation>
    </message>
    <message>
        <source>Alertmanager %1</source>
        <translation>Alertmanager %1</translation>
    </message>
    <message>
        <source>Last error: %1</source>
        <translation>Letzter Fehler: %1</translation>
    </message>
    <message>
        <source>Last read: %1</source>
        <translation>Zuletzt gelesen: %1</translation>
    </message>
    <message>
        <source>Not read since the backend started</source>
        <translation>Seit dem Start des Backends nicht gelesen</translation>
    </message>
    <message>
        <source>Silences made or ended in RackOps are sent again until Alertmanager takes them.</source>
        <translation>In RackOps angelegte oder beendete Stummschaltungen werden erneut gesendet, bis Alertmanager sie annimmt.</translation>
    </message>
</context>
<context>
    <name>rackops::AlertsController</name>
    <message>
        <source>The alert stream is down; reconnecting.</source>
        <translation>Der Alarmstrom ist unterbrochen; neue Verbindung wird aufgebaut.</translation>
    </message>
    <message>
        <source>The alert stream was stopped.</source>
        <translation>Der Alarmstrom wurde beendet.</translation>
    </message>
</context>
<context>
    <name>rackops::AlertsModel</name>
    <message>
        <source>%1 min</source>
        <comment>age of an alert</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>age of an alert</comment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <comment>age of an alert</comment>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <comment>alert summary, then details</comment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>owner of an alert</comment>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Alert state</source>
        <translation>Alarmstatus</translation>
    </message>
    <message>
        <source>Age</source>
        <comment>of an alert</comment>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Rack or bucket</source>
        <translation>Rack oder Bucket</translation>
    </message>
    <message>
        <source>Subsystem</source>
        <comment>where an alert comes from</comment>
        <translation>Teilsystem</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>Now</source>
        <comment>current value of an alert&apos;s condition</comment>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Owner</source>
        <comment>of an alert</comment>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>Latest comment</source>
        <translation>Letzter Kommentar</translation>
    </message>
    <message>
        <source>The backend has not sent its alerts yet.</source>
        <translation>Das Backend hat seine Alarme noch nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>rackops::AlertsPage</name>
    <message>
        <source>A&amp;lerts</source>
        <translation>A&amp;larme</translation>
    </message>
    <message>
        <source>Alerts: acknowledge, comment, silence</source>
        <translation>Alarme: übernehmen, kommentieren, stummschalten</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Alerts (%1)</source>
        <translation>Alarme (%1)</translation>
    </message>
    <message>
        <source>Acknowledge the selected alert</source>
        <translation>Ausgewählten Alarm übernehmen</translation>
    </message>
    <message>
        <source>Leaking rack %1 — %2</source>
        <translation>Rack %1 mit Leck — %2</translation>
    </message>
    <message>
        <source>Leak alerts in the Alerts view</source>
        <translation>Leck-Alarme in der Ansicht Alarme</translation>
    </message>
</context>
<context>
    <name>rackops::AlertsView</name>
    <message>
        <source>Which alerts</source>
        <translation>Welche Alarme</translation>
    </message>
    <message>
        <source>Open alerts</source>
        <translation>Offene Alarme</translation>
    </message>
    <message>
        <source>Nobody owns it</source>
        <translation>Ohne Verantwortlichen</translation>
    </message>
    <message>
        <source>All, with resolved in the last 24 h</source>
        <translation>Alle, mit den in den letzten 24 h erledigten</translation>
    </message>
    <message>
        <source>Minimum severity</source>
        <translation>Mindestschweregrad</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>Alle Schweregrade</translation>
    </message>
    <message>
        <source>Warning and critical</source>
        <translation>Warnung und kritisch</translation>
    </message>
    <message>
        <source>Critical only</source>
        <translation>Nur kritisch</translation>
    </message>
    <message>
        <source>Subsystem</source>
        <translation>Teilsystem</translation>
    </message>
    <message>
        <source>All subsystems</source>
        <translation>Alle Teilsysteme</translation>
    </message>
    <message>
        <source>Rack, site, owner or words</source>
        <translation>Rack, Standort, Verantwortlicher oder Wörter</translation>
    </message>
    <message>
        <source>Filter alerts by text</source>
        <translation>Alarme nach Text filtern</translation>
    </message>
    <message>
        <source>Take ownership: the alert is yours until you resolve it or someone takes it over.</source>
        <translation>Verantwortung übernehmen: Der Alarm gehört Ihnen, bis Sie ihn beheben oder jemand anderes ihn übernimmt.</translation>
    </message>
    <message>
        <source>Co&amp;mment…</source>
        <translation>Ko&amp;mmentieren…</translation>
    </message>
    <message>
        <source>&amp;Silence…</source>
        <translation>&amp;Stummschalten…</translation>
    </message>
    <message>
        <source>Acknowledging %1…</source>
        <translation>%1 wird übernommen…</translation>
    </message>
    <message numerus="yes">
        <source>%n alert(s) shown</source>
        <translation>
            <numerusform>%n Alarm angezeigt</numerusform>
            <numerusform>%n Alarme angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an alert to see what it is about, who owns it and what was tried.</source>
        <translation>Einen Alarm auswählen, um zu sehen, worum es geht, wer verantwortlich ist und was versucht wurde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 — %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 — %3</translation>
    </message>
    <message>
        <source>Where: %1 (site %2)</source>
        <translation>Wo: %1 (Standort %2)</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>Now: the condition has cleared (last %1)</source>
        <translation>Jetzt: Die Ursache ist weg (zuletzt %1)</translation>
    </message>
    <message>
        <source>Raised %1, %2 ago</source>
        <translation>Ausgelöst %1, vor %2</translation>
    </message>
    <message>
        <source>State: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nobody owns this alert.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Niemand ist für diesen Alarm verantwortlich.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>Verantwortlich: %1</translation>
    </message>
    <message>
        <source>Resolved %1 by %2: %3</source>
        <translation>Erledigt %1 von %2: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Comments&lt;/b&gt;</source>
        <translation>&lt;b&gt;Kommentare&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Comment on %1</source>
        <translation>Kommentar zu %1</translation>
    </message>
    <message>
        <source>What you saw or tried:</source>
        <translation>Was Sie gesehen oder versucht haben:</translation>
    </message>
    <message>
        <source>Adding the comment to %1…</source>
        <translation>Kommentar zu %1 wird hinzugefügt…</translation>
    </message>
    <message>
        <source>Resolve %1</source>
        <translation>%1 erledigen</translation>
    </message>
    <message>
        <source>What fixed it:</source>
        <translation>Was es behoben hat:</translation>
    </message>
    <message>
        <source>Resolving %1…</source>
        <translation>%1 wird erledigt …</translation>
    </message>
    <message>
        <source>Silencing…</source>
        <translation>Wird stummgeschaltet…</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>Erledigt: %1.</translation>
    </message>
    <message>
        <source>%1 owns this alert. Taking it over tells them why; it is audited.</source>
        <translation>%1 hat diesen Alarm übernommen. Wer ihn übernimmt, sagt warum; das wird protokolliert.</translation>
    </message>
    <message>
        <source>You own this alert.</source>
        <translation>Dieser Alarm gehört Ihnen.</translation>
    </message>
    <message>
        <source>Take over %1</source>
        <translation>%1 übernehmen</translation>
    </message>
    <message>
        <source>%1 owns %2. Why do you take it over?</source>
        <translation>%2 gehört %1. Warum übernehmen Sie ihn?</translation>
    </message>
    <message>
        <source>Taking %1 over from %2…</source>
        <translation>%1 wird von %2 übernommen…</translation>
    </message>
    <message>
        <source>The list holds still while you point at it or work in it. Click to show what changed.</source>
        <translation>Die Liste bleibt still, solange Sie auf sie zeigen oder in ihr arbeiten. Klicken zeigt, was sich geändert hat.</translation>
    </message>
    <message>
        <source>Alerts, grouped by incident</source>
        <translation>Alarme, nach Vorfall gruppiert</translation>
    </message>
    <message numerus="yes">
        <source>in %n incident(s)</source>
        <translation>
            <numerusform>in %n Vorfall</numerusform>
            <numerusform>in %n Vorfällen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new</source>
        <comment>alerts waiting while the list holds still</comment>
        <translation>
            <numerusform>%n neu</numerusform>
            <numerusform>%n neu</numerusform>
        </translation>
    </message>
    <message>
        <source>List changed</source>
        <comment>the list holds still; click to update it</comment>
        <translation>Liste geändert</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Incident on %1&lt;/b&gt;: %n alert(s), first seen %2 ago. Actions other than Acknowledge apply to its worst alert, %3; open the incident to act on one alert.</source>
        <translation>
            <numerusform>&lt;b&gt;Vorfall an %1&lt;/b&gt;: %n Alarm, zuerst vor %2 gesehen. Aktionen außer Übernehmen gelten seinem schwersten Alarm, %3; klappen Sie den Vorfall auf, um auf einen Alarm zu wirken.</numerusform>
            <numerusform>&lt;b&gt;Vorfall an %1&lt;/b&gt;: %n Alarme, zuerst vor %2 gesehen. Aktionen außer Übernehmen gelten seinem schwersten Alarm, %3; klappen Sie den Vorfall auf, um auf einen Alarm zu wirken.</numerusform>
        </translation>
    </message>
    <message>
        <source>• %1 %2: %3 (%4)</source>
        <comment>bullet, severity, alert id, summary, current value</comment>
        <translation>• %1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Ac&amp;knowledge</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Reso&amp;lve…</source>
        <translation>Er&amp;ledigen …</translation>
    </message>
    <message>
        <source>Delta-T above its limit</source>
        <translation>Delta-T über dem Grenzwert</translation>
    </message>
    <message>
        <source>Select an alert first.</source>
        <translation>Wählen Sie zuerst einen Alarm aus.</translation>
    </message>
    <message>
        <source>This alert is resolved.</source>
        <translation>Dieser Alarm ist erledigt.</translation>
    </message>
    <message>
        <source>Only an alert on a rack can be silenced; replication alerts end when the lag does.</source>
        <translation>Nur Alarme zu einem Rack lassen sich stummschalten; Replikationsalarme enden mit dem Rückstand.</translation>
    </message>
    <message>
        <source>Ta&amp;ke over…</source>
        <translation>An mich &amp;ziehen …</translation>
    </message>
    <message>
        <source>Ac&amp;knowledge all %1</source>
        <translation>Alle %1 &amp;übernehmen</translation>
    </message>
    <message>
        <source>Silenced</source>
        <translation>Stummgeschaltet</translation>
    </message>
    <message numerus="yes">
        <source>%n struck through</source>
        <comment>alert rows</comment>
        <translation>
            <numerusform>%n durchgestrichen</numerusform>
            <numerusform>%n durchgestrichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n struck through: no longer listed (resolved, silenced or filtered out); the list updates when you leave it.</source>
        <translation>
            <numerusform>%n durchgestrichen: nicht mehr gelistet (behoben, stummgeschaltet oder herausgefiltert); die Liste aktualisiert sich, wenn Sie sie verlassen.</numerusform>
            <numerusform>%n durchgestrichen: nicht mehr gelistet (behoben, stummgeschaltet oder herausgefiltert); die Liste aktualisiert sich, wenn Sie sie verlassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Alertmanager owns this alert and resolves it when its cause is gone.</source>
        <translation>Dieser Alarm gehört Alertmanager; er erledigt ihn, wenn die Ursache weg ist.</translation>
    </message>
    <message>
        <source>From Alertmanager %1 (fingerprint %2); it resolves the alert there.</source>
        <translation>Von Alertmanager %1 (Fingerabdruck %2); dort wird der Alarm erledigt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Alertmanager is not answering&lt;/b&gt;: this is what it said at %1.</source>
        <translation>&lt;b&gt;Alertmanager antwortet nicht&lt;/b&gt;: so lautete seine Angabe um %1.</translation>
    </message>
    <message>
        <source>Labels: %1</source>
        <translation>Labels: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
</context>
<context>
    <name>rackops::ApprovalsPage</name>
    <message>
        <source>&amp;Approvals</source>
        <translation>&amp;Freigaben</translation>
    </message>
    <message>
        <source>Approvals waiting for a second approver</source>
        <translation>Freigaben, die auf eine zweite Person warten</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <source>Approvals (%1)</source>
        <translation>Freigaben (%1)</translation>
    </message>
</context>
<context>
    <name>rackops::ApproveDialog</name>
    <message>
        <source>Approve %1 for production</source>
        <translation>%1 für Produktion freigeben</translation>
    </message>
    <message>
        <source>Asking the backend to judge the approval criteria…</source>
        <translation>Das Backend bewertet die Freigabekriterien …</translation>
    </message>
    <message>
        <source>Approval criteria</source>
        <translation>Freigabekriterien</translation>
    </message>
    <message>
        <source>Reason or justification</source>
        <translation>Grund oder Begründung</translation>
    </message>
    <message>
        <source>&amp;Judge again</source>
        <translation>Neu &amp;bewerten</translation>
    </message>
    <message>
        <source>Sending the approval…</source>
        <translation>Freigabe wird gesendet …</translation>
    </message>
    <message>
        <source>Asking again with the same key…</source>
        <translation>Frage erneut mit demselben Schlüssel …</translation>
    </message>
    <message>
        <source>Every criterion is met (judged by the backend at revision %1).</source>
        <translation>Jedes Kriterium ist erfüllt (vom Backend bewertet bei Revision %1).</translation>
    </message>
    <message>
        <source>&amp;Note for the audit log (optional):</source>
        <translation>&amp;Notiz für das Audit-Log (optional):</translation>
    </message>
    <message>
        <source>&lt;b&gt;Consequence:&lt;/b&gt; rack %1 goes into production and accepts customer workloads.</source>
        <translation>&lt;b&gt;Folge:&lt;/b&gt; Rack %1 geht in Produktion und nimmt Kunden-Workloads an.</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>&lt;b&gt;This rack cannot be approved&lt;/b&gt; until the blocking criterion is resolved.</source>
        <translation>&lt;b&gt;Dieses Rack kann nicht freigegeben werden&lt;/b&gt;, bis das blockierende Kriterium behoben ist.</translation>
    </message>
    <message>
        <source>&amp;Justification for an override (at least %1 characters; a second approver must confirm it):</source>
        <translation>&amp;Begründung für eine Ausnahme (mindestens %1 Zeichen; eine zweite freigebende Person muss sie bestätigen):</translation>
    </message>
    <message>
        <source>&lt;b&gt;Consequence:&lt;/b&gt; an override request for %1 is created. When a second, different approver confirms it, the rack goes into production and accepts customer workloads despite the failed criteria.</source>
        <translation>&lt;b&gt;Folge:&lt;/b&gt; Für %1 wird ein Ausnahmeantrag erstellt. Bestätigt ihn eine zweite, andere freigebende Person, geht das Rack trotz der nicht erfüllten Kriterien in Produktion und nimmt Kunden-Workloads an.</translation>
    </message>
    <message>
        <source>Write a justification of at least %1 characters first.</source>
        <translation>Schreiben Sie zuerst eine Begründung mit mindestens %1 Zeichen.</translation>
    </message>
    <message>
        <source>The criteria shown may no longer hold; judge them again before approving.</source>
        <translation>Die gezeigten Kriterien gelten womöglich nicht mehr; bewerten Sie sie vor der Freigabe neu.</translation>
    </message>
    <message>
        <source>Approved. Rack %1 is handed to the workload scheduler and goes into production (operation %2).</source>
        <translation>Freigegeben. Rack %1 wird an den Workload-Scheduler übergeben und geht in Produktion (Vorgang %2).</translation>
    </message>
    <message>
        <source>Criteria not met: %1 of %2, and at least one of them cannot be overridden.</source>
        <translation>Nicht erfüllte Kriterien: %1 von %2, und mindestens eines kann nicht per Ausnahme übergangen werden.</translation>
    </message>
    <message>
        <source>Criteria not met: %1 of %2.</source>
        <translation>Nicht erfüllte Kriterien: %1 von %2.</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;#validation&quot;&gt;Show the validation results behind these criteria&lt;/a&gt; (or double-click a criterion)</source>
        <translation>&lt;a href=&quot;#validation&quot;&gt;Die Validierungsergebnisse hinter diesen Kriterien zeigen&lt;/a&gt; (oder Doppelklick auf ein Kriterium)</translation>
    </message>
    <message>
        <source>Re&amp;ject request</source>
        <translation>Antrag a&amp;blehnen</translation>
    </message>
    <message>
        <source>Rejecting the request…</source>
        <translation>Antrag wird abgelehnt …</translation>
    </message>
    <message>
        <source>&lt;b&gt;Requested by %1&lt;/b&gt; at %2 (%3 ago), justification: “%4”</source>
        <translation>&lt;b&gt;Beantragt von %1&lt;/b&gt; am %2 (vor %3), Begründung: „%4“</translation>
    </message>
    <message>
        <source>Criteria not met: %1 of %2. Checking whether an override request already waits for this rack…</source>
        <translation>Nicht erfüllte Kriterien: %1 von %2. Es wird geprüft, ob für dieses Rack schon ein Ausnahmeantrag wartet …</translation>
    </message>
    <message>
        <source>An override request for %1 already waits for a second approver: confirm or reject it. A second request is not needed.</source>
        <translation>Für %1 wartet bereits ein Ausnahmeantrag auf eine zweite freigebende Person: Bestätigen Sie ihn oder lehnen Sie ihn ab. Ein zweiter Antrag ist nicht nötig.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Confirm:&lt;/b&gt; %1 goes into production and accepts customer workloads although the criteria marked Fail are not met. &lt;b&gt;Reject:&lt;/b&gt; the request ends and the rack stays awaiting approval.</source>
        <translation>&lt;b&gt;Bestätigen:&lt;/b&gt; %1 geht in Produktion und nimmt Kunden-Workloads an, obwohl die als nicht bestanden markierten Kriterien nicht erfüllt sind. &lt;b&gt;Ablehnen:&lt;/b&gt; Der Antrag endet, und das Rack wartet weiter auf Freigabe.</translation>
    </message>
    <message>
        <source>&amp;Comment for the audit log (required to reject):</source>
        <translation>&amp;Kommentar für das Audit-Log (zum Ablehnen erforderlich):</translation>
    </message>
    <message>
        <source>Your override request for %1 waits for a second, different approver.</source>
        <translation>Ihr Ausnahmeantrag für %1 wartet auf eine zweite, andere freigebende Person.</translation>
    </message>
    <message>
        <source>%1 is in %2 and has not been validated yet: it must be validated first. Only racks awaiting approval can be approved.</source>
        <translation>%1 ist in %2 und wurde noch nicht validiert: Es muss zuerst validiert werden. Nur Racks, die auf Freigabe warten, können freigegeben werden.</translation>
    </message>
    <message>
        <source>%1 is in %2: only racks awaiting approval can be approved.</source>
        <translation>%1 ist in %2: Nur Racks, die auf Freigabe warten, können freigegeben werden.</translation>
    </message>
    <message>
        <source>%1 has not been validated: it must be validated first. Criteria without a measurement cannot be overridden.</source>
        <translation>%1 wurde nicht validiert: Es muss zuerst validiert werden. Für Kriterien ohne Messwert gibt es keine Ausnahme.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No override is possible.&lt;/b&gt; Run validation on the rack (Remediate → Re-run validation); it returns here when its results are in.</source>
        <translation>&lt;b&gt;Keine Ausnahme möglich.&lt;/b&gt; Validieren Sie das Rack (Beheben → Validierung wiederholen); mit den Ergebnissen kommt es wieder hierher.</translation>
    </message>
    <message>
        <source>Confirming the override…</source>
        <translation>Ausnahme wird bestätigt …</translation>
    </message>
    <message>
        <source>Done; close the dialog.</source>
        <translation>Erledigt; schließen Sie den Dialog.</translation>
    </message>
    <message>
        <source>Waiting for the backend&apos;s answer…</source>
        <translation>Warten auf die Antwort des Backends …</translation>
    </message>
    <message>
        <source>Answer the question first.</source>
        <translation>Beantworten Sie zuerst die Rückfrage.</translation>
    </message>
    <message>
        <source>The criteria are still being judged.</source>
        <translation>Die Kriterien werden noch bewertet.</translation>
    </message>
    <message>
        <source>Checking for an override request that already waits…</source>
        <translation>Es wird geprüft, ob schon ein Ausnahmeantrag wartet …</translation>
    </message>
    <message>
        <source>You requested this override; a second, different approver must decide on it.</source>
        <translation>Sie haben diese Ausnahme beantragt; eine zweite, andere freigebende Person muss darüber entscheiden.</translation>
    </message>
    <message>
        <source>Rack is not in %1.</source>
        <translation>Das Rack ist nicht in %1.</translation>
    </message>
    <message>
        <source>Validate the rack first.</source>
        <translation>Validieren Sie das Rack zuerst.</translation>
    </message>
    <message>
        <source>A criterion that cannot be overridden is not met.</source>
        <translation>Ein Kriterium ohne mögliche Ausnahme ist nicht erfüllt.</translation>
    </message>
    <message>
        <source>Say why you reject first.</source>
        <translation>Sagen Sie zuerst, warum Sie ablehnen.</translation>
    </message>
    <message>
        <source>Override confirmed: %1 goes into production (operation %2).</source>
        <translation>Ausnahme bestätigt: %1 geht in Produktion (Vorgang %2).</translation>
    </message>
    <message>
        <source>Override request rejected: %1 stays awaiting approval.</source>
        <translation>Ausnahmeantrag abgelehnt: %1 wartet weiter auf Freigabe.</translation>
    </message>
    <message>
        <source>&amp;Approve %1</source>
        <translation>%1 &amp;freigeben</translation>
    </message>
    <message>
        <source>&amp;Confirm override for %1…</source>
        <translation>Ausnahme für %1 &amp;bestätigen …</translation>
    </message>
    <message>
        <source>Request &amp;override for %1</source>
        <translation>&amp;Ausnahme für %1 beantragen</translation>
    </message>
    <message numerus="yes">
        <source>Every criterion is met, %n with a warning: read it before you approve (judged by the backend at revision %1).</source>
        <translation>
            <numerusform>Jedes Kriterium ist erfüllt, %n davon mit einer Warnung: Lesen Sie sie, bevor Sie freigeben (vom Backend bewertet bei Revision %1).</numerusform>
            <numerusform>Jedes Kriterium ist erfüllt, %n davon mit Warnungen: Lesen Sie sie, bevor Sie freigeben (vom Backend bewertet bei Revision %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::AuditLogModel</name>
    <message>
        <source>Accepted</source>
        <comment>audit outcome</comment>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <comment>audit outcome</comment>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <source>Failed</source>
        <comment>audit outcome</comment>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Refused</source>
        <comment>audit outcome</comment>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>audit outcome</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>%1: %2 (needs %3)</source>
        <translation>%1: %2 (braucht %3)</translation>
    </message>
    <message>
        <source>Request key: %1</source>
        <translation>Anfrageschlüssel: %1</translation>
    </message>
    <message>
        <source>%1 (automated)</source>
        <translation>%1 (automatisch)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>not permitted</source>
        <comment>kind of refusal</comment>
        <translation>keine Berechtigung</translation>
    </message>
    <message>
        <source>caller not known</source>
        <comment>kind of refusal</comment>
        <translation>Aufrufer unbekannt</translation>
    </message>
    <message>
        <source>not possible now</source>
        <comment>kind of refusal</comment>
        <translation>derzeit nicht möglich</translation>
    </message>
    <message>
        <source>changed meanwhile</source>
        <comment>kind of refusal</comment>
        <translation>inzwischen geändert</translation>
    </message>
    <message>
        <source>invalid input</source>
        <comment>kind of refusal</comment>
        <translation>ungültige Eingabe</translation>
    </message>
    <message>
        <source>out of range</source>
        <comment>kind of refusal</comment>
        <translation>außerhalb des zulässigen Bereichs</translation>
    </message>
    <message>
        <source>already there</source>
        <comment>kind of refusal</comment>
        <translation>bereits vorhanden</translation>
    </message>
    <message>
        <source>not found</source>
        <comment>kind of refusal</comment>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>too many requests</source>
        <comment>kind of refusal</comment>
        <translation>zu viele Anfragen</translation>
    </message>
    <message>
        <source>backend unavailable</source>
        <comment>kind of refusal</comment>
        <translation>Backend nicht erreichbar</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <comment>kind of refusal</comment>
        <translation>keine rechtzeitige Antwort</translation>
    </message>
    <message>
        <source>cancelled</source>
        <comment>kind of refusal</comment>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>not supported</source>
        <comment>kind of refusal</comment>
        <translation>nicht unterstützt</translation>
    </message>
    <message>
        <source>backend error</source>
        <comment>kind of refusal</comment>
        <translation>Störung im Backend</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>audit outcome: kind</comment>
        <extracomment>Audit outcome and the kind of refusal, e.g. &quot;Refused: not permitted&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Action: %1</source>
        <translation>Aktion: %1</translation>
    </message>
    <message>
        <source>Status code: %1</source>
        <translation>Statuscode: %1</translation>
    </message>
</context>
<context>
    <name>rackops::AuditPage</name>
    <message>
        <source>A&amp;udit log</source>
        <translation>A&amp;udit-Log</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Audit-Log</translation>
    </message>
</context>
<context>
    <name>rackops::AuditView</name>
    <message>
        <source>Time range</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 8 hours (a shift)</source>
        <translation>Letzte 8 Stunden (eine Schicht)</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>Rack id</source>
        <translation>Rack-ID</translation>
    </message>
    <message>
        <source>Filter by rack</source>
        <translation>Nach Rack filtern</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Filter by person</source>
        <translation>Nach Person filtern</translation>
    </message>
    <message>
        <source>Filter by action</source>
        <translation>Nach Aktion filtern</translation>
    </message>
    <message>
        <source>All actions</source>
        <translation>Alle Aktionen</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Ausnahmen</translation>
    </message>
    <message>
        <source>Remediation</source>
        <translation>Behebung</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>Als CSV e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Audit-Log</translation>
    </message>
    <message>
        <source>Export the audit log</source>
        <translation>Audit-Log exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Lade …</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation>Einträge: %1</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Refresh (%1)</source>
        <translation>Aktualisieren (%1)</translation>
    </message>
</context>
<context>
    <name>rackops::BurnInChart</name>
    <message>
        <source>Goodput per day</source>
        <translation>Goodput pro Tag</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Untergrenze</translation>
    </message>
    <message>
        <source>Interruption (attributed)</source>
        <translation>Unterbrechung (zugeordnet)</translation>
    </message>
    <message>
        <source>Interruption (not attributed)</source>
        <translation>Unterbrechung (nicht zugeordnet)</translation>
    </message>
    <message>
        <source>Day of the burn-in</source>
        <translation>Tag des Burn-ins</translation>
    </message>
    <message>
        <source>Goodput (%)</source>
        <translation>Goodput (%)</translation>
    </message>
</context>
<context>
    <name>rackops::BurnInModel</name>
    <message>
        <source>XID %1 ×%2</source>
        <translation>XID %1 ×%2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Day %1 (in progress)</source>
        <translation>Tag %1 (läuft)</translation>
    </message>
    <message>
        <source>%1 (below floor %2)</source>
        <translation>%1 (unter Untergrenze %2)</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>Goodput</translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation>Unterbrechungen</translation>
    </message>
    <message>
        <source>Job hangs</source>
        <translation>Job-Hänger</translation>
    </message>
    <message>
        <source>XIDs</source>
        <translation>XIDs</translation>
    </message>
</context>
<context>
    <name>rackops::CertificationMatrixModel</name>
    <message numerus="yes">
        <source>%n test(s)</source>
        <translation>
            <numerusform>%n Test</numerusform>
            <numerusform>%n Tests</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (floor %2)</source>
        <comment>measured (floor)</comment>
        <translation>%1 (Untergrenze %2)</translation>
    </message>
    <message>
        <source>Not tested: %1</source>
        <translation>Nicht getestet: %1</translation>
    </message>
    <message>
        <source>%1%2 vs previous attempt</source>
        <translation>%1%2 gegenüber dem vorigen Durchgang</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Floor: %1 = %2</source>
        <translation>Untergrenze: %1 = %2</translation>
    </message>
    <message>
        <source>Where the floor comes from: %1</source>
        <translation>Herkunft der Untergrenze: %1</translation>
    </message>
    <message>
        <source>%1 of %2 subjects passed</source>
        <translation>%1 von %2 Prüflingen bestanden</translation>
    </message>
    <message>
        <source>Not tested (never counted as passed): %1</source>
        <translation>Nicht getestet (zählt nie als bestanden): %1</translation>
    </message>
    <message>
        <source>Previous attempt: %1, %2</source>
        <translation>Voriger Durchgang: %1, %2</translation>
    </message>
    <message>
        <source>– no result</source>
        <translation>– kein Ergebnis</translation>
    </message>
    <message>
        <source>floor %1</source>
        <translation>Untergrenze %1</translation>
    </message>
</context>
<context>
    <name>rackops::ClusterActionDialog</name>
    <message>
        <source>Release cluster %1 into production</source>
        <translation>Cluster %1 für die Produktion freigeben</translation>
    </message>
    <message numerus="yes">
        <source>Releasing puts all %n rack(s) of %1 into production together. A second approver must confirm it. The gate below is judged again by the backend at both steps.</source>
        <translation>
            <numerusform>Die Freigabe bringt das %n Rack von %1 in die Produktion. Eine zweite berechtigte Person muss sie bestätigen. Die Kriterien unten prüft das Backend bei beiden Schritten erneut.</numerusform>
            <numerusform>Die Freigabe bringt alle %n Racks von %1 gemeinsam in die Produktion. Eine zweite berechtigte Person muss sie bestätigen. Die Kriterien unten prüft das Backend bei beiden Schritten erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>Decide the release of cluster %1</source>
        <translation>Über die Freigabe von Cluster %1 entscheiden</translation>
    </message>
    <message>
        <source>%1 asked to release %2 into production at %3:
“%4”
You are the second approver. Confirming releases every rack of the cluster together.</source>
        <translation>%1 hat am %3 beantragt, %2 für die Produktion freizugeben:
„%4“
Sie sind die zweite berechtigte Person. Mit der Zustimmung gehen alle Racks des Clusters gemeinsam in die Produktion.</translation>
    </message>
    <message>
        <source>&amp;Comment:</source>
        <translation>&amp;Kommentar:</translation>
    </message>
    <message>
        <source>Required when rejecting</source>
        <translation>Pflicht beim Ablehnen</translation>
    </message>
    <message>
        <source>Quarantine a rack of cluster %1</source>
        <translation>Ein Rack von Cluster %1 in Quarantäne nehmen</translation>
    </message>
    <message>
        <source>The rack leaves %1&apos;s certified set: the cluster loses its certification at that rack&apos;s scale and above; a cluster in production becomes degraded.</source>
        <translation>Das Rack verlässt den zertifizierten Verbund von %1: Der Cluster verliert seine Zertifizierung ab der Stufe dieses Racks aufwärts; ein Cluster in Produktion gilt dann als beeinträchtigt.</translation>
    </message>
    <message>
        <source>R&amp;ack:</source>
        <translation>R&amp;ack:</translation>
    </message>
    <message>
        <source>Expand cluster %1</source>
        <translation>Cluster %1 erweitern</translation>
    </message>
    <message>
        <source>Each new rack is certified alone, then paired with the existing domains, then the whole cluster is rerun and shown against the previous certification.</source>
        <translation>Jedes neue Rack wird zuerst allein zertifiziert, dann paarweise mit den vorhandenen Domänen, dann läuft der ganze Cluster erneut und wird der vorigen Zertifizierung gegenübergestellt.</translation>
    </message>
    <message>
        <source>Rack ids, e.g. R33 R34</source>
        <translation>Rack-IDs, z. B. R33 R34</translation>
    </message>
    <message>
        <source>New r&amp;acks:</source>
        <translation>Neue R&amp;acks:</translation>
    </message>
    <message>
        <source>Reject release of %1</source>
        <translation>Freigabe von %1 ablehnen</translation>
    </message>
    <message>
        <source>Request release of %1</source>
        <translation>Freigabe von %1 beantragen</translation>
    </message>
    <message>
        <source>Release %1</source>
        <translation>%1 freigeben</translation>
    </message>
    <message>
        <source>Quarantine %1 from %2</source>
        <translation>%1 aus %2 in Quarantäne nehmen</translation>
    </message>
    <message>
        <source>Quarantine from %1</source>
        <translation>Aus %1 in Quarantäne nehmen</translation>
    </message>
    <message numerus="yes">
        <source>Expand %1 by %n rack(s)</source>
        <translation>
            <numerusform>%1 um %n Rack erweitern</numerusform>
            <numerusform>%1 um %n Racks erweitern</numerusform>
        </translation>
    </message>
    <message>
        <source>Give a reason first.</source>
        <translation>Geben Sie zuerst eine Begründung an.</translation>
    </message>
    <message>
        <source>Sending to the backend…</source>
        <translation>Wird an das Backend gesendet …</translation>
    </message>
    <message>
        <source>The gate was judged; nothing changed.</source>
        <translation>Die Kriterien wurden geprüft; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Release of %1 requested. It waits for a second approver.</source>
        <translation>Freigabe von %1 beantragt. Sie wartet auf eine zweite berechtigte Person.</translation>
    </message>
    <message>
        <source>Decision on %1 recorded.</source>
        <translation>Entscheidung zu %1 gespeichert.</translation>
    </message>
    <message>
        <source>Rack quarantined from %1.</source>
        <translation>Rack aus %1 in Quarantäne genommen.</translation>
    </message>
    <message>
        <source>Expansion of %1 started: the new racks are being certified.</source>
        <translation>Erweiterung von %1 gestartet: Die neuen Racks werden zertifiziert.</translation>
    </message>
    <message>
        <source>Release of %1 requested.</source>
        <translation>Freigabe von %1 beantragt.</translation>
    </message>
    <message>
        <source>Refused by the backend: %1</source>
        <translation>Vom Backend abgelehnt: %1</translation>
    </message>
    <message>
        <source>Ask again</source>
        <translation>Erneut fragen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The cluster changed while this dialog was open; close it and look again.</source>
        <translation>Der Cluster hat sich geändert, während dieser Dialog offen war; schließen und neu ansehen.</translation>
    </message>
    <message>
        <source>Withdrawn: cluster %1 is no longer listed by the backend. Nothing was sent.</source>
        <translation>Zurückgezogen: Das Backend führt Cluster %1 nicht mehr. Es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Withdrawn: cluster %1 changed while this dialog was open (now: %2). Nothing was sent; close this dialog and look at the cluster again before you decide.</source>
        <translation>Zurückgezogen: Cluster %1 hat sich geändert, während dieser Dialog offen war (jetzt: %2). Es wurde nichts gesendet; schließen Sie den Dialog und sehen Sie sich den Cluster neu an, bevor Sie entscheiden.</translation>
    </message>
</context>
<context>
    <name>rackops::ClusterClient</name>
    <message>
        <source>Cluster %1 is not known to the backend.</source>
        <translation>Cluster %1 ist dem Backend nicht bekannt.</translation>
    </message>
    <message>
        <source>The backend at %1 does not know clusters yet.</source>
        <translation>Das Backend unter %1 kennt noch keine Cluster.</translation>
    </message>
</context>
<context>
    <name>rackops::ClusterFindingsModel</name>
    <message>
        <source>%1: %2 measured, floor %3</source>
        <translation>%1: %2 gemessen, Untergrenze %3</translation>
    </message>
    <message>
        <source>XID %1</source>
        <translation>XID %1</translation>
    </message>
    <message>
        <source>XID %1 (%2)</source>
        <translation>XID %1 (%2)</translation>
    </message>
    <message>
        <source>Narrowed down: %1</source>
        <translation>Eingegrenzt: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>subject kind and id: NIC R07/CT03/G2/N1</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>Recovered</source>
        <translation>Wiederhergestellt</translation>
    </message>
    <message>
        <source>Open (burn-in)</source>
        <translation>Offen (Burn-in)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Blamed on</source>
        <translation>Zugeordnet zu</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>rackops::ClusterListModel</name>
    <message>
        <source>%1 (%2), %3: %4 racks, %5 GPUs, %6 of them approved</source>
        <translation>%1 (%2), %3: %4 Racks, %5 GPUs, davon %6 freigegeben</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Racks</source>
        <comment>column: racks in a cluster</comment>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>rackops::ClusterRacksModel</name>
    <message>
        <source>Quarantined</source>
        <translation>In Quarantäne</translation>
    </message>
    <message>
        <source>Quarantined: %1</source>
        <translation>In Quarantäne: %1</translation>
    </message>
    <message>
        <source>Joining (not yet certified)</source>
        <translation>Kommt hinzu (noch nicht zertifiziert)</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Freigegeben</translation>
    </message>
    <message>
        <source>Not approved</source>
        <translation>Nicht freigegeben</translation>
    </message>
    <message>
        <source>Quarantined by %1: %2</source>
        <translation>Von %1 in Quarantäne genommen: %2</translation>
    </message>
    <message>
        <source>%1 of %2 up</source>
        <translation>%1 von %2 aktiv</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Rack stage</source>
        <translation>Rack-Phase</translation>
    </message>
    <message>
        <source>In the cluster</source>
        <translation>Im Cluster</translation>
    </message>
    <message>
        <source>SuperNIC ports</source>
        <translation>SuperNIC-Ports</translation>
    </message>
    <message>
        <source>Worst port</source>
        <translation>Schlechtester Port</translation>
    </message>
</context>
<context>
    <name>rackops::ClustersPage</name>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>C&amp;lusters</source>
        <translation>C&amp;luster</translation>
    </message>
    <message>
        <source>Clusters: certification, fabric, burn-in and release</source>
        <translation>Cluster: Zertifizierung, Fabric, Burn-in und Freigabe</translation>
    </message>
    <message>
        <source>Import evidence for cluster %1</source>
        <translation>Nachweis für Cluster %1 importieren</translation>
    </message>
    <message>
        <source>nccl-tests output (*.log *.txt *.out);;All files (*)</source>
        <translation>nccl-tests-Ausgabe (*.log *.txt *.out);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>the file is larger than 16 MiB</source>
        <translation>die Datei ist größer als 16 MiB</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cluster %1 — %2 (%3)</source>
        <translation>Cluster %1 — %2 (%3)</translation>
    </message>
    <message>
        <source>cluster</source>
        <comment>palette keyword</comment>
        <translation>Cluster</translation>
    </message>
</context>
<context>
    <name>rackops::ClustersView</name>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>&amp;Quarantine rack…</source>
        <translation>Rack in &amp;Quarantäne …</translation>
    </message>
    <message>
        <source>E&amp;xpand…</source>
        <translation>Er&amp;weitern …</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>Racks</translation>
    </message>
    <message>
        <source>Certification matrix</source>
        <translation>Zertifizierungsmatrix</translation>
    </message>
    <message>
        <source>Certification</source>
        <translation>Zertifizierung</translation>
    </message>
    <message>
        <source>■ up   ◩ degraded   ▨ flapping   ☒ down   (dotted frame: a cell with a port that is not up; hover a port for its counters)</source>
        <translation>■ aktiv   ◩ beeinträchtigt   ▨ flatternd   ☒ ausgefallen   (gepunkteter Rahmen: eine Zelle mit einem Port, der nicht aktiv ist; Zähler eines Ports beim Überfahren mit der Maus)</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>Fabric</translation>
    </message>
    <message>
        <source>Burn-in</source>
        <translation>Burn-in</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>No cluster chosen</source>
        <translation>Kein Cluster gewählt</translation>
    </message>
    <message>
        <source>No clusters reported by the backend yet.</source>
        <translation>Das Backend hat noch keine Cluster gemeldet.</translation>
    </message>
    <message>
        <source>Choose a cluster on the left.</source>
        <translation>Wählen Sie links einen Cluster.</translation>
    </message>
    <message>
        <source>%1 — %2 (%3, %4 × %5 over %6)</source>
        <translation>%1 — %2 (%3, %4 × %5 über %6)</translation>
    </message>
    <message>
        <source>Stage: %1. %2</source>
        <translation>Phase: %1. %2</translation>
    </message>
    <message>
        <source>Release gate: racks approved %1 of %2 · certification %3 · burn-in %4 (%5) · open findings %6</source>
        <translation>Freigabekriterien: Racks freigegeben %1 von %2 · Zertifizierung %3 · Burn-in %4 (%5) · offene Befunde %6</translation>
    </message>
    <message>
        <source>Release requested by %1: waits for a second approver.</source>
        <translation>Freigabe beantragt von %1: wartet auf eine zweite berechtigte Person.</translation>
    </message>
    <message>
        <source>%1 is in production already.</source>
        <translation>%1 ist bereits in Produktion.</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen …</translation>
    </message>
    <message>
        <source>Attempt %1 on %2: %3. Every cell: measured (worst subject) against its floor; untested subjects never count as passed. Hover a cell for the floor&apos;s source.</source>
        <translation>Durchgang %1 auf %2: %3. Jede Zelle: Messwert (schlechtester Prüfling) gegen seine Untergrenze; nicht getestete Prüflinge zählen nie als bestanden. Die Herkunft der Untergrenze zeigt der Tooltip der Zelle.</translation>
    </message>
    <message>
        <source>unknown GPUs</source>
        <translation>unbekannten GPUs</translation>
    </message>
    <message numerus="yes">
        <source>(%n not attributed: blocks the pass)</source>
        <translation>
            <numerusform>(%n nicht zugeordnet: verhindert das Bestehen)</numerusform>
            <numerusform>(%n nicht zugeordnet: verhindern das Bestehen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 of %n day(s) · floor %3 · interruptions: %4</source>
        <translation>
            <numerusform>%1 · %2 von %n Tag · Untergrenze %3 · Unterbrechungen: %4</numerusform>
            <numerusform>%1 · %2 von %n Tagen · Untergrenze %3 · Unterbrechungen: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;lease…</source>
        <translation>Frei&amp;geben …</translation>
    </message>
    <message>
        <source>Decide re&amp;lease…</source>
        <translation>Über Frei&amp;gabe entscheiden …</translation>
    </message>
    <message>
        <source>&amp;Import evidence…</source>
        <translation>Nachweis &amp;importieren …</translation>
    </message>
    <message>
        <source>Import multi-node nccl-tests output (all_reduce_perf and the like) as this cluster&apos;s evidence; its hosts must be compute trays of the cluster&apos;s racks.</source>
        <translation>Ausgabe von nccl-tests über mehrere Knoten (all_reduce_perf und ähnliche) als Nachweis dieses Clusters importieren; ihre Hosts müssen Compute-Trays der Racks des Clusters sein.</translation>
    </message>
    <message>
        <source>the whole cluster</source>
        <translation>der ganze Cluster</translation>
    </message>
    <message>
        <source>Points at: %1</source>
        <translation>Weist auf: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>Evidence %1 refused by the backend: %2</source>
        <translation>Nachweis %1 vom Backend abgelehnt: %2</translation>
    </message>
    <message>
        <source>Evidence %1 imported: %2 over %3: %4 (measured %5, floor %6).</source>
        <translation>Nachweis %1 importiert: %2 über %3: %4 (gemessen %5, Untergrenze %6).</translation>
    </message>
    <message>
        <source>Not started: certification runs cell by cell once the fabric is cabled and discovered.</source>
        <translation>Noch nicht begonnen: Die Zertifizierung läuft Zelle für Zelle, sobald die Fabric verkabelt und erkannt ist.</translation>
    </message>
</context>
<context>
    <name>rackops::CollectiveQuestionDialog</name>
    <message>
        <source>Which test was it?</source>
        <translation>Welcher Test war es?</translation>
    </message>
    <message>
        <source>%1 is the output of an nccl-tests collective, but neither its lines nor its figures say which. Which test was run?</source>
        <translation>%1 ist die Ausgabe einer Collective von nccl-tests, aber weder ihre Zeilen noch ihre Zahlen sagen, welcher. Welcher Test lief?</translation>
    </message>
    <message>
        <source>Import as this test</source>
        <translation>Als diesen Test importieren</translation>
    </message>
</context>
<context>
    <name>rackops::CommandPalette</name>
    <message>
        <source>Go to</source>
        <translation>Gehe zu</translation>
    </message>
    <message>
        <source>Rack, view or action…</source>
        <translation>Rack, Ansicht oder Aktion …</translation>
    </message>
    <message>
        <source>Find a rack, view or action</source>
        <translation>Rack, Ansicht oder Aktion finden</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>%1    %2</source>
        <comment>command, shortcut</comment>
        <translation>%1    %2</translation>
    </message>
    <message>
        <source>Rack %1 — %2, %3</source>
        <translation>Rack %1 — %2, %3</translation>
    </message>
</context>
<context>
    <name>rackops::ConnectionIndicator</name>
    <message numerus="yes">
        <source>%n s</source>
        <comment>seconds</comment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
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
        <translation>
            <numerusform>Neuer Versuch in %n s — getrennt seit %1</numerusform>
            <numerusform>Neuer Versuch in %n s — getrennt seit %1</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Receiving fleet… %1 of %Ln rack(s)</source>
        <translation>
            <numerusform>Empfange Flotte … %1 von %Ln Rack</numerusform>
            <numerusform>Empfange Flotte … %1 von %Ln Racks</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (demo backend)</source>
        <translation>%1 (Demo-Backend)</translation>
    </message>
</context>
<context>
    <name>rackops::ConnectionProfilesDialog</name>
    <message>
        <source>Connection profiles</source>
        <translation>Verbindungsprofile</translation>
    </message>
    <message>
        <source>Saved connection profiles</source>
        <translation>Gespeicherte Verbindungsprofile</translation>
    </message>
    <message>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <source>host:port, e.g. noc-backend.example:50051</source>
        <translation>Host:Port, z. B. noc-backend.example:50051</translation>
    </message>
    <message>
        <source>Backend address</source>
        <translation>Backend-Adresse</translation>
    </message>
    <message>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>Zertifikate (*.crt *.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Your certificate</source>
        <translation>Ihr Zertifikat</translation>
    </message>
    <message>
        <source>Your key</source>
        <translation>Ihr Schlüssel</translation>
    </message>
    <message>
        <source>Keys (*.key *.pem);;All files (*)</source>
        <translation>Schlüssel (*.key *.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Allow an unencrypted connection to another machine (not recommended)</source>
        <translation>Unverschlüsselte Verbindung zu einem anderen Rechner erlauben (nicht empfohlen)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <source>&amp;CA:</source>
        <translation>&amp;CA:</translation>
    </message>
    <message>
        <source>C&amp;ertificate:</source>
        <translation>&amp;Zertifikat:</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a file for %1</source>
        <translation>Eine Datei für %1 wählen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Mutual TLS needs all three: CA, certificate and key.</source>
        <translation>Gegenseitiges TLS braucht alle drei: CA, Zertifikat und Schlüssel.</translation>
    </message>
</context>
<context>
    <name>rackops::ConsoleMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Connection profiles…</source>
        <translation>&amp;Verbindungsprofile …</translation>
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
        <source>&amp;Light theme</source>
        <translation>&amp;Helles Farbschema</translation>
    </message>
    <message>
        <source>Times in &amp;UTC</source>
        <translation>Zeiten in &amp;UTC</translation>
    </message>
    <message>
        <source>Show every time in UTC instead of local time; tooltips always give both.</source>
        <translation>Alle Zeiten in UTC statt in Ortszeit zeigen; Tooltips nennen immer beide.</translation>
    </message>
    <message>
        <source>&amp;Go to rack, view or action…</source>
        <translation>&amp;Gehe zu Rack, Ansicht oder Aktion …</translation>
    </message>
    <message>
        <source>&amp;Rack</source>
        <translation>&amp;Rack</translation>
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
        <source>Re&amp;load from the backend</source>
        <translation>Vom &amp;Backend neu laden</translation>
    </message>
    <message>
        <source>Ask the backend again for what the view in front and the rack dock show.</source>
        <translation>Das Backend erneut nach dem fragen, was die vordere Ansicht und das Rack-Dock zeigen.</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>rackops::ConsoleSession</name>
    <message>
        <source>Refusing to connect to %1 without encryption: who you are and what you do would cross the network in plain text. Use a loopback address, or --insecure if you accept that.</source>
        <translation>Keine unverschlüsselte Verbindung zu %1: Wer Sie sind und was Sie tun, ginge im Klartext über das Netz. Verwenden Sie eine Loopback-Adresse, oder --insecure, wenn Sie das in Kauf nehmen.</translation>
    </message>
    <message>
        <source>The demo backend did not start: %1</source>
        <translation>Das Demo-Backend ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>starting the demo backend (rackops-sim)</source>
        <translation>Demo-Backend (rackops-sim) wird gestartet</translation>
    </message>
</context>
<context>
    <name>rackops::ConsoleStatusBar</name>
    <message>
        <source>DEMO</source>
        <translation>DEMO</translation>
    </message>
    <message>
        <source>%1 on %2: %3 — %4</source>
        <translation>%1 an %2: %3 — %4</translation>
    </message>
    <message>
        <source>Critical alert on %1</source>
        <translation>Kritischer Alarm an %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3). Nobody owns it yet.</source>
        <translation>%1: %2 (%3). Noch niemand ist verantwortlich.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>RackOps</source>
        <translation>RackOps</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more critical alert(s) in Alerts)</source>
        <translation>
            <numerusform>%1 (und %n weiterer kritischer Alarm unter Alarme)</numerusform>
            <numerusform>%1 (und %n weitere kritische Alarme unter Alarme)</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected to the demo backend this console started (rackops-sim)</source>
        <translation>Mit dem Demo-Backend verbunden, das diese Konsole gestartet hat (rackops-sim)</translation>
    </message>
</context>
<context>
    <name>rackops::CoolingChart</name>
    <message>
        <source>%1
%2: %3 %4</source>
        <translation>%1
%2: %3 %4</translation>
    </message>
    <message>
        <source>caution</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
</context>
<context>
    <name>rackops::CoolingPage</name>
    <message>
        <source>&amp;Cooling</source>
        <translation>&amp;Kühlung</translation>
    </message>
    <message>
        <source>Cooling of the selected rack</source>
        <translation>Kühlung des gewählten Racks</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
</context>
<context>
    <name>rackops::CoolingStaleBanner</name>
    <message numerus="yes">
        <source>%n s</source>
        <comment>age of cooling data</comment>
        <translation>
            <numerusform>%n s</numerusform>
            <numerusform>%n s</numerusform>
        </translation>
    </message>
    <message>
        <source>No cooling data for %1 yet: its CDU has not answered (%2).</source>
        <translation>Noch keine Kühldaten für %1: Seine CDU hat nicht geantwortet (%2).</translation>
    </message>
    <message>
        <source>No cooling data for %1 yet: CDU %2 has not answered (%3).</source>
        <translation>Noch keine Kühldaten für %1: CDU %2 hat nicht geantwortet (%3).</translation>
    </message>
    <message>
        <source>Cooling data for %1 is %2 old: its CDU is not answering (%3).</source>
        <translation>Die Kühldaten für %1 sind %2 alt: Seine CDU antwortet nicht (%3).</translation>
    </message>
    <message>
        <source>Cooling data for %1 is %2 old: CDU %3 is not answering (%4).</source>
        <translation>Die Kühldaten für %1 sind %2 alt: CDU %3 antwortet nicht (%4).</translation>
    </message>
    <message>
        <source>Cooling data for %1 is %2 old: no new reading arrived (expected every %3).</source>
        <translation>Die Kühldaten für %1 sind %2 alt: Keine neue Messung eingetroffen (erwartet alle %3).</translation>
    </message>
    <message>
        <source>No cooling data for %1: %2.</source>
        <translation>Keine Kühldaten für %1: %2.</translation>
    </message>
    <message>
        <source>No cooling data for %1: %2. %3</source>
        <translation>Keine Kühldaten für %1: %2. %3</translation>
    </message>
</context>
<context>
    <name>rackops::CoolingView</name>
    <message>
        <source>Select a rack to see its cooling.</source>
        <translation>Wählen Sie ein Rack, um seine Kühlung zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Live 15 min</source>
        <translation>&amp;Live 15 min</translation>
    </message>
    <message>
        <source>&amp;6 h</source>
        <translation>&amp;6 h</translation>
    </message>
    <message>
        <source>2&amp;4 h</source>
        <translation>2&amp;4 h</translation>
    </message>
    <message>
        <source>Compare with racks (up to 3, comma separated)</source>
        <translation>Mit Racks vergleichen (bis zu 3, durch Komma getrennt)</translation>
    </message>
    <message>
        <source>Racks to compare</source>
        <translation>Racks zum Vergleich</translation>
    </message>
    <message>
        <source>Reset &amp;zoom</source>
        <translation>&amp;Zoom zurücksetzen</translation>
    </message>
    <message>
        <source>Coolant temperature</source>
        <translation>Kühlmitteltemperatur</translation>
    </message>
    <message>
        <source>Delta-T (return - supply)</source>
        <translation>Delta-T (Rücklauf − Vorlauf)</translation>
    </message>
    <message>
        <source>Flow</source>
        <translation>Durchfluss</translation>
    </message>
    <message>
        <source>Pressure</source>
        <translation>Druck</translation>
    </message>
    <message>
        <source>Valve and pump</source>
        <translation>Ventil und Pumpe</translation>
    </message>
    <message>
        <source>Rack power and heat removed</source>
        <translation>Rack-Leistung und abgeführte Wärme</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Vorlauf</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Rücklauf</translation>
    </message>
    <message>
        <source>Delta-T</source>
        <translation>Delta-T</translation>
    </message>
    <message>
        <source>Delta-P</source>
        <translation>Delta-P</translation>
    </message>
    <message>
        <source>Valve</source>
        <translation>Ventil</translation>
    </message>
    <message>
        <source>Pump</source>
        <translation>Pumpe</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Heat removed</source>
        <translation>Abgeführte Wärme</translation>
    </message>
    <message>
        <source>Cooling of rack %1</source>
        <translation>Kühlung von Rack %1</translation>
    </message>
    <message>
        <source>leak detector tripped</source>
        <translation>Leckmelder ausgelöst</translation>
    </message>
    <message>
        <source>limit crossed</source>
        <translation>Grenzwert überschritten</translation>
    </message>
    <message>
        <source>Waiting for data…</source>
        <translation>Warte auf Daten …</translation>
    </message>
    <message>
        <source>History loaded; waiting for live samples…</source>
        <translation>Verlauf geladen; warte auf Live-Werte …</translation>
    </message>
    <message>
        <source>Live at %1</source>
        <translation>Live um %1</translation>
    </message>
    <message>
        <source>%1 LEAK at %2</source>
        <translation>%1 LECK an %2</translation>
    </message>
    <message>
        <source>%1 moisture at %2</source>
        <translation>%1 Feuchtigkeit an %2</translation>
    </message>
    <message>
        <source>%1 not readable (%2)</source>
        <translation>%1 nicht lesbar (%2)</translation>
    </message>
    <message>
        <source>Leak detectors: all %1 dry.</source>
        <translation>Leckmelder: alle %1 trocken.</translation>
    </message>
    <message>
        <source>Leak detectors: %1</source>
        <translation>Leckmelder: %1</translation>
    </message>
    <message>
        <source>operator action</source>
        <translation>Eingriff</translation>
    </message>
    <message>
        <source>&amp;1 h</source>
        <translation>&amp;1 h</translation>
    </message>
    <message>
        <source>Leak detectors: waiting for the fleet&apos;s cooling data.</source>
        <translation>Leckmelder: warten auf die Kühldaten der Flotte.</translation>
    </message>
    <message>
        <source>Leak detectors: all dry.</source>
        <translation>Leckmelder: alle trocken.</translation>
    </message>
    <message>
        <source>Leak detectors: not read yet.</source>
        <translation>Leckmelder: noch nicht gelesen.</translation>
    </message>
</context>
<context>
    <name>rackops::DemoBackend</name>
    <message>
        <source>rackops-sim did not say it was ready within %1 s%2</source>
        <translation>rackops-sim hat sich nicht innerhalb von %1 s bereit gemeldet%2</translation>
    </message>
    <message>
        <source>the demo needs rackops-sim, which is not installed beside the console (looked for %1). Install it, or connect to a backend with --connect.</source>
        <translation>die Demo braucht rackops-sim, das nicht neben der Konsole installiert ist (gesucht: %1). Installieren Sie es oder verbinden Sie sich mit --connect mit einem Backend.</translation>
    </message>
    <message>
        <source>cannot make a private directory for the demo backend&apos;s socket: %1</source>
        <translation>kann kein privates Verzeichnis für den Socket des Demo-Backends anlegen: %1</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>kann %1 nicht ausführen: %2</translation>
    </message>
    <message>
        <source>rackops-sim %1 before it was ready%2</source>
        <translation>rackops-sim %1, bevor es bereit war%2</translation>
    </message>
    <message>
        <source>The demo backend (rackops-sim, process %1) %2%3</source>
        <translation>Das Demo-Backend (rackops-sim, Prozess %1) %2%3</translation>
    </message>
    <message>
        <source>ended with exit code %1</source>
        <translation>endete mit Exit-Code %1</translation>
    </message>
    <message>
        <source>was ended by signal %1 (%2)</source>
        <translation>wurde durch Signal %1 (%2) beendet</translation>
    </message>
    <message>
        <source>was ended by signal %1</source>
        <translation>wurde durch Signal %1 beendet</translation>
    </message>
</context>
<context>
    <name>rackops::FabricMapModel</name>
    <message>
        <source>no links</source>
        <translation>keine Links</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>count state: 3 flapping</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Plane %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>Leaf–spine</source>
        <translation>Leaf–Spine</translation>
    </message>
    <message>
        <source>Rail %1</source>
        <translation>Rail %1</translation>
    </message>
    <message>
        <source>Port %1 → %2</source>
        <translation>Port %1 → %2</translation>
    </message>
    <message>
        <source>Link %1</source>
        <translation>Link %1</translation>
    </message>
    <message>
        <source>Plane %1, rail %2: %3</source>
        <translation>Ebene %1, Rail %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n flap(s) in the last hour</source>
        <translation>
            <numerusform>%n Flattern in der letzten Stunde</numerusform>
            <numerusform>%n-mal Flattern in der letzten Stunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Symbol errors %1, FEC corrected %2</source>
        <translation>Symbolfehler %1, per FEC korrigiert %2</translation>
    </message>
    <message>
        <source>Link down %1 times, recovered %2 times</source>
        <translation>Link %1-mal ausgefallen, %2-mal wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>rackops::FabricMapView</name>
    <message>
        <source>Fabric map</source>
        <translation>Fabric-Karte</translation>
    </message>
    <message>
        <source>No fabric reported for this cluster.</source>
        <translation>Für diesen Cluster ist keine Fabric gemeldet.</translation>
    </message>
    <message>
        <source>Plane %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>R%1</source>
        <comment>rail, short</comment>
        <translation>R%1</translation>
    </message>
    <message>
        <source>Leaf–spine P%1</source>
        <translation>Leaf–Spine E%1</translation>
    </message>
    <message>
        <source>Click to show rack %1</source>
        <translation>Klicken zeigt Rack %1</translation>
    </message>
</context>
<context>
    <name>rackops::FleetBoard</name>
    <message>
        <source>Racks of the fleet</source>
        <translation>Racks der Flotte</translation>
    </message>
    <message>
        <source>Open cluster %1</source>
        <translation>Cluster %1 öffnen</translation>
    </message>
    <message>
        <source>Open the rack&apos;s cluster</source>
        <translation>Cluster des Racks öffnen</translation>
    </message>
    <message>
        <source>Shows cluster %1, which rack %2 is part of.</source>
        <translation>Zeigt Cluster %1, zu dem Rack %2 gehört.</translation>
    </message>
    <message>
        <source>Select a rack first.</source>
        <translation>Wählen Sie zuerst ein Rack.</translation>
    </message>
    <message>
        <source>Rack %1 is in no cluster.</source>
        <translation>Rack %1 gehört zu keinem Cluster.</translation>
    </message>
    <message>
        <source>Open rack %1</source>
        <translation>Rack %1 öffnen</translation>
    </message>
    <message>
        <source>In no cluster</source>
        <translation>In keinem Cluster</translation>
    </message>
    <message>
        <source>In cluster %1 (%2)</source>
        <translation>Im Cluster %1 (%2)</translation>
    </message>
    <message>
        <source>In cluster %1</source>
        <translation>Im Cluster %1</translation>
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
        <source>Needs action first</source>
        <translation>Handlungsbedarf zuerst</translation>
    </message>
    <message>
        <source>Leaks, then critical or failed racks, then racks stuck past their stage&apos;s usual time, then the rest</source>
        <translation>Lecks, dann kritische oder ausgefallene Racks, dann Racks, die länger als üblich in ihrer Phase hängen, dann der Rest</translation>
    </message>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln Rack</numerusform>
            <numerusform>%Ln Racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln rack(s)</source>
        <translation>
            <numerusform>%1 von %Ln Rack</numerusform>
            <numerusform>%1 von %Ln Racks</numerusform>
        </translation>
    </message>
    <message>
        <source>The board holds still while you point at it or work in it. Click to put the changed racks in their places.</source>
        <translation>Die Tafel hält still, solange Sie auf sie zeigen oder in ihr arbeiten. Klicken, um die geänderten Racks einzuordnen.</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <comment>racks waiting for their place while the board holds still</comment>
        <translation>
            <numerusform>%n geändert</numerusform>
            <numerusform>%n geändert</numerusform>
        </translation>
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
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>%1 K</source>
        <translation>%1 K</translation>
    </message>
    <message>
        <source>%1 L/min</source>
        <translation>%1 L/min</translation>
    </message>
    <message>
        <source>LEAK</source>
        <comment>leak detector critical</comment>
        <translation>LECK</translation>
    </message>
    <message>
        <source>Moisture</source>
        <comment>leak detector warning</comment>
        <translation>Feuchtigkeit</translation>
    </message>
    <message>
        <source>Dry</source>
        <comment>no leak</comment>
        <translation>Trocken</translation>
    </message>
    <message>
        <source>Cooling OK</source>
        <translation>Kühlung OK</translation>
    </message>
    <message>
        <source>Supply</source>
        <comment>coolant supply temperature</comment>
        <translation>Vorlauf</translation>
    </message>
    <message>
        <source>ΔT</source>
        <comment>coolant return minus supply temperature</comment>
        <translation>ΔT</translation>
    </message>
    <message>
        <source>Flow</source>
        <comment>coolant flow</comment>
        <translation>Durchfluss</translation>
    </message>
    <message>
        <source>Leak</source>
        <comment>leak detectors</comment>
        <translation>Leck</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>Latest run %1</source>
        <translation>Letzter Lauf %1</translation>
    </message>
    <message>
        <source>Nobody holds this rack: it waits for an operator.</source>
        <translation>Niemand hält dieses Rack: Es wartet auf einen Operator.</translation>
    </message>
    <message>
        <source>%1 (automated) drives this stage.</source>
        <translation>%1 (automatisch) führt diese Phase.</translation>
    </message>
    <message>
        <source>%1 is working on this rack.</source>
        <translation>%1 arbeitet an diesem Rack.</translation>
    </message>
    <message>
        <source>Sorted by this column, the fleet reads in &quot;Needs action&quot; order: leaks, then critical or failed racks, then racks stuck past their stage&apos;s usual time, then the rest.</source>
        <translation>Nach dieser Spalte sortiert, steht die Flotte in der Reihenfolge „Handlungsbedarf“: Lecks, dann kritische oder ausgefallene Racks, dann Racks, die länger als üblich in ihrer Phase hängen, dann der Rest.</translation>
    </message>
    <message>
        <source>Reason</source>
        <comment>why a rack needs action</comment>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Owner</source>
        <comment>who holds a rack now</comment>
        <translation>Zuständig</translation>
    </message>
</context>
<context>
    <name>rackops::FleetPage</name>
    <message>
        <source>&amp;Fleet board</source>
        <translation>&amp;Flottenübersicht</translation>
    </message>
    <message>
        <source>Fleet board</source>
        <translation>Flottenübersicht</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>Filter &amp;racks</source>
        <translation>&amp;Racks filtern</translation>
    </message>
    <message>
        <source>Filter the racks on the board</source>
        <translation>Racks in der Übersicht filtern</translation>
    </message>
</context>
<context>
    <name>rackops::FleetThermalMap</name>
    <message>
        <source>Fleet thermal map</source>
        <translation>Thermische Karte der Flotte</translation>
    </message>
    <message>
        <source>%1: no cooling data</source>
        <translation>%1: keine Kühlungsdaten</translation>
    </message>
    <message>
        <source>%1
Supply %2 °C, return %3 °C, ΔT %4 K
Flow %5 L/min, power %6 kW</source>
        <translation>%1
Vorlauf %2 °C, Rücklauf %3 °C, ΔT %4 K
Durchfluss %5 L/min, Leistung %6 kW</translation>
    </message>
</context>
<context>
    <name>rackops::FleetThermalView</name>
    <message>
        <source>Colour the racks by</source>
        <translation>Racks einfärben nach</translation>
    </message>
    <message>
        <source>Delta-T</source>
        <translation>Delta-T</translation>
    </message>
    <message>
        <source>Supply temperature</source>
        <translation>Vorlauftemperatur</translation>
    </message>
    <message>
        <source>Headroom to critical return temperature</source>
        <translation>Abstand zur kritischen Rücklauftemperatur</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>Rack-Leistung</translation>
    </message>
    <message>
        <source>Colour by:</source>
        <translation>Einfärben nach:</translation>
    </message>
    <message>
        <source>%1 %2 — ✕ critical, &lt;span style=&apos;color:%3&apos;&gt;▣&lt;/span&gt; leak, &lt;span style=&apos;color:%4&apos;&gt;▣&lt;/span&gt; moisture, hatched: no data</source>
        <translation>%1 %2 — ✕ kritisch, &lt;span style=&apos;color:%3&apos;&gt;▣&lt;/span&gt; Leck, &lt;span style=&apos;color:%4&apos;&gt;▣&lt;/span&gt; Feuchtigkeit, schraffiert: keine Daten</translation>
    </message>
</context>
<context>
    <name>rackops::GateCriteriaModel</name>
    <message>
        <source>Pass</source>
        <comment>criterion verdict</comment>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <source>Fail</source>
        <comment>criterion verdict</comment>
        <translation>Nicht bestanden</translation>
    </message>
    <message>
        <source>No evidence</source>
        <comment>criterion verdict</comment>
        <translation>Kein Nachweis</translation>
    </message>
    <message>
        <source>Unknown</source>
        <comment>criterion verdict</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>No override can lift this criterion.</source>
        <translation>Keine Ausnahme kann dieses Kriterium aufheben.</translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation>Kriterium</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Needs</source>
        <comment>threshold of a criterion</comment>
        <translation>Braucht</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>criterion verdict: met, with something to read first</comment>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>rackops::GpuFiguresModel</name>
    <message>
        <source>GPU temp.</source>
        <extracomment>Column: the GPU&apos;s temperature (DCGM exporter)</extracomment>
        <translation>GPU-Temp.</translation>
    </message>
    <message>
        <source>Memory temp.</source>
        <extracomment>Column: the GPU memory&apos;s (HBM) temperature</extracomment>
        <translation>Speicher-Temp.</translation>
    </message>
    <message>
        <source>Power</source>
        <extracomment>Column: the GPU&apos;s power draw</extracomment>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>PCIe replays</source>
        <extracomment>Column: PCIe replay counter (retries of PCIe packets)</extracomment>
        <translation>PCIe-Wiederholungen</translation>
    </message>
    <message>
        <source>Rows remapped (corr.)</source>
        <extracomment>Column: memory rows remapped for correctable errors</extracomment>
        <translation>Zeilen umgelegt (korr.)</translation>
    </message>
    <message>
        <source>Rows remapped (uncorr.)</source>
        <extracomment>Column: memory rows remapped for uncorrectable errors</extracomment>
        <translation>Zeilen umgelegt (unkorr.)</translation>
    </message>
    <message>
        <source>Row remap failed</source>
        <extracomment>Column: whether remapping a memory row failed</extracomment>
        <translation>Zeilenumlegung fehlgeschlagen</translation>
    </message>
    <message>
        <source>NVLink bandwidth</source>
        <extracomment>Column: the NVLink bandwidth counter over all lanes</extracomment>
        <translation>NVLink-Bandbreite</translation>
    </message>
    <message>
        <source>NVLink recoveries</source>
        <extracomment>Column: NVLink recovery error counter</extracomment>
        <translation>NVLink-Wiederherstellungen</translation>
    </message>
    <message>
        <source>Last XID</source>
        <extracomment>Column: the last XID error the GPU reported</extracomment>
        <translation>Letzter XID</translation>
    </message>
    <message>
        <source>unreadable</source>
        <extracomment>A figure the exporter published as NaN or infinite</extracomment>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>No XID error since the exporter started</extracomment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>XID %1</source>
        <translation>XID %1</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <source>UUID: %1</source>
        <translation>UUID: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>not published</source>
        <extracomment>A figure the GPU&apos;s exporter does not publish (not the same as 0)</extracomment>
        <translation>nicht veröffentlicht</translation>
    </message>
    <message>
        <source>%1 is not published for this GPU.</source>
        <translation>%1 wird für diese GPU nicht veröffentlicht.</translation>
    </message>
    <message>
        <source>%1 is not published by the exporters of this site (their counters leave it out).</source>
        <translation>%1 wird von den Exportern dieses Standorts nicht veröffentlicht (ihre Zählerliste lässt ihn aus).</translation>
    </message>
    <message>
        <source>%1 on %2, sampled %3 (%4 old)</source>
        <translation>%1 auf %2, gemessen %3 (%4 alt)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>refuses our credentials</source>
        <translation>weist unsere Zugangsdaten ab</translation>
    </message>
    <message>
        <source>answers something that is not a Prometheus answer</source>
        <translation>antwortet etwas, das keine Prometheus-Antwort ist</translation>
    </message>
    <message>
        <source>answers more than the backend takes</source>
        <translation>antwortet mehr, als das Backend annimmt</translation>
    </message>
    <message>
        <source>TLS handshake failed</source>
        <translation>TLS-Handshake fehlgeschlagen</translation>
    </message>
    <message>
        <source>answers with an HTTP error</source>
        <translation>antwortet mit einem HTTP-Fehler</translation>
    </message>
    <message>
        <source>state unknown</source>
        <translation>Zustand unbekannt</translation>
    </message>
    <message>
        <source>The backend reads no site monitoring: no GPU figures from DCGM exporters.</source>
        <translation>Das Backend liest kein Monitoring des Standorts: keine GPU-Werte von DCGM-Exportern.</translation>
    </message>
    <message>
        <source>Waiting for the first read of Prometheus %1.</source>
        <translation>Warte auf das erste Lesen von Prometheus %1.</translation>
    </message>
    <message>
        <source>DCGM exporter figures from Prometheus %1, read %2 ago.</source>
        <translation>Werte der DCGM-Exporter aus Prometheus %1, vor %2 gelesen.</translation>
    </message>
    <message>
        <source>No exporter there speaks of this rack&apos;s trays.</source>
        <translation>Kein Exporter dort meldet Trays dieses Racks.</translation>
    </message>
    <message>
        <source>Prometheus %1 cannot be read: %2.</source>
        <translation>Prometheus %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Figures as last read %1 ago, at %2.</source>
        <translation>Werte wie zuletzt vor %1 gelesen, am %2.</translation>
    </message>
    <message>
        <source>No figures have been read yet.</source>
        <translation>Es wurden noch keine Werte gelesen.</translation>
    </message>
    <message>
        <source>Not published by the exporters: %1.</source>
        <translation>Von den Exportern nicht veröffentlicht: %1.</translation>
    </message>
</context>
<context>
    <name>rackops::GpuFiguresPanel</name>
    <message>
        <source>GPU figures from the site&apos;s monitoring</source>
        <translation>GPU-Werte aus dem Monitoring des Standorts</translation>
    </message>
    <message>
        <source>GPU grid: the chosen figure of each GPU by tray</source>
        <translation>GPU-Raster: der gewählte Wert jeder GPU nach Tray</translation>
    </message>
    <message>
        <source>Figure:</source>
        <extracomment>Label of the figure the GPU grid shows (GPU temperature, power, ...)</extracomment>
        <translation>Wert:</translation>
    </message>
    <message>
        <source>The backend did not answer for the GPU figures: %1</source>
        <translation>Das Backend hat die Frage nach den GPU-Werten nicht beantwortet: %1</translation>
    </message>
</context>
<context>
    <name>rackops::GpuGridModel</name>
    <message>
        <source>GPU %1: no result for this test</source>
        <translation>GPU %1: kein Ergebnis für diesen Test</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>Measured %1, baseline %2, threshold %3</source>
        <translation>Gemessen %1, Referenz %2, Grenzwert %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>CT%1</source>
        <extracomment>Compute tray label, e.g. CT07.</extracomment>
        <translation>CT%1</translation>
    </message>
    <message>
        <source>Serial %1, device id %2</source>
        <translation>Seriennummer %1, Geräte-ID %2</translation>
    </message>
</context>
<context>
    <name>rackops::GpuGridView</name>
    <message>
        <source>GPU grid, 18 compute trays by 4 GPUs</source>
        <translation>GPU-Raster, 18 Compute-Trays mal 4 GPUs</translation>
    </message>
</context>
<context>
    <name>rackops::GpuHistoryChart</name>
    <message>
        <source>Last hour</source>
        <extracomment>Window of a GPU&apos;s history chart: the last hour</extracomment>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 6 hours</source>
        <extracomment>Window of a GPU&apos;s history chart</extracomment>
        <translation>Letzte 6 Stunden</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <extracomment>Window of a GPU&apos;s history chart</extracomment>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Window of the GPU&apos;s history</source>
        <translation>Zeitraum des GPU-Verlaufs</translation>
    </message>
    <message>
        <source>Temperature</source>
        <extracomment>Line of a GPU&apos;s temperature chart: the GPU die (&quot;GPU&quot;) beside its memory (&quot;Memory&quot;)</extracomment>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Choose a GPU in the grid or the table to see its history.</source>
        <translation>Wählen Sie eine GPU im Raster oder in der Tabelle, um ihren Verlauf zu sehen.</translation>
    </message>
    <message>
        <source>%1 (not published)</source>
        <translation>%1 (nicht veröffentlicht)</translation>
    </message>
</context>
<context>
    <name>rackops::GpuHistoryModel</name>
    <message>
        <source>not published</source>
        <translation>nicht veröffentlicht</translation>
    </message>
    <message>
        <source>no sample</source>
        <translation>kein Messwert</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Column: when a point of a GPU&apos;s history was taken</extracomment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>The backend did not answer for the history of %1: %2</source>
        <translation>Das Backend hat für den Verlauf von %1 nicht geantwortet: %2</translation>
    </message>
    <message>
        <source>Reading the history of %1 …</source>
        <translation>Lese den Verlauf von %1 …</translation>
    </message>
    <message>
        <source>The backend reads no site monitoring: no GPU history.</source>
        <translation>Das Backend liest kein Monitoring des Standorts: kein GPU-Verlauf.</translation>
    </message>
    <message>
        <source>Waiting for the first read of Prometheus %1.</source>
        <translation>Warte auf das erste Lesen von Prometheus %1.</translation>
    </message>
    <message>
        <source>The history of %1 cannot be read from Prometheus %2: %3.</source>
        <translation>Der Verlauf von %1 kann nicht aus Prometheus %2 gelesen werden: %3.</translation>
    </message>
    <message>
        <source>No exporter speaks of %1: it publishes no figures.</source>
        <translation>Kein Exporter meldet %1: für sie werden keine Werte veröffentlicht.</translation>
    </message>
    <message>
        <source>Not published for %1 in this window: %2.</source>
        <translation>Für %1 in diesem Zeitraum nicht veröffentlicht: %2.</translation>
    </message>
    <message>
        <source>%1 on %2, a point every %3</source>
        <extracomment>%1 GPU (CT05/GPU1), %2 exporter host, %3 time between points (&quot;15 s&quot;)</extracomment>
        <translation>%1 auf %2, ein Punkt alle %3</translation>
    </message>
</context>
<context>
    <name>rackops::HandoverExporter</name>
    <message>
        <source>no handover from %1 in time</source>
        <translation>keine Übergabe von %1 innerhalb der Frist</translation>
    </message>
    <message>
        <source>Handover of %1 written to %2</source>
        <translation>Übergabe von %1 nach %2 geschrieben</translation>
    </message>
    <message>
        <source>handover export failed: %1</source>
        <translation>Export der Übergabe fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>rackops::HandoverPage</name>
    <message>
        <source>Shift &amp;handover</source>
        <translation>Schicht&amp;übergabe</translation>
    </message>
    <message>
        <source>Shift handover: report, notes, sign-off, export</source>
        <translation>Schichtübergabe: Bericht, Notizen, Bestätigung, Export</translation>
    </message>
    <message>
        <source>Handover</source>
        <translation>Übergabe</translation>
    </message>
</context>
<context>
    <name>rackops::HandoverView</name>
    <message>
        <source>Shift</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Re&amp;load report</source>
        <translation>Bericht neu &amp;laden</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Handover report</source>
        <translation>Übergabebericht</translation>
    </message>
    <message>
        <source>Kind of note</source>
        <translation>Art der Notiz</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Next step for an incident</source>
        <translation>Nächster Schritt zu einem Vorfall</translation>
    </message>
    <message>
        <source>Watch next shift</source>
        <translation>In der nächsten Schicht beobachten</translation>
    </message>
    <message>
        <source>Alert id (for a next step)</source>
        <translation>Alarm-ID (für einen nächsten Schritt)</translation>
    </message>
    <message>
        <source>Alert the note is about</source>
        <translation>Alarm, den die Notiz betrifft</translation>
    </message>
    <message>
        <source>What the next shift must know</source>
        <translation>Was die nächste Schicht wissen muss</translation>
    </message>
    <message>
        <source>Add &amp;note</source>
        <translation>&amp;Notiz hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Sign off as incoming operator…</source>
        <translation>Als &amp;übernehmende Schicht bestätigen…</translation>
    </message>
    <message>
        <source>Adding the note…</source>
        <translation>Notiz wird hinzugefügt…</translation>
    </message>
    <message>
        <source>Sign off the handover</source>
        <translation>Übergabe bestätigen</translation>
    </message>
    <message>
        <source>You confirm that you read the handover of %1. Questions for the outgoing shift (optional):</source>
        <translation>Sie bestätigen, dass Sie die Übergabe von %1 gelesen haben. Fragen an die abgebende Schicht (optional):</translation>
    </message>
    <message>
        <source>Signing off…</source>
        <translation>Wird bestätigt…</translation>
    </message>
    <message>
        <source>Loading the handover…</source>
        <translation>Übergabe wird geladen…</translation>
    </message>
    <message>
        <source>%1 shift, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Not signed off</source>
        <translation>Nicht bestätigt</translation>
    </message>
    <message>
        <source>Signed off by %1</source>
        <translation>Bestätigt von %1</translation>
    </message>
    <message>
        <source>The shift is still running; the backend accepts a sign-off from one hour before it ends.</source>
        <translation>Die Schicht läuft noch; das Backend nimmt eine Bestätigung ab einer Stunde vor ihrem Ende an.</translation>
    </message>
    <message>
        <source>The incoming operator confirms having read the handover; this is recorded.</source>
        <translation>Die übernehmende Schicht bestätigt, die Übergabe gelesen zu haben; das wird protokolliert.</translation>
    </message>
    <message>
        <source>Recorded in the handover of %1.</source>
        <translation>In der Übergabe von %1 erfasst.</translation>
    </message>
    <message>
        <source>Export the handover as PDF</source>
        <translation>Übergabe als PDF exportieren</translation>
    </message>
    <message>
        <source>Export the handover as HTML</source>
        <translation>Übergabe als HTML exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportiert nach %1</translation>
    </message>
    <message>
        <source>Sign off waits for the report to load.</source>
        <translation>Abzeichnen wartet, bis der Bericht geladen ist.</translation>
    </message>
    <message>
        <source>This shift is already signed off by %1.</source>
        <translation>Diese Schicht hat %1 bereits abgezeichnet.</translation>
    </message>
    <message>
        <source>Export HT&amp;ML…</source>
        <translation>Als HT&amp;ML exportieren …</translation>
    </message>
    <message>
        <source>Adds the note to this shift&apos;s handover, under your name.</source>
        <translation>Fügt die Notiz unter Ihrem Namen der Übergabe dieser Schicht hinzu.</translation>
    </message>
    <message>
        <source>Notes wait for the report to load.</source>
        <translation>Notizen warten, bis der Bericht geladen ist.</translation>
    </message>
    <message>
        <source>This shift is signed off by %1; its handover takes no more notes.</source>
        <translation>Diese Schicht hat %1 abgezeichnet; ihre Übergabe nimmt keine Notizen mehr auf.</translation>
    </message>
    <message>
        <source>Write the note in the field beside the button first.</source>
        <translation>Schreiben Sie die Notiz zuerst in das Feld neben der Schaltfläche.</translation>
    </message>
</context>
<context>
    <name>rackops::IdentityIndicator</name>
    <message>
        <source>Demo user</source>
        <translation>Demo-Benutzer</translation>
    </message>
    <message>
        <source>Act as another demo user (demo backend only)</source>
        <translation>Als anderer Demo-Benutzer handeln (nur Demo-Backend)</translation>
    </message>
    <message>
        <source>Identity unknown: read only</source>
        <translation>Identität unbekannt: nur lesen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>name (roles)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>rackops::LeakBanner</name>
    <message>
        <source>Graceful shutdown in %1 s.</source>
        <translation>Geordnetes Herunterfahren in %1 s.</translation>
    </message>
    <message>
        <source>Graceful shutdown under way.</source>
        <translation>Geordnetes Herunterfahren läuft.</translation>
    </message>
    <message>
        <source>Power cut in %1 s.</source>
        <translation>Stromabschaltung in %1 s.</translation>
    </message>
    <message>
        <source>Power cut.</source>
        <translation>Strom abgeschaltet.</translation>
    </message>
    <message>
        <source>No automatic reaction is configured.</source>
        <translation>Keine automatische Reaktion eingestellt.</translation>
    </message>
    <message>
        <source>LEAK in rack %1 — %2 (%3), critical since %4. %5</source>
        <translation>LECK in Rack %1 — %2 (%3), kritisch seit %4. %5</translation>
    </message>
    <message>
        <source>Leak alert %1 on rack %2 is open (%3, since %4); the cooling readings here do not show the leak yet.</source>
        <translation>Leckalarm %1 an Rack %2 ist offen (%3, seit %4); die Kühlwerte hier zeigen das Leck noch nicht.</translation>
    </message>
    <message>
        <source>Leak alert %1 on rack %2 is still open (%3, since %4): the detector reads dry again. Check the rack, then resolve the alert.</source>
        <translation>Leckalarm %1 an Rack %2 ist noch offen (%3, seit %4): Der Melder ist wieder trocken. Prüfen Sie das Rack, dann erledigen Sie den Alarm.</translation>
    </message>
    <message>
        <source>No critical leak: no detector reads Critical and no leak alert is open.</source>
        <translation>Kein kritisches Leck: Kein Melder meldet Kritisch und kein Leckalarm ist offen.</translation>
    </message>
    <message>
        <source>&amp;Open rack</source>
        <translation>Rack &amp;öffnen</translation>
    </message>
    <message>
        <source>Previous leaking rack</source>
        <translation>Vorheriges Rack mit Leck</translation>
    </message>
    <message>
        <source>Next leaking rack</source>
        <translation>Nächstes Rack mit Leck</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>leaking rack shown of leaking racks</comment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Taken on.</source>
        <comment>someone acknowledged this leak alert</comment>
        <translation>Übernommen.</translation>
    </message>
</context>
<context>
    <name>rackops::LifecycleHistoryModel</name>
    <message>
        <source>%1 (automated)</source>
        <translation>%1 (automatisch)</translation>
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
    <message>
        <source>in %1</source>
        <comment>an event within a lifecycle stage, not a stage entered</comment>
        <translation>in %1</translation>
    </message>
</context>
<context>
    <name>rackops::MainWindow</name>
    <message>
        <source>Unknown view &quot;%1&quot;. Available: %2</source>
        <translation>Unbekannte Ansicht „%1“. Verfügbar: %2</translation>
    </message>
    <message>
        <source>DEMO</source>
        <comment>window title; the desktop adds &quot;— RackOps&quot;</comment>
        <translation>DEMO</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>window title: profile (backend)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is live: it updates by itself.</source>
        <translation>%1 ist live: aktualisiert sich selbst.</translation>
    </message>
    <message>
        <source>Reloading from the backend: %1.</source>
        <translation>Wird vom Backend neu geladen: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the things reloaded</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>rackops::NcclBandwidthChart</name>
    <message>
        <source>NCCL bus bandwidth by message size</source>
        <translation>NCCL-Busbandbreite nach Nachrichtengröße</translation>
    </message>
    <message>
        <source>NCCL all-reduce bus bandwidth</source>
        <translation>NCCL-All-Reduce-Busbandbreite</translation>
    </message>
    <message>
        <source>Message size</source>
        <translation>Nachrichtengröße</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>%1
%2: %3 GB/s</source>
        <translation>%1
%2: %3 GB/s</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Previous run</source>
        <translation>Vorheriger Lauf</translation>
    </message>
    <message>
        <source>This run</source>
        <translation>Dieser Lauf</translation>
    </message>
    <message>
        <source>Below threshold</source>
        <translation>Unter Grenzwert</translation>
    </message>
    <message>
        <source>This run, in place</source>
        <translation>Dieser Lauf, in-place</translation>
    </message>
    <message>
        <source>NCCL %1 bus bandwidth</source>
        <translation>NCCL-%1-Busbandbreite</translation>
    </message>
</context>
<context>
    <name>rackops::OperationsClient</name>
    <message>
        <source>No answer from %1 after %2 attempts (%3). The request may or may not have been carried out; sending it again with the same key is safe and tells you which.</source>
        <translation>Keine Antwort von %1 nach %2 Versuchen (%3). Die Anfrage wurde vielleicht ausgeführt, vielleicht nicht; sie mit demselben Schlüssel erneut zu senden ist sicher und klärt es.</translation>
    </message>
    <message>
        <source>The backend answered with an outcome this console does not know (%1).</source>
        <translation>Das Backend antwortete mit einem Ergebnis, das diese Konsole nicht kennt (%1).</translation>
    </message>
</context>
<context>
    <name>rackops::OperationsDock</name>
    <message>
        <source>Operations</source>
        <translation>Vorgänge</translation>
    </message>
    <message>
        <source>&amp;Operations</source>
        <translation>&amp;Vorgänge</translation>
    </message>
    <message>
        <source>Operations panel</source>
        <translation>Bereich Vorgänge</translation>
    </message>
</context>
<context>
    <name>rackops::OperationsModel</name>
    <message>
        <source>%1
Reason: %2</source>
        <translation>%1
Grund: %2</translation>
    </message>
    <message>
        <source>%1, confirmed by %2</source>
        <translation>%1, bestätigt von %2</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>State</source>
        <comment>of an operation</comment>
        <translation>Status</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Angefordert von</translation>
    </message>
    <message>
        <source>Step or outcome</source>
        <translation>Schritt oder Ergebnis</translation>
    </message>
</context>
<context>
    <name>rackops::OperationsPanel</name>
    <message>
        <source>Running and recent operations</source>
        <translation>Laufende und letzte Vorgänge</translation>
    </message>
</context>
<context>
    <name>rackops::OverrideConfirmation</name>
    <message>
        <source>Put %1 into production?</source>
        <translation>%1 in Produktion nehmen?</translation>
    </message>
    <message>
        <source>&lt;b&gt;Confirming puts rack %1 into production.&lt;/b&gt; It accepts customer workloads although it does not meet:</source>
        <translation>&lt;b&gt;Mit der Bestätigung geht Rack %1 in Produktion.&lt;/b&gt; Es nimmt Kunden-Workloads an, obwohl es Folgendes nicht erfüllt:</translation>
    </message>
    <message>
        <source>Requested by %1 at %2: “%3”</source>
        <translation>Beantragt von %1 am %2: „%3“</translation>
    </message>
    <message>
        <source>&amp;Put %1 into production</source>
        <translation>%1 in &amp;Produktion nehmen</translation>
    </message>
    <message>
        <source>%1: measured %2, needs %3</source>
        <translation>%1: gemessen %2, verlangt %3</translation>
    </message>
</context>
<context>
    <name>rackops::OverrideQueueModel</name>
    <message>
        <source>Waiting for a second approver</source>
        <translation>Wartet auf zweite Freigabe</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Declined</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <source>Withdrawn (the rack changed)</source>
        <translation>Zurückgezogen (das Rack hat sich geändert)</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>%1: %2 (needs %3)</source>
        <translation>%1: %2 (braucht %3)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Angefordert von</translation>
    </message>
    <message>
        <source>Justification</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Failed criteria</source>
        <translation>Nicht erfüllte Kriterien</translation>
    </message>
    <message>
        <source>State</source>
        <comment>of an override request</comment>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>rackops::OverrideQueueView</name>
    <message>
        <source>Override requests</source>
        <translation>Ausnahmeanträge</translation>
    </message>
    <message>
        <source>Comment (required to decline)</source>
        <translation>Kommentar (zum Ablehnen erforderlich)</translation>
    </message>
    <message>
        <source>Decision comment</source>
        <translation>Kommentar zur Entscheidung</translation>
    </message>
    <message>
        <source>&amp;Confirm override</source>
        <translation>Ausnahme be&amp;stätigen</translation>
    </message>
    <message>
        <source>D&amp;ecline</source>
        <translation>Ab&amp;lehnen</translation>
    </message>
    <message>
        <source>Confirming…</source>
        <translation>Bestätige …</translation>
    </message>
    <message>
        <source>Declining…</source>
        <translation>Lehne ab …</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, requested by %2: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, beantragt von %2: %3</translation>
    </message>
    <message>
        <source>Not met: %1 — measured %2, needs %3</source>
        <translation>Nicht erfüllt: %1 — gemessen %2, braucht %3</translation>
    </message>
    <message>
        <source>Select a request to see its justification and the criteria it overrides.</source>
        <translation>Wählen Sie einen Antrag, um seine Begründung und die übergangenen Kriterien zu sehen.</translation>
    </message>
    <message>
        <source>Select a request first.</source>
        <translation>Wählen Sie zuerst einen Antrag.</translation>
    </message>
    <message>
        <source>This request is no longer pending.</source>
        <translation>Dieser Antrag ist nicht mehr offen.</translation>
    </message>
    <message>
        <source>You made this request; a second, different approver must decide on it.</source>
        <translation>Sie haben diesen Antrag gestellt; eine zweite, andere freigebende Person muss entscheiden.</translation>
    </message>
    <message>
        <source>Say why you decline first.</source>
        <translation>Sagen Sie zuerst, warum Sie ablehnen.</translation>
    </message>
    <message>
        <source>Decision recorded for rack %1.</source>
        <translation>Entscheidung für Rack %1 aufgezeichnet.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Refresh (%1)</source>
        <translation>Aktualisieren (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) waiting for a second approver</source>
        <translation>
            <numerusform>%n Anfrage wartet auf eine zweite Freigabe</numerusform>
            <numerusform>%n Anfragen warten auf eine zweite Freigabe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n listed request(s) waiting for a second approver; the others are decided</source>
        <translation>
            <numerusform>%1 von %n gelisteten Anfrage wartet auf eine zweite Freigabe; die anderen sind entschieden</numerusform>
            <numerusform>%1 von %n gelisteten Anfragen warten auf eine zweite Freigabe; die anderen sind entschieden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ProfileSwitcher</name>
    <message>
        <source>Connection profiles</source>
        <translation>Verbindungsprofile</translation>
    </message>
    <message>
        <source>Could not start a console for %1.</source>
        <translation>Konnte keine Konsole für %1 starten.</translation>
    </message>
</context>
<context>
    <name>rackops::RackChangeGuard</name>
    <message>
        <source>Rack %1 is no longer in the fleet.</source>
        <translation>Rack %1 ist nicht mehr in der Flotte.</translation>
    </message>
    <message>
        <source>it is now %1, health %2</source>
        <translation>es ist jetzt in %1, Zustand %2</translation>
    </message>
    <message>
        <source>, running: %1</source>
        <translation>, läuft: %1</translation>
    </message>
    <message>
        <source>Rack %1 changed while this dialog was open: %2.</source>
        <translation>Rack %1 hat sich geändert, während dieser Dialog offen war: %2.</translation>
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
        <translation>
            <numerusform>%n nicht wie erwartet</numerusform>
            <numerusform>%n nicht wie erwartet</numerusform>
        </translation>
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
    <message>
        <source>Stage</source>
        <comment>lifecycle stage of a part</comment>
        <translation>Phase</translation>
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
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;Approve…</source>
        <translation>&amp;Freigeben …</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>Vorgang:</translation>
    </message>
    <message>
        <source>Approval criteria</source>
        <translation>Freigabekriterien</translation>
    </message>
    <message>
        <source>Judging the approval criteria…</source>
        <translation>Bewerte die Freigabekriterien …</translation>
    </message>
    <message>
        <source>The approval criteria could not be judged: %1</source>
        <translation>Die Freigabekriterien konnten nicht bewertet werden: %1</translation>
    </message>
    <message>
        <source>Approval gate: every criterion is met.</source>
        <translation>Freigabe: jedes Kriterium ist erfüllt.</translation>
    </message>
    <message>
        <source>Loading the rack…</source>
        <translation>Lade das Rack …</translation>
    </message>
    <message>
        <source>Review the criteria and approve (Ctrl+Shift+A)</source>
        <translation>Kriterien prüfen und freigeben (Strg+Umschalt+A)</translation>
    </message>
    <message>
        <source>Choose a remediation (Ctrl+Shift+R)</source>
        <translation>Behebung wählen (Strg+Umschalt+R)</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>Revision %1</translation>
    </message>
    <message>
        <source>%1 for %2 (revision %3)</source>
        <translation>%1 seit %2 (Revision %3)</translation>
    </message>
    <message>
        <source>None running</source>
        <translation>Keiner läuft</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>Kühlung:</translation>
    </message>
    <message>
        <source>No cooling data yet</source>
        <translation>Noch keine Kühlungsdaten</translation>
    </message>
    <message>
        <source>Supply %1 °C, return %2 °C, flow %3 L/min, %4 kW</source>
        <translation>Vorlauf %1 °C, Rücklauf %2 °C, Durchfluss %3 L/min, %4 kW</translation>
    </message>
    <message>
        <source>LEAK %1 at %2</source>
        <translation>LECK %1 an %2</translation>
    </message>
    <message>
        <source>moisture %1 at %2</source>
        <translation>Feuchtigkeit %1 an %2</translation>
    </message>
    <message>
        <source>Leak detectors: all dry</source>
        <translation>Leckmelder: alle trocken</translation>
    </message>
    <message>
        <source>Leak detectors: %1</source>
        <translation>Leckmelder: %1</translation>
    </message>
    <message>
        <source>Override requested by %1; waiting for a second approver.</source>
        <translation>Ausnahme beantragt von %1; wartet auf eine zweite freigebende Person.</translation>
    </message>
    <message>
        <source>Waiting for approval; judging the criteria…</source>
        <translation>Wartet auf Freigabe; die Kriterien werden bewertet …</translation>
    </message>
    <message>
        <source>All criteria met; waiting for an approver.</source>
        <translation>Alle Kriterien erfüllt; wartet auf eine freigebende Person.</translation>
    </message>
    <message>
        <source>%1: %2 (requested by %3)</source>
        <translation>%1: %2 (beantragt von %3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Approval gate: %1 of %n criterion(s) not met.</source>
        <translation>
            <numerusform>Freigabe: %1 von %n Kriterium nicht erfüllt.</numerusform>
            <numerusform>Freigabe: %1 von %n Kriterien nicht erfüllt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n criterion(s) not met: remediate the rack, or an approver requests a four-eyes override.</source>
        <translation>
            <numerusform>%1 von %n Kriterium nicht erfüllt: Rack beheben, oder eine freigebende Person beantragt eine Ausnahme (Vier-Augen-Prinzip).</numerusform>
            <numerusform>%1 von %n Kriterien nicht erfüllt: Rack beheben, oder eine freigebende Person beantragt eine Ausnahme (Vier-Augen-Prinzip).</numerusform>
        </translation>
    </message>
    <message>
        <source>Remedia&amp;te…</source>
        <translation>&amp;Beheben …</translation>
    </message>
    <message>
        <source>alert: %1</source>
        <translation>Alarm: %1</translation>
    </message>
    <message>
        <source>alert: %1 (%2)</source>
        <translation>Alarm: %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Approval gate: every criterion is met, %n with a warning to read.</source>
        <translation>
            <numerusform>Freigabe: jedes Kriterium ist erfüllt, %n davon mit einer Warnung zum Lesen.</numerusform>
            <numerusform>Freigabe: jedes Kriterium ist erfüllt, %n davon mit Warnungen zum Lesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPUs</source>
        <extracomment>Tab of the rack dock: the GPUs&apos; figures from the site&apos;s monitoring (DCGM exporter)</extracomment>
        <translation>GPUs</translation>
    </message>
</context>
<context>
    <name>rackops::RackDock</name>
    <message>
        <source>Rack</source>
        <translation>Rack</translation>
    </message>
    <message>
        <source>Select a rack on the fleet board first.</source>
        <translation>Wählen Sie zuerst ein Rack in der Flottenübersicht.</translation>
    </message>
    <message>
        <source>In cluster %1 (%2) →</source>
        <translation>Im Cluster %1 (%2) →</translation>
    </message>
    <message>
        <source>Show cluster %1: its racks, certification, fabric and burn-in</source>
        <translation>Cluster %1 zeigen: Racks, Zertifizierung, Fabric und Burn-in</translation>
    </message>
    <message>
        <source>&amp;Rack detail</source>
        <translation>Rack-&amp;Details</translation>
    </message>
    <message>
        <source>&amp;Approve the selected rack…</source>
        <translation>Ausgewähltes Rack &amp;freigeben …</translation>
    </message>
    <message>
        <source>Approve the selected rack for production</source>
        <translation>Gewähltes Rack für Produktion freigeben</translation>
    </message>
    <message>
        <source>&amp;Remediate the selected rack…</source>
        <translation>Ausgewähltes Rack &amp;beheben …</translation>
    </message>
    <message>
        <source>Remediate the selected rack</source>
        <translation>Gewähltes Rack beheben</translation>
    </message>
    <message>
        <source>rack %1</source>
        <translation>Rack %1</translation>
    </message>
</context>
<context>
    <name>rackops::RackElevationView</name>
    <message>
        <source>Rack elevation: parts by slot</source>
        <translation>Rack-Ansicht: Teile nach Einschub</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, expected %3</source>
        <translation>%1 %2, erwartet %3</translation>
    </message>
</context>
<context>
    <name>rackops::RegionLagMatrixModel</name>
    <message>
        <source>Replicated from %1</source>
        <translation>Repliziert aus %1</translation>
    </message>
    <message>
        <source>Replicated to %1</source>
        <translation>Repliziert nach %1</translation>
    </message>
</context>
<context>
    <name>rackops::RemediationDialog</name>
    <message>
        <source>Remediate %1</source>
        <translation>%1 beheben</translation>
    </message>
    <message>
        <source>%1 is in %2, health %3.</source>
        <translation>%1 ist in %2, Zustand %3.</translation>
    </message>
    <message>
        <source>&amp;Parts:</source>
        <translation>&amp;Teile:</translation>
    </message>
    <message>
        <source>Parts the action applies to</source>
        <translation>Teile, für die die Aktion gilt</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>&amp;Action:</source>
        <translation>&amp;Aktion:</translation>
    </message>
    <message>
        <source>What happens:</source>
        <translation>Was passiert:</translation>
    </message>
    <message>
        <source>&amp;Reason (goes into the audit log):</source>
        <translation>&amp;Grund (kommt ins Audit-Log):</translation>
    </message>
    <message>
        <source>Close this dialog and look at the rack again.</source>
        <translation>Schließen Sie diesen Dialog und sehen Sie sich das Rack erneut an.</translation>
    </message>
    <message>
        <source>No remediation is possible while the rack is in %1.</source>
        <translation>Solange das Rack in %1 ist, ist keine Behebung möglich.</translation>
    </message>
    <message>
        <source>An operation is running on the rack: %1</source>
        <translation>Am Rack läuft ein Vorgang: %1</translation>
    </message>
    <message>
        <source>Say why first: the reason goes into the audit log.</source>
        <translation>Sagen Sie zuerst, warum: der Grund kommt ins Audit-Log.</translation>
    </message>
    <message>
        <source>Choose exactly one part to replace.</source>
        <translation>Wählen Sie genau ein Teil zum Tausch.</translation>
    </message>
    <message>
        <source>Choose at least one part.</source>
        <translation>Wählen Sie mindestens ein Teil.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Sende …</translation>
    </message>
    <message>
        <source>Started (operation %1). Follow its progress in the operations panel.</source>
        <translation>Gestartet (Vorgang %1). Den Fortschritt sehen Sie im Bereich Vorgänge.</translation>
    </message>
    <message>
        <source>&amp;Setpoint:</source>
        <translation>&amp;Sollwert:</translation>
    </message>
    <message>
        <source>Setpoint</source>
        <translation>Sollwert</translation>
    </message>
    <message>
        <source>Suggested: %1 — %2.</source>
        <translation>Vorgeschlagen: %1 — %2.</translation>
    </message>
    <message>
        <source>&amp;Start on %1</source>
        <translation>Auf %1 &amp;starten</translation>
    </message>
    <message>
        <source>No remediation suggested: %1</source>
        <translation>Keine Behebung vorgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>rackops::ReplicationModel</name>
    <message>
        <source>Within SLO</source>
        <extracomment>Replication SLO state</extracomment>
        <translation>Im SLO</translation>
    </message>
    <message>
        <source>At risk</source>
        <extracomment>Replication SLO state: past 80% of the SLO or catching up too slowly</extracomment>
        <translation>Gefährdet</translation>
    </message>
    <message>
        <source>SLO breached</source>
        <extracomment>Replication SLO state: the oldest unreplicated object is older than the SLO</extracomment>
        <translation>SLO verletzt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>Replication SLO state not reported</extracomment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>Replication lag against its SLO, e.g. &quot;18 min 20 s / 15 min&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>A replication route between two regions, e.g. &quot;us-west → eu-central&quot;</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>nothing pending</source>
        <extracomment>Catch-up estimate when nothing waits to be replicated</extracomment>
        <translation>nichts ausstehend</translation>
    </message>
    <message>
        <source>backlog growing</source>
        <extracomment>Catch-up estimate while the backlog grows faster than it drains</extracomment>
        <translation>Rückstand wächst</translation>
    </message>
    <message>
        <source>%1 from %2 to %3: the oldest object not yet replicated was written %4 ago; the SLO is %5.</source>
        <translation>%1 von %2 nach %3: Das älteste noch nicht replizierte Objekt wurde vor %4 geschrieben; das SLO ist %5.</translation>
    </message>
    <message>
        <source>In breach since %1.</source>
        <translation>Verletzt seit %1.</translation>
    </message>
    <message>
        <source>Cause: %1</source>
        <translation>Ursache: %1</translation>
    </message>
    <message>
        <source>Bucket</source>
        <extracomment>Column: the replicated bucket</extracomment>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>From → to</source>
        <extracomment>Column: source and target region</extracomment>
        <translation>Von → nach</translation>
    </message>
    <message>
        <source>Lag / SLO</source>
        <extracomment>Column: age of the oldest unreplicated object against the SLO</extracomment>
        <translation>Rückstand / SLO</translation>
    </message>
    <message>
        <source>Bytes pending</source>
        <extracomment>Column: bytes waiting to be replicated</extracomment>
        <translation>Ausstehende Bytes</translation>
    </message>
    <message>
        <source>Objects pending</source>
        <extracomment>Column: objects waiting to be replicated</extracomment>
        <translation>Ausstehende Objekte</translation>
    </message>
    <message>
        <source>Failed (1 h)</source>
        <extracomment>Column: replication operations that failed in the last hour</extracomment>
        <translation>Fehlgeschlagen (1 h)</translation>
    </message>
    <message>
        <source>Throughput</source>
        <extracomment>Column: bytes replicated per second, last minute</extracomment>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Catch-up</source>
        <extracomment>Column: estimated time to replicate the backlog</extracomment>
        <translation>Aufholzeit</translation>
    </message>
    <message>
        <source>Cause</source>
        <extracomment>Column: why the pair is not healthy</extracomment>
        <translation>Ursache</translation>
    </message>
</context>
<context>
    <name>rackops::ReplicationPage</name>
    <message>
        <source>&amp;Replication</source>
        <translation>&amp;Replikation</translation>
    </message>
    <message>
        <source>Storage replication lag and SLO breaches</source>
        <translation>Replikationsrückstand des Speichers und SLO-Verletzungen</translation>
    </message>
    <message>
        <source>Replication</source>
        <translation>Replikation</translation>
    </message>
</context>
<context>
    <name>rackops::ReplicationStatusButton</name>
    <message>
        <source>Replication: 1 SLO breach</source>
        <translation>Replikation: 1 SLO-Verletzung</translation>
    </message>
    <message>
        <source>Replication: %1 SLO breaches</source>
        <translation>Replikation: %1 SLO-Verletzungen</translation>
    </message>
    <message>
        <source>Replication: 1 pair at risk</source>
        <translation>Replikation: 1 Paar gefährdet</translation>
    </message>
    <message>
        <source>Replication within SLO</source>
        <translation>Replikation im SLO</translation>
    </message>
    <message>
        <source>Open the replication view (Ctrl+8)</source>
        <translation>Replikationsansicht öffnen (Strg+8)</translation>
    </message>
    <message numerus="yes">
        <source>Replication: %n pair(s) at risk</source>
        <translation>
            <numerusform>Replikation: %n Paar gefährdet</numerusform>
            <numerusform>Replikation: %n Paare gefährdet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ReplicationView</name>
    <message>
        <source>1 h</source>
        <extracomment>Time range of the replication lag chart: the last hour</extracomment>
        <translation>1 h</translation>
    </message>
    <message>
        <source>6 h</source>
        <extracomment>Time range of the replication lag chart: the last 6 hours</extracomment>
        <translation>6 h</translation>
    </message>
    <message>
        <source>24 h</source>
        <extracomment>Time range of the replication lag chart: the last 24 hours</extracomment>
        <translation>24 h</translation>
    </message>
    <message>
        <source>Change &amp;SLO…</source>
        <translation>&amp;SLO ändern…</translation>
    </message>
    <message>
        <source>Change the replication SLO of the bucket shown in the chart</source>
        <translation>Das Replikations-SLO des im Diagramm gezeigten Buckets ändern</translation>
    </message>
    <message>
        <source>Age of the oldest unreplicated object</source>
        <translation>Alter des ältesten nicht replizierten Objekts</translation>
    </message>
    <message>
        <source>min</source>
        <extracomment>Unit of the lag chart&apos;s value axis: minutes</extracomment>
        <translation>min</translation>
    </message>
    <message>
        <source>Lag</source>
        <extracomment>Legend of the lag line: age of the oldest unreplicated object</extracomment>
        <translation>Rückstand</translation>
    </message>
    <message>
        <source>80 % of SLO</source>
        <extracomment>Legend of the dashed line where a pair becomes &quot;at risk&quot;</extracomment>
        <translation>80 % des SLO</translation>
    </message>
    <message>
        <source>SLO</source>
        <extracomment>Legend of the line at the replication SLO (service level objective)</extracomment>
        <translation>SLO</translation>
    </message>
    <message>
        <source>Region</source>
        <extracomment>Column: storage region</extracomment>
        <translation>Region</translation>
    </message>
    <message>
        <source>Cache hits</source>
        <extracomment>Column: share of reads served from the local NVMe cache</extracomment>
        <translation>Cache-Treffer</translation>
    </message>
    <message>
        <source>Reads</source>
        <extracomment>Column: all reads per second</extracomment>
        <translation>Lesedurchsatz</translation>
    </message>
    <message>
        <source>Archive tier</source>
        <extracomment>Column: size of the archive tier</extracomment>
        <translation>Archivstufe</translation>
    </message>
    <message>
        <source>Archived 24 h</source>
        <extracomment>Column: bytes moved into the archive in the last 24 hours</extracomment>
        <translation>Archiviert 24 h</translation>
    </message>
    <message>
        <source>Restored 24 h</source>
        <extracomment>Column: bytes restored from the archive in the last 24 hours</extracomment>
        <translation>Wiederhergestellt 24 h</translation>
    </message>
    <message>
        <source>When</source>
        <extracomment>Column: when an object changed tier</extracomment>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>Column: archived, restored or expired</extracomment>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Bucket</source>
        <extracomment>Column: object storage bucket</extracomment>
        <translation>Bucket</translation>
    </message>
    <message>
        <source>Object</source>
        <extracomment>Column: object key or prefix</extracomment>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>Column: bytes moved</extracomment>
        <translation>Größe</translation>
    </message>
    <message>
        <source>By</source>
        <extracomment>Column: person or lifecycle rule</extracomment>
        <translation>Von</translation>
    </message>
    <message>
        <source>Worst lag per region pair (from row to column)</source>
        <translation>Größter Rückstand je Regionspaar (von Zeile nach Spalte)</translation>
    </message>
    <message>
        <source>Read cache and archive tier</source>
        <translation>Lese-Cache und Archivstufe</translation>
    </message>
    <message>
        <source>Archive transitions</source>
        <translation>Archivbewegungen</translation>
    </message>
    <message>
        <source>Waiting for replication figures from the backend…</source>
        <translation>Warte auf Replikationswerte vom Backend…</translation>
    </message>
    <message>
        <source>%1 %2 → %3 is %4 behind (SLO %5)</source>
        <extracomment>One pair in the banner: bucket, source, target, lag, SLO</extracomment>
        <translation>%1 %2 → %3 liegt %4 zurück (SLO %5)</translation>
    </message>
    <message>
        <source>Every replication pair is within its SLO, but %1 of %2 may miss it: %3</source>
        <translation>Alle Replikationspaare sind im SLO, aber %1 von %2 könnten es verfehlen: %3</translation>
    </message>
    <message>
        <source>All %1 replication pairs are within their SLO.</source>
        <translation>Alle %1 Replikationspaare sind im SLO.</translation>
    </message>
    <message>
        <source>%1, sites %2</source>
        <translation>%1, Standorte %2</translation>
    </message>
    <message>
        <source>%1 from the local NVMe cache; cache %2 of %3 used</source>
        <translation>%1 aus dem lokalen NVMe-Cache; Cache %2 von %3 belegt</translation>
    </message>
    <message>
        <source>unavailable</source>
        <extracomment>Cache figures of a region that does not answer</extracomment>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>%1 objects</source>
        <translation>%1 Objekte</translation>
    </message>
    <message>
        <source>Archived</source>
        <extracomment>Archive transition: moved into the archive tier</extracomment>
        <translation>Archiviert</translation>
    </message>
    <message>
        <source>Restored</source>
        <extracomment>Archive transition: brought back to the hot tier</extracomment>
        <translation>Wiederhergestellt</translation>
    </message>
    <message>
        <source>Expired</source>
        <extracomment>Archive transition: deleted by retention</extracomment>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>Archive transition of a kind this console does not know</extracomment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>%1 (automatic)</source>
        <extracomment>Who moved an object: a lifecycle rule, marked as automatic</extracomment>
        <translation>%1 (automatisch)</translation>
    </message>
    <message>
        <source>Select a pair to see its lag over time.</source>
        <translation>Wählen Sie ein Paar, um seinen Rückstand über die Zeit zu sehen.</translation>
    </message>
    <message>
        <source>Lag of %1, %2 → %3 (SLO %4), as of %5</source>
        <translation>Rückstand von %1, %2 → %3 (SLO %4), Stand %5</translation>
    </message>
    <message>
        <source>SLO breached</source>
        <extracomment>Legend of the shaded times the lag was over the SLO</extracomment>
        <translation>SLO verletzt</translation>
    </message>
    <message numerus="yes">
        <source>Replication SLO breached (%1 of %n pair(s)): %2</source>
        <translation>
            <numerusform>Replikations-SLO verletzt (%1 von %n Paar): %2</numerusform>
            <numerusform>Replikations-SLO verletzt (%1 von %n Paaren): %2</numerusform>
        </translation>
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
    <name>rackops::SessionBanners</name>
    <message>
        <source>UNENCRYPTED — connected to %1 without TLS (--insecure). Anyone on the network path can read and alter what you see and do.</source>
        <translation>UNVERSCHLÜSSELT — mit %1 ohne TLS verbunden (--insecure). Jeder auf dem Netzweg kann lesen und verändern, was Sie sehen und tun.</translation>
    </message>
    <message>
        <source>DEMO — a simulated fleet this console started on this machine. Nothing you see or do here reaches real racks.</source>
        <translation>DEMO — eine simulierte Flotte dieser Konsole. Nichts, was Sie hier sehen oder tun, erreicht echte Racks.</translation>
    </message>
</context>
<context>
    <name>rackops::SessionIdentity</name>
    <message>
        <source>Needs the %1 role; the console does not know who you are yet.</source>
        <translation>Braucht die Rolle %1; die Konsole weiß noch nicht, wer Sie sind.</translation>
    </message>
    <message>
        <source>Needs the %1 role (you are %2: %3).</source>
        <translation>Braucht die Rolle %1 (Sie sind %2: %3).</translation>
    </message>
</context>
<context>
    <name>rackops::ShortcutsDialog</name>
    <message>
        <source>, </source>
        <comment>between two shortcuts of one action</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie bewirken</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Other keys</source>
        <translation>Weitere Tasten</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Move between the view, its filter and the rack dock; never changes the selected rack</source>
        <translation>Zwischen Ansicht, ihrem Filter und dem Rack-Dock wechseln; das ausgewählte Rack bleibt</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move in a list; on the fleet board this selects another rack</source>
        <translation>In einer Liste bewegen; in der Flottenübersicht wählt das ein anderes Rack</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Open the rack of the current row, or run the palette&apos;s choice</source>
        <translation>Das Rack der aktuellen Zeile öffnen oder die Auswahl der Palette ausführen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close the dialog or the palette without doing anything</source>
        <translation>Dialog oder Palette schließen, ohne etwas zu tun</translation>
    </message>
    <message>
        <source>Alt+underlined letter</source>
        <translation>Alt+unterstrichener Buchstabe</translation>
    </message>
    <message>
        <source>Press that button; a disabled one says why it cannot be used</source>
        <translation>Diese Schaltfläche drücken; eine deaktivierte sagt, warum sie nicht geht</translation>
    </message>
</context>
<context>
    <name>rackops::SilenceList</name>
    <message>
        <source>Show ended</source>
        <translation>Beendete zeigen</translation>
    </message>
    <message>
        <source>Silences</source>
        <translation>Stummschaltungen</translation>
    </message>
    <message>
        <source>&amp;End silence…</source>
        <translation>Stummschaltung &amp;beenden…</translation>
    </message>
    <message numerus="yes">
        <source>%n silence(s) not yet in Alertmanager: its pager may still ring for them. Retried until it answers.</source>
        <translation>
            <numerusform>%n Stummschaltung noch nicht in Alertmanager: sein Pager kann dafür noch klingeln. Wird wiederholt, bis er antwortet.</numerusform>
            <numerusform>%n Stummschaltungen noch nicht in Alertmanager: sein Pager kann dafür noch klingeln. Wird wiederholt, bis er antwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The silences could not be listed: %1</source>
        <translation>Die Stummschaltungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Choose a silence first.</source>
        <translation>Wählen Sie zuerst eine Stummschaltung.</translation>
    </message>
    <message>
        <source>This silence was made in Alertmanager: end it there.</source>
        <translation>Diese Stummschaltung wurde in Alertmanager angelegt: beenden Sie sie dort.</translation>
    </message>
    <message>
        <source>This silence has already ended.</source>
        <translation>Diese Stummschaltung ist bereits beendet.</translation>
    </message>
    <message>
        <source>End silence %1 (%2) now? The alerts it holds page again.</source>
        <translation>Stummschaltung %1 (%2) jetzt beenden? Ihre Alarme lösen wieder Benachrichtigungen aus.</translation>
    </message>
    <message>
        <source>End silence %1 (%2) now? The alerts it holds page again, in Alertmanager too.</source>
        <translation>Stummschaltung %1 (%2) jetzt beenden? Ihre Alarme lösen wieder Benachrichtigungen aus, auch in Alertmanager.</translation>
    </message>
    <message>
        <source>End silence</source>
        <translation>Stummschaltung beenden</translation>
    </message>
    <message>
        <source>Reason (optional):</source>
        <translation>Grund (optional):</translation>
    </message>
    <message>
        <source>Ending %1…</source>
        <translation>%1 wird beendet…</translation>
    </message>
    <message>
        <source>Ended: %1.</source>
        <translation>Beendet: %1.</translation>
    </message>
</context>
<context>
    <name>rackops::SilencesModel</name>
    <message>
        <source>One alert on %1</source>
        <translation>Ein Alarm auf %1</translation>
    </message>
    <message>
        <source>Rack %1</source>
        <translation>Rack %1</translation>
    </message>
    <message>
        <source>Site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>Made in Alertmanager</source>
        <translation>In Alertmanager angelegt</translation>
    </message>
    <message>
        <source>Made in Alertmanager, ended</source>
        <translation>In Alertmanager angelegt, beendet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Not yet in Alertmanager</source>
        <translation>Noch nicht in Alertmanager</translation>
    </message>
    <message>
        <source>In Alertmanager</source>
        <translation>In Alertmanager</translation>
    </message>
    <message>
        <source>Ended here, not yet in Alertmanager</source>
        <translation>Hier beendet, in Alertmanager noch nicht</translation>
    </message>
    <message>
        <source>Ended before it reached Alertmanager</source>
        <translation>Beendet, bevor sie Alertmanager erreichte</translation>
    </message>
    <message>
        <source>Ended in Alertmanager too</source>
        <translation>Auch in Alertmanager beendet</translation>
    </message>
    <message>
        <source>Ended %1</source>
        <translation>Beendet %1</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Alertmanager silence %1</source>
        <translation>Alertmanager-Stummschaltung %1</translation>
    </message>
    <message>
        <source>Alertmanager silence %1; expire it in Alertmanager</source>
        <translation>Alertmanager-Stummschaltung %1; in Alertmanager beenden</translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s) so far; next at %1</source>
        <translation>
            <numerusform>Bisher %n Versuch; nächster um %1</numerusform>
            <numerusform>Bisher %n Versuche; nächster um %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Matchers: %1</source>
        <translation>Matcher: %1</translation>
    </message>
    <message>
        <source>Silences</source>
        <translation>Stummschaltungen</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Verantwortlich</translation>
    </message>
    <message>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Alertmanager</source>
        <translation>Alertmanager</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>rackops::SloDialog</name>
    <message>
        <source>Replication SLO of %1</source>
        <translation>Replikations-SLO von %1</translation>
    </message>
    <message>
        <source>%1 replicates from %2 to %3 with an SLO of %4; the oldest object waiting is %5 old.</source>
        <translation>%1 repliziert von %2 nach %3 mit einem SLO von %4; das älteste wartende Objekt ist %5 alt.</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>Unit after the SLO spin box</extracomment>
        <translation> min</translation>
    </message>
    <message>
        <source>Only replication into %1</source>
        <translation>Nur die Replikation nach %1</translation>
    </message>
    <message>
        <source>Every replication pair of %1</source>
        <translation>Alle Replikationspaare von %1</translation>
    </message>
    <message>
        <source>Why, for the audit log</source>
        <translation>Warum, für das Audit-Log</translation>
    </message>
    <message>
        <source>&amp;New SLO:</source>
        <translation>&amp;Neues SLO:</translation>
    </message>
    <message>
        <source>Applies to:</source>
        <translation>Gilt für:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message>
        <source>&amp;Set SLO</source>
        <translation>SLO &amp;setzen</translation>
    </message>
    <message>
        <source>This replication pair is no longer reported by the backend.</source>
        <translation>Dieses Replikationspaar wird vom Backend nicht mehr gemeldet.</translation>
    </message>
    <message>
        <source>The settings of %1 changed while this dialog was open (by someone else, or by a call that got through). Close it and look again.</source>
        <translation>Die Einstellungen von %1 haben sich geändert, während dieser Dialog offen war (durch jemand anderen oder durch einen Aufruf, der doch angekommen ist). Schließen Sie ihn und sehen Sie erneut nach.</translation>
    </message>
    <message>
        <source>Setting the SLO…</source>
        <translation>SLO wird gesetzt…</translation>
    </message>
    <message>
        <source>Done: the SLO of %1 is now %2. The change is in the audit log.</source>
        <translation>Erledigt: Das SLO von %1 ist jetzt %2. Die Änderung steht im Audit-Log.</translation>
    </message>
</context>
<context>
    <name>rackops::StageCounterBar</name>
    <message>
        <source>Show only racks in %1</source>
        <translation>Nur Racks in %1 zeigen</translation>
    </message>
    <message>
        <source>All racks</source>
        <comment>tile label above the count</comment>
        <translation>Alle Racks</translation>
    </message>
    <message>
        <source>Show racks in every stage</source>
        <translation>Racks in allen Phasen zeigen</translation>
    </message>
</context>
<context>
    <name>rackops::StageTile</name>
    <message numerus="yes">
        <source>%1: %n rack(s)</source>
        <comment>a stage tile read aloud: stage name, rack count</comment>
        <translation>
            <numerusform>%1: %n Rack</numerusform>
            <numerusform>%1: %n Racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::StaleDataBanner</name>
    <message numerus="yes">
        <source>Connection lost — showing the fleet as of %1. Reconnecting in %n s.</source>
        <translation>
            <numerusform>Verbindung verloren — Flotte mit Stand %1. Neuer Versuch in %n s.</numerusform>
            <numerusform>Verbindung verloren — Flotte mit Stand %1. Neuer Versuch in %n s.</numerusform>
        </translation>
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
<context>
    <name>rackops::ThermalPage</name>
    <message>
        <source>&amp;Thermal map</source>
        <translation>&amp;Thermische Karte</translation>
    </message>
    <message>
        <source>Thermal map of the fleet</source>
        <translation>Thermische Karte der Flotte</translation>
    </message>
    <message>
        <source>Thermal map</source>
        <translation>Thermische Karte</translation>
    </message>
</context>
<context>
    <name>rackops::TimestampText</name>
    <message>
        <source>%1 UTC</source>
        <extracomment>A time in UTC, e.g. &quot;30.11.2026 15:33 UTC&quot;.</extracomment>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>%1 (local, %2)</source>
        <translation>%1 (lokal, %2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A time in a named zone, e.g. &quot;30.11.2026 08:33 MST&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>rackops::TlsProbe</name>
    <message>
        <source>The backend&apos;s certificate expired on %1. Its operator must renew it.</source>
        <translation>Das Zertifikat des Backends ist am %1 abgelaufen. Sein Betreiber muss es erneuern.</translation>
    </message>
    <message>
        <source>The backend&apos;s certificate is not valid before %1; check the clocks of both machines.</source>
        <translation>Das Zertifikat des Backends gilt erst ab %1; prüfen Sie die Uhren beider Rechner.</translation>
    </message>
    <message>
        <source>The backend&apos;s certificate is for %1, not for %2. Connect by a name the certificate lists, or have the certificate reissued for %2.</source>
        <translation>Das Zertifikat des Backends gilt für %1, nicht für %2. Verbinden Sie sich über einen Namen aus dem Zertifikat oder lassen Sie es für %2 neu ausstellen.</translation>
    </message>
    <message>
        <source>The backend&apos;s certificate (issued by %1) is not signed by the CA you trust (%2). Check --ca, or that you are talking to the right backend.</source>
        <translation>Das Zertifikat des Backends (ausgestellt von %1) ist nicht von der CA signiert, der Sie vertrauen (%2). Prüfen Sie --ca und ob Sie mit dem richtigen Backend sprechen.</translation>
    </message>
    <message>
        <source>The backend&apos;s certificate was not accepted: %1</source>
        <translation>Das Zertifikat des Backends wurde nicht akzeptiert: %1</translation>
    </message>
    <message>
        <source>%1 holds no certificate this console can read (PEM expected).</source>
        <translation>%1 enthält kein Zertifikat, das diese Konsole lesen kann (PEM erwartet).</translation>
    </message>
    <message>
        <source>Your certificate %1 expired on %2; ask for a new one. The backend would refuse it.</source>
        <translation>Ihr Zertifikat %1 ist am %2 abgelaufen; fordern Sie ein neues an. Das Backend würde es ablehnen.</translation>
    </message>
    <message>
        <source>Your certificate %1 is not valid before %2; check this machine&apos;s clock.</source>
        <translation>Ihr Zertifikat %1 gilt erst ab %2; prüfen Sie die Uhr dieses Rechners.</translation>
    </message>
    <message>
        <source>The backend refused this console&apos;s certificate (%1). Check that it is issued by the backend&apos;s client CA and has not expired.</source>
        <translation>Das Backend hat das Zertifikat dieser Konsole abgelehnt (%1). Prüfen Sie, ob es von der Client-CA des Backends ausgestellt und nicht abgelaufen ist.</translation>
    </message>
</context>
<context>
    <name>rackops::ValidationCriteriaModel</name>
    <message>
        <source>Average bus bandwidth</source>
        <translation>Mittlere Busbandbreite</translation>
    </message>
    <message>
        <source>Bus bandwidth, messages of 1 GiB and more</source>
        <translation>Busbandbreite, Nachrichten ab 1 GiB</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>delta in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n size(s) fail</source>
        <translation>
            <numerusform>%n Größe nicht bestanden</numerusform>
            <numerusform>%n Größen nicht bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 fail</source>
        <translation>%1 von %2 nicht bestanden</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Suite</source>
        <translation>Suite</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Measured</source>
        <extracomment>Column: the worst value any GPU measured in this run.</extracomment>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Grenzwert</translation>
    </message>
    <message>
        <source>Δ baseline</source>
        <extracomment>Column: difference from the baseline in percent.</extracomment>
        <translation>Δ Referenz</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Previous run</source>
        <extracomment>Column: the same test in the rack&apos;s previous run.</extracomment>
        <translation>Vorheriger Lauf</translation>
    </message>
    <message>
        <source>Fleet median</source>
        <translation>Flottenmedian</translation>
    </message>
</context>
<context>
    <name>rackops::ValidationPage</name>
    <message>
        <source>&amp;Validation</source>
        <translation>&amp;Validierung</translation>
    </message>
    <message>
        <source>Validation results of the selected rack</source>
        <translation>Validierungsergebnisse des gewählten Racks</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
</context>
<context>
    <name>rackops::ValidationRunsModel</name>
    <message>
        <source>Simulated</source>
        <extracomment>A validation run produced by the simulator.</extracomment>
        <translation>Simuliert</translation>
    </message>
    <message>
        <source>Imported</source>
        <extracomment>A validation run read from an uploaded tool artifact.</extracomment>
        <translation>Importiert</translation>
    </message>
    <message>
        <source>Executed</source>
        <extracomment>A validation run executed on the rack by the validation agent.</extracomment>
        <translation>Ausgeführt</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>Eingereiht</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Harness error</source>
        <extracomment>The test harness broke; results are incomplete.</extracomment>
        <translation>Fehler der Testumgebung</translation>
    </message>
    <message>
        <source>%1 (%2)
Why: %3
Requested by %4</source>
        <translation>%1 (%2)
Grund: %3
Angefordert von %4</translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation>Importiert: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>suite name, verdict</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Suites</source>
        <translation>Suiten</translation>
    </message>
</context>
<context>
    <name>rackops::ValidationView</name>
    <message>
        <source>&amp;Import artifact…</source>
        <translation>Artefakt &amp;importieren …</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren …</translation>
    </message>
    <message>
        <source>Export &amp;JSON…</source>
        <translation>&amp;JSON exportieren …</translation>
    </message>
    <message>
        <source>Validation runs of the rack</source>
        <translation>Validierungsläufe des Racks</translation>
    </message>
    <message>
        <source>Results against baselines, worst first</source>
        <translation>Ergebnisse gegen Referenzwerte, schlechteste zuerst</translation>
    </message>
    <message>
        <source>Colour by verdict</source>
        <translation>Färben nach Ergebnis</translation>
    </message>
    <message>
        <source>Colour by value</source>
        <translation>Färben nach Messwert</translation>
    </message>
    <message>
        <source>GPU grid colouring</source>
        <translation>Färbung des GPU-Rasters</translation>
    </message>
    <message>
        <source>Validation — select a rack</source>
        <translation>Validierung — ein Rack wählen</translation>
    </message>
    <message>
        <source>Validation of %1</source>
        <translation>Validierung von %1</translation>
    </message>
    <message>
        <source>Loading runs…</source>
        <translation>Lade Läufe …</translation>
    </message>
    <message>
        <source>GPU grid</source>
        <translation>GPU-Raster</translation>
    </message>
    <message>
        <source>No validation run yet. Start one, or import a dcgmi or nccl-tests artifact.</source>
        <translation>Noch kein Validierungslauf. Einen starten oder ein dcgmi- oder nccl-tests-Artefakt importieren.</translation>
    </message>
    <message>
        <source>Run %1 is still running; results appear when it finishes.</source>
        <translation>Lauf %1 läuft noch; die Ergebnisse erscheinen, wenn er fertig ist.</translation>
    </message>
    <message>
        <source>Loading run %1…</source>
        <translation>Lade Lauf %1 …</translation>
    </message>
    <message>
        <source>Run %1 · %2 · %3 · started %4 · requested by %5</source>
        <translation>Lauf %1 · %2 · %3 · begonnen %4 · angefordert von %5</translation>
    </message>
    <message>
        <source>From %1 (%2), SHA-256 %3</source>
        <translation>Aus %1 (%2), SHA-256 %3</translation>
    </message>
    <message>
        <source>Compared with the previous run %1 and the fleet median.</source>
        <translation>Verglichen mit dem vorherigen Lauf %1 und dem Flottenmedian.</translation>
    </message>
    <message>
        <source>First run of this rack: compared with the fleet median only.</source>
        <translation>Erster Lauf dieses Racks: nur mit dem Flottenmedian verglichen.</translation>
    </message>
    <message numerus="yes">
        <source>GPU grid — %1: %n GPU(s) fail</source>
        <translation>
            <numerusform>GPU-Raster — %1: %n GPU nicht bestanden</numerusform>
            <numerusform>GPU-Raster — %1: %n GPUs nicht bestanden</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU grid — %1</source>
        <translation>GPU-Raster — %1</translation>
    </message>
    <message>
        <source>line %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Importing %1 failed: %2</source>
        <translation>Import von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: nothing was stored. It looks like: %2.</source>
        <translation>%1 wurde nicht importiert: nichts wurde gespeichert. Die Datei sieht aus wie: %2.</translation>
    </message>
    <message>
        <source>an unknown format</source>
        <translation>ein unbekanntes Format</translation>
    </message>
    <message>
        <source>Imported %1 as run %2: %3.</source>
        <translation>%1 als Lauf %2 importiert: %3.</translation>
    </message>
    <message>
        <source>Validation run %1 started; it shows in the list and in Operations while it runs.</source>
        <translation>Validierungslauf %1 gestartet; er erscheint in der Liste und unter Vorgänge, solange er läuft.</translation>
    </message>
    <message>
        <source>Start DCGM level 3, NCCL, workload and storage tests on this rack</source>
        <translation>DCGM Stufe 3, NCCL-, Workload- und Speichertests auf diesem Rack starten</translation>
    </message>
    <message>
        <source>Import a validation artifact for %1</source>
        <translation>Ein Validierungsartefakt für %1 importieren</translation>
    </message>
    <message>
        <source>Validation artifacts (*.json *.txt *.log *.out);;All files (*)</source>
        <translation>Validierungsartefakte (*.json *.txt *.log *.out);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 is larger than 16 MiB; dcgmi and nccl-tests outputs are far smaller. Nothing was imported.</source>
        <translation>%1 ist größer als 16 MiB; Ausgaben von dcgmi und nccl-tests sind viel kleiner. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is empty. Nothing was imported.</source>
        <translation>%1 ist leer. Nichts wurde importiert.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importiere %1 …</translation>
    </message>
    <message>
        <source>Run validation on %1</source>
        <translation>Validierung auf %1 starten</translation>
    </message>
    <message>
        <source>Why run validation now? (goes into the run and the audit log)</source>
        <translation>Warum jetzt validieren? (geht in den Lauf und ins Audit-Protokoll)</translation>
    </message>
    <message>
        <source>A validation run needs a reason. Nothing was started.</source>
        <translation>Ein Validierungslauf braucht einen Grund. Nichts wurde gestartet.</translation>
    </message>
    <message>
        <source>Export run %1</source>
        <translation>Lauf %1 exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported run %1 to %2.</source>
        <translation>Lauf %1 nach %2 exportiert.</translation>
    </message>
    <message>
        <source>Not connected to the backend: %1 was not imported. Try again once the link is back.</source>
        <translation>Nicht mit dem Backend verbunden: %1 wurde nicht importiert. Versuchen Sie es wieder, sobald die Verbindung steht.</translation>
    </message>
    <message>
        <source>Import the output of dcgmi diag (JSON or its text table) or of an nccl-tests *_perf binary as a run of this rack. You can also drop the file onto this view.</source>
        <translation>Die Ausgabe von dcgmi diag (JSON oder Texttabelle) oder eines nccl-tests-*_perf-Programms als Lauf dieses Racks importieren. Die Datei kann auch auf diese Ansicht gezogen werden.</translation>
    </message>
    <message>
        <source>Drop a dcgmi diag output (JSON or text) or an nccl-tests output here to import it.</source>
        <translation>Eine dcgmi-diag-Ausgabe (JSON oder Text) oder eine nccl-tests-Ausgabe hierher ziehen, um sie zu importieren.</translation>
    </message>
    <message>
        <source>R&amp;un validation…</source>
        <translation>Validierung &amp;starten …</translation>
    </message>
    <message>
        <source>Importing %1 as %2…</source>
        <translation>%1 wird als %2 importiert …</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation>%1 — %2: %3</translation>
    </message>
    <message>
        <source>Results by GPU</source>
        <extracomment>Tab of the validation view: the chosen test&apos;s result per GPU</extracomment>
        <translation>Ergebnisse je GPU</translation>
    </message>
    <message>
        <source>Exporter figures</source>
        <extracomment>Tab of the validation view: the GPUs&apos; live figures from the site&apos;s DCGM exporters</extracomment>
        <translation>Exporter-Werte</translation>
    </message>
</context>
</TS>
