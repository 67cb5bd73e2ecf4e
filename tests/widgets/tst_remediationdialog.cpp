// The remediation dialog opens on what fits the rack's trouble, and its part
// picker is a list one can read: several rows of the rack's real parts.
#include "../models/fleetfixtures.h"
#include "../models/nvl72rack.h"
#include "fleetmodel.h"
#include "remediationdialog.h"
#include "remediationsuggestion.h"

#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace rackops;
using namespace rackops::test;

class TestRemediationDialog : public QObject {
    Q_OBJECT
private:
    FleetModel m_fleet;
    const QString m_rackId = QStringLiteral("PHX1-H1-R01-07");

private Q_SLOTS:
    void init() { m_fleet.applyUpdate(snapshot({rack(m_rackId, LifecycleStage::Failed, Health::Critical)})); }

    void aFailedSwitchTrayOpensOnItsReplacement()
    {
        RackDetail detail = nvl72Rack(m_rackId, LifecycleStage::Failed,
                                      {RemediationAction::RerunValidation, RemediationAction::PowerCycleTrays,
                                       RemediationAction::RmaTray, RemediationAction::Quarantine});
        detail.summary = m_fleet.rackAt(0);
        partOf(detail, QStringLiteral("NVS1")).health = Health::Critical;
        partOf(detail, QStringLiteral("NVS1")).status = QStringLiteral("NVLink switch ASIC unresponsive");
        RemediationDialog dialog(&m_fleet, detail);
        dialog.suggest(RemediationSuggestion::forRack(detail, {}));
        dialog.resize(dialog.minimumSizeHint());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        QCOMPARE(dialog.currentAction(), RemediationAction::RmaTray);
        QCOMPARE(dialog.checkedParts(), QStringList {QStringLiteral("NVS1")});
        auto *why = dialog.findChild<QLabel *>(QStringLiteral("suggestion"));
        QVERIFY(why->isVisible());
        QVERIFY(why->text().contains(QStringLiteral("NVS1")));

        // Every part of the rack, several rows in view even at the dialog's smallest, NVS1 among them.
        QListWidget *parts = dialog.partList();
        QCOMPARE(parts->count(), int(detail.components.size()));
        QVERIFY(parts->isVisible());
        const int rowHeight = parts->visualItemRect(parts->item(0)).height();
        QVERIFY(rowHeight > 0);
        QVERIFY2(parts->viewport()->height() >= 5 * rowHeight,
                 qPrintable(QStringLiteral("%1 px for rows of %2 px").arg(parts->viewport()->height()).arg(rowHeight)));
        QVERIFY(parts->viewport()->rect().intersects(parts->visualItemRect(parts->currentItem())));
        QCOMPARE(parts->currentItem()->data(Qt::UserRole).toString(), QStringLiteral("NVS1"));

        dialog.reasonField()->setPlainText(QStringLiteral("Switch tray dead after two power cycles"));
        QVERIFY(dialog.canConfirm());
    }
};

QTEST_MAIN(TestRemediationDialog)
#include "tst_remediationdialog.moc"
