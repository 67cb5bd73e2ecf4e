#pragma once

#include "localizedtext.h"
#include <QList>
#include <QMetaType>
#include <QString>

namespace rackops {

// One criterion of the approval gate, as the backend judged it.
struct GateCriterion {
    // Warn: met, with something the approver should read first; it never blocks.
    enum class Verdict : quint8 { Unknown, Pass, Fail, Missing, Warn };
    QString id;
    QString name;
    QString measured;
    QString threshold;
    Verdict verdict = Verdict::Unknown;
    QString detail;
    bool overridable = true;
    // The backend's texts as codes; name, measured and threshold hold them
    // said in the console's language.
    LocalizedText nameText;
    LocalizedText measuredText;
    LocalizedText thresholdText;

    // Met: passed, or passed with a warning.
    bool passed() const { return verdict == Verdict::Pass || verdict == Verdict::Warn; }
    bool operator==(const GateCriterion &other) const = default;
};

using GateCriteria = QList<GateCriterion>;

} // namespace rackops
