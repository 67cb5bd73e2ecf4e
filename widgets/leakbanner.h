#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTimer;

namespace rackops {

class CoolingStore;

// A leak cannot be missed: while any detector is Critical, a red strip
// across the window names the rack, the detector and where it is, counts
// down to the configured reaction, and opens the rack. The strip keeps its
// place and height while everything is dry (a calm "no critical leak"
// line), so a leak coming or going never moves what is below it.
class LeakBanner : public QWidget
{
    Q_OBJECT
public:
    explicit LeakBanner(CoolingStore *store, QWidget *parent = nullptr);

    bool isActive() const { return !m_rackId.isEmpty(); }
    // The leak message while one is active, else empty.
    QString text() const;

signals:
    void rackRequested(const QString &rackId);

private:
    void refresh();
    void showCalm();

    CoolingStore *m_store;
    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_open;
    QTimer *m_clock;
    QString m_rackId;
};

} // namespace rackops
