#pragma once

#include "redfishbridgeoptions.h"
#include "redfishrackmap.h"

#include <QList>
#include <QObject>

#include <memory>

namespace rackops::redfish {

class RedfishCoolingStore;
class RedfishService;

// Feeds racks' cooling from Redfish services into a RedfishCoolingStore:
// one RedfishService per URL, all on this object's thread's event loop.
class RedfishBridge : public QObject {
    Q_OBJECT
public:
    // Reads the CA, password and rack map files; nullptr with a message fit
    // for a person in `error` when one is missing or wrong.
    static std::unique_ptr<RedfishBridge> create(const RedfishBridgeOptions &options,
                                                 std::shared_ptr<RedfishCoolingStore> store, QString *error);
    ~RedfishBridge() override;

    const RedfishRackMap &rackMap() const { return m_map; }
    RedfishCoolingStore &store() { return *m_store; }
    QList<RedfishService *> services() const { return m_services; }
    void start();
    // Logs out of every Redfish session (DELETE), waiting at most `waitMs`
    // on this thread's event loop; polling stops. For a clean shutdown.
    void stop(int waitMs);

private:
    RedfishBridge(RedfishRackMap map, std::shared_ptr<RedfishCoolingStore> store);

    RedfishRackMap m_map;
    std::shared_ptr<RedfishCoolingStore> m_store;
    QList<RedfishService *> m_services;
};

} // namespace rackops::redfish
