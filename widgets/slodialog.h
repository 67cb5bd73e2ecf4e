#pragma once

#include "bucketactionresult.h"

#include <QDialog>

class QButtonGroup;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace rackops {

class ActionOutcomeView;
class ReplicationModel;

// Changes the replication SLO of a bucket: for the pair it was opened on
// (its target region) or for every pair of the bucket, with a reason for the
// audit log. Decided on the bucket's settings revision: if they change while
// the dialog is open, it withdraws and says so. Shows the outcome (done,
// refused and why, or no answer with a safe "ask again").
class SloDialog : public QDialog {
    Q_OBJECT
public:
    SloDialog(ReplicationModel *model, const QString &pairKey, QWidget *parent = nullptr);

    QSpinBox *minutes() const { return m_minutes; }
    QLineEdit *reason() const { return m_reason; }
    QPushButton *confirmButton() const { return m_confirm; }
    void setWholeBucket(bool wholeBucket);

public Q_SLOTS:
    void showResult(const rackops::BucketActionResult &result);

Q_SIGNALS:
    // `targetRegion` empty = every pair of the bucket.
    void sloChangeRequested(const QString &bucket, const QString &targetRegion, qint64 sloMs, qint64 expectedRevision,
                            const QString &reason, const QString &idempotencyKey);

private:
    void send(const QString &key);
    void checkRevision();
    void updateConfirm();

    ReplicationModel *m_model;
    QString m_pairKey;
    QString m_bucket;
    QString m_target;
    qint64 m_revision = 0;
    QSpinBox *m_minutes;
    QRadioButton *m_onlyPair;
    QRadioButton *m_wholeBucket;
    QLineEdit *m_reason;
    ActionOutcomeView *m_outcome;
    QPushButton *m_confirm;
    QString m_withdrawn;
    bool m_inFlight = false;
    bool m_done = false;
};

} // namespace rackops
