#pragma once

#include "consoledock.h"

class QAction;
class QPushButton;
class QScrollArea;

namespace rackops {

class ActionDialogs;
class ConsoleSession;
class CurrentRack;
class RackDetailPanel;

// The selected rack, in a dock beside the views: its panel wired to the rack, operations, cooling
// and alerts controllers, and the one policy that says whether Approve and Remediate may run.
// Brings the views "rack:ID" (what a rack id alone opens), "gpus:ID" and "approve:ID", the Rack
// menu (Approve, Remediate) and View › Rack detail (Ctrl+D).
class RackDock : public ConsoleDock {
    Q_OBJECT
public:
    RackDock(ConsoleSession *session, ActionDialogs *dialogs, QWidget *parent);

    RackDetailPanel *panel() const { return m_panel; }
    // Makes `rackId` the console's rack and brings the dock forward.
    void showRack(const QString &rackId);
    // Brings the GPUs tab of the rack shown forward and scrolls the dock to it.
    void showGpuFigures();
    // F5: the rack shown, asked for again while the dock is open.
    QString reload() override;

public Q_SLOTS:
    // Ctrl+Shift+A / Ctrl+Shift+R: opens the dialog for the selected rack, or says why not.
    void approveSelected();
    void remediateSelected();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Its views, menu actions and palette commands.
    void addViews(ActionDialogs *dialogs);
    void addMenuActionsAndCommands();
    void runOrExplain(QAction *action, const QString &whyNot);
    // Narrow while no rack is selected; bounded by the window's width once one is.
    void updateWidthBounds();
    // "In cluster PHX1-C03 (burn-in)" above the panel, or nothing for a rack in no cluster.
    void updateCluster();
    void scrollToTabs();

    ConsoleSession *m_session;
    QPushButton *m_cluster = nullptr;
    QString m_clusterId;
    CurrentRack *m_currentRack;
    RackDetailPanel *m_panel;
    QScrollArea *m_scroll = nullptr;
    bool m_keepGpusInSight = false; // since showGpuFigures(), until the operator scrolls
};

} // namespace rackops
