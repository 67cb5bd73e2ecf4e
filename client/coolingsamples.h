#pragma once

#include "coolingsample.h"

#include <QList>

namespace rackops {

// Cooling samples as one coalescable batch: every sample counts (charts draw
// each one), so merging appends in arrival order. Internal to the client library.
struct CoolingSamples {
    QList<CoolingSample> samples;

    void mergeFrom(CoolingSamples &&later) { samples.append(std::move(later.samples)); }
};

} // namespace rackops
