#include "handoverview.h"

#include "actionoutcomeview.h"
#include "disabledbuttonexplainer.h"
#include "handoverdocument.h"
#include "timestamptext.h"

#include <QComboBox>
#include <QDate>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rackops {

namespace {

// A shift's local date ("2026-11-30" on the wire) as the operator writes dates.
QString shiftDate(const QString &isoDate)
{
    const QDate date = QDate::fromString(isoDate, Qt::ISODate);
    return date.isValid() ? TimestampText::date(date) : isoDate;
}

} // namespace

QString HandoverView::shiftLabel(const ShiftInfo &shift)
{
    if (shift.name.isEmpty())
        return shift.id;
    return tr("%1 shift, %2").arg(shift.name, shiftDate(shift.localDate));
}

HandoverView::HandoverView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("handoverView"));
    m_shift = new QComboBox(this);
    m_shift->setObjectName(QStringLiteral("handoverShift"));
    m_shift->setAccessibleName(tr("Shift"));
    m_shift->setMinimumContentsLength(28);
    m_status = new QLabel(this);
    auto *refresh = new QPushButton(tr("Re&load report"), this);
    auto *pdf = new QPushButton(tr("Export &PDF\u2026"), this);
    pdf->setObjectName(QStringLiteral("exportPdf"));
    auto *html = new QPushButton(tr("Export HT&ML\u2026"), this);
    html->setObjectName(QStringLiteral("exportHtml"));
    m_document = new QTextBrowser(this);
    m_document->setObjectName(QStringLiteral("handoverDocument"));
    m_document->setAccessibleName(tr("Handover report"));
    m_document->setOpenLinks(false);

    m_noteKind = new QComboBox(this);
    m_noteKind->setAccessibleName(tr("Kind of note"));
    m_noteKind->addItem(tr("Note"), int(HandoverReportInfo::Note::Kind::General));
    m_noteKind->addItem(tr("Next step for an incident"), int(HandoverReportInfo::Note::Kind::NextStep));
    m_noteKind->addItem(tr("Watch next shift"), int(HandoverReportInfo::Note::Kind::Watch));
    m_noteAlert = new QLineEdit(this);
    m_noteAlert->setPlaceholderText(tr("Alert id (for a next step)"));
    m_noteAlert->setAccessibleName(tr("Alert the note is about"));
    m_noteAlert->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 12);
    m_noteText = new QLineEdit(this);
    m_noteText->setObjectName(QStringLiteral("handoverNoteText"));
    m_noteText->setPlaceholderText(tr("What the next shift must know"));
    m_addNote = new QPushButton(tr("Add &note"), this);
    m_addNote->setObjectName(QStringLiteral("addHandoverNote"));
    m_signOff = new QPushButton(tr("&Sign off as incoming operator\u2026"), this);
    m_signOff->setObjectName(QStringLiteral("signOffHandover"));
    m_signOffWhyNot = new QLabel(this);
    m_signOffWhyNot->setObjectName(QStringLiteral("signOffWhyNot"));
    m_signOffWhyNot->setWordWrap(true);
    m_signOffWhyNot->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_outcome = new ActionOutcomeView(this);

    auto *top = new QHBoxLayout;
    top->addWidget(m_shift);
    top->addWidget(refresh);
    top->addWidget(m_status, 1);
    top->addWidget(pdf);
    top->addWidget(html);
    // The note's text gets the room: at 1366 px in German the kind, the alert id, "Notiz
    // hinzufügen" and the sign-off button left it a few letters. Sign-off has a row of its own,
    // beside why it cannot be done yet.
    m_noteKind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_noteKind->setMinimumContentsLength(12);
    auto *notes = new QHBoxLayout;
    notes->addWidget(m_noteKind);
    notes->addWidget(m_noteAlert);
    notes->addWidget(m_noteText, 1);
    notes->addWidget(m_addNote);
    auto *signOff = new QHBoxLayout;
    signOff->addWidget(m_signOffWhyNot, 1);
    signOff->addWidget(m_signOff);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addWidget(m_document, 1);
    layout->addLayout(notes);
    layout->addLayout(signOff);
    layout->addWidget(m_outcome);

    connect(m_shift, &QComboBox::activated, this, [this] { Q_EMIT shiftChosen(m_shift->currentData().toString()); });
    connect(refresh, &QPushButton::clicked, this, [this] { Q_EMIT shiftChosen(m_shift->currentData().toString()); });
    connect(pdf, &QPushButton::clicked, this, [this] { askExport(true); });
    connect(html, &QPushButton::clicked, this, [this] { askExport(false); });
    connect(m_noteText, &QLineEdit::textChanged, this, &HandoverView::refreshActions);
    connect(m_addNote, &QPushButton::clicked, this, [this] {
        m_outcome->showPending(tr("Adding the note\u2026"));
        Q_EMIT noteRequested(m_report.shift.id, HandoverReportInfo::Note::Kind(m_noteKind->currentData().toInt()),
                             m_noteText->text().trimmed(), m_noteAlert->text().trimmed());
    });
    connect(m_signOff, &QPushButton::clicked, this, [this] {
        bool ok = false;
        const QString comment = QInputDialog::getText(
            this, tr("Sign off the handover"),
            tr("You confirm that you read the handover of %1. Questions for the outgoing shift (optional):")
                .arg(shiftLabel(m_report.shift)),
            QLineEdit::Normal, {}, &ok);
        if (!ok)
            return;
        m_outcome->showPending(tr("Signing off\u2026"));
        Q_EMIT acknowledgeRequested(m_report.shift.id, m_report.revision, comment.trimmed());
    });
    m_document->setPlainText(tr("Loading the handover\u2026"));
    new DisabledButtonExplainer(m_signOff, [this] { return signOffWhyNot(); });
    new DisabledButtonExplainer(m_addNote, [this] { return addNoteWhyNot(); });
    refreshActions();
}

void HandoverView::setShifts(const QList<ShiftInfo> &shifts, const QString &)
{
    const QString current = m_report.shift.id;
    m_shift->clear();
    for (auto it = shifts.crbegin(); it != shifts.crend(); ++it)
        m_shift->addItem(shiftLabel(*it), it->id);
    const int index = m_shift->findData(current);
    if (index >= 0)
        m_shift->setCurrentIndex(index);
}

void HandoverView::setReport(const HandoverReportInfo &report)
{
    m_report = report;
    const HandoverDocument document(report);
    m_document->setHtml(document.html());
    if (const int index = m_shift->findData(report.shift.id); index >= 0)
        m_shift->setCurrentIndex(index);
    else if (m_shift->count() == 0)
        m_shift->addItem(shiftLabel(report.shift), report.shift.id);
    m_status->setText(report.acknowledgedBy.isEmpty() ? tr("Not signed off")
                                                      : tr("Signed off by %1").arg(report.acknowledgedBy));
    refreshActions();
}

void HandoverView::refreshActions()
{
    const QString noteWhyNot = addNoteWhyNot();
    m_addNote->setEnabled(noteWhyNot.isEmpty());
    m_addNote->setToolTip(noteWhyNot.isEmpty() ? tr("Adds the note to this shift's handover, under your name.")
                                               : noteWhyNot);
    const QString why = signOffWhyNot();
    m_signOff->setEnabled(why.isEmpty());
    m_signOff->setToolTip(
        why.isEmpty() ? tr("The incoming operator confirms having read the handover; this is recorded.") : why);
    // In words under the buttons, not only on hover; the note's too when the roles refuse it.
    QStringList words;
    if (!m_noteWhyNot.isEmpty() && m_noteWhyNot != why)
        words << m_noteWhyNot;
    if (!why.isEmpty())
        words << why;
    m_signOffWhyNot->setText(words.join(QLatin1Char('\n')));
    m_signOffWhyNot->setVisible(!words.isEmpty());
}

QString HandoverView::signOffWhyNot() const
{
    if (!m_mayAct)
        return m_whyNot;
    if (!m_report.isValid())
        return tr("Sign off waits for the report to load.");
    if (!m_report.acknowledgedBy.isEmpty())
        return tr("This shift is already signed off by %1.").arg(m_report.acknowledgedBy);
    if (m_report.status == ShiftInfo::Status::InProgress)
        return tr("The shift is still running; the backend accepts a sign-off from one hour before it ends.");
    return {};
}

QString HandoverView::addNoteWhyNot() const
{
    if (!m_noteWhyNot.isEmpty())
        return m_noteWhyNot;
    if (!m_mayAct)
        return m_whyNot;
    if (!m_report.isValid())
        return tr("Notes wait for the report to load.");
    if (!m_report.acknowledgedBy.isEmpty())
        return tr("This shift is signed off by %1; its handover takes no more notes.").arg(m_report.acknowledgedBy);
    if (m_noteText->text().trimmed().isEmpty())
        return tr("Write the note in the field beside the button first.");
    return {};
}

void HandoverView::setNoteWhyNot(const QString &whyNot)
{
    m_noteWhyNot = whyNot;
    refreshActions();
}

void HandoverView::setMayAct(bool mayAct, const QString &whyNot)
{
    m_mayAct = mayAct;
    m_whyNot = whyNot;
    refreshActions();
}

void HandoverView::showResult(const HandoverActionResult &result)
{
    if (result.accepted())
        m_noteText->clear();
    m_outcome->showResult(result, tr("Recorded in the handover of %1.").arg(shiftLabel(m_report.shift)));
}

void HandoverView::showError(const QString &message)
{
    m_outcome->showWarning(message);
}

QString HandoverView::documentText() const
{
    return m_document->toPlainText();
}

bool HandoverView::exportTo(const QString &path, QString *error) const
{
    return HandoverDocument(m_report).write(path, error);
}

void HandoverView::askExport(bool pdf)
{
    const QString suggested = QStringLiteral("handover-%1.%2")
                                  .arg(QString(m_report.shift.id).replace(QLatin1Char('/'), QLatin1Char('-')),
                                       pdf ? QStringLiteral("pdf") : QStringLiteral("html"));
    const QString path =
        QFileDialog::getSaveFileName(this, pdf ? tr("Export the handover as PDF") : tr("Export the handover as HTML"),
                                     suggested, pdf ? tr("PDF (*.pdf)") : tr("HTML (*.html)"));
    if (path.isEmpty())
        return;
    QString error;
    if (exportTo(path, &error))
        m_outcome->showPending(tr("Exported to %1").arg(path));
    else
        m_outcome->showWarning(error);
}

} // namespace rackops
