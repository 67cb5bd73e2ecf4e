#include "gpuslotmap.h"

#include "hostmapfile.h"

#include <QRegularExpression>

namespace rackops::prometheus {

namespace {
constexpr int kTraysPerRack = 18;
constexpr int kGpusPerTray = 4;

// "CT07", "ct7" or "7"; 0 when it is none of them.
int trayNumber(QString text)
{
    if (text.startsWith(QLatin1String("ct"), Qt::CaseInsensitive))
        text = text.mid(2);
    bool ok = false;
    const int tray = text.toInt(&ok);
    return ok && tray >= 1 && tray <= kTraysPerRack ? tray : 0;
}

// host:port and [v6]:port lose the port.
QString withoutPort(QString host)
{
    if (host.startsWith(QLatin1Char('[')))
        return host.mid(1, host.indexOf(QLatin1Char(']')) - 1);
    if (host.count(QLatin1Char(':')) == 1)
        host.truncate(host.indexOf(QLatin1Char(':')));
    return host;
}
} // namespace

GpuSlotMap::GpuSlotMap(QStringList hostLabels, QStringList gpuLabels, QHash<QString, TrayOfHost> hosts)
    : m_hostLabels(std::move(hostLabels))
    , m_gpuLabels(std::move(gpuLabels))
    , m_hosts(std::move(hosts))
{
}

std::optional<QHash<QString, GpuSlotMap::TrayOfHost>> GpuSlotMap::loadHostMap(const QString &path, QString *error)
{
    const auto lines = alertmanager::HostMapFile::read(path, QStringLiteral("Prometheus host map"), error);
    if (!lines)
        return std::nullopt;
    QHash<QString, TrayOfHost> map;
    for (const alertmanager::HostMapFile::Line &line : *lines) {
        const int tray = line.fields.size() == 3 ? trayNumber(line.fields[2]) : 0;
        if (tray == 0) {
            *error = QStringLiteral("%1:%2: expected \"HOST RACK TRAY\" with TRAY from CT01 to CT18")
                         .arg(path)
                         .arg(line.number);
            return std::nullopt;
        }
        const QString host = line.fields[0].toLower();
        if (map.contains(host)) {
            *error = QStringLiteral("%1:%2: the host %3 is named twice").arg(path).arg(line.number).arg(line.fields[0]);
            return std::nullopt;
        }
        map.insert(host, {line.fields[1], tray});
    }
    return map;
}

std::optional<GpuSlotMap::TrayOfHost> GpuSlotMap::trayOf(const QString &host) const
{
    const QString lower = host.toLower();
    if (const auto found = m_hosts.constFind(lower); found != m_hosts.constEnd())
        return found.value();
    // An FQDN's first part may be what the map names.
    const QString shortName = lower.section(QLatin1Char('.'), 0, 0);
    if (const auto found = m_hosts.constFind(shortName); found != m_hosts.constEnd())
        return found.value();
    static const QRegularExpression trayHost(QStringLiteral("^(.+)-ct(\\d{1,2})$"));
    const QRegularExpressionMatch match = trayHost.match(shortName);
    if (!match.hasMatch())
        return std::nullopt;
    const int tray = trayNumber(match.captured(2));
    if (tray == 0)
        return std::nullopt;
    return TrayOfHost {match.captured(1).toUpper(), tray};
}

std::optional<GpuSlotMap::Slot> GpuSlotMap::slotOf(const PrometheusSample &sample) const
{
    std::optional<TrayOfHost> tray;
    QString host;
    QString hostLabel;
    for (const QString &name : m_hostLabels) {
        host = withoutPort(sample.label(name).trimmed());
        if (host.isEmpty())
            continue;
        tray = trayOf(host);
        if (tray) {
            hostLabel = name;
            break;
        }
    }
    if (!tray)
        return std::nullopt;
    for (const QString &name : m_gpuLabels) {
        const QString text = sample.label(name).trimmed();
        if (text.isEmpty())
            continue;
        bool ok = false;
        const int index = text.toInt(&ok);
        if (!ok || index < 0 || index >= kGpusPerTray)
            return std::nullopt;
        return Slot {tray->rack, tray->tray,        index + 1, host, hostLabel, sample.label(hostLabel),
                     name,       sample.label(name)};
    }
    return std::nullopt;
}

} // namespace rackops::prometheus
