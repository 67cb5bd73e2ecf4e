<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>HandoverDocument</name>
    <message numerus="yes">
        <source>%n criterion/criteria not met: %1</source>
        <translation>
            <numerusform>%n criterion not met: %1</numerusform>
            <numerusform>%n criteria not met: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <comment>ids</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s): %1 critical, %2 without an owner, %3 without a next step.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s) wait for approval: %1 ready to approve, %2 blocked by unmet criteria.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n four-eyes request(s) need a second approver.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n remediation(s) (%1).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) run out during the next shift, the first at %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n breach(es), %1 still open.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s), the newest first.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s), the newest first (%1).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) without an owner</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) without a next step</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rack(s) failed in this shift</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replication breach(es) still open</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more under Active incidents.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
</context>
<context>
    <name>rackops::LeakBanner</name>
    <message numerus="yes">
        <source>%n more open leak alert(s).</source>
        <translation>
            <numerusform>%n more open leak alert.</numerusform>
            <numerusform>%n more open leak alerts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more rack(s) report a leak.</source>
        <translation>
            <numerusform>%n more rack reports a leak.</numerusform>
            <numerusform>%n more racks report a leak.</numerusform>
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
