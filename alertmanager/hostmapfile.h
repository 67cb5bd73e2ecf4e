#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace rackops::alertmanager {

// The map files the bridges read (the Alertmanager and Prometheus host maps):
// one entry a line, fields split by whitespace, `#` starts a comment, empty
// lines skipped. What the fields mean is the reader's.
struct HostMapFile {
    struct Line {
        int number = 0; // 1-based, for FILE:LINE messages
        QStringList fields;
    };
    // nullopt with "PATH: cannot read the `what`: reason" in `error`.
    static std::optional<QList<Line>> read(const QString &path, const QString &what, QString *error);
};

} // namespace rackops::alertmanager
