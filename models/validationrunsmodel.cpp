#include "validationrunsmodel.h"

#include "timestamptext.h"

#include "validationpresentation.h"

#include <QDateTime>
#include <QLocale>

namespace rackops {

ValidationRunsModel::ValidationRunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    TimestampText::follow(this);
}

int ValidationRunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int ValidationRunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ValidationRunsModel::sourceName(ValidationRunInfo::Source source)
{
    switch (source) {
    //: A validation run produced by the simulator.
    case ValidationRunInfo::Source::Simulated: return tr("Simulated");
    //: A validation run read from an uploaded tool artifact.
    case ValidationRunInfo::Source::Imported: return tr("Imported");
    //: A validation run executed on the rack by the validation agent.
    case ValidationRunInfo::Source::Executed: return tr("Executed");
    case ValidationRunInfo::Source::Unknown: break;
    }
    return tr("Unknown");
}

QString ValidationRunsModel::stateName(ValidationRunInfo::State state)
{
    switch (state) {
    case ValidationRunInfo::State::Queued: return tr("Queued");
    case ValidationRunInfo::State::Running: return tr("Running");
    case ValidationRunInfo::State::Completed: return tr("Completed");
    case ValidationRunInfo::State::Cancelled: return tr("Cancelled");
    //: The test harness broke; results are incomplete.
    case ValidationRunInfo::State::Error: return tr("Harness error");
    case ValidationRunInfo::State::Unknown: break;
    }
    return tr("Unknown");
}

QVariant ValidationRunsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ValidationRunInfo &run = m_runs.at(index.row());
    switch (role) {
    case RunIdRole: return run.id;
    case VerdictRole: return int(ValidationPresentation::health(run.verdict));
    case Qt::ToolTipRole:
        if (index.column() == StartedColumn)
            return TimestampText::tooltip(run.startedMs);
        return tr("%1 (%2)\nWhy: %3\nRequested by %4")
            .arg(run.id,
                 run.source == ValidationRunInfo::Source::Imported ? run.artifactFileName : sourceName(run.source),
                 run.reason, run.requestedBy);
    case Qt::DisplayRole:
        switch (index.column()) {
        case StartedColumn: return TimestampText::text(run.startedMs);
        case VerdictColumn:
            return run.state == ValidationRunInfo::State::Completed ? ValidationVerdicts::displayName(run.verdict)
                                                                    : stateName(run.state);
        case SourceColumn:
            return run.source == ValidationRunInfo::Source::Imported && !run.artifactFileName.isEmpty()
                ? tr("Imported: %1").arg(run.artifactFileName)
                : sourceName(run.source);
        case SummaryColumn: {
            QStringList parts;
            for (const auto &suite : run.suites) {
                parts << tr("%1 %2", "suite name, verdict")
                             .arg(ValidationPresentation::suiteName(suite),
                                  ValidationVerdicts::displayName(suite.verdict));
            }
            return parts.join(QStringLiteral(" · "));
        }
        }
        break;
    default: break;
    }
    return {};
}

QVariant ValidationRunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case StartedColumn: return tr("Started");
    case VerdictColumn: return tr("Verdict");
    case SourceColumn: return tr("Source");
    case SummaryColumn: return tr("Suites");
    }
    return {};
}

void ValidationRunsModel::setRuns(const QString &rackId, const QList<ValidationRunInfo> &runs)
{
    beginResetModel();
    m_rackId = rackId;
    m_runs = runs;
    endResetModel();
}

int ValidationRunsModel::rowOf(const QString &runId) const
{
    for (int i = 0; i < m_runs.size(); ++i) {
        if (m_runs.at(i).id == runId)
            return i;
    }
    return -1;
}

} // namespace rackops
