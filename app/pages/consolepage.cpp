#include "consolepage.h"

namespace rackops {

ConsolePage::ConsolePage(QObject *parent)
    : QObject(parent)
{
}

void ConsolePage::setWidget(QWidget *widget, const QString &tabText)
{
    m_widget = widget;
    m_tabText = tabText;
}

void ConsolePage::setCurrent(bool current)
{
    const bool becameCurrent = current && !m_current;
    m_current = current;
    if (becameCurrent)
        shown();
}

bool ConsolePage::takeFile(const QString &, const QString &)
{
    return false;
}

void ConsolePage::saveLayout(ConsoleSettings &) const
{
}

void ConsolePage::restoreLayout(const ConsoleSettings &)
{
}

void ConsolePage::setTabText(const QString &text)
{
    if (text == m_tabText)
        return;
    m_tabText = text;
    Q_EMIT tabTextChanged(text);
}

} // namespace rackops
