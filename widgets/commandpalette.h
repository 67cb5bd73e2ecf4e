#pragma once

#include <QDialog>

class QLineEdit;
class QListWidget;

namespace rackops {

class FleetModel;

// Ctrl+K: type a few letters of a rack, a view or an action and press Enter.
// Racks are matched by id (prefix first, then anywhere); views and actions
// by their words. Keyboard only: arrows move, Enter runs, Escape closes.
class CommandPalette : public QDialog {
    Q_OBJECT
public:
    struct Command {
        QString id; // "view:audit", "action:approve", ...
        QString title; // what the operator reads
        QString shortcut; // shown on the right, may be empty
        QString keywords = {}; // more words it is found by, not shown ("ack", "leak")
    };

    CommandPalette(FleetModel *fleet, QList<Command> commands, QWidget *parent = nullptr);

    QLineEdit *searchField() const { return m_search; }
    QListWidget *results() const { return m_results; }

Q_SIGNALS:
    void rackChosen(const QString &rackId);
    void commandChosen(const QString &commandId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void search(const QString &text);
    void runCurrent();

    FleetModel *m_fleet;
    QList<Command> m_commands;
    QLineEdit *m_search;
    QListWidget *m_results;
};

} // namespace rackops
