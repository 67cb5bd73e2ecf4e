#pragma once

#include "connectionprofile.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

class QSettings;

namespace rackops {

// The console's settings, typed, over QSettings (per user, survives restarts).
class ConsoleSettings {
public:
    ConsoleSettings();
    ~ConsoleSettings();

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const; // docks and toolbars
    void setWindowState(const QByteArray &state);
    QByteArray fleetHeaderState() const; // column order, widths, sort
    void setFleetHeaderState(const QByteArray &state);
    int currentView() const;
    void setCurrentView(int index);
    bool lightTheme() const; // dark is the NOC default
    void setLightTheme(bool light);
    bool utcTimes() const; // local time by default
    void setUtcTimes(bool utc);

    QStringList profileNames() const;
    std::optional<ConnectionProfile> profile(const QString &name) const;
    void saveProfile(const ConnectionProfile &profile);
    void removeProfile(const QString &name);

private:
    QSettings *m_settings;
};

} // namespace rackops
