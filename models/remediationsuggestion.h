#pragma once

#include "coolingsample.h"
#include "rackdetail.h"

#include <QCoreApplication>
#include <QStringList>

namespace rackops {

// The remediation that fits what is wrong with a rack, among the actions its
// stage allows: a critical leak isolates the rack at the tray it was found
// at, a failed part is replaced, parts with the wrong firmware are
// reflashed, unwell parts are power-cycled, a failed validation is re-run.
// The dialog opens on it; the operator still chooses and says why.
struct RemediationSuggestion
{
    Q_DECLARE_TR_FUNCTIONS(RemediationSuggestion)
public:
    RemediationAction action = RemediationAction::Unknown;
    QStringList parts;  // component ids, worst first
    QString why;        // "NVS1 failed: NVLink switch ASIC unresponsive"

    // `leaks` are the rack's leak detectors as the cooling stream reports them (only those not dry).
    static RemediationSuggestion forRack(const RackDetail &rack, const QList<LeakDetectorInfo> &leaks);
};

} // namespace rackops
