#pragma once

#include <QHash>
#include <QString>

namespace rackops::prometheus {

// One series' sample from an instant query: its labels (with __name__), its
// value as Prometheus gave it (NaN and ±Inf stay what they are) and its time.
struct PrometheusSample {
    QHash<QString, QString> labels;
    double value = 0.0;
    qint64 timeMs = 0;

    QString label(const QString &name) const { return labels.value(name); }
};

} // namespace rackops::prometheus
