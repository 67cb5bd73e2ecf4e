// The rack-key array that grows a page at a time: elements appear with their page, keep their
// address as the array grows, and an index never written reads as absent.
#include "pagedarray.h"

#include <QString>
#include <QTest>

using namespace rackops;

class TestPagedArray : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void anIndexNeverWrittenIsAbsent()
    {
        PagedArray<QString, 4> array;
        QCOMPARE(array.find(0), nullptr);
        QCOMPARE(array.find(1'000'000), nullptr);
        array.at(9) = QStringLiteral("R09");
        // Its page (8..11) is made, with default elements; the pages before it are not.
        QCOMPARE(*array.find(9), QStringLiteral("R09"));
        QVERIFY(array.find(8) && array.find(8)->isEmpty());
        QCOMPARE(array.find(3), nullptr);
        QCOMPARE(array.find(12), nullptr);
    }

    void anElementKeepsItsAddressAsTheArrayGrows()
    {
        PagedArray<QString, 4> array;
        QString &first = array.at(1);
        first = QStringLiteral("R01");
        for (std::size_t i = 2; i < 4000; i += 3)
            array.at(i) = QString::number(i);
        QCOMPARE(&array.at(1), &first);
        QCOMPARE(*array.find(1), QStringLiteral("R01"));
        QCOMPARE(*array.find(3998), QStringLiteral("3998"));
        QVERIFY(array.find(3999)->isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPagedArray)
#include "tst_pagedarray.moc"
