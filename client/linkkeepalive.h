#pragma once

namespace rackops {

// How fast a dead link (no RST, no FIN, just silence) is noticed: after
// `intervalMs` without traffic the channel pings, and declares the link dead
// when no answer came `timeoutMs` later. The default, 5 s + 5 s, notices a
// dead link within about 10 s, well inside the 20 s an operator may wait for
// the console to say so; the backend accepts pings that often. Tests that
// simulate a dead link pass a shorter one rather than stall for real.
struct LinkKeepalive
{
    int intervalMs = 5000;
    int timeoutMs = 5000;

    int noticeWithinMs() const { return intervalMs + timeoutMs; }
};

} // namespace rackops
