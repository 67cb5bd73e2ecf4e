#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAbstractButton;
class QShortcut;

namespace rackops {

// A disabled button's mnemonic (Alt+C on "&Confirm") does nothing in Qt. An operator pressing it
// would not know whether the console heard them; this answers instead: while the button is
// disabled its mnemonic shows why, next to the button, and emits explained() for a status bar.
class DisabledButtonExplainer : public QObject {
    Q_OBJECT
public:
    using Reason = std::function<QString()>;
    DisabledButtonExplainer(QAbstractButton *button, Reason whyNot);

    QString lastExplanation() const { return m_last; }
    // Follows the button's enabled state (automatic) and its text (call after setText()).
    void sync();

Q_SIGNALS:
    void explained(const QString &whyNot);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void explain();

    QAbstractButton *m_button;
    Reason m_whyNot;
    QShortcut *m_shortcut;
    QString m_last;
};

} // namespace rackops
