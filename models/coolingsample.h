#pragma once

#include "localizedtext.h"
#include "health.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <array>
#include <cmath>

namespace rackops {

// The CDU readings of a rack, in the order of the wire enum (minus one).
enum class CoolingReading : quint8 {
    SupplyTemperature,
    ReturnTemperature,
    DeltaTemperature,
    Flow,
    SupplyPressure,
    ReturnPressure,
    DeltaPressure,
    HeatRemoved,
    ValvePosition,
    PumpSpeed,
    RackPower,
};
inline constexpr int kCoolingReadingCount = 11;

struct LeakDetectorInfo {
    enum class State : quint8 { Unknown, Ok, Warning, Critical, Unavailable, Absent };
    enum class Reaction : quint8 { Unknown, None, ForceOff, GracefulShutdown };
    QString id;
    State state = State::Unknown;
    QString location; // said in the console's language
    LocalizedText locationText; // as the backend sent it
    Reaction reaction = Reaction::Unknown;
    int reactionDelaySeconds = 0;
    qint64 sinceMs = 0;
};

// One cooling sample. A reading the backend did not send is NaN, never 0.
struct CoolingSample {
    QString rackId;
    int rackKey = -1; // RackKeys::of(rackId), given on the stream's thread; -1 = not yet
    qint64 timeMs = 0;
    std::array<float, kCoolingReadingCount> values {NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN};
    Health health = Health::Unknown;
    QString healthReason;
    QList<LeakDetectorInfo> leakDetectors; // fleet-wide samples list only those not OK
    // Set while the rack's real source (a Redfish CDU) has not been read yet:
    // no value is set and none may be made up; says why ("no reading yet
    // (timed out)", in the console's language) and the bridge's error.
    QString noReading;
    QString noReadingDetail;

    bool hasNoReading() const { return !noReading.isEmpty(); }

    float value(CoolingReading reading) const { return values[size_t(reading)]; }
    // The worst detector state (Ok when none is listed, Unknown when nothing was read).
    LeakDetectorInfo::State worstLeak() const;
};

} // namespace rackops

// Every member moves by its bytes (QString, QList, numbers): a growing batch of 100,000 first
// samples is realloc()'d in place instead of moved sample by sample into fresh pages.
Q_DECLARE_TYPEINFO(rackops::CoolingSample, Q_RELOCATABLE_TYPE);
Q_DECLARE_METATYPE(rackops::CoolingSample)
