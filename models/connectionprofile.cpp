#include "connectionprofile.h"

#include <QCoreApplication>
#include <QFile>

namespace rackops {

QString ConnectionProfile::keyFileWarning(const QString &keyFile)
{
    if (keyFile.isEmpty() || !QFile::exists(keyFile))
        return {};
    // A private key others can read is not private.
    const QFileDevice::Permissions p = QFile::permissions(keyFile);
    if (!(p & (QFileDevice::ReadGroup | QFileDevice::ReadOther)))
        return {};
    return QCoreApplication::translate("ConnectionProfile",
                                       "The key %1 can be read by other users of this machine; "
                                       "make it readable by you alone (chmod 600).")
        .arg(keyFile);
}

} // namespace rackops
