#pragma once

#include "commonconvert.h"

#include <QString>

#include <string>
#include <string_view>

namespace rackops {

// A field's text as the rack before had it (one per field and reader thread): neighbouring racks share
// their region, site, hall, row, platform and owner, so one comparison mostly finds it, before
// the interned texts are looked through.
class RepeatedText {
public:
    const QString &operator()(std::string_view bytes)
    {
        if (bytes != m_bytes) {
            m_value = CommonConvert::interned(bytes);
            m_bytes = bytes;
        }
        return m_value;
    }

private:
    std::string m_bytes;
    QString m_value;
};

} // namespace rackops
