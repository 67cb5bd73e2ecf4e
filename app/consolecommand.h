#pragma once

#include <QKeySequence>
#include <QString>

#include <functional>

namespace rackops {

// A command of the palette (Ctrl+K) that is not a view: the operations panel, an action on the
// selected rack, a leaking rack. A part of the window brings it with what it does, so the window
// runs whatever the operator chose without knowing what it is.
struct ConsoleCommand {
    // Where the palette lists it: a place among the views, at its shortcut's place (the
    // operations panel, Ctrl+6), or after the views with the actions.
    enum class Listed { AmongViews, WithActions };

    QString id; // unique among the palette's commands of the moment
    QString title; // what the operator reads
    QKeySequence shortcut; // shown on the right, may be empty
    QString keywords = {}; // more words it is found by, not shown ("ack", "leak")
    // What choosing it does. A part that cannot do it says why through its refused() signal.
    std::function<void()> run = {};
    Listed listed = Listed::WithActions;
};

} // namespace rackops
