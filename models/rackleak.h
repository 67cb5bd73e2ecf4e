#pragma once

#include "coolingsample.h"
#include "health.h"

#include <QCoreApplication>
#include <QString>

namespace rackops {

struct RackSummary;

// What a rack's leak detectors say now, read from its newest cooling sample
// (CoolingStore::latest): the one leak truth that the board's Health and Leak
// columns, the rack dock, the cooling view, the thermal map and the leak banner
// all show, so they change together when the sample does.
//
// The backend's rack health comes with the fleet stream and the detectors with
// the cooling stream, seconds apart: panes that took the health from one and
// the leak from the other said "Health OK" beside "LEAK". rackHealth() puts the
// two together the one way every pane uses: a leak makes the rack Critical,
// moisture makes it at least Caution, whatever the fleet stream says yet.
struct RackLeak {
    Q_DECLARE_TR_FUNCTIONS(RackLeak)
public:
    enum class Level : quint8 { NoData, Dry, Moisture, Leak };

    Level level = Level::NoData;
    LeakDetectorInfo detector; // the worst detector, when it is not dry
    int detectors = 0; // detectors the sample lists (a fleet-wide sample lists only wet ones)

    static RackLeak of(const CoolingSample *sample);

    bool isLeak() const { return level == Level::Leak; }
    bool isWet() const { return level == Level::Leak || level == Level::Moisture; }
    // Health of the leak alone: Critical, Caution, Ok; Unknown without a sample.
    Health health() const;
    // "Compute tray CT14, cold plate manifold (LD-CT14)"; empty when dry.
    QString where() const;
    // "Leak at …", "Moisture at …"; empty when dry or without data.
    QString text() const;

    struct Verdict {
        Health health = Health::Unknown;
        QString reason;
    };
    // The rack's health as every pane says it: the backend's, unless its leak detectors say worse.
    static Verdict rackHealth(const RackSummary &rack, const CoolingSample *sample);
};

} // namespace rackops
