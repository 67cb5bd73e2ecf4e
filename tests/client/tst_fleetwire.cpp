// FleetWire: the fleet's messages read from their wire bytes, with protobuf's own
// parser as the judge. Whatever protobuf makes of a message, FleetWire must read
// the same values from it: every field, unknown fields of every wire type, a
// nested message sent twice (merged), negative and unknown enum values, and bytes
// that are not a message at all (an error, never a made-up rack).
#include "backendtext.h"
#include "commonconvert.h"
#include "fleetstreammessage.h"
#include "fleetwire.h"
#include "validationconvert.h"

#include "../support/corruptions.h"

#include "rackops/v1/fleet.pb.h"

#include <QMap>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

using namespace rackops;

namespace {

// Wire bytes written by hand, for what protobuf's writer never writes.
void varint(std::string *out, std::uint64_t value)
{
    while (value >= 0x80) {
        out->push_back(char(value | 0x80));
        value >>= 7;
    }
    out->push_back(char(value));
}

void key(std::string *out, int field, int wireType)
{
    varint(out, std::uint64_t(field) << 3 | std::uint64_t(wireType));
}

void lengthDelimited(std::string *out, int field, const std::string &bytes)
{
    key(out, field, 2);
    varint(out, bytes.size());
    out->append(bytes);
}

// What a rack must read as, worked out from protobuf's parse of the same bytes: the
// values FleetConvert documents, written out here once more as the judge.
void compareWithProtobuf(const RackSummary &r, const v1::RackSummary &m)
{
    QCOMPARE(r.rackId, QString::fromStdString(m.rack_id()));
    QCOMPARE(r.rackKey.value, RackKeys::of(r.rackId));
    QCOMPARE(r.region, QString::fromStdString(m.location().region()));
    QCOMPARE(r.site, QString::fromStdString(m.location().site()));
    QCOMPARE(r.hall, QString::fromStdString(m.location().hall()));
    QCOMPARE(r.row, QString::fromStdString(m.location().row()));
    QCOMPARE(r.position, m.location().position());
    QCOMPARE(r.stage, CommonConvert::stage(m.stage()));
    QCOMPARE(r.health, CommonConvert::health(m.health()));
    QCOMPARE(r.healthReason, CommonConvert::said(CommonConvert::text(m.health_reason_text()), m.health_reason()));
    QCOMPARE(r.stageEnteredMs, m.has_stage_entered_at() ? CommonConvert::toMs(m.stage_entered_at()) : 0);
    QCOMPARE(r.stepProgress, std::isfinite(m.step_progress()) ? std::clamp(m.step_progress(), 0.0F, 1.0F) : 0.0F);
    QCOMPARE(r.stepDescription, CommonConvert::said(CommonConvert::text(m.step_text()), m.step_description()));
    QCOMPARE(r.revision, m.revision());
    QCOMPARE(r.platform, QString::fromStdString(m.platform()));
    QCOMPARE(r.gpuCount, m.gpu_count());
    QCOMPARE(r.stateRevision, m.state_revision());
    QCOMPARE(r.activeOperationId, QString::fromStdString(m.active_operation_id()));
    QCOMPARE(r.activeOperation,
             CommonConvert::said(CommonConvert::text(m.active_operation_text()), m.active_operation()));
    QCOMPARE(r.validationVerdict, ValidationConvert::verdict(m.validation_verdict()));
    QCOMPARE(r.validationRunId, QString::fromStdString(m.validation_run_id()));
    const bool usual = m.stage_expected_ms() > 0 && m.stage_expected_ms() < 10LL * 366 * 24 * 3600 * 1000;
    QCOMPARE(r.stageExpectedMs, usual ? m.stage_expected_ms() : 0);
    QCOMPARE(r.owner, QString::fromStdString(m.owner().name()));
    QCOMPARE(r.ownerAutomated, m.owner().automated());
}

// Reads `bytes` both ways and compares; false when FleetWire did not read them.
bool readsAsProtobufParses(const std::string &bytes)
{
    RackSummary read;
    if (!FleetWire::readRack(bytes, &read))
        return false;
    v1::RackSummary parsed;
    if (!parsed.ParseFromString(bytes))
        return false;
    compareWithProtobuf(read, parsed);
    return !QTest::currentTestFailed();
}

// A rack with every field set, each to something other than its default.
v1::RackSummary everyFieldSet(int n)
{
    v1::RackSummary m;
    m.set_rack_id("FRA1-H2-R07-" + std::to_string(n));
    m.mutable_location()->set_region("eu-central");
    m.mutable_location()->set_site("FRA1");
    m.mutable_location()->set_hall("H2");
    m.mutable_location()->set_row("R07");
    m.mutable_location()->set_position(n % 40 + 1);
    m.set_stage(v1::LifecycleStage(n % 12));
    m.set_health(v1::Health(n % 4));
    m.set_health_reason("Coolant leak at CDU-1");
    m.mutable_stage_entered_at()->set_seconds(1'780'000'000 + n);
    m.mutable_stage_entered_at()->set_nanos(250'000'000);
    m.set_step_progress(float(n % 100) / 100.0F);
    m.set_step_description("Flashing BMC firmware on 18 trays");
    m.set_revision(1000 + n);
    m.set_platform("NVL72");
    m.set_gpu_count(72);
    m.set_state_revision(900 + n);
    m.set_active_operation_id("op-" + std::to_string(n));
    m.set_active_operation("Reflash firmware on CT03 (40 %)");
    m.set_validation_verdict(v1::ValidationVerdict(n % 9));
    m.set_validation_run_id("run-" + std::to_string(n));
    m.set_stage_expected_ms(3'600'000);
    m.mutable_owner()->set_name("lifecycle-controller");
    m.mutable_owner()->set_automated(n % 2 == 0);
    m.mutable_step_text()->set_code("step.firmware_compute");
    m.mutable_step_text()->add_params()->set_id("CT0" + std::to_string(n % 9));
    m.mutable_step_text()->set_english("Flashing CT0x");
    m.mutable_health_reason_text()->set_code("health.no_such_code_yet");
    m.mutable_health_reason_text()->set_english("Coolant leak at CDU-1 (said by the text)"); // not health_reason
    m.mutable_active_operation_text()->set_code("operation.reflash");
    m.mutable_active_operation_text()->add_params()->set_integer(40);
    return m;
}

} // namespace

class TestFleetWire : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A field fleet.proto gains is a field FleetWire must read: this fails until it does
    // (and until everyFieldSet() and compareWithProtobuf() name it).
    void everyFieldOfTheSchemaIsRead()
    {
        QCOMPARE(v1::RackSummary::descriptor()->field_count(), 21);
        QCOMPARE(v1::RackSummary::descriptor()->FindFieldByNumber(21)->name(), "active_operation_text");
        QCOMPARE(v1::RackLocation::descriptor()->field_count(), 5);
        QCOMPARE(v1::Actor::descriptor()->field_count(), 2);
        QCOMPARE(v1::WatchFleetResponse::descriptor()->field_count(), 8);
        for (int n = 0; n < 20; ++n)
            QVERIFY(readsAsProtobufParses(everyFieldSet(n).SerializeAsString()));
    }

    void aWholeMessageReadsAsProtobufParsesIt()
    {
        v1::WatchFleetResponse message;
        message.set_fleet_epoch("epoch-7");
        message.set_revision(4242);
        message.set_reset(true);
        message.set_initial_sync_complete(true);
        for (int n = 0; n < 500; ++n)
            *message.add_upserts() = everyFieldSet(n);
        message.add_removed_rack_ids("PHX1-H1-R01-01");
        message.add_removed_rack_ids("PHX1-H1-R01-02");
        message.mutable_server_time()->set_seconds(1'780'000'123);
        message.mutable_server_time()->set_nanos(456'000'000);
        message.set_sync_total(20'000);
        FleetStreamMessage read;
        std::string error;
        QVERIFY2(FleetWire::readMessage(message.SerializeAsString(), &read, &error), error.c_str());
        QCOMPARE(read.update.fleetEpoch, QStringLiteral("epoch-7"));
        QCOMPARE(read.update.revision, 4242);
        QVERIFY(read.update.reset);
        QVERIFY(read.initialSyncComplete);
        QCOMPARE(read.syncTotal, 20'000);
        QCOMPARE(read.update.serverTimeMs, 1'780'000'123'456LL);
        QCOMPARE(read.update.removedRackIds,
                 (QStringList {QStringLiteral("PHX1-H1-R01-01"), QStringLiteral("PHX1-H1-R01-02")}));
        QCOMPARE(read.update.upserts.size(), 500);
        // The first message of a snapshot makes room for all of it.
        QVERIFY(read.update.upserts.capacity() >= 20'000);
        for (int n = 0; n < 500; ++n) {
            compareWithProtobuf(read.update.upserts.at(n), message.upserts(n));
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("rack %1").arg(n)));
        }
    }

    // Fields this console does not know (a newer backend), of every wire type, and a
    // known field number sent with another wire type, are skipped as protobuf skips them.
    void unknownFieldsOfEveryWireTypeAreSkipped()
    {
        const v1::RackSummary rack = everyFieldSet(3);
        std::string bytes;
        key(&bytes, 100, 0);
        varint(&bytes, 1ULL << 63);
        key(&bytes, 101, 1);
        bytes.append(8, '\x7f');
        lengthDelimited(&bytes, 102, "a newer field's text");
        key(&bytes, 103, 3); // a group holding a varint and a nested group
        key(&bytes, 1, 0);
        varint(&bytes, 5);
        key(&bytes, 2, 3);
        key(&bytes, 2, 4);
        key(&bytes, 103, 4);
        key(&bytes, 104, 5);
        bytes.append(4, '\x01');
        lengthDelimited(&bytes, 3, "stage as text: not the schema's wire type");
        key(&bytes, 1, 0); // rack_id as a varint: not the schema's wire type either
        varint(&bytes, 7);
        const std::string before = rack.SerializeAsString();
        QVERIFY(readsAsProtobufParses(before + bytes));
        QVERIFY(readsAsProtobufParses(bytes + before));
        RackSummary read;
        QVERIFY(FleetWire::readRack(bytes + before, &read));
        QCOMPARE(read.rackId, QStringLiteral("FRA1-H2-R07-3"));
    }

    // A snapshot's later pieces that only add racks are read straight into the snapshot so far;
    // one that removes racks (or starts anew) is read into its own update and merged. Either
    // way the result is what merging each piece in order gives: a repeated rack's later copy.
    // A piece read into the snapshot that breaks partway leaves the snapshot as it was.
    void aBrokenPieceLeavesTheSnapshotAsItWas()
    {
        v1::WatchFleetResponse first;
        first.set_reset(true);
        first.set_sync_total(4);
        *first.add_upserts() = everyFieldSet(1);
        FleetStreamMessage start;
        std::string error;
        QVERIFY(FleetWire::readMessage(first.SerializeAsString(), &start, &error));
        v1::WatchFleetResponse later;
        *later.add_upserts() = everyFieldSet(2);
        *later.add_upserts() = everyFieldSet(3);
        // A third rack whose id claims five bytes and has none: the scan finds the rack whole,
        // the rack's own reading fails after two racks were read in.
        const std::string bytes = later.SerializeAsString() + std::string("\x2a\x02\x0a\x05", 4);
        FleetStreamMessage broken;
        broken.snapshot = &start.update;
        QVERIFY(!FleetWire::readMessage(bytes, &broken, &error));
        QVERIFY2(error.find("rack 3") != std::string::npos, error.c_str());
        QCOMPARE(start.update.upserts.size(), 1);
        QCOMPARE(start.update.upserts.at(0).rackId, QString::fromStdString(everyFieldSet(1).rack_id()));
    }

    void aSnapshotsLaterPiecesAreReadIntoIt()
    {
        const auto piece = [](std::initializer_list<int> racks, bool reset, qint64 revision) {
            v1::WatchFleetResponse m;
            m.set_reset(reset);
            m.set_revision(revision);
            m.set_sync_total(5);
            for (int n : racks)
                *m.add_upserts() = everyFieldSet(n);
            return m;
        };
        const auto read = [](const v1::WatchFleetResponse &m, FleetUpdate *snapshot) {
            FleetStreamMessage message;
            message.snapshot = snapshot;
            std::string error;
            if (!FleetWire::readMessage(m.SerializeAsString(), &message, &error))
                qFatal("%s", error.c_str());
            return message;
        };
        // Every piece merged in order: the judge.
        v1::WatchFleetResponse third = piece({4}, false, 3);
        third.add_removed_rack_ids(everyFieldSet(1).rack_id());
        v1::WatchFleetResponse second = piece({3, 2}, false, 2);
        second.mutable_upserts(1)->set_revision(5000); // rack 2 again, newer: this copy counts
        const std::vector<v1::WatchFleetResponse> pieces {piece({1, 2}, true, 1), second, third};
        FleetUpdate merged = read(pieces[0], nullptr).update;
        for (std::size_t i = 1; i < pieces.size(); ++i)
            merged.mergeFrom(read(pieces[i], nullptr).update);

        FleetStreamMessage first = read(pieces[0], nullptr);
        FleetUpdate &snapshot = first.update;
        FleetStreamMessage adding = read(pieces[1], &snapshot);
        QCOMPARE(adding.racks, 2);
        QVERIFY(adding.update.upserts.isEmpty()); // read into the snapshot
        QCOMPARE(snapshot.upserts.size(), 4); // rack 2 twice, for now
        QCOMPARE(adding.update.revision, 2);
        snapshot.mergeFrom(std::move(adding.update));
        FleetStreamMessage removing = read(pieces[2], &snapshot);
        QCOMPARE(removing.update.upserts.size(), 1); // not in place: it removes a rack
        QCOMPARE(snapshot.upserts.size(), 4);
        snapshot.mergeFrom(std::move(removing.update));

        QCOMPARE(snapshot.revision, merged.revision);
        QCOMPARE(snapshot.removedRackIds, merged.removedRackIds);
        QCOMPARE(snapshot.upserts.size(), merged.upserts.size());
        QCOMPARE(snapshot.upserts.size(), 3); // racks 2 (the later copy), 3 and 4, in either order
        const auto byId = [](const FleetUpdate &update) {
            QMap<QString, qint64> revisions;
            for (const RackSummary &rack : update.upserts)
                revisions.insert(rack.rackId, rack.revision);
            return revisions;
        };
        QCOMPARE(byId(snapshot), byId(merged));
        QCOMPARE(byId(snapshot).value(QString::fromStdString(everyFieldSet(2).rack_id())), 5000);
    }

    // Pieces that come without the snapshot's total grow it geometrically: reserving exactly what
    // each piece adds would copy the whole snapshot at every piece.
    void aSnapshotWithoutATotalGrowsByHalfAtLeast()
    {
        FleetStreamMessage first;
        std::string error;
        v1::WatchFleetResponse m;
        m.set_reset(true);
        *m.add_upserts() = everyFieldSet(0);
        QVERIFY(FleetWire::readMessage(m.SerializeAsString(), &first, &error));
        int growths = 0;
        for (int n = 1; n <= 400; ++n) {
            v1::WatchFleetResponse piece;
            *piece.add_upserts() = everyFieldSet(n);
            FleetStreamMessage message;
            message.snapshot = &first.update;
            const qsizetype capacity = first.update.upserts.capacity();
            QVERIFY(FleetWire::readMessage(piece.SerializeAsString(), &message, &error));
            growths += first.update.upserts.capacity() != capacity;
        }
        QCOMPARE(first.update.upserts.size(), 401);
        QVERIFY2(growths <= 20, qPrintable(QStringLiteral("%1 growths for 400 pieces").arg(growths)));
    }

    // A nested message sent twice is merged, field by field, as protobuf merges it; a
    // field sent twice keeps the later value.
    void aNestedMessageSentTwiceIsMerged()
    {
        v1::RackSummary first;
        first.set_rack_id("R-first");
        first.mutable_location()->set_region("us-west");
        first.mutable_location()->set_site("PHX1");
        first.mutable_stage_entered_at()->set_seconds(1'780'000'000);
        first.mutable_step_text()->set_code("step.firmware_compute");
        first.mutable_owner()->set_name("ada");
        v1::RackSummary second;
        second.set_rack_id("R-second");
        second.mutable_location()->set_hall("H2");
        second.mutable_location()->set_site("PHX2");
        second.mutable_stage_entered_at()->set_nanos(5'000'000);
        second.mutable_step_text()->add_params()->set_id("CT03");
        second.mutable_owner()->set_automated(true);
        const std::string bytes = first.SerializeAsString() + second.SerializeAsString();
        QVERIFY(readsAsProtobufParses(bytes));
        RackSummary read;
        QVERIFY(FleetWire::readRack(bytes, &read));
        QCOMPARE(read.rackId, QStringLiteral("R-second"));
        QCOMPARE(read.region, QStringLiteral("us-west"));
        QCOMPARE(read.site, QStringLiteral("PHX2"));
        QCOMPARE(read.hall, QStringLiteral("H2"));
        QCOMPARE(read.stageEnteredMs, 1'780'000'000'005LL);
        QVERIFY2(read.stepDescription.contains(QStringLiteral("CT03")), qPrintable(read.stepDescription));
        QCOMPARE(read.owner, QStringLiteral("ada"));
        QVERIFY(read.ownerAutomated);
    }

    // Enum values this console does not know, negative ones (ten bytes on the wire)
    // included, read as Unknown, never as a valid-looking state.
    void unknownAndNegativeEnumsAreUnknown()
    {
        v1::RackSummary rack;
        rack.set_rack_id("R1");
        rack.set_stage(v1::LifecycleStage(-1));
        rack.set_health(v1::Health(99));
        rack.set_validation_verdict(v1::ValidationVerdict(-7));
        QVERIFY(readsAsProtobufParses(rack.SerializeAsString()));
        RackSummary read;
        QVERIFY(FleetWire::readRack(rack.SerializeAsString(), &read));
        QCOMPARE(read.stage, LifecycleStage::Unknown);
        QCOMPARE(read.health, Health::Unknown);
        QCOMPARE(read.validationVerdict, ValidationVerdict::Unknown);
    }

    // Every prefix of a message: FleetWire reads it exactly when protobuf parses it, and
    // then reads the same; otherwise it says where the message broke.
    void aCutMessageIsAnErrorWhereverItIsCut()
    {
        v1::WatchFleetResponse message;
        message.set_fleet_epoch("e");
        message.set_revision(9);
        for (int n = 0; n < 3; ++n)
            *message.add_upserts() = everyFieldSet(n);
        message.mutable_server_time()->set_seconds(1'780'000'000);
        message.set_sync_total(3);
        const std::string whole = message.SerializeAsString();
        int read = 0;
        for (std::size_t length = 0; length <= whole.size(); ++length) {
            const std::string cut = whole.substr(0, length);
            v1::WatchFleetResponse parsed;
            const bool parses = parsed.ParseFromString(cut);
            FleetStreamMessage into;
            std::string error;
            const bool reads = FleetWire::readMessage(cut, &into, &error);
            QVERIFY2(reads == parses, qPrintable(QStringLiteral("cut at %1 of %2").arg(length).arg(whole.size())));
            if (!reads) {
                // Where it broke: a byte of the message, not past it.
                QVERIFY2(error.find("byte ") != std::string::npos || error.find("rack ") != std::string::npos,
                         error.c_str());
                continue;
            }
            ++read;
            QCOMPARE(into.update.upserts.size(), qsizetype(parsed.upserts_size()));
            for (int n = 0; n < parsed.upserts_size(); ++n)
                compareWithProtobuf(into.update.upserts.at(n), parsed.upserts(n));
            QCOMPARE(into.update.revision, parsed.revision());
            QCOMPARE(into.syncTotal, parsed.sync_total());
        }
        QVERIFY(read >= 5); // the prefixes that end between fields
    }

    void bytesThatAreNoMessageAreAnError()
    {
        const auto fails = [](const std::string &bytes) {
            FleetStreamMessage into;
            std::string error;
            return !FleetWire::readMessage(bytes, &into, &error) && !error.empty();
        };
        std::string elevenByteVarint;
        key(&elevenByteVarint, 2, 0);
        elevenByteVarint.append(10, '\xff');
        elevenByteVarint.push_back('\x01');
        QVERIFY(fails(elevenByteVarint));
        QVERIFY(fails(std::string("\x00\x01", 2))); // field number 0
        std::string endWithoutStart;
        key(&endWithoutStart, 9, 4);
        QVERIFY(fails(endWithoutStart));
        std::string groupNeverEnds;
        key(&groupNeverEnds, 9, 3);
        QVERIFY(fails(groupNeverEnds));
        std::string wrongEnd;
        key(&wrongEnd, 9, 3);
        key(&wrongEnd, 10, 4);
        QVERIFY(fails(wrongEnd));
        std::string wireTypeSix;
        key(&wireTypeSix, 9, 6);
        QVERIFY(fails(wireTypeSix));
        std::string longerThanItIs;
        key(&longerThanItIs, 5, 2);
        varint(&longerThanItIs, 1000);
        longerThanItIs.append("short");
        QVERIFY(fails(longerThanItIs));
        // A rack whose own bytes are broken (its location cut short) breaks the message.
        std::string brokenLocation;
        lengthDelimited(&brokenLocation, 2, std::string("\x0a\x09us-", 5));
        std::string brokenRack;
        lengthDelimited(&brokenRack, 5, brokenLocation);
        QVERIFY(fails(brokenRack));
        v1::WatchFleetResponse parsed;
        QVERIFY(!parsed.ParseFromString(brokenRack)); // protobuf agrees
    }

    // Random bytes: whatever protobuf parses, FleetWire reads alike, and what protobuf refuses
    // FleetWire refuses too, except a string outside a text that is not UTF-8 (protobuf says so
    // in its log): FleetWire reads it with replacement characters rather than lose the rack.
    void randomBytesNeverReadDifferently()
    {
        int parsedAlike = 0;
        int refusedAlike = 0;
        const bool alike = test::judgeCorruptions<v1::RackSummary>(everyFieldSet(1).SerializeAsString(), 39, 5000,
                                                                   [&](const std::string &bytes, bool parsed) {
                                                                       if (parsed) {
                                                                           ++parsedAlike;
                                                                           return readsAsProtobufParses(bytes);
                                                                       }
                                                                       ++refusedAlike;
                                                                       RackSummary read;
                                                                       return !FleetWire::readRack(bytes, &read);
                                                                   });
        QVERIFY(alike);
        QVERIFY(parsedAlike > 100);
        QVERIFY(refusedAlike > 100);
    }

    // A text whose bytes are not a LocalizedText breaks its rack, as protobuf refuses it; the
    // epoch is kept as the wire's bytes for resuming, whatever they are.
    void aBrokenTextBreaksItsRackAndTheEpochKeepsItsBytes()
    {
        v1::RackSummary rack;
        rack.set_rack_id("R-broken-text");
        std::string bytes = rack.SerializeAsString();
        lengthDelimited(&bytes, 20, std::string("\x0a\x50short", 7)); // a code said to be 80 bytes long
        v1::RackSummary parsed;
        QVERIFY(!parsed.ParseFromString(bytes));
        RackSummary read;
        QVERIFY(!FleetWire::readRack(bytes, &read));

        const std::string epoch("epoch-\xff\xfe", 8);
        std::string message;
        lengthDelimited(&message, 1, epoch);
        FleetStreamMessage into;
        std::string error;
        QVERIFY(FleetWire::readMessage(message, &into, &error));
        QCOMPARE(into.epoch, epoch);
    }

    // Tags are at most five bytes, of which the low 32 bits count, as protobuf reads them.
    void tagsAreReadAsProtobufReadsThem()
    {
        std::string sixByteTag("\x88\x80\x80\x80\x80\x00\x01", 7); // field 1 varint, padded to six bytes
        FleetStreamMessage into;
        std::string error;
        QVERIFY(!FleetWire::readMessage(sixByteTag, &into, &error));
        v1::WatchFleetResponse parsed;
        QVERIFY(!parsed.ParseFromString(sixByteTag));
        const std::string highBits("\x90\x80\x80\x80\x70\x2a", 6); // field 2 varint, bits above 32 set
        QVERIFY(parsed.ParseFromString(highBits));
        QVERIFY2(FleetWire::readMessage(highBits, &into, &error), error.c_str());
        QCOMPARE(into.update.revision, parsed.revision());
    }
};

QTEST_GUILESS_MAIN(TestFleetWire)
#include "tst_fleetwire.moc"
