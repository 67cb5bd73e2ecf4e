#pragma once

#include "consolecommand.h"
#include "consolepart.h"
#include "viewentry.h"

#include <QList>

class QAction;
class QMenu;

namespace rackops {

// What the parts of the window registered: their views, palette commands and menu actions.
// The View menu, the palette, the list of names in errors, the parsing of "id" / "id:ARG" and
// --screenshot's wait all come from here, so adding a view is one part's add().
class ViewRegistry {
public:
    void add(ViewEntry entry);
    // Everything `part` brings, in the order it brings it.
    void add(const ConsolePart &part);
    void addCommand(ConsoleCommand command);
    void addCommands(ConsolePart::CommandList commands);
    void addMenuAction(ConsolePart::Menu menu, QAction *action);

    // In menu order: by shortcut (Ctrl+1 … Ctrl+9, Ctrl+0), then the others in the order added.
    const QList<ViewEntry> &entries() const { return m_entries; }
    // By id or alias; nullptr for an unknown one.
    const ViewEntry *find(const QString &id) const;

    // "fleet", "rack:ID", ... in menu order: what --view accepts.
    QStringList names() const;

    // Opens "id" or "id:ARG" (split at the first ':'). False if no view has
    // that id, or the argument is missing where required or given where none is taken.
    bool open(const QString &view) const;
    // Opens the view a rack id alone opens (ViewEntry::opensRackIds); false when none does.
    bool openRack(const QString &rackId) const;

    // One action per entry with a title, with its shortcut, appended to `menu`.
    QList<QAction *> addMenuActions(QMenu *menu) const;
    // The parts' actions for `menu`, in the order added.
    QList<QAction *> menuActions(ConsolePart::Menu menu) const;
    // What the palette lists now: the views with palette text and the commands listed among them,
    // in menu order; the other commands in the order added; then the command lists' of the moment.
    QList<ConsoleCommand> paletteCommands() const;

private:
    QList<ViewEntry> m_entries;
    QList<ConsoleCommand> m_commands;
    QList<ConsolePart::CommandList> m_commandLists;
    QList<ConsolePart::MenuAction> m_menuActions;
};

} // namespace rackops
