#pragma once

#include "redfishcdudocuments.h"
#include "redfishpoller.h"
#include "redfishreply.h"

#include <memory>

namespace rackops::redfish {

class RedfishCduReader;

// Polls one CDU: the unit, its secondary coolant connectors, pumps and leak
// detectors, every `intervalMs`. A poll that fails (timeout, HTTP error,
// invalid JSON) keeps the racks' last readings but marks them stale with
// the reason, and the next poll backs off (RedfishPoller). Other CDUs poll on.
class RedfishCduPoller : public RedfishPoller {
    Q_OBJECT
public:
    RedfishCduPoller(RedfishConnection &connection, const RedfishCduReader &reader, RedfishCoolingStore &store,
                     QString uri, int intervalMs, QObject *parent = nullptr);

    // Poll at once (e.g. a leak event arrived); a poll in flight is followed by another.
    void pollNow() override;

private:
    struct Poll;
    void collect(const std::shared_ptr<Poll> &poll, const QString &uri, QList<QJsonObject> RedfishCduDocuments::*into);
    void finish(const std::shared_ptr<Poll> &poll);
    void fail(const std::shared_ptr<Poll> &poll, const RedfishReply &failure);
    void end(bool ok, const QString &error);

    const RedfishCduReader &m_reader;
    bool m_busy = false;
    bool m_again = false;
};

} // namespace rackops::redfish
