#include "backendtext.h"

#include "quantityformat.h"
#include "timestamptext.h"

#include <QCoreApplication>
#include <QDate>
#include <QEvent>
#include <QHash>
#include <QLocale>
#include <QThread>
#include <QTimeZone>

#include <algorithm>
#include <atomic>
#include <limits>
#include <mutex>

namespace rackops {

namespace {

// Every code the backend sends (the simulator's Phrase catalogue) with its
// English template; the German lives in i18n/rackops_de.ts. tst_backendtext
// holds this table to the simulator's catalogue.
// The English template, and the code again as the translator's
// disambiguation: two codes may read the same in English and not in German.
struct Template
{
    const char *source;
    const char *code;
};

// A phrase that counts names its count parameter (1-based) and writes it %n:
// the translator then picks the plural form, tr(..., n).
struct Entry
{
    const char *code;
    Template text;
    int count = 0;
};

const QHash<QString, Entry> &templates()
{
    static const Entry kEntries[] = {
        {"step.received", QT_TRANSLATE_NOOP3("BackendText", "Racked and cabled; waiting for the discovery window", "step.received")},
        {"step.discovering", QT_TRANSLATE_NOOP3("BackendText", "Inventorying components through the BMC (%1 of %2)", "step.discovering")},
        {"step.firmware_compute", QT_TRANSLATE_NOOP3("BackendText", "Flashing BMC, HMC and NIC firmware on compute tray %1 of %2", "step.firmware_compute")},
        {"step.firmware_switch", QT_TRANSLATE_NOOP3("BackendText", "Flashing NVSwitch firmware on switch tray %1 of %2", "step.firmware_switch")},
        {"step.firmware_power", QT_TRANSLATE_NOOP3("BackendText", "Updating power shelf and CDU controller firmware", "step.firmware_power")},
        {"step.power_shelves", QT_TRANSLATE_NOOP3("BackendText", "Energising power shelves", "step.power_shelves")},
        {"step.power_switches", QT_TRANSLATE_NOOP3("BackendText", "Bringing up NVLink switch trays", "step.power_switches")},
        {"step.power_compute", QT_TRANSLATE_NOOP3("BackendText", "Booting compute trays", "step.power_compute")},
        {"step.cooling_fill", QT_TRANSLATE_NOOP3("BackendText", "Filling and purging the coolant loop", "step.cooling_fill")},
        {"step.cooling_balance", QT_TRANSLATE_NOOP3("BackendText", "Balancing flow across compute trays", "step.cooling_balance")},
        {"step.cooling_load", QT_TRANSLATE_NOOP3("BackendText", "Holding full-rack load, checking delta-T and pressure", "step.cooling_load")},
        {"step.validate_dcgm", QT_TRANSLATE_NOOP3("BackendText", "DCGM diagnostics, level 3, %1 GPUs", "step.validate_dcgm")},
        {"step.validate_nccl", QT_TRANSLATE_NOOP3("BackendText", "NCCL all-reduce across the %1-GPU NVLink domain", "step.validate_nccl")},
        {"step.validate_workload", QT_TRANSLATE_NOOP3("BackendText", "Full-rack workload test against the fleet baseline", "step.validate_workload")},
        {"step.validate_storage", QT_TRANSLATE_NOOP3("BackendText", "Storage read throughput per GPU", "step.validate_storage")},
        {"step.awaiting_approval", QT_TRANSLATE_NOOP3("BackendText", "All criteria met; waiting for an operator to approve for production", "step.awaiting_approval")},
        {"step.production", QT_TRANSLATE_NOOP3("BackendText", "Serving workloads", "step.production")},
        {"step.remediating", QT_TRANSLATE_NOOP3("BackendText", "Remediating: %1", "step.remediating")},
        {"step.needs_operator", QT_TRANSLATE_NOOP3("BackendText", "Needs an operator: %1", "step.needs_operator")},
        {"step.maintenance", QT_TRANSLATE_NOOP3("BackendText", "Scheduled maintenance: tray service and reprovisioning", "step.maintenance")},
        {"step.quarantined", QT_TRANSLATE_NOOP3("BackendText", "Isolated pending investigation", "step.quarantined")},
        {"step.decommissioned", QT_TRANSLATE_NOOP3("BackendText", "Removed from service", "step.decommissioned")},
        {"fault.inventory_missing", QT_TRANSLATE_NOOP3("BackendText", "%1: missing from BMC inventory (no Redfish response)", "fault.inventory_missing")},
        {"fault.flash_failed", QT_TRANSLATE_NOOP3("BackendText", "%1: BMC firmware flash failed (image verification error at %2)", "fault.flash_failed")},
        {"fault.switch_tray_down", QT_TRANSLATE_N_NOOP3("BackendText", "%1: switch tray did not come up (%n NVLink ports down)", "fault.switch_tray_down"), 2},
        {"fault.cdu_flow_low", QT_TRANSLATE_NOOP3("BackendText", "%1: flow %2 below setpoint %3 during commissioning", "fault.cdu_flow_low")},
        {"fault.gpu_ecc", QT_TRANSLATE_NOOP3("BackendText", "%1 GPU %2: uncorrectable ECC errors in DCGM memory test", "fault.gpu_ecc")},
        {"fault.nvlink_busbw", QT_TRANSLATE_NOOP3("BackendText", "%1 port %2: NCCL all-reduce bus bandwidth %3 below baseline for messages of 1 GiB and more", "fault.nvlink_busbw")},
        {"fault.thermal_throttle", QT_TRANSLATE_NOOP3("BackendText", "%1: thermal throttling in workload test, step rate %2 below fleet baseline", "fault.thermal_throttle")},
        {"fault.fatal", QT_TRANSLATE_NOOP3("BackendText", "%1: tray reported a fatal error", "fault.fatal")},
        {"fault.reflash_again", QT_TRANSLATE_NOOP3("BackendText", "%1: flash failed again (image verification error)", "fault.reflash_again")},
        {"fault.power_cycle_lost", QT_TRANSLATE_NOOP3("BackendText", "%1: did not come back after the power cycle", "fault.power_cycle_lost")},
        {"part.status", QT_TRANSLATE_NOOP3("BackendText", "%1: %2", "part.status")},
        {"part.whole_rack", QT_TRANSLATE_NOOP3("BackendText", "the rack", "part.whole_rack")},
        {"status.inventory_missing", QT_TRANSLATE_NOOP3("BackendText", "missing from BMC inventory (no Redfish response)", "status.inventory_missing")},
        {"status.flash_failed", QT_TRANSLATE_NOOP3("BackendText", "BMC firmware flash failed (image verification error at %1)", "status.flash_failed")},
        {"status.switch_tray_down", QT_TRANSLATE_N_NOOP3("BackendText", "switch tray did not come up (%n NVLink ports down)", "status.switch_tray_down"), 1},
        {"status.cdu_flow_low", QT_TRANSLATE_NOOP3("BackendText", "flow %1 below setpoint %2 during commissioning", "status.cdu_flow_low")},
        {"status.gpu_ecc", QT_TRANSLATE_NOOP3("BackendText", "uncorrectable ECC errors in DCGM memory test", "status.gpu_ecc")},
        {"status.nvlink_busbw", QT_TRANSLATE_NOOP3("BackendText", "NCCL all-reduce bus bandwidth %1 below baseline for messages of 1 GiB and more", "status.nvlink_busbw")},
        {"status.thermal_throttle", QT_TRANSLATE_NOOP3("BackendText", "thermal throttling in workload test, step rate %1 below fleet baseline", "status.thermal_throttle")},
        {"status.fatal", QT_TRANSLATE_NOOP3("BackendText", "tray reported a fatal error", "status.fatal")},
        {"status.reflash_again", QT_TRANSLATE_NOOP3("BackendText", "flash failed again (image verification error)", "status.reflash_again")},
        {"status.power_cycle_lost", QT_TRANSLATE_NOOP3("BackendText", "did not come back after the power cycle", "status.power_cycle_lost")},
        {"status.psu_degraded", QT_TRANSLATE_NOOP3("BackendText", "PSU %1 degraded, shelf redundancy reduced", "status.psu_degraded")},
        {"status.replaced", QT_TRANSLATE_NOOP3("BackendText", "Replaced (RMA %1)", "status.replaced")},
        {"status.replaced_pending", QT_TRANSLATE_NOOP3("BackendText", "Replaced (RMA pending)", "status.replaced_pending")},
        {"op.approving", QT_TRANSLATE_NOOP3("BackendText", "Approving for production: handing the rack to the workload scheduler", "op.approving")},
        {"op.validation_run", QT_TRANSLATE_NOOP3("BackendText", "Validation run %1: DCGM level %2, NCCL all-reduce, workload and storage tests", "op.validation_run")},
        {"op.rerun_validation", QT_TRANSLATE_NOOP3("BackendText", "Scheduling a new validation run", "op.rerun_validation")},
        {"op.reflash", QT_TRANSLATE_NOOP3("BackendText", "Reflashing firmware on %1", "op.reflash")},
        {"op.reflash_all", QT_TRANSLATE_NOOP3("BackendText", "Reflashing firmware on every part", "op.reflash_all")},
        {"op.power_cycle", QT_TRANSLATE_NOOP3("BackendText", "Power-cycling %1", "op.power_cycle")},
        {"op.power_cycle_all", QT_TRANSLATE_NOOP3("BackendText", "Power-cycling every tray", "op.power_cycle_all")},
        {"op.drain", QT_TRANSLATE_NOOP3("BackendText", "Draining workloads off the rack", "op.drain")},
        {"op.rma", QT_TRANSLATE_NOOP3("BackendText", "Replacing %1 (RMA)", "op.rma")},
        {"op.rma_any", QT_TRANSLATE_NOOP3("BackendText", "Replacing a tray (RMA)", "op.rma_any")},
        {"op.quarantine", QT_TRANSLATE_NOOP3("BackendText", "Isolating the rack", "op.quarantine")},
        {"op.return_to_service", QT_TRANSLATE_NOOP3("BackendText", "Returning the rack to service", "op.return_to_service")},
        {"op.set_supply", QT_TRANSLATE_NOOP3("BackendText", "Setting the supply temperature to %1", "op.set_supply")},
        {"op.set_valve", QT_TRANSLATE_NOOP3("BackendText", "Setting the valve to %1", "op.set_valve")},
        {"op.set_pump", QT_TRANSLATE_NOOP3("BackendText", "Setting the pump to %1", "op.set_pump")},
        {"op.other", QT_TRANSLATE_NOOP3("BackendText", "Operator action", "op.other")},
        {"op.in_progress", QT_TRANSLATE_NOOP3("BackendText", "%1 (%2)", "op.in_progress")},
        {"op.override_waiting", QT_TRANSLATE_NOOP3("BackendText", "Waiting for a second approver to confirm the override", "op.override_waiting")},
        {"op.override_rejected", QT_TRANSLATE_NOOP3("BackendText", "Override turned down by %1: %2", "op.override_rejected")},
        {"op.override_expired", QT_TRANSLATE_NOOP3("BackendText", "Override expired: nobody confirmed it in time", "op.override_expired")},
        {"op.override_withdrawn", QT_TRANSLATE_NOOP3("BackendText", "Override withdrawn: the rack changed before it was confirmed", "op.override_withdrawn")},
        {"outcome.validation_finished_pass", QT_TRANSLATE_NOOP3("BackendText", "Validation run %1 finished: passed", "outcome.validation_finished_pass")},
        {"outcome.validation_finished_fail", QT_TRANSLATE_NOOP3("BackendText", "Validation run %1 finished: failed", "outcome.validation_finished_fail")},
        {"outcome.validation_finished_other", QT_TRANSLATE_NOOP3("BackendText", "Validation run %1 finished", "outcome.validation_finished_other")},
        {"outcome.validation_lost", QT_TRANSLATE_NOOP3("BackendText", "The validation run was lost", "outcome.validation_lost")},
        {"outcome.approved", QT_TRANSLATE_NOOP3("BackendText", "Approved; the rack accepts workloads", "outcome.approved")},
        {"outcome.validation_started", QT_TRANSLATE_NOOP3("BackendText", "Validation run started", "outcome.validation_started")},
        {"outcome.reflashed", QT_TRANSLATE_NOOP3("BackendText", "Firmware reflashed; bringing the rack up again", "outcome.reflashed")},
        {"outcome.power_cycled", QT_TRANSLATE_NOOP3("BackendText", "Trays power-cycled; bringing the rack up again", "outcome.power_cycled")},
        {"outcome.drained", QT_TRANSLATE_NOOP3("BackendText", "Drained; the rack is in maintenance", "outcome.drained")},
        {"outcome.replaced", QT_TRANSLATE_NOOP3("BackendText", "Tray replaced; the rack is back in discovery", "outcome.replaced")},
        {"outcome.quarantined", QT_TRANSLATE_NOOP3("BackendText", "Quarantined", "outcome.quarantined")},
        {"outcome.returned", QT_TRANSLATE_NOOP3("BackendText", "Returned to service; the rack is back in discovery", "outcome.returned")},
        {"outcome.supply_applied", QT_TRANSLATE_NOOP3("BackendText", "Supply temperature setpoint applied", "outcome.supply_applied")},
        {"outcome.valve_applied", QT_TRANSLATE_NOOP3("BackendText", "Valve position applied", "outcome.valve_applied")},
        {"outcome.pump_applied", QT_TRANSLATE_NOOP3("BackendText", "Pump speed applied", "outcome.pump_applied")},
        {"outcome.nothing_to_do", QT_TRANSLATE_NOOP3("BackendText", "nothing to do", "outcome.nothing_to_do")},
        {"location.cdu_drip_tray", QT_TRANSLATE_NOOP3("BackendText", "CDU drip tray", "location.cdu_drip_tray")},
        {"location.cold_plate", QT_TRANSLATE_NOOP3("BackendText", "Compute tray %1, cold plate manifold", "location.cold_plate")},
        {"cooling.leak_at", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1", "cooling.leak_at")},
        {"cooling.leak_at_detector", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2)", "cooling.leak_at_detector")},
        {"leak.power_cut_soon", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2): power is cut in seconds", "leak.power_cut_soon")},
        {"leak.power_cut", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2): power cut by the CDU float switch", "leak.power_cut")},
        {"leak.shutdown_pending", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2): graceful shutdown pending", "leak.shutdown_pending")},
        {"leak.shutdown_running", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2): graceful shutdown under way", "leak.shutdown_running")},
        {"cooling.moisture_at", QT_TRANSLATE_NOOP3("BackendText", "Moisture at %1", "cooling.moisture_at")},
        {"cooling.valve_stuck", QT_TRANSLATE_NOOP3("BackendText", "Valve not following its setpoint", "cooling.valve_stuck")},
        {"cooling.supply_above", QT_TRANSLATE_NOOP3("BackendText", "Supply %1 > %2", "cooling.supply_above")},
        {"cooling.supply_below", QT_TRANSLATE_NOOP3("BackendText", "Supply %1 < %2", "cooling.supply_below")},
        {"cooling.return_above", QT_TRANSLATE_NOOP3("BackendText", "Return %1 > %2", "cooling.return_above")},
        {"cooling.return_below", QT_TRANSLATE_NOOP3("BackendText", "Return %1 < %2", "cooling.return_below")},
        {"cooling.delta_t_above", QT_TRANSLATE_NOOP3("BackendText", "Delta-T %1 > %2", "cooling.delta_t_above")},
        {"cooling.delta_t_below", QT_TRANSLATE_NOOP3("BackendText", "Delta-T %1 < %2", "cooling.delta_t_below")},
        {"cooling.flow_above", QT_TRANSLATE_NOOP3("BackendText", "Flow %1 > %2", "cooling.flow_above")},
        {"cooling.flow_below", QT_TRANSLATE_NOOP3("BackendText", "Flow %1 < %2", "cooling.flow_below")},
        {"cooling.delta_p_above", QT_TRANSLATE_NOOP3("BackendText", "Delta-P %1 > %2", "cooling.delta_p_above")},
        {"cooling.delta_p_below", QT_TRANSLATE_NOOP3("BackendText", "Delta-P %1 < %2", "cooling.delta_p_below")},
        {"alert.cooling_stale", QT_TRANSLATE_NOOP3("BackendText", "Cooling data stale: its Redfish CDU does not answer", "alert.cooling_stale")},
        {"alert.leak_detected", QT_TRANSLATE_NOOP3("BackendText", "Leak detected at %1", "alert.leak_detected")},
        {"alert.moisture", QT_TRANSLATE_NOOP3("BackendText", "Moisture at %1", "alert.moisture")},
        {"alert.detector_at", QT_TRANSLATE_NOOP3("BackendText", "%1 (%2)", "alert.detector_at")},
        {"alert.supply_high", QT_TRANSLATE_NOOP3("BackendText", "Supply above its limit", "alert.supply_high")},
        {"alert.supply_low", QT_TRANSLATE_NOOP3("BackendText", "Supply below its limit", "alert.supply_low")},
        {"alert.return_high", QT_TRANSLATE_NOOP3("BackendText", "Return above its limit", "alert.return_high")},
        {"alert.return_low", QT_TRANSLATE_NOOP3("BackendText", "Return below its limit", "alert.return_low")},
        {"alert.delta_t_high", QT_TRANSLATE_NOOP3("BackendText", "Delta-T above its limit", "alert.delta_t_high")},
        {"alert.delta_t_low", QT_TRANSLATE_NOOP3("BackendText", "Delta-T below its limit", "alert.delta_t_low")},
        {"alert.flow_high", QT_TRANSLATE_NOOP3("BackendText", "Flow above its limit", "alert.flow_high")},
        {"alert.flow_low", QT_TRANSLATE_NOOP3("BackendText", "Flow below its limit", "alert.flow_low")},
        {"alert.delta_p_high", QT_TRANSLATE_NOOP3("BackendText", "Delta-P above its limit", "alert.delta_p_high")},
        {"alert.delta_p_low", QT_TRANSLATE_NOOP3("BackendText", "Delta-P below its limit", "alert.delta_p_low")},
        {"alert.validation_failed", QT_TRANSLATE_NOOP3("BackendText", "Validation failed", "alert.validation_failed")},
        {"alert.rack_failed", QT_TRANSLATE_NOOP3("BackendText", "Rack failed", "alert.rack_failed")},
        {"alert.rack_stuck", QT_TRANSLATE_NOOP3("BackendText", "Rack stuck in %1", "alert.rack_stuck")},
        {"alert.usually_at_most", QT_TRANSLATE_NOOP3("BackendText", "Usually at most %1", "alert.usually_at_most")},
        {"alert.operation_failed", QT_TRANSLATE_NOOP3("BackendText", "Operation failed", "alert.operation_failed")},
        {"value.reading", QT_TRANSLATE_NOOP3("BackendText", "%1", "value.reading")},
        {"value.critical", QT_TRANSLATE_NOOP3("BackendText", "Critical", "value.critical")},
        {"value.warning", QT_TRANSLATE_NOOP3("BackendText", "Warning", "value.warning")},
        {"value.fail", QT_TRANSLATE_NOOP3("BackendText", "FAIL", "value.fail")},
        {"value.failed", QT_TRANSLATE_NOOP3("BackendText", "FAILED", "value.failed")},
        {"value.operation_failed", QT_TRANSLATE_NOOP3("BackendText", "FAILED", "value.operation_failed")},
        {"value.stale", QT_TRANSLATE_NOOP3("BackendText", "stale", "value.stale")},
        {"value.never_read", QT_TRANSLATE_NOOP3("BackendText", "never read", "value.never_read")},
        {"value.in_stage", QT_TRANSLATE_NOOP3("BackendText", "%1 in stage", "value.in_stage")},
        {"alert.replication_behind", QT_TRANSLATE_NOOP3("BackendText", "Replication of %1 from %2 to %3 is %4 behind (SLO %5)", "alert.replication_behind")},
        {"shift.early", QT_TRANSLATE_NOOP3("BackendText", "Early", "shift.early")},
        {"shift.late", QT_TRANSLATE_NOOP3("BackendText", "Late", "shift.late")},
        {"shift.night", QT_TRANSLATE_NOOP3("BackendText", "Night", "shift.night")},
        {"stage.received", QT_TRANSLATE_NOOP3("BackendText", "received", "stage.received")},
        {"stage.discovering", QT_TRANSLATE_NOOP3("BackendText", "discovering", "stage.discovering")},
        {"stage.firmware_update", QT_TRANSLATE_NOOP3("BackendText", "firmware update", "stage.firmware_update")},
        {"stage.power_on", QT_TRANSLATE_NOOP3("BackendText", "power on", "stage.power_on")},
        {"stage.cooling_commissioning", QT_TRANSLATE_NOOP3("BackendText", "cooling commissioning", "stage.cooling_commissioning")},
        {"stage.validating", QT_TRANSLATE_NOOP3("BackendText", "validating", "stage.validating")},
        {"stage.awaiting_approval", QT_TRANSLATE_NOOP3("BackendText", "awaiting approval", "stage.awaiting_approval")},
        {"stage.production", QT_TRANSLATE_NOOP3("BackendText", "production", "stage.production")},
        {"stage.remediation", QT_TRANSLATE_NOOP3("BackendText", "remediation", "stage.remediation")},
        {"stage.failed", QT_TRANSLATE_NOOP3("BackendText", "failed", "stage.failed")},
        {"stage.maintenance", QT_TRANSLATE_NOOP3("BackendText", "maintenance", "stage.maintenance")},
        {"stage.quarantined", QT_TRANSLATE_NOOP3("BackendText", "quarantined", "stage.quarantined")},
        {"stage.decommissioned", QT_TRANSLATE_NOOP3("BackendText", "decommissioned", "stage.decommissioned")},
        {"stage.unknown", QT_TRANSLATE_NOOP3("BackendText", "unknown", "stage.unknown")},
        {"health.ok", QT_TRANSLATE_NOOP3("BackendText", "OK", "health.ok")},
        {"health.caution", QT_TRANSLATE_NOOP3("BackendText", "caution", "health.caution")},
        {"health.critical", QT_TRANSLATE_NOOP3("BackendText", "critical", "health.critical")},
        {"health.unknown", QT_TRANSLATE_NOOP3("BackendText", "unknown", "health.unknown")},
        {"criterion.dcgm", QT_TRANSLATE_NOOP3("BackendText", "DCGM diagnostics, level 3", "criterion.dcgm")},
        {"criterion.nccl", QT_TRANSLATE_NOOP3("BackendText", "NCCL all-reduce bus bandwidth", "criterion.nccl")},
        {"criterion.workload", QT_TRANSLATE_NOOP3("BackendText", "Full-rack workload throughput", "criterion.workload")},
        {"criterion.firmware", QT_TRANSLATE_NOOP3("BackendText", "Firmware as expected on every part", "criterion.firmware")},
        {"criterion.cooling", QT_TRANSLATE_NOOP3("BackendText", "Cooling stable under full-rack load", "criterion.cooling")},
        {"criterion.no_critical", QT_TRANSLATE_NOOP3("BackendText", "No open leak or critical alert", "criterion.no_critical")},
        {"criterion.not_run", QT_TRANSLATE_NOOP3("BackendText", "not run", "criterion.not_run")},
        {"criterion.value", QT_TRANSLATE_NOOP3("BackendText", "%1", "criterion.value")},
        {"criterion.gpus_pass", QT_TRANSLATE_NOOP3("BackendText", "%1 of %2 GPUs pass", "criterion.gpus_pass")},
        {"criterion.all_gpus_pass", QT_TRANSLATE_NOOP3("BackendText", "all %1 GPUs pass", "criterion.all_gpus_pass")},
        {"criterion.at_least_of_baseline", QT_TRANSLATE_NOOP3("BackendText", "at least %1 (%2 of baseline)", "criterion.at_least_of_baseline")},
        {"criterion.of_fleet_baseline", QT_TRANSLATE_NOOP3("BackendText", "%1 of fleet baseline", "criterion.of_fleet_baseline")},
        {"criterion.at_least_of_fleet_baseline", QT_TRANSLATE_NOOP3("BackendText", "at least %1 of fleet baseline", "criterion.at_least_of_fleet_baseline")},
        {"criterion.parts_of", QT_TRANSLATE_N_NOOP3("BackendText", "%1 of %n parts", "criterion.parts_of"), 2},
        {"criterion.all_parts", QT_TRANSLATE_NOOP3("BackendText", "all parts", "criterion.all_parts")},
        {"criterion.swing", QT_TRANSLATE_NOOP3("BackendText", "delta-T swing %1", "criterion.swing")},
        {"criterion.at_most", QT_TRANSLATE_NOOP3("BackendText", "at most %1", "criterion.at_most")},
        {"criterion.open", QT_TRANSLATE_NOOP3("BackendText", "%1 open", "criterion.open")},
        {"criterion.open_named", QT_TRANSLATE_N_NOOP3("BackendText", "%n open: %2", "criterion.open_named"), 1},
        {"criterion.critical_part", QT_TRANSLATE_NOOP3("BackendText", "%1 critical", "criterion.critical_part")},
        {"criterion.open_alerts", QT_TRANSLATE_NOOP3("BackendText", "Alerts %1", "criterion.open_alerts")},
        {"criterion.in_run", QT_TRANSLATE_NOOP3("BackendText", "%1 (run %2)", "criterion.in_run")},
        {"criterion.imported_run", QT_TRANSLATE_NOOP3("BackendText", "%1 in imported run %2", "criterion.imported_run")},
        {"criterion.imported_collective", QT_TRANSLATE_NOOP3("BackendText", "%1: %2 in imported run %3", "criterion.imported_collective")},
        {"list.comma", QT_TRANSLATE_NOOP3("BackendText", "%1, %2", "list.comma")},
        {"replication.target_unreachable", QT_TRANSLATE_NOOP3("BackendText", "region %1 unreachable", "replication.target_unreachable")},
        {"replication.source_unreachable", QT_TRANSLATE_NOOP3("BackendText", "source region %1 unreachable", "replication.source_unreachable")},
        {"replication.link_slow", QT_TRANSLATE_NOOP3("BackendText", "link throughput %1 of normal", "replication.link_slow")},
        {"replication.failing", QT_TRANSLATE_NOOP3("BackendText", "%1 of replication operations failing", "replication.failing")},
        {"refusal.stale", QT_TRANSLATE_NOOP3("BackendText", "the rack changed since you looked (revision %1 -> %2): it is now in %3, health %4", "refusal.stale")},
        {"refusal.stale_running", QT_TRANSLATE_NOOP3("BackendText", "the rack changed since you looked (revision %1 -> %2): it is now in %3, health %4, running: %5", "refusal.stale_running")},
        {"refusal.not_awaiting_approval", QT_TRANSLATE_NOOP3("BackendText", "the rack is in %1; only racks awaiting approval can be approved", "refusal.not_awaiting_approval")},
        {"refusal.operation_running", QT_TRANSLATE_NOOP3("BackendText", "an operation is running on the rack: %1", "refusal.operation_running")},
        {"refusal.operation_already_running", QT_TRANSLATE_NOOP3("BackendText", "an operation is already running on the rack: %1", "refusal.operation_already_running")},
        {"refusal.own_override", QT_TRANSLATE_NOOP3("BackendText", "you requested this override; a second, different approver must decide on it", "refusal.own_override")},
        {"refusal.not_in_stage", QT_TRANSLATE_NOOP3("BackendText", "cannot %1 while the rack is in %2", "refusal.not_in_stage")},
        {"refusal.drain_production_only", QT_TRANSLATE_NOOP3("BackendText", "cannot drain while the rack is in %1; only racks in production can be drained", "refusal.drain_production_only")},
        {"refusal.drain_first", QT_TRANSLATE_NOOP3("BackendText", "cannot %1 while the rack is in %2; drain the rack first", "refusal.drain_first")},
        {"refusal.rma_stage", QT_TRANSLATE_NOOP3("BackendText", "cannot replace a tray (RMA) while the rack is in %1; a tray is replaced in remediation, failed, maintenance or quarantine", "refusal.rma_stage")},
        {"refusal.return_stage", QT_TRANSLATE_NOOP3("BackendText", "cannot return to service while the rack is in %1; only quarantined, failed or maintenance racks return to service", "refusal.return_stage")},
        {"refusal.not_implemented", QT_TRANSLATE_NOOP3("BackendText", "this backend cannot %1 yet", "refusal.not_implemented")},
        {"refusal.no_such_part", QT_TRANSLATE_NOOP3("BackendText", "the rack has no part %1", "refusal.no_such_part")},
        {"refusal.one_part", QT_TRANSLATE_NOOP3("BackendText", "name exactly one part to replace", "refusal.one_part")},
        {"refusal.valve_range", QT_TRANSLATE_NOOP3("BackendText", "the valve position must be from 0 to 100 %", "refusal.valve_range")},
        {"refusal.pump_range", QT_TRANSLATE_NOOP3("BackendText", "the pump speed must be from 0 to 100 %", "refusal.pump_range")},
        {"refusal.supply_range", QT_TRANSLATE_NOOP3("BackendText", "the supply temperature setpoint must be from 15 to 45 °C", "refusal.supply_range")},
        {"action.rerun_validation", QT_TRANSLATE_NOOP3("BackendText", "re-run validation", "action.rerun_validation")},
        {"action.reflash_firmware", QT_TRANSLATE_NOOP3("BackendText", "reflash firmware", "action.reflash_firmware")},
        {"action.power_cycle_trays", QT_TRANSLATE_NOOP3("BackendText", "power-cycle trays", "action.power_cycle_trays")},
        {"action.drain", QT_TRANSLATE_NOOP3("BackendText", "drain", "action.drain")},
        {"action.rma_tray", QT_TRANSLATE_NOOP3("BackendText", "replace a tray (RMA)", "action.rma_tray")},
        {"action.quarantine", QT_TRANSLATE_NOOP3("BackendText", "quarantine", "action.quarantine")},
        {"action.return_to_service", QT_TRANSLATE_NOOP3("BackendText", "return to service", "action.return_to_service")},
        {"action.cooling_setpoint", QT_TRANSLATE_NOOP3("BackendText", "change a cooling setpoint", "action.cooling_setpoint")},
        {"action.valve_position", QT_TRANSLATE_NOOP3("BackendText", "change the valve position", "action.valve_position")},
        {"action.pump_speed", QT_TRANSLATE_NOOP3("BackendText", "change the pump speed", "action.pump_speed")},
        {"action.unknown", QT_TRANSLATE_NOOP3("BackendText", "an unknown action", "action.unknown")},
        {"identity.no_certificate", QT_TRANSLATE_NOOP3("BackendText", "no client certificate", "identity.no_certificate")},
        {"identity.certificate_unreadable", QT_TRANSLATE_NOOP3("BackendText", "the client certificate could not be read", "identity.certificate_unreadable")},
        {"identity.subject_unreadable", QT_TRANSLATE_NOOP3("BackendText", "the client certificate's subject could not be read as text", "identity.subject_unreadable")},
        {"identity.common_names", QT_TRANSLATE_NOOP3("BackendText", "the client certificate has %1 common names (CN); exactly one is needed", "identity.common_names")},
        {"identity.cn_empty", QT_TRANSLATE_NOOP3("BackendText", "the client certificate's common name (CN) is empty", "identity.cn_empty")},
        {"identity.cn_too_long", QT_TRANSLATE_NOOP3("BackendText", "the client certificate's common name (CN) is %1 bytes long; at most %2 are allowed", "identity.cn_too_long")},
        {"identity.cn_control", QT_TRANSLATE_NOOP3("BackendText", "the client certificate's common name (CN) contains control characters", "identity.cn_control")},
        {"identity.several_units", QT_TRANSLATE_NOOP3("BackendText", "the client certificate has %1 organisational units (OU); at most one, the role, is allowed", "identity.several_units")},
        {"identity.no_header", QT_TRANSLATE_NOOP3("BackendText", "no identity: this demo backend needs the x-rackops-user header (vera, omar, anna, ben or ada)", "identity.no_header")},
        {"identity.unknown_user", QT_TRANSLATE_NOOP3("BackendText", "unknown user \"%1\"", "identity.unknown_user")},
        {"refusal.role_needed", QT_TRANSLATE_NOOP3("BackendText", "%1 may not %2: that needs the %3 role", "refusal.role_needed")},
        {"role.viewer", QT_TRANSLATE_NOOP3("BackendText", "viewer", "role.viewer")},
        {"role.operator", QT_TRANSLATE_NOOP3("BackendText", "operator", "role.operator")},
        {"role.approver", QT_TRANSLATE_NOOP3("BackendText", "approver", "role.approver")},
        {"role.admin", QT_TRANSLATE_NOOP3("BackendText", "admin", "role.admin")},
        {"role.unknown", QT_TRANSLATE_NOOP3("BackendText", "unknown", "role.unknown")},
        {"need.approve", QT_TRANSLATE_NOOP3("BackendText", "approve racks for production", "need.approve")},
        {"need.decide_override", QT_TRANSLATE_NOOP3("BackendText", "decide on overrides", "need.decide_override")},
        {"need.remediate", QT_TRANSLATE_NOOP3("BackendText", "remediate racks", "need.remediate")},
        {"need.start_validation", QT_TRANSLATE_NOOP3("BackendText", "start validation runs", "need.start_validation")},
        {"need.import_validation", QT_TRANSLATE_NOOP3("BackendText", "import validation results", "need.import_validation")},
        {"need.change_alerts", QT_TRANSLATE_NOOP3("BackendText", "change alerts (%1)", "need.change_alerts")},
        {"need.silence_alerts", QT_TRANSLATE_NOOP3("BackendText", "silence alerts", "need.silence_alerts")},
        {"need.end_silences", QT_TRANSLATE_NOOP3("BackendText", "end silences", "need.end_silences")},
        {"need.write_notes", QT_TRANSLATE_NOOP3("BackendText", "write handover notes", "need.write_notes")},
        {"need.sign_off", QT_TRANSLATE_NOOP3("BackendText", "sign off a handover", "need.sign_off")},
        {"need.change_slo", QT_TRANSLATE_NOOP3("BackendText", "change a replication SLO", "need.change_slo")},
        {"reason.take_over", QT_TRANSLATE_NOOP3("BackendText", "say why you take the alert over (comment)", "reason.take_over")},
        {"reason.resolve", QT_TRANSLATE_NOOP3("BackendText", "say what resolved it", "reason.resolve")},
        {"reason.silence", QT_TRANSLATE_NOOP3("BackendText", "a silence needs a reason", "reason.silence")},
        {"reason.reject_override", QT_TRANSLATE_NOOP3("BackendText", "say why you turn the override down", "reason.reject_override")},
        {"reason.remediate", QT_TRANSLATE_NOOP3("BackendText", "say why (the reason goes into the audit log)", "reason.remediate")},
        {"reason.validation", QT_TRANSLATE_NOOP3("BackendText", "say why (the reason goes into the run and the audit log)", "reason.validation")},
        {"limits.too_long", QT_TRANSLATE_N_NOOP3("BackendText", "%1 is %n bytes; at most %3 are allowed", "limits.too_long"), 2},
        {"limits.nanos", QT_TRANSLATE_NOOP3("BackendText", "%1 has nanos out of range", "limits.nanos")},
        {"limits.years", QT_TRANSLATE_NOOP3("BackendText", "%1 must lie between the years %2 and %3", "limits.years")},
        {"limits.ten_years", QT_TRANSLATE_NOOP3("BackendText", "%1 must be shorter than ten years", "limits.ten_years")},
        {"limits.too_deep", QT_TRANSLATE_NOOP3("BackendText", "%1 is nested too deeply", "limits.too_deep")},
        {"limits.request_too_deep", QT_TRANSLATE_NOOP3("BackendText", "the request is nested too deeply", "limits.request_too_deep")},
        {"limits.too_many", QT_TRANSLATE_N_NOOP3("BackendText", "%1 has %n entries; at most %3 are allowed", "limits.too_many"), 2},
        {"limits.bad_enum", QT_TRANSLATE_NOOP3("BackendText", "%1 is %2, which is no %3", "limits.bad_enum")},
        {"limits.page_size", QT_TRANSLATE_NOOP3("BackendText", "%1 must be between 0 and %2", "limits.page_size")},
        {"refusal.key_required", QT_TRANSLATE_NOOP3("BackendText", "idempotency_key is required for %1", "refusal.key_required")},
        {"refusal.key_reused", QT_TRANSLATE_NOOP3("BackendText", "idempotency_key %1 was already used for another request", "refusal.key_reused")},
        {"refusal.rate_limited", QT_TRANSLATE_NOOP3("BackendText", "too many changes from %1: at most %2 a minute; wait a moment and send it again", "refusal.rate_limited")},
        {"refusal.no_alert", QT_TRANSLATE_NOOP3("BackendText", "no alert %1", "refusal.no_alert")},
        {"refusal.alert_resolved", QT_TRANSLATE_NOOP3("BackendText", "%1 is already resolved", "refusal.alert_resolved")},
        {"refusal.alert_owned", QT_TRANSLATE_NOOP3("BackendText", "%1 is owned by %2; take it over (with a reason) if you mean to", "refusal.alert_owned")},
        {"refusal.too_many_comments", QT_TRANSLATE_NOOP3("BackendText", "%1 has %2 comments, the most an alert keeps; write a handover note instead", "refusal.too_many_comments")},
        {"refusal.comment_empty", QT_TRANSLATE_NOOP3("BackendText", "a comment needs text", "refusal.comment_empty")},
        {"refusal.no_silence", QT_TRANSLATE_NOOP3("BackendText", "no silence %1", "refusal.no_silence")},
        {"refusal.silence_ended", QT_TRANSLATE_NOOP3("BackendText", "%1 has already ended", "refusal.silence_ended")},
        {"refusal.silence_matches_nothing", QT_TRANSLATE_NOOP3("BackendText", "a silence must match something: name a rack, site, bucket, source, severity or condition", "refusal.silence_matches_nothing")},
        {"refusal.silence_expiry_past", QT_TRANSLATE_NOOP3("BackendText", "a silence needs an expiry in the future", "refusal.silence_expiry_past")},
        {"refusal.silence_too_long", QT_TRANSLATE_NOOP3("BackendText", "a silence may last at most 7 days", "refusal.silence_too_long")},
        {"refusal.no_rack", QT_TRANSLATE_NOOP3("BackendText", "no rack with id %1", "refusal.no_rack")},
        {"refusal.dcgm_level", QT_TRANSLATE_NOOP3("BackendText", "DCGM level must be 1 to 4 (0 = 3)", "refusal.dcgm_level")},
        {"refusal.validation_in_production", QT_TRANSLATE_NOOP3("BackendText", "the rack is in production; drain it before a validation run takes its GPUs", "refusal.validation_in_production")},
        {"refusal.validation_bring_up", QT_TRANSLATE_NOOP3("BackendText", "the rack is in %1; the lifecycle controller runs validation itself during bring-up", "refusal.validation_bring_up")},
        {"refusal.file_empty", QT_TRANSLATE_NOOP3("BackendText", "the file is empty", "refusal.file_empty")},
        {"refusal.file_too_large", QT_TRANSLATE_NOOP3("BackendText", "the file is larger than 16 MiB", "refusal.file_too_large")},
        {"refusal.override_pending", QT_TRANSLATE_NOOP3("BackendText", "an override request by %1 is already pending for this rack; confirm or reject it instead", "refusal.override_pending")},
        {"refusal.justification_short", QT_TRANSLATE_NOOP3("BackendText", "an override needs a written justification of at least %1 characters", "refusal.justification_short")},
        {"refusal.no_override", QT_TRANSLATE_NOOP3("BackendText", "no override request %1", "refusal.no_override")},
        {"refusal.rack_gone", QT_TRANSLATE_NOOP3("BackendText", "the rack is gone", "refusal.rack_gone")},
        {"refusal.no_bucket", QT_TRANSLATE_NOOP3("BackendText", "no bucket %1", "refusal.no_bucket")},
        {"refusal.slo_range", QT_TRANSLATE_NOOP3("BackendText", "the SLO must be from 1 minute to 24 hours", "refusal.slo_range")},
        {"refusal.bucket_changed", QT_TRANSLATE_NOOP3("BackendText", "bucket %1 changed: its settings are at revision %2, the request was decided on %3", "refusal.bucket_changed")},
        {"refusal.slo_not_stored", QT_TRANSLATE_NOOP3("BackendText", "the new SLO could not be stored; nothing changed", "refusal.slo_not_stored")},
        {"shift.of_day", QT_TRANSLATE_NOOP3("BackendText", "%1 shift of %2", "shift.of_day")},
        {"refusal.no_shift", QT_TRANSLATE_NOOP3("BackendText", "no shift %1", "refusal.no_shift")},
        {"refusal.shift_not_started", QT_TRANSLATE_NOOP3("BackendText", "the %1 has not started yet", "refusal.shift_not_started")},
        {"refusal.shift_ended", QT_TRANSLATE_NOOP3("BackendText", "the %1 ended more than 24 hours ago; add the note to the current shift", "refusal.shift_ended")},
        {"refusal.note_empty", QT_TRANSLATE_NOOP3("BackendText", "a note needs text", "refusal.note_empty")},
        {"refusal.handover_signed_note", QT_TRANSLATE_NOOP3("BackendText", "the handover of the %1 is already signed off; add the note to the current shift", "refusal.handover_signed_note")},
        {"refusal.already_signed", QT_TRANSLATE_NOOP3("BackendText", "already signed off by %1", "refusal.already_signed")},
        {"refusal.sign_off_too_early", QT_TRANSLATE_NOOP3("BackendText", "too early: a handover can be signed off from one hour before the shift ends", "refusal.sign_off_too_early")},
        {"refusal.own_handover", QT_TRANSLATE_NOOP3("BackendText", "you acted in this shift: nobody signs off their own handover", "refusal.own_handover")},
        {"refusal.handover_changed", QT_TRANSLATE_NOOP3("BackendText", "the handover changed since you read it (a note was added); read it again before signing off", "refusal.handover_changed")},
        {"refusal.note_not_stored", QT_TRANSLATE_NOOP3("BackendText", "the note was not stored: %1", "refusal.note_not_stored")},
        {"refusal.sign_off_not_stored", QT_TRANSLATE_NOOP3("BackendText", "the sign-off was not stored: %1", "refusal.sign_off_not_stored")},
        {"validation.gpus_fail", QT_TRANSLATE_N_NOOP3("BackendText", "%1 of %n GPUs FAIL %3", "validation.gpus_fail"), 2},
        {"validation.test_fail", QT_TRANSLATE_NOOP3("BackendText", "%1 FAIL", "validation.test_fail")},
        {"validation.test_fail_because", QT_TRANSLATE_NOOP3("BackendText", "%1 FAIL: %2", "validation.test_fail_because")},
        {"validation.tests_warn", QT_TRANSLATE_N_NOOP3("BackendText", "%n tests, some below the baseline margin", "validation.tests_warn"), 1},
        {"validation.tests_pass", QT_TRANSLATE_N_NOOP3("BackendText", "%n tests pass", "validation.tests_pass"), 1},
        {"validation.tests_pass_on", QT_TRANSLATE_NOOP3("BackendText", "%1 tests pass on %2 GPUs", "validation.tests_pass_on")},
        {"validation.nccl_busbw", QT_TRANSLATE_NOOP3("BackendText", "avg bus bandwidth %1", "validation.nccl_busbw")},
        {"validation.nccl_busbw_baseline", QT_TRANSLATE_NOOP3("BackendText", "avg bus bandwidth %1 (%2 of baseline %3)", "validation.nccl_busbw_baseline")},
        {"handover.blocking", QT_TRANSLATE_NOOP3("BackendText", "%1: %2", "handover.blocking")},
        {"handover.override_expiry", QT_TRANSLATE_NOOP3("BackendText", "Four-eyes override request for %1", "handover.override_expiry")},
        {"handover.silence_expiry", QT_TRANSLATE_NOOP3("BackendText", "Silence on %1: %2", "handover.silence_expiry")},
        {"refusal.not_overridable", QT_TRANSLATE_NOOP3("BackendText", "a failed criterion cannot be overridden: %1", "refusal.not_overridable")},
        {"refusal.override_not_pending", QT_TRANSLATE_NOOP3("BackendText", "the override request is no longer pending (%1)", "refusal.override_not_pending")},
        {"override_state.confirmed", QT_TRANSLATE_NOOP3("BackendText", "confirmed", "override_state.confirmed")},
        {"override_state.rejected", QT_TRANSLATE_NOOP3("BackendText", "turned down", "override_state.rejected")},
        {"override_state.expired", QT_TRANSLATE_NOOP3("BackendText", "expired", "override_state.expired")},
        {"override_state.withdrawn", QT_TRANSLATE_NOOP3("BackendText", "withdrawn", "override_state.withdrawn")},
        {"override_state.unknown", QT_TRANSLATE_NOOP3("BackendText", "unknown", "override_state.unknown")},
        {"criterion.unmet", QT_TRANSLATE_NOOP3("BackendText", "%1 %2 (needs %3)", "criterion.unmet")},
        {"list.then", QT_TRANSLATE_NOOP3("BackendText", "%1; %2", "list.then")},
        {"request.page_size_negative", QT_TRANSLATE_NOOP3("BackendText", "page_size must not be negative", "request.page_size_negative")},
        {"request.bad_page_token", QT_TRANSLATE_NOOP3("BackendText", "page_token is not one this server gave out", "request.bad_page_token")},
        {"request.rack_id_required", QT_TRANSLATE_NOOP3("BackendText", "rack_id is required", "request.rack_id_required")},
        {"request.shift_range", QT_TRANSLATE_NOOP3("BackendText", "from must be before to, at most 8 weeks apart", "request.shift_range")},
        {"request.no_shift_yet", QT_TRANSLATE_NOOP3("BackendText", "no shift %1 up to now", "request.no_shift_yet")},
        {"request.future", QT_TRANSLATE_NOOP3("BackendText", "that time is in the future", "request.future")},
        {"request.no_operation", QT_TRANSLATE_NOOP3("BackendText", "no operation %1", "request.no_operation")},
        {"request.no_run", QT_TRANSLATE_NOOP3("BackendText", "no validation run with id %1", "request.no_run")},
        {"request.no_replication", QT_TRANSLATE_NOOP3("BackendText", "no replication of bucket %1 from %2 to %3", "request.no_replication")},
        {"request.max_transitions", QT_TRANSLATE_NOOP3("BackendText", "max_transitions must be from 0 to 1000", "request.max_transitions")},
        {"request.shutting_down", QT_TRANSLATE_NOOP3("BackendText", "server shutting down", "request.shutting_down")},
        {"request.range_order", QT_TRANSLATE_NOOP3("BackendText", "from must be before to", "request.range_order")},
        {"request.range_too_long", QT_TRANSLATE_NOOP3("BackendText", "the range may be at most 7 days", "request.range_too_long")},
        {"request.max_points", QT_TRANSLATE_NOOP3("BackendText", "max_points must be from 0 to 10000", "request.max_points")},
        {"format.empty", QT_TRANSLATE_NOOP3("BackendText", "empty", "format.empty")},
        {"format.too_large", QT_TRANSLATE_NOOP3("BackendText", "too large", "format.too_large")},
        {"format.unknown", QT_TRANSLATE_NOOP3("BackendText", "not a known tool output", "format.unknown")},
        {"format.not_json", QT_TRANSLATE_NOOP3("BackendText", "not JSON", "format.not_json")},
        {"format.invalid_json", QT_TRANSLATE_NOOP3("BackendText", "invalid JSON", "format.invalid_json")},
        {"format.json_not_dcgm", QT_TRANSLATE_NOOP3("BackendText", "JSON, not a DCGM diagnostic", "format.json_not_dcgm")},
        {"format.nccl_output", QT_TRANSLATE_NOOP3("BackendText", "nccl-tests output", "format.nccl_output")},
        {"format.not_nccl", QT_TRANSLATE_NOOP3("BackendText", "not nccl-tests output", "format.not_nccl")},
        {"format.nccl_collective_unknown", QT_TRANSLATE_NOOP3("BackendText", "nccl-tests output, collective not stated", "format.nccl_collective_unknown")},
        {"format.dcgm_text", QT_TRANSLATE_NOOP3("BackendText", "dcgmi plain text (%1)", "format.dcgm_text")},
        {"format.not_dcgm_text", QT_TRANSLATE_NOOP3("BackendText", "not dcgmi plain text", "format.not_dcgm_text")},
        {"artifact.more_like_above", QT_TRANSLATE_N_NOOP3("BackendText", "and %n more like the above", "artifact.more_like_above"), 1},
        {"artifact.too_large", QT_TRANSLATE_NOOP3("BackendText", "the file has %1 bytes; at most %2 (16 MiB) are accepted", "artifact.too_large")},
        {"artifact.unknown_tool", QT_TRANSLATE_NOOP3("BackendText", "expected `dcgmi diag` output (JSON with -j, or its \"| Diagnostic | Result |\" table) or the output of an nccl-tests *_perf binary (\"# nThread ...\" header and table)", "artifact.unknown_tool")},
        {"artifact.unknown_status", QT_TRANSLATE_NOOP3("BackendText", "unknown status \"%1\" read as FAIL", "artifact.unknown_status")},
        {"artifact.expected_gpu_ids_found", QT_TRANSLATE_NOOP3("BackendText", "expected GPU ids like \"0,1,2\", found \"%1\"", "artifact.expected_gpu_ids_found")},
        {"artifact.expected_gpu_ids", QT_TRANSLATE_NOOP3("BackendText", "expected GPU ids like \"0,1,2\" or a number", "artifact.expected_gpu_ids")},
        {"artifact.result_without_entity", QT_TRANSLATE_NOOP3("BackendText", "result without \"gpu_id\", \"gpu_ids\" or \"entity_id\"; kept for the whole test", "artifact.result_without_entity")},
        {"artifact.expected_whole_number", QT_TRANSLATE_NOOP3("BackendText", "expected a non-negative whole number", "artifact.expected_whole_number")},
        {"artifact.result_needs_status", QT_TRANSLATE_NOOP3("BackendText", "missing: every result needs a status", "artifact.result_needs_status")},
        {"artifact.expected_status_string", QT_TRANSLATE_NOOP3("BackendText", "expected a string like \"Pass\"", "artifact.expected_status_string")},
        {"artifact.entity_twice", QT_TRANSLATE_NOOP3("BackendText", "%1 has more than one result in this test; the worst is kept", "artifact.entity_twice")},
        {"artifact.test_needs_name", QT_TRANSLATE_NOOP3("BackendText", "missing: every test needs a name", "artifact.test_needs_name")},
        {"artifact.null_result", QT_TRANSLATE_NOOP3("BackendText", "null result skipped", "artifact.null_result")},
        {"artifact.expected_result_object", QT_TRANSLATE_NOOP3("BackendText", "expected a result object", "artifact.expected_result_object")},
        {"artifact.expected_results", QT_TRANSLATE_NOOP3("BackendText", "expected a list of results", "artifact.expected_results")},
        {"artifact.test_no_results", QT_TRANSLATE_NOOP3("BackendText", "test \"%1\" has no results; read as NOT_RUN", "artifact.test_no_results")},
        {"artifact.diag_did_not_run", QT_TRANSLATE_NOOP3("BackendText", "the diagnostic did not run: %1", "artifact.diag_did_not_run")},
        {"artifact.expected_categories", QT_TRANSLATE_NOOP3("BackendText", "missing: expected a list of test categories", "artifact.expected_categories")},
        {"artifact.null_category", QT_TRANSLATE_NOOP3("BackendText", "null test category skipped", "artifact.null_category")},
        {"artifact.expected_category", QT_TRANSLATE_NOOP3("BackendText", "expected a category with a list of tests", "artifact.expected_category")},
        {"artifact.null_test", QT_TRANSLATE_NOOP3("BackendText", "null test skipped", "artifact.null_test")},
        {"artifact.expected_test_object", QT_TRANSLATE_NOOP3("BackendText", "expected a test object", "artifact.expected_test_object")},
        {"artifact.no_tests", QT_TRANSLATE_NOOP3("BackendText", "no tests found", "artifact.no_tests")},
        {"artifact.version_mismatch", QT_TRANSLATE_NOOP3("BackendText", "version %1 in a %2 document", "artifact.version_mismatch")},
        {"artifact.nccl_not_dcgm", QT_TRANSLATE_NOOP3("BackendText", "this is nccl-tests output, not dcgmi diag; import it as nccl", "artifact.nccl_not_dcgm")},
        {"artifact.no_json", QT_TRANSLATE_NOOP3("BackendText", "no JSON object found; expected the output of `dcgmi diag -j` or its plain-text table", "artifact.no_json")},
        {"artifact.text_before_json", QT_TRANSLATE_NOOP3("BackendText", "text before the JSON skipped (lines 1 to %1)", "artifact.text_before_json")},
        {"artifact.text_after_json", QT_TRANSLATE_NOOP3("BackendText", "text after the JSON skipped", "artifact.text_after_json")},
        {"artifact.invalid_json", QT_TRANSLATE_NOOP3("BackendText", "invalid JSON: %1", "artifact.invalid_json")},
        {"artifact.not_dcgm_object", QT_TRANSLATE_NOOP3("BackendText", "expected an object \"DCGM Diagnostic\" (DCGM 4.x) or \"DCGM GPU Diagnostic\" (DCGM 3.x)", "artifact.not_dcgm_object")},
        {"artifact.both_shapes", QT_TRANSLATE_NOOP3("BackendText", "both DCGM shapes present; the 4.x one is read", "artifact.both_shapes")},
        {"artifact.too_many_values", QT_TRANSLATE_NOOP3("BackendText", "too many values to locate them all: some issues lack a line, and duplicate keys past the first million values are not detected", "artifact.too_many_values")},
        {"artifact.duplicate_key_refused", QT_TRANSLATE_NOOP3("BackendText", "duplicate key; refusing to guess which value holds", "artifact.duplicate_key_refused")},
        {"artifact.duplicate_key_last", QT_TRANSLATE_NOOP3("BackendText", "duplicate key; the last value is used", "artifact.duplicate_key_last")},
        {"artifact.expected_gpu_numbers", QT_TRANSLATE_NOOP3("BackendText", "expected GPU numbers like \"0, 1\", found \"%1\"", "artifact.expected_gpu_numbers")},
        {"artifact.unknown_result", QT_TRANSLATE_NOOP3("BackendText", "unknown result \"%1\" read as FAIL", "artifact.unknown_result")},
        {"artifact.message_before_test", QT_TRANSLATE_NOOP3("BackendText", "message before any test skipped", "artifact.message_before_test")},
        {"artifact.row_not_understood", QT_TRANSLATE_NOOP3("BackendText", "row \"%1\" not understood; skipped", "artifact.row_not_understood")},
        {"artifact.test_no_result", QT_TRANSLATE_NOOP3("BackendText", "no result for this test; read as NOT_RUN", "artifact.test_no_result")},
        {"artifact.text_no_tests", QT_TRANSLATE_NOOP3("BackendText", "this is dcgmi plain text but it lists no tests; expected rows like \"| PCIe | Pass |\"", "artifact.text_no_tests")},
        {"artifact.no_table", QT_TRANSLATE_NOOP3("BackendText", "no \"| Diagnostic | Result |\" table found; expected the output of `dcgmi diag -r N`", "artifact.no_table")},
        {"artifact.expected_oob", QT_TRANSLATE_NOOP3("BackendText", "expected \"N OK\" or \"N FAILED\"", "artifact.expected_oob")},
        {"artifact.expected_number", QT_TRANSLATE_NOOP3("BackendText", "expected a number, found \"%1\"", "artifact.expected_number")},
        {"artifact.expected_deviation", QT_TRANSLATE_NOOP3("BackendText", "expected a deviation like 0e+00, found \"%1\"", "artifact.expected_deviation")},
        {"artifact.expected_wrong_count", QT_TRANSLATE_NOOP3("BackendText", "expected a count of wrong values, found \"%1\"", "artifact.expected_wrong_count")},
        {"artifact.expected_columns", QT_TRANSLATE_N_NOOP3("BackendText", "expected %n columns (%2, then %3 out-of-place and in-place), found %4", "artifact.expected_columns"), 1},
        {"artifact.expected_size", QT_TRANSLATE_NOOP3("BackendText", "expected a size in bytes, found \"%1\"", "artifact.expected_size")},
        {"artifact.expected_count", QT_TRANSLATE_NOOP3("BackendText", "expected an element count, found \"%1\"", "artifact.expected_count")},
        {"artifact.expected_rank", QT_TRANSLATE_NOOP3("BackendText", "expected a rank number, found \"%1\"", "artifact.expected_rank")},
        {"artifact.named_mismatch", QT_TRANSLATE_NOOP3("BackendText", "the output names %1 but its table does not look like one", "artifact.named_mismatch")},
        {"artifact.no_collective", QT_TRANSLATE_NOOP3("BackendText", "the table fits no nccl-tests collective (reduction op, root and bus bandwidth factor disagree)", "artifact.no_collective")},
        {"artifact.either", QT_TRANSLATE_NOOP3("BackendText", "%1 or %2", "artifact.either")},
        {"artifact.which_collective", QT_TRANSLATE_NOOP3("BackendText", "this is the output of %1; the output does not say which. Name the file after the test (e.g. %2.txt) to import it", "artifact.which_collective")},
        {"artifact.which_collective_single_rank", QT_TRANSLATE_NOOP3("BackendText", "this is the output of %1; the output does not say which. Name the file after the test (e.g. %2.txt) to import it. Note: every process saw a single rank (nranks 1), so this run never tested the fabric", "artifact.which_collective_single_rank")},
        {"artifact.no_nccl_header", QT_TRANSLATE_NOOP3("BackendText", "no nccl-tests header (\"# nThread ...\") or result table found", "artifact.no_nccl_header")},
        {"artifact.crashed_at", QT_TRANSLATE_NOOP3("BackendText", "%1; the run crashed at line %2: \"%3\"", "artifact.crashed_at")},
        {"artifact.no_rows", QT_TRANSLATE_NOOP3("BackendText", "no result rows: the test did not get to its first size", "artifact.no_rows")},
        {"artifact.no_average", QT_TRANSLATE_NOOP3("BackendText", "missing: the output ends before \"# Avg bus bandwidth\"", "artifact.no_average")},
        {"artifact.failure_after_results", QT_TRANSLATE_NOOP3("BackendText", "the output reports a failure after its results: \"%1\"", "artifact.failure_after_results")},
        {"artifact.no_oob", QT_TRANSLATE_NOOP3("BackendText", "missing: the out-of-bounds check was not reported", "artifact.no_oob")},
        {"artifact.unchecked_rows", QT_TRANSLATE_N_NOOP3("BackendText", "N/A on %n rows: the data was not checked (-c 0); those rows are WARN", "artifact.unchecked_rows"), 1},
        {"artifact.unmeasured", QT_TRANSLATE_N_NOOP3("BackendText", "%n figures are N/A and left at 0", "artifact.unmeasured"), 1},
        {"artifact.error_is_deviation", QT_TRANSLATE_NOOP3("BackendText", "nccl-tests before 2.13: the error column is the largest deviation, not a count; correctness is judged by the out-of-bounds line", "artifact.error_is_deviation")},
        {"artifact.ranks_from_ratio", QT_TRANSLATE_N_NOOP3("BackendText", "no \"# Rank\" lines or NCCL INFO nranks; %n ranks from the busbw/algbw factor", "artifact.ranks_from_ratio"), 1},
        {"artifact.ranks_from_header", QT_TRANSLATE_NOOP3("BackendText", "no \"# Rank\" lines or NCCL INFO nranks; ranks taken as nThread x nGpus = %1", "artifact.ranks_from_header")},
        {"artifact.rows_sorted", QT_TRANSLATE_NOOP3("BackendText", "rows were not in ascending size; sorted", "artifact.rows_sorted")},
        {"artifact.in_place_differs", QT_TRANSLATE_N_NOOP3("BackendText", "differs from out-of-place by over 25% at %n sizes from 1 MiB, first at %2 B", "artifact.in_place_differs"), 1},
        {"summary.then", QT_TRANSLATE_NOOP3("BackendText", "%1; %2", "summary.then")},
        {"summary.nccl_alone", QT_TRANSLATE_N_NOOP3("BackendText", "not a fabric test: %n processes each ran alone (nranks 1; nccl-tests built without MPI?)", "summary.nccl_alone"), 1},
        {"summary.nccl_single_rank", QT_TRANSLATE_NOOP3("BackendText", "not a fabric test: a single rank (nranks 1)", "summary.nccl_single_rank")},
        {"summary.nccl_sizes_fail", QT_TRANSLATE_N_NOOP3("BackendText", "%1 of %n sizes FAIL #wrong", "summary.nccl_sizes_fail"), 2},
        {"summary.nccl_oob_failed", QT_TRANSLATE_NOOP3("BackendText", "out-of-bounds values FAILED", "summary.nccl_oob_failed")},
        {"summary.nccl_average_failed", QT_TRANSLATE_NOOP3("BackendText", "avg busbw below the -a check, FAILED", "summary.nccl_average_failed")},
        {"summary.nccl_in_place", QT_TRANSLATE_N_NOOP3("BackendText", "in-place vs out-of-place busbw differ by over 25% at %n sizes (first %2 B)", "summary.nccl_in_place"), 1},
        {"summary.nccl", QT_TRANSLATE_NOOP3("BackendText", "%1 avg busbw %2 over %3, %4", "summary.nccl")},
        {"count.ranks", QT_TRANSLATE_N_NOOP3("BackendText", "%n ranks", "count.ranks"), 1},
        {"count.sizes", QT_TRANSLATE_N_NOOP3("BackendText", "%n sizes", "count.sizes"), 1},
        {"count.tests", QT_TRANSLATE_N_NOOP3("BackendText", "%n tests", "count.tests"), 1},
        {"count.gpus", QT_TRANSLATE_N_NOOP3("BackendText", "%n GPUs", "count.gpus"), 1},
        {"summary.dcgm_pass", QT_TRANSLATE_N_NOOP3("BackendText", "%n of %n GPUs PASS %2", "summary.dcgm_pass"), 1},
        {"summary.gpus_of", QT_TRANSLATE_N_NOOP3("BackendText", "%1 of %n GPUs %3", "summary.gpus_of"), 2},
        {"summary.verdict_in", QT_TRANSLATE_NOOP3("BackendText", "%1 %2", "summary.verdict_in")},
        {"summary.and_more", QT_TRANSLATE_N_NOOP3("BackendText", "%1 and %n more", "summary.and_more"), 2},
        {"summary.tool_error", QT_TRANSLATE_NOOP3("BackendText", "%1 (the diagnostic failed, not the GPU)", "summary.tool_error")},
        {"verdict.pass", QT_TRANSLATE_NOOP3("BackendText", "PASS", "verdict.pass")},
        {"verdict.warn", QT_TRANSLATE_NOOP3("BackendText", "WARN", "verdict.warn")},
        {"verdict.fail", QT_TRANSLATE_NOOP3("BackendText", "FAIL", "verdict.fail")},
        {"verdict.skip", QT_TRANSLATE_NOOP3("BackendText", "SKIP", "verdict.skip")},
        {"verdict.not_run", QT_TRANSLATE_NOOP3("BackendText", "NOT_RUN", "verdict.not_run")},
        {"verdict.tool_error", QT_TRANSLATE_NOOP3("BackendText", "TOOL_ERROR", "verdict.tool_error")},
        {"verdict.unspecified", QT_TRANSLATE_NOOP3("BackendText", "UNSPECIFIED", "verdict.unspecified")},
        {"validation.tests_pass_on_gpus", QT_TRANSLATE_NOOP3("BackendText", "%1 on %2", "validation.tests_pass_on_gpus")},
        {"audit.refused", QT_TRANSLATE_NOOP3("BackendText", "%1: %2", "audit.refused")},
        {"audit.acknowledged", QT_TRANSLATE_NOOP3("BackendText", "Acknowledged", "audit.acknowledged")},
        {"audit.acknowledged_with", QT_TRANSLATE_NOOP3("BackendText", "Acknowledged: %1", "audit.acknowledged_with")},
        {"audit.took_over", QT_TRANSLATE_NOOP3("BackendText", "Took over from %1: %2", "audit.took_over")},
        {"audit.comment", QT_TRANSLATE_NOOP3("BackendText", "Comment: %1", "audit.comment")},
        {"audit.resolved", QT_TRANSLATE_NOOP3("BackendText", "Resolved: %1", "audit.resolved")},
        {"audit.silence_until", QT_TRANSLATE_NOOP3("BackendText", "Silence until %1", "audit.silence_until")},
        {"audit.silence_ended", QT_TRANSLATE_NOOP3("BackendText", "Silence ended by hand", "audit.silence_ended")},
        {"audit.silence_expired", QT_TRANSLATE_NOOP3("BackendText", "Silence reached its expiry", "audit.silence_expired")},
        {"audit.validation_run", QT_TRANSLATE_NOOP3("BackendText", "validation run", "audit.validation_run")},
        {"audit.import_of", QT_TRANSLATE_NOOP3("BackendText", "import of %1", "audit.import_of")},
        {"audit.approved", QT_TRANSLATE_NOOP3("BackendText", "Approved: every criterion passes", "audit.approved")},
        {"audit.gate_not_met", QT_TRANSLATE_NOOP3("BackendText", "Gate not met: %1", "audit.gate_not_met")},
        {"audit.override_requested", QT_TRANSLATE_NOOP3("BackendText", "Override requested despite: %1", "audit.override_requested")},
        {"audit.override_turned_down", QT_TRANSLATE_NOOP3("BackendText", "Override turned down: %1", "audit.override_turned_down")},
        {"audit.override_confirmed", QT_TRANSLATE_NOOP3("BackendText", "Override confirmed (requested by %1)", "audit.override_confirmed")},
        {"audit.override_withdrawn", QT_TRANSLATE_NOOP3("BackendText", "Override %1 withdrawn: the rack changed", "audit.override_withdrawn")},
        {"audit.imported", QT_TRANSLATE_NOOP3("BackendText", "Imported %1 (%2, sha256 %3) as run %4: %5", "audit.imported")},
        {"audit.note", QT_TRANSLATE_NOOP3("BackendText", "Note: %1", "audit.note")},
        {"audit.signed_off", QT_TRANSLATE_NOOP3("BackendText", "Handover signed off", "audit.signed_off")},
        {"audit.slo", QT_TRANSLATE_NOOP3("BackendText", "SLO %1 for %2", "audit.slo")},
        {"audit.slo_all_pairs", QT_TRANSLATE_NOOP3("BackendText", "all pairs", "audit.slo_all_pairs")},
        {"audit.slo_pairs_into", QT_TRANSLATE_NOOP3("BackendText", "pairs into %1", "audit.slo_pairs_into")},
        {"history.delivered", QT_TRANSLATE_NOOP3("BackendText", "Delivered to the dock", "history.delivered")},
        {"history.stage_completed", QT_TRANSLATE_NOOP3("BackendText", "Stage completed", "history.stage_completed")},
        {"history.nvlink_investigation", QT_TRANSLATE_NOOP3("BackendText", "Repeated NVLink errors under investigation", "history.nvlink_investigation")},
        {"history.approved", QT_TRANSLATE_NOOP3("BackendText", "Approved for production", "history.approved")},
        {"history.validation_rerun", QT_TRANSLATE_NOOP3("BackendText", "Validation re-run", "history.validation_rerun")},
        {"history.reflashed", QT_TRANSLATE_NOOP3("BackendText", "Firmware reflashed", "history.reflashed")},
        {"history.power_cycled", QT_TRANSLATE_NOOP3("BackendText", "Trays power-cycled", "history.power_cycled")},
        {"history.drained", QT_TRANSLATE_NOOP3("BackendText", "Drained", "history.drained")},
        {"history.tray_replaced", QT_TRANSLATE_NOOP3("BackendText", "Tray replaced, bringing the rack up again", "history.tray_replaced")},
        {"history.quarantined", QT_TRANSLATE_NOOP3("BackendText", "Quarantined", "history.quarantined")},
        {"history.returned", QT_TRANSLATE_NOOP3("BackendText", "Returned to service", "history.returned")},
        {"history.remediation_cleared", QT_TRANSLATE_NOOP3("BackendText", "Remediation cleared: %1", "history.remediation_cleared")},
        {"history.remediation_not_cleared", QT_TRANSLATE_NOOP3("BackendText", "Remediation did not clear: %1", "history.remediation_not_cleared")},
        {"history.because", QT_TRANSLATE_NOOP3("BackendText", "%1 (%2)", "history.because")},
        {"history.leak_tripped", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2): detector reads Critical, leak reaction started", "history.leak_tripped")},
        {"history.leak_shutdown", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2): graceful shutdown, workloads drained", "history.leak_shutdown")},
        {"history.leak_power_cut", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2): power cut by the CDU float switch, workloads stopped", "history.leak_power_cut")},
        {"history.leak_returned", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2) dried and cleared: returned to service", "history.leak_returned")},
        {"history.leak_cleared", QT_TRANSLATE_NOOP3("BackendText", "Leak at %1 (%2) dried and cleared: the rack resumes its stage", "history.leak_cleared")},
        {"run.lifecycle", QT_TRANSLATE_NOOP3("BackendText", "Lifecycle validation", "run.lifecycle")},
        {"run.lifecycle_fault", QT_TRANSLATE_NOOP3("BackendText", "Lifecycle validation (stopped at a fault)", "run.lifecycle_fault")},
        {"run.lifecycle_left", QT_TRANSLATE_NOOP3("BackendText", "Lifecycle validation (stopped: the rack left validation)", "run.lifecycle_left")},
        {"run.imported_from", QT_TRANSLATE_NOOP3("BackendText", "Imported from %1", "run.imported_from")},
        {"tool.dcgm", QT_TRANSLATE_NOOP3("BackendText", "DCGM %1", "tool.dcgm")},
        {"tool.dcgm_driver", QT_TRANSLATE_NOOP3("BackendText", "DCGM %1, driver %2", "tool.dcgm_driver")},
        {"tool.version_not_stated", QT_TRANSLATE_NOOP3("BackendText", "(version not stated)", "tool.version_not_stated")},
        {"tool.and", QT_TRANSLATE_NOOP3("BackendText", "%1, %2", "tool.and")},
        {"cluster.floor_source", QT_TRANSLATE_NOOP3("BackendText", "%1 over %2, %3, %4: baseline %5; the floor keeps %6 of it", "cluster.floor_source")},
        {"cluster.floor_source_diagnostics", QT_TRANSLATE_NOOP3("BackendText", "DCGM level 3 on every GPU of the rack: every test must pass", "cluster.floor_source_diagnostics")},
        {"cluster.result.below_floor", QT_TRANSLATE_NOOP3("BackendText", "%1 below the floor %2 (%3)", "cluster.result.below_floor")},
        {"cluster.result.untested", QT_TRANSLATE_NOOP3("BackendText", "not tested: %1 could not take part", "cluster.result.untested")},
        {"cluster.result.quarantined", QT_TRANSLATE_NOOP3("BackendText", "not tested any more: %1 is quarantined", "cluster.result.quarantined")},
        {"cluster.result.imported_pass", QT_TRANSLATE_NOOP3("BackendText", "Imported from %1: %2, floor %3", "cluster.result.imported_pass")},
        {"cluster.result.imported_below", QT_TRANSLATE_NOOP3("BackendText", "Imported from %1: %2 below the floor %3", "cluster.result.imported_below")},
        {"cluster.status.forming", QT_TRANSLATE_NOOP3("BackendText", "Forming: %1 of %2 SuperNIC ports up", "cluster.status.forming")},
        {"cluster.status.certifying", QT_TRANSLATE_NOOP3("BackendText", "Certifying: %1 of %2 checks done", "cluster.status.certifying")},
        {"cluster.status.certification_failed", QT_TRANSLATE_NOOP3("BackendText", "Certification failed: %1", "cluster.status.certification_failed")},
        {"cluster.status.certification_untested", QT_TRANSLATE_NOOP3("BackendText", "Certification incomplete: %1 not tested", "cluster.status.certification_untested")},
        {"cluster.status.expanding", QT_TRANSLATE_NOOP3("BackendText", "Expanding by %1: %2 of %3 checks done", "cluster.status.expanding")},
        {"cluster.status.burn_in", QT_TRANSLATE_NOOP3("BackendText", "Burn-in day %1 of %2", "cluster.status.burn_in")},
        {"cluster.status.burn_in_failed", QT_TRANSLATE_NOOP3("BackendText", "Burn-in failed: %1", "cluster.status.burn_in_failed")},
        {"cluster.status.awaiting_release", QT_TRANSLATE_NOOP3("BackendText", "Certified and burned in; waiting for release", "cluster.status.awaiting_release")},
        {"cluster.status.release_pending", QT_TRANSLATE_NOOP3("BackendText", "Release requested by %1; waiting for a second approver", "cluster.status.release_pending")},
        {"cluster.status.production", QT_TRANSLATE_NOOP3("BackendText", "In production", "cluster.status.production")},
        {"cluster.status.degraded", QT_TRANSLATE_NOOP3("BackendText", "Degraded: %1 quarantined", "cluster.status.degraded")},
        {"cluster.verdict.pass", QT_TRANSLATE_NOOP3("BackendText", "passed", "cluster.verdict.pass")},
        {"cluster.verdict.fail", QT_TRANSLATE_NOOP3("BackendText", "failed", "cluster.verdict.fail")},
        {"cluster.verdict.running", QT_TRANSLATE_NOOP3("BackendText", "running", "cluster.verdict.running")},
        {"cluster.verdict.pending", QT_TRANSLATE_NOOP3("BackendText", "not started", "cluster.verdict.pending")},
        {"cluster.verdict.not_tested", QT_TRANSLATE_NOOP3("BackendText", "not tested", "cluster.verdict.not_tested")},
        {"cluster.criterion.racks", QT_TRANSLATE_NOOP3("BackendText", "Every rack approved on its own", "cluster.criterion.racks")},
        {"cluster.criterion.of_racks", QT_TRANSLATE_NOOP3("BackendText", "%1 of %2 racks", "cluster.criterion.of_racks")},
        {"cluster.criterion.all_racks", QT_TRANSLATE_NOOP3("BackendText", "all %1 racks", "cluster.criterion.all_racks")},
        {"cluster.criterion.not_approved", QT_TRANSLATE_NOOP3("BackendText", "not approved: %1", "cluster.criterion.not_approved")},
        {"cluster.criterion.certification", QT_TRANSLATE_NOOP3("BackendText", "Certification as a system", "cluster.criterion.certification")},
        {"cluster.criterion.every_cell", QT_TRANSLATE_NOOP3("BackendText", "every category passes at every scale", "cluster.criterion.every_cell")},
        {"cluster.criterion.untested", QT_TRANSLATE_NOOP3("BackendText", "Nothing untested", "cluster.criterion.untested")},
        {"cluster.criterion.untested_named", QT_TRANSLATE_NOOP3("BackendText", "untested: %1", "cluster.criterion.untested_named")},
        {"cluster.criterion.none", QT_TRANSLATE_NOOP3("BackendText", "none", "cluster.criterion.none")},
        {"cluster.criterion.burn_in", QT_TRANSLATE_NOOP3("BackendText", "Burn-in", "cluster.criterion.burn_in")},
        {"cluster.criterion.burn_in_rule", QT_TRANSLATE_NOOP3("BackendText", "goodput at least %1, every interruption attributed and recovered", "cluster.criterion.burn_in_rule")},
        {"cluster.criterion.quarantine", QT_TRANSLATE_NOOP3("BackendText", "No rack quarantined", "cluster.criterion.quarantine")},
        {"cluster.criterion.quarantined_named", QT_TRANSLATE_NOOP3("BackendText", "quarantined: %1", "cluster.criterion.quarantined_named")},
        {"cluster.event.formed", QT_TRANSLATE_NOOP3("BackendText", "Formed from %1 racks", "cluster.event.formed")},
        {"cluster.event.certification_started", QT_TRANSLATE_NOOP3("BackendText", "Certification started (attempt %1)", "cluster.event.certification_started")},
        {"cluster.event.certification_failed", QT_TRANSLATE_NOOP3("BackendText", "Certification failed: %1", "cluster.event.certification_failed")},
        {"cluster.event.burn_in_started", QT_TRANSLATE_NOOP3("BackendText", "Certification passed; burn-in started", "cluster.event.burn_in_started")},
        {"cluster.event.burn_in_passed", QT_TRANSLATE_NOOP3("BackendText", "Burn-in passed: %1", "cluster.event.burn_in_passed")},
        {"cluster.event.release_requested", QT_TRANSLATE_NOOP3("BackendText", "Release requested: %1", "cluster.event.release_requested")},
        {"cluster.event.release_rejected", QT_TRANSLATE_NOOP3("BackendText", "Release turned down: %1", "cluster.event.release_rejected")},
        {"cluster.event.released", QT_TRANSLATE_NOOP3("BackendText", "Released into production (requested by %1, confirmed by %2)", "cluster.event.released")},
        {"cluster.event.quarantined", QT_TRANSLATE_NOOP3("BackendText", "%1 quarantined: %2", "cluster.event.quarantined")},
        {"cluster.event.expanding", QT_TRANSLATE_NOOP3("BackendText", "Expansion by %1: %2", "cluster.event.expanding")},
        {"cluster.event.expansion_certified", QT_TRANSLATE_NOOP3("BackendText", "The new racks are certified with the cluster", "cluster.event.expansion_certified")},
        {"burnin.pending", QT_TRANSLATE_NOOP3("BackendText", "Starts when certification passes", "burnin.pending")},
        {"burnin.running", QT_TRANSLATE_NOOP3("BackendText", "Day %1 of %2: goodput %3 so far", "burnin.running")},
        {"burnin.pass", QT_TRANSLATE_NOOP3("BackendText", "Goodput %1 at or above the floor %2; all %3 interruptions attributed and recovered", "burnin.pass")},
        {"burnin.goodput_low", QT_TRANSLATE_NOOP3("BackendText", "Goodput %1 below the floor %2", "burnin.goodput_low")},
        {"burnin.unattributed", QT_TRANSLATE_NOOP3("BackendText", "An interruption has no cause found", "burnin.unattributed")},
        {"burnin.unrecovered", QT_TRANSLATE_NOOP3("BackendText", "An interruption has not recovered", "burnin.unrecovered")},
        {"burnin.interrupted", QT_TRANSLATE_NOOP3("BackendText", "Job interrupted: %1", "burnin.interrupted")},
        {"burnin.interrupted_unattributed", QT_TRANSLATE_NOOP3("BackendText", "Job interrupted; cause not found yet", "burnin.interrupted_unattributed")},
        {"finding.nic_below_floor", QT_TRANSLATE_NOOP3("BackendText", "%1: cross-rack %2 at %3, below its floor %4", "finding.nic_below_floor")},
        {"finding.link_flapping", QT_TRANSLATE_NOOP3("BackendText", "%1: link flapping (%2 flaps in the last hour); cross-rack %3 below its floor", "finding.link_flapping")},
        {"finding.straggler", QT_TRANSLATE_NOOP3("BackendText", "%1: straggler, whole-cluster goodput %2 (floor %3)", "finding.straggler")},
        {"finding.below_floor", QT_TRANSLATE_NOOP3("BackendText", "Whole-cluster %1 at %2, below its floor %3", "finding.below_floor")},
        {"finding.xid", QT_TRANSLATE_NOOP3("BackendText", "%1: XID %2, %3", "finding.xid")},
        {"finding.job_hang", QT_TRANSLATE_NOOP3("BackendText", "%1: job hung (NCCL watchdog timeout) and restarted from its checkpoint", "finding.job_hang")},
        {"finding.evidence_below_floor", QT_TRANSLATE_NOOP3("BackendText", "Imported %1 on %2 (host %3): %4 below the floor %5", "finding.evidence_below_floor")},
        {"narrow.cluster_run", QT_TRANSLATE_NOOP3("BackendText", "Whole-cluster %1 at %2, below its floor %3", "narrow.cluster_run")},
        {"narrow.bisect", QT_TRANSLATE_NOOP3("BackendText", "Bisection: domains %1 pass, domains %2 fall below the floor", "narrow.bisect")},
        {"narrow.domain", QT_TRANSLATE_NOOP3("BackendText", "Left: domain %1, rack %2", "narrow.domain")},
        {"narrow.bisect_both", QT_TRANSLATE_NOOP3("BackendText", "Bisection: both halves (domains %1 and %2) fall below the floor alike", "narrow.bisect_both")},
        {"narrow.all_pairs", QT_TRANSLATE_NOOP3("BackendText", "Every pair fails %1 alike while each rack alone passes: the fault is between the racks", "narrow.all_pairs")},
        {"narrow.pairs_with", QT_TRANSLATE_NOOP3("BackendText", "Pairs with %1 fail, pairs without it pass", "narrow.pairs_with")},
        {"narrow.port_counters", QT_TRANSLATE_NOOP3("BackendText", "Port counters: %1 symbol errors on %2, the rack's other ports clean", "narrow.port_counters")},
        {"narrow.link_counters", QT_TRANSLATE_NOOP3("BackendText", "Switch counters: %1 flaps in the last hour on %2", "narrow.link_counters")},
        {"narrow.rack_alone", QT_TRANSLATE_NOOP3("BackendText", "Alone, %1 reaches %2 goodput (floor %3); it holds every step of the job back", "narrow.rack_alone")},
        {"narrow.xid_log", QT_TRANSLATE_NOOP3("BackendText", "Kernel log: XID %1 on host %2", "narrow.xid_log")},
        {"narrow.folded", QT_TRANSLATE_NOOP3("BackendText", "%1 identical events folded into this finding", "narrow.folded")},
        {"narrow.hang_port", QT_TRANSLATE_NOOP3("BackendText", "NCCL watchdog names the peer on %1; its port retrained at the same moment", "narrow.hang_port")},
        {"narrow.recovered_by", QT_TRANSLATE_NOOP3("BackendText", "Recovered: %1", "narrow.recovered_by")},
        {"narrow.imported", QT_TRANSLATE_NOOP3("BackendText", "From imported %1 (%2 ranks mapped to racks by host name)", "narrow.imported")},
        {"recovery.gpu_reset", QT_TRANSLATE_NOOP3("BackendText", "GPU reset, job resumed from its checkpoint", "recovery.gpu_reset")},
        {"recovery.port_retrain", QT_TRANSLATE_NOOP3("BackendText", "port retrained, job restarted", "recovery.port_retrain")},
        {"recovery.gpu_drained", QT_TRANSLATE_NOOP3("BackendText", "GPU drained and replaced by a spare, job resumed", "recovery.gpu_drained")},
        {"xid.memory_dbe", QT_TRANSLATE_NOOP3("BackendText", "memory (double-bit ECC)", "xid.memory_dbe")},
        {"xid.memory_retirement", QT_TRANSLATE_NOOP3("BackendText", "memory (page retirement or row remapping)", "xid.memory_retirement")},
        {"xid.memory_remap_failed", QT_TRANSLATE_NOOP3("BackendText", "memory (row remapping failed)", "xid.memory_remap_failed")},
        {"xid.nvlink", QT_TRANSLATE_NOOP3("BackendText", "NVLink error", "xid.nvlink")},
        {"xid.off_bus", QT_TRANSLATE_NOOP3("BackendText", "fell off the bus", "xid.off_bus")},
        {"xid.ecc_contained", QT_TRANSLATE_NOOP3("BackendText", "contained ECC error", "xid.ecc_contained")},
        {"xid.ecc_uncontained", QT_TRANSLATE_NOOP3("BackendText", "uncontained ECC error", "xid.ecc_uncontained")},
        {"xid.link_down", QT_TRANSLATE_NOOP3("BackendText", "NVLink link down", "xid.link_down")},
        {"xid.other", QT_TRANSLATE_NOOP3("BackendText", "other", "xid.other")},
        {"need.release_cluster", QT_TRANSLATE_NOOP3("BackendText", "release clusters into production", "need.release_cluster")},
        {"need.change_cluster", QT_TRANSLATE_NOOP3("BackendText", "change clusters (quarantine, expand)", "need.change_cluster")},
        {"need.import_cluster_evidence", QT_TRANSLATE_NOOP3("BackendText", "import cluster evidence", "need.import_cluster_evidence")},
        {"reason.release_cluster", QT_TRANSLATE_NOOP3("BackendText", "say why the cluster is ready (the reason goes into the audit log)", "reason.release_cluster")},
        {"reason.reject_release", QT_TRANSLATE_NOOP3("BackendText", "say why you turn the release down", "reason.reject_release")},
        {"reason.quarantine_rack", QT_TRANSLATE_NOOP3("BackendText", "say why the rack goes into quarantine", "reason.quarantine_rack")},
        {"reason.expand_cluster", QT_TRANSLATE_NOOP3("BackendText", "say why the cluster grows (the reason goes into the audit log)", "reason.expand_cluster")},
        {"audit.cluster_release_request", QT_TRANSLATE_NOOP3("BackendText", "Request the release of the cluster", "audit.cluster_release_request")},
        {"audit.cluster_release_confirm", QT_TRANSLATE_NOOP3("BackendText", "Confirm the release of the cluster", "audit.cluster_release_confirm")},
        {"audit.cluster_release_reject", QT_TRANSLATE_NOOP3("BackendText", "Turn the release of the cluster down", "audit.cluster_release_reject")},
        {"audit.cluster_release_requested", QT_TRANSLATE_NOOP3("BackendText", "Release requested (%1)", "audit.cluster_release_requested")},
        {"audit.cluster_released", QT_TRANSLATE_NOOP3("BackendText", "Released into production (%1, requested by %2)", "audit.cluster_released")},
        {"audit.cluster_release_rejected", QT_TRANSLATE_NOOP3("BackendText", "Release %1 turned down: %2", "audit.cluster_release_rejected")},
        {"audit.cluster_quarantine_of", QT_TRANSLATE_NOOP3("BackendText", "Quarantine %1", "audit.cluster_quarantine_of")},
        {"audit.cluster_quarantined", QT_TRANSLATE_NOOP3("BackendText", "%1 quarantined: %2", "audit.cluster_quarantined")},
        {"audit.cluster_expand", QT_TRANSLATE_NOOP3("BackendText", "Expand the cluster", "audit.cluster_expand")},
        {"audit.cluster_expanded", QT_TRANSLATE_NOOP3("BackendText", "Expanded by %1", "audit.cluster_expanded")},
        {"audit.cluster_evidence", QT_TRANSLATE_NOOP3("BackendText", "Imported %1 as cluster evidence: %2", "audit.cluster_evidence")},
        {"refusal.no_cluster", QT_TRANSLATE_NOOP3("BackendText", "no cluster %1", "refusal.no_cluster")},
        {"refusal.cluster_changed", QT_TRANSLATE_NOOP3("BackendText", "cluster %1 changed since you looked (revision %2 -> %3); look again", "refusal.cluster_changed")},
        {"refusal.cluster_released", QT_TRANSLATE_NOOP3("BackendText", "cluster %1 is already in production", "refusal.cluster_released")},
        {"refusal.release_pending", QT_TRANSLATE_NOOP3("BackendText", "a release requested by %1 is already waiting for its second approver", "refusal.release_pending")},
        {"refusal.release_gate", QT_TRANSLATE_NOOP3("BackendText", "the release gate is not met: %1", "refusal.release_gate")},
        {"refusal.no_release_request", QT_TRANSLATE_NOOP3("BackendText", "no pending release request %1", "refusal.no_release_request")},
        {"refusal.release_own", QT_TRANSLATE_NOOP3("BackendText", "you requested this release; a second, different approver must decide on it", "refusal.release_own")},
        {"refusal.cluster_rack_not_member", QT_TRANSLATE_NOOP3("BackendText", "rack %1 is not in cluster %2", "refusal.cluster_rack_not_member")},
        {"refusal.cluster_rack_quarantined", QT_TRANSLATE_NOOP3("BackendText", "rack %1 is already quarantined", "refusal.cluster_rack_quarantined")},
        {"refusal.cluster_of_one", QT_TRANSLATE_NOOP3("BackendText", "cluster %1 would be left with fewer than two racks; a cluster of one is no cluster", "refusal.cluster_of_one")},
        {"refusal.expand_no_racks", QT_TRANSLATE_NOOP3("BackendText", "name at least one rack to add", "refusal.expand_no_racks")},
        {"refusal.expand_twice", QT_TRANSLATE_NOOP3("BackendText", "rack %1 is named twice", "refusal.expand_twice")},
        {"refusal.cluster_expanding", QT_TRANSLATE_NOOP3("BackendText", "cluster %1 is already being expanded; wait until its new racks are certified", "refusal.cluster_expanding")},
        {"refusal.cluster_rack_unknown", QT_TRANSLATE_NOOP3("BackendText", "no rack %1 in the fleet", "refusal.cluster_rack_unknown")},
        {"refusal.cluster_rack_taken", QT_TRANSLATE_NOOP3("BackendText", "rack %1 is already in cluster %2", "refusal.cluster_rack_taken")},
        {"refusal.cluster_rack_other_site", QT_TRANSLATE_NOOP3("BackendText", "rack %1 is at site %2, the cluster at %3", "refusal.cluster_rack_other_site")},
        {"refusal.cluster_rack_not_validated", QT_TRANSLATE_NOOP3("BackendText", "rack %1 is not validated yet (it is in %2)", "refusal.cluster_rack_not_validated")},
        {"refusal.cluster_too_large", QT_TRANSLATE_NOOP3("BackendText", "a cluster holds at most %1 racks", "refusal.cluster_too_large")},
        {"refusal.evidence_empty", QT_TRANSLATE_NOOP3("BackendText", "the file is empty", "refusal.evidence_empty")},
        {"refusal.evidence_too_large", QT_TRANSLATE_NOOP3("BackendText", "the file is larger than %1 MiB", "refusal.evidence_too_large")},
        {"refusal.evidence_unreadable", QT_TRANSLATE_NOOP3("BackendText", "%1 could not be read: %2", "refusal.evidence_unreadable")},
        {"refusal.evidence_not_nccl", QT_TRANSLATE_NOOP3("BackendText", "not nccl-tests output of a collective (%1)", "refusal.evidence_not_nccl")},
        {"refusal.evidence_no_hosts", QT_TRANSLATE_NOOP3("BackendText", "the output names no hosts (no '# Using devices' lines), so its ranks cannot be mapped to racks", "refusal.evidence_no_hosts")},
        {"refusal.evidence_hosts", QT_TRANSLATE_NOOP3("BackendText", "hosts belong to no rack of cluster %2: %1", "refusal.evidence_hosts")},
        {"alert.cluster_certification_failed", QT_TRANSLATE_NOOP3("BackendText", "Cluster %1: certification failed", "alert.cluster_certification_failed")},
        {"alert.cluster_unattributed", QT_TRANSLATE_NOOP3("BackendText", "Cluster %1: burn-in interruption without a cause", "alert.cluster_unattributed")},
    };
    static const QHash<QString, Entry> kTemplates = [] {
        QHash<QString, Entry> byCode;
        for (const Entry &e : kEntries)
            byCode.insert(QLatin1StringView(e.code), e);
        return byCode;
    }();
    return kTemplates;
}

// Counts the changes of the application's translators (it hears of each as
// QEvent::LanguageChange), so texts cached per thread know when they are stale.
class LanguageWatch : public QObject
{
public:
    using QObject::QObject;
    static inline std::atomic<int> changes{-1};  // -1: not watching yet, so nothing is cached

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            changes.fetch_add(1, std::memory_order_release);
        return QObject::eventFilter(watched, event);
    }

    // The number of changes so far, or -1 while there is no watch (yet).
    static int current()
    {
        static std::once_flag installed;
        std::call_once(installed, [] {
            QCoreApplication *app = QCoreApplication::instance();
            if (!app)
                return;
            const auto install = [app] {
                app->installEventFilter(new LanguageWatch(app));
                changes.store(0, std::memory_order_release);
            };
            if (QThread::currentThread() == app->thread())
                install();
            else
                QMetaObject::invokeMethod(app, install, Qt::QueuedConnection);
        });
        return changes.load(std::memory_order_acquire);
    }
};

// Fills %1..%9 in one pass, so a parameter that contains "%2" stays as it is. Times are
// written in `zone` when one is given (a document in the site's time), else in the console's.
QString fill(const QString &pattern, const QList<TextParam> &params, const QTimeZone *zone = nullptr)
{
    if (!pattern.contains(QLatin1Char('%')))
        return pattern;
    QString out;
    out.reserve(pattern.size() + 16);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1) >= QLatin1Char('1')
            && pattern.at(i + 1) <= QLatin1Char('9')) {
            const qsizetype index = pattern.at(i + 1).unicode() - '1';
            if (index < params.size())
                out += zone ? BackendText::param(params.at(index), *zone) : BackendText::param(params.at(index));
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

// Most of a fleet's texts have no parameters ("Serving workloads"): such a text
// reads the same until the translators change, so each thread looks it up once
// per language, not once per rack, and hands out one shared string.
QString withoutParameters(const Entry &entry)
{
    thread_local QHash<const Entry *, QString> cache;
    thread_local int cachedFor = -1;
    const int language = LanguageWatch::current();
    if (language != cachedFor) {
        cache.clear();
        cachedFor = language;
    }
    if (const auto it = cache.constFind(&entry); it != cache.cend())
        return it.value();
    QString out = fill(QCoreApplication::translate("BackendText", entry.text.source, entry.text.code), {});
    if (language >= 0)
        cache.insert(&entry, out);
    return out;
}

} // namespace

QString BackendText::englishTemplate(const QString &code)
{
    const auto it = templates().constFind(code);
    return it == templates().constEnd() ? QString() : QString::fromUtf8(it.value().text.source);
}

int BackendText::countParameter(const QString &code)
{
    const auto it = templates().constFind(code);
    return it == templates().constEnd() ? 0 : it.value().count;
}

QStringList BackendText::codes()
{
    return templates().keys();
}

QString BackendText::param(const TextParam &param)
{
    switch (param.kind) {
    case TextParam::Kind::Id: return param.id;
    case TextParam::Kind::Integer: return QLocale().toString(param.integer);
    case TextParam::Kind::Quantity: return QuantityFormat::quantity(param.value, param.id, param.decimals);
    case TextParam::Kind::Time: return TimestampText::text(param.integer);
    case TextParam::Kind::Text: return param.text ? render(*param.text) : QString();
    case TextParam::Kind::Date: {
        const QDate date = QDate::fromString(param.id, Qt::ISODate);
        return date.isValid() ? TimestampText::date(date) : param.id;
    }
    }
    return {};
}

QString BackendText::param(const TextParam &param, const QTimeZone &zone)
{
    switch (param.kind) {
    case TextParam::Kind::Time: return TimestampText::inZone(param.integer, zone);
    case TextParam::Kind::Text: return param.text ? render(*param.text, zone) : QString();
    default: break;
    }
    return BackendText::param(param);
}

QString BackendText::render(const LocalizedText &text)
{
    return render(text, nullptr);
}

QString BackendText::render(const LocalizedText &text, const QTimeZone &zone)
{
    return render(text, &zone);
}

QString BackendText::render(const LocalizedText &text, const QTimeZone *zone)
{
    const auto it = templates().constFind(text.code);
    if (it == templates().constEnd())
        return text.english;
    const Entry &entry = it.value();
    if (text.params.isEmpty() && entry.count == 0)
        return withoutParameters(entry);
    // A count picks the plural form and fills %n; a count that is missing or
    // not an integer (a newer server's mistake) shows the backend's English.
    int n = -1;
    if (entry.count > 0) {
        const qsizetype at = entry.count - 1;
        if (at >= text.params.size() || text.params.at(at).kind != TextParam::Kind::Integer)
            return text.english;
        n = int(std::clamp<qint64>(text.params.at(at).integer, 0, std::numeric_limits<int>::max()));
    }
    const QString pattern = QCoreApplication::translate("BackendText", entry.text.source, entry.text.code, n);
    return fill(pattern, text.params, zone);
}

int BackendText::languageChanges()
{
    return LanguageWatch::current();
}

size_t qHash(const TextParam &param, size_t seed) noexcept
{
    seed = qHashMulti(seed, int(param.kind), param.id, param.integer, param.value, param.decimals);
    return param.text ? qHash(*param.text, seed) : seed;
}

size_t qHash(const LocalizedText &text, size_t seed) noexcept
{
    return qHashMulti(seed, text.code, text.english, qHashRange(text.params.cbegin(), text.params.cend()));
}

bool TextParam::operator==(const TextParam &other) const
{
    if (kind != other.kind || id != other.id || integer != other.integer || value != other.value
        || decimals != other.decimals || bool(text) != bool(other.text))
        return false;
    return !text || *text == *other.text;
}

} // namespace rackops
