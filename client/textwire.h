#pragma once

#include "localizedtext.h"

#include <string_view>

namespace rackops {

// Reads a LocalizedText straight from its wire bytes into the console's value: what protobuf
// parses and CommonConvert::text converts (nested texts, a field sent twice merged, a parameter's
// last kind winning), with no protobuf message in between. A snapshot's reader meets about a
// thousand texts it has not said yet per 10,000 racks. A string that is not UTF-8 is read with
// replacement characters, where protobuf would refuse the text. Runs on transport threads.
class TextWire {
public:
    // False when the bytes are not a LocalizedText (malformed, or nested deeper than protobuf
    // allows); `into` is then unspecified.
    static bool read(std::string_view bytes, LocalizedText *into);
};

} // namespace rackops
