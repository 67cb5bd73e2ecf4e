#include "sessionbanners.h"

#include "alertscontroller.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "fleetcontroller.h"
#include "leakbanner.h"
#include "staledatabanner.h"

#include <QLabel>
#include <QVBoxLayout>

namespace rackops {

namespace {
QLabel *banner(const QString &text, const char *objectName, const char *style, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setObjectName(QLatin1String(objectName));
    label->setAlignment(Qt::AlignCenter);
    label->setStyleSheet(QLatin1String(style));
    return label;
}
} // namespace

SessionBanners::SessionBanners(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    if (session->isDemo()) {
        layout->addWidget(banner(tr("DEMO \u2014 a simulated fleet this console started on this machine. "
                                    "Nothing you see or do here reaches real racks."),
                                 "demoBanner", "background: #7a4e00; color: #fff4d6; font-weight: bold; padding: 4px;",
                                 this));
    }
    if (session->isInsecureRemote()) {
        layout->addWidget(banner(tr("UNENCRYPTED \u2014 connected to %1 without TLS (--insecure). Anyone on the "
                                    "network path can read and alter what you see and do.")
                                     .arg(session->endpoint()),
                                 "insecureBanner",
                                 "background: #5c1a1a; color: #ffe2e0; font-weight: bold; padding: 4px;", this));
    }
    auto *leak = new LeakBanner(session->cooling()->store(), session->alerts()->model(), this);
    layout->addWidget(leak);
    connect(leak, &LeakBanner::rackRequested, this, &SessionBanners::rackRequested);
    layout->addWidget(new StaleDataBanner(session->fleet()->connection(), this));
}

} // namespace rackops
