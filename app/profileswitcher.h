#pragma once

#include <QObject>

class QWidget;

namespace rackops {

// File > Connection profiles: edits the saved profiles, and connects to one by
// starting a new console for it and closing this one, so nothing of the old
// backend's state can leak into the new connection.
class ProfileSwitcher : public QObject {
    Q_OBJECT
public:
    ProfileSwitcher(QString currentProfile, QWidget *window);

public Q_SLOTS:
    void open();

private:
    QString m_current;
    QWidget *m_window;
};

} // namespace rackops
