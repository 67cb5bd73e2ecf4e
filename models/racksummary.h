#pragma once

#include "localizedtext.h"
#include "health.h"
#include "lifecyclestage.h"
#include "rackkeys.h"
#include "validationverdict.h"

#include <QString>

namespace rackops {

// One rack as every fleet-wide view sees it. Plain value type: built on the
// transport thread, applied to models on the GUI thread.
struct RackSummary {
    QString rackId;
    RackKey rackKey; // RackKeys::of(rackId), given where the rack was converted
    QString region;
    QString site;
    QString hall;
    QString row;
    int position = 0;
    LifecycleStage stage = LifecycleStage::Unknown;
    Health health = Health::Unknown;
    QString healthReason;
    qint64 stageEnteredMs = 0; // ms since the Unix epoch, server clock
    float stepProgress = 0.0F; // 0..1 within the stage
    QString stepDescription;
    qint64 revision = 0;
    QString platform;
    int gpuCount = 0;
    qint64 stateRevision = 0; // what actions are decided on (progress does not change it)
    QString activeOperationId;
    QString activeOperation; // "Reflashing firmware on CT03 (40 %)"
    ValidationVerdict validationVerdict = ValidationVerdict::None; // latest finished run
    QString validationRunId;
    qint64 stageExpectedMs = 0; // the stage's usual longest stay; 0 = no usual length
    QString owner; // who holds the rack now (person or controller); empty = nobody
    bool ownerAutomated = false; // the owner is a controller, not a person
    // healthReason, stepDescription and activeOperation are the backend's texts (codes with
    // parameters) said in the console's language when they arrived; the codes are not kept,
    // since the language is chosen at start, and a fleet holds tens of thousands of racks.

    // "PHX1 · H2 · R07 · 12": the location as operators read it on the floor.
    QString locationText() const;

    // Becomes `newer` (its own key kept), writing only the fields that differ. A rack re-sent
    // by the stream mostly repeats itself: copying the whole of it took and released ten
    // strings' references, each a cache miss, for 50,000 racks a second (#39).
    void adopt(const RackSummary &newer);

    bool operator==(const RackSummary &other) const = default;
};

} // namespace rackops
