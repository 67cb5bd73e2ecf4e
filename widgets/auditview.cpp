#include "auditview.h"

#include "auditlogmodel.h"

#include <QComboBox>
#include <QDateTime>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QShowEvent>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace rackops {

AuditView::AuditView(AuditLogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("auditView"));
    m_range = new QComboBox(this);
    m_range->setAccessibleName(tr("Time range"));
    m_range->addItem(tr("Last hour"), 3600);
    m_range->addItem(tr("Last 8 hours (a shift)"), 8 * 3600);
    m_range->addItem(tr("Last 24 hours"), 24 * 3600);
    m_range->addItem(tr("Last 7 days"), 7 * 24 * 3600);
    m_range->addItem(tr("Everything"), 0);
    m_range->setCurrentIndex(2);
    m_rack = new QLineEdit(this);
    m_rack->setObjectName(QStringLiteral("auditRack"));
    m_rack->setPlaceholderText(tr("Rack id"));
    m_rack->setAccessibleName(tr("Filter by rack"));
    m_actor = new QLineEdit(this);
    m_actor->setObjectName(QStringLiteral("auditActor"));
    m_actor->setPlaceholderText(tr("Person"));
    m_actor->setAccessibleName(tr("Filter by person"));
    m_action = new QComboBox(this);
    m_action->setAccessibleName(tr("Filter by action"));
    m_action->addItem(tr("All actions"), QString());
    m_action->addItem(tr("Approvals"), QStringLiteral("rack.approve"));
    m_action->addItem(tr("Overrides"), QStringLiteral("rack.override"));
    m_action->addItem(tr("Remediation"), QStringLiteral("rack.remediate"));
    // F5 is the window's Reload, which asks for the same (a shortcut here too made the key ambiguous:
    // neither ran). Not Alt+R: the Rack menu owns that key on every tab.
    auto *refresh = new QPushButton(tr("Refresh"), this);
    refresh->setToolTip(tr("Refresh (%1)").arg(QKeySequence(QKeySequence::Refresh).toString(QKeySequence::NativeText)));
    auto *exportButton = new QPushButton(tr("E&xport CSV\u2026"), this);
    exportButton->setObjectName(QStringLiteral("exportCsv"));
    m_status = new QLabel(this);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("auditTable"));
    m_table->setAccessibleName(tr("Audit log"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto *filters = new QHBoxLayout;
    filters->addWidget(m_range);
    filters->addWidget(m_rack);
    filters->addWidget(m_actor);
    filters->addWidget(m_action);
    filters->addWidget(refresh);
    filters->addStretch(1);
    filters->addWidget(m_status);
    filters->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(filters);
    layout->addWidget(m_table, 1);

    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(300);
    connect(debounce, &QTimer::timeout, this, &AuditView::requestQuery);
    connect(m_rack, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(m_actor, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(m_range, &QComboBox::activated, this, &AuditView::requestQuery);
    connect(m_action, &QComboBox::activated, this, &AuditView::requestQuery);
    connect(refresh, &QPushButton::clicked, this, &AuditView::requestQuery);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_status->setText(tr("Entries: %1").arg(m_model->rowCount()));
        m_table->resizeColumnsToContents();
        // Long texts stay readable in the tooltip; the table keeps its columns in view.
        for (int column = 0; column < AuditLogModel::ColumnCount - 1; ++column)
            m_table->setColumnWidth(column, std::min(m_table->columnWidth(column), 480));
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the audit log"),
                                                          QStringLiteral("rackops-audit.csv"), tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        QString error;
        if (!exportCsv(path, &error))
            showError(error);
        else
            m_status->setText(tr("Exported to %1").arg(path));
    });
}

AuditQuery AuditView::query() const
{
    AuditQuery q;
    const int seconds = m_range->currentData().toInt();
    if (seconds > 0)
        q.fromMs = QDateTime::currentMSecsSinceEpoch() - qint64(seconds) * 1000;
    q.rackId = m_rack->text().trimmed();
    q.actor = m_actor->text().trimmed();
    q.actionPrefix = m_action->currentData().toString();
    return q;
}

void AuditView::requestQuery()
{
    m_status->setText(tr("Loading\u2026"));
    Q_EMIT queryRequested(query());
}

void AuditView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    requestQuery(); // its tab opened, or the window back from the task bar
}

void AuditView::setRackFilter(const QString &rackId)
{
    m_rack->setText(rackId);
    requestQuery();
}

void AuditView::showError(const QString &message)
{
    m_status->setText(message);
}

bool AuditView::exportCsv(const QString &path, QString *error) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    file.write(m_model->toCsv());
    return true;
}

} // namespace rackops
