#pragma once

// Whether a process a test started, or one started for it, still runs.
#include <QByteArray>
#include <QFile>
#include <QString>

namespace rackops::test {

// Process `pid` runs: it is in /proc and not a zombie (a zombie that an init which does not
// reap has inherited has ended too).
inline bool processRuns(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = stat.readAll();
    const qsizetype afterName = line.lastIndexOf(')');
    return afterName > 0 && line.size() > afterName + 2 && line.at(afterName + 2) != 'Z';
}

} // namespace rackops::test
