#include "server/statedirlock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace rackops::sim {

StateDirLock::~StateDirLock()
{
    release();
}

QString StateDirLock::fileName()
{
    return QStringLiteral("rackops-sim.lock");
}

bool StateDirLock::acquire(const QString &directory, QString *error)
{
    release();
    const QString dir = QFileInfo(directory).absoluteFilePath();
    if (!QFileInfo::exists(dir)) {
        if (!QDir().mkpath(dir)
            || !QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
            *error = QStringLiteral("cannot create the state directory %1").arg(dir);
            return false;
        }
    }
    const QString path = QDir(dir).filePath(fileName());
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        *error =
            QStringLiteral("cannot open the lock file %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int why = errno;
        QString holder;
        if (why == EWOULDBLOCK) {
            char buffer[32] = {};
            const ssize_t n = ::pread(fd, buffer, sizeof buffer - 1, 0);
            holder = n > 0 ? QString::fromLatin1(buffer, int(n)).trimmed() : QString();
        }
        ::close(fd);
        if (why != EWOULDBLOCK) {
            *error = QStringLiteral("cannot lock %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(why)));
            return false;
        }
        *error = QStringLiteral("the state directory %1 is in use by another rackops-sim (pid %2, lock file %3); "
                                "two simulators on one state would hand out the same ids and lose each other's "
                                "changes. Stop that one first (kill %2), or give this one another --state-dir.")
                     .arg(dir, holder.isEmpty() ? QStringLiteral("unknown") : holder, path);
        return false;
    }
    // The pid is for the person reading the refusal; the lock itself is the flock.
    const QByteArray pid = QByteArray::number(qint64(::getpid())) + '\n';
    if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.constData(), size_t(pid.size()), 0) != ssize_t(pid.size())) {
        *error =
            QStringLiteral("cannot write the lock file %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        ::close(fd);
        return false;
    }
    m_fd = fd;
    return true;
}

void StateDirLock::release()
{
    if (m_fd < 0)
        return;
    // The file stays: removing it would let a third process lock a new inode while a second waits on the old.
    ::flock(m_fd, LOCK_UN);
    ::close(m_fd);
    m_fd = -1;
}

} // namespace rackops::sim
