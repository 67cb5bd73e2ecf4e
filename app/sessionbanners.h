#pragma once

#include <QWidget>

namespace rackops {

class ConsoleSession;

// The full-width lines above the views that must not be missed: a demo backend, an unencrypted
// link, a leak, data gone stale. Each takes its place only while it applies.
class SessionBanners : public QWidget {
    Q_OBJECT
public:
    explicit SessionBanners(ConsoleSession *session, QWidget *parent = nullptr);

Q_SIGNALS:
    // The operator asked to see the rack a banner is about.
    void rackRequested(const QString &rackId);
};

} // namespace rackops
