#include "rackkeys.h"

#include <QHash>
#include <QReadWriteLock>

namespace rackops {

namespace {
struct KeyTable {
    QReadWriteLock lock;
    QHash<QString, int> keys;
};

KeyTable &table()
{
    static KeyTable t;
    return t;
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
    // Another thread may have made it between the locks: theirs stands.
    if (const auto it = t.keys.constFind(rackId); it != t.keys.cend())
        return *it;
    const int key = int(t.keys.size());
    t.keys.insert(rackId, key);
    return key;
}

int RackKeys::find(const QString &rackId)
{
    KeyTable &t = table();
    QReadLocker read(&t.lock);
    return t.keys.value(rackId, -1);
}

} // namespace rackops
