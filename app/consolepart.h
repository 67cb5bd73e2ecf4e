#pragma once

#include "consolecommand.h"
#include "viewentry.h"

#include <QList>

#include <functional>

class QAction;

namespace rackops {

// What one part of the window (a tab page, a dock) brings to it, in one place: its views with
// their --view names, menu and palette texts, shortcuts, screenshot readiness and reload; its
// other palette commands; its menu actions. The window hands all of it to its ViewRegistry and
// names no part: adding a view is a part and its line in ConsolePartList::standard().
class ConsolePart {
public:
    // The menus of the window a part's actions go into.
    enum class Menu {
        View, // after the views and Reload: the panels (Filter racks, Rack detail, Operations)
        Rack, // the actions on the selected rack
    };
    struct MenuAction {
        Menu menu;
        QAction *action;
    };
    // Commands worked out each time the palette opens (the racks leaking now, the clusters).
    using CommandList = std::function<QList<ConsoleCommand>()>;

    virtual ~ConsolePart() = default;

    const QList<ViewEntry> &views() const { return m_views; }
    const QList<ConsoleCommand> &commands() const { return m_commands; }
    const QList<CommandList> &commandLists() const { return m_commandLists; }
    const QList<MenuAction> &menuActions() const { return m_menuActions; }

protected:
    ConsolePart() = default;
    void addView(ViewEntry entry) { m_views.append(std::move(entry)); }
    void addCommand(ConsoleCommand command) { m_commands.append(std::move(command)); }
    void addCommands(CommandList commands) { m_commandLists.append(std::move(commands)); }
    // In `menu`, in the order added; its shortcut works wherever the window has the focus.
    void addMenuAction(Menu menu, QAction *action) { m_menuActions.append({menu, action}); }

private:
    QList<ViewEntry> m_views;
    QList<ConsoleCommand> m_commands;
    QList<CommandList> m_commandLists;
    QList<MenuAction> m_menuActions;
};

} // namespace rackops
