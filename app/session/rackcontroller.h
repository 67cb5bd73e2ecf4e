#pragma once

#include "rackdetail.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class LifecycleHistoryModel;
class RackComponentsModel;
class RackDetailClient;

// The rack dock's data: the detail (trays, firmware, history) of the one rack
// asked for last, and the models of its parts and its history. Answers that
// arrive late for a rack no longer asked for are dropped here, so the dock
// never shows one rack's trays under another's name.
class RackController : public QObject
{
    Q_OBJECT
public:
    explicit RackController(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);

    QString rackId() const { return m_rackId; }
    RackComponentsModel *components() const { return m_components; }
    LifecycleHistoryModel *history() const { return m_history; }

public Q_SLOTS:
    void requestDetail(const QString &rackId);

Q_SIGNALS:
    void detailReceived(const rackops::RackDetail &detail);
    void detailFailed(const QString &rackId, const QString &message);

private:
    RackDetailClient *m_client;
    RackComponentsModel *m_components;
    LifecycleHistoryModel *m_history;
    QString m_rackId;
};

} // namespace rackops
