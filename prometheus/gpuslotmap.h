#pragma once

#include "prometheussample.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace rackops::prometheus {

// Which rack, compute tray and GPU a DCGM exporter series is about. The host
// is the first of the host labels that is set (an `instance` loses its :port);
// the host map names its rack and tray, else a host named as the racks' trays
// are (`<rack id>-ctNN`, any case) names them itself. The GPU is the first GPU
// label that is set, the exporter's 0-based index on its host: GPU 1..4 of
// the tray. A series that names no host, no known tray or no GPU 0..3 is not
// any rack's.
class GpuSlotMap {
public:
    struct Slot {
        QString rack;
        int tray = 0; // 1..18
        int gpu = 0; // 1..4 within the tray
        QString host;
        // The labels that named it, as the series carries them: what selects this GPU's series
        // again (a range query), whatever label generation the exporter has.
        QString hostLabel;
        QString hostLabelValue;
        QString gpuLabel;
        QString gpuLabelValue;
    };
    struct TrayOfHost {
        QString rack;
        int tray = 0;
    };

    GpuSlotMap(QStringList hostLabels, QStringList gpuLabels, QHash<QString, TrayOfHost> hosts = {});

    // "HOST RACK TRAY" per line (TRAY as CT07 or 7), # comments, hosts without
    // case. nullopt with FILE:LINE and what is wrong.
    static std::optional<QHash<QString, TrayOfHost>> loadHostMap(const QString &path, QString *error);

    std::optional<Slot> slotOf(const PrometheusSample &sample) const;

private:
    std::optional<TrayOfHost> trayOf(const QString &host) const;

    QStringList m_hostLabels;
    QStringList m_gpuLabels;
    QHash<QString, TrayOfHost> m_hosts; // lower-case host -> tray
};

} // namespace rackops::prometheus
