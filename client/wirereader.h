#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace rackops {

// Reads protobuf's wire format from one contiguous buffer, field by field, for the
// decoders that turn a stream's messages straight into the console's values (no
// protobuf message in between). A truncated or malformed buffer makes failed()
// true and every field after it absent; what a caller reads then is ignored.
//   WireReader in(bytes);
//   while (in.next()) switch (in.tag()) { case WireReader::tag(1, WireReader::Len): ...; default: in.skip(); }
//   if (in.failed()) ...
// A known field number with another wire type than the schema's is skipped as
// unknown, as protobuf's own parser does: switch on the whole tag.
class WireReader {
public:
    enum WireType : std::uint32_t { Varint = 0, Fixed64 = 1, Len = 2, StartGroup = 3, EndGroup = 4, Fixed32 = 5 };
    static constexpr std::uint32_t tag(std::uint32_t field, WireType type) { return field << 3 | type; }

    explicit WireReader(std::string_view bytes)
        : m_begin(bytes.data())
        , m_at(bytes.data())
        , m_end(bytes.data() + bytes.size())
    {
    }

    // Moves to the next field; false at the end of the buffer or once it failed.
    bool next()
    {
        if (m_at == m_end || m_failed)
            return false;
        // A tag is at most five bytes, of which protobuf keeps the low 32 bits.
        std::uint32_t tag = 0;
        for (int shift = 0;; shift += 7) {
            if (m_at == m_end || shift > 28)
                return fail();
            const auto byte = std::uint8_t(*m_at++);
            tag |= std::uint32_t(byte & 0x7f) << shift;
            if (byte < 0x80)
                break;
        }
        if ((tag >> 3) == 0 || (tag & 7) > Fixed32)
            return fail();
        m_tag = tag;
        return true;
    }

    std::uint32_t tag() const { return m_tag; }
    bool failed() const { return m_failed; }
    // Where reading got to, or where it broke once failed(), in bytes from the start: for errors.
    std::size_t offset() const { return std::size_t((m_failed ? m_brokeAt : m_at) - m_begin); }

    std::uint64_t varint()
    {
        std::uint64_t value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_at == m_end)
                return fail(), 0;
            const auto byte = std::uint8_t(*m_at++);
            value |= std::uint64_t(byte & 0x7f) << shift;
            if (byte < 0x80)
                return value;
        }
        return fail(), 0; // more than ten bytes
    }
    // int32 and enum fields: protobuf keeps the low 32 bits of the varint.
    std::int32_t int32() { return std::int32_t(std::uint32_t(varint())); }
    std::int64_t int64() { return std::int64_t(varint()); }
    bool boolean() { return varint() != 0; }

    float float32() { return fixedValue<float, std::uint32_t>(); }
    double float64() { return fixedValue<double, std::uint64_t>(); }

    // A length-delimited field: a string's UTF-8 or a nested message's bytes.
    std::string_view bytes()
    {
        const std::uint64_t length = varint();
        if (m_failed || length > std::uint64_t(m_end - m_at))
            return fail(), std::string_view();
        const std::string_view value(m_at, std::size_t(length));
        m_at += length;
        return value;
    }

    // Skips the current field's value (a field this decoder does not read).
    void skip() { skipValue(m_tag, 0); }

    // A google.protobuf.Timestamp's fields, read into what earlier occurrences left: a
    // Timestamp sent twice merges. False when its bytes are malformed.
    static bool timestamp(std::string_view bytes, std::int64_t *seconds, std::int32_t *nanos)
    {
        WireReader in(bytes);
        while (in.next()) {
            switch (in.tag()) {
            case tag(1, Varint): *seconds = in.int64(); break;
            case tag(2, Varint): *nanos = in.int32(); break;
            default: in.skip(); break;
            }
        }
        return !in.failed();
    }

private:
    // A fixed32 or fixed64 field's bits as the value they hold.
    template<typename Value, typename Bits> Value fixedValue()
    {
        static_assert(sizeof(Value) == sizeof(Bits));
        Bits bits = 0;
        fixed(&bits, sizeof bits);
        Value value;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }

    static constexpr int kMaxGroupDepth = 100; // protobuf's own recursion limit

    bool fail()
    {
        if (!m_failed)
            m_brokeAt = m_at;
        m_failed = true;
        m_at = m_end;
        return false;
    }

    void fixed(void *into, std::size_t size)
    {
        if (std::size_t(m_end - m_at) < size) {
            fail();
            return;
        }
        std::memcpy(into, m_at, size); // the wire is little-endian, as every platform we build for
        m_at += size;
    }

    void skipValue(std::uint32_t tag, int depth)
    {
        std::uint64_t ignored = 0;
        switch (tag & 7) {
        case Varint: varint(); break;
        case Fixed64: fixed(&ignored, 8); break;
        case Fixed32: fixed(&ignored, 4); break;
        case Len: bytes(); break;
        case StartGroup: // an old proto2 group: skipped up to its matching end
            if (depth >= kMaxGroupDepth) {
                fail();
                return;
            }
            while (next()) {
                if ((m_tag & 7) == EndGroup) {
                    if ((m_tag >> 3) != (tag >> 3))
                        fail();
                    return;
                }
                skipValue(m_tag, depth + 1);
            }
            fail(); // the buffer ended inside the group
            break;
        default: fail(); break; // an end of a group that never started
        }
    }

    const char *m_begin;
    const char *m_at;
    const char *m_end;
    const char *m_brokeAt = nullptr;
    std::uint32_t m_tag = 0;
    bool m_failed = false;
};

} // namespace rackops
