// "Which test was it?": the question the import asks when an nccl-tests output
// does not say its collective. It offers exactly the candidates the backend
// named, preselects none (a guess would judge the run against the wrong test),
// answers with the chosen binary, and never asks to rename the file.
#include "collectivequestiondialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTest>

#include <algorithm>

using namespace rackops;

class TestCollectiveQuestionDialog : public QObject {
    Q_OBJECT
private:
    static QPushButton *okButton(const QDialog &dialog)
    {
        return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }

private Q_SLOTS:
    void offersTheCandidatesAndNoGuess()
    {
        const QStringList candidates {QStringLiteral("all_gather_perf"), QStringLiteral("alltoall_perf")};
        CollectiveQuestionDialog dialog(QStringLiteral("b200-2node.out"), candidates);
        const auto options = dialog.findChildren<QRadioButton *>();
        QCOMPARE(options.size(), 2);
        QCOMPARE(options.at(0)->text(), candidates.at(0));
        QCOMPARE(options.at(1)->text(), candidates.at(1));
        QVERIFY(std::none_of(options.begin(), options.end(), [](QRadioButton *o) { return o->isChecked(); }));
        QVERIFY(dialog.chosen().isEmpty());
        QVERIFY(!okButton(dialog)->isEnabled());
        const QString question = dialog.findChild<QLabel *>()->text();
        QVERIFY2(question.contains(QStringLiteral("b200-2node.out")), qPrintable(question));
        QVERIFY(!question.contains(QStringLiteral("rename"), Qt::CaseInsensitive));
    }

    void answersWithTheChosenBinary()
    {
        CollectiveQuestionDialog dialog(QStringLiteral("run.log"),
                                        {QStringLiteral("gather_perf"), QStringLiteral("scatter_perf")});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // On the option's circle: a radio button takes clicks on its indicator and label only.
        QRadioButton *scatter = dialog.findChild<QRadioButton *>(QStringLiteral("scatter_perf"));
        QTest::mouseClick(scatter, Qt::LeftButton, {}, QPoint(6, scatter->height() / 2));
        QCOMPARE(dialog.chosen(), QStringLiteral("scatter_perf"));
        QVERIFY(okButton(dialog)->isEnabled());
        QTest::mouseClick(okButton(dialog), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.chosen(), QStringLiteral("scatter_perf"));
    }

    void choosingByNameTicksThatOption()
    {
        CollectiveQuestionDialog dialog(QStringLiteral("run.log"),
                                        {QStringLiteral("all_reduce_perf"), QStringLiteral("sendrecv_perf")});
        dialog.choose(QStringLiteral("sendrecv_perf"));
        QCOMPARE(dialog.chosen(), QStringLiteral("sendrecv_perf"));
        dialog.choose(QStringLiteral("no_such_perf")); // not offered: nothing changes
        QCOMPARE(dialog.chosen(), QStringLiteral("sendrecv_perf"));
    }
};

QTEST_MAIN(TestCollectiveQuestionDialog)
#include "tst_collectivequestiondialog.moc"
