#include "alertmanagerrackmap.h"

#include "hostmapfile.h"

namespace rackops::alertmanager {

AlertmanagerRackMap::AlertmanagerRackMap(QStringList rackLabels, QStringList hostLabels,
                                         QHash<QString, QString> hostToRack)
    : m_rackLabels(std::move(rackLabels))
    , m_hostLabels(std::move(hostLabels))
    , m_hostToRack(std::move(hostToRack))
{
}

std::optional<QHash<QString, QString>> AlertmanagerRackMap::loadHostMap(const QString &path, QString *error)
{
    const auto lines = HostMapFile::read(path, QStringLiteral("Alertmanager host map"), error);
    if (!lines)
        return std::nullopt;
    QHash<QString, QString> map;
    for (const HostMapFile::Line &line : *lines) {
        if (line.fields.size() != 2) {
            *error = QStringLiteral("%1:%2: expected \"HOST RACK\"").arg(path).arg(line.number);
            return std::nullopt;
        }
        map.insert(line.fields[0].toLower(), line.fields[1]);
    }
    return map;
}

AlertmanagerRackMap::Found AlertmanagerRackMap::rackOf(const AlertmanagerAlert &alert) const
{
    for (const QString &name : m_rackLabels) {
        const QString value = alert.label(name).trimmed();
        if (!value.isEmpty())
            return {value, name};
    }
    for (const QString &name : m_hostLabels) {
        QString host = alert.label(name).trimmed();
        if (host.isEmpty())
            continue;
        // instance is host:port (or [v6]:port)
        if (host.startsWith(QLatin1Char('['))) {
            host = host.mid(1, host.indexOf(QLatin1Char(']')) - 1);
        } else if (host.count(QLatin1Char(':')) == 1) {
            host.truncate(host.indexOf(QLatin1Char(':')));
        }
        const auto found = m_hostToRack.constFind(host.toLower());
        if (found != m_hostToRack.constEnd())
            return {found.value(), name};
    }
    return {};
}

} // namespace rackops::alertmanager
