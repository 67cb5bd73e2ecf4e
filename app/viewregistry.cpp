#include "viewregistry.h"

#include <QAction>
#include <QMenu>

namespace rackops {

void ViewRegistry::add(ViewEntry entry)
{
    Q_ASSERT_X(!find(entry.id), "ViewRegistry::add", "view ids are unique");
    m_entries.append(std::move(entry));
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

QList<CommandPalette::Command> ViewRegistry::paletteCommands() const
{
    QList<CommandPalette::Command> commands;
    for (const ViewEntry &entry : m_entries) {
        if (!entry.paletteText.isEmpty())
            // PortableText: "Ctrl+1" in every language, as the palette always showed it.
            commands.append({entry.id, entry.paletteText, entry.shortcut.toString(QKeySequence::PortableText)});
    }
    return commands;
}

} // namespace rackops
