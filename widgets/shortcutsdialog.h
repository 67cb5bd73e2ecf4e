#pragma once

#include <QDialog>

class QTreeWidget;

namespace rackops {

// F1 or ?: every shortcut of a window, with what it does. Read from the window's actions when it
// opens (grouped by the menu that holds them), so a new action with a shortcut is listed without
// anyone remembering to add it here; the few keys that are not actions follow under "Other keys".
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget *window);

    QTreeWidget *list() const { return m_list; }
    // An action's text as the list shows it: without its mnemonic's '&' and a trailing ellipsis.
    static QString plainText(const QString &actionText);

private:
    QTreeWidget *m_list;
};

} // namespace rackops
