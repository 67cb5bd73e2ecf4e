#include "commandpalette.h"

#include "fleetmodel.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rackops {

namespace {
constexpr int kMaxRacks = 30;
constexpr int kKindRole = Qt::UserRole + 1; // "rack" or "command"
constexpr int kIdRole = Qt::UserRole + 2;
} // namespace

CommandPalette::CommandPalette(FleetModel *fleet, QList<Command> commands, QWidget *parent)
    : QDialog(parent)
    , m_fleet(fleet)
    , m_commands(std::move(commands))
{
    setObjectName(QStringLiteral("commandPalette"));
    setWindowTitle(tr("Go to"));
    setMinimumWidth(560);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("paletteSearch"));
    m_search->setPlaceholderText(tr("Rack, view or action\u2026"));
    m_search->setAccessibleName(tr("Find a rack, view or action"));
    m_results = new QListWidget(this);
    m_results->setObjectName(QStringLiteral("paletteResults"));
    m_results->setAccessibleName(tr("Matches"));
    m_results->setMinimumHeight(m_results->fontMetrics().height() * 14);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_results);
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::textChanged, this, &CommandPalette::search);
    connect(m_results, &QListWidget::itemActivated, this, &CommandPalette::runCurrent);
    search(QString());
}

void CommandPalette::search(const QString &text)
{
    m_results->clear();
    const QString query = text.trimmed();
    const auto add = [this](const QString &label, const QString &kind, const QString &id) {
        auto *item = new QListWidgetItem(label, m_results);
        item->setData(kKindRole, kind);
        item->setData(kIdRole, id);
    };
    // Views and actions whose every word appears, in the title or the keywords. Best first: the
    // title starts with the first word, then every word starts a word, then the rest ("ack":
    // Acknowledge, then "Alerts: acknowledge...", then the many titles with "rack" in them).
    const auto words = query.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const auto startsAWord = [](const QString &haystack, const QString &word) {
        for (qsizetype at = haystack.indexOf(word, 0, Qt::CaseInsensitive); at >= 0;
             at = haystack.indexOf(word, at + 1, Qt::CaseInsensitive)) {
            if (at == 0 || !haystack.at(at - 1).isLetterOrNumber())
                return true;
        }
        return false;
    };
    QList<QPair<int, const Command *>> matches;
    for (const Command &c : std::as_const(m_commands)) {
        const bool all = std::all_of(words.cbegin(), words.cend(), [&c](const QString &w) {
            return c.title.contains(w, Qt::CaseInsensitive) || c.keywords.contains(w, Qt::CaseInsensitive);
        });
        if (!all)
            continue;
        int rank = 2;
        if (!words.isEmpty() && c.title.startsWith(words.first(), Qt::CaseInsensitive))
            rank = 0;
        else if (std::all_of(words.cbegin(), words.cend(),
                             [&](const QString &w) { return startsAWord(c.title, w) || startsAWord(c.keywords, w); }))
            rank = 1;
        matches.append({words.isEmpty() ? 0 : rank, &c});
    }
    std::stable_sort(matches.begin(), matches.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[rank, c] : std::as_const(matches))
        add(c->shortcut.isEmpty() ? c->title : tr("%1    %2", "command, shortcut").arg(c->title, c->shortcut),
            QStringLiteral("command"), c->id);
    // Racks: ids that start with the text first, then those that contain it.
    if (query.size() >= 2) {
        QStringList prefix;
        QStringList inside;
        for (int row = 0; row < m_fleet->rowCount() && prefix.size() < kMaxRacks; ++row) {
            const RackSummary &rack = m_fleet->rackAt(row);
            if (rack.rackId.startsWith(query, Qt::CaseInsensitive))
                prefix << rack.rackId;
            else if (inside.size() < kMaxRacks && rack.rackId.contains(query, Qt::CaseInsensitive))
                inside << rack.rackId;
        }
        prefix.sort();
        inside.sort();
        for (const QString &id : (prefix + inside).mid(0, kMaxRacks)) {
            const RackSummary &rack = m_fleet->rackAt(m_fleet->rowOf(id));
            add(tr("Rack %1 \u2014 %2, %3")
                    .arg(id, LifecycleStages::displayName(rack.stage), HealthLevels::displayName(rack.health)),
                QStringLiteral("rack"), id);
        }
    }
    if (m_results->count() > 0)
        m_results->setCurrentRow(0);
}

void CommandPalette::runCurrent()
{
    QListWidgetItem *item = m_results->currentItem();
    if (!item)
        return;
    const QString id = item->data(kIdRole).toString();
    if (item->data(kKindRole).toString() == QLatin1String("rack"))
        Q_EMIT rackChosen(id);
    else
        Q_EMIT commandChosen(id);
    accept();
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    // The list follows the arrow keys while the cursor stays in the search field.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int count = m_results->count();
        switch (key->key()) {
        case Qt::Key_Down:
            if (count > 0)
                m_results->setCurrentRow(std::min(m_results->currentRow() + 1, count - 1));
            return true;
        case Qt::Key_Up:
            if (count > 0)
                m_results->setCurrentRow(std::max(m_results->currentRow() - 1, 0));
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter: runCurrent(); return true;
        default: break;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace rackops
