#include "artifacts/jsonlineindex.h"

#include <unordered_set>

namespace rackops {

namespace {

struct Frame {
    bool object = false;
    std::string path;
    int index = 0;
    bool expectKey = true; // object: the next string is a key
    bool elementSeen = false; // array: the current element was recorded
    std::unordered_set<std::string> keys;
};

constexpr std::size_t kMaxDepth = 512;

} // namespace

std::string JsonLineIndex::child(const std::string &path, std::string_view key)
{
    return path.empty() ? std::string(key) : path + "." + std::string(key);
}

std::string JsonLineIndex::element(const std::string &path, int index)
{
    return path + "[" + std::to_string(index) + "]";
}

JsonLineIndex::JsonLineIndex(std::string_view text, int firstLine)
{
    std::vector<Frame> stack;
    int line = firstLine;
    std::size_t i = 0;

    std::size_t entries = 0;
    const auto record = [&](const std::string &path) {
        if (++entries > kMaxEntries)
            m_complete = false;
        else
            m_lines[path] = line;
    };
    // The path of a value starting now; records array elements on the way.
    const auto valuePath = [&](bool worthALine) -> std::string {
        if (stack.empty())
            return {};
        Frame &top = stack.back();
        if (top.object)
            return {}; // set by the key, see below
        std::string path = element(top.path, top.index);
        if (!top.elementSeen) {
            top.elementSeen = true;
            if (worthALine)
                record(path);
        }
        return path;
    };
    std::string keyPath; // path of the value after the last key

    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            ++line;
            ++i;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == ':') {
            ++i;
            continue;
        }
        if (c == ',') {
            if (!stack.empty()) {
                Frame &top = stack.back();
                if (top.object) {
                    top.expectKey = true;
                } else {
                    ++top.index;
                    top.elementSeen = false;
                }
            }
            ++i;
            continue;
        }
        if (c == '}' || c == ']') {
            if (!stack.empty())
                stack.pop_back();
            ++i;
            continue;
        }
        if (c == '"') {
            // Read the string; simple escapes are decoded so keys match.
            std::string value;
            ++i;
            while (i < text.size() && text[i] != '"') {
                if (text[i] == '\n')
                    ++line;
                if (text[i] == '\\' && i + 1 < text.size()) {
                    ++i;
                    value += text[i] == 'n' ? '\n' : text[i] == 't' ? '\t' : text[i];
                } else {
                    value += text[i];
                }
                ++i;
            }
            ++i;
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                Frame &top = stack.back();
                top.expectKey = false;
                keyPath = child(top.path, value);
                if (m_complete && !top.keys.insert(value).second)
                    m_duplicates.push_back({keyPath, line});
                record(keyPath);
            } else {
                valuePath(false);
            }
            continue;
        }
        // A value that is not a string: object, array, number or literal.
        std::string path = valuePath(c == '{' || c == '[' || c == 'n');
        if (!stack.empty() && stack.back().object)
            path = keyPath;
        if (c == '{' || c == '[') {
            if (stack.size() >= kMaxDepth)
                return; // QJsonDocument refuses such nesting anyway
            Frame frame;
            frame.object = c == '{';
            frame.path = std::move(path);
            stack.push_back(std::move(frame));
            ++i;
            continue;
        }
        while (i < text.size() && text[i] != ',' && text[i] != '}' && text[i] != ']' && text[i] != '\n'
               && text[i] != ' ' && text[i] != '"')
            ++i;
        if (i < text.size() && text[i] == '"')
            ++i; // garbage; keep moving
    }
}

int JsonLineIndex::lineOf(const std::string &path) const
{
    const auto it = m_lines.find(path);
    return it == m_lines.end() ? 0 : it->second;
}

} // namespace rackops
