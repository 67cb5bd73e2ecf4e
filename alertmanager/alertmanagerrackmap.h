#pragma once

#include "alertmanageralert.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace rackops::alertmanager {

// Which rack an Alertmanager alert is about: the first of the rack labels
// that is set names it (default `rack`); else the first host label that is
// set (default `Hostname`, then `instance`, its :port dropped) is looked up
// in the host map. No rack: the alert is site-wide.
class AlertmanagerRackMap {
public:
    AlertmanagerRackMap(QStringList rackLabels, QStringList hostLabels, QHash<QString, QString> hostToRack = {});

    // A host map file: "HOST RACK" per line (whitespace between), # comments;
    // hosts compared without case. nullopt with FILE:LINE and the reason.
    static std::optional<QHash<QString, QString>> loadHostMap(const QString &path, QString *error);

    struct Found {
        QString rack; // empty = none
        QString label; // the label that named it
    };
    Found rackOf(const AlertmanagerAlert &alert) const;

private:
    QStringList m_rackLabels;
    QStringList m_hostLabels;
    QHash<QString, QString> m_hostToRack; // lower-case host -> rack
};

} // namespace rackops::alertmanager
