#pragma once

#include <memory>
#include <utility>

namespace rackops {

// A part of a value type held once and shared by every copy, compared by value.
// For parts that are large and that most values leave empty: a list of 20,000
// alerts pays one pointer each for Alertmanager's view of the few it owns,
// not the whole of it. Read-only once made; assign a new one to change it.
template<typename T> class SharedValue {
public:
    SharedValue() = default;
    SharedValue(T value) // NOLINT(google-explicit-constructor): assigned like the value it holds
        : m_value(std::make_shared<const T>(std::move(value)))
    {
    }

    const T &operator*() const { return m_value ? *m_value : empty(); }
    const T *operator->() const { return &**this; }

    bool operator==(const SharedValue &other) const { return m_value == other.m_value || **this == *other; }

private:
    static const T &empty()
    {
        static const T none;
        return none;
    }

    std::shared_ptr<const T> m_value;
};

} // namespace rackops
