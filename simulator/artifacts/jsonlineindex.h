#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace rackops {

// Where each value of a JSON text starts, by path ("a.b[2].c"), so issues
// found after QJsonDocument has parsed can still name a line. Also lists
// duplicate keys, which QJsonDocument resolves silently (the last one wins).
// Scans iteratively: nesting depth cannot overflow the stack. Array elements
// are indexed only when they are objects, arrays or null (what issues name),
// and at most kMaxEntries paths, so a 16 MiB file cannot take gigabytes.
class JsonLineIndex {
public:
    struct Duplicate {
        std::string path;
        int line = 0;
    };

    // `firstLine` is the line of text[0] within the whole file.
    JsonLineIndex(std::string_view text, int firstLine);

    int lineOf(const std::string &path) const; // 0 when unknown
    const std::vector<Duplicate> &duplicates() const { return m_duplicates; }
    // False when the text had more values than are indexed (memory bound).
    bool complete() const { return m_complete; }
    static constexpr std::size_t kMaxEntries = 1 << 20;

    static std::string child(const std::string &path, std::string_view key);
    static std::string element(const std::string &path, int index);

private:
    std::unordered_map<std::string, int> m_lines;
    std::vector<Duplicate> m_duplicates;
    bool m_complete = true;
};

} // namespace rackops
