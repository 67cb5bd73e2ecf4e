#include "identityindicator.h"

#include "sessionidentity.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>

namespace rackops {

IdentityIndicator::IdentityIndicator(SessionIdentity *identity, const QStringList &demoUsers, QWidget *parent)
    : QWidget(parent)
    , m_identity(identity)
{
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("identity"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    layout->addWidget(m_label);
    if (!demoUsers.isEmpty()) {
        m_users = new QComboBox(this);
        m_users->setObjectName(QStringLiteral("demoUser"));
        m_users->setAccessibleName(tr("Demo user"));
        m_users->setToolTip(tr("Act as another demo user (demo backend only)"));
        m_users->addItems(demoUsers);
        layout->addWidget(m_users);
        connect(m_users, &QComboBox::activated, this,
                [this] { Q_EMIT userSwitchRequested(m_users->currentText()); });
    }
    connect(m_identity, &SessionIdentity::identityChanged, this, &IdentityIndicator::refresh);
    refresh();
}

QString IdentityIndicator::text() const
{
    return m_label->text();
}

void IdentityIndicator::refresh()
{
    const Identity &id = m_identity->identity();
    if (!id.isKnown()) {
        m_label->setText(tr("Identity unknown: read only"));
        return;
    }
    m_label->setText(tr("%1 (%2)", "name (roles)").arg(id.displayName, id.rolesText()));
    if (m_users)
        m_users->setCurrentText(id.subject);
}

} // namespace rackops
