#include "redfishcollectionreader.h"

#include "redfishconnection.h"

#include <QJsonArray>
#include <QPointer>
#include <QSet>

#include <memory>

namespace rackops::redfish {

namespace {

struct Walk {
    RedfishConnection *connection = nullptr;
    QPointer<QObject> context;
    bool fetchMembers = true;
    RedfishCollectionReader::Done done;
    QList<QJsonObject> members;
    QSet<QString> pages;
    int outstanding = 0;
    bool failed = false;

    void fail(const RedfishReply &failure)
    {
        if (failed)
            return;
        failed = true;
        done({}, failure);
    }
    void fail(const QString &error) { fail(RedfishReply::failed(RedfishFailure::BadAnswer, error)); }
};

bool isReference(const QJsonObject &member)
{
    return member.size() == 1 && member.contains(QLatin1String("@odata.id"));
}

void fetchMembers(const std::shared_ptr<Walk> &walk)
{
    for (qsizetype i = 0; i < walk->members.size(); ++i) {
        if (!isReference(walk->members[i]))
            continue;
        ++walk->outstanding;
        const QString uri = walk->members[i].value(QLatin1String("@odata.id")).toString();
        walk->connection->get(uri, walk->context, [walk, i](const RedfishReply &reply) {
            --walk->outstanding;
            if (!reply.ok())
                return walk->fail(reply);
            walk->members[i] = reply.body;
            if (walk->outstanding == 0 && !walk->failed)
                walk->done(walk->members, RedfishReply());
        });
    }
    if (walk->outstanding == 0)
        walk->done(walk->members, RedfishReply());
}

void readPage(const std::shared_ptr<Walk> &walk, const QString &uri)
{
    walk->connection->get(uri, walk->context, [walk, uri](const RedfishReply &reply) {
        if (!reply.ok())
            return walk->fail(reply);
        const QJsonValue members = reply.body.value(QLatin1String("Members"));
        if (!members.isArray())
            return walk->fail(QStringLiteral("%1: not a collection (no Members array)").arg(uri));
        for (const QJsonValue &member : members.toArray()) {
            if (!member.isObject() || member.toObject().value(QLatin1String("@odata.id")).toString().isEmpty())
                return walk->fail(QStringLiteral("%1: a member without @odata.id").arg(uri));
            walk->members.append(member.toObject());
        }
        const QString next = reply.body.value(QLatin1String("Members@odata.nextLink")).toString();
        if (!next.isEmpty()) {
            if (walk->pages.contains(next) || walk->pages.size() >= RedfishCollectionReader::kMaxPages)
                return walk->fail(QStringLiteral("%1: Members@odata.nextLink loops back to %2").arg(uri, next));
            walk->pages.insert(next);
            return readPage(walk, next);
        }
        if (walk->fetchMembers)
            fetchMembers(walk);
        else
            walk->done(walk->members, RedfishReply());
    });
}

} // namespace

void RedfishCollectionReader::read(RedfishConnection &connection, const QString &uri, bool fetchMembers,
                                   QObject *context, Done done)
{
    auto walk = std::make_shared<Walk>();
    walk->connection = &connection;
    walk->context = context;
    walk->fetchMembers = fetchMembers;
    walk->done = std::move(done);
    walk->pages.insert(uri);
    readPage(walk, uri);
}

} // namespace rackops::redfish
