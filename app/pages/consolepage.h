#pragma once

#include "viewentry.h"

#include <QObject>
#include <QString>

class QWidget;

namespace rackops {

// One tab of the main window: its widget wired to its feature's controller,
// and its entry in the view registry. Adding a view is a page and its files;
// MainWindow only places the pages.
class ConsolePage : public QObject
{
    Q_OBJECT
public:
    QWidget *widget() const { return m_widget; }
    QString tabText() const { return m_tabText; }
    const ViewEntry &view() const { return m_view; }

    // MainWindow says whether its tab is the current one.
    void setCurrent(bool current);
    bool isCurrent() const { return m_current; }

Q_SIGNALS:
    void tabTextChanged(const QString &text);
    // Bring my tab to the front (synchronously: activation relies on it).
    void raiseRequested();
    // Open another view, "rack:ID" and the like.
    void viewRequested(const QString &view);
    // The operator named this rack (opening "cooling:ID"): it becomes the selected one everywhere.
    void rackChosen(const QString &rackId);

protected:
    explicit ConsolePage(QObject *parent);
    // Its tab became the current one.
    virtual void shown() {}
    void setWidget(QWidget *widget, const QString &tabText);
    void setTabText(const QString &text);
    void setView(ViewEntry entry) { m_view = std::move(entry); }
    // A view that is whole once `signal` of `sender` has come, the next time it comes.
    template <typename Sender, typename Signal>
    static auto nextOf(Sender *sender, Signal signal)
    {
        return [sender, signal](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
            QObject::connect(sender, signal, context, [loaded] { loaded(); }, Qt::SingleShotConnection);
        };
    }

private:
    QWidget *m_widget = nullptr;
    QString m_tabText;
    ViewEntry m_view;
    bool m_current = false;
};

} // namespace rackops
