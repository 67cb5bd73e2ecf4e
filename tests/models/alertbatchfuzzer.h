#pragma once

// Seeded random alert batches of every shape a server could send, and the
// alerts they must leave behind. Batches reuse a small pool of ids so that
// updates, removals and re-raises collide often; they also carry what a
// careless or buggy server might send: the same id twice in one batch (the
// last one wins), removals of ids never seen or listed twice (ignored), an id
// both removed and upserted (the upsert wins: removals apply first), and
// snapshots (reset) with duplicates.
#include "alertinfo.h"

#include <QList>
#include <QMap>
#include <QRandomGenerator>
#include <QSet>
#include <QStringList>

namespace rackops::test {

class AlertBatchFuzzer {
public:
    struct Batch {
        bool reset = false;
        QList<AlertInfo> upserts;
        QStringList removed;
        qint64 serverTimeMs = 0;
    };

    static constexpr qint64 kStartMs = 1'700'000'000'000;
    static constexpr int kPool = 48;

    explicit AlertBatchFuzzer(quint32 seed)
        : m_random(seed)
    {
    }

    QRandomGenerator &random() { return m_random; }
    int percent() { return int(m_random.bounded(100)); }

    // The next batch; apply it to the model under test and to expect().
    Batch next()
    {
        Batch b;
        m_nowMs += 1000 + m_random.bounded(60'000);
        b.serverTimeMs = m_nowMs;
        if (m_expected.isEmpty() || percent() < 2) {
            b.reset = true;
            const int n = int(m_random.bounded(kPool));
            for (int i = 0; i < n; ++i)
                b.upserts.append(fresh(poolId()));
            addDuplicates(b);
            return b;
        }
        const int upserts = int(m_random.bounded(7));
        for (int i = 0; i < upserts; ++i) {
            const QString id = percent() < 60 ? existingId() : poolId();
            b.upserts.append(m_expected.contains(id) && percent() < 80 ? changed(m_expected.value(id)) : fresh(id));
        }
        addDuplicates(b);
        const int removals = int(m_random.bounded(4));
        for (int i = 0; i < removals; ++i)
            b.removed.append(existingId());
        if (percent() < 20)
            b.removed.append(QStringLiteral("A-9%1").arg(m_random.bounded(1000))); // never known
        if (!b.removed.isEmpty() && percent() < 25)
            b.removed.append(b.removed.at(int(m_random.bounded(b.removed.size()))));
        if (!b.upserts.isEmpty() && percent() < 10)
            b.removed.append(b.upserts.at(int(m_random.bounded(b.upserts.size()))).id);
        return b;
    }

    // What the model must hold after `b`, and which alerts it must announce
    // as newly critical (by id, once each).
    QStringList expect(const Batch &b)
    {
        QStringList announced;
        if (b.reset) {
            m_expected.clear();
            for (const AlertInfo &a : b.upserts)
                m_expected.insert(a.id, a);
            return announced;
        }
        QMap<QString, AlertInfo> last;
        QStringList order;
        for (const AlertInfo &a : b.upserts) {
            if (!last.contains(a.id))
                order.append(a.id);
            last.insert(a.id, a);
        }
        for (const QString &id : b.removed) {
            if (!last.contains(id))
                m_expected.remove(id);
        }
        for (const QString &id : std::as_const(order)) {
            const AlertInfo &a = last[id];
            const auto old = m_expected.constFind(id);
            const bool critical = a.severity == AlertInfo::Severity::Critical && a.isUnowned();
            if (critical && (old == m_expected.constEnd() || old->severity != AlertInfo::Severity::Critical))
                announced.append(id);
            m_expected.insert(id, a);
        }
        return announced;
    }

    const QMap<QString, AlertInfo> &expected() const { return m_expected; }

    AlertCounts expectedCounts() const
    {
        AlertCounts c;
        for (const AlertInfo &a : m_expected) {
            if (!a.isOpen())
                continue;
            if (a.state == AlertInfo::State::Silenced) {
                ++c.silenced;
                continue;
            }
            ++c.open;
            c.critical += a.severity == AlertInfo::Severity::Critical ? 1 : 0;
            c.warning += a.severity == AlertInfo::Severity::Warning ? 1 : 0;
            c.info += a.severity == AlertInfo::Severity::Info ? 1 : 0;
            c.unowned += a.severity == AlertInfo::Severity::Critical && a.isUnowned() ? 1 : 0;
        }
        return c;
    }

private:
    QString poolId() { return QStringLiteral("A-%1").arg(1001 + m_random.bounded(kPool)); }

    QString existingId()
    {
        if (m_expected.isEmpty())
            return poolId();
        return std::next(m_expected.constBegin(), qsizetype(m_random.bounded(m_expected.size()))).key();
    }

    template<typename T> T pick(std::initializer_list<T> values)
    {
        return *(values.begin() + m_random.bounded(int(values.size())));
    }

    AlertInfo::Severity severity()
    {
        return percent() < 5
            ? AlertInfo::Severity::Unknown
            : pick({AlertInfo::Severity::Info, AlertInfo::Severity::Warning, AlertInfo::Severity::Critical});
    }

    void setState(AlertInfo &a)
    {
        a.state = pick({AlertInfo::State::Triggered, AlertInfo::State::Acknowledged, AlertInfo::State::Resolved,
                        AlertInfo::State::Silenced, AlertInfo::State::Triggered});
        a.owner = a.state == AlertInfo::State::Acknowledged || (a.state == AlertInfo::State::Resolved && percent() < 50)
            ? pick({QStringLiteral("omar"), QStringLiteral("anna"), QStringLiteral("ben")})
            : QString();
        a.resolvedMs = a.state == AlertInfo::State::Resolved ? m_nowMs : 0;
    }

    AlertInfo fresh(const QString &id)
    {
        AlertInfo a;
        a.id = id;
        a.severity = severity();
        a.source = pick({AlertInfo::Source::Cooling, AlertInfo::Source::Leak, AlertInfo::Source::Validation,
                         AlertInfo::Source::Replication, AlertInfo::Source::Lifecycle, AlertInfo::Source::Operation});
        a.site = pick({QStringLiteral("PHX1"), QStringLiteral("FRA1"), QStringLiteral("SIN2")});
        if (a.source == AlertInfo::Source::Replication)
            a.bucket = pick({QStringLiteral("ckpt-a"), QStringLiteral("ckpt-b"), QStringLiteral("datasets")});
        else
            a.rackId =
                QStringLiteral("%1-H1-R0%2-%3").arg(a.site).arg(m_random.bounded(1, 5)).arg(m_random.bounded(10, 13));
        a.conditionKey = QStringLiteral("%1/%2").arg(a.subject()).arg(int(a.source));
        a.summary = pick({QStringLiteral("Supply above its limit"), QStringLiteral("Leak detected"),
                          QStringLiteral("Oldest object behind"), QStringLiteral("GPU failed diagnostics")});
        a.currentValue = QStringLiteral("%1").arg(m_random.bounded(100));
        // Few distinct times: ties in the sort order are common.
        a.raisedMs = kStartMs - qint64(m_random.bounded(6)) * 60'000;
        setState(a);
        a.revision = ++m_revision;
        return a;
    }

    AlertInfo changed(AlertInfo a)
    {
        switch (m_random.bounded(5)) {
        case 0: a.severity = severity(); break;
        case 1: setState(a); break;
        case 2: a.owner = percent() < 50 ? QString() : QStringLiteral("ada"); break;
        case 3: a.summary += QStringLiteral(" (again)"); break;
        default: a.comments.append({QStringLiteral("omar"), m_nowMs, QStringLiteral("looked at it")}); break;
        }
        a.currentValue = QStringLiteral("%1").arg(m_random.bounded(100));
        a.revision = ++m_revision;
        return a;
    }

    // The same id again in the same batch, with other content.
    void addDuplicates(Batch &b)
    {
        const int n = int(b.upserts.size());
        for (int i = 0; i < n; ++i) {
            if (percent() < 15)
                b.upserts.append(percent() < 50 ? changed(b.upserts.at(i)) : fresh(b.upserts.at(i).id));
        }
    }

    QRandomGenerator m_random;
    QMap<QString, AlertInfo> m_expected;
    qint64 m_nowMs = kStartMs;
    qint64 m_revision = 0;
};

} // namespace rackops::test
