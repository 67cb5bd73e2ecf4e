#pragma once

#include <algorithm>

namespace rackops::sim {

// A list filter as the API's requests give them: an empty list matches everything.
template<typename List, typename Value> bool inListOrEmpty(const List &list, Value value)
{
    return list.empty() || std::find(list.begin(), list.end(), value) != list.end();
}

} // namespace rackops::sim
