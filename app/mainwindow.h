#pragma once

#include "consolepartlist.h"
#include "viewregistry.h"

#include <QMainWindow>

class QTabWidget;

namespace rackops {

class ConsoleDock;
class ConsolePage;
class ConsoleStatusBar;
class ConsoleSession;

// One window: the pages as tabs in the centre, the docks beside and below them, the banners above
// and connection, identity and data age in the status bar. The composition root, and generic: it
// builds the parts ConsolePartList lists, in that order, and takes the View menu, the palette,
// the shortcuts, --view and what a screenshot waits for from what they register (ViewRegistry).
// It names no view and holds no policy.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(ConsoleSession *session, QWidget *parent = nullptr);
    // With other parts than the console's own (a test adds a page).
    MainWindow(ConsoleSession *session, const ConsolePartList &parts, QWidget *parent = nullptr);

    // Shows a view by name: "id" or "id:ARG" (see viewNames()). False for an unknown name.
    bool showView(const QString &view, QString *error);
    QStringList viewNames() const;
    const ViewRegistry &views() const { return m_views; }

    // The layout of the last session (docks, splitters, columns, sort order, view).
    // Opens at `preferred`, or as much of it as the screen's available area
    // holds (a 1366x768 laptop), placed inside that area.
    void fitToScreen(const QSize &preferred);
    void restoreLayout();

protected:
    void closeEvent(QCloseEvent *event) override;

public Q_SLOTS:
    void openCommandPalette();
    // F5: the view in front asks the backend again for what is not streamed to it, and the docks
    // for theirs; the status bar says what was asked for.
    void reloadViews();

private:
    void addPage(ConsolePage *page);
    void addDock(ConsoleDock *dock);
    // A file the operator dropped on a rack goes to the first page that takes it.
    void offerFile(const QString &rackId, const QString &path);
    void explain(const QString &whyNot);

    ConsoleSession *m_session;
    QTabWidget *m_tabs;
    ConsoleStatusBar *m_status = nullptr;
    QList<ConsolePage *> m_pages;
    QList<ConsoleDock *> m_docks;
    ViewRegistry m_views;
};

} // namespace rackops
