#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace rackops {

// Asks what to silence (this condition or the whole rack), for how long
// (never open-ended) and why. The owner is whoever sends it.
class AlertSilenceDialog : public QDialog {
    Q_OBJECT
public:
    AlertSilenceDialog(const QString &rackId, const QString &summary, QWidget *parent = nullptr);

    bool wholeRack() const;
    qint64 durationMs() const;
    QString reason() const;

private:
    QRadioButton *m_condition;
    QRadioButton *m_rack;
    QComboBox *m_duration;
    QLineEdit *m_reason;
    QPushButton *m_ok;
};

} // namespace rackops
