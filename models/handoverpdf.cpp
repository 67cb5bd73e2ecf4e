#include "handoverpdf.h"

#include "handoverdocument.h"

#include <QAbstractTextDocumentLayout>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>

#include <algorithm>

namespace rackops {

void HandoverPdf::keepHeadingsWithContent(QTextDocument *document, qreal pageHeight)
{
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    const auto pageOf = [pageHeight](qreal y) { return int(y / pageHeight); };
    // One heading at a time, then a full layout again: Qt's incremental relayout
    // after a page break leaves blocks further on unpainted.
    bool moved = true;
    while (moved) {
        moved = false;
        for (QTextBlock block = document->begin(); block.isValid() && !moved; block = block.next()) {
            const QTextBlockFormat format = block.blockFormat();
            if (format.headingLevel() == 0 || format.pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                continue;
            const QRectF headingRect = layout->blockBoundingRect(block);
            // The start of the content: the next paragraph, or a table down to its first row below the header.
            qreal contentBottom = headingRect.bottom();
            const QTextBlock next = block.next();
            if (next.isValid()) {
                QTextCursor cursor(next);
                if (QTextTable *t = cursor.currentTable()) {
                    const int row = std::min(t->rows() - 1, t->format().headerRowCount());
                    contentBottom = layout->blockBoundingRect(t->cellAt(row, 0).lastCursorPosition().block()).bottom();
                } else {
                    contentBottom = layout->blockBoundingRect(next).bottom();
                }
            }
            if (pageOf(headingRect.top()) == pageOf(contentBottom))
                continue;
            QTextBlockFormat broken = format;
            broken.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(block).setBlockFormat(broken);
            document->markContentsDirty(0, document->characterCount());
            moved = true;
        }
    }
}

bool HandoverPdf::write(const HandoverDocument &handover, const QString &path, QString *error)
{
    QPdfWriter writer(path);
    if (!writer.setPageSize(QPageSize(QPageSize::A4))) {
        *error = tr("cannot set up the page for %1").arg(path);
        return false;
    }
    writer.setResolution(96);
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setTitle(handover.title());
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
    document.setHtml(handover.html());
    const QSizeF body(area.width(), area.height() - headerHeight - footerHeight);
    document.setPageSize(body);
    keepHeadingsWithContent(&document, body.height());
    const int pages = document.pageCount();
    QFont small = base;
    small.setPointSizeF(7.5);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        painter.setFont(small);
        painter.setPen(Qt::black);
        painter.drawText(QRectF(0, 0, area.width(), headerHeight - 6), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         handover.headerLine());
        painter.drawLine(QPointF(0, headerHeight - 4), QPointF(area.width(), headerHeight - 4));
        painter.drawText(QRectF(0, area.height() - footerHeight + 6, area.width(), footerHeight - 6),
                         Qt::AlignRight | Qt::AlignVCenter,
                         tr("Page %1 of %2").arg(QLocale().toString(i + 1), QLocale().toString(pages)));
        painter.drawText(QRectF(0, area.height() - footerHeight + 6, area.width(), footerHeight - 6),
                         Qt::AlignLeft | Qt::AlignVCenter, handover.title());
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

} // namespace rackops
