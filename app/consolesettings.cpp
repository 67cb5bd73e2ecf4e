#include "consolesettings.h"

#include <QSettings>

namespace rackops {

namespace {
// Bumped when the window's layout changes incompatibly, so an old saved state is not applied.
constexpr int kLayoutVersion = 1;
}

ConsoleSettings::ConsoleSettings()
    : m_settings(new QSettings(QStringLiteral("RackOps"), QStringLiteral("rackops-console")))
{
}

ConsoleSettings::~ConsoleSettings()
{
    delete m_settings;
}

QByteArray ConsoleSettings::windowGeometry() const
{
    return m_settings->value(QStringLiteral("window/geometry")).toByteArray();
}

void ConsoleSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(QStringLiteral("window/geometry"), geometry);
}

QByteArray ConsoleSettings::windowState() const
{
    if (m_settings->value(QStringLiteral("window/layoutVersion")).toInt() != kLayoutVersion)
        return {};
    return m_settings->value(QStringLiteral("window/state")).toByteArray();
}

void ConsoleSettings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("window/layoutVersion"), kLayoutVersion);
    m_settings->setValue(QStringLiteral("window/state"), state);
}

QByteArray ConsoleSettings::fleetHeaderState() const
{
    // "-v2": the board as of its Reason and Owner columns. A header saved before them
    // (sorted by rack, two columns short) would hide both and the "Needs action" order.
    return m_settings->value(QStringLiteral("fleet/header-v2")).toByteArray();
}

void ConsoleSettings::setFleetHeaderState(const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("fleet/header-v2"), state);
}

int ConsoleSettings::currentView() const
{
    return m_settings->value(QStringLiteral("window/view"), 0).toInt();
}

void ConsoleSettings::setCurrentView(int index)
{
    m_settings->setValue(QStringLiteral("window/view"), index);
}

bool ConsoleSettings::lightTheme() const
{
    return m_settings->value(QStringLiteral("look/light"), false).toBool();
}

void ConsoleSettings::setLightTheme(bool light)
{
    m_settings->setValue(QStringLiteral("look/light"), light);
}

bool ConsoleSettings::utcTimes() const
{
    return m_settings->value(QStringLiteral("view/utcTimes"), false).toBool();
}

void ConsoleSettings::setUtcTimes(bool utc)
{
    m_settings->setValue(QStringLiteral("view/utcTimes"), utc);
}

QStringList ConsoleSettings::profileNames() const
{
    m_settings->beginGroup(QStringLiteral("profiles"));
    QStringList names = m_settings->childGroups();
    m_settings->endGroup();
    names.sort(Qt::CaseInsensitive);
    return names;
}

std::optional<ConnectionProfile> ConsoleSettings::profile(const QString &name) const
{
    if (!profileNames().contains(name))
        return std::nullopt;
    m_settings->beginGroup(QStringLiteral("profiles/") + name);
    ConnectionProfile p;
    p.name = name;
    p.endpoint = m_settings->value(QStringLiteral("endpoint")).toString();
    p.caFile = m_settings->value(QStringLiteral("ca")).toString();
    p.certFile = m_settings->value(QStringLiteral("cert")).toString();
    p.keyFile = m_settings->value(QStringLiteral("key")).toString();
    p.insecure = m_settings->value(QStringLiteral("insecure")).toBool();
    m_settings->endGroup();
    return p;
}

void ConsoleSettings::saveProfile(const ConnectionProfile &profile)
{
    m_settings->beginGroup(QStringLiteral("profiles/") + profile.name);
    m_settings->setValue(QStringLiteral("endpoint"), profile.endpoint);
    m_settings->setValue(QStringLiteral("ca"), profile.caFile);
    m_settings->setValue(QStringLiteral("cert"), profile.certFile);
    m_settings->setValue(QStringLiteral("key"), profile.keyFile); // the path; the key stays in its file
    m_settings->setValue(QStringLiteral("insecure"), profile.insecure);
    m_settings->endGroup();
}

void ConsoleSettings::removeProfile(const QString &name)
{
    m_settings->remove(QStringLiteral("profiles/") + name);
}

} // namespace rackops
