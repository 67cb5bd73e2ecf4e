// Must not compile: the phrase book has no such code (test_phrase_code_mistyped).
#include "phrase/phrase.h"

rackops::v1::LocalizedText mistyped()
{
    return rackops::sim::Phrase::make("refusal.no_rakc");
}
