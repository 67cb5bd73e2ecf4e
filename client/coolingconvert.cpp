#include "coolingconvert.h"

#include "commonconvert.h"
#include "rackkeys.h"

#include "rackops/v1/telemetry.pb.h"

#include <cmath>

namespace rackops {

namespace {
LeakDetectorInfo::State leakState(int value)
{
    switch (value) {
    case v1::LEAK_DETECTOR_STATE_OK: return LeakDetectorInfo::State::Ok;
    case v1::LEAK_DETECTOR_STATE_WARNING: return LeakDetectorInfo::State::Warning;
    case v1::LEAK_DETECTOR_STATE_CRITICAL: return LeakDetectorInfo::State::Critical;
    case v1::LEAK_DETECTOR_STATE_UNAVAILABLE: return LeakDetectorInfo::State::Unavailable;
    case v1::LEAK_DETECTOR_STATE_ABSENT: return LeakDetectorInfo::State::Absent;
    default: return LeakDetectorInfo::State::Unknown; // never read as dry
    }
}

float finite(bool has, float value)
{
    return has && std::isfinite(value) ? value : NAN;
}
} // namespace

CoolingSample CoolingConvert::sample(const v1::CoolingSample &m)
{
    CoolingSample s;
    NamedRack rack = RackKeys::named(m.rack_id());
    s.rackId = std::move(rack.id);
    s.rackKey = rack.key;
    s.timeMs = m.has_sample_time() ? CommonConvert::toMs(m.sample_time()) : 0;
    using R = CoolingReading;
    s.values[size_t(R::SupplyTemperature)] = finite(m.has_supply_temperature_celsius(), m.supply_temperature_celsius());
    s.values[size_t(R::ReturnTemperature)] = finite(m.has_return_temperature_celsius(), m.return_temperature_celsius());
    s.values[size_t(R::DeltaTemperature)] = finite(m.has_delta_temperature_celsius(), m.delta_temperature_celsius());
    s.values[size_t(R::Flow)] = finite(m.has_flow_liters_per_minute(), m.flow_liters_per_minute());
    s.values[size_t(R::SupplyPressure)] = finite(m.has_supply_pressure_kpa(), m.supply_pressure_kpa());
    s.values[size_t(R::ReturnPressure)] = finite(m.has_return_pressure_kpa(), m.return_pressure_kpa());
    s.values[size_t(R::DeltaPressure)] = finite(m.has_delta_pressure_kpa(), m.delta_pressure_kpa());
    s.values[size_t(R::HeatRemoved)] = finite(m.has_heat_removed_kw(), m.heat_removed_kw());
    s.values[size_t(R::ValvePosition)] = finite(m.has_valve_position_percent(), m.valve_position_percent());
    s.values[size_t(R::PumpSpeed)] = finite(m.has_pump_speed_percent(), m.pump_speed_percent());
    s.values[size_t(R::RackPower)] = finite(m.has_rack_power_kw(), m.rack_power_kw());
    s.health = CommonConvert::health(m.health());
    s.healthReason = CommonConvert::said(CommonConvert::text(m.health_reason_text()), m.health_reason());
    if (m.has_no_reading()) {
        s.noReading = CommonConvert::said(CommonConvert::text(m.no_reading()), m.no_reading().english());
        if (s.noReading.isEmpty())
            s.noReading = QStringLiteral("no reading yet"); // a code this console does not know, and no English
        s.noReadingDetail = QString::fromStdString(m.no_reading_detail());
    }
    for (const auto &d : m.leak_detectors()) {
        LeakDetectorInfo info;
        info.id = QString::fromStdString(d.id());
        info.state = leakState(d.state());
        info.locationText = CommonConvert::text(d.location_text());
        info.location = CommonConvert::said(info.locationText, d.location());
        switch (d.reaction()) {
        case v1::LEAK_REACTION_NONE: info.reaction = LeakDetectorInfo::Reaction::None; break;
        case v1::LEAK_REACTION_FORCE_OFF: info.reaction = LeakDetectorInfo::Reaction::ForceOff; break;
        case v1::LEAK_REACTION_GRACEFUL_SHUTDOWN: info.reaction = LeakDetectorInfo::Reaction::GracefulShutdown; break;
        default: info.reaction = LeakDetectorInfo::Reaction::Unknown; break;
        }
        info.reactionDelaySeconds = d.reaction_delay_seconds();
        info.sinceMs = d.has_state_since() ? CommonConvert::toMs(d.state_since()) : 0;
        s.leakDetectors.append(info);
    }
    return s;
}

CoolingHistory CoolingConvert::history(const v1::CoolingHistoryResponse &m)
{
    CoolingHistory h;
    h.rackId = QString::fromStdString(m.rack_id());
    h.firstBucketMs = m.has_first_bucket_start() ? CommonConvert::toMs(m.first_bucket_start()) : 0;
    h.bucketWidthMs = m.has_bucket_width() ? CommonConvert::toMs(m.bucket_width()) : 0;
    for (int count : m.sample_counts())
        h.sampleCounts.append(count);
    const auto slot = [](int reading) { return reading - 1; }; // wire enum starts after UNSPECIFIED
    for (const auto &series : m.series()) {
        const int i = slot(series.reading());
        if (i < 0 || i >= kCoolingReadingCount)
            continue; // a reading this console does not know
        h.min[size_t(i)] = QList<float>(series.min().begin(), series.min().end());
        h.max[size_t(i)] = QList<float>(series.max().begin(), series.max().end());
        h.mean[size_t(i)] = QList<float>(series.mean().begin(), series.mean().end());
    }
    for (const auto &t : m.thresholds().thresholds()) {
        const int i = slot(t.reading());
        if (i < 0 || i >= kCoolingReadingCount)
            continue;
        CoolingLimits &l = h.limits[size_t(i)];
        if (t.has_caution_low())
            l.cautionLow = t.caution_low();
        if (t.has_caution_high())
            l.cautionHigh = t.caution_high();
        if (t.has_critical_low())
            l.criticalLow = t.critical_low();
        if (t.has_critical_high())
            l.criticalHigh = t.critical_high();
    }
    for (const auto &e : m.leak_events())
        h.leakEvents.append({CommonConvert::toMs(e.time()), QString::fromStdString(e.detector_id()),
                             leakState(e.from_state()), leakState(e.to_state())});
    return h;
}
} // namespace rackops
