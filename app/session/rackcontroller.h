#pragma once

#include "rackdetail.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QTimer;

namespace rackops {

class BackendChannel;
class GpuFiguresModel;
class GpuHistoryModel;
class GpuHistoryReply;
class GpuTelemetryClient;
class LifecycleHistoryModel;
class RackComponentsModel;
class RackDetailClient;

// The rack dock's data: the detail (trays, firmware, history) of the one rack
// asked for last, the models of its parts and its history, and its GPUs'
// figures from the site's monitoring (asked again every 15 s while the rack
// is shown, as the backend reads Prometheus that often), and the history of
// the GPU chosen there (asked again with them). Answers that
// arrive late for a rack no longer asked for are dropped here, so the dock
// never shows one rack's trays under another's name.
class RackController : public QObject {
    Q_OBJECT
public:
    explicit RackController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }
    RackComponentsModel *components() const { return m_components; }
    LifecycleHistoryModel *history() const { return m_history; }
    GpuFiguresModel *gpuFigures() const { return m_gpuFigures; }
    GpuHistoryModel *gpuHistory() const { return m_gpuHistory; }
    static constexpr int kGpuRefreshMs = 15000;

public Q_SLOTS:
    void requestDetail(const QString &rackId);
    // Asks for the GPU figures of the rack shown again (F5, and the timer).
    void refreshGpuFigures();
    // The history of one GPU of the rack shown over the `windowMs` up to now, for a chart
    // `widthPixels` wide; the ask before it is dropped.
    void requestGpuHistory(int tray, int gpu, qint64 windowMs, int widthPixels);

Q_SIGNALS:
    void detailReceived(const rackops::RackDetail &detail);
    void detailFailed(const QString &rackId, const QString &message);
    void gpuFiguresFailed(const QString &rackId, const QString &message);

private:
    RackDetailClient *m_client;
    RackComponentsModel *m_components;
    LifecycleHistoryModel *m_history;
    GpuTelemetryClient *m_gpuClient;
    GpuFiguresModel *m_gpuFigures;
    QTimer *m_gpuRefresh;
    GpuHistoryModel *m_gpuHistory;
    QPointer<GpuHistoryReply> m_historyReply;
    struct HistoryAsk {
        int tray = 0;
        int gpu = 0;
        qint64 windowMs = 0;
        int widthPixels = 0;
    } m_historyAsk;
    QString m_rackId;
};

} // namespace rackops
