#pragma once

#include <QLabel>
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
};

} // namespace rackops
