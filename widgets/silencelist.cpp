#include "silencelist.h"

#include "actionoutcomeview.h"
#include "disabledbuttonexplainer.h"
#include "headerfit.h"
#include "silencesmodel.h"
#include "statuspalette.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

SilenceList::SilenceList(SilencesModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("silenceList"));
    m_waiting = new QLabel(this);
    m_waiting->setObjectName(QStringLiteral("silencesNotInAlertmanager"));
    m_waiting->setWordWrap(true);
    m_waiting->hide();
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("silencesProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    m_showEnded = new QCheckBox(tr("Show ended"), this);
    m_showEnded->setObjectName(QStringLiteral("silencesShowEnded"));
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("silencesTable"));
    m_table->setAccessibleName(tr("Silences"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    HeaderFit::apply(m_table->horizontalHeader(), widths());
    m_expire = new QPushButton(tr("&End silence\u2026"), this);
    m_expire->setObjectName(QStringLiteral("expireSilence"));
    new DisabledButtonExplainer(m_expire, [this] { return whyNotExpire(); });
    m_outcome = new ActionOutcomeView(this);
    m_outcome->setObjectName(QStringLiteral("silenceOutcome"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_waiting, 1);
    top->addWidget(m_showEnded);
    top->addWidget(m_expire);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_problem);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_outcome);

    connect(m_showEnded, &QCheckBox::toggled, this, &SilenceList::showRows);
    connect(model, &QAbstractItemModel::modelReset, this, &SilenceList::showRows);
    connect(model, &QAbstractItemModel::dataChanged, this, &SilenceList::showRows);
    connect(model, &SilencesModel::waitingCountChanged, this, &SilenceList::showWaiting);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &SilenceList::updateButton);
    connect(model, &QAbstractItemModel::modelReset, this, &SilenceList::updateButton);
    connect(model, &QAbstractItemModel::dataChanged, this, &SilenceList::updateButton);
    connect(m_expire, &QPushButton::clicked, this, &SilenceList::askExpire);
    showRows();
    showWaiting(model->waitingCount());
    updateButton();
}

QList<int> SilenceList::widths()
{
    QList<int> widths(SilencesModel::ColumnCount, 0);
    widths[SilencesModel::ScopeColumn] = 220;
    widths[SilencesModel::OwnerColumn] = 90;
    widths[SilencesModel::UntilColumn] = 130;
    widths[SilencesModel::AlertmanagerColumn] = 260;
    return widths;
}

void SilenceList::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    HeaderFit::apply(m_table->horizontalHeader()); // the header font is the one the style settled on by now
}

QString SilenceList::currentSilenceId() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.siblingAtColumn(0).data(SilencesModel::SilenceIdRole).toString() : QString();
}

bool SilenceList::selectSilence(const QString &silenceId)
{
    const int row = m_model->rowOf(silenceId);
    if (row < 0 || m_table->isRowHidden(row))
        return false;
    m_table->selectRow(row);
    m_table->setCurrentIndex(m_model->index(row, 0));
    return true;
}

void SilenceList::showRows()
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const SilenceInfo *s = m_model->silenceAt(row);
        m_table->setRowHidden(row, !(m_showEnded->isChecked() || s->active || s->isWaitingForAlertmanager()));
    }
}

void SilenceList::showWaiting(int count)
{
    m_waiting->setVisible(count > 0);
    if (count == 0)
        return;
    m_waiting->setText(
        QStringLiteral("<span style=\"color:%1\">\u26A0</span> ")
            .arg(StatusPalette::healthColor(Health::Caution).name())
        + tr("%n silence(s) not yet in Alertmanager: its pager may still ring for them. Retried until it answers.",
             nullptr, count)
              .toHtmlEscaped());
}

void SilenceList::setMayAct(bool mayAct, const QString &whyNot)
{
    m_mayAct = mayAct;
    m_whyNot = whyNot;
    updateButton();
}

void SilenceList::setProblem(const QString &problem)
{
    m_problem->setVisible(!problem.isEmpty());
    m_problem->setText(tr("The silences could not be listed: %1").arg(problem));
}

QString SilenceList::whyNotExpire() const
{
    if (!m_mayAct)
        return m_whyNot;
    const SilenceInfo *s = m_model->silenceAt(m_table->currentIndex().row());
    if (!s)
        return tr("Choose a silence first.");
    if (s->external)
        return tr("This silence was made in Alertmanager: end it there.");
    if (!s->active)
        return tr("This silence has already ended.");
    return {};
}

void SilenceList::updateButton()
{
    m_expire->setEnabled(whyNotExpire().isEmpty());
}

void SilenceList::askExpire()
{
    const SilenceInfo *s = m_model->silenceAt(m_table->currentIndex().row());
    if (!s || !s->isExpirable())
        return;
    const QString id = s->id;
    const QString consequence = s->sync == SilenceInfo::Sync::None
        ? tr("End silence %1 (%2) now? The alerts it holds page again.").arg(id, SilencesModel::scopeText(*s))
        : tr("End silence %1 (%2) now? The alerts it holds page again, in Alertmanager "
             "too.")
              .arg(id, SilencesModel::scopeText(*s));
    bool ok = false;
    const QString reason =
        QInputDialog::getText(this, tr("End silence"), consequence + QLatin1Char('\n') + tr("Reason (optional):"),
                              QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    m_outcome->showPending(tr("Ending %1\u2026").arg(id));
    Q_EMIT expireRequested(id, reason.trimmed());
}

void SilenceList::showResult(const AlertActionResult &result)
{
    m_outcome->showResult(result, tr("Ended: %1.").arg(result.silenceId));
}

} // namespace rackops
