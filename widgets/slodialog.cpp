#include "slodialog.h"

#include "actionoutcomeview.h"
#include "quantityformat.h"
#include "replicationmodel.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rackops {

SloDialog::SloDialog(ReplicationModel *model, const QString &pairKey, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_pairKey(pairKey)
{
    setObjectName(QStringLiteral("sloDialog"));
    const ReplicationPair *pair = model->find(pairKey);
    const ReplicationPair shown = pair ? *pair : ReplicationPair {};
    m_bucket = shown.bucket;
    m_target = shown.target;
    m_revision = shown.configRevision;
    setWindowTitle(tr("Replication SLO of %1").arg(m_bucket));
    setMinimumWidth(480);

    auto *now = new QLabel(tr("%1 replicates from %2 to %3 with an SLO of %4; the oldest object waiting is %5 old.")
                               .arg(shown.bucket, shown.source, shown.target, QuantityFormat::duration(shown.sloMs),
                                    QuantityFormat::duration(shown.lagMs)),
                           this);
    now->setWordWrap(true);
    m_minutes = new QSpinBox(this);
    m_minutes->setObjectName(QStringLiteral("sloMinutes"));
    m_minutes->setRange(1, 24 * 60); // what the backend accepts
    //: Unit after the SLO spin box
    m_minutes->setSuffix(tr(" min"));
    m_minutes->setValue(int(std::max<qint64>(1, shown.sloMs / 60'000)));
    m_onlyPair = new QRadioButton(tr("Only replication into %1").arg(shown.target), this);
    m_wholeBucket = new QRadioButton(tr("Every replication pair of %1").arg(shown.bucket), this);
    m_onlyPair->setChecked(true);
    m_reason = new QLineEdit(this);
    m_reason->setObjectName(QStringLiteral("sloReason"));
    m_reason->setPlaceholderText(tr("Why, for the audit log"));
    m_outcome = new ActionOutcomeView(this);

    auto *form = new QFormLayout;
    form->addRow(tr("&New SLO:"), m_minutes);
    form->addRow(tr("Applies to:"), m_onlyPair);
    form->addRow(QString(), m_wholeBucket);
    form->addRow(tr("&Reason:"), m_reason);
    auto *buttons = new QDialogButtonBox(this);
    m_confirm = buttons->addButton(tr("&Set SLO"), QDialogButtonBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmSlo"));
    m_confirm->setAutoDefault(false);
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setAutoDefault(false);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(now);
    layout->addLayout(form);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);

    connect(m_reason, &QLineEdit::textChanged, this, &SloDialog::updateConfirm);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_confirm, &QPushButton::clicked, this, [this] { send({}); });
    connect(m_outcome, &ActionOutcomeView::askAgainRequested, this, &SloDialog::send);
    connect(model, &ReplicationModel::updateApplied, this, &SloDialog::checkRevision);
    if (!pair)
        m_withdrawn = tr("This replication pair is no longer reported by the backend.");
    if (!m_withdrawn.isEmpty())
        m_outcome->showWarning(m_withdrawn);
    updateConfirm();
}

void SloDialog::setWholeBucket(bool wholeBucket)
{
    (wholeBucket ? m_wholeBucket : m_onlyPair)->setChecked(true);
}

void SloDialog::checkRevision()
{
    const ReplicationPair *pair = m_model->find(m_pairKey);
    if (m_inFlight || m_done || !m_withdrawn.isEmpty() || (pair && pair->configRevision == m_revision))
        return;
    m_withdrawn = tr("The settings of %1 changed while this dialog was open (by someone else, or by a call "
                     "that got through). Close it and look again.")
                      .arg(m_bucket);
    m_outcome->showWarning(m_withdrawn);
    updateConfirm();
}

void SloDialog::updateConfirm()
{
    m_confirm->setEnabled(!m_inFlight && !m_done && m_withdrawn.isEmpty() && !m_reason->text().trimmed().isEmpty());
}

void SloDialog::send(const QString &key)
{
    m_inFlight = true;
    updateConfirm();
    m_outcome->showPending(tr("Setting the SLO\u2026"));
    Q_EMIT sloChangeRequested(m_bucket, m_onlyPair->isChecked() ? m_target : QString(),
                              qint64(m_minutes->value()) * 60'000, m_revision, m_reason->text().trimmed(), key);
}

void SloDialog::showResult(const BucketActionResult &result)
{
    m_inFlight = false;
    m_done = result.accepted();
    m_outcome->showResult(result,
                          tr("Done: the SLO of %1 is now %2. The change is in the audit log.")
                              .arg(m_bucket, QuantityFormat::duration(qint64(m_minutes->value()) * 60'000)));
    updateConfirm();
}

} // namespace rackops
