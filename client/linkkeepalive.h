#pragma once

namespace rackops {

// How fast a dead link (no RST, no FIN, just silence) is noticed: after
// `intervalMs` without traffic the channel pings, and declares the link dead
// when no answer came `timeoutMs` later. The default, 5 s + 4 s, notices a
// dead link within about 9.5 s (gRPC's timers add up to half a second; 5 s +
// 5 s measured 10.0-10.5 s, rackops-bench-link), and still takes a link with
// a 3 s round trip for live. 5 s is as often as the backend accepts pings.
// Tests that simulate a dead link pass a shorter one rather than stall for real.
struct LinkKeepalive {
    int intervalMs = 5000;
    int timeoutMs = 4000;

    int noticeWithinMs() const { return intervalMs + timeoutMs; }
};

} // namespace rackops
