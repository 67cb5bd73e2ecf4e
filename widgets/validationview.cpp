#include "validationview.h"

#include "gpufigurespanel.h"

#include "collectivequestiondialog.h"

#include "timestamptext.h"

#include "gpugridmodel.h"
#include "gpugridview.h"
#include "healthdelegate.h"
#include "ncclbandwidthchart.h"
#include "validationcriteriamodel.h"
#include "validationpresentation.h"
#include "validationrunexport.h"
#include "validationrunsmodel.h"

#include <QComboBox>
#include <QDateTime>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

#include <utility>

namespace rackops {

namespace {

constexpr qint64 kMaxArtifactBytes = qint64(16) << 20;

QTableView *table(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->setWordWrap(false);
    view->horizontalHeader()->setHighlightSections(false);
    return view;
}

} // namespace

ValidationView::ValidationView(ValidationRunsModel *runs, ValidationCriteriaModel *criteria, GpuGridModel *grid,
                               QWidget *parent)
    : QWidget(parent)
    , m_runs(runs)
    , m_criteria(criteria)
    , m_grid(grid)
{
    setObjectName(QStringLiteral("validationView"));
    setAcceptDrops(true);

    m_title = new QLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_start = new QPushButton(tr("R&un validation…"), this);
    m_import = new QPushButton(tr("&Import artifact…"), this);
    m_importHint = tr(
        "Import the output of dcgmi diag (JSON or its text table) or of an nccl-tests *_perf binary as a run of this rack. "
        "You can also drop the file onto this view.");
    m_import->setToolTip(m_importHint);
    m_exportCsv = new QPushButton(tr("Export &CSV…"), this);
    m_exportJson = new QPushButton(tr("Export &JSON…"), this);
    auto *top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    for (QPushButton *button : {m_start, m_import, m_exportCsv, m_exportJson})
        top->addWidget(button);

    m_runTable = table(m_runs, this);
    m_runTable->setObjectName(QStringLiteral("validationRuns"));
    m_runTable->setAccessibleName(tr("Validation runs of the rack"));
    m_runTable->setItemDelegateForColumn(ValidationRunsModel::VerdictColumn,
                                         new HealthDelegate(ValidationRunsModel::VerdictRole, m_runTable));
    m_runTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_runTable->horizontalHeader()->setStretchLastSection(true);
    m_runTable->setColumnHidden(ValidationRunsModel::SourceColumn, true); // in the tooltip and the run header

    m_runHeader = new QLabel(this);
    m_runHeader->setWordWrap(true);
    m_runHeader->setTextFormat(Qt::PlainText);
    m_runHeader->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_criteriaTable = table(m_criteria, this);
    m_criteriaTable->setObjectName(QStringLiteral("validationCriteria"));
    m_criteriaTable->setAccessibleName(tr("Results against baselines, worst first"));
    m_criteriaTable->setItemDelegateForColumn(
        ValidationCriteriaModel::VerdictColumn,
        new HealthDelegate(ValidationCriteriaModel::VerdictRole, m_criteriaTable));
    m_criteriaTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_criteriaTable->horizontalHeader()->setStretchLastSection(true);

    m_gridTitle = new QLabel(this);
    m_colouring = new QComboBox(this);
    m_colouring->addItem(tr("Colour by verdict"));
    m_colouring->addItem(tr("Colour by value"));
    m_colouring->setAccessibleName(tr("GPU grid colouring"));
    m_gridView = new GpuGridView(m_grid, this);
    auto *gridBox = new QWidget(this);
    auto *gridLayout = new QVBoxLayout(gridBox);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    auto *gridTop = new QHBoxLayout;
    gridTop->addWidget(m_gridTitle, 1);
    gridTop->addWidget(m_colouring);
    gridLayout->addLayout(gridTop);
    gridLayout->addWidget(m_gridView, 1);

    m_chart = new NcclBandwidthChart(this);
    m_chart->setMinimumHeight(220);

    auto *lower = new QSplitter(Qt::Horizontal, this);
    lower->setObjectName(QStringLiteral("validationLowerSplitter"));
    m_gridTabs = new QTabWidget(this);
    m_gridTabs->setObjectName(QStringLiteral("validationGridTabs"));
    //: Tab of the validation view: the chosen test's result per GPU
    m_gridTabs->addTab(gridBox, tr("Results by GPU"));
    lower->addWidget(m_gridTabs);
    lower->addWidget(m_chart);
    lower->setStretchFactor(0, 2);
    lower->setStretchFactor(1, 3);

    auto *right = new QSplitter(Qt::Vertical, this);
    right->setObjectName(QStringLiteral("validationRightSplitter"));
    auto *upper = new QWidget(this);
    auto *upperLayout = new QVBoxLayout(upper);
    upperLayout->setContentsMargins(0, 0, 0, 0);
    upperLayout->addWidget(m_runHeader);
    upperLayout->addWidget(m_criteriaTable, 1);
    right->addWidget(upper);
    right->addWidget(lower);
    right->setStretchFactor(0, 2);
    right->setStretchFactor(1, 3);

    auto *runsBox = new QWidget(this);
    auto *runsLayout = new QVBoxLayout(runsBox);
    runsLayout->setContentsMargins(0, 0, 0, 0);
    m_dropHint =
        new QLabel(tr("Drop a dcgmi diag output (JSON or text) or an nccl-tests output here to import it."), this);
    m_dropHint->setWordWrap(true);
    m_dropHint->setForegroundRole(QPalette::PlaceholderText);
    runsLayout->addWidget(m_runTable, 1);
    runsLayout->addWidget(m_dropHint);

    auto *main = new QSplitter(Qt::Horizontal, this);
    main->setObjectName(QStringLiteral("validationMainSplitter"));
    main->addWidget(runsBox);
    main->addWidget(right);
    main->setStretchFactor(0, 1);
    main->setStretchFactor(1, 3);
    main->setSizes({fontMetrics().horizontalAdvance(QLatin1Char('x')) * 58, 1000});

    m_message = new QPlainTextEdit(this);
    m_message->setObjectName(QStringLiteral("validationMessage"));
    m_message->setReadOnly(true);
    m_message->setMaximumHeight(fontMetrics().height() * 7);
    m_message->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_message);
    layout->addWidget(main, 1);

    connect(m_runTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                const QString runId = current.data(ValidationRunsModel::RunIdRole).toString();
                if (current.isValid() && runId != m_shownRunId)
                    Q_EMIT runSelected(runId);
            });
    connect(m_criteriaTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid() && current.data(ValidationCriteriaModel::PerGpuRole).toBool())
                    Q_EMIT testSelected(current.data(ValidationCriteriaModel::TestNameRole).toString());
            });
    connect(m_colouring, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_gridView->setColouring(index == 1 ? GpuGridView::Colouring::ByValue : GpuGridView::Colouring::ByVerdict);
    });
    connect(m_import, &QPushButton::clicked, this, &ValidationView::chooseImportFile);
    connect(m_start, &QPushButton::clicked, this, &ValidationView::startRun);
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportRun(false); });
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportRun(true); });
    setRack({});
}

ValidationView::~ValidationView() = default;

QString ValidationView::runHeader() const
{
    return m_runHeader->text();
}

QString ValidationView::importMessage() const
{
    return m_message->isVisible() ? m_message->toPlainText() : QString();
}

void ValidationView::setGpuFigures(GpuFiguresModel *figures)
{
    auto *panel = new GpuFiguresPanel(figures, m_gridTabs);
    panel->setObjectName(QStringLiteral("validationGpuFigures"));
    //: Tab of the validation view: the GPUs' live figures from the site's DCGM exporters
    m_gridTabs->addTab(panel, tr("Exporter figures"));
}

void ValidationView::setRack(const QString &rackId)
{
    m_rackId = rackId;
    m_shownRunId.clear();
    m_run.reset();
    m_chart->setCurves({}, nullptr);
    m_message->hide();
    m_title->setText(rackId.isEmpty() ? tr("Validation — select a rack") : tr("Validation of %1").arg(rackId));
    m_runHeader->setText(rackId.isEmpty() ? QString() : tr("Loading runs…"));
    m_gridTitle->setText(tr("GPU grid"));
    const bool haveRack = !rackId.isEmpty();
    m_import->setEnabled(haveRack && m_actionsEnabled);
    m_start->setEnabled(haveRack && m_actionsEnabled);
    m_exportCsv->setEnabled(false);
    m_exportJson->setEnabled(false);
}

void ValidationView::showRunsListed()
{
    if (m_runs->rowCount() == 0)
        m_runHeader->setText(tr("No validation run yet. Start one, or import a dcgmi or nccl-tests artifact."));
}

void ValidationView::showRun(const QString &runId, const ValidationRunInfo *run, const ValidationRunInfo *previous)
{
    m_shownRunId = runId;
    const int row = m_runs->rowOf(runId);
    if (row >= 0 && m_runTable->currentIndex().row() != row)
        m_runTable->selectRow(row);
    m_run = run ? std::optional<ValidationRunInfo>(*run) : std::nullopt;
    m_exportCsv->setEnabled(run != nullptr);
    m_exportJson->setEnabled(run != nullptr);
    if (!run) {
        const bool running = row >= 0 && m_runs->runs().at(row).state == ValidationRunInfo::State::Running;
        m_chart->setCurves({}, nullptr);
        m_runHeader->setText(running ? tr("Run %1 is still running; results appear when it finishes.").arg(runId)
                                     : tr("Loading run %1…").arg(runId));
        return;
    }
    QString header =
        tr("Run %1 · %2 · %3 · started %4 · requested by %5")
            .arg(run->id, ValidationVerdicts::displayName(run->verdict), ValidationRunsModel::sourceName(run->source),
                 TimestampText::text(run->startedMs), run->requestedBy);
    if (!run->artifactFileName.isEmpty())
        header += QLatin1Char('\n')
            + tr("From %1 (%2), SHA-256 %3")
                  .arg(run->artifactFileName, run->artifactFormat, run->artifactSha256.left(16));
    // Untested is not passed: say what was not tested or checked, suite by suite.
    for (const ValidationSuiteResult &suite : run->suites) {
        if (suite.verdict == ValidationVerdict::NotTested || suite.verdict == ValidationVerdict::NotChecked)
            header += QLatin1Char('\n')
                + tr("%1 — %2: %3")
                      .arg(ValidationPresentation::suiteName(suite), ValidationVerdicts::displayName(suite.verdict),
                           suite.summary);
    }
    header += QLatin1Char('\n')
        + (previous ? tr("Compared with the previous run %1 and the fleet median.").arg(previous->id)
                    : tr("First run of this rack: compared with the fleet median only."));
    m_runHeader->setText(header);

    // Any collective's curve; compared only with the same collective before.
    const ValidationSuiteResult *nccl = run->ncclSuite();
    const ValidationSuiteResult *previousNccl = previous && nccl ? previous->suite(nccl->kind) : nullptr;
    m_chart->setCurves(nccl ? nccl->nccl : NcclCurve {}, previousNccl ? &previousNccl->nccl : nullptr);
}

void ValidationView::showGrid()
{
    const QString testName = m_grid->testName();
    if (testName.isEmpty()) {
        m_gridTitle->setText(tr("GPU grid"));
        return;
    }
    const int failing = m_grid->failingCount();
    m_gridTitle->setText(failing > 0 ? tr("GPU grid — %1: %n GPU(s) fail", nullptr, failing).arg(testName)
                                     : tr("GPU grid — %1").arg(testName));
    // The criterion the grid stands for is the one selected.
    for (int row = 0; row < m_criteria->rowCount(); ++row) {
        const QModelIndex index = m_criteria->index(row, 0);
        if (index.data(ValidationCriteriaModel::TestNameRole).toString() == testName
            && index.data(ValidationCriteriaModel::PerGpuRole).toBool()) {
            if (m_criteriaTable->currentIndex().row() != row)
                m_criteriaTable->selectRow(row);
            return;
        }
    }
}

void ValidationView::setMessage(const QString &text, bool error)
{
    QPalette pal = m_message->palette();
    pal.setColor(QPalette::Text, error ? QColor(0xff, 0x8a, 0x80) : palette().color(QPalette::Text));
    m_message->setPalette(pal);
    m_message->setPlainText(text);
    m_message->setVisible(!text.isEmpty());
}

void ValidationView::showImportOutcome(const ArtifactImportOutcome &outcome)
{
    m_import->setEnabled(m_actionsEnabled);
    QStringList lines;
    const auto describe = [](const ArtifactProblem &p) {
        if (p.line > 0 && !p.field.isEmpty())
            return tr("line %1, %2: %3").arg(p.line).arg(p.field, p.message);
        if (p.line > 0)
            return tr("line %1: %2").arg(p.line).arg(p.message);
        if (!p.field.isEmpty())
            return tr("%1: %2").arg(p.field, p.message);
        return p.message;
    };
    if (!outcome.callError.isEmpty()) {
        setMessage(tr("Importing %1 failed: %2").arg(outcome.fileName, outcome.callError), true);
        return;
    }
    if (!outcome.imported) {
        lines << tr("%1 was not imported: nothing was stored. It looks like: %2.")
                     .arg(outcome.fileName,
                          outcome.detectedFormat.isEmpty() ? tr("an unknown format") : outcome.detectedFormat);
        for (const auto &error : outcome.errors)
            lines << QStringLiteral("  ✕ ") + describe(error);
        setMessage(lines.join(QLatin1Char('\n')), true);
        // Only the output's collective was open: ask which test it was, never to rename the file.
        if (!outcome.collectiveCandidates.isEmpty() && outcome.collective.isEmpty() && m_upload
            && m_upload->fileName == outcome.fileName && m_upload->rackId == m_rackId)
            askCollective(outcome, lines.join(QLatin1Char('\n')));
        else
            m_upload.reset();
        return;
    }
    m_upload.reset();
    lines << tr("Imported %1 as run %2: %3.")
                 .arg(outcome.fileName, outcome.run.id, ValidationVerdicts::displayName(outcome.run.verdict));
    for (const auto &warning : outcome.warnings)
        lines << QStringLiteral("  ! ") + describe(warning);
    setMessage(lines.join(QLatin1Char('\n')), false);
}

void ValidationView::showRequestFailed(const QString &message)
{
    m_import->setEnabled(!m_rackId.isEmpty() && m_actionsEnabled);
    setMessage(message, true);
}

void ValidationView::showRunStarted(const QString &runId)
{
    setMessage(tr("Validation run %1 started; it shows in the list and in Operations while it runs.").arg(runId),
               false);
}

void ValidationView::setActionsEnabled(bool enabled, const QString &reason)
{
    // Starting and importing both change the backend: neither is sent over a link that is down.
    m_actionsEnabled = enabled;
    m_start->setEnabled(enabled && !m_rackId.isEmpty());
    m_start->setToolTip(enabled ? tr("Start DCGM level 3, NCCL, workload and storage tests on this rack") : reason);
    m_import->setEnabled(enabled && !m_rackId.isEmpty());
    m_import->setToolTip(enabled ? m_importHint : reason);
}

void ValidationView::chooseImportFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import a validation artifact for %1").arg(m_rackId), {},
                                     tr("Validation artifacts (*.json *.txt *.log *.out);;All files (*)"));
    if (!path.isEmpty())
        importFile(path);
}

void ValidationView::importFile(const QString &path)
{
    if (m_rackId.isEmpty())
        return;
    if (!m_actionsEnabled) {
        setMessage(tr("Not connected to the backend: %1 was not imported. Try again once the link is back.")
                       .arg(QFileInfo(path).fileName()),
                   true);
        return;
    }
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (file.size() > kMaxArtifactBytes) {
        setMessage(tr("%1 is larger than 16 MiB; dcgmi and nccl-tests outputs are far smaller. Nothing was imported.")
                       .arg(name),
                   true);
        return;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        setMessage(tr("Cannot read %1: %2").arg(path, file.errorString()), true);
        return;
    }
    const QByteArray content = file.readAll();
    if (content.isEmpty()) {
        setMessage(tr("%1 is empty. Nothing was imported.").arg(name), true);
        return;
    }
    m_import->setEnabled(false); // one upload at a time: a double click imports once
    setMessage(tr("Importing %1…").arg(name), false);
    m_upload = Upload {m_rackId, name, content};
    Q_EMIT importRequested(m_rackId, name, content, {});
}

void ValidationView::askCollective(const ArtifactImportOutcome &outcome, const QString &refusal)
{
    auto *question = new CollectiveQuestionDialog(outcome.fileName, outcome.collectiveCandidates, this);
    question->setAttribute(Qt::WA_DeleteOnClose);
    m_import->setEnabled(false); // the upload is not finished while the question is open
    connect(question, &QDialog::finished, this, [this, question, refusal](int result) {
        const QString chosen = question->chosen();
        const std::optional<Upload> upload = std::exchange(m_upload, std::nullopt);
        if (result != QDialog::Accepted || chosen.isEmpty() || !upload || upload->rackId != m_rackId) {
            m_import->setEnabled(!m_rackId.isEmpty() && m_actionsEnabled);
            setMessage(refusal, true);
            return;
        }
        if (!m_actionsEnabled) {
            m_import->setEnabled(false);
            setMessage(tr("Not connected to the backend: %1 was not imported. Try again once the link is back.")
                           .arg(upload->fileName),
                       true);
            return;
        }
        setMessage(tr("Importing %1 as %2…").arg(upload->fileName, chosen), false);
        m_upload = upload;
        Q_EMIT importRequested(upload->rackId, upload->fileName, upload->content, chosen);
    });
    question->open();
}

void ValidationView::startRun()
{
    bool ok = false;
    const QString reason = QInputDialog::getText(this, tr("Run validation on %1").arg(m_rackId),
                                                 tr("Why run validation now? (goes into the run and the audit log)"),
                                                 QLineEdit::Normal, {}, &ok)
                               .trimmed();
    if (!ok)
        return;
    if (reason.isEmpty()) {
        setMessage(tr("A validation run needs a reason. Nothing was started."), true);
        return;
    }
    Q_EMIT startRunRequested(m_rackId, reason);
}

void ValidationView::exportRun(bool json)
{
    if (!m_run)
        return;
    const ValidationRunInfo *run = &*m_run;
    const QString suggested = run->id + (json ? QStringLiteral(".json") : QStringLiteral(".csv"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export run %1").arg(run->id), suggested,
                                                      json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(json ? ValidationRunExport::toJson(*run) : ValidationRunExport::toCsv(*run)) < 0
        || !file.commit()) {
        setMessage(tr("Cannot write %1: %2").arg(path, file.errorString()), true);
        return;
    }
    setMessage(tr("Exported run %1 to %2.").arg(run->id, path), false);
}

void ValidationView::dragEnterEvent(QDragEnterEvent *event)
{
    if (!m_rackId.isEmpty() && event->mimeData()->hasUrls() && event->mimeData()->urls().value(0).isLocalFile())
        event->acceptProposedAction();
}

void ValidationView::dropEvent(QDropEvent *event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    importFile(urls.first().toLocalFile());
}

} // namespace rackops
