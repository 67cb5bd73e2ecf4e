#pragma once

#include "health.h"
#include "lifecyclestage.h"
#include "localizedtext.h"
#include "textlanguage.h"

#include <QString>

#include <string>
#include <string_view>

namespace google::protobuf {
class Duration;
class Timestamp;
}

namespace rackops {

namespace v1 {
class LocalizedText;
class TextParam;
}

// What every service's converter shares: the enums of common.proto, protobuf
// times, and interning of strings that repeat across many messages.
// Runs on transport threads.
class CommonConvert {
public:
    static LifecycleStage stage(int value);
    static Health health(int value);
    static qint64 toMs(const google::protobuf::Timestamp &timestamp);
    static qint64 toMs(const google::protobuf::Duration &duration);
    // A Timestamp's fields as ms since the epoch; 0 (unknown) outside the years 1..9999.
    static qint64 timestampMs(qint64 seconds, int nanos);
    // UTF-8 from the wire, decoded (bytes that are not UTF-8 become replacement characters).
    static QString utf16(std::string_view utf8);
    // One shared QString per distinct text (UTF-8), per thread.
    static QString interned(std::string_view text);
    // Backend text: the code with its typed parameters.
    static LocalizedText text(const v1::LocalizedText &text);
    // What the console shows for a text the server sends both ways: `text`
    // said in the console's language (BackendText), or `english` when the
    // server sent no code. Interned, since the same step repeats across racks.
    static QString said(const LocalizedText &text, const std::string &english);

    // Both at once, for the texts every rack of a fleet carries: returns `text` said,
    // and converts it into `*converted` unless that is null. Each distinct text
    // ("Serving workloads", "Flashing CT03 (40 %)") is converted and said once per
    // thread, language and locale, not per rack; one holding a time is said afresh
    // (the UTC switch).
    static QString spoken(const v1::LocalizedText &text, const std::string &english,
                          LocalizedText *converted = nullptr);
    // The same for a text still in its wire bytes (a LocalizedText field's), as the
    // decoders that read the wire themselves have it: parsed only the first time. Said
    // in `as`, which the decoder takes once for the message. Bytes that are not a
    // LocalizedText (as protobuf parses it) set `*unreadable` and are said as `english`.
    static QString spoken(std::string_view textBytes, std::string_view english, const TextLanguage &as,
                          bool *unreadable);

private:
    // Both spoken()s: `bytes` is the text as the wire has it, the key of the cache;
    // `parsed` the same text parsed, or null to parse it only when not cached.
    static QString spokenOnce(std::string_view bytes, std::string_view english, const v1::LocalizedText *parsed,
                              LocalizedText *converted, const TextLanguage &as, bool *unreadable = nullptr);
};

} // namespace rackops
