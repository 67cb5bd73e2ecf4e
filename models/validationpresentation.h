#pragma once

#include "health.h"
#include "validationrun.h"

#include <QCoreApplication>
#include <QString>

namespace rackops {

// Names and numbers of validation results as operators read them, shared by
// the tables, the GPU grid and the exports.
class ValidationPresentation {
    Q_DECLARE_TR_FUNCTIONS(ValidationPresentation)
public:
    static QString suiteName(ValidationSuiteKind kind);
    // As suiteName(kind), and a kind this console does not know by its number.
    static QString suiteName(const ValidationSuiteResult &suite);
    // Which host and device each nccl-tests rank ran on, ranges folded.
    static QString rankHosts(const NcclCurve &curve);
    // As a health, so every view draws verdicts with the one severity palette.
    static Health health(ValidationVerdict verdict);
    // "1,740.3 GB/s": the locale's digits with the unit.
    static QString value(std::optional<double> value, const QString &unit);
    // "16 MiB", "1 GiB": NCCL message sizes.
    static QString messageSize(qint64 bytes);
};

} // namespace rackops
