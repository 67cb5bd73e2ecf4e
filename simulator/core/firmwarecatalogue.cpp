#include "core/firmwarecatalogue.h"

#include <array>

namespace rackops::sim {

namespace {

constexpr std::array<FirmwareCatalogue::Image, 5> kComputeTray = {{
    {"BMC", "25.06.1", "24.12.4"},
    {"HMC", "25.06.3", "24.12.9"},
    {"GPU VBIOS", "98.10.4A.00.02", "98.10.3F.00.07"},
    {"ConnectX-9", "48.102.1040", "48.100.2210"},
    {"BlueField-4", "45.8.1200", "45.6.1010"},
}};
constexpr std::array<FirmwareCatalogue::Image, 2> kSwitchTray = {{
    {"NVSwitch", "5.2.0140", "5.1.0088"},
    {"BMC", "25.06.1", "24.12.4"},
}};
constexpr std::array<FirmwareCatalogue::Image, 1> kPowerShelf = {{{"PSU", "3.4.1", "3.3.7"}}};
constexpr std::array<FirmwareCatalogue::Image, 1> kCdu = {{{"CDU controller", "2.11.0", "2.10.2"}}};

} // namespace

std::span<const FirmwareCatalogue::Image> FirmwareCatalogue::images(v1::ComponentKind kind)
{
    switch (kind) {
    case v1::COMPONENT_KIND_COMPUTE_TRAY: return kComputeTray;
    case v1::COMPONENT_KIND_NVLINK_SWITCH_TRAY: return kSwitchTray;
    case v1::COMPONENT_KIND_POWER_SHELF: return kPowerShelf;
    case v1::COMPONENT_KIND_CDU: return kCdu;
    default: return {};
    }
}

FirmwareLevel FirmwareCatalogue::level(const SimRack &rack, int componentIndex)
{
    return componentIndex >= 0 && componentIndex < rack.firmware_levels_size() ? rack.firmware_levels(componentIndex)
                                                                               : FIRMWARE_LEVEL_PREVIOUS;
}

void FirmwareCatalogue::setLevel(SimRack &rack, int componentIndex, FirmwareLevel level)
{
    if (componentIndex < 0)
        return;
    // Levels fill up lazily: a delivered rack has none stored at all.
    while (rack.firmware_levels_size() <= componentIndex)
        rack.add_firmware_levels(FIRMWARE_LEVEL_PREVIOUS);
    rack.set_firmware_levels(componentIndex, level);
}

bool FirmwareCatalogue::asExpected(const SimRack &rack, int componentIndex)
{
    // A part without firmware images has nothing to be behind on.
    return level(rack, componentIndex) == FIRMWARE_LEVEL_EXPECTED
        || images(rack.detail().components(componentIndex).kind()).empty();
}

void FirmwareCatalogue::render(const SimRack &rack, v1::RackDetail *detail)
{
    for (int i = 0; i < detail->components_size(); ++i) {
        auto *component = detail->mutable_components(i);
        component->clear_firmware();
        const FirmwareLevel at = level(rack, i);
        for (const Image &image : images(component->kind())) {
            auto *version = component->add_firmware();
            version->set_component(image.component);
            version->set_expected(image.expected);
            version->set_actual(at == FIRMWARE_LEVEL_EXPECTED      ? image.expected
                                    : at == FIRMWARE_LEVEL_FACTORY ? kFactoryVersion
                                                                   : image.previous);
        }
    }
}

void FirmwareCatalogue::compact(SimRack &rack)
{
    auto *components = rack.mutable_detail()->mutable_components();
    for (int i = 0; i < components->size(); ++i) {
        auto *component = components->Mutable(i);
        if (component->firmware().empty())
            continue;
        bool expected = true;
        bool factory = false;
        for (const auto &version : component->firmware()) {
            expected = expected && version.actual() == version.expected();
            factory = factory || version.actual() == kFactoryVersion;
        }
        setLevel(rack, i,
                 expected      ? FIRMWARE_LEVEL_EXPECTED
                     : factory ? FIRMWARE_LEVEL_FACTORY
                               : FIRMWARE_LEVEL_PREVIOUS);
        component->clear_firmware();
    }
}

} // namespace rackops::sim
