#pragma once

#include "rackops/v1/telemetry.pb.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace rackops::redfish {

// What the bridge last knew about one rack fed from Redfish.
struct RedfishRackFeed
{
    // The newest reading; sample_time is the wall-clock time of the poll that
    // read it. Unset readings were not reported (missing, not 0).
    rackops::v1::CoolingSample sample;
    std::int64_t lastReadMs = 0;   // wall clock; 0 = never read
    bool stale = true;             // the last poll failed, or none succeeded yet
    QString source;                // the CDU (full URL) the readings come from
    QString problem;               // why stale, fit for an operator
};

// The racks fed from Redfish and their newest readings, written by the
// bridge's pollers (Qt event loop) and read by the simulation and its gRPC
// handlers (other threads): every method takes the store's own lock, which
// nests inside nothing else. Keeps a bounded history per rack for
// QueryCoolingHistory and the leak detectors' transitions.
class RedfishCoolingStore
{
public:
    static constexpr std::size_t kHistoryPerRack = 8640;   // 24 h at a 10 s interval

    // Racks fed from the start (the rack map): stale until their first reading.
    void expect(const QStringList &racks, const QString &problem);
    // A successful read of `sample.rack_id()` at `wallMs` from `source`.
    // Leak detector states carry their state_since across reads.
    void update(rackops::v1::CoolingSample sample, std::int64_t wallMs, const QString &source);
    // Every rack fed from `sourcePrefix` or a resource below it turns stale.
    void markStale(const QString &sourcePrefix, const QString &problem);
    // The rack's power from its PDU or rack chassis (nullopt: not reported
    // now). It goes into the rack's sample, now and in every later reading,
    // for a rack whose cooling is fed; power alone does not make a rack fed.
    void setPower(const QString &rackId, std::optional<double> kilowatts);

    bool feeds(const std::string &rackId) const;
    std::optional<RedfishRackFeed> rack(const std::string &rackId) const;
    QStringList racks() const;
    // Samples read in [fromMs, toMs) (wall clock), oldest first.
    std::vector<rackops::v1::CoolingSample> history(const std::string &rackId, std::int64_t fromMs,
                                                    std::int64_t toMs) const;
    std::vector<rackops::v1::LeakDetectorTransition> leakEvents(const std::string &rackId, std::int64_t fromMs,
                                                                std::int64_t toMs) const;

private:
    struct Entry
    {
        RedfishRackFeed feed;
        std::deque<rackops::v1::CoolingSample> history;
        std::deque<rackops::v1::LeakDetectorTransition> transitions;
    };
    mutable std::mutex m_mutex;
    std::map<std::string, Entry> m_racks;
    std::map<std::string, double> m_powerKw;   // racks whose power is reported now
};

} // namespace rackops::redfish
