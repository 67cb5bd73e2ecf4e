#include "operationspanel.h"

#include "operationsmodel.h"

#include <QHeaderView>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

OperationsPanel::OperationsPanel(OperationsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("operationsPanel"));
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("operationsTable"));
    m_table->setAccessibleName(tr("Running and recent operations"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    const QFontMetrics fm = m_table->fontMetrics();
    m_table->horizontalHeader()->resizeSection(OperationsModel::RackColumn,
                                               fm.horizontalAdvance(QStringLiteral("PHX1-H12-R20-24")) + 20);
    m_table->horizontalHeader()->resizeSection(OperationsModel::ActionColumn,
                                               fm.horizontalAdvance(QStringLiteral("Replace a tray (RMA)xx")) + 20);
    m_table->horizontalHeader()->resizeSection(OperationsModel::StateColumn,
                                               fm.horizontalAdvance(QStringLiteral("Awaiting second approver")) + 20);
    m_table->horizontalHeader()->resizeSection(OperationsModel::RequestedByColumn,
                                               fm.horizontalAdvance(QStringLiteral("anna, confirmed by ben")) + 20);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT rackActivated(index.data(OperationsModel::RackIdRole).toString());
    });
}

} // namespace rackops
