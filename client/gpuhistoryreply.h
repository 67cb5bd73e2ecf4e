#pragma once

#include "gpuhistory.h"

#include <QObject>

namespace rackops {

// The answer to one QueryGpuHistory, for the one caller that asked (as
// QNetworkReply is to QNetworkAccessManager). Emits exactly one of its
// signals once, then deletes itself later; abandon() drops a late answer (the
// operator chose another GPU, window or width meanwhile).
class GpuHistoryReply : public QObject {
    Q_OBJECT
public:
    GpuHistoryReply(QString rackId, int tray, int gpu, QObject *parent = nullptr);
    QString rackId() const { return m_rackId; }
    int tray() const { return m_tray; }
    int gpu() const { return m_gpu; }
    bool isFinished() const { return m_finished; }
    void abandon();

    void finish(const GpuHistory &history); // called by GpuTelemetryClient
    void fail(const QString &message);

Q_SIGNALS:
    void received(const rackops::GpuHistory &history);
    void failed(const QString &message);

private:
    QString m_rackId;
    int m_tray;
    int m_gpu;
    bool m_finished = false;
    bool m_abandoned = false;
};

} // namespace rackops
