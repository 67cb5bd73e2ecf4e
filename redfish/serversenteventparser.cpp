#include "serversenteventparser.h"

namespace rackops::redfish {

QList<QByteArray> ServerSentEventParser::feed(const QByteArray &bytes)
{
    QList<QByteArray> events;
    for (const char ch : bytes) {
        if (ch != '\n') {
            if (m_line.size() < kMaxEventBytes)
                m_line.append(ch);
            continue;
        }
        if (m_line.endsWith('\r'))
            m_line.chop(1);
        if (m_line.isEmpty()) {
            if (m_hasData)
                events.append(m_data);
            m_data.clear();
            m_hasData = false;
        } else if (m_line.startsWith("data")) {
            QByteArray value = m_line.mid(4);
            if (value.isEmpty() || value.startsWith(':')) {
                if (value.startsWith(": "))
                    value = value.mid(2);
                else if (!value.isEmpty())
                    value = value.mid(1);
                if (m_hasData)
                    m_data.append('\n');
                if (m_data.size() + value.size() < kMaxEventBytes)
                    m_data.append(value);
                m_hasData = true;
            }
        }
        m_line.clear();
    }
    return events;
}

} // namespace rackops::redfish
