#pragma once

#include "alerts/alertsilences.h"
#include "alerts/alertsource.h"
#include "core/caller.h"
#include "core/changefeed.h"
#include "core/mutationresult.h"

#include "rackops/v1/alerts.pb.h"
#include "rackops/v1/operations.pb.h"

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rackops::sim {

// The alerts of the simulator and their silences. Sources report conditions;
// `evaluate` raises, updates and resolves alerts from them and ends silences
// at their expiry. Every change stamps the alert with the next alert revision,
// so WatchAlerts resumes like WatchFleet. Thread-safe. Time is the simulated
// clock given at construction.
class AlertStore;

class AlertBook {
public:
    static constexpr std::int64_t kStreamKeepsResolvedMs = 24 * 3'600'000;
    static constexpr std::int64_t kMaxSilenceMs = AlertSilences::kMaxSilenceMs;
    // Comments an alert keeps; beyond, the handover is the place to write.
    static constexpr int kMaxComments = 200;

    using Changes = ChangeFeed::Changes<rackops::v1::Alert>;

    explicit AlertBook(std::function<std::int64_t()> clock);

    void addSource(std::unique_ptr<AlertSource> source);
    // Keeps every change in `store` and takes up what it holds (call before
    // the first evaluation). The alert epoch is new, so watches take a snapshot.
    void setStore(AlertStore *store);
    // Collects the conditions of every source and applies them.
    void evaluate();
    // Applies a set of conditions directly (tests, and evaluate()).
    // `unknown`: key prefixes whose open alerts stay open although no condition names them now.
    void apply(const std::vector<AlertCondition> &conditions, const std::vector<std::string> &unknown = {});

    // Receives every audit entry, outside the lock.
    void setAuditSink(std::function<void(const rackops::v1::AuditEntry &)> sink);

    // Operator changes; the caller's role and reason were checked before
    // (MutationGuard). Each is audited with `key`, the caller's idempotency key.
    MutationResult acknowledge(const Caller &caller, const std::string &alertId, const std::string &comment,
                               bool takeOver, const std::string &key, rackops::v1::Alert *response);
    MutationResult comment(const Caller &caller, const std::string &alertId, const std::string &text,
                           const std::string &key, rackops::v1::Alert *response);
    MutationResult resolve(const Caller &caller, const std::string &alertId, const std::string &resolution,
                           const std::string &key, rackops::v1::Alert *response);
    struct SilenceSpec {
        rackops::v1::AlertMatcher matcher;
        std::string reason;
        std::optional<std::int64_t> expiresMs;
    };
    MutationResult silence(const Caller &caller, const SilenceSpec &spec, const std::string &key,
                           rackops::v1::AlertSilence *response);
    MutationResult expireSilence(const Caller &caller, const std::string &silenceId, const std::string &reason,
                                 const std::string &key, rackops::v1::AlertSilence *response);

    // The alerts `wanted` accepts, newest raised first, and the revision they are as of.
    std::vector<rackops::v1::Alert> alerts(const std::function<bool(const rackops::v1::Alert &)> &wanted,
                                           std::int64_t *revision = nullptr);
    // Every alert raised in [fromMs, toMs) or still open at fromMs (for the handover).
    std::vector<rackops::v1::Alert> history(std::int64_t fromMs, std::int64_t toMs) const;
    std::vector<rackops::v1::AlertSilence> silences() const;

    // ---- Alertmanager (rackops-sim --alertmanager) ----
    // A silence that holds alerts of this Alertmanager (its URL) is made there too; empty = none.
    void setAlertmanager(const std::string &instance);
    // Silences made there directly, listed by silences() after the book's own.
    void setExternalSilences(std::function<std::vector<rackops::v1::AlertSilence>()> provider);
    // Called outside the lock when a silence for Alertmanager was made or ended here.
    void setSilenceSyncWake(std::function<void()> wake);
    // What is left to do there: silences PENDING or EXPIRY_PENDING (silences past their expiry end first).
    std::vector<rackops::v1::AlertSilence> alertmanagerWork();
    std::optional<rackops::v1::AlertSilence> silence(const std::string &id) const;
    // The sync's outcomes, each stored at once; a silence reaching Alertmanager and its expiry
    // there are audited (alert.silence.alertmanager), as the engine.
    void alertmanagerHolds(const std::string &id, const std::string &alertmanagerId, std::int64_t wallMs);
    void alertmanagerExpired(const std::string &id, std::int64_t wallMs);
    void alertmanagerFailed(const std::string &id, const std::string &error, std::int64_t wallMs,
                            std::int64_t nextAttemptWallMs);

    Changes snapshot() const;
    std::optional<Changes> changesSince(const std::string &epoch, std::int64_t revision) const;
    bool waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const;
    void wake() const;
    std::int64_t nowMs() const { return m_clock(); }

private:
    struct Entry {
        rackops::v1::Alert alert;
        rackops::v1::AlertState beforeSilence = rackops::v1::ALERT_STATE_TRIGGERED;
        bool latching = false;
    };
    using AuditBatch = std::vector<rackops::v1::AuditEntry>;

    void stamp(Entry &entry, std::int64_t nowMs);
    void expireDueLocked(std::int64_t nowMs, AuditBatch *audit);
    // Ends `silence` at `nowMs` and lets go of the alerts it held.
    void endSilenceLocked(rackops::v1::AlertSilence &silence, std::int64_t nowMs);
    void holdIfSilencedLocked(Entry &entry, std::int64_t nowMs);
    // Within a mutation: keeps every alert and silence as they are, to put back if the commit fails.
    void keepBookForUndoLocked();
    void releaseLocked(Entry &entry, std::int64_t nowMs);
    void resolveLocked(Entry &entry, const rackops::v1::Actor &by, const std::string &resolution, std::int64_t nowMs);
    bool inStream(const rackops::v1::Alert &alert, std::int64_t nowMs) const;
    Entry *findLocked(const std::string &alertId);
    static v1::LocalizedText tooManyComments(const rackops::v1::Alert &alert);
    void addComment(rackops::v1::Alert &alert, const Caller &caller, const std::string &text, std::int64_t nowMs);
    // Runs a mutation on one alert: finds the alert, audits the outcome.
    MutationResult mutateAlert(const Caller &caller, const char *action, const std::string &alertId,
                               const std::string &key, const rackops::v1::LocalizedText &details,
                               const std::function<MutationResult(Entry &, std::int64_t)> &change,
                               rackops::v1::Alert *response);
    static rackops::v1::AuditEntry auditEntry(const Caller &caller, const char *action, const std::string &target,
                                              const std::string &rackId, const std::string &key,
                                              const MutationResult &result, const rackops::v1::LocalizedText &details,
                                              std::int64_t nowMs);
    void flush(AuditBatch &audit);
    // The Alertmanager part of a new silence with `matcher` (state UNSPECIFIED when it holds none of its alerts).
    rackops::v1::SilenceSync alertmanagerSyncLocked(const rackops::v1::AlertMatcher &matcher) const;
    void auditSyncLocked(const rackops::v1::AlertSilence &silence, const rackops::v1::LocalizedText &details,
                         AuditBatch *audit);
    void wakeSync(bool needed);
    void persistLocked();

    std::function<std::int64_t()> m_clock;
    std::vector<std::unique_ptr<AlertSource>> m_sources;
    std::mutex m_evaluateMutex; // one evaluation at a time
    mutable std::mutex m_mutex;
    std::map<std::string, Entry> m_alerts; // by id
    std::map<std::string, std::string> m_openByKey; // condition key -> open alert id
    AlertSilences m_silences;
    std::set<std::string> m_closedLatching; // event conditions resolved by hand
    ChangeFeed m_feed; // alerts resolved long ago leave it
    std::int64_t m_nextAlert = 1001;
    std::int64_t m_nextComment = 1;
    std::function<void(const rackops::v1::AuditEntry &)> m_auditSink;
    AlertStore *m_store = nullptr;
    std::string m_alertmanager;
    std::function<std::vector<rackops::v1::AlertSilence>()> m_externalSilences;
    std::function<void()> m_syncWake;
    std::set<std::string> m_dirtyAlerts;
};

} // namespace rackops::sim
