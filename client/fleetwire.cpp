#include "fleetwire.h"

#include "commonconvert.h"
#include "nestedbytes.h"
#include "repeatedtext.h"
#include "validationconvert.h"
#include "wirereader.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace rackops {

namespace {
using W = WireReader;

bool readLocation(std::string_view bytes, RackSummary *r)
{
    thread_local RepeatedText region, site, hall, row;
    W in(bytes);
    while (in.next()) {
        switch (in.tag()) {
        case W::tag(1, W::Len): r->region = region(in.bytes()); break;
        case W::tag(2, W::Len): r->site = site(in.bytes()); break;
        case W::tag(3, W::Len): r->hall = hall(in.bytes()); break;
        case W::tag(4, W::Len): r->row = row(in.bytes()); break;
        case W::tag(5, W::Varint): r->position = in.int32(); break;
        default: in.skip(); break;
        }
    }
    return !in.failed();
}

bool readOwner(std::string_view bytes, RackSummary *r)
{
    thread_local RepeatedText owner;
    W in(bytes);
    while (in.next()) {
        switch (in.tag()) {
        case W::tag(1, W::Len): r->owner = owner(in.bytes()); break;
        case W::tag(2, W::Varint): r->ownerAutomated = in.boolean(); break;
        default: in.skip(); break;
        }
    }
    return !in.failed();
}

} // namespace

bool FleetWire::readRack(std::string_view bytes, RackSummary *into)
{
    return readRack(bytes, into, TextLanguage::now());
}

bool FleetWire::readRack(std::string_view bytes, RackSummary *into, const TextLanguage &as)
{
    RackSummary &r = *into;
    // Read as they come, said once all is read: a text and its English may come in either order.
    std::string_view rackId;
    std::string_view healthReason;
    std::string_view stepDescription;
    std::string_view activeOperation;
    NestedBytes healthReasonText;
    NestedBytes stepText;
    NestedBytes activeOperationText;
    bool stageEntered = false;
    std::int64_t stageEnteredSeconds = 0;
    std::int32_t stageEnteredNanos = 0;
    qint64 stageExpectedMs = 0;
    float stepProgress = 0.0F;
    thread_local RepeatedText platform;
    W in(bytes);
    bool nestedValid = true;
    while (nestedValid && in.next()) {
        switch (in.tag()) {
        case W::tag(1, W::Len): rackId = in.bytes(); break;
        case W::tag(2, W::Len): nestedValid = readLocation(in.bytes(), &r); break;
        case W::tag(3, W::Varint): r.stage = CommonConvert::stage(in.int32()); break;
        case W::tag(4, W::Varint): r.health = CommonConvert::health(in.int32()); break;
        case W::tag(5, W::Len): healthReason = in.bytes(); break;
        case W::tag(6, W::Len):
            stageEntered = true;
            nestedValid = W::timestamp(in.bytes(), &stageEnteredSeconds, &stageEnteredNanos);
            break;
        case W::tag(7, W::Fixed32): stepProgress = in.float32(); break;
        case W::tag(8, W::Len): stepDescription = in.bytes(); break;
        case W::tag(9, W::Varint): r.revision = in.int64(); break;
        case W::tag(10, W::Len): r.platform = platform(in.bytes()); break;
        case W::tag(11, W::Varint): r.gpuCount = in.int32(); break;
        case W::tag(12, W::Varint): r.stateRevision = in.int64(); break;
        case W::tag(13, W::Len): r.activeOperationId = CommonConvert::utf16(in.bytes()); break;
        case W::tag(14, W::Len): activeOperation = in.bytes(); break;
        case W::tag(15, W::Varint): r.validationVerdict = ValidationConvert::verdict(in.int32()); break;
        case W::tag(16, W::Len): r.validationRunId = CommonConvert::utf16(in.bytes()); break;
        case W::tag(17, W::Varint): stageExpectedMs = in.int64(); break;
        case W::tag(18, W::Len): nestedValid = readOwner(in.bytes(), &r); break;
        case W::tag(19, W::Len): stepText.add(in.bytes()); break;
        case W::tag(20, W::Len): healthReasonText.add(in.bytes()); break;
        case W::tag(21, W::Len): activeOperationText.add(in.bytes()); break;
        default: in.skip(); break;
        }
    }
    if (!nestedValid || in.failed())
        return false;
    NamedRack rack = RackKeys::named(rackId);
    r.rackId = std::move(rack.id);
    r.rackKey.value = rack.key;
    // A text is read the first time its bytes come (CommonConvert's cache knows them after);
    // one that is not a LocalizedText makes the rack unreadable, as it does for protobuf.
    bool textUnreadable = false;
    r.healthReason = CommonConvert::spoken(healthReasonText.view(), healthReason, as, &textUnreadable);
    r.stepDescription = CommonConvert::spoken(stepText.view(), stepDescription, as, &textUnreadable);
    r.activeOperation = CommonConvert::spoken(activeOperationText.view(), activeOperation, as, &textUnreadable);
    if (textUnreadable)
        return false;
    r.stageEnteredMs = stageEntered ? CommonConvert::timestampMs(stageEnteredSeconds, stageEnteredNanos) : 0;
    r.stepProgress = std::isfinite(stepProgress) ? std::clamp(stepProgress, 0.0F, 1.0F) : 0.0F;
    // A usual stay of ten years or a negative one is nonsense from the wire: no usual length.
    constexpr qint64 kTenYearsMs = 10LL * 366 * 24 * 3600 * 1000;
    r.stageExpectedMs = stageExpectedMs > 0 && stageExpectedMs < kTenYearsMs ? stageExpectedMs : 0;
    return true;
}

bool FleetWire::readMessage(std::string_view bytes, FleetStreamMessage *into, std::string *error)
{
    FleetUpdate &update = into->update;
    // The racks are counted first, so the list is made once at its size. The first message of a
    // snapshot makes room for all of it, so the ones after it are appended without moving what
    // came before; a total beyond any fleet is not trusted.
    constexpr int kLargestFleetReserved = 250'000;
    int racks = 0;
    bool reset = false;
    bool removes = false;
    int syncTotal = 0;
    W scan(bytes);
    while (scan.next()) {
        switch (scan.tag()) {
        case W::tag(3, W::Varint): reset = scan.boolean(); break;
        case W::tag(5, W::Len):
            ++racks;
            scan.skip();
            break;
        case W::tag(6, W::Len):
            removes = true;
            scan.skip();
            break;
        case W::tag(8, W::Varint): syncTotal = scan.int32(); break;
        default: scan.skip(); break;
        }
    }
    if (scan.failed()) {
        *error = "the fleet message is malformed at byte " + std::to_string(scan.offset()) + " of "
            + std::to_string(bytes.size());
        return false;
    }
    // A later piece of a snapshot that only adds racks is read straight into the snapshot read so
    // far (its room was made by the first piece): no rack is moved into it afterwards. A piece
    // that starts anew or removes racks is merged as any update is.
    FleetUpdate *const snapshot = !reset && !removes ? into->snapshot : nullptr;
    QList<RackSummary> &upserts = snapshot ? snapshot->upserts : update.upserts;
    const qsizetype racksBefore = upserts.size();
    const qsizetype needed = racksBefore + std::max(racks, reset ? std::min(syncTotal, kLargestFleetReserved) : 0);
    if (needed > upserts.capacity()) // grown by half at least: pieces without a total must not copy it each
        upserts.reserve(std::max(needed, racksBefore + racksBefore / 2));
    // A piece that breaks partway leaves the snapshot as it was: none of its racks are kept.
    const auto refused = [&upserts, racksBefore] {
        upserts.resize(racksBefore);
        return false;
    };
    const TextLanguage as = TextLanguage::now();
    W in(bytes);
    bool serverTime = false;
    std::int64_t serverSeconds = 0;
    std::int32_t serverNanos = 0;
    while (in.next()) {
        switch (in.tag()) {
        case W::tag(1, W::Len):
            into->epoch = in.bytes(); // as the server wrote it, to be handed back when resuming
            update.fleetEpoch = CommonConvert::interned(into->epoch);
            break;
        case W::tag(2, W::Varint): update.revision = in.int64(); break;
        case W::tag(3, W::Varint): update.reset = in.boolean(); break;
        case W::tag(4, W::Varint): into->initialSyncComplete = in.boolean(); break;
        case W::tag(5, W::Len): {
            const std::string_view rack = in.bytes();
            // in place: no temporary to move and destroy
            if (!readRack(rack, &upserts.emplace_back(), as)) {
                *error = "rack " + std::to_string(upserts.size() - racksBefore) + " of the fleet message is malformed";
                return refused();
            }
            break;
        }
        case W::tag(6, W::Len): update.removedRackIds.append(CommonConvert::utf16(in.bytes())); break;
        case W::tag(7, W::Len):
            serverTime = true;
            if (!W::timestamp(in.bytes(), &serverSeconds, &serverNanos)) {
                *error = "the fleet message's server time is malformed";
                return refused();
            }
            break;
        case W::tag(8, W::Varint): into->syncTotal = in.int32(); break;
        default: in.skip(); break;
        }
    }
    update.serverTimeMs = serverTime ? CommonConvert::timestampMs(serverSeconds, serverNanos) : 0;
    into->racks = racks;
    if (snapshot)
        snapshot->upsertsAppended();
    return true; // the scan above found the message whole
}

} // namespace rackops
