#include "rackkeys.h"

#include "utf8rackindex.h"

#include <QHash>
#include <QList>
#include <QReadWriteLock>

namespace rackops {

namespace {
struct KeyTable {
    QReadWriteLock lock;
    QHash<QString, int> keys;
    Utf8RackIndex utf8Keys; // the same racks, as the wire names them
    QList<QString> ids; // by key
};

KeyTable &table()
{
    static KeyTable t;
    return t;
}

// With the write lock held. Another thread may have made the key between the locks: theirs stands.
int insertLocked(KeyTable &t, const QString &rackId)
{
    if (const auto it = t.keys.constFind(rackId); it != t.keys.cend())
        return *it;
    const int key = int(t.ids.size());
    t.keys.insert(rackId, key);
    t.ids.append(rackId);
    return key;
}
} // namespace

int RackKeys::of(const QString &rackId)
{
    KeyTable &t = table();
    {
        QReadLocker read(&t.lock);
        if (const auto it = t.keys.constFind(rackId); it != t.keys.cend())
            return *it;
    }
    QWriteLocker write(&t.lock);
    return insertLocked(t, rackId);
}

int RackKeys::find(const QString &rackId)
{
    KeyTable &t = table();
    QReadLocker read(&t.lock);
    return t.keys.value(rackId, -1);
}

NamedRack RackKeys::named(std::string_view rackId)
{
    KeyTable &t = table();
    thread_local int lastPlace = -1; // where this thread's stream named its last rack
    {
        QReadLocker read(&t.lock);
        if (const int key = t.utf8Keys.findAfter(rackId, &lastPlace); key >= 0)
            return {key, t.ids.at(key)};
    }
    // Bytes that are not UTF-8 become U+FFFD: two such ids may name one rack, as they would as
    // strings.
    const QString id = QString::fromUtf8(rackId.data(), qsizetype(rackId.size()));
    QWriteLocker write(&t.lock);
    if (const int key = t.utf8Keys.find(rackId); key >= 0) // named by another thread between the locks
        return {key, t.ids.at(key)};
    const int key = insertLocked(t, id);
    t.utf8Keys.insert(rackId, key);
    lastPlace = t.utf8Keys.size() - 1; // the next rack of a snapshot is made after it too
    return {key, t.ids.at(key)};
}

} // namespace rackops
