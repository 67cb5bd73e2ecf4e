#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <ctime>
#include <stdexcept>

namespace rackops::sim {

const std::vector<Phrase::Entry> &Phrase::catalogue()
{
    // Codes are API: never change a code's meaning or its parameters; add a new code instead.
    static const std::vector<Entry> kCatalogue = {
        // Lifecycle steps (RackSummary.step_text).
        {"step.received", "Racked and cabled; waiting for the discovery window"},
        {"step.discovering", "Inventorying components through the BMC (%1 of %2)"},
        {"step.firmware_compute", "Flashing BMC, HMC and NIC firmware on compute tray %1 of %2"},
        {"step.firmware_switch", "Flashing NVSwitch firmware on switch tray %1 of %2"},
        {"step.firmware_power", "Updating power shelf and CDU controller firmware"},
        {"step.power_shelves", "Energising power shelves"},
        {"step.power_switches", "Bringing up NVLink switch trays"},
        {"step.power_compute", "Booting compute trays"},
        {"step.cooling_fill", "Filling and purging the coolant loop"},
        {"step.cooling_balance", "Balancing flow across compute trays"},
        {"step.cooling_load", "Holding full-rack load, checking delta-T and pressure"},
        {"step.validate_dcgm", "DCGM diagnostics, level 3, %1 GPUs"},
        {"step.validate_nccl", "NCCL all-reduce across the %1-GPU NVLink domain"},
        {"step.validate_workload", "Full-rack workload test against the fleet baseline"},
        {"step.validate_storage", "Storage read throughput per GPU"},
        {"step.awaiting_approval", "All criteria met; waiting for an operator to approve for production"},
        {"step.production", "Serving workloads"},
        {"step.remediating", "Remediating: %1"},
        {"step.needs_operator", "Needs an operator: %1"},
        {"step.maintenance", "Scheduled maintenance: tray service and reprovisioning"},
        {"step.quarantined", "Isolated pending investigation"},
        {"step.decommissioned", "Removed from service"},
        // Faults of a part (step and health texts); %1 is the part.
        {"fault.inventory_missing", "%1: missing from BMC inventory (no Redfish response)"},
        {"fault.flash_failed", "%1: BMC firmware flash failed (image verification error at %2)"},
        {"fault.switch_tray_down", "%1: switch tray did not come up (%n NVLink ports down)", "%1: switch tray did not come up (%n NVLink port down)", 2},
        {"fault.cdu_flow_low", "%1: flow %2 below setpoint %3 during commissioning"},
        {"fault.gpu_ecc", "%1 GPU %2: uncorrectable ECC errors in DCGM memory test"},
        {"fault.nvlink_busbw", "%1 port %2: NCCL all-reduce bus bandwidth %3 below baseline for messages of 1 GiB and more"},
        {"fault.thermal_throttle", "%1: thermal throttling in workload test, step rate %2 below fleet baseline"},
        {"fault.fatal", "%1: tray reported a fatal error"},
        {"fault.reflash_again", "%1: flash failed again (image verification error)"},
        {"fault.power_cycle_lost", "%1: did not come back after the power cycle"},
        {"part.status", "%1: %2"},
        {"part.whole_rack", "the rack"},
        // A part's own status (RackComponent.status_text): a fault's words without the part, see Phrase::partStatus.
        {"status.inventory_missing", "missing from BMC inventory (no Redfish response)"},
        {"status.flash_failed", "BMC firmware flash failed (image verification error at %1)"},
        {"status.switch_tray_down", "switch tray did not come up (%n NVLink ports down)", "switch tray did not come up (%n NVLink port down)", 1},
        {"status.cdu_flow_low", "flow %1 below setpoint %2 during commissioning"},
        {"status.gpu_ecc", "uncorrectable ECC errors in DCGM memory test"},
        {"status.nvlink_busbw", "NCCL all-reduce bus bandwidth %1 below baseline for messages of 1 GiB and more"},
        {"status.thermal_throttle", "thermal throttling in workload test, step rate %1 below fleet baseline"},
        {"status.fatal", "tray reported a fatal error"},
        {"status.reflash_again", "flash failed again (image verification error)"},
        {"status.power_cycle_lost", "did not come back after the power cycle"},
        {"status.psu_degraded", "PSU %1 degraded, shelf redundancy reduced"},
        {"status.replaced", "Replaced (RMA %1)"},
        {"status.replaced_pending", "Replaced (RMA pending)"},
        // Operations (Operation.message_text, RackSummary.active_operation_text).
        {"op.approving", "Approving for production: handing the rack to the workload scheduler"},
        {"op.validation_run", "Validation run %1: DCGM level %2, NCCL all-reduce, workload and storage tests"},
        {"op.rerun_validation", "Scheduling a new validation run"},
        {"op.reflash", "Reflashing firmware on %1"},
        {"op.reflash_all", "Reflashing firmware on every part"},
        {"op.power_cycle", "Power-cycling %1"},
        {"op.power_cycle_all", "Power-cycling every tray"},
        {"op.drain", "Draining workloads off the rack"},
        {"op.rma", "Replacing %1 (RMA)"},
        {"op.rma_any", "Replacing a tray (RMA)"},
        {"op.quarantine", "Isolating the rack"},
        {"op.return_to_service", "Returning the rack to service"},
        {"op.set_supply", "Setting the supply temperature to %1"},
        {"op.set_valve", "Setting the valve to %1"},
        {"op.set_pump", "Setting the pump to %1"},
        {"op.other", "Operator action"},
        {"op.in_progress", "%1 (%2)"},
        {"op.override_waiting", "Waiting for a second approver to confirm the override"},
        {"op.override_rejected", "Override turned down by %1: %2"},
        {"op.override_expired", "Override expired: nobody confirmed it in time"},
        {"op.override_withdrawn", "Override withdrawn: the rack changed before it was confirmed"},
        // Outcomes of finished operations.
        {"outcome.validation_finished_pass", "Validation run %1 finished: passed"},
        {"outcome.validation_finished_fail", "Validation run %1 finished: failed"},
        {"outcome.validation_finished_other", "Validation run %1 finished"},
        {"outcome.validation_lost", "The validation run was lost"},
        {"outcome.approved", "Approved; the rack accepts workloads"},
        {"outcome.validation_started", "Validation run started"},
        {"outcome.reflashed", "Firmware reflashed; bringing the rack up again"},
        {"outcome.power_cycled", "Trays power-cycled; bringing the rack up again"},
        {"outcome.drained", "Drained; the rack is in maintenance"},
        {"outcome.replaced", "Tray replaced; the rack is back in discovery"},
        {"outcome.quarantined", "Quarantined"},
        {"outcome.returned", "Returned to service; the rack is back in discovery"},
        {"outcome.supply_applied", "Supply temperature setpoint applied"},
        {"outcome.valve_applied", "Valve position applied"},
        {"outcome.pump_applied", "Pump speed applied"},
        {"outcome.nothing_to_do", "nothing to do"},
        // Leak detectors and cooling readings (LeakDetector.location_text, CoolingSample.health_reason_text).
        {"location.cdu_drip_tray", "CDU drip tray"},
        {"location.cold_plate", "Compute tray %1, cold plate manifold"},
        {"cooling.leak_at", "Leak at %1"},
        {"cooling.leak_at_detector", "Leak at %1 (%2)"},
        {"leak.power_cut_soon", "Leak at %1 (%2): power is cut in seconds"},
        {"leak.power_cut", "Leak at %1 (%2): power cut by the CDU float switch"},
        {"leak.shutdown_pending", "Leak at %1 (%2): graceful shutdown pending"},
        {"leak.shutdown_running", "Leak at %1 (%2): graceful shutdown under way"},
        {"cooling.moisture_at", "Moisture at %1"},
        {"cooling.valve_stuck", "Valve not following its setpoint"},
        {"cooling.supply_above", "Supply %1 > %2"},
        {"cooling.supply_below", "Supply %1 < %2"},
        {"cooling.return_above", "Return %1 > %2"},
        {"cooling.return_below", "Return %1 < %2"},
        {"cooling.delta_t_above", "Delta-T %1 > %2"},
        {"cooling.delta_t_below", "Delta-T %1 < %2"},
        {"cooling.flow_above", "Flow %1 > %2"},
        {"cooling.flow_below", "Flow %1 < %2"},
        {"cooling.delta_p_above", "Delta-P %1 > %2"},
        {"cooling.delta_p_below", "Delta-P %1 < %2"},
        // Alert titles and details (Alert.summary_text, Alert.details_text).
        {"alert.cooling_stale", "Cooling data stale: its Redfish CDU does not answer"},
        {"alert.leak_detected", "Leak detected at %1"},
        {"alert.moisture", "Moisture at %1"},
        {"alert.detector_at", "%1 (%2)"},
        {"alert.supply_high", "Supply above its limit"},
        {"alert.supply_low", "Supply below its limit"},
        {"alert.return_high", "Return above its limit"},
        {"alert.return_low", "Return below its limit"},
        {"alert.delta_t_high", "Delta-T above its limit"},
        {"alert.delta_t_low", "Delta-T below its limit"},
        {"alert.flow_high", "Flow above its limit"},
        {"alert.flow_low", "Flow below its limit"},
        {"alert.delta_p_high", "Delta-P above its limit"},
        {"alert.delta_p_low", "Delta-P below its limit"},
        {"alert.validation_failed", "Validation failed"},
        {"alert.rack_failed", "Rack failed"},
        {"alert.rack_stuck", "Rack stuck in %1"},
        {"alert.usually_at_most", "Usually at most %1"},
        {"alert.operation_failed", "Operation failed"},
        // The current value of an alert's condition (Alert.current_value_text).
        {"value.reading", "%1"},
        {"value.critical", "Critical"},
        {"value.warning", "Warning"},
        {"value.fail", "FAIL"},
        {"value.failed", "FAILED"},
        {"value.operation_failed", "FAILED"},
        {"value.stale", "stale"},
        {"value.never_read", "never read"},
        {"value.in_stage", "%1 in stage"},
        {"alert.replication_behind", "Replication of %1 from %2 to %3 is %4 behind (SLO %5)"},
        // The default shift names (Shift.name_text); a site's own names go verbatim.
        {"shift.early", "Early"},
        {"shift.late", "Late"},
        {"shift.night", "Night"},
        // Lifecycle stages and health as parameters ("Rack stuck in %1").
        {"stage.received", "received"},
        {"stage.discovering", "discovering"},
        {"stage.firmware_update", "firmware update"},
        {"stage.power_on", "power on"},
        {"stage.cooling_commissioning", "cooling commissioning"},
        {"stage.validating", "validating"},
        {"stage.awaiting_approval", "awaiting approval"},
        {"stage.production", "production"},
        {"stage.remediation", "remediation"},
        {"stage.failed", "failed"},
        {"stage.maintenance", "maintenance"},
        {"stage.quarantined", "quarantined"},
        {"stage.decommissioned", "decommissioned"},
        {"stage.unknown", "unknown"},
        {"health.ok", "OK"},
        {"health.caution", "caution"},
        {"health.critical", "critical"},
        {"health.unknown", "unknown"},
        // Approval criteria (ApprovalCriterion.*_text).
        {"criterion.dcgm", "DCGM diagnostics, level 3"},
        {"criterion.nccl", "NCCL all-reduce bus bandwidth"},
        {"criterion.workload", "Full-rack workload throughput"},
        {"criterion.firmware", "Firmware as expected on every part"},
        {"criterion.cooling", "Cooling stable under full-rack load"},
        {"criterion.no_critical", "No open leak or critical alert"},
        {"criterion.not_run", "not run"},
        {"criterion.value", "%1"},
        {"criterion.gpus_pass", "%1 of %2 GPUs pass"},
        {"criterion.all_gpus_pass", "all %1 GPUs pass"},
        {"criterion.at_least_of_baseline", "at least %1 (%2 of baseline)"},
        {"criterion.of_fleet_baseline", "%1 of fleet baseline"},
        {"criterion.at_least_of_fleet_baseline", "at least %1 of fleet baseline"},
        {"criterion.parts_of", "%1 of %n parts", "%1 of %n part", 2},
        {"criterion.all_parts", "all parts"},
        {"criterion.swing", "delta-T swing %1"},
        {"criterion.at_most", "at most %1"},
        {"criterion.open", "%1 open"},
        {"criterion.open_named", "%n open: %2", "%n open: %2", 1},
        {"criterion.critical_part", "%1 critical"},
        {"criterion.open_alerts", "Alerts %1"},
        {"criterion.in_run", "%1 (run %2)"},
        {"criterion.imported_run", "%1 in imported run %2"},
        {"criterion.imported_collective", "%1: %2 in imported run %3"},
        {"list.comma", "%1, %2"},
        // Replication causes (ReplicationPairStatus.health_reason_text).
        {"replication.target_unreachable", "region %1 unreachable"},
        {"replication.source_unreachable", "source region %1 unreachable"},
        {"replication.link_slow", "link throughput %1 of normal"},
        {"replication.failing", "%1 of replication operations failing"},
        // Refusals of mutating calls (StatusDetails in the error, see Refusal).
        {"refusal.stale", "the rack changed since you looked (revision %1 -> %2): it is now in %3, health %4"},
        {"refusal.stale_running", "the rack changed since you looked (revision %1 -> %2): it is now in %3, health %4, running: %5"},
        {"refusal.not_awaiting_approval", "the rack is in %1; only racks awaiting approval can be approved"},
        {"refusal.operation_running", "an operation is running on the rack: %1"},
        {"refusal.operation_already_running", "an operation is already running on the rack: %1"},
        {"refusal.own_override", "you requested this override; a second, different approver must decide on it"},
        {"refusal.not_in_stage", "cannot %1 while the rack is in %2"},
        {"refusal.drain_production_only", "cannot drain while the rack is in %1; only racks in production can be drained"},
        {"refusal.drain_first", "cannot %1 while the rack is in %2; drain the rack first"},
        {"refusal.rma_stage", "cannot replace a tray (RMA) while the rack is in %1; a tray is replaced in remediation, failed, maintenance or quarantine"},
        {"refusal.return_stage", "cannot return to service while the rack is in %1; only quarantined, failed or maintenance racks return to service"},
        {"refusal.not_implemented", "this backend cannot %1 yet"},
        {"refusal.no_such_part", "the rack has no part %1"},
        {"refusal.one_part", "name exactly one part to replace"},
        {"refusal.valve_range", "the valve position must be from 0 to 100 %"},
        {"refusal.pump_range", "the pump speed must be from 0 to 100 %"},
        {"refusal.supply_range", "the supply temperature setpoint must be from 15 to 45 °C"},
        // Remediation actions as parameters of refusals.
        {"action.rerun_validation", "re-run validation"},
        {"action.reflash_firmware", "reflash firmware"},
        {"action.power_cycle_trays", "power-cycle trays"},
        {"action.drain", "drain"},
        {"action.rma_tray", "replace a tray (RMA)"},
        {"action.quarantine", "quarantine"},
        {"action.return_to_service", "return to service"},
        {"action.cooling_setpoint", "change a cooling setpoint"},
        {"action.valve_position", "change the valve position"},
        {"action.pump_speed", "change the pump speed"},
        {"action.unknown", "an unknown action"},
        // Who calls and what their role allows (Caller, CertificateIdentity, MutationGuard).
        {"identity.no_certificate", "no client certificate"},
        {"identity.certificate_unreadable", "the client certificate could not be read"},
        {"identity.subject_unreadable", "the client certificate's subject could not be read as text"},
        {"identity.common_names", "the client certificate has %1 common names (CN); exactly one is needed"},
        {"identity.cn_empty", "the client certificate's common name (CN) is empty"},
        {"identity.cn_too_long", "the client certificate's common name (CN) is %1 bytes long; at most %2 are allowed"},
        {"identity.cn_control", "the client certificate's common name (CN) contains control characters"},
        {"identity.several_units", "the client certificate has %1 organisational units (OU); at most one, the role, is allowed"},
        {"identity.no_header", "no identity: this demo backend needs the x-rackops-user header (vera, omar, anna, ben or ada)"},
        {"identity.unknown_user", "unknown user \"%1\""},
        {"refusal.role_needed", "%1 may not %2: that needs the %3 role"},
        {"role.viewer", "viewer"},
        {"role.operator", "operator"},
        {"role.approver", "approver"},
        {"role.admin", "admin"},
        {"role.unknown", "unknown"},
        {"need.approve", "approve racks for production"},
        {"need.decide_override", "decide on overrides"},
        {"need.remediate", "remediate racks"},
        {"need.start_validation", "start validation runs"},
        {"need.import_validation", "import validation results"},
        {"need.change_alerts", "change alerts (%1)"},
        {"need.silence_alerts", "silence alerts"},
        {"need.end_silences", "end silences"},
        {"need.write_notes", "write handover notes"},
        {"need.sign_off", "sign off a handover"},
        {"need.change_slo", "change a replication SLO"},
        {"reason.take_over", "say why you take the alert over (comment)"},
        {"reason.resolve", "say what resolved it"},
        {"reason.silence", "a silence needs a reason"},
        {"reason.reject_override", "say why you turn the override down"},
        {"reason.remediate", "say why (the reason goes into the audit log)"},
        {"reason.validation", "say why (the reason goes into the run and the audit log)"},
        // Request limits and idempotency keys (RequestLimits, IdempotencyStore).
        {"limits.too_long", "%1 is %n bytes; at most %3 are allowed", "%1 is %n byte; at most %3 are allowed", 2},
        {"limits.nanos", "%1 has nanos out of range"},
        {"limits.years", "%1 must lie between the years %2 and %3"},
        {"limits.ten_years", "%1 must be shorter than ten years"},
        {"limits.too_deep", "%1 is nested too deeply"},
        {"limits.request_too_deep", "the request is nested too deeply"},
        {"limits.too_many", "%1 has %n entries; at most %3 are allowed", "%1 has %n entry; at most %3 are allowed", 2},
        {"limits.bad_enum", "%1 is %2, which is no %3"},
        {"limits.page_size", "%1 must be between 0 and %2"},
        {"refusal.key_required", "idempotency_key is required for %1"},
        {"refusal.key_reused", "idempotency_key %1 was already used for another request"},
        {"refusal.rate_limited", "too many changes from %1: at most %2 a minute; wait a moment and send it again"},
        // Alerts and silences (AlertBook, AlertSilences).
        {"refusal.no_alert", "no alert %1"},
        {"refusal.alert_resolved", "%1 is already resolved"},
        {"refusal.alert_owned", "%1 is owned by %2; take it over (with a reason) if you mean to"},
        {"refusal.too_many_comments", "%1 has %2 comments, the most an alert keeps; write a handover note instead"},
        {"refusal.comment_empty", "a comment needs text"},
        {"refusal.no_silence", "no silence %1"},
        {"refusal.silence_ended", "%1 has already ended"},
        {"refusal.silence_matches_nothing", "a silence must match something: name a rack, site, bucket, source, severity or condition"},
        {"refusal.silence_expiry_past", "a silence needs an expiry in the future"},
        {"refusal.silence_too_long", "a silence may last at most 7 days"},
        // Validation runs and imports; overrides.
        {"refusal.no_rack", "no rack with id %1"},
        {"refusal.dcgm_level", "DCGM level must be 1 to 4 (0 = 3)"},
        {"refusal.validation_in_production", "the rack is in production; drain it before a validation run takes its GPUs"},
        {"refusal.validation_bring_up", "the rack is in %1; the lifecycle controller runs validation itself during bring-up"},
        {"refusal.file_empty", "the file is empty"},
        {"refusal.file_too_large", "the file is larger than 16 MiB"},
        {"refusal.override_pending", "an override request by %1 is already pending for this rack; confirm or reject it instead"},
        {"refusal.justification_short", "an override needs a written justification of at least %1 characters"},
        {"refusal.no_override", "no override request %1"},
        {"refusal.rack_gone", "the rack is gone"},
        // Replication SLOs (ReplicationServiceImpl).
        {"refusal.no_bucket", "no bucket %1"},
        {"refusal.slo_range", "the SLO must be from 1 minute to 24 hours"},
        {"refusal.bucket_changed", "bucket %1 changed: its settings are at revision %2, the request was decided on %3"},
        {"refusal.slo_not_stored", "the new SLO could not be stored; nothing changed"},
        // Handover notes and sign-off (HandoverServiceImpl); %1 of a shift is shift.of_day.
        {"shift.of_day", "%1 shift of %2"},
        {"refusal.no_shift", "no shift %1"},
        {"refusal.shift_not_started", "the %1 has not started yet"},
        {"refusal.shift_ended", "the %1 ended more than 24 hours ago; add the note to the current shift"},
        {"refusal.note_empty", "a note needs text"},
        {"refusal.handover_signed_note", "the handover of the %1 is already signed off; add the note to the current shift"},
        {"refusal.already_signed", "already signed off by %1"},
        {"refusal.sign_off_too_early", "too early: a handover can be signed off from one hour before the shift ends"},
        {"refusal.own_handover", "you acted in this shift: nobody signs off their own handover"},
        {"refusal.handover_changed", "the handover changed since you read it (a note was added); read it again before signing off"},
        {"refusal.note_not_stored", "the note was not stored: %1"},
        {"refusal.sign_off_not_stored", "the sign-off was not stored: %1"},
        // Validation suite summaries (SuiteResult.summary_text).
        {"validation.gpus_fail", "%1 of %n GPUs FAIL %3", "%1 of %n GPU FAIL %3", 2},
        {"validation.test_fail", "%1 FAIL"},
        {"validation.test_fail_because", "%1 FAIL: %2"},
        {"validation.tests_warn", "%n tests, some below the baseline margin", "%n test, below the baseline margin", 1},
        {"validation.tests_pass", "%n tests pass", "%n test passes", 1},
        {"validation.tests_pass_on", "%1 tests pass on %2 GPUs"},  // sent before tests_pass_on_gpus; kept for their runs
        {"validation.nccl_busbw", "avg bus bandwidth %1"},
        {"validation.nccl_busbw_baseline", "avg bus bandwidth %1 (%2 of baseline %3)"},
        // The handover's own lines (HandoverReport).
        {"handover.blocking", "%1: %2"},
        {"handover.override_expiry", "Four-eyes override request for %1"},
        {"handover.silence_expiry", "Silence on %1: %2"},
        // Refusals of overrides and of read-only requests (bad page token, history range).
        {"refusal.not_overridable", "a failed criterion cannot be overridden: %1"},
        {"refusal.override_not_pending", "the override request is no longer pending (%1)"},
        {"override_state.confirmed", "confirmed"},
        {"override_state.rejected", "turned down"},
        {"override_state.expired", "expired"},
        {"override_state.withdrawn", "withdrawn"},
        {"override_state.unknown", "unknown"},
        {"criterion.unmet", "%1 %2 (needs %3)"},
        {"list.then", "%1; %2"},
        {"request.page_size_negative", "page_size must not be negative"},
        {"request.bad_page_token", "page_token is not one this server gave out"},
        {"request.rack_id_required", "rack_id is required"},
        {"request.shift_range", "from must be before to, at most 8 weeks apart"},
        {"request.no_shift_yet", "no shift %1 up to now"},
        {"request.future", "that time is in the future"},
        {"request.no_operation", "no operation %1"},
        {"request.no_run", "no validation run with id %1"},
        {"request.no_replication", "no replication of bucket %1 from %2 to %3"},
        {"request.max_transitions", "max_transitions must be from 0 to 1000"},
        {"request.shutting_down", "server shutting down"},
        {"request.range_order", "from must be before to"},
        {"request.range_too_long", "the range may be at most 7 days"},
        {"request.max_points", "max_points must be from 0 to 10000"},
        // Imported artifacts (ArtifactParseResult): what the file looked like (ArtifactImportFailure.detected_format_text).
        {"format.empty", "empty"},
        {"format.too_large", "too large"},
        {"format.unknown", "not a known tool output"},
        {"format.not_json", "not JSON"},
        {"format.invalid_json", "invalid JSON"},
        {"format.json_not_dcgm", "JSON, not a DCGM diagnostic"},
        {"format.nccl_output", "nccl-tests output"},
        {"format.not_nccl", "not nccl-tests output"},
        {"format.nccl_collective_unknown", "nccl-tests output, collective not stated"},
        {"format.dcgm_text", "dcgmi plain text (%1)"},
        {"format.not_dcgm_text", "not dcgmi plain text"},
        // What the parsers could not read or skipped (ArtifactIssue.message_text); tool output quoted as %-ids.
        {"artifact.more_like_above", "and %n more like the above", "and %n more like the above", 1},
        {"artifact.too_large", "the file has %1 bytes; at most %2 (16 MiB) are accepted"},
        {"artifact.unknown_tool", "expected `dcgmi diag` output (JSON with -j, or its \"| Diagnostic | Result |\" table) or the output of an nccl-tests *_perf binary (\"# nThread ...\" header and table)"},
        {"artifact.unknown_status", "unknown status \"%1\" read as FAIL"},
        {"artifact.expected_gpu_ids_found", "expected GPU ids like \"0,1,2\", found \"%1\""},
        {"artifact.expected_gpu_ids", "expected GPU ids like \"0,1,2\" or a number"},
        {"artifact.result_without_entity", "result without \"gpu_id\", \"gpu_ids\" or \"entity_id\"; kept for the whole test"},
        {"artifact.expected_whole_number", "expected a non-negative whole number"},
        {"artifact.result_needs_status", "missing: every result needs a status"},
        {"artifact.expected_status_string", "expected a string like \"Pass\""},
        {"artifact.entity_twice", "%1 has more than one result in this test; the worst is kept"},
        {"artifact.test_needs_name", "missing: every test needs a name"},
        {"artifact.null_result", "null result skipped"},
        {"artifact.expected_result_object", "expected a result object"},
        {"artifact.expected_results", "expected a list of results"},
        {"artifact.test_no_results", "test \"%1\" has no results; read as NOT_RUN"},
        {"artifact.diag_did_not_run", "the diagnostic did not run: %1"},
        {"artifact.expected_categories", "missing: expected a list of test categories"},
        {"artifact.null_category", "null test category skipped"},
        {"artifact.expected_category", "expected a category with a list of tests"},
        {"artifact.null_test", "null test skipped"},
        {"artifact.expected_test_object", "expected a test object"},
        {"artifact.no_tests", "no tests found"},
        {"artifact.version_mismatch", "version %1 in a %2 document"},
        {"artifact.nccl_not_dcgm", "this is nccl-tests output, not dcgmi diag; import it as nccl"},
        {"artifact.no_json", "no JSON object found; expected the output of `dcgmi diag -j` or its plain-text table"},
        {"artifact.text_before_json", "text before the JSON skipped (lines 1 to %1)"},
        {"artifact.text_after_json", "text after the JSON skipped"},
        {"artifact.invalid_json", "invalid JSON: %1"},
        {"artifact.not_dcgm_object", "expected an object \"DCGM Diagnostic\" (DCGM 4.x) or \"DCGM GPU Diagnostic\" (DCGM 3.x)"},
        {"artifact.both_shapes", "both DCGM shapes present; the 4.x one is read"},
        {"artifact.too_many_values", "too many values to locate them all: some issues lack a line, and duplicate keys past the first million values are not detected"},
        {"artifact.duplicate_key_refused", "duplicate key; refusing to guess which value holds"},
        {"artifact.duplicate_key_last", "duplicate key; the last value is used"},
        {"artifact.expected_gpu_numbers", "expected GPU numbers like \"0, 1\", found \"%1\""},
        {"artifact.unknown_result", "unknown result \"%1\" read as FAIL"},
        {"artifact.message_before_test", "message before any test skipped"},
        {"artifact.row_not_understood", "row \"%1\" not understood; skipped"},
        {"artifact.test_no_result", "no result for this test; read as NOT_RUN"},
        {"artifact.text_no_tests", "this is dcgmi plain text but it lists no tests; expected rows like \"| PCIe | Pass |\""},
        {"artifact.no_table", "no \"| Diagnostic | Result |\" table found; expected the output of `dcgmi diag -r N`"},
        {"artifact.expected_oob", "expected \"N OK\" or \"N FAILED\""},
        {"artifact.expected_number", "expected a number, found \"%1\""},
        {"artifact.expected_deviation", "expected a deviation like 0e+00, found \"%1\""},
        {"artifact.expected_wrong_count", "expected a count of wrong values, found \"%1\""},
        {"artifact.expected_columns", "expected %n columns (%2, then %3 out-of-place and in-place), found %4", "expected %n column (%2, then %3 out-of-place and in-place), found %4", 1},
        {"artifact.expected_size", "expected a size in bytes, found \"%1\""},
        {"artifact.expected_count", "expected an element count, found \"%1\""},
        {"artifact.expected_rank", "expected a rank number, found \"%1\""},
        {"artifact.named_mismatch", "the output names %1 but its table does not look like one"},
        {"artifact.no_collective", "the table fits no nccl-tests collective (reduction op, root and bus bandwidth factor disagree)"},
        {"artifact.either", "%1 or %2"},
        {"artifact.which_collective", "this is the output of %1; the output does not say which. Name the file after the test (e.g. %2.txt) to import it"},
        {"artifact.which_collective_single_rank", "this is the output of %1; the output does not say which. Name the file after the test (e.g. %2.txt) to import it. Note: every process saw a single rank (nranks 1), so this run never tested the fabric"},
        {"artifact.no_nccl_header", "no nccl-tests header (\"# nThread ...\") or result table found"},
        {"artifact.crashed_at", "%1; the run crashed at line %2: \"%3\""},
        {"artifact.no_rows", "no result rows: the test did not get to its first size"},
        {"artifact.no_average", "missing: the output ends before \"# Avg bus bandwidth\""},
        {"artifact.failure_after_results", "the output reports a failure after its results: \"%1\""},
        {"artifact.no_oob", "missing: the out-of-bounds check was not reported"},
        {"artifact.unchecked_rows", "N/A on %n rows: the data was not checked (-c 0); those rows are WARN", "N/A on %n row: the data was not checked (-c 0); that row is WARN", 1},
        {"artifact.unmeasured", "%n figures are N/A and left at 0", "%n figure is N/A and left at 0", 1},
        {"artifact.error_is_deviation", "nccl-tests before 2.13: the error column is the largest deviation, not a count; correctness is judged by the out-of-bounds line"},
        {"artifact.ranks_from_ratio", "no \"# Rank\" lines or NCCL INFO nranks; %n ranks from the busbw/algbw factor", "no \"# Rank\" lines or NCCL INFO nranks; %n rank from the busbw/algbw factor", 1},
        {"artifact.ranks_from_header", "no \"# Rank\" lines or NCCL INFO nranks; ranks taken as nThread x nGpus = %1"},
        {"artifact.rows_sorted", "rows were not in ascending size; sorted"},
        {"artifact.in_place_differs", "differs from out-of-place by over 25% at %n sizes from 1 MiB, first at %2 B", "differs from out-of-place by over 25% at %n size from 1 MiB, at %2 B", 1},
        // Summaries of imported DCGM and NCCL suites (SuiteResult.summary_text); counts are %n, see Entry.
        {"summary.then", "%1; %2"},
        {"summary.nccl_alone", "not a fabric test: %n processes each ran alone (nranks 1; nccl-tests built without MPI?)", "not a fabric test: %n process ran alone (nranks 1; nccl-tests built without MPI?)", 1},
        {"summary.nccl_single_rank", "not a fabric test: a single rank (nranks 1)"},
        {"summary.nccl_sizes_fail", "%1 of %n sizes FAIL #wrong", "%1 of %n size FAIL #wrong", 2},
        {"summary.nccl_oob_failed", "out-of-bounds values FAILED"},
        {"summary.nccl_average_failed", "avg busbw below the -a check, FAILED"},
        {"summary.nccl_in_place", "in-place vs out-of-place busbw differ by over 25% at %n sizes (first %2 B)", "in-place vs out-of-place busbw differ by over 25% at %n size (first %2 B)", 1},
        {"summary.nccl", "%1 avg busbw %2 over %3, %4"},
        {"count.ranks", "%n ranks", "%n rank", 1},
        {"count.sizes", "%n sizes", "%n size", 1},
        {"count.tests", "%n tests", "%n test", 1},
        {"count.gpus", "%n GPUs", "%n GPU", 1},
        {"summary.dcgm_pass", "%n of %n GPUs PASS %2", "%n of %n GPU PASS %2", 1},
        {"summary.gpus_of", "%1 of %n GPUs %3", "%1 of %n GPU %3", 2},
        {"summary.verdict_in", "%1 %2"},
        {"summary.and_more", "%1 and %n more", "%1 and %n more", 2},
        {"summary.tool_error", "%1 (the diagnostic failed, not the GPU)"},
        {"verdict.pass", "PASS"},
        {"verdict.warn", "WARN"},
        {"verdict.fail", "FAIL"},
        {"verdict.skip", "SKIP"},
        {"verdict.not_run", "NOT_RUN"},
        {"verdict.tool_error", "TOOL_ERROR"},
        {"verdict.unspecified", "UNSPECIFIED"},
        {"validation.tests_pass_on_gpus", "%1 on %2"},
        // Audit-log details (AuditEntry.details_text); what people wrote goes in as %-ids.
        {"audit.refused", "%1: %2"},
        {"audit.acknowledged", "Acknowledged"},
        {"audit.acknowledged_with", "Acknowledged: %1"},
        {"audit.took_over", "Took over from %1: %2"},
        {"audit.comment", "Comment: %1"},
        {"audit.resolved", "Resolved: %1"},
        {"audit.silence_until", "Silence until %1"},
        {"audit.silence_ended", "Silence ended by hand"},
        {"audit.silence_expired", "Silence reached its expiry"},
        {"audit.validation_run", "validation run"},
        {"audit.import_of", "import of %1"},
        {"audit.approved", "Approved: every criterion passes"},
        {"audit.gate_not_met", "Gate not met: %1"},
        {"audit.override_requested", "Override requested despite: %1"},
        {"audit.override_turned_down", "Override turned down: %1"},
        {"audit.override_confirmed", "Override confirmed (requested by %1)"},
        {"audit.override_withdrawn", "Override %1 withdrawn: the rack changed"},
        {"audit.imported", "Imported %1 (%2, sha256 %3) as run %4: %5"},
        {"audit.note", "Note: %1"},
        {"audit.signed_off", "Handover signed off"},
        {"audit.slo", "SLO %1 for %2"},
        {"audit.slo_all_pairs", "all pairs"},
        {"audit.slo_pairs_into", "pairs into %1"},
        // Why a rack entered a stage (LifecycleEvent.reason_text); what a person wrote goes in as an id.
        {"history.delivered", "Delivered to the dock"},
        {"history.stage_completed", "Stage completed"},
        {"history.nvlink_investigation", "Repeated NVLink errors under investigation"},
        {"history.approved", "Approved for production"},
        {"history.validation_rerun", "Validation re-run"},
        {"history.reflashed", "Firmware reflashed"},
        {"history.power_cycled", "Trays power-cycled"},
        {"history.drained", "Drained"},
        {"history.tray_replaced", "Tray replaced, bringing the rack up again"},
        {"history.quarantined", "Quarantined"},
        {"history.returned", "Returned to service"},
        {"history.remediation_cleared", "Remediation cleared: %1"},
        {"history.remediation_not_cleared", "Remediation did not clear: %1"},
        {"history.because", "%1 (%2)"},
        // The leak reaction within a stage (LifecycleEvent.within_stage): %1 where, %2 the detector.
        {"history.leak_tripped", "Leak at %1 (%2): detector reads Critical, leak reaction started"},
        {"history.leak_shutdown", "Leak at %1 (%2): graceful shutdown, workloads drained"},
        {"history.leak_power_cut", "Leak at %1 (%2): power cut by the CDU float switch, workloads stopped"},
        {"history.leak_returned", "Leak at %1 (%2) dried and cleared: returned to service"},
        {"history.leak_cleared", "Leak at %1 (%2) dried and cleared: the rack resumes its stage"},
        // Why a validation run was run, where the simulator says it (ValidationRun.reason_text).
        {"run.lifecycle", "Lifecycle validation"},
        {"run.lifecycle_fault", "Lifecycle validation (stopped at a fault)"},
        {"run.lifecycle_left", "Lifecycle validation (stopped: the rack left validation)"},
        {"run.imported_from", "Imported from %1"},
        // The tool of an imported DCGM run (SuiteResult.tool_version_text); versions go in verbatim.
        {"tool.dcgm", "DCGM %1"},
        {"tool.dcgm_driver", "DCGM %1, driver %2"},
        {"tool.version_not_stated", "(version not stated)"},
        {"tool.and", "%1, %2"},
        // Multi-rack clusters (ClusterService): statuses, certification, findings, burn-in, release.
        {"cluster.floor_source", "%1 over %2, %3, %4: baseline %5; the floor keeps %6 of it"},
        {"cluster.floor_source_diagnostics", "DCGM level 3 on every GPU of the rack: every test must pass"},
        {"cluster.result.below_floor", "%1 below the floor %2 (%3)"},
        {"cluster.result.untested", "not tested: %1 could not take part"},
        {"cluster.result.quarantined", "not tested any more: %1 is quarantined"},
        {"cluster.result.imported_pass", "Imported from %1: %2, floor %3"},
        {"cluster.result.imported_below", "Imported from %1: %2 below the floor %3"},
        {"cluster.status.forming", "Forming: %1 of %2 SuperNIC ports up"},
        {"cluster.status.certifying", "Certifying: %1 of %2 checks done"},
        {"cluster.status.certification_failed", "Certification failed: %1"},
        {"cluster.status.certification_untested", "Certification incomplete: %1 not tested"},
        {"cluster.status.expanding", "Expanding by %1: %2 of %3 checks done"},
        {"cluster.status.burn_in", "Burn-in day %1 of %2"},
        {"cluster.status.burn_in_failed", "Burn-in failed: %1"},
        {"cluster.status.awaiting_release", "Certified and burned in; waiting for release"},
        {"cluster.status.release_pending", "Release requested by %1; waiting for a second approver"},
        {"cluster.status.production", "In production"},
        {"cluster.status.degraded", "Degraded: %1 quarantined"},
        {"cluster.verdict.pass", "passed"},
        {"cluster.verdict.fail", "failed"},
        {"cluster.verdict.running", "running"},
        {"cluster.verdict.pending", "not started"},
        {"cluster.verdict.not_tested", "not tested"},
        {"cluster.criterion.racks", "Every rack approved on its own"},
        {"cluster.criterion.of_racks", "%1 of %2 racks"},
        {"cluster.criterion.all_racks", "all %1 racks"},
        {"cluster.criterion.not_approved", "not approved: %1"},
        {"cluster.criterion.certification", "Certification as a system"},
        {"cluster.criterion.every_cell", "every category passes at every scale"},
        {"cluster.criterion.untested", "Nothing untested"},
        {"cluster.criterion.untested_named", "untested: %1"},
        {"cluster.criterion.none", "none"},
        {"cluster.criterion.burn_in", "Burn-in"},
        {"cluster.criterion.burn_in_rule", "goodput at least %1, every interruption attributed and recovered"},
        {"cluster.criterion.quarantine", "No rack quarantined"},
        {"cluster.criterion.quarantined_named", "quarantined: %1"},
        {"cluster.event.formed", "Formed from %1 racks"},
        {"cluster.event.certification_started", "Certification started (attempt %1)"},
        {"cluster.event.certification_failed", "Certification failed: %1"},
        {"cluster.event.burn_in_started", "Certification passed; burn-in started"},
        {"cluster.event.burn_in_passed", "Burn-in passed: %1"},
        {"cluster.event.release_requested", "Release requested: %1"},
        {"cluster.event.release_rejected", "Release turned down: %1"},
        {"cluster.event.released", "Released into production (requested by %1, confirmed by %2)"},
        {"cluster.event.quarantined", "%1 quarantined: %2"},
        {"cluster.event.expanding", "Expansion by %1: %2"},
        {"cluster.event.expansion_certified", "The new racks are certified with the cluster"},
        {"burnin.pending", "Starts when certification passes"},
        {"burnin.running", "Day %1 of %2: goodput %3 so far"},
        {"burnin.pass", "Goodput %1 at or above the floor %2; all %3 interruptions attributed and recovered"},
        {"burnin.goodput_low", "Goodput %1 below the floor %2"},
        {"burnin.unattributed", "An interruption has no cause found"},
        {"burnin.unrecovered", "An interruption has not recovered"},
        {"burnin.interrupted", "Job interrupted: %1"},
        {"burnin.interrupted_unattributed", "Job interrupted; cause not found yet"},
        {"finding.nic_below_floor", "%1: cross-rack %2 at %3, below its floor %4"},
        {"finding.link_flapping", "%1: link flapping (%2 flaps in the last hour); cross-rack %3 below its floor"},
        {"finding.straggler", "%1: straggler, whole-cluster goodput %2 (floor %3)"},
        {"finding.below_floor", "Whole-cluster %1 at %2, below its floor %3"},
        {"finding.xid", "%1: XID %2, %3"},
        {"finding.job_hang", "%1: job hung (NCCL watchdog timeout) and restarted from its checkpoint"},
        {"finding.evidence_below_floor", "Imported %1 on %2 (host %3): %4 below the floor %5"},
        {"narrow.cluster_run", "Whole-cluster %1 at %2, below its floor %3"},
        {"narrow.bisect", "Bisection: domains %1 pass, domains %2 fall below the floor"},
        {"narrow.domain", "Left: domain %1, rack %2"},
        {"narrow.bisect_both", "Bisection: both halves (domains %1 and %2) fall below the floor alike"},
        {"narrow.all_pairs", "Every pair fails %1 alike while each rack alone passes: the fault is between the racks"},
        {"narrow.pairs_with", "Pairs with %1 fail, pairs without it pass"},
        {"narrow.port_counters", "Port counters: %1 symbol errors on %2, the rack's other ports clean"},
        {"narrow.link_counters", "Switch counters: %1 flaps in the last hour on %2"},
        {"narrow.rack_alone", "Alone, %1 reaches %2 goodput (floor %3); it holds every step of the job back"},
        {"narrow.xid_log", "Kernel log: XID %1 on host %2"},
        {"narrow.folded", "%1 identical events folded into this finding"},
        {"narrow.hang_port", "NCCL watchdog names the peer on %1; its port retrained at the same moment"},
        {"narrow.recovered_by", "Recovered: %1"},
        {"narrow.imported", "From imported %1 (%2 ranks mapped to racks by host name)"},
        {"recovery.gpu_reset", "GPU reset, job resumed from its checkpoint"},
        {"recovery.port_retrain", "port retrained, job restarted"},
        {"recovery.gpu_drained", "GPU drained and replaced by a spare, job resumed"},
        {"xid.memory_dbe", "memory (double-bit ECC)"},
        {"xid.memory_retirement", "memory (page retirement or row remapping)"},
        {"xid.memory_remap_failed", "memory (row remapping failed)"},
        {"xid.nvlink", "NVLink error"},
        {"xid.off_bus", "fell off the bus"},
        {"xid.ecc_contained", "contained ECC error"},
        {"xid.ecc_uncontained", "uncontained ECC error"},
        {"xid.link_down", "NVLink link down"},
        {"xid.other", "other"},
        {"need.release_cluster", "release clusters into production"},
        {"need.change_cluster", "change clusters (quarantine, expand)"},
        {"need.import_cluster_evidence", "import cluster evidence"},
        {"reason.release_cluster", "say why the cluster is ready (the reason goes into the audit log)"},
        {"reason.reject_release", "say why you turn the release down"},
        {"reason.quarantine_rack", "say why the rack goes into quarantine"},
        {"reason.expand_cluster", "say why the cluster grows (the reason goes into the audit log)"},
        {"audit.cluster_release_request", "Request the release of the cluster"},
        {"audit.cluster_release_confirm", "Confirm the release of the cluster"},
        {"audit.cluster_release_reject", "Turn the release of the cluster down"},
        {"audit.cluster_release_requested", "Release requested (%1)"},
        {"audit.cluster_released", "Released into production (%1, requested by %2)"},
        {"audit.cluster_release_rejected", "Release %1 turned down: %2"},
        {"audit.cluster_quarantine_of", "Quarantine %1"},
        {"audit.cluster_quarantined", "%1 quarantined: %2"},
        {"audit.cluster_expand", "Expand the cluster"},
        {"audit.cluster_expanded", "Expanded by %1"},
        {"audit.cluster_evidence", "Imported %1 as cluster evidence: %2"},
        {"refusal.no_cluster", "no cluster %1"},
        {"refusal.cluster_changed", "cluster %1 changed since you looked (revision %2 -> %3); look again"},
        {"refusal.cluster_released", "cluster %1 is already in production"},
        {"refusal.release_pending", "a release requested by %1 is already waiting for its second approver"},
        {"refusal.release_gate", "the release gate is not met: %1"},
        {"refusal.no_release_request", "no pending release request %1"},
        {"refusal.release_own", "you requested this release; a second, different approver must decide on it"},
        {"refusal.cluster_rack_not_member", "rack %1 is not in cluster %2"},
        {"refusal.cluster_rack_quarantined", "rack %1 is already quarantined"},
        {"refusal.cluster_of_one", "cluster %1 would be left with fewer than two racks; a cluster of one is no cluster"},
        {"refusal.expand_no_racks", "name at least one rack to add"},
        {"refusal.expand_twice", "rack %1 is named twice"},
        {"refusal.cluster_expanding", "cluster %1 is already being expanded; wait until its new racks are certified"},
        {"refusal.cluster_rack_unknown", "no rack %1 in the fleet"},
        {"refusal.cluster_rack_taken", "rack %1 is already in cluster %2"},
        {"refusal.cluster_rack_other_site", "rack %1 is at site %2, the cluster at %3"},
        {"refusal.cluster_rack_not_validated", "rack %1 is not validated yet (it is in %2)"},
        {"refusal.cluster_too_large", "a cluster holds at most %1 racks"},
        {"refusal.evidence_empty", "the file is empty"},
        {"refusal.evidence_too_large", "the file is larger than %1 MiB"},
        {"refusal.evidence_unreadable", "%1 could not be read: %2"},
        {"refusal.evidence_not_nccl", "not nccl-tests output of a collective (%1)"},
        {"refusal.evidence_no_hosts", "the output names no hosts (no '# Using devices' lines), so its ranks cannot be mapped to racks"},
        {"refusal.evidence_hosts", "hosts belong to no rack of cluster %2: %1"},
        {"alert.cluster_certification_failed", "Cluster %1: certification failed"},
        {"alert.cluster_unattributed", "Cluster %1: burn-in interruption without a cause"},
    };
    return kCatalogue;
}

namespace {

const Phrase::Entry *find(std::string_view code)
{
    const auto &all = Phrase::catalogue();
    const auto it = std::find_if(all.begin(), all.end(), [code](const Phrase::Entry &e) { return code == e.code; });
    return it == all.end() ? nullptr : &*it;
}

} // namespace

v1::LocalizedText Phrase::make(std::string_view code, std::vector<v1::TextParam> params)
{
    const Entry *entry = find(code);
    if (!entry)
        throw std::logic_error("phrase code not in the catalogue: " + std::string(code));
    v1::LocalizedText text;
    text.set_code(entry->code);
    const v1::TextParam *count = entry->count > 0 && std::size_t(entry->count) <= params.size()
                                     ? &params[std::size_t(entry->count - 1)]
                                     : nullptr;
    const char *pattern = count && count->integer() == 1 && entry->englishOne ? entry->englishOne : entry->english;
    std::string english;
    for (const char *p = pattern; *p; ++p) {
        if (*p == '%' && p[1] == 'n') {
            if (count)
                english += Phrase::english(*count);
            ++p;
        } else if (*p == '%' && p[1] >= '1' && p[1] <= '9') {
            const std::size_t index = std::size_t(p[1] - '1');
            if (index < params.size())
                english += Phrase::english(params[index]);
            ++p;
        } else {
            english += *p;
        }
    }
    text.set_english(std::move(english));
    for (auto &param : params)
        *text.add_params() = std::move(param);
    return text;
}

v1::LocalizedText Phrase::verbatim(std::string english)
{
    v1::LocalizedText text;
    text.set_english(std::move(english));
    return text;
}

v1::LocalizedText Phrase::partStatus(const v1::LocalizedText &fault)
{
    const std::string &english = fault.english();
    const auto colon = english.find(':');
    v1::LocalizedText plain = verbatim(colon == std::string::npos ? english : english.substr(std::min(colon + 2, english.size())));
    const Entry *entry = fault.code().rfind("fault.", 0) == 0 ? find(fault.code()) : nullptr;
    const Entry *status = entry ? find("status." + fault.code().substr(6)) : nullptr;
    const std::string_view pattern = entry ? std::string_view(entry->english) : std::string_view();
    const auto prefixEnd = pattern.find(':');
    if (!status || prefixEnd == std::string_view::npos)
        return plain;
    // The parameters before the colon name the part; the status keeps the rest, in order.
    int named = 0;
    for (std::size_t i = 0; i + 1 < prefixEnd; ++i)
        named += pattern[i] == '%' && ((pattern[i + 1] >= '1' && pattern[i + 1] <= '9') || pattern[i + 1] == 'n') ? 1 : 0;
    if (named > fault.params_size())
        return plain;
    std::vector<v1::TextParam> params(fault.params().begin() + named, fault.params().end());
    v1::LocalizedText out = make(status->code, std::move(params));
    return out.english() == plain.english() ? out : plain;
}

v1::LocalizedText Phrase::stage(v1::LifecycleStage stage)
{
    std::string name = v1::LifecycleStage_Name(stage);
    name = name.size() > 16 ? name.substr(16) : std::string("UNKNOWN");  // after "LIFECYCLE_STAGE_"
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return find("stage." + name) ? make("stage." + name) : make("stage.unknown");
}

v1::LocalizedText Phrase::health(v1::Health health)
{
    switch (health) {
    case v1::HEALTH_OK: return make("health.ok");
    case v1::HEALTH_CAUTION: return make("health.caution");
    case v1::HEALTH_CRITICAL: return make("health.critical");
    default: return make("health.unknown");
    }
}

v1::TextParam Phrase::id(std::string value)
{
    v1::TextParam p;
    p.set_id(std::move(value));
    return p;
}

v1::TextParam Phrase::integer(std::int64_t value)
{
    v1::TextParam p;
    p.set_integer(value);
    return p;
}

v1::TextParam Phrase::quantity(double value, std::string unit, int decimals)
{
    v1::TextParam p;
    p.mutable_quantity()->set_value(value);
    p.mutable_quantity()->set_unit(std::move(unit));
    p.mutable_quantity()->set_decimals(decimals);
    return p;
}

v1::TextParam Phrase::timeMs(std::int64_t msSinceEpoch)
{
    v1::TextParam p;
    *p.mutable_time() = google::protobuf::util::TimeUtil::MillisecondsToTimestamp(msSinceEpoch);
    return p;
}

v1::TextParam Phrase::text(v1::LocalizedText value)
{
    v1::TextParam p;
    *p.mutable_text() = std::move(value);
    return p;
}

v1::TextParam Phrase::date(std::string isoDate)
{
    v1::TextParam p;
    p.set_date(std::move(isoDate));
    return p;
}

std::string Phrase::english(const v1::TextParam &param)
{
    switch (param.value_case()) {
    case v1::TextParam::kId: return param.id();
    case v1::TextParam::kInteger: return std::to_string(param.integer());
    case v1::TextParam::kQuantity: {
        const auto &q = param.quantity();
        char number[64];
        std::snprintf(number, sizeof number, "%.*f", std::clamp(q.decimals(), 0, 6), q.value());
        if (q.unit().empty())
            return number;
        return std::string(number) + (q.unit() == "%" ? "" : " ") + q.unit();
    }
    case v1::TextParam::kTime: {
        const std::time_t seconds = param.time().seconds();
        std::tm utc{};
        gmtime_r(&seconds, &utc);
        char text[32];
        std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &utc);
        return text;
    }
    case v1::TextParam::kText: return param.text().english();
    case v1::TextParam::kDate: return param.date();
    default: return {};
    }
}

} // namespace rackops::sim
