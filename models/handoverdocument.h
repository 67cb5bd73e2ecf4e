#pragma once

#include "handoverreportinfo.h"

#include <QCoreApplication>
#include <QStringList>
#include <QString>

#include <algorithm>

namespace rackops {

// The handover report as a document a shift lead signs, in the console's
// language: HTML for the view and the HTML export, and a print-ready A4 PDF
// with the site, shift and operators in every page's header and "page N of
// M" in the footer.
//
// Page 1 is the summary: incidents with owner and next step, the state per
// site, what needs the next shift, and signature lines for the outgoing and
// incoming operators (name, time, signature). The sections follow; a list
// longer than kInlineRows is summarised there with its counts and its
// kWorstRows worst items, and given whole in an appendix at the end. Every
// table names the site's time zone; ids and words never break inside
// (non-breaking spans); in the PDF a heading never ends a page without the
// start of its content.
class HandoverDocument {
    Q_DECLARE_TR_FUNCTIONS(HandoverDocument)
public:
    static constexpr int kInlineRows = 10;
    static constexpr int kWorstRows = 5;
    static constexpr int kSummaryIncidents = 6;

    explicit HandoverDocument(HandoverReportInfo report);

    QString title() const;
    // One line for page headers: site(s), shift, and the operators known.
    QString headerLine() const;
    QString html() const;

    bool writeHtml(const QString &path, QString *error) const;
    // By the file's extension: .pdf (HandoverPdf), else HTML.
    bool write(const QString &path, QString *error) const;

    struct Cell;
    // One incident as the Alerts view groups them (IncidentGrouping): the alerts of one rack or
    // bucket, with the remediations run on it.
    struct Incident {
        QString subject;
        QList<HandoverReportInfo::Incident> alerts; // worst first
        QList<OperationInfo> remediations; // run on its rack while it was open, oldest first
        QString owner; // of its alerts; empty = nobody acknowledged one
        QString nextStep; // the newest of its alerts'
        const HandoverReportInfo::Incident &lead() const { return alerts.first(); }
        qint64 raisedMs() const
        {
            qint64 first = lead().raisedMs;
            for (const auto &a : alerts)
                first = std::min(first, a.raisedMs);
            return first;
        }
        // Who works on it: the alert's owner, else the person whose remediation runs on it.
        QString runningBy() const
        {
            for (const auto &op : remediations) {
                if (!op.isFinished())
                    return op.requestedBy;
            }
            return QString();
        }
        bool owned() const { return !owner.isEmpty() || !runningBy().isEmpty(); }
        QStringList alertIds() const
        {
            QStringList ids;
            for (const auto &a : alerts)
                ids << a.alertId;
            return ids;
        }
    };
    QList<Incident> incidentGroups() const;

private:
    struct Listing;
    // Backend text in the document's zone (times in it in site time); `said` where it came without a code.
    QString said(const LocalizedText &text, const QString &fallback) const;
    QString owner(const Incident &incident) const;
    QString shiftDate() const;
    QString when(qint64 ms) const;
    QString zoneText() const;
    QString table(const QStringList &headers, const QList<QList<Cell>> &rows, const QList<int> &widths = {}) const;
    QString summary() const;
    QString signatures() const;
    QList<QList<Cell>> forNextShift() const;
    QString section(const Listing &listing, QStringList *appendices, bool newPage = false) const;
    Listing incidents() const;
    Listing approvals() const;
    Listing remediations() const;
    Listing expiring() const;
    Listing breaches() const;
    Listing notes() const;
    Listing clusters() const;
    QList<HandoverReportInfo::Cluster> clustersWorstFirst() const;
    Listing changes() const;

    HandoverReportInfo m_report;
};

} // namespace rackops
