#pragma once

#include <google/protobuf/stubs/logging.h>

#include <QRandomGenerator>

#include <string>

namespace rackops::test {

// Random corruption with protobuf's parser as the judge, for the readers that read the wire
// themselves. Flips one to four bytes of `seed`, `rounds` times, and hands each corruption to
// `judge(bytes, parsed)`, `parsed` saying whether a `Message` parses it; a corruption protobuf
// refuses only for a string that is not UTF-8 (it says so in its log) is not handed on: our
// readers keep such a string with replacement characters. Returns false once `judge` does.
template<typename Message, typename Judge>
bool judgeCorruptions(const std::string &seed, quint32 randomSeed, int rounds, Judge judge)
{
    static bool notUtf8 = false;
    const google::protobuf::LogHandler *before =
        google::protobuf::SetLogHandler([](google::protobuf::LogLevel, const char *, int, const std::string &message) {
            notUtf8 = notUtf8 || message.find("invalid UTF-8") != std::string::npos;
        });
    QRandomGenerator random(randomSeed);
    bool alike = true;
    for (int round = 0; round < rounds && alike; ++round) {
        std::string bytes = seed;
        for (int flips = 1 + int(random.bounded(4)); flips > 0; --flips)
            bytes[random.bounded(int(bytes.size()))] = char(random.bounded(256));
        notUtf8 = false;
        Message parsed;
        const bool parses = parsed.ParseFromString(bytes);
        if (parses || !notUtf8)
            alike = judge(bytes, parses);
    }
    google::protobuf::SetLogHandler(before);
    return alike;
}

} // namespace rackops::test
