// Compiles: the same call with a code of the book (test_phrase_code_known, the control).
#include "phrase/phrase.h"

rackops::v1::LocalizedText known()
{
    return rackops::sim::Phrase::make("refusal.no_rack", {rackops::sim::Phrase::id("R1")});
}
