#pragma once

#include <QList>
#include <QString>

#include <memory>

namespace rackops {

struct LocalizedText;

// One typed parameter of a backend text: shown verbatim (an id), or
// formatted in the console's locale (a number, a quantity, a time, a date), or a
// phrase of its own.
struct TextParam {
    enum class Kind { Id, Integer, Quantity, Time, Text, Date };
    Kind kind = Kind::Id;
    QString id; // Id; the unit for Quantity; "YYYY-MM-DD" for Date
    qint64 integer = 0; // Integer; ms since the Unix epoch for Time
    double value = 0.0; // Quantity
    int decimals = 0; // Quantity
    std::shared_ptr<const LocalizedText> text; // Text

    bool operator==(const TextParam &other) const;
};

// Text the backend says to a person: a stable code with typed parameters,
// and the same in English for when the console does not know the code.
// BackendText renders it in the console's language.
struct LocalizedText {
    QString code;
    QList<TextParam> params;
    QString english;

    bool isEmpty() const { return code.isEmpty() && english.isEmpty(); }
    bool operator==(const LocalizedText &other) const = default;
};

// So a text can be the key of a cache of its renderings.
size_t qHash(const TextParam &param, size_t seed = 0) noexcept;
size_t qHash(const LocalizedText &text, size_t seed = 0) noexcept;

} // namespace rackops
