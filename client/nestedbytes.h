#pragma once

#include <string>
#include <string_view>

namespace rackops {

// A nested message's bytes, kept for reading once its rack is read. Protobuf merges a nested
// message that comes twice; joining the bytes is what merging means on the wire (senders write
// each once; this only keeps the meaning).
class NestedBytes {
public:
    void add(std::string_view bytes)
    {
        if (m_view.data() == nullptr) {
            m_view = bytes;
            return;
        }
        m_joined = std::string(m_view).append(bytes);
        m_view = m_joined;
    }
    std::string_view view() const { return m_view; }

private:
    std::string_view m_view;
    std::string m_joined;
};

} // namespace rackops
