#pragma once

#include "commandpalette.h"
#include "viewentry.h"

#include <QList>

class QAction;
class QMenu;

namespace rackops {

// The views of the main window, in menu order. Adding a view is one add():
// the View menu, the palette's view commands, the list of names in errors
// and the parsing of "id" / "id:ARG" all come from here.
class ViewRegistry
{
public:
    void add(ViewEntry entry);

    const QList<ViewEntry> &entries() const { return m_entries; }
    // By id or alias; nullptr for an unknown one.
    const ViewEntry *find(const QString &id) const;

    // "fleet", "rack:ID", ... in registry order: what --view accepts.
    QStringList names() const;

    // Opens "id" or "id:ARG" (split at the first ':'). False if no view has
    // that id, or the argument is missing where required or given where none is taken.
    bool open(const QString &view) const;

    // One action per entry with a title, with its shortcut, appended to `menu`.
    QList<QAction *> addMenuActions(QMenu *menu) const;
    // One palette command per entry with palette text; the id is the view's id.
    QList<CommandPalette::Command> paletteCommands() const;

private:
    QList<ViewEntry> m_entries;
};

} // namespace rackops
