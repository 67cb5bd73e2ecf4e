#include "core/rackparts.h"

#include <charconv>
#include <cstdio>

namespace rackops::sim {

namespace {

// The first slot of each kind of part, as the generator lays a rack out.
std::string derivedId(v1::ComponentKind kind, int slot)
{
    char buffer[16];
    switch (kind) {
    case v1::COMPONENT_KIND_COMPUTE_TRAY: std::snprintf(buffer, sizeof buffer, "CT%02d", slot); break;
    case v1::COMPONENT_KIND_NVLINK_SWITCH_TRAY: std::snprintf(buffer, sizeof buffer, "NVS%d", slot - 18); break;
    case v1::COMPONENT_KIND_POWER_SHELF: std::snprintf(buffer, sizeof buffer, "PS%d", slot - 27); break;
    case v1::COMPONENT_KIND_CDU: return "CDU";
    default: return {};
    }
    return buffer;
}

} // namespace

void RackParts::add(SimRack &rack, v1::ComponentKind kind, int slot, std::uint64_t serial)
{
    auto *part = rack.mutable_detail()->add_components();
    part->set_kind(kind);
    part->set_slot(slot);
    part->set_health(v1::HEALTH_OK);
    setSerial(rack, rack.detail().components_size() - 1, serial);
}

std::string RackParts::id(const v1::RackComponent &part)
{
    return part.component_id().empty() ? derivedId(part.kind(), part.slot()) : part.component_id();
}

std::string RackParts::status(const v1::RackComponent &part)
{
    return part.status().empty() ? std::string(kOk) : part.status();
}

std::string RackParts::serial(const SimRack &rack, int index)
{
    if (index < rack.part_serials_size() && rack.part_serials(index) != 0)
        return std::to_string(rack.part_serials(index));
    return index < rack.detail().components_size() ? rack.detail().components(index).serial_number() : std::string();
}

void RackParts::setSerial(SimRack &rack, int index, std::uint64_t serial)
{
    if (index < 0)
        return;
    while (rack.part_serials_size() <= index)
        rack.add_part_serials(0);
    rack.set_part_serials(index, serial);
    if (index < rack.detail().components_size())
        rack.mutable_detail()->mutable_components(index)->clear_serial_number();
}

int RackParts::find(const SimRack &rack, const std::string &id)
{
    if (id.empty())
        return -1;
    const auto &parts = rack.detail().components();
    for (int i = 0; i < parts.size(); ++i) {
        if (RackParts::id(parts[i]) == id)
            return i;
    }
    return -1;
}

void RackParts::render(const SimRack &rack, v1::RackDetail *detail)
{
    for (int i = 0; i < detail->components_size(); ++i) {
        auto *part = detail->mutable_components(i);
        part->set_component_id(id(*part));
        part->set_status(status(*part));
        part->set_serial_number(serial(rack, i));
    }
}

void RackParts::compact(SimRack &rack)
{
    auto *parts = rack.mutable_detail()->mutable_components();
    for (int i = 0; i < parts->size(); ++i) {
        auto *part = parts->Mutable(i);
        if (!part->component_id().empty() && part->component_id() == derivedId(part->kind(), part->slot()))
            part->clear_component_id();
        if (part->status() == kOk && !part->has_status_text())
            part->clear_status();
        const std::string &text = part->serial_number();
        if (text.empty())
            continue; // a current rack's part
        std::uint64_t number = 0;
        const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), number);
        if (problem == std::errc() && end == text.data() + text.size() && number != 0 && std::to_string(number) == text)
            setSerial(rack, i, number);
    }
}

} // namespace rackops::sim
