#pragma once

#include <QElapsedTimer>
#include <QJsonArray>
#include <QObject>

#include <map>
#include <tuple>
#include <utility>

namespace rackops {

// Which events hold the GUI thread long, so a late tick in the --report-latency figures can be
// traced to its cause: an application-wide event filter notes when each event starts, and the
// time until the next event starts (or the loop goes to sleep) is that event's. Events of
// kSlowMs and more are counted by their receiver's class (and its parent's: a view's viewport
// says little alone) and the event's type. Work an event does through nested events is split
// between them; the figures are a guide to where to look, not a profile.
class SlowEvents : public QObject {
    Q_OBJECT
public:
    static constexpr int kSlowMs = 8;

    explicit SlowEvents(QObject *parent = nullptr);
    ~SlowEvents() override;

    // The slowest kinds first (by time spent in slow events): receiver, parent, event, count,
    // total_ms, max_ms. At most `limit`.
    QJsonArray report(int limit = 15) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void close(qint64 nowNs);

    struct Kind {
        const char *receiver;
        const char *parent;
        int type;
        auto tie() const { return std::make_tuple(receiver, parent, type); }
        bool operator<(const Kind &other) const { return tie() < other.tie(); }
    };
    struct Cost {
        qint64 count = 0;
        qint64 totalNs = 0;
        qint64 maxNs = 0;
    };

    QElapsedTimer m_clock;
    bool m_open = false; // an event is being handled
    Kind m_current {};
    qint64 m_startNs = 0;
    std::map<Kind, Cost> m_costs;
};

} // namespace rackops
