#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace rackops {

class SessionIdentity;

// Who the console acts as, with which roles. Against the demo backend it
// also offers the demo users, so four-eyes can be tried at one desk. Where the
// status bar is short of room (a laptop, German, many alerts) it gives way to
// just the name; the roles stay in its tooltip.
class IdentityIndicator : public QWidget {
    Q_OBJECT
public:
    IdentityIndicator(SessionIdentity *identity, const QStringList &demoUsers, QWidget *parent = nullptr);

    QString text() const; // the whole of it, roles included
    QComboBox *userChoice() const { return m_users; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void userSwitchRequested(const QString &subject);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    // The label's width for `text` instead of what it shows now.
    int labelWidthFor(const QString &text) const;
    void fitLabel();

    SessionIdentity *m_identity;
    QLabel *m_label;
    QComboBox *m_users = nullptr;
    QString m_full; // "Anna Approver (Viewer, Operator, Approver)"
    QString m_short; // "Anna Approver"
};

} // namespace rackops
