#include "operationsdock.h"

#include "operationspanel.h"

#include <QAction>

namespace rackops {

namespace {
constexpr int kOperationsDockHeight = 150;
} // namespace

OperationsDock::OperationsDock(OperationsModel *operations, QWidget *parent)
    : ConsoleDock(tr("Operations"), Qt::BottomDockWidgetArea, kOperationsDockHeight, parent)
{
    setObjectName(QStringLiteral("operationsDock"));
    auto *panel = new OperationsPanel(operations, this);
    setWidget(panel);
    connect(panel, &OperationsPanel::rackActivated, this,
            [this](const QString &rackId) { Q_EMIT viewRequested(QStringLiteral("rack:") + rackId); });

    const QKeySequence key(Qt::CTRL | Qt::Key_6);
    QAction *toggle = toggleViewAction();
    toggle->setText(tr("&Operations"));
    toggle->setShortcut(key);
    addMenuAction(Menu::View, toggle);
    addCommand({QStringLiteral("operations"),
                tr("Operations panel"),
                key,
                {},
                [this] { show(); },
                ConsoleCommand::Listed::AmongViews});
}

} // namespace rackops
