#pragma once

#include <QCoreApplication>
#include <QString>

class QTextDocument;

namespace rackops {

class HandoverDocument;

// A handover document on A4 paper, as a shift lead prints and signs it: the site, shift and
// operators in every page's header, "Page N of M" and the title in its footer, black on white
// whatever the console's theme, and no heading left at the foot of a page without its content.
class HandoverPdf {
    Q_DECLARE_TR_FUNCTIONS(HandoverPdf)
public:
    static bool write(const HandoverDocument &handover, const QString &path, QString *error);

    // Moves every heading that would end a page away from its content to the
    // next page; `pageHeight` is the height the document is paginated at.
    static void keepHeadingsWithContent(QTextDocument *document, qreal pageHeight);
};

} // namespace rackops
