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

    // The fields, as bits of what adopt() returns.
    enum Field : quint32 {
        RackIdField = 1U << 0,
        RegionField = 1U << 1,
        SiteField = 1U << 2,
        HallField = 1U << 3,
        RowField = 1U << 4,
        PositionField = 1U << 5,
        StageField = 1U << 6,
        HealthField = 1U << 7,
        HealthReasonField = 1U << 8,
        StageEnteredField = 1U << 9,
        StepProgressField = 1U << 10,
        StepDescriptionField = 1U << 11,
        RevisionField = 1U << 12,
        PlatformField = 1U << 13,
        GpuCountField = 1U << 14,
        StateRevisionField = 1U << 15,
        ActiveOperationIdField = 1U << 16,
        ActiveOperationField = 1U << 17,
        ValidationVerdictField = 1U << 18,
        ValidationRunIdField = 1U << 19,
        StageExpectedField = 1U << 20,
        OwnerField = 1U << 21,
        OwnerAutomatedField = 1U << 22,
    };

    // Becomes `newer` (its own key kept), writing only the fields that differ, and returns
    // them (Field bits; 0 when `newer` repeats it). A rack re-sent by the stream mostly repeats
    // itself: copying the whole of it took and released ten strings' references, each a cache
    // miss, for 50,000 racks a second (#39); comparing it whole first, and again for the columns
    // that changed, was 13 % of the GUI thread at 100,000 racks.
    quint32 adopt(const RackSummary &newer);

    bool operator==(const RackSummary &other) const = default;
};

} // namespace rackops

// Every member moves by its bytes (QString, numbers): a growing list of racks is realloc()'d in
// place instead of moved rack by rack into fresh pages.
Q_DECLARE_TYPEINFO(rackops::RackSummary, Q_RELOCATABLE_TYPE);
