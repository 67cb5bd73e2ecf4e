#pragma once

#include "racksummary.h"

#include <QCoreApplication>
#include <QString>

namespace rackops {

struct CoolingSample;

// Whether and why a rack needs an operator now: the fleet board's "Needs
// action" order and its Reason column. Assessed once per change of the rack,
// its cooling sample or the clock, never per comparison while sorting.
struct RackAttention {
    Q_DECLARE_TR_FUNCTIONS(RackAttention)
public:
    // In "Needs action" order: a leak first, then a critical or failed rack,
    // then a rack in its stage longer than the stage usually takes, then the rest.
    enum class Level : quint8 { Leak, Critical, Stuck, None };

    Level level = Level::None;
    QString reason; // short, for the Reason column: "Leak at CT14 manifold"
    // The cooling sample had a wet detector. Only then does a new sample change the assessment:
    // a dry rack's 1 Hz samples are not reassessed (at 50,000 racks that was most of the work).
    bool wet = false;

    // `cooling` may be null (no sample yet); `nowMs` is the server clock.
    static RackAttention assess(const RackSummary &rack, const CoolingSample *cooling, qint64 nowMs);
    // Whether `cooling` can bear on an assessment (a detector reads Warning or Critical).
    static bool isWet(const CoolingSample *cooling);
    // Strict "Needs action" order of two assessed racks: level, then the
    // worse health, then the longest in its stage, then the rack id.
    static bool before(const RackAttention &a, const RackSummary &ra, const RackAttention &b, const RackSummary &rb);

    // What before() compares ahead of the rack id, in 16 bytes: a pass over the whole fleet
    // compares an array of these instead of reading each rack's summary per comparison.
    struct OrderKey {
        Level level = Level::None;
        int negatedSeverity = 0; // the worse health first
        qint64 stageEnteredMs = 0; // the longest waiting first
        auto operator<=>(const OrderKey &other) const = default;
    };
    static OrderKey orderKey(const RackAttention &a, const RackSummary &rack);

    bool operator==(const RackAttention &other) const = default;
};

} // namespace rackops
