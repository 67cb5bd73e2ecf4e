#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace rackops {

namespace {

QString keysOf(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(ShortcutsDialog::tr(", ", "between two shortcuts of one action"));
}

// The menus of the menu bar and their submenus, in the order the operator sees them.
void collectMenus(QMenu *menu, QList<QMenu *> *menus)
{
    menus->append(menu);
    for (QAction *action : menu->actions()) {
        if (QMenu *sub = action->menu())
            collectMenus(sub, menus);
    }
}

} // namespace

QString ShortcutsDialog::plainText(const QString &actionText)
{
    QString text;
    text.reserve(actionText.size());
    for (qsizetype i = 0; i < actionText.size(); ++i) {
        if (actionText.at(i) == QLatin1Char('&')) {
            if (i + 1 < actionText.size() && actionText.at(i + 1) == QLatin1Char('&'))
                text += actionText.at(++i);
            continue;
        }
        text += actionText.at(i);
    }
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text;
}

ShortcutsDialog::ShortcutsDialog(QWidget *window)
    : QDialog(window)
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("shortcutsList"));
    m_list->setAccessibleName(tr("Keyboard shortcuts"));
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Keys"), tr("What it does")});
    m_list->setRootIsDecorated(false);
    m_list->setWordWrap(true); // a long explanation wraps rather than ending in "…"
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::StrongFocus);

    QSet<const QAction *> listed;
    const auto addGroup = [this](const QString &title) {
        auto *group = new QTreeWidgetItem(m_list, {title});
        group->setFirstColumnSpanned(true);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        return group;
    };
    const auto addAction = [&listed](QTreeWidgetItem *group, const QAction *action) {
        listed.insert(action);
        new QTreeWidgetItem(group, {keysOf(action), plainText(action->text())});
    };

    // The menus first, each a group under its own name.
    QList<QMenu *> menus;
    if (auto *main = qobject_cast<QMainWindow *>(window)) {
        for (QAction *top : main->menuBar()->actions()) {
            if (QMenu *menu = top->menu())
                collectMenus(menu, &menus);
        }
    }
    for (const QMenu *menu : std::as_const(menus)) {
        QTreeWidgetItem *group = nullptr;
        for (const QAction *action : menu->actions()) {
            if (action->shortcuts().isEmpty() || action->isSeparator() || listed.contains(action))
                continue;
            if (!group)
                group = addGroup(plainText(menu->title()));
            addAction(group, action);
        }
    }
    // Actions with a shortcut in no menu (on the window or one of its widgets).
    QTreeWidgetItem *others = nullptr;
    if (window) {
        for (const QAction *action : window->findChildren<QAction *>()) {
            if (action->shortcuts().isEmpty() || listed.contains(action))
                continue;
            if (!others)
                others = addGroup(tr("Window"));
            addAction(others, action);
        }
    }
    // Keys that belong to no action: how the keyboard moves and answers in every view.
    QTreeWidgetItem *keys = addGroup(tr("Other keys"));
    const QList<QPair<QString, QString>> fixed = {
        {tr("Tab, Shift+Tab"),
         tr("Move between the view, its filter and the rack dock; never changes the selected rack")},
        {tr("Arrow keys"), tr("Move in a list; on the fleet board this selects another rack")},
        {tr("Enter"), tr("Open the rack of the current row, or run the palette's choice")},
        {tr("Esc"), tr("Close the dialog or the palette without doing anything")},
        {tr("Alt+underlined letter"), tr("Press that button; a disabled one says why it cannot be used")},
    };
    for (const auto &[key, does] : fixed)
        new QTreeWidgetItem(keys, {key, does});

    m_list->expandAll();
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    const QFontMetrics fm = fontMetrics();
    resize(fm.averageCharWidth() * 110, fm.height() * 32);
}

} // namespace rackops
