<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BackendText</name>
    <message numerus="yes">
        <source>%1: switch tray did not come up (%n NVLink ports down)</source>
        <comment>fault.switch_tray_down</comment>
        <translation>
            <numerusform>%1: switch tray did not come up (%n NVLink port down)</numerusform>
            <numerusform>%1: switch tray did not come up (%n NVLink ports down)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open: %2</source>
        <comment>criterion.open_named</comment>
        <translation>
            <numerusform>%n open: %2</numerusform>
            <numerusform>%n open: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n parts</source>
        <comment>criterion.parts_of</comment>
        <translation>
            <numerusform>%1 of %n part</numerusform>
            <numerusform>%1 of %n parts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is %n bytes; at most %3 are allowed</source>
        <comment>limits.too_long</comment>
        <translation>
            <numerusform>%1 is %n byte; at most %3 are allowed</numerusform>
            <numerusform>%1 is %n bytes; at most %3 are allowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n entries; at most %3 are allowed</source>
        <comment>limits.too_many</comment>
        <translation>
            <numerusform>%1 has %n entry; at most %3 are allowed</numerusform>
            <numerusform>%1 has %n entries; at most %3 are allowed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPUs FAIL %3</source>
        <comment>validation.gpus_fail</comment>
        <translation>
            <numerusform>%1 of %n GPU FAIL %3</numerusform>
            <numerusform>%1 of %n GPUs FAIL %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tests, some below the baseline margin</source>
        <comment>validation.tests_warn</comment>
        <translation>
            <numerusform>%n test, below the baseline margin</numerusform>
            <numerusform>%n tests, some below the baseline margin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tests pass</source>
        <comment>validation.tests_pass</comment>
        <translation>
            <numerusform>%n test passes</numerusform>
            <numerusform>%n tests pass</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more like the above</source>
        <comment>artifact.more_like_above</comment>
        <translation>
            <numerusform>and %n more like the above</numerusform>
            <numerusform>and %n more like the above</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n columns (%2, then %3 out-of-place and in-place), found %4</source>
        <comment>artifact.expected_columns</comment>
        <translation>
            <numerusform>expected %n column (%2, then %3 out-of-place and in-place), found %4</numerusform>
            <numerusform>expected %n columns (%2, then %3 out-of-place and in-place), found %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>N/A on %n rows: the data was not checked (-c 0); those rows are WARN</source>
        <comment>artifact.unchecked_rows</comment>
        <translation>
            <numerusform>N/A on %n row: the data was not checked (-c 0); that row is WARN</numerusform>
            <numerusform>N/A on %n rows: the data was not checked (-c 0); those rows are WARN</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n figures are N/A and left at 0</source>
        <comment>artifact.unmeasured</comment>
        <translation>
            <numerusform>%n figure is N/A and left at 0</numerusform>
            <numerusform>%n figures are N/A and left at 0</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n ranks from the busbw/algbw factor</source>
        <comment>artifact.ranks_from_ratio</comment>
        <translation>
            <numerusform>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n rank from the busbw/algbw factor</numerusform>
            <numerusform>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n ranks from the busbw/algbw factor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>differs from out-of-place by over 25% at %n sizes from 1 MiB, first at %2 B</source>
        <comment>artifact.in_place_differs</comment>
        <translation>
            <numerusform>differs from out-of-place by over 25% at %n size from 1 MiB, at %2 B</numerusform>
            <numerusform>differs from out-of-place by over 25% at %n sizes from 1 MiB, first at %2 B</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not a fabric test: %n processes each ran alone (nranks 1; nccl-tests built without MPI?)</source>
        <comment>summary.nccl_alone</comment>
        <translation>
            <numerusform>not a fabric test: %n process ran alone (nranks 1; nccl-tests built without MPI?)</numerusform>
            <numerusform>not a fabric test: %n processes each ran alone (nranks 1; nccl-tests built without MPI?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n sizes FAIL #wrong</source>
        <comment>summary.nccl_sizes_fail</comment>
        <translation>
            <numerusform>%1 of %n size FAIL #wrong</numerusform>
            <numerusform>%1 of %n sizes FAIL #wrong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in-place vs out-of-place busbw differ by over 25% at %n sizes (first %2 B)</source>
        <comment>summary.nccl_in_place</comment>
        <translation>
            <numerusform>in-place vs out-of-place busbw differ by over 25% at %n size (first %2 B)</numerusform>
            <numerusform>in-place vs out-of-place busbw differ by over 25% at %n sizes (first %2 B)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ranks</source>
        <comment>count.ranks</comment>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sizes</source>
        <comment>count.sizes</comment>
        <translation>
            <numerusform>%n size</numerusform>
            <numerusform>%n sizes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tests</source>
        <comment>count.tests</comment>
        <translation>
            <numerusform>%n test</numerusform>
            <numerusform>%n tests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <comment>count.gpus</comment>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of %n GPUs PASS %2</source>
        <comment>summary.dcgm_pass</comment>
        <translation>
            <numerusform>%n of %n GPU PASS %2</numerusform>
            <numerusform>%n of %n GPUs PASS %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n GPUs %3</source>
        <comment>summary.gpus_of</comment>
        <translation>
            <numerusform>%1 of %n GPU %3</numerusform>
            <numerusform>%1 of %n GPUs %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <comment>summary.and_more</comment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>switch tray did not come up (%n NVLink ports down)</source>
        <comment>status.switch_tray_down</comment>
        <translation>
            <numerusform>switch tray did not come up (%n NVLink port down)</numerusform>
            <numerusform>switch tray did not come up (%n NVLink ports down)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n ranks from the count column</source>
        <comment>artifact.ranks_from_count</comment>
        <translation>
            <numerusform>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n rank from the count column</numerusform>
            <numerusform>no &quot;# Rank&quot; lines or NCCL INFO nranks; %n ranks from the count column</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lines left out at %n places (&quot;...&quot;)</source>
        <comment>partial.lines_left_out</comment>
        <translation>
            <numerusform>lines left out at %n place (&quot;...&quot;)</numerusform>
            <numerusform>lines left out at %n places (&quot;...&quot;)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to read: %2</source>
        <comment>criterion.to_read_named</comment>
        <translation>
            <numerusform>%n to read: %2</numerusform>
            <numerusform>%n to read: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandoverDocument</name>
    <message numerus="yes">
        <source>%n criteria not met: %1</source>
        <translation>
            <numerusform>%n criterion not met: %1</numerusform>
            <numerusform>%n criteria not met: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <comment>ids</comment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incidents: %1 critical, %2 without an owner, %3 without a next step.</source>
        <translation>
            <numerusform>%n incident: %1 critical, %2 without an owner, %3 without a next step.</numerusform>
            <numerusform>%n incidents: %1 critical, %2 without an owner, %3 without a next step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks wait for approval: %1 ready to approve, %2 blocked by unmet criteria.</source>
        <translation>
            <numerusform>%n rack waits for approval: %1 ready to approve, %2 blocked by unmet criteria.</numerusform>
            <numerusform>%n racks wait for approval: %1 ready to approve, %2 blocked by unmet criteria.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n four-eyes requests need a second approver.</source>
        <translation>
            <numerusform>%n four-eyes request needs a second approver.</numerusform>
            <numerusform>%n four-eyes requests need a second approver.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n remediations (%1).</source>
        <translation>
            <numerusform>%n remediation (%1).</numerusform>
            <numerusform>%n remediations (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items run out during the next shift, the first at %1.</source>
        <translation>
            <numerusform>%n item runs out during the next shift, at %1.</numerusform>
            <numerusform>%n items run out during the next shift, the first at %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n breaches, %1 still open.</source>
        <translation>
            <numerusform>%n breach, %1 still open.</numerusform>
            <numerusform>%n breaches, %1 still open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n notes, the newest first.</source>
        <translation>
            <numerusform>%n note.</numerusform>
            <numerusform>%n notes, the newest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes, the newest first (%1).</source>
        <translation>
            <numerusform>%n change (%1).</numerusform>
            <numerusform>%n changes, the newest first (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incidents without an owner</source>
        <translation>
            <numerusform>%n incident without an owner</numerusform>
            <numerusform>%n incidents without an owner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incidents without a next step</source>
        <translation>
            <numerusform>%n incident without a next step</numerusform>
            <numerusform>%n incidents without a next step</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n racks failed in this shift</source>
        <translation>
            <numerusform>%n rack failed in this shift</numerusform>
            <numerusform>%n racks failed in this shift</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replication breaches still open</source>
        <translation>
            <numerusform>%n replication breach still open</numerusform>
            <numerusform>%n replication breaches still open</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more under Active incidents.</source>
        <translation>
            <numerusform>%n more under Active incidents.</numerusform>
            <numerusform>%n more under Active incidents.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n silenced alerts, marked as such.</source>
        <translation>
            <numerusform>%n silenced alert, marked as such.</numerusform>
            <numerusform>%n silenced alerts, marked as such.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alerts silenced</source>
        <translation>
            <numerusform>%n alert silenced</numerusform>
            <numerusform>%n alerts silenced</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clusters to take up: %1 awaiting release, %2 failing certification, %3 degraded, %4 with a burn-in interruption.</source>
        <translation>
            <numerusform>%n cluster to take up: %1 awaiting release, %2 failing certification, %3 degraded, %4 with a burn-in interruption.</numerusform>
            <numerusform>%n clusters to take up: %1 awaiting release, %2 failing certification, %3 degraded, %4 with a burn-in interruption.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ValidationPresentation</name>
    <message numerus="yes">
        <source>%Ln error(s)</source>
        <comment>count of errors</comment>
        <translation>
            <numerusform>%Ln error</numerusform>
            <numerusform>%Ln errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ActionOutcomeView</name>
    <message numerus="yes">
        <source>%1
The link dropped before the first answer arrived. The request was sent again with the same key (%n sends in all); the backend confirms it was carried out once.</source>
        <translation>
            <numerusform>%1
The link dropped before the first answer arrived. The request was sent again with the same key (%n sends in all); the backend confirms it was carried out once.</numerusform>
            <numerusform>%1
The link dropped before the first answer arrived. The request was sent again with the same key (%n sends in all); the backend confirms it was carried out once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::AlertCountIndicator</name>
    <message numerus="yes">
        <source>%n critical, %1 unowned</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n critical, %1 unowned</numerusform>
            <numerusform>%n critical, %1 unowned</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n critical</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n critical</numerusform>
            <numerusform>%n critical</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n silenced</source>
        <comment>open alerts</comment>
        <translation>
            <numerusform>%n silenced</numerusform>
            <numerusform>%n silenced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::AlertIncidentModel</name>
    <message numerus="yes">
        <source>%n alert(s) on %1, first seen %2 ago:</source>
        <translation>
            <numerusform>%n alert on %1, first seen %2 ago:</numerusform>
            <numerusform>%n alerts on %1, first seen %2 ago:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (+%n related)</source>
        <comment>the incident&apos;s worst alert, then how many more</comment>
        <translation>
            <numerusform>%1 (+%n related)</numerusform>
            <numerusform>%1 (+%n related)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::AlertmanagerIndicator</name>
    <message numerus="yes">
        <source>%n silence(s) not yet there</source>
        <translation>
            <numerusform>%n silence not yet there</numerusform>
            <numerusform>%n silences not yet there</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::AlertsView</name>
    <message numerus="yes">
        <source>%n alert(s) shown</source>
        <translation>
            <numerusform>%n alert shown</numerusform>
            <numerusform>%n alerts shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n incident(s)</source>
        <translation>
            <numerusform>in %n incident</numerusform>
            <numerusform>in %n incidents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new</source>
        <comment>alerts waiting while the list holds still</comment>
        <translation>
            <numerusform>%n new</numerusform>
            <numerusform>%n new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Incident on %1&lt;/b&gt;: %n alert(s), first seen %2 ago. Actions other than Acknowledge apply to its worst alert, %3; open the incident to act on one alert.</source>
        <translation>
            <numerusform>&lt;b&gt;Incident on %1&lt;/b&gt;: %n alert, first seen %2 ago. Actions other than Acknowledge apply to its worst alert, %3; open the incident to act on one alert.</numerusform>
            <numerusform>&lt;b&gt;Incident on %1&lt;/b&gt;: %n alerts, first seen %2 ago. Actions other than Acknowledge apply to its worst alert, %3; open the incident to act on one alert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n struck through</source>
        <comment>alert rows</comment>
        <translation>
            <numerusform>%n struck through</numerusform>
            <numerusform>%n struck through</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n struck through: no longer listed (resolved, silenced or filtered out); the list updates when you leave it.</source>
        <translation>
            <numerusform>%n struck through: no longer listed (resolved, silenced or filtered out); the list updates when you leave it.</numerusform>
            <numerusform>%n struck through: no longer listed (resolved, silenced or filtered out); the list updates when you leave it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ApproveDialog</name>
    <message numerus="yes">
        <source>Every criterion is met, %n with a warning: read it before you approve (judged by the backend at revision %1).</source>
        <translation>
            <numerusform>Every criterion is met, %n with a warning: read it before you approve (judged by the backend at revision %1).</numerusform>
            <numerusform>Every criterion is met, %n with warnings: read them before you approve (judged by the backend at revision %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::CertificationMatrixModel</name>
    <message numerus="yes">
        <source>%n test(s)</source>
        <translation>
            <numerusform>%n test</numerusform>
            <numerusform>%n tests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ClusterActionDialog</name>
    <message numerus="yes">
        <source>Releasing puts all %n rack(s) of %1 into production together. A second approver must confirm it. The gate below is judged again by the backend at both steps.</source>
        <translation>
            <numerusform>Releasing puts the %n rack of %1 into production. A second approver must confirm it. The gate below is judged again by the backend at both steps.</numerusform>
            <numerusform>Releasing puts all %n racks of %1 into production together. A second approver must confirm it. The gate below is judged again by the backend at both steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Expand %1 by %n rack(s)</source>
        <translation>
            <numerusform>Expand %1 by %n rack</numerusform>
            <numerusform>Expand %1 by %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ClustersView</name>
    <message numerus="yes">
        <source>%1 · %2 of %n day(s) · floor %3 · interruptions: %4</source>
        <translation>
            <numerusform>%1 · %2 of %n day · floor %3 · interruptions: %4</numerusform>
            <numerusform>%1 · %2 of %n days · floor %3 · interruptions: %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not attributed: blocks the pass)</source>
        <translation>
            <numerusform>(%n not attributed: blocks the pass)</numerusform>
            <numerusform>(%n not attributed: block the pass)</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Receiving fleet… %1 of %Ln rack(s)</source>
        <translation>
            <numerusform>Receiving fleet… %1 of %Ln rack</numerusform>
            <numerusform>Receiving fleet… %1 of %Ln racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reconnecting in %n s — down since %1</source>
        <translation>
            <numerusform>Reconnecting in %n s — down since %1</numerusform>
            <numerusform>Reconnecting in %n s — down since %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ConsoleStatusBar</name>
    <message numerus="yes">
        <source>%1 (and %n more critical alert(s) in Alerts)</source>
        <translation>
            <numerusform>%1 (and %n more critical alert in Alerts)</numerusform>
            <numerusform>%1 (and %n more critical alerts in Alerts)</numerusform>
        </translation>
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
</context>
<context>
    <name>rackops::FabricMapModel</name>
    <message numerus="yes">
        <source>%n flap(s) in the last hour</source>
        <translation>
            <numerusform>%n flap in the last hour</numerusform>
            <numerusform>%n flaps in the last hour</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::FleetFilterBar</name>
    <message numerus="yes">
        <source>%Ln rack(s)</source>
        <translation>
            <numerusform>%Ln rack</numerusform>
            <numerusform>%Ln racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln rack(s)</source>
        <translation>
            <numerusform>%1 of %Ln rack</numerusform>
            <numerusform>%1 of %Ln racks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <comment>racks waiting for their place while the board holds still</comment>
        <translation>
            <numerusform>%n changed</numerusform>
            <numerusform>%n changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::OverrideQueueView</name>
    <message numerus="yes">
        <source>%n request(s) waiting for a second approver</source>
        <translation>
            <numerusform>%n request waiting for a second approver</numerusform>
            <numerusform>%n requests waiting for a second approver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n listed request(s) waiting for a second approver; the others are decided</source>
        <translation>
            <numerusform>%1 of %n listed request waiting for a second approver; the others are decided</numerusform>
            <numerusform>%1 of %n listed requests waiting for a second approver; the others are decided</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::RackComponentsModel</name>
    <message numerus="yes">
        <source>%n not as expected</source>
        <comment>firmware images</comment>
        <translation>
            <numerusform>%n not as expected</numerusform>
            <numerusform>%n not as expected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::RackDetailPanel</name>
    <message numerus="yes">
        <source>Approval gate: %1 of %n criterion(s) not met.</source>
        <translation>
            <numerusform>Approval gate: %1 of %n criterion not met.</numerusform>
            <numerusform>Approval gate: %1 of %n criteria not met.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n criterion(s) not met: remediate the rack, or an approver requests a four-eyes override.</source>
        <translation>
            <numerusform>%1 of %n criterion not met: remediate the rack, or an approver requests a four-eyes override.</numerusform>
            <numerusform>%1 of %n criteria not met: remediate the rack, or an approver requests a four-eyes override.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Approval gate: every criterion is met, %n with a warning to read.</source>
        <translation>
            <numerusform>Approval gate: every criterion is met, %n with a warning to read.</numerusform>
            <numerusform>Approval gate: every criterion is met, %n with warnings to read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ReplicationStatusButton</name>
    <message numerus="yes">
        <source>Replication: %n pair(s) at risk</source>
        <translation>
            <numerusform>Replication: %n pair at risk</numerusform>
            <numerusform>Replication: %n pairs at risk</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ReplicationView</name>
    <message numerus="yes">
        <source>Replication SLO breached (%1 of %n pair(s)): %2</source>
        <translation>
            <numerusform>Replication SLO breached (%1 of %n pair): %2</numerusform>
            <numerusform>Replication SLO breached (%1 of %n pairs): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::SilenceList</name>
    <message numerus="yes">
        <source>%n silence(s) not yet in Alertmanager: its pager may still ring for them. Retried until it answers.</source>
        <translation>
            <numerusform>%n silence not yet in Alertmanager: its pager may still ring for it. Retried until it answers.</numerusform>
            <numerusform>%n silences not yet in Alertmanager: its pager may still ring for them. Retried until it answers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::SilencesModel</name>
    <message numerus="yes">
        <source>%n attempt(s) so far; next at %1</source>
        <translation>
            <numerusform>%n attempt so far; next at %1</numerusform>
            <numerusform>%n attempts so far; next at %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::StageTile</name>
    <message numerus="yes">
        <source>%1: %n rack(s)</source>
        <comment>a stage tile read aloud: stage name, rack count</comment>
        <translation>
            <numerusform>%1: %n rack</numerusform>
            <numerusform>%1: %n racks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::StaleDataBanner</name>
    <message numerus="yes">
        <source>Connection lost — showing the fleet as of %1. Reconnecting in %n s.</source>
        <translation>
            <numerusform>Connection lost — showing the fleet as of %1. Reconnecting in %n s.</numerusform>
            <numerusform>Connection lost — showing the fleet as of %1. Reconnecting in %n s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ValidationCriteriaModel</name>
    <message numerus="yes">
        <source>%n size(s) fail</source>
        <translation>
            <numerusform>%n size fails</numerusform>
            <numerusform>%n sizes fail</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rackops::ValidationView</name>
    <message numerus="yes">
        <source>GPU grid — %1: %n GPU(s) fail</source>
        <translation>
            <numerusform>GPU grid — %1: %n GPU fails</numerusform>
            <numerusform>GPU grid — %1: %n GPUs fail</numerusform>
        </translation>
    </message>
</context>
</TS>
