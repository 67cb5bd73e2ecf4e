#include "hostmapfile.h"

#include <QFile>
#include <QRegularExpression>

namespace rackops::alertmanager {

std::optional<QList<HostMapFile::Line>> HostMapFile::read(const QString &path, const QString &what, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("%1: cannot read the %2: %3").arg(path, what, file.errorString());
        return std::nullopt;
    }
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QList<Line> lines;
    int number = 0;
    while (!file.atEnd()) {
        ++number;
        QString line = QString::fromUtf8(file.readLine());
        const qsizetype hash = line.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            line.truncate(hash);
        QStringList fields = line.split(space, Qt::SkipEmptyParts);
        if (!fields.isEmpty())
            lines.append({number, std::move(fields)});
    }
    return lines;
}

} // namespace rackops::alertmanager
