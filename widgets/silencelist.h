#pragma once

#include "alertactionresult.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;

namespace rackops {

class ActionOutcomeView;
class SilencesModel;

// The silences under the Alerts list, compact: what each holds, its owner,
// until when, and where it stands in Alertmanager. A line above says how many
// are not yet in Alertmanager (so nobody thinks the pager is quiet when it is
// not). Ended silences are shown on demand, except those whose end has not
// reached Alertmanager yet. Ending one of RackOps' asks for confirmation;
// Alertmanager's own silences are shown, not ended here. Emits intents only.
class SilenceList : public QWidget {
    Q_OBJECT
public:
    explicit SilenceList(SilencesModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    // The silence of the current row, or empty.
    QString currentSilenceId() const;
    bool selectSilence(const QString &silenceId);

public Q_SLOTS:
    void setMayAct(bool mayAct, const QString &whyNot);
    // The list could not be read (empty: it could again).
    void setProblem(const QString &problem);
    void showResult(const rackops::AlertActionResult &result);

Q_SIGNALS:
    void expireRequested(const QString &silenceId, const QString &reason);

protected:
    void showEvent(QShowEvent *event) override;

private:
    // Each column's width before its header has its say (HeaderFit).
    static QList<int> widths();
    void showRows();
    void showWaiting(int count);
    void updateButton();
    QString whyNotExpire() const;
    void askExpire();

    SilencesModel *m_model;
    QLabel *m_waiting;
    QLabel *m_problem;
    QCheckBox *m_showEnded;
    QTableView *m_table;
    QPushButton *m_expire;
    ActionOutcomeView *m_outcome;
    bool m_mayAct = true;
    QString m_whyNot;
};

} // namespace rackops
