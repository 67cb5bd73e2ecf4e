#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace rackops {

class BurnInChart;
class BurnInModel;
class CertificationMatrixModel;
class ClusterFindingsModel;
class ClusterListModel;
class ClusterRacksModel;
class FabricMapModel;
class FabricMapView;
struct ClusterDetail;
struct ClusterEvidenceResult;
struct ClusterSummary;

// The Clusters view: every cluster on the left; the chosen one's header
// (stage, status, release gate) with its actions, and tabs for its racks by
// NVLink domain, the certification matrix, the fabric map, the burn-in
// timeline and the findings. Renders models and emits intents; no transport.
class ClustersView : public QWidget {
    Q_OBJECT
public:
    struct Models {
        ClusterListModel *list = nullptr;
        ClusterRacksModel *racks = nullptr;
        CertificationMatrixModel *matrix = nullptr;
        FabricMapModel *fabric = nullptr;
        ClusterFindingsModel *findings = nullptr;
        BurnInModel *burnIn = nullptr;
    };
    enum Tab { RacksTab, CertificationTab, FabricTab, BurnInTab, FindingsTab };

    explicit ClustersView(const Models &models, QWidget *parent = nullptr);

    QTableView *list() const { return m_list; }
    QTabWidget *tabs() const { return m_tabs; }
    FabricMapView *fabricMap() const { return m_fabricMap; }
    QTableView *matrix() const { return m_matrix; }
    QPushButton *releaseButton() const { return m_release; }
    QPushButton *quarantineButton() const { return m_quarantine; }
    QPushButton *expandButton() const { return m_expand; }
    QPushButton *importEvidenceButton() const { return m_importEvidence; }
    // What the last evidence import said (its result, or the backend's refusal); empty: none yet.
    QString evidenceText() const;
    QString shownClusterId() const { return m_clusterId; }
    QString headerText() const;

public Q_SLOTS:
    // Selects it in the list (the controller then loads it).
    void selectCluster(const QString &clusterId);
    // The chosen cluster's detail arrived: header and tabs follow it.
    void showDetail(const rackops::ClusterDetail &detail);
    void showLoading(const QString &clusterId);
    void showFailure(const QString &clusterId, const QString &message);
    // An evidence import's answer, for the cluster it was for.
    void showEvidenceResult(const rackops::ClusterEvidenceResult &result);

Q_SIGNALS:
    void clusterChosen(const QString &clusterId);
    void releaseWanted(const QString &clusterId); // request, or decide a pending one
    void quarantineWanted(const QString &clusterId, const QString &rackId);
    void expandWanted(const QString &clusterId);
    // Import multi-node nccl-tests output as the cluster's evidence (the page asks for the file).
    void evidenceImportWanted(const QString &clusterId);
    void rackActivated(const QString &rackId);

private:
    void refreshHeader();
    QString selectedRackId() const;

    Models m_models;
    QTableView *m_list;
    QLabel *m_title;
    QLabel *m_status;
    QLabel *m_gate;
    QPushButton *m_release;
    QPushButton *m_quarantine;
    QPushButton *m_expand;
    QPushButton *m_importEvidence;
    QLabel *m_evidence;
    QTabWidget *m_tabs;
    QTableView *m_racks;
    QTableView *m_matrix;
    QLabel *m_certificationNote;
    FabricMapView *m_fabricMap;
    QTableView *m_fabricCells;
    BurnInChart *m_chart;
    QLabel *m_burnInNote;
    QTableView *m_findings;
    QString m_clusterId;
};

} // namespace rackops
