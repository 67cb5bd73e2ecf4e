#pragma once

#include "fleetupdate.h"
#include "rackkeys.h"
#include "rackattention.h"
#include "rackleak.h"
#include "rowranks.h"
#include "slicescheduler.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QMap>
#include <QStringList>

#include <array>
#include <span>
#include <vector>

namespace rackops {

// All racks of the fleet, one row each, in arrival order. Applies whole
// batches (FleetUpdate): one reset for a snapshot, one insert for new racks,
// one dataChanged per contiguous range of changed rows.
class CoolingStore;
struct CoolingSample;

class FleetModel : public QAbstractTableModel, private SliceScheduler::Client {
    Q_OBJECT
public:
    enum Column {
        RackColumn,
        LocationColumn,
        StageColumn,
        HealthColumn,
        TimeInStageColumn,
        ProgressColumn,
        SupplyColumn, // coolant supply temperature
        DeltaTColumn, // return - supply
        FlowColumn,
        LeakColumn, // worst leak detector
        ValidationColumn,
        ReasonColumn, // why the rack needs action; sorted, it is the "Needs action" order
        OwnerColumn, // who holds the rack now
        ColumnCount
    };
    enum Role {
        RackIdRole = Qt::UserRole + 1,
        StageRole, // int(LifecycleStage)
        HealthRole, // int(Health)
        ProgressRole, // float 0..1
        StageEnteredRole, // qint64 ms since epoch
        SortRole, // raw value used for sorting
        CoolingHealthRole, // int(Health) of the cooling sample or leak, per column
        ValidationHealthRole, // int(Health) of the latest validation verdict; invalid without a run
    };

    explicit FleetModel(QObject *parent = nullptr);
    ~FleetModel() override;

    // Where the cooling columns read from; one dataChanged per applied batch.
    void setCoolingStore(CoolingStore *store);
    const CoolingSample *coolingAt(int row) const;

    // Bounds read directly: a sort of the whole fleet asks for millions of indexes, and the
    // inherited index() makes two virtual calls for each.
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const RackSummary &rackAt(int row) const { return m_racks.at(row); }
    // Assessed when the rack, its cooling sample or the clock changed; sorting only reads it.
    const RackAttention &attentionAt(int row) const { return m_attention.at(row); }
    int rowOf(const QString &rackId) const { return rowOfKey(RackKeys::find(rackId)); }
    // By the rack's key (RackKeys), an array index, no hashing; -1 for a rack not in the fleet.
    int rowOfKey(int rackKey) const
    {
        return rackKey >= 0 && size_t(rackKey) < m_rowOfKey.size() ? m_rowOfKey[size_t(rackKey)] : -1;
    }
    // The rack's health as the board and the dock say it: the backend's, made worse by what its
    // leak detectors report in the cooling store now (RackLeak::rackHealth), so "Health OK"
    // never stands beside "LEAK".
    RackLeak::Verdict healthAt(int row) const;
    // The row's place in rack-id order and in location order (site, hall, row,
    // position, then id): what sorting compares instead of the strings.
    // Building them sorts the fleet once, so a tie-break asks idRanksReady() first.
    int idRank(int row) const;
    int locationRank(int row) const;
    bool idRanksReady() const { return m_idRanks.isReady(int(m_racks.size())); }
    qint64 revision() const { return m_revision; }
    QString fleetEpoch() const { return m_epoch; }
    bool hasSnapshot() const { return m_hasSnapshot; }
    // Racks of stream batches received and not yet applied (the rest of a large batch).
    qsizetype pendingRacks() const;
    qint64 serverTimeMs() const { return m_serverTimeMs; }

    int stageCount(LifecycleStage stage) const { return m_stageCounts[static_cast<int>(stage)]; }
    int healthCount(Health health) const { return m_healthCounts[static_cast<int>(health)]; }
    QStringList sites() const { return m_sites; }

    // "2 h 14 min" for a duration; shared with views that show ages.
    static QString formatDuration(qint64 ms);
    // The Leak column's word for a rack whose worst detector is in this state: "LEAK", "Moisture", "Dry".
    static QString leakWord(LeakDetectorInfo::State worst);

    // Batches are applied in arrival order, in pieces of this many racks, as many per turn of the
    // event loop as the turn's budget allows (SliceScheduler); a batch's revision counts once its
    // last piece is in. A snapshot is applied whole (one model reset). At 100,000 racks a rack
    // costs up to 20 us with the board's reaction, so a piece stays near a millisecond.
    static constexpr qsizetype kSliceRacks = 64;
    // The clock's pass over the fleet (which racks time made stuck) goes in pieces of this many rows
    // between the batches' pieces: whole, it held the GUI thread for one block a backend minute at
    // 100,000 racks. A row the clock cannot change costs a look at two fields.
    static constexpr int kClockSliceRows = 2048;
    // Whether the clock's pass is under way (rows of the fleet not yet looked at for time).
    bool clockPassPending() const { return m_clockPassRow >= 0; }

public Q_SLOTS:
    void applyUpdate(const rackops::FleetUpdate &update);

Q_SIGNALS:
    void countsChanged();
    void sitesChanged();
    void snapshotApplied();

private:
    void replaceAll(const FleetUpdate &snapshot);
    void removeRacks(const QStringList &ids);
    void dropRepeatedRacks();
    void upsertRacks(std::span<const RackSummary> racks);
    bool takeSlices(const QDeadlineTimer &deadline) override;
    void applySlice();
    void finishUpdate(const FleetUpdate &update);
    // Starts the clock's pass when the server clock moved on enough; takeClockSlice() does a piece.
    void refreshClockColumn(qint64 serverTimeMs);
    void takeClockSlice();
    // Counts by stage and health are kept as racks change; recount() only after a reset.
    void recount();
    void count(const RackSummary &rack, int delta);
    void announceCounts();
    void emitChangedRuns(const QMap<int, quint32> &changedColumnsByRow);
    // Returns whether a rack is named twice (a snapshot from a faulty backend).
    bool rebuildIndex();
    void updateSites();
    void coolingApplied(const QList<int> &rackKeys);
    // Gives the rack in `row` its key if it has none, and notes its row under it. Returns the row that
    // was noted there before, or -1.
    int indexKey(int row);
    // Re-assesses `row`: what changed, the text alone or its place in the "Needs action" order.
    enum class Reassessed { Same, Text, Order };
    Reassessed reassess(int row, const CoolingSample *cooling);
    // The rack's cooling sample as far as it bears on its assessment: only a wet one does
    // (RackAttention::assess), and m_attention keeps whether the newest is wet. A dry rack's sample
    // is not looked up among the whole fleet's: a cache miss per changed rack at 100,000 racks.
    const CoolingSample *wetCoolingAt(int row) const;
    void assessAll();
    // Rows whose place in the "Needs action" order changed: one dataChanged per
    // run, with the sort role; rows whose words alone changed: one over their span.
    void emitReasonRuns(QList<int> rows, bool orderChanged);
    QVariant coolingData(const RackSummary &rack, int column, int role) const;

    CoolingStore *m_cooling = nullptr;
    QList<RackSummary> m_racks;
    QList<RackAttention> m_attention; // parallel to m_racks
    RowRanks m_idRanks;
    RowRanks m_locationRanks;
    // By rack key (RackKeys): the row, or -1. The only index: a rack id is found by its key, and
    // a second index by id cost a fleet-sized hash of strings on the GUI thread.
    std::vector<int> m_rowOfKey;
    std::array<int, kLifecycleStageCount> m_stageCounts {};
    std::array<int, kHealthCount> m_healthCounts {};
    std::array<int, kLifecycleStageCount> m_shownStageCounts {}; // as last announced
    std::array<int, kHealthCount> m_shownHealthCounts {};
    QStringList m_sites;
    QString m_epoch;
    qint64 m_revision = 0;
    qint64 m_serverTimeMs = 0;
    qint64 m_clockShownMs = 0; // server time the "time in stage" column was last refreshed for
    int m_clockPassRow = -1; // the next row the clock's pass looks at; -1 when none is under way
    bool m_hasSnapshot = false;
    QList<FleetUpdate> m_pending;
    qsizetype m_nextUpsert = 0; // in m_pending.first()
    int m_rowsAtUpdateStart = 0;
};

} // namespace rackops
