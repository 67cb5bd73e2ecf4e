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
    return m_settings->value(QStringLiteral("fleet/header")).toByteArray();
}

void ConsoleSettings::setFleetHeaderState(const QByteArray &state)
{
    m_settings->setValue(QStringLiteral("fleet/header"), state);
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

} // namespace rackops
