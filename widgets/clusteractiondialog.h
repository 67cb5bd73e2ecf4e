#pragma once

#include "clusteractionresult.h"
#include "gatecriterion.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace rackops {

class GateCriteriaModel;

// One dangerous action on a cluster: request its release (four-eyes, with
// the gate's criteria shown), confirm or reject someone else's request,
// quarantine a member rack, or expand the cluster by racks. The cluster is
// named in the title and on the confirm button; a reason is required; the
// outcome (done, waiting for a second approver, refused with the backend's
// reason, or no answer) is shown here, to the operator who asked.
class ClusterActionDialog : public QDialog {
    Q_OBJECT
public:
    enum class Kind { RequestRelease, DecideRelease, Quarantine, Expand };

    struct Intent {
        Kind kind = Kind::RequestRelease;
        QString clusterId;
        qint64 expectedRevision = 0;
        QString reason; // the reason, or the decision's comment
        QStringList rackIds; // Quarantine: one; Expand: the new racks
        QString releaseRequestId; // DecideRelease
        bool reject = false; // DecideRelease
        QString idempotencyKey; // empty: a new intent; set: resending one that got no answer
    };

    ClusterActionDialog(Kind kind, const ClusterSummary &cluster, QWidget *parent = nullptr);

    Kind kind() const { return m_kind; }
    QString clusterId() const { return m_cluster.clusterId; }
    // RequestRelease: the gate as judged now.
    void setCriteria(const GateCriteria &criteria);
    // Quarantine: the racks to choose from.
    void setMemberRacks(const QStringList &rackIds, const QString &preselected = {});
    void showResult(const rackops::ClusterActionResult &result);
    // The cluster as the list shows it now (null: it is gone). When what the decision is checked
    // against (its state revision) changed while the dialog is open and nothing is on its way, the
    // dialog withdraws: it says what changed, and confirm and reject stay disabled, so nobody
    // decides on what is no longer true. Close it and look again.
    void clusterChanged(const rackops::ClusterSummary *cluster);
    bool isWithdrawn() const { return m_withdrawn; }
    QString outcomeText() const;
    QPushButton *confirmButton() const { return m_confirm; }
    QPushButton *rejectButton() const { return m_reject; }
    QPlainTextEdit *reasonEdit() const { return m_reason; }
    QLineEdit *racksEdit() const { return m_racks; }

Q_SIGNALS:
    void submitted(const rackops::ClusterActionDialog::Intent &intent);

private:
    void submit(bool reject);
    void updateButtons();
    QString confirmText() const;
    QStringList typedRacks() const;

    Kind m_kind;
    ClusterSummary m_cluster;
    GateCriteriaModel *m_criteria = nullptr;
    QTableView *m_criteriaView = nullptr;
    QComboBox *m_rackChoice = nullptr;
    QLineEdit *m_racks = nullptr;
    QPlainTextEdit *m_reason = nullptr;
    QLabel *m_outcome = nullptr;
    QPushButton *m_confirm = nullptr;
    QPushButton *m_reject = nullptr;
    QPushButton *m_close = nullptr;
    QString m_pendingKey; // the key of an intent that got no answer: resent with it
    bool m_busy = false;
    bool m_done = false;
    bool m_withdrawn = false;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ClusterActionDialog::Intent)
