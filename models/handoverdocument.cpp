#include "handoverdocument.h"

#include "auditactions.h"
#include "backendtext.h"
#include "handoverpdf.h"
#include "health.h"
#include "incidentgrouping.h"
#include "lifecyclestage.h"
#include "timestamptext.h"

#include <QDate>
#include <QDateTime>
#include <QFile>
#include <QLocale>
#include <QHash>
#include <QMap>
#include <QTimeZone>

#include <algorithm>
#include <iterator>

namespace rackops {

// One cell of a table: escaped HTML, and whether it may wrap (ids may not).
struct HandoverDocument::Cell {
    QString html;
    bool keep = false;
};

// One list of the report: its section, its rows worst first, and its counts
// for when it is too long to give whole before the appendix.
struct HandoverDocument::Listing {
    Listing(QString heading_, QString empty_, QStringList headers_)
        : heading(std::move(heading_))
        , empty(std::move(empty_))
        , headers(std::move(headers_))
    {
    }

    QString heading;
    QString empty; // said when the list is empty
    QStringList headers;
    QList<int> widths; // per cent per column; empty = as Qt lays them out
    QList<QList<Cell>> rows; // worst first
    QString counts; // one sentence of counts
    QString after; // said after the list, whole or summarised
};

namespace {

constexpr int kIdsInASentence = 5;

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

using Cell = HandoverDocument::Cell;

Cell text(const QString &plain)
{
    return {esc(plain), false};
}

Cell markup(const QString &escaped)
{
    return {escaped, false};
}

// An id (rack, alert, bucket, person) never breaks, whatever its hyphens:
// Qt honours white-space: nowrap on a table cell, not on a span.
Cell id(const QString &plain)
{
    return {esc(plain), true};
}

// Several ids, one a line.
Cell ids(const QStringList &list)
{
    QStringList escaped;
    for (const QString &one : list)
        escaped << esc(one);
    return {escaped.join(QStringLiteral("<br>")), true};
}

// Ids within a sentence; a sentence's cell wraps, so they stay in a cell of their own.
QString joined(const QStringList &list)
{
    return list.join(QStringLiteral(", "));
}

QString bold(const QString &escaped)
{
    return QStringLiteral("<b>%1</b>").arg(escaped);
}

QString paragraph(const QString &escaped)
{
    return QStringLiteral("<p>%1</p>").arg(escaped);
}

QString heading(int level, const QString &text, bool newPage = false)
{
    return QStringLiteral("<h%1%2>%3</h%1>")
        .arg(level)
        .arg(newPage ? QStringLiteral(" style=\"page-break-before: always\"") : QString())
        .arg(esc(text));
}

int severityRank(AlertInfo::Severity s)
{
    switch (s) {
    case AlertInfo::Severity::Critical: return 0;
    case AlertInfo::Severity::Warning: return 1;
    case AlertInfo::Severity::Info: return 2;
    case AlertInfo::Severity::Unknown: break;
    }
    return 3;
}

// The worst alert first: most severe, then nobody owns it, then no next step, then oldest.
QList<HandoverReportInfo::Incident> worstFirst(QList<HandoverReportInfo::Incident> incidents)
{
    std::stable_sort(incidents.begin(), incidents.end(), [](const auto &a, const auto &b) {
        return std::tuple(severityRank(a.severity), !a.owner.isEmpty(), !a.nextStep.isEmpty(), a.raisedMs)
            < std::tuple(severityRank(b.severity), !b.owner.isEmpty(), !b.nextStep.isEmpty(), b.raisedMs);
    });
    return incidents;
}

// The worst incident first, by the same measure: its worst alert, then nobody on it, then no next step.
void sortWorstFirst(QList<HandoverDocument::Incident> *incidents)
{
    std::stable_sort(incidents->begin(), incidents->end(), [](const auto &a, const auto &b) {
        return std::tuple(severityRank(a.lead().severity), a.owned(), !a.nextStep.isEmpty(), a.raisedMs())
            < std::tuple(severityRank(b.lead().severity), b.owned(), !b.nextStep.isEmpty(), b.raisedMs());
    });
}

// At most kIdsInASentence ids, one a line, then how many more.
Cell someIds(const QStringList &list)
{
    Cell cell = ids(list.mid(0, kIdsInASentence));
    if (list.size() > kIdsInASentence)
        cell.html += QStringLiteral("<br>")
            + esc(HandoverDocument::tr("and %n more", "ids", int(list.size() - kIdsInASentence)));
    return cell;
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
    // One format with the rest of the console: four-digit years, the language's time of day; date
    // and time never part at a line end (narrow German columns put "06:17" under its date).
    return QLocale()
        .toString(t, TimestampText::dateFormat() + QLatin1Char(' ') + TimestampText::timeFormat())
        .replace(QLatin1Char(' '), QChar::Nbsp);
}

QString HandoverDocument::said(const LocalizedText &text, const QString &fallback) const
{
    const QTimeZone zone(m_report.timeZone.toLatin1());
    // A time inside the backend's words is in the site's zone like every other time here
    // ("until 01:32 MST"), not in the console's.
    if (text.code.isEmpty() || !zone.isValid())
        return fallback;
    return BackendText::render(text, zone);
}

QList<HandoverDocument::Incident> HandoverDocument::incidentGroups() const
{
    QList<IncidentGrouping::Member> members;
    for (const auto &i : m_report.incidents)
        // Resolved in the shift: closed then; resolved after it (or not at all): open at its end.
        members.append({i.subject, i.alertId, i.raisedMs, i.resolvedMs > 0 ? std::max(i.raisedMs, i.resolvedMs) : 0});
    QStringList keys;
    const QList<int> incidentOf = IncidentGrouping::group(members, &keys);
    QList<Incident> groups(keys.size());
    for (int i = 0; i < m_report.incidents.size(); ++i) {
        groups[incidentOf.at(i)].subject = m_report.incidents.at(i).subject;
        groups[incidentOf.at(i)].alerts.append(m_report.incidents.at(i));
    }
    for (Incident &g : groups) {
        g.alerts = worstFirst(g.alerts);
        qint64 newestStep = -1;
        qint64 from = g.raisedMs();
        qint64 to = 0; // 0 = still open
        bool open = false;
        for (const auto &a : std::as_const(g.alerts)) {
            if (g.owner.isEmpty())
                g.owner = a.owner;
            if (!a.nextStep.isEmpty() && a.raisedMs > newestStep) {
                newestStep = a.raisedMs;
                g.nextStep = a.nextStep;
            }
            open = open || a.resolvedMs == 0;
            to = std::max(to, a.resolvedMs);
        }
        // A remediation on the incident's rack while it was open is what was done about it:
        // a running one means somebody is on it, even if nobody acknowledged the alert.
        for (const OperationInfo &op : m_report.remediations) {
            if (g.subject.isEmpty() || op.rackId != g.subject)
                continue;
            const bool before = op.isFinished() && op.finishedMs > 0 && op.finishedMs < from;
            const bool after = !open && op.createdMs > to;
            if (!before && !after)
                g.remediations.append(op);
        }
        std::stable_sort(g.remediations.begin(), g.remediations.end(),
                         [](const auto &a, const auto &b) { return a.createdMs < b.createdMs; });
    }
    sortWorstFirst(&groups);
    return groups;
}

// Who is on an incident, never "nobody" beside a remediation somebody runs on it.
QString HandoverDocument::owner(const Incident &incident) const
{
    if (!incident.owner.isEmpty())
        return esc(incident.owner);
    const QString by = incident.runningBy();
    if (!by.isEmpty())
        return esc(by)
            + QStringLiteral("<br><i>%1</i>").arg(esc(tr("runs a remediation on it; nobody acknowledged the alert")));
    return bold(esc(tr("nobody", "owner of an alert")));
}

// "14.03.2026": the shift's local date as the console writes dates, never ISO in a sentence.
QString HandoverDocument::shiftDate() const
{
    const QDate date = QDate::fromString(m_report.shift.localDate, Qt::ISODate);
    return date.isValid() ? TimestampText::date(date) : m_report.shift.localDate;
}

// "America/Phoenix (MST)": the site's zone, which every time in the document is in.
QString HandoverDocument::zoneText() const
{
    const QTimeZone zone(m_report.timeZone.toLatin1());
    if (!zone.isValid())
        return m_report.timeZone.isEmpty() ? tr("the console's time zone") : m_report.timeZone;
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(
        m_report.shift.startMs > 0 ? m_report.shift.startMs : m_report.generatedMs, zone);
    const QString abbreviation = zone.abbreviation(at);
    return abbreviation.isEmpty() || abbreviation == m_report.timeZone
        ? m_report.timeZone
        : QStringLiteral("%1 (%2)").arg(m_report.timeZone, abbreviation);
}

// A table whose header (repeated on every page) names the time zone. A
// header of one word never breaks ("Schweregrad", not "Schweregra-d").
QString HandoverDocument::table(const QStringList &headers, const QList<QList<Cell>> &rows,
                                const QList<int> &widths) const
{
    const QString nowrap = QStringLiteral(" style=\"white-space: nowrap\"");
    QString out = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\"><thead>"
                                 "<tr><td colspan=\"%1\"><i>%2</i></td></tr><tr>")
                      .arg(headers.size())
                      .arg(esc(tr("Times in %1").arg(zoneText())));
    // Column widths in per cent where the words need them (German headers and sentences are long;
    // left to itself Qt gave a six-column table's sentence column a word a line).
    for (qsizetype c = 0; c < headers.size(); ++c) {
        const QString &h = headers.at(c);
        const QString width = c < widths.size() ? QStringLiteral(" width=\"%1%\"").arg(widths.at(c)) : QString();
        out += QStringLiteral("<th align=\"left\"%1%2>%3</th>")
                   .arg(h.contains(QLatin1Char(' ')) ? QString() : nowrap, width, esc(h));
    }
    out += QStringLiteral("</tr></thead>");
    for (const QList<Cell> &row : rows) {
        out += QStringLiteral("<tr>");
        for (const Cell &cell : row)
            out += QStringLiteral("<td%1>%2</td>").arg(cell.keep ? nowrap : QString(), cell.html);
        out += QStringLiteral("</tr>");
    }
    return out + QStringLiteral("</table>");
}

QString HandoverDocument::title() const
{
    return tr("Shift handover: %1 shift of %2").arg(m_report.shift.name, shiftDate());
}

QString HandoverDocument::headerLine() const
{
    QStringList sites;
    for (const auto &s : m_report.sites)
        sites << s.site;
    QStringList parts {tr("Sites %1").arg(sites.join(QStringLiteral(", "))),
                       tr("%1 shift %2").arg(m_report.shift.name, shiftDate())};
    // Names only where known: the signature lines leave room for the others.
    if (!m_report.outgoingOperators.isEmpty())
        parts << tr("outgoing: %1").arg(m_report.outgoingOperators.join(QStringLiteral(", ")));
    if (!m_report.acknowledgedBy.isEmpty())
        parts << tr("incoming: %1").arg(m_report.acknowledgedBy);
    return parts.join(QStringLiteral(" \u2014 "));
}

HandoverDocument::Listing HandoverDocument::incidents() const
{
    Listing l(tr("Active incidents"), tr("No open alerts and no critical alert in this shift."),
              {tr("Severity"), tr("Alert and subject"), tr("What"), tr("Owner", "of an alert"), tr("What was tried"),
               tr("Next step")});
    l.widths = {10, 16, 22, 14, 16, 22};
    int critical = 0, unowned = 0, noNextStep = 0, silenced = 0;
    const QList<Incident> groups = incidentGroups();
    for (const Incident &g : groups) {
        critical += g.lead().severity == AlertInfo::Severity::Critical ? 1 : 0;
        unowned += g.owned() ? 0 : 1;
        noNextStep += g.nextStep.isEmpty() ? 1 : 0;
        QStringList what;
        for (const auto &a : g.alerts) {
            QString line = esc(said(a.summaryText, a.summary));
            if (a.state == AlertInfo::State::Silenced) {
                ++silenced;
                line += QStringLiteral(" <b>[%1]</b>").arg(esc(tr("silenced", "alert state")));
            } else if (a.state == AlertInfo::State::Resolved) {
                line += QStringLiteral(" <i>(%1)</i>").arg(esc(tr("resolved", "alert state")));
            }
            what << line;
        }
        what << QStringLiteral("<i>%1</i>").arg(esc(tr("raised %1").arg(when(g.raisedMs()))));
        // Comments and remediations, oldest first.
        QList<QPair<qint64, QString>> tried;
        for (const auto &a : g.alerts) {
            for (const auto &t : a.tried)
                tried.append({t.timeMs, esc(tr("%1 %2: %3").arg(when(t.timeMs), t.actor, t.description))});
        }
        for (const OperationInfo &op : g.remediations)
            tried.append(
                {op.createdMs,
                 esc(tr("%1 %2: %3 (%4)", "time, who, remediation, its state")
                         .arg(when(op.createdMs), op.requestedBy, op.title(), OperationInfo::stateName(op.state)))});
        std::stable_sort(tried.begin(), tried.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        QStringList triedLines;
        for (const auto &t : std::as_const(tried))
            triedLines << t.second;
        QStringList idList = g.alertIds();
        if (!g.subject.isEmpty())
            idList << g.subject;
        l.rows << QList<Cell> {
            text(AlertInfo::severityName(g.lead().severity)),
            ids(idList),
            markup(what.join(QStringLiteral("<br>"))),
            markup(owner(g)),
            triedLines.isEmpty() ? text(tr("nothing recorded")) : markup(triedLines.join(QStringLiteral("<br>"))),
            g.nextStep.isEmpty() ? markup(bold(esc(tr("none recorded: add one")))) : text(g.nextStep)};
    }
    l.counts =
        tr("%n incidents: %1 critical, %2 without an owner, %3 without a next step.", nullptr, int(groups.size()))
            .arg(critical)
            .arg(unowned)
            .arg(noNextStep);
    if (silenced > 0)
        l.counts += QLatin1Char(' ') + tr("%n silenced alerts, marked as such.", nullptr, silenced);
    return l;
}

HandoverDocument::Listing HandoverDocument::approvals() const
{
    Listing l(tr("Pending approvals and four-eyes requests"), tr("No rack waits for approval."),
              {tr("Rack"), tr("Waiting"), tr("What is missing")});
    // Requests that run out first, then racks blocked by the most criteria, then the longest waiting.
    auto overrides = m_report.pendingOverrides;
    std::stable_sort(overrides.begin(), overrides.end(),
                     [](const auto &a, const auto &b) { return a.expiresMs < b.expiresMs; });
    auto pending = m_report.pendingApprovals;
    std::stable_sort(pending.begin(), pending.end(), [](const auto &a, const auto &b) {
        return std::tuple(-a.failedCriteria, a.awaitingSinceMs) < std::tuple(-b.failedCriteria, b.awaitingSinceMs);
    });
    for (const auto &o : overrides)
        l.rows << QList<Cell> {id(o.rackId), text(tr("override requested by %1").arg(o.requestedBy)),
                               text(tr("needs a second approver before %1").arg(when(o.expiresMs)))};
    int ready = 0;
    for (const auto &p : pending) {
        ready += p.failedCriteria == 0 ? 1 : 0;
        l.rows << QList<Cell> {id(p.rackId), text(tr("waiting since %1").arg(when(p.awaitingSinceMs))),
                               p.failedCriteria == 0 ? text(tr("ready to approve"))
                                                     : text(tr("%n criteria not met: %1", nullptr, p.failedCriteria)
                                                                .arg(said(p.blockingSummaryText, p.blockingSummary)))};
    }
    l.counts = tr("%n racks wait for approval: %1 ready to approve, %2 blocked by unmet criteria.", nullptr,
                  int(pending.size()))
                   .arg(ready)
                   .arg(int(pending.size()) - ready);
    if (!overrides.isEmpty())
        l.counts +=
            QLatin1Char(' ') + tr("%n four-eyes requests need a second approver.", nullptr, int(overrides.size()));
    return l;
}

HandoverDocument::Listing HandoverDocument::remediations() const
{
    Listing l(tr("Remediations in this shift"), tr("No remediation was run in this shift."),
              {tr("Rack"), tr("Action"), tr("By"), tr("Outcome"), tr("Details")});
    const auto rank = [](OperationInfo::State s) {
        return s == OperationInfo::State::Failed ? 0 : s == OperationInfo::State::Running ? 1 : 2;
    };
    auto ops = m_report.remediations;
    std::stable_sort(ops.begin(), ops.end(),
                     [&](const auto &a, const auto &b) { return rank(a.state) < rank(b.state); });
    // Each remediation names the incident it was run on, as the incident names it.
    QHash<QString, QString> incidentOf;
    for (const Incident &g : incidentGroups()) {
        for (const OperationInfo &op : g.remediations)
            incidentOf.insert(op.id, g.lead().alertId);
    }
    QMap<QString, int> outcomes;
    for (const auto &op : ops) {
        ++outcomes[OperationInfo::stateName(op.state)];
        const QString incident = incidentOf.value(op.id);
        l.rows << QList<Cell> {
            id(op.rackId),
            incident.isEmpty()
                ? text(op.title())
                : markup(esc(op.title())
                         + QStringLiteral("<br><i>%1</i>").arg(esc(tr("for incident %1").arg(incident)))),
            id(op.requestedBy), text(OperationInfo::stateName(op.state)), text(said(op.messageText, op.message))};
    }
    QStringList counted;
    for (auto it = outcomes.cbegin(); it != outcomes.cend(); ++it)
        counted << tr("%1: %2", "outcome: count").arg(it.key(), QLocale().toString(it.value()));
    l.counts = tr("%n remediations (%1).", nullptr, int(ops.size())).arg(joined(counted));
    return l;
}

HandoverDocument::Listing HandoverDocument::expiring() const
{
    Listing l(tr("Expiring during the next shift"),
              tr("No silence or override request runs out during the next shift."),
              {tr("Kind"), tr("Id"), tr("What"), tr("Owner", "of a silence"), tr("Expires")});
    auto items = m_report.expiringNextShift;
    std::stable_sort(items.begin(), items.end(),
                     [](const auto &a, const auto &b) { return a.expiresMs < b.expiresMs; });
    for (const auto &e : items)
        l.rows << QList<Cell> {
            text(e.kind == HandoverReportInfo::Expiry::Kind::Silence ? tr("Silence") : tr("Override request")),
            id(e.id), text(said(e.summaryText, e.summary)), id(e.owner), text(when(e.expiresMs))};
    if (!items.isEmpty())
        l.counts = tr("%n items run out during the next shift, the first at %1.", nullptr, int(items.size()))
                       .arg(when(items.front().expiresMs));
    return l;
}

HandoverDocument::Listing HandoverDocument::breaches() const
{
    Listing l(tr("Replication SLO breaches"), tr("No replication pair breached its SLO in this shift."),
              {tr("Bucket"), tr("Regions"), tr("From"), tr("Until")});
    auto items = m_report.replicationBreaches;
    std::stable_sort(items.begin(), items.end(), [](const auto &a, const auto &b) {
        return std::tuple(a.endedMs != 0, a.startedMs) < std::tuple(b.endedMs != 0, b.startedMs);
    });
    int open = 0;
    for (const auto &b : items) {
        open += b.endedMs == 0 ? 1 : 0;
        l.rows << QList<Cell> {id(b.bucket), text(tr("%1 to %2").arg(b.sourceRegion, b.targetRegion)),
                               text(when(b.startedMs)),
                               b.endedMs ? text(when(b.endedMs)) : markup(bold(esc(tr("still breached"))))};
    }
    l.counts = tr("%n breaches, %1 still open.", nullptr, int(items.size())).arg(open);
    return l;
}

QList<HandoverReportInfo::Cluster> HandoverDocument::clustersWorstFirst() const
{
    using Reason = HandoverReportInfo::Cluster::Reason;
    // What blocks or broke first, then what waits for a decision; ties as the backend ordered them.
    const auto rank = [](Reason r) {
        switch (r) {
        case Reason::CertificationFailed: return 0;
        case Reason::Degraded: return 1;
        case Reason::BurnInInterrupted: return 2;
        case Reason::AwaitingRelease: return 3;
        case Reason::Unknown: break;
        }
        return 4;
    };
    auto list = m_report.clusters;
    std::stable_sort(list.begin(), list.end(),
                     [&rank](const auto &a, const auto &b) { return rank(a.reason) < rank(b.reason); });
    return list;
}

HandoverDocument::Listing HandoverDocument::clusters() const
{
    using Reason = HandoverReportInfo::Cluster::Reason;
    Listing l(tr("Clusters to take up"), tr("No cluster waits for the next shift."),
              {tr("Cluster"), tr("Stage"), tr("Why"), tr("What to take up")});
    l.widths = {20, 14, 20, 46};
    int counts[5] = {0, 0, 0, 0, 0};
    for (const auto &c : clustersWorstFirst()) {
        if (int(c.reason) < int(std::size(counts)))
            ++counts[int(c.reason)];
        QString why = tr("other", "cluster to take up: a reason this console does not know");
        switch (c.reason) {
        case Reason::AwaitingRelease: why = tr("awaiting release", "cluster to take up"); break;
        case Reason::CertificationFailed: why = tr("certification fails", "cluster to take up"); break;
        case Reason::Degraded: why = tr("degraded", "cluster to take up"); break;
        case Reason::BurnInInterrupted: why = tr("burn-in interruption", "cluster to take up"); break;
        case Reason::Unknown: break;
        }
        l.rows << QList<Cell> {markup(QStringLiteral("<b>%1</b><br>%2").arg(esc(c.clusterId), esc(c.name))),
                               text(ClusterTerms::stageName(c.stage)), text(why), text(said(c.detailText, c.detail))};
    }
    l.counts = tr("%n clusters to take up: %1 awaiting release, %2 failing certification, %3 degraded, "
                  "%4 with a burn-in interruption.",
                  nullptr, int(m_report.clusters.size()))
                   .arg(counts[int(Reason::AwaitingRelease)])
                   .arg(counts[int(Reason::CertificationFailed)])
                   .arg(counts[int(Reason::Degraded)])
                   .arg(counts[int(Reason::BurnInInterrupted)]);
    return l;
}

HandoverDocument::Listing HandoverDocument::notes() const
{
    Listing l(tr("Notes"), tr("No notes."), {tr("Time"), tr("Author"), tr("Kind"), tr("About"), tr("Note")});
    for (const auto &n : m_report.notes) {
        const QString kind = n.kind == HandoverReportInfo::Note::Kind::NextStep ? tr("Next step")
            : n.kind == HandoverReportInfo::Note::Kind::Watch                   ? tr("Watch")
                                                                                : tr("Note");
        l.rows << QList<Cell> {text(when(n.createdMs)), id(n.author), text(kind),
                               id(!n.alertId.isEmpty() ? n.alertId : n.rackId), text(n.text)};
    }
    std::reverse(l.rows.begin(), l.rows.end());
    l.counts = tr("%n notes, the newest first.", nullptr, int(l.rows.size()));
    return l;
}

HandoverDocument::Listing HandoverDocument::changes() const
{
    Listing l(tr("Changes made in this shift"), tr("Nobody changed anything in this shift."),
              {tr("Time"), tr("Who"), tr("Action"), tr("Rack"), tr("Details")});
    auto entries = m_report.changes;
    std::stable_sort(entries.begin(), entries.end(), [](const auto &a, const auto &b) { return a.timeMs > b.timeMs; });
    QMap<QString, int> perPerson;
    for (const auto &e : entries) {
        ++perPerson[e.actor];
        l.rows << QList<Cell> {text(when(e.timeMs)), id(e.actor), text(AuditActions::displayName(e.action)),
                               id(e.rackId), text(said(e.detailsText, e.details))};
    }
    QStringList who;
    for (auto it = perPerson.cbegin(); it != perPerson.cend(); ++it)
        who << tr("%1: %2", "person: count").arg(it.key(), QLocale().toString(it.value()));
    l.counts = tr("%n changes, the newest first (%1).", nullptr, int(entries.size())).arg(joined(who));
    if (m_report.changesTruncated)
        l.after = tr("More changes than fit here; the audit log has all of them.");
    return l;
}

// A list whole, or its counts and worst rows with the whole list as the next appendix.
QString HandoverDocument::section(const Listing &l, QStringList *appendices, bool newPage) const
{
    QString out = heading(2, l.heading, newPage);
    if (l.rows.isEmpty())
        return out + QStringLiteral("<p><i>%1</i></p>").arg(esc(l.empty));
    if (l.rows.size() <= kInlineRows) {
        out += table(l.headers, l.rows, l.widths);
    } else {
        const QString letter = QString(QChar(char16_t(u'A' + appendices->size())));
        out += paragraph(esc(l.counts));
        out += table(l.headers, l.rows.mid(0, kWorstRows), l.widths);
        out += QStringLiteral("<p><i>%1</i></p>")
                   .arg(esc(tr("The first %1 of %2; all of them in appendix %3.")
                                .arg(QLocale().toString(kWorstRows), QLocale().toString(l.rows.size()), letter)));
        appendices->append(heading(2, tr("Appendix %1: %2").arg(letter, l.heading))
                           + table(l.headers, l.rows, l.widths));
    }
    if (!l.after.isEmpty())
        out += QStringLiteral("<p><i>%1</i></p>").arg(esc(l.after));
    return out;
}

QString HandoverDocument::signatures() const
{
    const HandoverReportInfo &r = m_report;
    const Cell line = text(QStringLiteral("____________________"));
    QString out = heading(3, tr("Sign-off"));
    out += r.acknowledgedBy.isEmpty()
        ? paragraph(bold(esc(tr("Not signed off yet."))))
        : paragraph(esc(r.acknowledgementComment.isEmpty()
                            ? tr("Read and signed off by %1 at %2.").arg(r.acknowledgedBy, when(r.acknowledgedMs))
                            : tr("Read and signed off by %1 at %2: %3")
                                  .arg(r.acknowledgedBy, when(r.acknowledgedMs), r.acknowledgementComment)));
    // Printed names where the backend knows them; a line to write on where it does not. Every
    // outgoing operator signs on a line of their own: one signature cannot stand for two people.
    QList<QList<Cell>> rows;
    for (const QString &name : r.outgoingOperators)
        rows << QList<Cell> {text(tr("Outgoing operator")), id(name), line, line};
    if (r.outgoingOperators.isEmpty())
        rows << QList<Cell> {text(tr("Outgoing operator")), line, line, line};
    rows << QList<Cell> {text(tr("Incoming operator")), r.acknowledgedBy.isEmpty() ? line : id(r.acknowledgedBy),
                         r.acknowledgedBy.isEmpty() ? line : text(when(r.acknowledgedMs)), line};
    out += table({tr("Operator"), tr("Name"), tr("Time"), tr("Signature")}, rows);
    return out;
}

// What the next shift has to take up, a row a kind, with the ids it concerns.
QList<QList<HandoverDocument::Cell>> HandoverDocument::forNextShift() const
{
    const HandoverReportInfo &r = m_report;
    QList<QList<Cell>> rows;
    QStringList unowned, noNextStep, silenced;
    for (const Incident &i : incidentGroups()) {
        if (!i.owned())
            unowned << i.lead().alertId;
        if (i.nextStep.isEmpty())
            noNextStep << i.lead().alertId;
        for (const auto &a : i.alerts) {
            if (a.state == AlertInfo::State::Silenced)
                silenced << a.alertId;
        }
    }
    if (!unowned.isEmpty())
        rows << QList<Cell> {text(tr("%n incidents without an owner", nullptr, int(unowned.size()))), someIds(unowned)};
    if (!noNextStep.isEmpty())
        rows << QList<Cell> {text(tr("%n incidents without a next step", nullptr, int(noNextStep.size()))),
                             someIds(noNextStep)};
    // Silenced is not solved: the next shift must know what it will not be told about.
    if (!silenced.isEmpty())
        rows << QList<Cell> {text(tr("%n alerts silenced", nullptr, int(silenced.size()))), someIds(silenced)};
    QStringList failed;
    for (const auto &s : r.sites)
        failed << s.failed;
    if (!failed.isEmpty())
        rows << QList<Cell> {text(tr("%n racks failed in this shift", nullptr, int(failed.size()))), someIds(failed)};
    if (!r.pendingApprovals.isEmpty() || !r.pendingOverrides.isEmpty()) {
        QStringList blocked;
        for (const auto &p : r.pendingApprovals) {
            if (p.failedCriteria > 0)
                blocked << p.rackId;
        }
        rows << QList<Cell> {text(approvals().counts), someIds(blocked)};
    }
    if (!r.expiringNextShift.isEmpty()) {
        QStringList expiringIds;
        for (const auto &e : r.expiringNextShift)
            expiringIds << e.id;
        rows << QList<Cell> {text(expiring().counts), someIds(expiringIds)};
    }
    if (!r.clusters.isEmpty()) {
        QStringList clusterIds;
        for (const auto &c : clustersWorstFirst())
            clusterIds << c.clusterId;
        rows << QList<Cell> {text(clusters().counts), someIds(clusterIds)};
    }
    QStringList openBreaches;
    for (const auto &b : r.replicationBreaches) {
        if (b.endedMs == 0)
            openBreaches << b.bucket;
    }
    if (!openBreaches.isEmpty())
        rows << QList<Cell> {text(tr("%n replication breaches still open", nullptr, int(openBreaches.size()))),
                             someIds(openBreaches)};
    for (const auto &n : r.notes) {
        if (n.kind == HandoverReportInfo::Note::Kind::Watch)
            rows << QList<Cell> {text(tr("Watch: %1").arg(n.text)), id(!n.alertId.isEmpty() ? n.alertId : n.rackId)};
    }
    return rows;
}

QString HandoverDocument::summary() const
{
    const HandoverReportInfo &r = m_report;
    const QLocale locale;
    QString out = heading(2, tr("Summary"));

    out += heading(3, tr("Incidents"));
    const QList<Incident> worst = incidentGroups();
    if (worst.isEmpty()) {
        out += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("No open alerts and no critical alert in this shift.")));
    } else {
        QList<QList<Cell>> rows;
        for (const Incident &i : worst.mid(0, kSummaryIncidents)) {
            QStringList what;
            for (const auto &a : i.alerts)
                what << esc(said(a.summaryText, a.summary))
                        + (a.state == AlertInfo::State::Silenced
                               ? QStringLiteral(" <b>[%1]</b>").arg(esc(tr("silenced", "alert state")))
                               : QString());
            QStringList idList = i.alertIds();
            if (!i.subject.isEmpty())
                idList << i.subject;
            rows << QList<Cell> {text(AlertInfo::severityName(i.lead().severity)), ids(idList),
                                 markup(what.join(QStringLiteral("<br>"))), markup(owner(i)),
                                 i.nextStep.isEmpty() ? markup(bold(esc(tr("none recorded: add one"))))
                                                      : text(i.nextStep)};
        }
        out += table({tr("Severity"), tr("Alert and subject"), tr("What"), tr("Owner", "of an alert"), tr("Next step")},
                     rows);
        if (worst.size() > kSummaryIncidents)
            out += QStringLiteral("<p><i>%1</i></p>")
                       .arg(esc(tr("%n more under Active incidents.", nullptr, int(worst.size() - kSummaryIncidents))));
    }

    out += heading(3, tr("Sites"));
    {
        QList<QList<Cell>> rows;
        for (const auto &s : r.sites)
            rows << QList<Cell> {id(s.site),
                                 text(locale.toString(s.rackCount)),
                                 text(locale.toString(s.racksCritical)),
                                 text(locale.toString(s.racksCaution)),
                                 text(locale.toString(s.movedToProduction.size())),
                                 text(locale.toString(s.failed.size()))};
        out += table(
            {tr("Site"), tr("Racks"), tr("Critical now"), tr("Caution now"), tr("Moved to production"), tr("Failed")},
            rows);
    }

    out += heading(3, tr("For the next shift"));
    const auto next = forNextShift();
    out += next.isEmpty() ? paragraph(esc(tr("Nothing is left for the next shift.")))
                          : table({tr("What"), tr("Which")}, next);
    return out + signatures();
}

QString HandoverDocument::html() const
{
    const HandoverReportInfo &r = m_report;
    const QLocale locale;
    QString out =
        QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>").arg(esc(title()));
    out += heading(1, title());
    QString status;
    switch (r.status) {
    case ShiftInfo::Status::InProgress:
        status = tr("Shift still running: figures as of %1").arg(when(r.generatedMs));
        break;
    case ShiftInfo::Status::AwaitingAcknowledgement:
        status = tr("Shift over, waiting for the incoming operator's sign-off");
        break;
    case ShiftInfo::Status::Acknowledged:
        status = tr("Signed off by %1 at %2").arg(r.acknowledgedBy, when(r.acknowledgedMs));
        break;
    case ShiftInfo::Status::Unknown: status = tr("Status unknown"); break;
    }
    out += QStringLiteral("<p>%1<br>%2<br>%3</p>")
               .arg(esc(tr("From %1 to %2 (%3)").arg(when(r.shift.startMs), when(r.shift.endMs), r.timeZone)),
                    esc(headerLine()), esc(status));
    out += summary();

    QStringList appendices;
    // The details start on a page of their own: page 1 is what a lead reads and signs.
    out += section(incidents(), &appendices, true);
    out += heading(2, tr("State per site"));
    {
        QList<QList<Cell>> rows;
        for (const auto &s : r.sites) {
            QStringList stages;
            for (const auto &[stage, count] : s.racksPerStage)
                stages << esc(
                    tr("%1: %2", "stage: rack count").arg(LifecycleStages::displayName(stage), locale.toString(count)));
            rows << QList<Cell> {id(s.site),
                                 text(locale.toString(s.rackCount)),
                                 markup(stages.join(QStringLiteral("<br>"))),
                                 s.movedToProduction.isEmpty() ? text(tr("none")) : ids(s.movedToProduction),
                                 s.failed.isEmpty() ? text(tr("none")) : ids(s.failed),
                                 text(tr("%1 critical, %2 caution")
                                          .arg(locale.toString(s.racksCritical), locale.toString(s.racksCaution)))};
        }
        out += table(
            {tr("Site"), tr("Racks"), tr("Racks per stage"), tr("Moved to production"), tr("Failed"), tr("Health now")},
            rows, {9, 7, 32, 18, 16, 18});
    }
    for (const Listing &l : {approvals(), clusters(), remediations(), expiring(), breaches(), notes(), changes()})
        out += section(l, &appendices);
    out += appendices.join(QString());
    return out + QStringLiteral("</body></html>");
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

bool HandoverDocument::write(const QString &path, QString *error) const
{
    return path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) ? HandoverPdf::write(*this, path, error)
                                                                     : writeHtml(path, error);
}

} // namespace rackops
