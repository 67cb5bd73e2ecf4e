#include "disabledbuttonexplainer.h"

#include <QAbstractButton>
#include <QEvent>
#include <QKeySequence>
#include <QShortcut>
#include <QToolTip>

namespace rackops {

DisabledButtonExplainer::DisabledButtonExplainer(QAbstractButton *button, Reason whyNot)
    : QObject(button)
    , m_button(button)
    , m_whyNot(std::move(whyNot))
    // On the button's parent, with the scope a button's own mnemonic has: a shortcut on a disabled
    // widget never fires, and one on a hidden tab does not either.
    , m_shortcut(new QShortcut(QKeySequence::mnemonic(button->text()), button->parentWidget(), nullptr, nullptr,
                               Qt::WindowShortcut))
{
    m_shortcut->setAutoRepeat(false);
    connect(m_shortcut, &QShortcut::activated, this, &DisabledButtonExplainer::explain);
    connect(m_shortcut, &QShortcut::activatedAmbiguously, this, &DisabledButtonExplainer::explain);
    button->installEventFilter(this);
    sync();
}

bool DisabledButtonExplainer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_button && event->type() == QEvent::EnabledChange)
        sync();
    return QObject::eventFilter(watched, event);
}

// Only one of the two may own the key at a time, or Qt calls it ambiguous and neither fires.
void DisabledButtonExplainer::sync()
{
    m_shortcut->setKey(QKeySequence::mnemonic(m_button->text()));
    m_shortcut->setEnabled(!m_button->isEnabled());
}

void DisabledButtonExplainer::explain()
{
    if (m_button->isEnabled() || !m_button->isVisible())
        return;
    m_last = m_whyNot();
    if (m_last.isEmpty())
        return;
    QToolTip::showText(m_button->mapToGlobal(QPoint(0, m_button->height())), m_last, m_button);
    Q_EMIT explained(m_last);
}

} // namespace rackops
