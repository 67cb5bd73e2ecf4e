#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace rackops {

class CoolingStore;

// A leak cannot be missed: while any detector is Critical, a red strip
// across the window names the rack, the detector and where it is, counts
// down to the configured reaction, and opens the rack.
class LeakBanner : public QWidget
{
    Q_OBJECT
public:
    explicit LeakBanner(CoolingStore *store, QWidget *parent = nullptr);

    QString text() const;

signals:
    void rackRequested(const QString &rackId);

private:
    void refresh();

    CoolingStore *m_store;
    QLabel *m_text;
    QPushButton *m_open;
    QTimer *m_clock;
    QString m_rackId;
};

} // namespace rackops
