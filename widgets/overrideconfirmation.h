#pragma once

#include "overriderequestinfo.h"

#include <QMessageBox>

namespace rackops {

// Confirming an override puts a rack into production although criteria fail:
// asked once more, naming the rack, who asked and why, and every criterion it
// does not meet. Cancel is the default button, so Enter or a second click of a
// double click does not confirm. Window-modal, deletes itself when closed.
class OverrideConfirmation : public QMessageBox {
    Q_OBJECT
public:
    OverrideConfirmation(const OverrideRequestInfo &request, QWidget *parent);

    QPushButton *confirmButton() const { return m_confirm; }
    // One line per criterion the rack does not meet: "name: measured X, needs Y".
    static QStringList unmetCriteria(const OverrideRequestInfo &request);

Q_SIGNALS:
    void confirmed();

private:
    QPushButton *m_confirm;
};

} // namespace rackops
