#include "identity.h"

#include <algorithm>

namespace rackops {

bool Identity::has(Role role) const
{
    return std::any_of(roles.cbegin(), roles.cend(), [role](Role r) { return int(r) >= int(role); });
}

QString Identity::roleName(Role role)
{
    switch (role) {
    case Role::Viewer: return IdentityTexts::tr("viewer", "role");
    case Role::Operator: return IdentityTexts::tr("operator", "role");
    case Role::Approver: return IdentityTexts::tr("approver", "role");
    case Role::Admin: return IdentityTexts::tr("admin", "role");
    }
    return QString();
}

QString Identity::rolesText() const
{
    QStringList names;
    for (Role role : roles)
        names << roleName(role);
    return names.join(QStringLiteral(", "));
}

} // namespace rackops
