#include "viewregistry.h"

#include <QAction>
#include <QMenu>

#include <algorithm>

namespace rackops {

namespace {
// Where a shortcut puts its view in the menu and the palette: Ctrl+1 … Ctrl+9, Ctrl+0 as on the
// keyboard's number row (so the operations panel's Ctrl+6 falls between the audit log's Ctrl+5
// and validation's Ctrl+7), every other after them.
int menuRank(const QKeySequence &shortcut)
{
    constexpr int kAfterTheNumberRow = 11;
    if (shortcut.count() != 1)
        return kAfterTheNumberRow;
    const QKeyCombination key = shortcut[0];
    if (key.keyboardModifiers() != Qt::ControlModifier || key.key() < Qt::Key_0 || key.key() > Qt::Key_9)
        return kAfterTheNumberRow;
    return key.key() == Qt::Key_0 ? 10 : int(key.key() - Qt::Key_0);
}
} // namespace

void ViewRegistry::add(ViewEntry entry)
{
    Q_ASSERT_X(!find(entry.id), "ViewRegistry::add", "view ids are unique");
    Q_ASSERT_X(
        !entry.opensRackIds
            || std::none_of(m_entries.cbegin(), m_entries.cend(), [](const ViewEntry &e) { return e.opensRackIds; }),
        "ViewRegistry::add", "one view opens rack ids");
    const int rank = menuRank(entry.shortcut);
    const auto after = std::find_if(m_entries.cbegin(), m_entries.cend(),
                                    [rank](const ViewEntry &e) { return menuRank(e.shortcut) > rank; });
    m_entries.insert(after, std::move(entry));
}

void ViewRegistry::add(const ConsolePart &part)
{
    for (const ViewEntry &entry : part.views())
        add(entry);
    for (const ConsoleCommand &command : part.commands())
        addCommand(command);
    for (const ConsolePart::CommandList &commands : part.commandLists())
        addCommands(commands);
    for (const ConsolePart::MenuAction &action : part.menuActions())
        addMenuAction(action.menu, action.action);
}

void ViewRegistry::addCommand(ConsoleCommand command)
{
    m_commands.append(std::move(command));
}

void ViewRegistry::addCommands(ConsolePart::CommandList commands)
{
    m_commandLists.append(std::move(commands));
}

void ViewRegistry::addMenuAction(ConsolePart::Menu menu, QAction *action)
{
    m_menuActions.append({menu, action});
}

const ViewEntry *ViewRegistry::find(const QString &id) const
{
    for (const ViewEntry &entry : m_entries) {
        if (entry.id == id || entry.aliases.contains(id))
            return &entry;
    }
    return nullptr;
}

QStringList ViewRegistry::names() const
{
    QStringList names;
    for (const ViewEntry &entry : m_entries)
        names << (entry.argument == ViewEntry::Argument::None ? entry.id : entry.id + QStringLiteral(":ID"));
    return names;
}

bool ViewRegistry::open(const QString &view) const
{
    const qsizetype colon = view.indexOf(QLatin1Char(':'));
    const bool hasArgument = colon >= 0;
    const ViewEntry *entry = find(hasArgument ? view.left(colon) : view);
    if (!entry || !entry->activate)
        return false;
    if (hasArgument && entry->argument == ViewEntry::Argument::None)
        return false;
    if (!hasArgument && entry->argument == ViewEntry::Argument::Required)
        return false;
    entry->activate(hasArgument ? view.mid(colon + 1) : QString());
    return true;
}

bool ViewRegistry::openRack(const QString &rackId) const
{
    for (const ViewEntry &entry : m_entries) {
        if (entry.opensRackIds && entry.activate) {
            entry.activate(rackId);
            return true;
        }
    }
    return false;
}

QList<QAction *> ViewRegistry::addMenuActions(QMenu *menu) const
{
    QList<QAction *> actions;
    for (const ViewEntry &entry : m_entries) {
        if (entry.title.isEmpty())
            continue;
        // A copy of the function: the action may outlive a moved registry.
        QAction *action = menu->addAction(entry.title, menu, [activate = entry.activate] { activate(QString()); });
        action->setShortcut(entry.shortcut);
        action->setObjectName(QStringLiteral("view-") + entry.id);
        actions << action;
    }
    return actions;
}

QList<QAction *> ViewRegistry::menuActions(ConsolePart::Menu menu) const
{
    QList<QAction *> actions;
    for (const ConsolePart::MenuAction &action : m_menuActions) {
        if (action.menu == menu)
            actions << action.action;
    }
    return actions;
}

QList<ConsoleCommand> ViewRegistry::paletteCommands() const
{
    QList<ConsoleCommand> places;
    for (const ViewEntry &entry : m_entries) {
        if (!entry.paletteText.isEmpty()) {
            places.append({entry.id,
                           entry.paletteText,
                           entry.shortcut,
                           {},
                           [this, id = entry.id] { open(id); },
                           ConsoleCommand::Listed::AmongViews});
        }
    }
    QList<ConsoleCommand> actions;
    for (const ConsoleCommand &command : m_commands)
        (command.listed == ConsoleCommand::Listed::AmongViews ? places : actions).append(command);
    // Stable: a command keeps its place after the views of the same rank.
    std::stable_sort(places.begin(), places.end(), [](const ConsoleCommand &a, const ConsoleCommand &b) {
        return menuRank(a.shortcut) < menuRank(b.shortcut);
    });
    for (const ConsolePart::CommandList &list : m_commandLists)
        actions.append(list());
    return places + actions;
}

} // namespace rackops
