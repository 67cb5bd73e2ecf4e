#pragma once

#include "consolepage.h"

namespace rackops {

class ConsoleSession;
class ValidationView;

// Validation results of the selected rack; follows the selection while shown.
class ValidationPage : public ConsolePage {
    Q_OBJECT
public:
    ValidationPage(ConsoleSession *session, QObject *parent);

    ValidationView *view() const { return m_view; }
    // A validation artifact dropped on a rack elsewhere: the rack's results in front, the file imported.
    bool takeFile(const QString &rackId, const QString &path) override;

private:
    void shown() override;

    ConsoleSession *m_session;
    ValidationView *m_view;
};

} // namespace rackops
