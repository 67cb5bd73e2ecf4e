#pragma once

#include <QKeySequence>
#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace rackops {

// One view of the main window as the View menu, the command palette and
// --view know it. Brought by the part that shows it (ConsolePart::views());
// everything else is derived.
struct ViewEntry {
    // Whether "id:ARG" (a rack id, for the views that have one) is accepted.
    enum class Argument { None, Optional, Required };

    QString id; // "fleet", "rack", ...; --view takes "id" or "id:ARG"
    QString title; // View menu text with its mnemonic; empty: not in the menu. The menu
        // and the palette list the views by shortcut: Ctrl+1 … Ctrl+9, Ctrl+0, others
    QString paletteText; // what the command palette lists and matches; empty: not listed
    QKeySequence shortcut; // of the menu action, shown in the palette; may be empty
    Argument argument = Argument::None;
    QStringList aliases; // older names that still open it ("overrides")
    std::function<void(const QString &argument)> activate; // argument empty when not given
    // For views that load more than the fleet: calls `loaded` once, in `context`, when what the view
    // shows after activate() has arrived, or `failed` with the reason it will not. Empty: the view
    // is whole as soon as it opens. What --screenshot waits for before it shoots.
    using Loaded = std::function<void()>;
    using Failed = std::function<void(const QString &reason)>;
    std::function<void(QObject *context, Loaded loaded, Failed failed)> whenLoaded = {};
    // F5 while the view is in front: asks the backend again for what it shows and is not streamed
    // to it. Empty: a stream keeps the whole view current, there is nothing to ask again.
    std::function<void()> reload = {};
    // The view a rack id alone opens: a rack chosen in the palette or named on a banner (one view).
    bool opensRackIds = false;
};

} // namespace rackops
