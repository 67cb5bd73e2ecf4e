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
        m_users->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed); // room to spare goes to the roles
        layout->addWidget(m_users);
        connect(m_users, &QComboBox::activated, this, [this] { Q_EMIT userSwitchRequested(m_users->currentText()); });
    }
    connect(m_identity, &SessionIdentity::identityChanged, this, &IdentityIndicator::refresh);
    refresh();
}

QString IdentityIndicator::text() const
{
    return m_full;
}

QSize IdentityIndicator::sizeHint() const
{
    QSize hint = QWidget::sizeHint();
    hint.rwidth() += labelWidthFor(m_full) - m_label->sizeHint().width();
    return hint;
}

QSize IdentityIndicator::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();
    hint.rwidth() += labelWidthFor(m_short) - m_label->minimumSizeHint().width();
    return hint;
}

void IdentityIndicator::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitLabel();
}

int IdentityIndicator::labelWidthFor(const QString &text) const
{
    return m_label->sizeHint().width() - m_label->fontMetrics().horizontalAdvance(m_label->text())
        + m_label->fontMetrics().horizontalAdvance(text);
}

void IdentityIndicator::fitLabel()
{
    const QString &fits = m_label->width() >= labelWidthFor(m_full) ? m_full : m_short;
    if (m_label->text() != fits)
        m_label->setText(fits);
}

void IdentityIndicator::refresh()
{
    const Identity &id = m_identity->identity();
    if (!id.isKnown()) {
        m_full = tr("Identity unknown: read only");
        m_short = m_full;
    } else {
        m_full = tr("%1 (%2)", "name (roles)").arg(id.displayName, id.rolesText());
        m_short = id.displayName;
        if (m_users)
            m_users->setCurrentText(id.subject);
    }
    m_label->setToolTip(m_full);
    m_label->setText(m_full);
    updateGeometry();
    fitLabel();
}

} // namespace rackops
