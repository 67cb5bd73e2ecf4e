#pragma once

#include "clusteractionresult.h"
#include "clusterdetail.h"
#include "clusterevidenceresult.h"

#include <QObject>

namespace rackops {

// The answer to one GetCluster, for the one caller that asked (as
// QNetworkReply is to QNetworkAccessManager). Emits exactly one of its
// signals once, then deletes itself later; abandon() drops a late answer.
class ClusterDetailReply : public QObject {
    Q_OBJECT
public:
    explicit ClusterDetailReply(QString clusterId, QObject *parent = nullptr);
    QString clusterId() const { return m_clusterId; }
    bool isFinished() const { return m_finished; }
    // The asker no longer wants the answer (another cluster was chosen).
    void abandon();

    void finish(const ClusterDetail &detail); // called by ClusterClient
    void fail(const QString &message);

Q_SIGNALS:
    void received(const rackops::ClusterDetail &detail);
    void failed(const QString &clusterId, const QString &message);

private:
    QString m_clusterId;
    bool m_finished = false;
    bool m_abandoned = false;
};

// The answer to one cluster action, for the one caller that asked.
class ClusterActionReply : public QObject {
    Q_OBJECT
public:
    ClusterActionReply(QString clusterId, QString idempotencyKey, QObject *parent = nullptr);
    QString clusterId() const { return m_clusterId; }
    QString idempotencyKey() const { return m_key; }
    bool isFinished() const { return m_finished; }
    const ClusterActionResult &result() const { return m_result; }

    void finish(const ClusterActionResult &result); // called by ClusterClient

Q_SIGNALS:
    void finished(const rackops::ClusterActionResult &result);

private:
    QString m_clusterId;
    QString m_key;
    ClusterActionResult m_result;
    bool m_finished = false;
};

// The answer to one evidence import, for the one caller that asked.
class ClusterEvidenceReply : public QObject {
    Q_OBJECT
public:
    ClusterEvidenceReply(QString clusterId, QString fileName, QString idempotencyKey, QObject *parent = nullptr);
    QString clusterId() const { return m_clusterId; }
    QString fileName() const { return m_fileName; }
    QString idempotencyKey() const { return m_key; }
    bool isFinished() const { return m_finished; }
    const ClusterEvidenceResult &result() const { return m_result; }

    void finish(const ClusterEvidenceResult &result); // called by ClusterClient

Q_SIGNALS:
    void finished(const rackops::ClusterEvidenceResult &result);

private:
    QString m_clusterId;
    QString m_fileName;
    QString m_key;
    ClusterEvidenceResult m_result;
    bool m_finished = false;
};

} // namespace rackops
