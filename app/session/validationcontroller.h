#pragma once

#include "validationrun.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class FleetController;
class OperationsController;
class ValidationClient;

// Validation of the rack being looked at: its runs, one run's results,
// importing an artifact and starting a run. Answers for another rack are
// dropped here; a run that finishes on the rack brings its results in.
class ValidationController : public QObject
{
    Q_OBJECT
public:
    ValidationController(std::shared_ptr<BackendChannel> channel, FleetController *fleet,
                         OperationsController *operations, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }

public slots:
    void listRuns(const QString &rackId);
    void fetchRun(const QString &runId);
    void importArtifact(const QString &rackId, const QString &fileName, const QByteArray &content);
    // At the rack's state as last seen, so a rack that moved on is not validated by mistake.
    void startRun(const QString &rackId, const QString &reason);

signals:
    void runsReceived(const QString &rackId, const QList<rackops::ValidationRunInfo> &runs);
    void runReceived(const rackops::ValidationRunInfo &run);
    void importFinished(const QString &rackId, const rackops::ArtifactImportOutcome &outcome);
    void runStarted(const QString &rackId, const QString &runId);
    void requestFailed(const QString &rackId, const QString &message);

private:
    static constexpr int kDcgmLevel = 3;
    ValidationClient *m_client;
    FleetController *m_fleet;
    QString m_rackId;
};

} // namespace rackops
