#pragma once

#include "redfishpoller.h"

#include <QStringList>

namespace rackops::redfish {

class RedfishPowerReader;

// Polls one Redfish power source (a rack PDU or a rack Chassis, see
// RedfishPowerReader) and its metrics into the store's rack power. A poll
// that fails leaves the racks' power missing (never an old figure shown as
// current) and backs off (RedfishPoller); so does a poller that goes.
class RedfishPowerPoller : public RedfishPoller {
    Q_OBJECT
public:
    RedfishPowerPoller(RedfishConnection &connection, const RedfishPowerReader &reader, RedfishCoolingStore &store,
                       QString uri, int intervalMs, QObject *parent = nullptr);
    ~RedfishPowerPoller() override;

    void pollNow() override;

private:
    void fail(const QString &error);
    void setRacks(const QStringList &racks);

    const RedfishPowerReader &m_reader;
    QStringList m_racks; // measured by the last good poll
};

} // namespace rackops::redfish
