#include "handoverdocument.h"

#include "health.h"
#include "lifecyclestage.h"

#include <QAbstractTextDocumentLayout>
#include <QDateTime>
#include <QFile>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QTimeZone>

namespace rackops {

namespace {
QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// A table with a header row; `rows` hold already escaped cells.
QString table(const QStringList &headers, const QList<QStringList> &rows)
{
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\"><tr>");
    for (const QString &h : headers)
        html += QStringLiteral("<th align=\"left\">%1</th>").arg(esc(h));
    html += QStringLiteral("</tr>");
    for (const QStringList &row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString &cell : row)
            html += QStringLiteral("<td>%1</td>").arg(cell);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}
} // namespace

HandoverDocument::HandoverDocument(HandoverReportInfo report)
    : m_report(std::move(report))
{
}

QString HandoverDocument::when(qint64 ms) const
{
    if (ms <= 0)
        return QString();
    const QTimeZone zone(m_report.timeZone.toLatin1());
    const QDateTime t = zone.isValid() ? QDateTime::fromMSecsSinceEpoch(ms, zone) : QDateTime::fromMSecsSinceEpoch(ms);
    return QLocale().toString(t, QLocale::ShortFormat);
}

QString HandoverDocument::title() const
{
    return tr("Shift handover: %1 shift of %2").arg(m_report.shift.name, m_report.shift.localDate);
}

QString HandoverDocument::headerLine() const
{
    QStringList sites;
    for (const auto &s : m_report.sites)
        sites << s.site;
    const QString none = tr("none recorded", "operators of a shift");
    return tr("Sites %1 \u2014 %2 shift %3 \u2014 outgoing: %4 \u2014 incoming: %5")
        .arg(sites.join(QStringLiteral(", ")), m_report.shift.name, m_report.shift.localDate,
             m_report.outgoingOperators.isEmpty() ? none : m_report.outgoingOperators.join(QStringLiteral(", ")),
             !m_report.acknowledgedBy.isEmpty() ? m_report.acknowledgedBy
             : m_report.incomingOperators.isEmpty() ? none
                                                     : m_report.incomingOperators.join(QStringLiteral(", ")));
}

QString HandoverDocument::html() const
{
    const HandoverReportInfo &r = m_report;
    const QLocale locale;
    const QString noneInShift = QStringLiteral("<p><i>%1</i></p>");
    QString html = QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>").arg(esc(title()));
    html += QStringLiteral("<h1>%1</h1>").arg(esc(title()));
    QString status;
    switch (r.status) {
    case ShiftInfo::Status::InProgress: status = tr("Shift still running: figures as of %1").arg(when(r.generatedMs)); break;
    case ShiftInfo::Status::AwaitingAcknowledgement: status = tr("Shift over, waiting for the incoming operator's sign-off"); break;
    case ShiftInfo::Status::Acknowledged: status = tr("Signed off by %1 at %2").arg(r.acknowledgedBy, when(r.acknowledgedMs)); break;
    case ShiftInfo::Status::Unknown: status = tr("Status unknown"); break;
    }
    html += QStringLiteral("<p>%1<br>%2<br>%3</p>")
                .arg(esc(tr("From %1 to %2 (%3)").arg(when(r.shift.startMs), when(r.shift.endMs), r.timeZone)),
                     esc(headerLine()), esc(status));

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Active incidents")));
    if (r.incidents.isEmpty()) {
        html += noneInShift.arg(esc(tr("No open alerts and no critical alert in this shift.")));
    } else {
        QList<QStringList> rows;
        for (const auto &i : r.incidents) {
            QStringList tried;
            for (const auto &t : i.tried)
                tried << esc(tr("%1 %2: %3").arg(when(t.timeMs), t.actor, t.description));
            rows << QStringList{esc(AlertInfo::severityName(i.severity)), esc(i.alertId), esc(i.subject),
                                esc(i.summary),
                                i.owner.isEmpty() ? QStringLiteral("<b>%1</b>").arg(esc(tr("nobody", "owner of an alert")))
                                                  : esc(i.owner),
                                esc(when(i.raisedMs)),
                                tried.isEmpty() ? esc(tr("nothing recorded")) : tried.join(QStringLiteral("<br>")),
                                i.nextStep.isEmpty() ? QStringLiteral("<b>%1</b>").arg(esc(tr("none recorded: add one")))
                                                     : esc(i.nextStep)};
        }
        html += table({tr("Severity"), tr("Alert"), tr("Rack or bucket"), tr("What"), tr("Owner", "of an alert"),
                       tr("Raised"), tr("What was tried"), tr("Next step")},
                      rows);
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("State per site")));
    {
        QList<QStringList> rows;
        for (const auto &s : r.sites) {
            QStringList stages;
            for (const auto &[stage, count] : s.racksPerStage)
                stages << esc(tr("%1: %2", "stage: rack count").arg(LifecycleStages::displayName(stage), locale.toString(count)));
            rows << QStringList{esc(s.site), esc(locale.toString(s.rackCount)), stages.join(QStringLiteral(", ")),
                                s.movedToProduction.isEmpty() ? esc(tr("none")) : esc(s.movedToProduction.join(QStringLiteral(", "))),
                                s.failed.isEmpty() ? esc(tr("none")) : esc(s.failed.join(QStringLiteral(", "))),
                                esc(tr("%1 critical, %2 caution").arg(locale.toString(s.racksCritical), locale.toString(s.racksCaution)))};
        }
        html += table({tr("Site"), tr("Racks"), tr("Racks per stage"), tr("Moved to production"), tr("Failed"),
                       tr("Health now")},
                      rows);
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Pending approvals and four-eyes requests")));
    if (r.pendingApprovals.isEmpty() && r.pendingOverrides.isEmpty()) {
        html += noneInShift.arg(esc(tr("No rack waits for approval.")));
    } else {
        QList<QStringList> rows;
        for (const auto &p : r.pendingApprovals)
            rows << QStringList{esc(p.rackId), esc(tr("waiting since %1").arg(when(p.awaitingSinceMs))),
                                p.failedCriteria == 0 ? esc(tr("ready to approve"))
                                                      : esc(tr("%n criterion/criteria not met: %1", nullptr, p.failedCriteria)
                                                                .arg(p.blockingSummary))};
        for (const auto &o : r.pendingOverrides)
            rows << QStringList{esc(o.rackId), esc(tr("four-eyes request %1 by %2").arg(o.id, o.requestedBy)),
                                esc(tr("needs a second approver before %1").arg(when(o.expiresMs)))};
        html += table({tr("Rack"), tr("Waiting"), tr("What is missing")}, rows);
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Remediations in this shift")));
    if (r.remediations.isEmpty()) {
        html += noneInShift.arg(esc(tr("No remediation was run in this shift.")));
    } else {
        QList<QStringList> rows;
        for (const auto &op : r.remediations)
            rows << QStringList{esc(op.rackId), esc(op.title()), esc(op.requestedBy), esc(OperationInfo::stateName(op.state)),
                                esc(op.message)};
        html += table({tr("Rack"), tr("Action"), tr("By"), tr("Outcome"), tr("Details")}, rows);
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Expiring during the next shift")));
    if (r.expiringNextShift.isEmpty()) {
        html += noneInShift.arg(esc(tr("No silence or override request runs out during the next shift.")));
    } else {
        QList<QStringList> rows;
        for (const auto &e : r.expiringNextShift)
            rows << QStringList{esc(e.kind == HandoverReportInfo::Expiry::Kind::Silence ? tr("Silence") : tr("Override request")),
                                esc(e.id), esc(e.summary), esc(e.owner), esc(when(e.expiresMs))};
        html += table({tr("Kind"), tr("Id"), tr("What"), tr("Owner", "of a silence"), tr("Expires")}, rows);
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Replication SLO breaches")));
    if (r.replicationBreaches.isEmpty()) {
        html += noneInShift.arg(esc(tr("No replication pair breached its SLO in this shift.")));
    } else {
        QList<QStringList> rows;
        for (const auto &b : r.replicationBreaches)
            rows << QStringList{esc(b.bucket), esc(tr("%1 to %2").arg(b.sourceRegion, b.targetRegion)), esc(when(b.startedMs)),
                                b.endedMs ? esc(when(b.endedMs)) : QStringLiteral("<b>%1</b>").arg(esc(tr("still breached")))};
        html += table({tr("Bucket"), tr("Regions"), tr("From"), tr("Until")}, rows);
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Notes")));
    if (r.notes.isEmpty()) {
        html += noneInShift.arg(esc(tr("No notes.")));
    } else {
        QList<QStringList> rows;
        for (const auto &n : r.notes) {
            const QString kind = n.kind == HandoverReportInfo::Note::Kind::NextStep ? tr("Next step")
                : n.kind == HandoverReportInfo::Note::Kind::Watch                  ? tr("Watch")
                                                                                   : tr("Note");
            const QString about = !n.alertId.isEmpty() ? n.alertId : n.rackId;
            rows << QStringList{esc(when(n.createdMs)), esc(n.author), esc(kind), esc(about), esc(n.text)};
        }
        html += table({tr("Time"), tr("Author"), tr("Kind"), tr("About"), tr("Note")}, rows);
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Changes made in this shift")));
    if (r.changes.isEmpty()) {
        html += noneInShift.arg(esc(tr("Nobody changed anything in this shift.")));
    } else {
        QList<QStringList> rows;
        for (const auto &e : r.changes)
            rows << QStringList{esc(when(e.timeMs)), esc(e.actor), esc(e.action), esc(e.rackId), esc(e.details)};
        html += table({tr("Time"), tr("Who"), tr("Action"), tr("Rack"), tr("Details")}, rows);
        if (r.changesTruncated)
            html += noneInShift.arg(esc(tr("More changes than fit here; the audit log has all of them.")));
    }

    html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Sign-off")));
    html += r.acknowledgedBy.isEmpty()
        ? QStringLiteral("<p><b>%1</b></p>").arg(esc(tr("Not signed off yet.")))
        : QStringLiteral("<p>%1</p>").arg(esc(r.acknowledgementComment.isEmpty()
                                                 ? tr("Read and signed off by %1 at %2.").arg(r.acknowledgedBy, when(r.acknowledgedMs))
                                                 : tr("Read and signed off by %1 at %2: %3")
                                                       .arg(r.acknowledgedBy, when(r.acknowledgedMs), r.acknowledgementComment)));
    return html + QStringLiteral("</body></html>");
}

bool HandoverDocument::writeHtml(const QString &path, QString *error) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(html().toUtf8());
    return true;
}

bool HandoverDocument::writePdf(const QString &path, QString *error) const
{
    QPdfWriter writer(path);
    if (!writer.setPageSize(QPageSize(QPageSize::A4))) {
        *error = tr("cannot set up the page for %1").arg(path);
        return false;
    }
    writer.setResolution(96);
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setTitle(title());
    writer.setCreator(QStringLiteral("RackOps"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = tr("cannot write %1").arg(path);
        return false;
    }
    const QRect page = writer.pageLayout().paintRectPixels(writer.resolution());
    const QRectF area(0, 0, page.width(), page.height());
    const qreal headerHeight = 36;
    const qreal footerHeight = 24;
    QTextDocument document;
    document.documentLayout()->setPaintDevice(&writer);
    QFont base = document.defaultFont();
    base.setPointSizeF(8.5);
    document.setDefaultFont(base);
    document.setDefaultStyleSheet(QStringLiteral("th { background-color: #e4e4e4; } h2 { margin-top: 14px; }"));
    document.setHtml(html());
    const QSizeF body(area.width(), area.height() - headerHeight - footerHeight);
    document.setPageSize(body);
    const int pages = document.pageCount();
    QFont small = base;
    small.setPointSizeF(7.5);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        painter.setFont(small);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(0, 0, area.width(), headerHeight - 6), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         headerLine());
        painter.drawLine(QPointF(0, headerHeight - 4), QPointF(area.width(), headerHeight - 4));
        painter.drawText(QRectF(0, area.height() - footerHeight + 6, area.width(), footerHeight - 6),
                         Qt::AlignRight | Qt::AlignVCenter,
                         tr("Page %1 of %2").arg(QLocale().toString(i + 1), QLocale().toString(pages)));
        painter.drawText(QRectF(0, area.height() - footerHeight + 6, area.width(), footerHeight - 6),
                         Qt::AlignLeft | Qt::AlignVCenter, title());
        painter.save();
        painter.translate(0, headerHeight - i * body.height());
        // Paper is white whatever the console's theme: black text, not the palette's.
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, i * body.height(), body.width(), body.height());
        context.palette.setColor(QPalette::Text, Qt::black);
        context.palette.setColor(QPalette::WindowText, Qt::black);
        painter.setClipRect(context.clip);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    painter.end();
    return true;
}

bool HandoverDocument::write(const QString &path, QString *error) const
{
    return path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? writePdf(path, error) : writeHtml(path, error);
}

} // namespace rackops
