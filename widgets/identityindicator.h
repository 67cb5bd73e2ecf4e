#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace rackops {

class SessionIdentity;

// Who the console acts as, with which roles. Against the demo backend it
// also offers the demo users, so four-eyes can be tried at one desk.
class IdentityIndicator : public QWidget
{
    Q_OBJECT
public:
    IdentityIndicator(SessionIdentity *identity, const QStringList &demoUsers, QWidget *parent = nullptr);

    QString text() const;
    QComboBox *userChoice() const { return m_users; }

Q_SIGNALS:
    void userSwitchRequested(const QString &subject);

private:
    void refresh();

    SessionIdentity *m_identity;
    QLabel *m_label;
    QComboBox *m_users = nullptr;
};

} // namespace rackops
