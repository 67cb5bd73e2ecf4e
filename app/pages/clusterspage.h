#pragma once

#include "clusteractiondialog.h"
#include "consolepage.h"

namespace rackops {

class ClustersView;
class ConsoleSession;
struct ClusterActionResult;

// Clusters (issue #37): the list, the chosen cluster's tabs, and its release,
// quarantine and expansion dialogs. Registers "clusters" (Ctrl+Shift+C) and
// "cluster:ID".
class ClustersPage : public ConsolePage {
    Q_OBJECT
public:
    ClustersPage(ConsoleSession *session, QObject *parent);

    ClustersView *view() const { return m_view; }
    // The dialog open now, if any (tests).
    ClusterActionDialog *openDialog() const { return m_dialog; }

public Q_SLOTS:
    // "ID", or "ID:TAB" to show one of its tabs (racks, certification, fabric, burn-in, findings).
    void openCluster(const QString &argument);
    void openRelease(const QString &clusterId);
    void openQuarantine(const QString &clusterId, const QString &rackId);
    void openExpand(const QString &clusterId);
    // "Import evidence…": asks for a multi-node nccl-tests output file, then imports it.
    void openEvidenceImport(const QString &clusterId);
    // Imports the file at `path` as the cluster's evidence; the view shows the answer.
    void importEvidenceFrom(const QString &clusterId, const QString &path);

private:
    ClusterActionDialog *newDialog(int kind, const QString &clusterId);
    void send(ClusterActionDialog *dialog, const ClusterActionDialog::Intent &intent);

    ConsoleSession *m_session;
    ClustersView *m_view;
    ClusterActionDialog *m_dialog = nullptr;
};

} // namespace rackops
