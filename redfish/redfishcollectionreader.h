#pragma once

#include "redfishreply.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace rackops::redfish {

class RedfishConnection;

// Reads a Redfish resource collection: its Members, every page of it
// (Members@odata.nextLink), and then each member that came as a bare
// {"@odata.id": ...} reference. Members come back in the service's order.
// One failed request fails the whole read with that request's error.
class RedfishCollectionReader {
public:
    static constexpr int kMaxPages = 1000; // a nextLink loop ends here
    // `failure` is ok() when every page and member was read, else the first failure.
    using Done = std::function<void(const QList<QJsonObject> &members, const RedfishReply &failure)>;

    // `fetchMembers` false: members are returned as the collection lists them
    // (often only their @odata.id).
    static void read(RedfishConnection &connection, const QString &uri, bool fetchMembers, QObject *context, Done done);
};

} // namespace rackops::redfish
