#pragma once

#include "validationrun.h"

#include <QObject>

#include <memory>

namespace rackops {

class ArtifactImportReply;
class BackendChannel;
class UnaryCalls;
class ValidationStartReply;

// ValidationService for the console: a rack's runs, one run in full,
// importing a tool artifact and starting a run. Answers arrive queued on the
// GUI thread; nothing here blocks it. An import and a start answer on their
// own reply (see ActionReply), to the caller that asked and nobody else.
class ValidationClient : public QObject {
    Q_OBJECT
public:
    explicit ValidationClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~ValidationClient() override;

    void listRuns(const QString &rackId);
    void fetchRun(const QString &runId);
    // The backend recognises the format; the key makes a resend harmless.
    // `collective`: the operator's answer where an nccl-tests output left it open.
    ArtifactImportReply *importArtifact(const QString &rackId, const QString &fileName, const QByteArray &content,
                                        const QString &collective = {});
    ValidationStartReply *startRun(const QString &rackId, qint64 expectedRevision, const QString &reason,
                                   int dcgmLevel);

Q_SIGNALS:
    void runsReceived(const QString &rackId, const QList<rackops::ValidationRunInfo> &runs);
    void runReceived(const rackops::ValidationRunInfo &run);
    void requestFailed(const QString &rackId, const QString &message);

private:
    std::shared_ptr<void> m_stub; // the ValidationService stub, kept out of this header
    std::unique_ptr<UnaryCalls> m_calls; // destroyed first: waits for calls in flight
};

} // namespace rackops
