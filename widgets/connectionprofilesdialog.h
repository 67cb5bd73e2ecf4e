#pragma once

#include "connectionprofile.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace rackops {

// The saved connection profiles: pick one, edit its backend and TLS files,
// save, remove, or connect with it. Keys are referred to by path only; a key
// file other users can read is pointed out. Emits what the operator wants;
// the window stores profiles and reconnects.
class ConnectionProfilesDialog : public QDialog {
    Q_OBJECT
public:
    ConnectionProfilesDialog(const QList<ConnectionProfile> &profiles, const QString &current,
                             QWidget *parent = nullptr);

    ConnectionProfile editedProfile() const;
    QString keyWarning() const;

public Q_SLOTS:
    void setProfiles(const QList<ConnectionProfile> &profiles);

Q_SIGNALS:
    void saveRequested(const rackops::ConnectionProfile &profile);
    void removeRequested(const QString &name);
    void connectRequested(const QString &name);

private:
    void showProfile(const ConnectionProfile &profile);
    void updateState();
    QLineEdit *fileField(const QString &caption, const QString &filter);

    QList<ConnectionProfile> m_profiles;
    QListWidget *m_list;
    QLineEdit *m_name;
    QLineEdit *m_endpoint;
    QLineEdit *m_ca;
    QLineEdit *m_cert;
    QLineEdit *m_key;
    QCheckBox *m_insecure;
    QLabel *m_warning;
    QPushButton *m_save;
    QPushButton *m_remove;
    QPushButton *m_connect;
};

} // namespace rackops
