#pragma once

#include <QFont>
#include <QLabel>
#include <QSize>
#include <QStringList>

namespace rackops {

// A word-wrapped label held to the lines its height has room for (the rack dock keeps its
// geometry while the rack's texts change). Where the text needs more, the last line it shows
// ends in an ellipsis, so nobody reads a cut sentence as the whole of it; text() stays whole,
// and the dock puts it in the tooltip.
class LineBoundLabel : public QLabel {
    Q_OBJECT
public:
    explicit LineBoundLabel(QWidget *parent = nullptr);

    // The text needs more lines than the label has room for.
    bool isCut() const;
    // What is drawn when it is cut, a string a line, the last one elided; empty when it is not.
    QStringList shownLines() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // Whether the text is cut and its lines if so, for the text, size, margins and font they were
    // laid out for. Laid out on every paint, the dock's labels took 40 % of the GUI thread's paint time at
    // 100,000 racks (the dock repaints each time its rack's readings move).
    struct Fit {
        QString text;
        QSize size;
        QRect area; // where the text goes: the size less the margins
        QFont font;
        bool cut = false;
        QStringList lines;
    };
    const Fit &fit() const;
    QRect textArea() const;

    mutable Fit m_fit;
    mutable bool m_fitValid = false;
};

} // namespace rackops
