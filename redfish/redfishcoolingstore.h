#pragma once

#include "redfishreply.h"

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
struct RedfishRackFeed {
    // The newest reading; sample_time is the wall-clock time of the poll that
    // read it. Unset readings were not reported (missing, not 0).
    rackops::v1::CoolingSample sample;
    std::int64_t lastReadMs = 0; // wall clock; 0 = never read
    bool stale = true; // the last poll failed, or none succeeded yet
    QString source; // the CDU (full URL) the readings come from, or that failed before any
    QString problem; // why stale, fit for an operator
    RedfishFailure failure = RedfishFailure::None; // what kind of failure; None while never read = connecting
};

// How one Redfish source (a service, or one of its CDUs) is doing, for the
// bridge's health and the alert on a source that was never read.
struct RedfishSourceHealth {
    QString source; // full URL
    bool connected = false; // its last contact succeeded
    std::int64_t lastGoodMs = 0; // wall clock of its last good read; 0 = never
    std::int64_t failingSinceMs = 0; // wall clock of the first failure since the last good read; 0 = not failing
    QString lastError; // empty while connected
    RedfishFailure failure = RedfishFailure::None;
};

// The racks fed from Redfish and their newest readings, written by the
// bridge's pollers (Qt event loop) and read by the simulation and its gRPC
// handlers (other threads): every method takes the store's own lock, which
// nests inside nothing else. Keeps a bounded history per rack for
// QueryCoolingHistory and the leak detectors' transitions.
class RedfishCoolingStore {
public:
    static constexpr std::size_t kHistoryPerRack = 8640; // 24 h at a 10 s interval

    // A rack fed from the start (the rack map): no reading until its first,
    // and the failures of `candidates` (the resources or services that may
    // feed it, as full URLs) are its problem until then.
    void expect(const QString &rack, const QStringList &candidates);
    // A successful read of `sample.rack_id()` at `wallMs` from `source`.
    // Leak detector states carry their state_since across reads.
    void update(rackops::v1::CoolingSample sample, std::int64_t wallMs, const QString &source);
    // Every rack fed from `sourcePrefix` or a resource below it turns stale;
    // a rack never read whose candidate lies there takes the problem too.
    void markStale(const QString &sourcePrefix, const QString &problem,
                   RedfishFailure failure = RedfishFailure::BadAnswer);
    // A source's contact: read well at `wallMs`, or failed; forgotten once the service no longer lists it.
    void sourceRead(const QString &source, std::int64_t wallMs);
    void sourceFailed(const QString &source, RedfishFailure failure, const QString &error, std::int64_t wallMs);
    void forgetSource(const QString &source);
    std::vector<RedfishSourceHealth> sources() const;
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
    struct Entry {
        RedfishRackFeed feed;
        std::deque<rackops::v1::CoolingSample> history;
        std::deque<rackops::v1::LeakDetectorTransition> transitions;
        QStringList candidates; // where a rack never read may come from
    };
    mutable std::mutex m_mutex;
    std::map<std::string, Entry> m_racks;
    std::map<std::string, double> m_powerKw; // racks whose power is reported now
    std::map<QString, RedfishSourceHealth> m_sources;
};

} // namespace rackops::redfish
