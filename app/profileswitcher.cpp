#include "profileswitcher.h"

#include "connectionprofilesdialog.h"
#include "consolesettings.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QProcess>
#include <QWidget>

namespace rackops {

namespace {
QList<ConnectionProfile> savedProfiles()
{
    ConsoleSettings settings;
    QList<ConnectionProfile> profiles;
    for (const QString &name : settings.profileNames())
        profiles << *settings.profile(name);
    return profiles;
}
} // namespace

ProfileSwitcher::ProfileSwitcher(QString currentProfile, QWidget *window)
    : QObject(window)
    , m_current(std::move(currentProfile))
    , m_window(window)
{
}

void ProfileSwitcher::open()
{
    auto *dialog = new ConnectionProfilesDialog(savedProfiles(), m_current, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ConnectionProfilesDialog::saveRequested, this, [dialog](const ConnectionProfile &profile) {
        ConsoleSettings().saveProfile(profile);
        dialog->setProfiles(savedProfiles());
    });
    connect(dialog, &ConnectionProfilesDialog::removeRequested, this, [dialog](const QString &name) {
        ConsoleSettings().removeProfile(name);
        dialog->setProfiles(savedProfiles());
    });
    connect(dialog, &ConnectionProfilesDialog::connectRequested, this, [this](const QString &name) {
        if (QProcess::startDetached(QCoreApplication::applicationFilePath(), {QStringLiteral("--profile"), name}))
            m_window->close();
        else
            QMessageBox::warning(m_window, tr("Connection profiles"),
                                 tr("Could not start a console for %1.").arg(name));
    });
    dialog->open();
}

} // namespace rackops
