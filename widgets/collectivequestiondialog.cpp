#include "collectivequestiondialog.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace rackops {

CollectiveQuestionDialog::CollectiveQuestionDialog(const QString &fileName, const QStringList &candidates,
                                                   QWidget *parent)
    : QDialog(parent)
    , m_candidates(candidates)
    , m_group(new QButtonGroup(this))
{
    setObjectName(QStringLiteral("collectiveQuestion"));
    setWindowTitle(tr("Which test was it?"));
    auto *layout = new QVBoxLayout(this);
    auto *question =
        new QLabel(tr("%1 is the output of an nccl-tests collective, but neither its lines nor its figures say which. "
                      "Which test was run?")
                       .arg(fileName),
                   this);
    question->setWordWrap(true);
    layout->addWidget(question);
    for (int i = 0; i < candidates.size(); ++i) {
        // The binary's own name: what the operator typed to run it.
        auto *option = new QRadioButton(candidates.at(i), this);
        option->setObjectName(candidates.at(i));
        m_group->addButton(option, i);
        layout->addWidget(option);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("Import as this test"));
    ok->setEnabled(false); // no default: a guess would judge the run against the wrong test
    connect(m_group, &QButtonGroup::idClicked, ok, [ok] { ok->setEnabled(true); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString CollectiveQuestionDialog::chosen() const
{
    const int id = m_group->checkedId();
    return id < 0 ? QString() : m_candidates.value(id);
}

void CollectiveQuestionDialog::choose(const QString &binary)
{
    const int at = m_candidates.indexOf(binary);
    if (QAbstractButton *button = m_group->button(at))
        button->click();
}

} // namespace rackops
