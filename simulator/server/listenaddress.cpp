#include "server/listenaddress.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>

namespace rackops::sim {

bool ListenAddress::parse(const QString &text, ListenAddress *out, QString *error)
{
    ListenAddress result;
    if (text.startsWith(QLatin1String("unix:"))) {
        result.isUnix = true;
        result.path = text.mid(5);
        if (result.path.isEmpty()) {
            *error = QStringLiteral("\"%1\": a unix socket address needs a path (unix:/run/rackops.sock)").arg(text);
            return false;
        }
        *out = result;
        return true;
    }
    const int colon = int(text.lastIndexOf(u':'));
    if (colon <= 0) {
        *error = QStringLiteral("\"%1\" is not HOST:PORT or unix:PATH").arg(text);
        return false;
    }
    QString host = text.left(colon);
    if (host.startsWith(u'[') && host.endsWith(u']'))
        host = host.mid(1, host.size() - 2);
    bool ok = false;
    const int port = text.mid(colon + 1).toInt(&ok);
    if (!ok || port < 0 || port > 65535) {
        *error = QStringLiteral("\"%1\": port must be a number from 0 to 65535").arg(text);
        return false;
    }
    result.host = host;
    result.port = port;
    *out = result;
    return true;
}

bool ListenAddress::isLoopback() const
{
    if (isUnix)
        return true;
    if (host == QLatin1String("localhost"))
        return true;
    const QByteArray bytes = host.toLatin1();
    in_addr v4 {};
    if (inet_pton(AF_INET, bytes.constData(), &v4) == 1)
        return (ntohl(v4.s_addr) >> 24) == 127;
    in6_addr v6 {};
    return inet_pton(AF_INET6, bytes.constData(), &v6) == 1 && IN6_IS_ADDR_LOOPBACK(&v6);
}

QString ListenAddress::grpcAddress() const
{
    if (isUnix)
        return QStringLiteral("unix:") + path;
    if (host.contains(u':'))
        return QStringLiteral("[%1]:%2").arg(host).arg(port);
    return QStringLiteral("%1:%2").arg(host).arg(port);
}

bool ListenAddress::checkAvailable(QString *error) const
{
    if (isUnix)
        return true;
    addrinfo hints {};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
    addrinfo *found = nullptr;
    const QByteArray hostBytes = host.toUtf8();
    const QByteArray portBytes = QByteArray::number(port);
    const int rc = getaddrinfo(hostBytes.constData(), portBytes.constData(), &hints, &found);
    if (rc != 0) {
        *error = QStringLiteral("cannot resolve \"%1\": %2").arg(host, QString::fromLocal8Bit(gai_strerror(rc)));
        return false;
    }
    bool ok = false;
    QString reason;
    for (addrinfo *ai = found; ai && !ok; ai = ai->ai_next) {
        const int fd = ::socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (fd < 0)
            continue;
        int one = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (::bind(fd, ai->ai_addr, ai->ai_addrlen) == 0)
            ok = true;
        else
            reason = QString::fromLocal8Bit(std::strerror(errno));
        ::close(fd);
    }
    freeaddrinfo(found);
    if (!ok)
        *error = QStringLiteral("cannot listen on %1: %2").arg(grpcAddress(), reason);
    return ok;
}

} // namespace rackops::sim
