#pragma once

#include "consolepart.h"

#include <QDockWidget>

namespace rackops {

// A dock of the main window: its panel, and what it brings to the window (ConsolePart: the views
// it shows, its commands, its menu actions). MainWindow places it where it says, at its size.
class ConsoleDock : public QDockWidget, public ConsolePart {
    Q_OBJECT
public:
    Qt::DockWidgetArea area() const { return m_area; }
    // Its width beside the views, or its height below them, when the window opens.
    int preferredExtent() const { return m_preferredExtent; }

    // F5: asks the backend again for what it shows; what it asked for ("rack PHX2-H1-R01-01"), or
    // nothing when it shows nothing that is not streamed to it.
    virtual QString reload();

Q_SIGNALS:
    // Open a view, "rack:ID" and the like.
    void viewRequested(const QString &view);
    // Why something asked of it (a shortcut, a palette command) cannot run, for the status bar.
    void refused(const QString &whyNot);

protected:
    ConsoleDock(const QString &title, Qt::DockWidgetArea area, int preferredExtent, QWidget *parent);

private:
    Qt::DockWidgetArea m_area;
    int m_preferredExtent;
};

} // namespace rackops
