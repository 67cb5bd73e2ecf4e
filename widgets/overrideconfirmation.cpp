#include "overrideconfirmation.h"

#include "timestamptext.h"

#include <QPushButton>

namespace rackops {

OverrideConfirmation::OverrideConfirmation(const OverrideRequestInfo &request, QWidget *parent)
    : QMessageBox(parent)
{
    setObjectName(QStringLiteral("overrideConfirmation"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowModality(Qt::WindowModal);
    setIcon(QMessageBox::Warning);
    setWindowTitle(tr("Put %1 into production?").arg(request.rackId));
    setTextFormat(Qt::RichText);
    setText(tr("<b>Confirming puts rack %1 into production.</b> It accepts customer workloads although it does "
               "not meet:")
                .arg(request.rackId.toHtmlEscaped()));
    QStringList unmet;
    for (const QString &line : unmetCriteria(request))
        unmet << QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    setInformativeText(QStringLiteral("<ul>%1</ul>").arg(unmet.join(QString()))
                       + tr("Requested by %1 at %2: \u201c%3\u201d")
                             .arg(request.requestedBy.toHtmlEscaped(), TimestampText::text(request.createdMs),
                                  request.justification.toHtmlEscaped()));
    m_confirm = addButton(tr("&Put %1 into production").arg(request.rackId), QMessageBox::AcceptRole);
    m_confirm->setObjectName(QStringLiteral("confirmOverrideFinal"));
    m_confirm->setAutoDefault(false);
    QPushButton *cancel = addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelOverrideFinal"));
    setDefaultButton(cancel);
    setEscapeButton(cancel);
    connect(m_confirm, &QPushButton::clicked, this, &OverrideConfirmation::confirmed);
}

QStringList OverrideConfirmation::unmetCriteria(const OverrideRequestInfo &request)
{
    QStringList lines;
    for (const GateCriterion &c : request.criteria) {
        if (!c.passed())
            lines << tr("%1: measured %2, needs %3").arg(c.name, c.measured, c.threshold);
    }
    return lines;
}

} // namespace rackops
