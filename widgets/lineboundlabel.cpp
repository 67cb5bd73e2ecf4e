#include "lineboundlabel.h"

#include <QPainter>
#include <QStyle>
#include <QTextLayout>

#include <algorithm>

namespace rackops {

LineBoundLabel::LineBoundLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

bool LineBoundLabel::isCut() const
{
    return fit().cut;
}

QStringList LineBoundLabel::shownLines() const
{
    return fit().lines;
}

const LineBoundLabel::Fit &LineBoundLabel::fit() const
{
    const QRect area = textArea();
    if (m_fitValid && m_fit.text == text() && m_fit.size == size() && m_fit.area == area && m_fit.font == font())
        return m_fit;
    m_fit = {text(), size(), area, font(), false, {}};
    m_fitValid = true;
    // QLabel's own measure of the wrapped text, so "cut" means what QLabel would have drawn cut.
    m_fit.cut = !m_fit.text.isEmpty() && heightForWidth(width()) > height();
    if (!m_fit.cut)
        return m_fit;
    const int lineSpacing = fontMetrics().lineSpacing();
    const int room = std::max(1, area.height() / lineSpacing);
    QString whole = text();
    whole.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(whole, font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList shown;
    int restStart = 0;
    layout.beginLayout();
    for (int i = 0; i < room - 1; ++i) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(area.width());
        shown << whole.mid(line.textStart(), line.textLength()).trimmed();
        restStart = line.textStart() + line.textLength();
    }
    layout.endLayout();
    QString rest = whole.mid(restStart);
    rest.replace(QChar::LineSeparator, QLatin1Char(' '));
    // Ends in an ellipsis even where this layout fits the rest on the line and QLabel's did not.
    shown << fontMetrics().elidedText(rest.simplified() + QStringLiteral(" \u2026"), Qt::ElideRight, area.width());
    m_fit.lines = shown;
    return m_fit;
}

QRect LineBoundLabel::textArea() const
{
    return contentsRect().adjusted(margin(), margin(), -margin(), -margin());
}

void LineBoundLabel::paintEvent(QPaintEvent *event)
{
    const QStringList lines = shownLines();
    if (lines.isEmpty()) {
        QLabel::paintEvent(event); // it fits: QLabel draws it, selection and all
        return;
    }
    QPainter painter(this);
    const QRect area = textArea();
    const int lineSpacing = fontMetrics().lineSpacing();
    for (int i = 0; i < lines.size(); ++i) {
        const QRect lineArea(area.left(), area.top() + i * lineSpacing, area.width(), lineSpacing);
        style()->drawItemText(&painter, lineArea, Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, palette(),
                              isEnabled(), lines.at(i), foregroundRole());
    }
}

} // namespace rackops
