#include "redfishrackmap.h"

#include <QFile>
#include <QRegularExpression>

namespace rackops::redfish {

QString RedfishRackMap::normalized(const QString &uri)
{
    QString out = uri.trimmed();
    while (out.size() > 1 && out.endsWith(QLatin1Char('/')))
        out.chop(1);
    return out;
}

std::optional<RedfishRackMap> RedfishRackMap::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read the rack map: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return parse(file.readAll(), path, error);
}

std::optional<RedfishRackMap> RedfishRackMap::parse(const QByteArray &text, const QString &name, QString *error)
{
    static const QRegularExpression rackId(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]*$"));
    static const QRegularExpression space(QStringLiteral("\\s+"));
    RedfishRackMap map;
    QHash<QString, int> uriLine;
    QHash<QString, std::pair<QString, int>> rackEntry; // rack -> (uri, line)
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNo = int(i) + 1;
        const auto fail = [&](const QString &message) {
            *error = QStringLiteral("%1:%2: %3").arg(name).arg(lineNo).arg(message);
            return std::nullopt;
        };
        QString line = QString::fromUtf8(lines[i]);
        if (const qsizetype hash = line.indexOf(QLatin1Char('#')); hash >= 0)
            line.truncate(hash);
        const QStringList fields = line.split(space, Qt::SkipEmptyParts);
        if (fields.isEmpty())
            continue;
        if (fields.size() < 2)
            return fail(
                QStringLiteral("expected a Redfish URI and at least one rack id, found \"%1\"").arg(fields.first()));
        const QString uri = normalized(fields.first());
        const bool path = uri.startsWith(QLatin1String("/redfish/v1/"));
        const QUrl url(uri);
        const bool fullUrl = (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"))
            && url.isValid() && url.path().startsWith(QLatin1String("/redfish/v1/"));
        if (!path && !fullUrl)
            return fail(QStringLiteral("\"%1\" is not a Redfish URI: write a path starting with /redfish/v1/ or a full "
                                       "https:// URL")
                            .arg(uri));
        if (uriLine.contains(uri))
            return fail(QStringLiteral("\"%1\" is already mapped on line %2").arg(uri).arg(uriLine.value(uri)));
        uriLine.insert(uri, lineNo);
        QStringList racks;
        for (qsizetype f = 1; f < fields.size(); ++f) {
            const QString &rack = fields[f];
            if (!rackId.match(rack).hasMatch())
                return fail(
                    QStringLiteral("\"%1\" is not a rack id (letters, digits, '.', '_' and '-' only)").arg(rack));
            // A rack has one cooling entry and, apart from it, one power entry.
            const QString key = (isPowerSource(uri) ? QStringLiteral("power ") : QString()) + rack;
            if (const auto it = rackEntry.constFind(key); it != rackEntry.constEnd()) {
                return fail(isPowerSource(uri)
                                ? QStringLiteral("rack %1 is already measured by %2 on line %3; a rack takes its power "
                                                 "from one entry")
                                      .arg(rack, it->first)
                                      .arg(it->second)
                                : QStringLiteral("rack %1 is already fed by %2 on line %3; a rack takes its cooling "
                                                 "from one entry")
                                      .arg(rack, it->first)
                                      .arg(it->second));
            }
            rackEntry.insert(key, {uri, lineNo});
            racks.append(rack);
        }
        map.m_racks.insert(uri, racks);
    }
    return map;
}

QStringList RedfishRackMap::racksFor(const QUrl &service, const QString &uri) const
{
    const QString path = normalized(uri);
    QUrl full = service;
    full.setPath(path);
    full.setQuery(QString());
    if (const auto it = m_racks.constFind(normalized(full.toString())); it != m_racks.constEnd())
        return *it;
    return m_racks.value(path);
}

bool RedfishRackMap::isPowerSource(const QString &uri)
{
    const QString path = uri.startsWith(QLatin1String("/")) ? uri : QUrl(uri).path();
    return path.startsWith(QLatin1String("/redfish/v1/PowerEquipment/"))
        || path.startsWith(QLatin1String("/redfish/v1/Chassis/"));
}

QStringList RedfishRackMap::allRacks() const
{
    QStringList racks;
    for (auto it = m_racks.cbegin(); it != m_racks.cend(); ++it) {
        if (!isPowerSource(it.key()))
            racks += it.value();
    }
    racks.sort();
    return racks;
}

QStringList RedfishRackMap::candidatesFor(const QString &rack, const QList<QUrl> &services) const
{
    QStringList out;
    for (auto it = m_racks.cbegin(); it != m_racks.cend(); ++it) {
        if (isPowerSource(it.key()) || !it.value().contains(rack))
            continue;
        if (!it.key().startsWith(QLatin1Char('/'))) {
            out.append(it.key());
            continue;
        }
        for (QUrl url : services) {
            url.setPath(it.key());
            out.append(url.toString());
        }
    }
    return out;
}

} // namespace rackops::redfish
