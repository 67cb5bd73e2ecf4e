#pragma once

#include <QByteArray>
#include <QList>

namespace rackops::redfish {

// The text/event-stream framing (WHATWG Server-Sent Events): "data:" lines
// accumulate, a blank line ends the event; comments (":") and other fields
// are skipped. Bytes may arrive split anywhere, CRLF or LF.
class ServerSentEventParser {
public:
    static constexpr qsizetype kMaxEventBytes = 1 << 20; // a stream that never ends an event is cut here

    // Feeds bytes; returns the data of every event they completed.
    QList<QByteArray> feed(const QByteArray &bytes);

private:
    QByteArray m_line;
    QByteArray m_data;
    bool m_hasData = false;
};

} // namespace rackops::redfish
