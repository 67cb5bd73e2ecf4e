// The audit log in the real window: opening its tab shows what the backend
// logged by then, not what it held when the console started.
#include "auditview.h"
#include "consolesession.h"
#include "democonsole.h"
#include "mainwindow.h"
#include "operationscontroller.h"

#include <QAbstractItemModel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestAuditTab : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings go to a test location
    }

    // It stayed empty until the operator pressed Refresh, though the demo backend had
    // logged its approvals before the window opened.
    void openingTheTabShowsTheLogAsItIsNow()
    {
        ConsoleSession session(demoOptions(50));
        RACKOPS_VERIFY_STARTED(session);
        MainWindow window(&session);
        window.show();
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("views"));
        auto *audit = window.findChild<AuditView *>(QStringLiteral("auditView"));
        QVERIFY(tabs && audit);
        QVERIFY(tabs->currentWidget() != audit);
        QAbstractItemModel *model = audit->table()->model();
        QSignalSpy received(session.operations(), &OperationsController::auditReceived);

        tabs->setCurrentWidget(audit);
        QTRY_VERIFY(received.count() >= 1);
        QVERIFY2(model->rowCount() > 0, "the demo backend logs its approvals at start");
        const int shown = model->rowCount();

        // Back to another tab and here again: asked once more, not served from before.
        tabs->setCurrentIndex(0);
        tabs->setCurrentWidget(audit);
        QTRY_VERIFY(received.count() >= 2);
        QVERIFY(model->rowCount() >= shown);
    }
};

QTEST_MAIN(TestAuditTab)
#include "tst_audittab.moc"
