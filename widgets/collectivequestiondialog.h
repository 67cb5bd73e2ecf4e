#pragma once

#include <QDialog>
#include <QStringList>

class QButtonGroup;

namespace rackops {

// Asks which nccl-tests collective an imported output was, when the output
// itself leaves it open: one choice per candidate the backend named (the
// binaries' names, as the operator ran them). Never asks to rename the file.
class CollectiveQuestionDialog : public QDialog {
    Q_OBJECT
public:
    CollectiveQuestionDialog(const QString &fileName, const QStringList &candidates, QWidget *parent = nullptr);

    QStringList candidates() const { return m_candidates; }
    // The chosen binary ("all_gather_perf"); empty until one is chosen.
    QString chosen() const;
    void choose(const QString &binary);

private:
    QStringList m_candidates;
    QButtonGroup *m_group;
};

} // namespace rackops
