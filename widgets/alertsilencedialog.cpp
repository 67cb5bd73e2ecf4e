#include "alertsilencedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rackops {

AlertSilenceDialog::AlertSilenceDialog(const QString &rackId, const QString &summary, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Silence alerts of %1").arg(rackId));
    m_condition = new QRadioButton(tr("Only \"%1\" on %2").arg(summary, rackId), this);
    m_condition->setChecked(true);
    m_rack = new QRadioButton(tr("Every alert of rack %1").arg(rackId), this);
    m_duration = new QComboBox(this);
    m_duration->setAccessibleName(tr("Silence for"));
    constexpr qint64 kMinute = 60'000;
    m_duration->addItem(tr("30 minutes"), 30 * kMinute);
    m_duration->addItem(tr("1 hour"), 60 * kMinute);
    m_duration->addItem(tr("2 hours"), 120 * kMinute);
    m_duration->addItem(tr("4 hours"), 240 * kMinute);
    m_duration->addItem(tr("8 hours (a shift)"), 480 * kMinute);
    m_duration->addItem(tr("24 hours"), 1440 * kMinute);
    m_duration->setCurrentIndex(1);
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("silenceReason"));
    m_reason->setPlaceholderText(tr("e.g. valve replacement under change CHG-1234"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Silence on %1").arg(rackId));
    m_ok->setEnabled(false);
    auto *form = new QFormLayout;
    form->addRow(tr("Silence"), m_condition);
    form->addRow(QString(), m_rack);
    form->addRow(tr("For"), m_duration);
    form->addRow(tr("Reason"), m_reason);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_reason, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_ok->setEnabled(!text.trimmed().isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

bool AlertSilenceDialog::wholeRack() const
{
    return m_rack->isChecked();
}

qint64 AlertSilenceDialog::durationMs() const
{
    return m_duration->currentData().toLongLong();
}

QString AlertSilenceDialog::reason() const
{
    return m_reason->text().trimmed();
}

} // namespace rackops
