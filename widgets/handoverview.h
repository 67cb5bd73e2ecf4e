#pragma once

#include "handoveractionresult.h"
#include "handoverreportinfo.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTextBrowser;

namespace rackops {

class ActionOutcomeView;

// The shift handover: a shift to choose, its report as a readable document
// (incidents, state per site, pending approvals, remediations, what expires
// next shift, replication breaches, notes, changes), notes to add, the
// incoming operator's sign-off, and export as PDF or HTML. Emits intents.
class HandoverView : public QWidget {
    Q_OBJECT
public:
    explicit HandoverView(QWidget *parent = nullptr);

    const HandoverReportInfo &report() const { return m_report; }
    // Why the sign-off cannot be used now, as shown under it; empty when it can.
    QString signOffWhyNot() const;
    // Why Add note cannot be used now, as its tooltip and Alt+N say; empty when it can.
    QString addNoteWhyNot() const;
    QString documentText() const;
    // Writes the shown report (PDF or HTML by extension); false with a message.
    bool exportTo(const QString &path, QString *error) const;

public Q_SLOTS:
    void setShifts(const QList<rackops::ShiftInfo> &shifts, const QString &timeZone);
    void setReport(const rackops::HandoverReportInfo &report);
    void showResult(const rackops::HandoverActionResult &result);
    void showError(const QString &message);
    void setMayAct(bool mayAct, const QString &whyNot);
    // Why the link or the caller's roles do not allow notes (empty: they do); said by Add note.
    void setNoteWhyNot(const QString &whyNot);

Q_SIGNALS:
    void shiftChosen(const QString &shiftId);
    void noteRequested(const QString &shiftId, rackops::HandoverReportInfo::Note::Kind kind, const QString &text,
                       const QString &alertId);
    void acknowledgeRequested(const QString &shiftId, qint64 revision, const QString &comment);

private:
    // "Late shift, 30.11.2026": how sentences name a shift (never by its id).
    static QString shiftLabel(const ShiftInfo &shift);
    void askExport(bool pdf);
    void refreshActions();

    HandoverReportInfo m_report;
    QComboBox *m_shift;
    QLabel *m_status;
    QTextBrowser *m_document;
    QComboBox *m_noteKind;
    QLineEdit *m_noteAlert;
    QLineEdit *m_noteText;
    QPushButton *m_addNote;
    QPushButton *m_signOff;
    QLabel *m_signOffWhyNot;
    ActionOutcomeView *m_outcome;
    bool m_mayAct = true;
    QString m_whyNot;
    QString m_noteWhyNot;
};

} // namespace rackops
