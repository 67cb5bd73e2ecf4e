#include "demobackend.h"

#include "sessionlog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <csignal>
#include <cstring>
#include <utility>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#include <unistd.h>
#endif

namespace rackops {

namespace {

// A unix socket's path must fit sockaddr_un.sun_path (108 bytes with its terminating zero).
constexpr qsizetype kMaxSocketPath = 107;
const QString kSocketName = QStringLiteral("sim.sock");
const QString kReadyLine = QStringLiteral("rackops-sim listening on ");

// Where the private directory goes: the session's runtime directory (owner-only, emptied at
// logout), else the temporary directory; /tmp when those would make the socket's path too long.
QString privateDirectoryBase()
{
    const QString pattern = QStringLiteral("/rackops-XXXXXX/") + kSocketName;
    QStringList bases;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo(runtime).isDir() && QFileInfo(runtime).isWritable())
        bases << runtime;
    bases << QDir::tempPath() << QStringLiteral("/tmp");
    for (const QString &base : std::as_const(bases)) {
        if (QFile::encodeName(base + pattern).size() <= kMaxSocketPath)
            return base;
    }
    return bases.constLast();
}

} // namespace

DemoBackend::DemoBackend(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_readyTimeout(new QTimer(this))
{
    m_readyTimeout->setSingleShot(true);
    connect(m_readyTimeout, &QTimer::timeout, this, [this] {
        const QString why = tr("rackops-sim did not say it was ready within %1 s%2")
                                .arg(m_options.readyTimeoutMs / 1000)
                                .arg(lastWords());
        stop();
        Q_EMIT failed(why);
    });
}

DemoBackend::~DemoBackend()
{
    stop();
}

QString DemoBackend::findProgram(QStringList *lookedIn)
{
    const QString name = QStringLiteral("rackops-sim");
    const QString here = QCoreApplication::applicationDirPath();
    // The build tree keeps app/, tests/ and simulator/ side by side; a package puts both programs in bindir.
    const QStringList candidates {QDir(here).filePath(name),
                                  QDir(here).filePath(QStringLiteral("../simulator/") + name),
                                  QDir(QStringLiteral(RACKOPS_INSTALL_BINDIR)).filePath(name)};
    for (const QString &candidate : candidates) {
        const QFileInfo file(candidate);
        if (file.isFile() && file.isExecutable())
            return file.canonicalFilePath();
    }
    if (lookedIn) {
        lookedIn->clear();
        for (const QString &candidate : candidates)
            lookedIn->append(QDir::cleanPath(candidate));
    }
    return {};
}

bool DemoBackend::start(QString *error)
{
    if (m_process)
        return true;
    QString program = m_options.program;
    if (program.isEmpty()) {
        QStringList lookedIn;
        program = findProgram(&lookedIn);
        if (program.isEmpty()) {
            *error = tr("the demo needs rackops-sim, which is not installed beside the console (looked for %1). "
                        "Install it, or connect to a backend with --connect.")
                         .arg(lookedIn.join(QStringLiteral(", ")));
            return false;
        }
    }
    // Plaintext callers name who they are, so only this user may reach the socket: a fresh
    // directory that only its owner may enter.
    m_dir = std::make_unique<QTemporaryDir>(privateDirectoryBase() + QStringLiteral("/rackops-XXXXXX"));
    if (!m_dir->isValid()
        || !QFile::setPermissions(m_dir->path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
        *error = tr("cannot make a private directory for the demo backend's socket: %1").arg(m_dir->errorString());
        m_dir.reset();
        return false;
    }
    m_endpoint = QStringLiteral("unix:") + QDir(m_dir->path()).filePath(kSocketName);

    m_process = new QProcess(this);
    // Its scratch database goes into the private directory too, and leaves with it.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TMPDIR"), m_dir->path());
    m_process->setProcessEnvironment(environment);
#ifdef Q_OS_LINUX
    // The backend must not outlive a console that crashes: the kernel sends it SIGTERM when we go.
    const pid_t console = ::getpid();
    m_process->setChildProcessModifier([console] {
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (::getppid() != console) // the console went before that took effect
            ::_exit(1);
    });
#endif
    connect(m_process, &QProcess::started, this, [this] { m_pid = m_process->processId(); });
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] { readChannel(false); });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] { readChannel(true); });
    connect(m_process, &QProcess::finished, this,
            [this](int code, QProcess::ExitStatus status) { onFinished(code, status == QProcess::CrashExit); });
    // Queued: a start that fails at once is told after start() returned, like every other end.
    connect(
        m_process, &QProcess::errorOccurred, this,
        [this, program](QProcess::ProcessError problem) {
            if (problem != QProcess::FailedToStart || !m_process)
                return; // its end is told by finished()
            const QString why = tr("cannot run %1: %2").arg(program, m_process->errorString());
            stop();
            Q_EMIT failed(why);
        },
        Qt::QueuedConnection);
    const QStringList arguments {QStringLiteral("--listen"),     m_endpoint,
                                 QStringLiteral("--racks"),      QString::number(m_options.racks),
                                 QStringLiteral("--seed"),       QString::number(m_options.seed),
                                 QStringLiteral("--time-scale"), QString::number(m_options.timeScale, 'g', 17)};
    qCInfo(lcDemo).noquote() << "starting" << program << arguments.join(QLatin1Char(' '));
    m_readyTimeout->start(m_options.readyTimeoutMs);
    m_process->start(program, arguments, QIODevice::ReadOnly);
    return true;
}

void DemoBackend::requestStop()
{
    m_readyTimeout->stop();
    if (!m_process || m_stopping)
        return;
    m_stopping = true;
    // Its end is ours now, not a lost backend.
    m_process->disconnect(this);
    if (m_process->state() != QProcess::NotRunning)
        m_process->terminate();
}

void DemoBackend::stop()
{
    requestStop();
    if (m_process) {
        if (m_process->state() != QProcess::NotRunning) {
            if (!m_process->waitForFinished(m_options.stopGraceMs)) {
                qCWarning(lcDemo).noquote()
                    << "rackops-sim did not end within" << m_options.stopGraceMs << "ms of SIGTERM; killing it";
                m_process->kill();
                m_process->waitForFinished(m_options.stopGraceMs);
            }
        }
        readChannel(false);
        readChannel(true);
        for (const bool errors : {false, true}) {
            if (!m_partial[errors].isEmpty())
                takeLine(std::exchange(m_partial[errors], {}), errors);
        }
        m_process->deleteLater(); // stop() may run inside one of its signals
        m_process = nullptr;
    }
    m_ready = false;
    m_dir.reset(); // the socket, the scratch database and the directory
}

QString DemoBackend::directory() const
{
    return m_dir ? m_dir->path() : QString();
}

qint64 DemoBackend::processId() const
{
    return m_process ? m_pid : 0;
}

void DemoBackend::readChannel(bool errors)
{
    if (!m_process)
        return;
    QByteArray &pending = m_partial[errors];
    pending += errors ? m_process->readAllStandardError() : m_process->readAllStandardOutput();
    qsizetype end = 0;
    while ((end = pending.indexOf('\n')) >= 0) {
        const QByteArray line = pending.left(end);
        pending.remove(0, end + 1);
        takeLine(line, errors);
    }
}

void DemoBackend::takeLine(const QByteArray &bytes, bool errors)
{
    const QString line = QString::fromLocal8Bit(bytes).trimmed();
    if (line.isEmpty())
        return;
    if (errors) {
        qCWarning(lcDemo).noquote() << "[rackops-sim]" << line;
        m_stderrTail.append(line);
        if (m_stderrTail.size() > kLastWords)
            m_stderrTail.removeFirst();
        return;
    }
    qCInfo(lcDemo).noquote() << "[rackops-sim]" << line;
    // Its first line says where it listens once it serves: the fleet is generated by then.
    if (!m_ready && !m_stopping && line.startsWith(kReadyLine)) {
        m_ready = true;
        m_readyTimeout->stop();
        qCInfo(lcDemo).noquote() << QStringLiteral("rackops-sim (process %1) serves on %2").arg(m_pid).arg(m_endpoint);
        Q_EMIT ready();
    }
}

void DemoBackend::onFinished(int code, bool crashed)
{
    readChannel(false);
    readChannel(true);
    const QString how = exitText(code, crashed);
    const qint64 pid = m_pid;
    const bool wasReady = m_ready;
    m_ready = false;
    m_readyTimeout->stop();
    if (!wasReady) {
        Q_EMIT failed(tr("rackops-sim %1 before it was ready%2").arg(how, lastWords()));
        return;
    }
    // Not restarted: a fresh simulator would be another fleet, and hiding a crash helps nobody.
    const QString why = tr("The demo backend (rackops-sim, process %1) %2%3").arg(pid).arg(how, lastWords());
    qCWarning(lcDemo).noquote() << why;
    Q_EMIT lost(why);
}

QString DemoBackend::exitText(int code, bool crashed) const
{
    if (!crashed)
        return tr("ended with exit code %1").arg(code);
    const char *name = ::strsignal(code);
    return name ? tr("was ended by signal %1 (%2)").arg(code).arg(QString::fromLocal8Bit(name))
                : tr("was ended by signal %1").arg(code);
}

QString DemoBackend::lastWords() const
{
    return m_stderrTail.isEmpty() ? QString() : QStringLiteral(": ") + m_stderrTail.join(QStringLiteral(" / "));
}

} // namespace rackops
