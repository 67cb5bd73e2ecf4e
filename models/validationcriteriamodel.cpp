#include "validationcriteriamodel.h"

#include "validationpresentation.h"

#include <QLocale>

#include <algorithm>

namespace rackops {

const QString ValidationCriteriaModel::kNcclAverage = QStringLiteral("avg_busbw");
const QString ValidationCriteriaModel::kNcclLargeMessages = QStringLiteral("busbw_large_messages");

namespace {

constexpr qint64 kLargeMessage = qint64(1) << 30;

// The entity that stands for the test: the worst measured value among the
// GPUs that produced one, so one bad GPU among 72 shows in the row.
const ValidationEntityResult *worstEntity(const ValidationTestResult &test)
{
    const ValidationEntityResult *worst = nullptr;
    for (const auto &e : test.entities) {
        if (!e.measured)
            continue;
        if (!worst) {
            worst = &e;
            continue;
        }
        const int rankE = ValidationVerdicts::severityRank(e.verdict);
        const int rankW = ValidationVerdicts::severityRank(worst->verdict);
        const bool worseValue = e.lowerIsBetter ? *e.measured > *worst->measured : *e.measured < *worst->measured;
        if (rankE > rankW || (rankE == rankW && worseValue))
            worst = &e;
    }
    return worst;
}

const ValidationTestResult *findTest(const ValidationRunInfo *run, ValidationSuiteKind kind, const QString &name)
{
    const ValidationSuiteResult *suite = run ? run->suite(kind) : nullptr;
    if (!suite)
        return nullptr;
    for (const auto &test : suite->tests) {
        if (test.name == name)
            return &test;
    }
    return nullptr;
}

std::optional<double> largeMessageBusBw(const NcclCurve &curve, std::optional<double> *baseline,
                                        ValidationVerdict *verdict)
{
    std::optional<double> worst;
    for (const auto &row : curve.rows) {
        if (row.sizeBytes < kLargeMessage)
            continue;
        if (!worst || row.busBw < *worst) {
            worst = row.busBw;
            if (baseline)
                *baseline = row.baselineBusBw;
        }
        if (verdict)
            *verdict = ValidationVerdicts::worst(*verdict, row.verdict);
    }
    return worst;
}

} // namespace

std::optional<double> ValidationCriteriaModel::Row::deltaPercent() const
{
    if (!measured || !baseline || *baseline == 0.0)
        return std::nullopt;
    return (*measured - *baseline) / *baseline * 100.0;
}

ValidationCriteriaModel::ValidationCriteriaModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int ValidationCriteriaModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ValidationCriteriaModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QList<ValidationCriteriaModel::Row> ValidationCriteriaModel::criteria(const ValidationRunInfo &run,
                                                                      const ValidationRunInfo *previous)
{
    QList<Row> rows;
    for (const auto &suite : run.suites) {
        if (ValidationRunInfo::isNccl(suite.kind) && !suite.nccl.rows.isEmpty()) {
            const NcclCurve &n = suite.nccl;
            const ValidationSuiteResult *before = previous ? previous->suite(suite.kind) : nullptr;
            Row avg;
            avg.suite = suite.kind;
            avg.suiteLabel = ValidationPresentation::suiteName(suite);
            avg.test = kNcclAverage;
            avg.unit = QStringLiteral("GB/s");
            avg.measured = n.avgBusBw;
            avg.baseline = n.baselineAvgBusBw;
            avg.threshold = n.thresholdAvgBusBw;
            avg.fleetMedian = n.fleetMedianAvgBusBw;
            if (before && !before->nccl.rows.isEmpty())
                avg.previous = before->nccl.avgBusBw;
            avg.verdict = n.thresholdAvgBusBw && n.avgBusBw < *n.thresholdAvgBusBw ? ValidationVerdict::Fail
                                                                                   : ValidationVerdict::Pass;
            // A run whose ranks never met measured no fabric, one whose rows nobody
            // checked proved nothing: the figure is no pass.
            if (suite.verdict == ValidationVerdict::ToolError || suite.verdict == ValidationVerdict::NotTested
                || suite.verdict == ValidationVerdict::NotChecked)
                avg.verdict = suite.verdict;
            // Where the ranks ran, so a bad figure points at nodes.
            const QString hosts = ValidationPresentation::rankHosts(n);
            avg.detail = hosts.isEmpty() ? suite.summary : suite.summary + QLatin1Char('\n') + hosts;
            rows << avg;
            Row large;
            large.suite = suite.kind;
            large.suiteLabel = avg.suiteLabel;
            large.detail = avg.detail;
            large.test = kNcclLargeMessages;
            large.unit = avg.unit;
            large.measured = largeMessageBusBw(n, &large.baseline, &large.verdict);
            if (large.measured) {
                if (before)
                    large.previous = largeMessageBusBw(before->nccl, nullptr, nullptr);
                for (const auto &row : n.rows)
                    large.failingGpus += row.sizeBytes >= kLargeMessage && row.verdict == ValidationVerdict::Fail;
                rows << large;
            }
            continue;
        }
        for (const auto &test : suite.tests) {
            Row row;
            row.suite = suite.kind;
            row.suiteLabel = ValidationPresentation::suiteName(suite);
            row.test = test.name;
            row.verdict = test.verdict;
            row.detail = test.failureText;
            for (const auto &e : test.entities) {
                if (e.gpuIndex < 0)
                    continue;
                ++row.gpus;
                row.failingGpus += e.verdict == ValidationVerdict::Fail ? 1 : 0;
                if (row.detail.isEmpty() && e.verdict == ValidationVerdict::Fail)
                    row.detail = e.failureText;
            }
            if (const ValidationEntityResult *worst = worstEntity(test)) {
                row.unit = worst->unit;
                row.measured = worst->measured;
                row.baseline = worst->baseline;
                row.threshold = worst->threshold;
                row.fleetMedian = worst->fleetMedian;
                if (row.detail.isEmpty())
                    row.detail = worst->failureText;
            }
            if (const ValidationTestResult *before = findTest(previous, suite.kind, test.name)) {
                if (const ValidationEntityResult *worst = worstEntity(*before))
                    row.previous = worst->measured;
            }
            rows << row;
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) {
        const int ra = ValidationVerdicts::severityRank(a.verdict);
        const int rb = ValidationVerdicts::severityRank(b.verdict);
        if (ra != rb)
            return ra > rb;
        return a.deltaPercent().value_or(0.0) < b.deltaPercent().value_or(0.0);
    });
    return rows;
}

QVariant ValidationCriteriaModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case VerdictRole: return int(ValidationPresentation::health(row.verdict));
    case TestNameRole: return row.test;
    case SuiteRole: return int(row.suite);
    case PerGpuRole: return row.gpus > 0;
    case Qt::ToolTipRole: return row.detail.isEmpty() ? QVariant() : row.detail;
    case Qt::TextAlignmentRole:
        return index.column() >= MeasuredColumn && index.column() != VerdictColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case SuiteColumn:
            return row.suiteLabel.isEmpty() ? ValidationPresentation::suiteName(row.suite) : row.suiteLabel;
        case TestColumn:
            if (row.test == kNcclAverage)
                return tr("Average bus bandwidth");
            if (row.test == kNcclLargeMessages)
                return tr("Bus bandwidth, messages of 1 GiB and more");
            return row.test;
        case MeasuredColumn: return ValidationPresentation::value(row.measured, row.unit);
        case BaselineColumn: return ValidationPresentation::value(row.baseline, row.unit);
        case ThresholdColumn: return ValidationPresentation::value(row.threshold, row.unit);
        case DeltaColumn:
            if (const auto delta = row.deltaPercent())
                return tr("%1 %", "delta in percent").arg(QLocale().toString(*delta, 'f', 1));
            return {};
        case VerdictColumn: return ValidationVerdicts::displayName(row.verdict);
        case GpusColumn:
            if (row.test == kNcclLargeMessages)
                return row.failingGpus > 0 ? tr("%n size(s) fail", nullptr, row.failingGpus) : QString();
            if (row.gpus == 0)
                return {};
            return row.failingGpus > 0 ? tr("%1 of %2 fail").arg(row.failingGpus).arg(row.gpus)
                                       : tr("%n GPU(s)", nullptr, row.gpus);
        case PreviousColumn: return ValidationPresentation::value(row.previous, row.unit);
        case FleetMedianColumn: return ValidationPresentation::value(row.fleetMedian, row.unit);
        }
        break;
    default: break;
    }
    return {};
}

QVariant ValidationCriteriaModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SuiteColumn: return tr("Suite");
    case TestColumn: return tr("Test");
    //: Column: the worst value any GPU measured in this run.
    case MeasuredColumn: return tr("Measured");
    case BaselineColumn: return tr("Baseline");
    case ThresholdColumn: return tr("Threshold");
    //: Column: difference from the baseline in percent.
    case DeltaColumn: return tr("Δ baseline");
    case VerdictColumn: return tr("Verdict");
    case GpusColumn: return tr("GPUs");
    //: Column: the same test in the rack's previous run.
    case PreviousColumn: return tr("Previous run");
    case FleetMedianColumn: return tr("Fleet median");
    }
    return {};
}

void ValidationCriteriaModel::setRun(const ValidationRunInfo &run, const ValidationRunInfo *previous)
{
    beginResetModel();
    m_rows = criteria(run, previous);
    endResetModel();
}

} // namespace rackops
