#pragma once

#include "handoverreportinfo.h"

#include <QCoreApplication>
#include <QString>

namespace rackops {

// The handover report as a document in the console's language: HTML for the
// view and the HTML export, and a print-ready A4 PDF with the site, shift and
// operators in every page's header and "page N of M" in the footer.
class HandoverDocument
{
    Q_DECLARE_TR_FUNCTIONS(HandoverDocument)
public:
    explicit HandoverDocument(HandoverReportInfo report);

    QString title() const;
    // One line for page headers: site(s), shift, outgoing and incoming operators.
    QString headerLine() const;
    QString html() const;

    bool writeHtml(const QString &path, QString *error) const;
    bool writePdf(const QString &path, QString *error) const;
    // By the file's extension: .pdf, else HTML.
    bool write(const QString &path, QString *error) const;

private:
    QString when(qint64 ms) const;

    HandoverReportInfo m_report;
};

} // namespace rackops
