#pragma once

class QApplication;

namespace rackops {

// The console's look: Fusion with a dark palette (the NOC default) or light.
class Theme {
public:
    enum class Variant { Dark, Light };
    static void apply(QApplication &app, Variant variant);
};

} // namespace rackops
