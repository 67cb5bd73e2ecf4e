#pragma once

#include "rackops/v1/alerts.pb.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

class QNetworkReply;
class QTimer;

namespace rackops::alertmanager {
class AlertmanagerBridge;
struct AlertmanagerSilence;
} // namespace rackops::alertmanager

namespace rackops::sim {

class AlertBook;
class MutationJournal;

// Keeps RackOps' silences and Alertmanager's in step, on rackops-sim's main
// event loop beside the bridge, one request at a time:
// - a RackOps silence that holds Alertmanager alerts is made there
//   (POST /api/v2/silences: createdBy = its owner, comment = its reason
//   tagged "(RackOps silence S-12)", the matchers the book chose, startsAt
//   now, endsAt its expiry) and expired there when it ends here
//   (DELETE /api/v2/silence/ID);
// - what is not done yet is the silence's own stored sync state
//   (SilenceSync: PENDING, EXPIRY_PENDING), so nothing is lost while
//   Alertmanager is down or across a restart; a failure is retried with
//   backoff (the interval, doubling, at most 5 min) and says why;
// - every round first reads GET /api/v2/silences: a tagged silence is
//   recognised as ours (one made just before a crash is taken up, never made
//   twice), and the others are Alertmanager's own, listed by the book.
class AlertmanagerSilenceSync : public QObject {
public:
    static constexpr std::int64_t kMaxBackoffMs = 5 * 60 * 1000;

    AlertmanagerSilenceSync(AlertBook &book, MutationJournal &journal, alertmanager::AlertmanagerBridge &bridge);
    ~AlertmanagerSilenceSync() override;

    void start();
    void stop();
    // From any thread: a silence for Alertmanager was made or ended; go now.
    void wake();

    // Alertmanager's own silences as last read, as AlertSilence with `external` (any thread).
    std::vector<rackops::v1::AlertSilence> externalSilences() const;

    struct Health {
        bool listed = false; // the last read of its silences succeeded
        std::string lastError; // the last failure, in the bridge's words
        int pending = 0; // silences not yet made or expired there
        std::int64_t lastListedMs = 0;
    };
    Health health() const;

    // "(RackOps silence S-12)", and the id back out of a comment that ends with it.
    static std::string tag(const std::string &silenceId);
    static std::optional<std::string> taggedId(const QString &comment);
    static std::int64_t backoffMs(int intervalMs, int attempts);

private:
    void round();
    void listed(QNetworkReply *reply);
    void takeUp(const QList<alertmanager::AlertmanagerSilence> &silences);
    void pushNext();
    void pushed(QNetworkReply *reply, const rackops::v1::AlertSilence &silence);
    void failed(const rackops::v1::AlertSilence &silence, const std::string &why);
    void scheduleNext();
    rackops::v1::AlertSilence shown(const alertmanager::AlertmanagerSilence &silence) const;

    AlertBook &m_book;
    MutationJournal &m_journal;
    alertmanager::AlertmanagerBridge &m_bridge;
    QTimer *m_timer;
    QPointer<QNetworkReply> m_inFlight;
    bool m_running = false;
    std::deque<rackops::v1::AlertSilence> m_queue; // this round's work, one request at a time
    std::map<std::string, std::int64_t> m_notBefore; // silence id -> wall ms of its next attempt

    mutable std::mutex m_mutex; // what other threads read
    std::vector<rackops::v1::AlertSilence> m_external;
    Health m_health;
};

} // namespace rackops::sim
