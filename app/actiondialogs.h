#pragma once

#include "rackdetail.h"

#include <QObject>

class QWidget;

namespace rackops {

class ConsoleSession;

// The dialogs that change something: approve a rack, remediate it, change a
// bucket's SLO. Each is tied to its controller for as long as it is open.
class ActionDialogs : public QObject {
    Q_OBJECT
public:
    ActionDialogs(ConsoleSession *session, QWidget *window);

public Q_SLOTS:
    void openApprove(const QString &rackId);
    void openRemediation(const rackops::RackDetail &detail);
    void openSlo(const QString &pairKey);

Q_SIGNALS:
    // "validation:RACK" and the like: a dialog points the operator at a view.
    void viewRequested(const QString &view);

private:
    ConsoleSession *m_session;
    QWidget *m_window;
};

} // namespace rackops
