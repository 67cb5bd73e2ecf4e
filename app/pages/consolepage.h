#pragma once

#include "consolepart.h"

#include <QObject>
#include <QString>

class QWidget;

namespace rackops {

class ConsoleSettings;

// One tab of the main window: its widget wired to its feature's controller, and what it brings
// to the window (ConsolePart: its views, commands, menu actions). Adding a view is a page and its
// line in ConsolePartList::standard(); MainWindow places the pages in that order.
class ConsolePage : public QObject, public ConsolePart {
    Q_OBJECT
public:
    QWidget *widget() const { return m_widget; }
    QString tabText() const { return m_tabText; }
    // Its tab's view: the first it added. What F5 asks for again while the tab is in front.
    const ViewEntry &tabView() const { return views().first(); }

    // MainWindow says whether its tab is the current one.
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }

    // A file the operator dropped on a rack elsewhere (a validation artifact on the board): the
    // page that imports such files takes it, comes to the front and says true. No page: false.
    virtual bool takeFile(const QString &rackId, const QString &path);
    // Its share of the window's layout kept between sessions (columns, sort order).
    virtual void saveLayout(ConsoleSettings &settings) const;
    virtual void restoreLayout(const ConsoleSettings &settings);

Q_SIGNALS:
    void tabTextChanged(const QString &text);
    // Bring my tab to the front (synchronously: activation relies on it).
    void raiseRequested();
    // Open another view, "rack:ID" and the like.
    void viewRequested(const QString &view);
    // Why something asked of it (a palette command, a shortcut) cannot run, for the status bar.
    void refused(const QString &whyNot);
    // The operator dropped a file on a rack: for the page that takes it (takeFile()).
    void fileDropped(const QString &rackId, const QString &path);

protected:
    explicit ConsolePage(QObject *parent);
    // Its tab became the current one.
    virtual void shown() { }
    void setWidget(QWidget *widget, const QString &tabText);
    void setTabText(const QString &text);
    // A view that is whole once `signal` of `sender` has come, the next time it comes.
    template<typename Sender, typename Signal> static auto nextOf(Sender *sender, Signal signal)
    {
        return [sender, signal](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
            QObject::connect(
                sender, signal, context, [loaded] { loaded(); }, Qt::SingleShotConnection);
        };
    }

private:
    QWidget *m_widget = nullptr;
    QString m_tabText;
    bool m_current = false;
};

} // namespace rackops
