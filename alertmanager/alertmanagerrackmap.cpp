#include "alertmanagerrackmap.h"

#include <QFile>
#include <QRegularExpression>

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
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("%1: cannot read the Alertmanager host map: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QHash<QString, QString> map;
    int number = 0;
    while (!file.atEnd()) {
        ++number;
        QString line = QString::fromUtf8(file.readLine());
        const qsizetype hash = line.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            line.truncate(hash);
        const QStringList fields = line.split(space, Qt::SkipEmptyParts);
        if (fields.isEmpty())
            continue;
        if (fields.size() != 2) {
            *error = QStringLiteral("%1:%2: expected \"HOST RACK\"").arg(path).arg(number);
            return std::nullopt;
        }
        map.insert(fields[0].toLower(), fields[1]);
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
