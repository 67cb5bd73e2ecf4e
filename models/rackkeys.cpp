#include "rackkeys.h"

#include <QHash>
#include <QList>
#include <QReadWriteLock>

#include <functional>
#include <string>
#include <unordered_map>

namespace rackops {

namespace {
// Looks UTF-8 ids up by view, without making a std::string for each.
struct Utf8Hash {
    using is_transparent = void;
    size_t operator()(std::string_view text) const { return std::hash<std::string_view> {}(text); }
};

struct KeyTable {
    QReadWriteLock lock;
    QHash<QString, int> keys;
    std::unordered_map<std::string, int, Utf8Hash, std::equal_to<>> utf8Keys; // the same racks, as the wire names them
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
    {
        QReadLocker read(&t.lock);
        if (const auto it = t.utf8Keys.find(rackId); it != t.utf8Keys.end())
            return {it->second, t.ids.at(it->second)};
    }
    // Bytes that are not UTF-8 become U+FFFD: two such ids may name one rack, as they would as
    // strings.
    const QString id = QString::fromUtf8(rackId.data(), qsizetype(rackId.size()));
    QWriteLocker write(&t.lock);
    const int key = insertLocked(t, id);
    t.utf8Keys.emplace(std::string(rackId), key);
    return {key, t.ids.at(key)};
}

} // namespace rackops
