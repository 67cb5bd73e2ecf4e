// TextWire: a backend text read from its wire bytes, with protobuf's parser and
// CommonConvert::text as the judge. Every kind of parameter, nested texts, a text or a
// parameter sent twice (merged, the last kind winning), unknown fields, random corruption
// and nesting deeper than protobuf allows.
#include "commonconvert.h"
#include "textwire.h"

#include "../support/corruptions.h"

#include "rackops/v1/common.pb.h"

#include <QTest>

#include <string>

using namespace rackops;

namespace {

v1::LocalizedText everyKind()
{
    v1::LocalizedText m;
    m.set_code("step.needs_operator");
    m.set_english("Needs an operator: reseat CT03 at 41.5 °C (3 tries)");
    m.add_params()->set_id("CT03");
    m.add_params()->set_integer(-3);
    auto *quantity = m.add_params()->mutable_quantity();
    quantity->set_value(41.5);
    quantity->set_unit("°C");
    quantity->set_decimals(1);
    auto *time = m.add_params()->mutable_time();
    time->set_seconds(1'796'000'000);
    time->set_nanos(250'000'000);
    m.add_params()->set_date("2026-12-07");
    auto *nested = m.add_params()->mutable_text();
    nested->set_code("cooling.delta_t_above");
    nested->set_english("Delta-T 12.4 K > 12.0 K");
    nested->add_params()->mutable_quantity()->set_value(12.4);
    nested->add_params()->set_id("K");
    m.add_params(); // a kind this console does not know yet: an empty id
    return m;
}

// What TextWire reads from `bytes` against what protobuf parses and CommonConvert converts.
bool textReadsAsProtobufParses(const std::string &bytes)
{
    v1::LocalizedText parsed;
    LocalizedText read;
    return parsed.ParseFromString(bytes) && TextWire::read(bytes, &read) && read == CommonConvert::text(parsed);
}

std::string nestedTexts(int depth)
{
    v1::LocalizedText m;
    m.set_code("innermost");
    for (int level = 0; level < depth; ++level) {
        v1::LocalizedText outer;
        outer.set_code("outer");
        *outer.add_params()->mutable_text() = m;
        m = outer;
    }
    return m.SerializeAsString();
}

} // namespace

class TestTextWire : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyKindOfParameterReadsAsProtobufParsesIt()
    {
        const std::string bytes = everyKind().SerializeAsString();
        QVERIFY(textReadsAsProtobufParses(bytes));
        LocalizedText read;
        QVERIFY(TextWire::read(bytes, &read));
        QCOMPARE(read.params.size(), 7);
        QCOMPARE(read.params.at(2).id, QStringLiteral("°C"));
        QCOMPARE(read.params.at(3).integer, 1'796'000'000'250LL);
        QVERIFY(read.params.at(5).text);
        QCOMPARE(read.params.at(5).text->params.at(0).value, 12.4);
        QVERIFY(textReadsAsProtobufParses(std::string())); // no text at all
    }

    // A message sent twice merges: a text's later code and English win, its parameters add up;
    // a parameter of the same kind again merges into it, one of another kind starts afresh.
    void aTextSentTwiceMergesAsProtobufMergesIt()
    {
        v1::LocalizedText first = everyKind();
        v1::LocalizedText second;
        second.set_english("Later English");
        second.add_params()->set_id("CT04");
        QVERIFY(textReadsAsProtobufParses(first.SerializeAsString() + second.SerializeAsString()));

        v1::TextParam quantity;
        quantity.mutable_quantity()->set_value(7.25);
        quantity.mutable_quantity()->set_unit("kW");
        v1::TextParam moreQuantity;
        moreQuantity.mutable_quantity()->set_decimals(2); // merges: the value and the unit stay
        v1::TextParam nested;
        nested.mutable_text()->set_code("step.firmware_switch");
        v1::TextParam moreNested;
        moreNested.mutable_text()->add_params()->set_integer(3);
        v1::TextParam anId;
        anId.set_id("PS2");
        const auto oneParam = [](const std::string &merged) {
            return std::string("\x12", 1) + char(merged.size()) + merged;
        };
        QVERIFY(textReadsAsProtobufParses(oneParam(quantity.SerializeAsString() + moreQuantity.SerializeAsString())));
        QVERIFY(textReadsAsProtobufParses(oneParam(nested.SerializeAsString() + moreNested.SerializeAsString())));
        QVERIFY(textReadsAsProtobufParses(oneParam(quantity.SerializeAsString() + anId.SerializeAsString())));
        QVERIFY(textReadsAsProtobufParses(oneParam(anId.SerializeAsString() + nested.SerializeAsString())));
        LocalizedText read;
        QVERIFY(TextWire::read(oneParam(quantity.SerializeAsString() + moreQuantity.SerializeAsString()), &read));
        QCOMPARE(read.params.at(0).value, 7.25);
        QCOMPARE(read.params.at(0).id, QStringLiteral("kW"));
        QCOMPARE(read.params.at(0).decimals, 2);
        QVERIFY(TextWire::read(oneParam(quantity.SerializeAsString() + anId.SerializeAsString()), &read));
        QCOMPARE(read.params.at(0).kind, TextParam::Kind::Id);
        QCOMPARE(read.params.at(0).value, 0.0); // the quantity is gone with its kind
    }

    // Random bytes: whatever protobuf parses TextWire reads alike, and what protobuf refuses
    // TextWire refuses too, except a string that is not UTF-8 (protobuf says so in its log),
    // which TextWire reads with replacement characters.
    void randomBytesNeverReadDifferently()
    {
        int parsedAlike = 0;
        int refusedAlike = 0;
        const bool alike = test::judgeCorruptions<v1::LocalizedText>(everyKind().SerializeAsString(), 7, 5000,
                                                                     [&](const std::string &bytes, bool parsed) {
                                                                         if (parsed) {
                                                                             ++parsedAlike;
                                                                             return textReadsAsProtobufParses(bytes);
                                                                         }
                                                                         ++refusedAlike;
                                                                         LocalizedText read;
                                                                         return !TextWire::read(bytes, &read);
                                                                     });
        QVERIFY(alike);
        QVERIFY(parsedAlike > 100);
        QVERIFY(refusedAlike > 100);
    }

    // Texts inside texts: read as deep as protobuf reads them, refused far beyond its limit
    // (a broken or hostile server must not run the reader's stack out).
    void textsNestedTooDeepAreRefused()
    {
        QVERIFY(textReadsAsProtobufParses(nestedTexts(20)));
        const std::string tooDeep = nestedTexts(200);
        v1::LocalizedText parsed;
        QVERIFY(!parsed.ParseFromString(tooDeep));
        LocalizedText read;
        QVERIFY(!TextWire::read(tooDeep, &read));
    }
};

QTEST_GUILESS_MAIN(TestTextWire)
#include "tst_textwire.moc"
