#pragma once

#include "alertinfo.h"
#include "coolingsample.h"
#include "rackdetail.h"

#include <QCoreApplication>
#include <QStringList>

namespace rackops {

// The remediation that fits what is wrong with a rack, among the actions its
// stage allows, chosen from the kind of failure and saying why: a critical
// leak isolates the rack at the tray it was found at; a failed firmware flash
// is reflashed; low coolant flow or a tray running hot is a cooling action, not
// a part swap; uncorrectable GPU memory errors replace the tray; a bad NVLink
// cable is reseated and validation re-run; a BMC or switch tray that does not
// answer is power-cycled first; stale cooling data is a CDU link to check
// (no action fits: `action` stays Unknown and `why` says what to do);
// wrong firmware is reflashed; a failed validation is re-run. The dialog opens
// on it; the operator still chooses and says why.
struct RemediationSuggestion {
    Q_DECLARE_TR_FUNCTIONS(RemediationSuggestion)
public:
    RemediationAction action = RemediationAction::Unknown;
    QStringList parts; // component ids, worst first
    QString why; // "CT03 failed: BMC firmware flash failed (...). A failed flash is ..."

    // `leaks` are the rack's leak detectors as the cooling stream reports them (only those not
    // dry); `alerts` the alerts the console holds (those of other racks and resolved ones are
    // ignored): cooling limits and stale cooling data come from them.
    static RemediationSuggestion forRack(const RackDetail &rack, const QList<LeakDetectorInfo> &leaks,
                                         const QList<AlertInfo> &alerts = {});
};

} // namespace rackops
