# Sourced by the benchmarks that run the real console: an Xvfb display of their own, rackops-sim in
# its own process (time scale 60), and cleanup of both on exit. Expects $build; sets $work, $display,
# $sim and $console; start_sim RACKS [SIM OPTIONS...] sets $simpid and $address.
sim="$build/simulator/rackops-sim"
console="$build/app/rackops-console"
work=$(mktemp -d)
display=":$((90 + RANDOM % 100))"
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanup() {
    kill "$xvfb" 2>/dev/null || true
    pkill -P $$ 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
sleep 1

start_sim() {
    "$sim" --racks "$1" --listen 127.0.0.1:0 --time-scale 60 "${@:2}" >"$work/sim.log" 2>&1 &
    simpid=$!
    address=""
    for _ in $(seq 600); do
        address=$(sed -n 's/^rackops-sim listening on //p' "$work/sim.log")
        [ -n "$address" ] && return 0
        sleep 0.1
    done
    echo "rackops-sim did not start:"
    cat "$work/sim.log"
    exit 1
}

rss_mib() { awk '/^VmRSS/ { print int($2 / 1024) }' "/proc/$1/status"; }

# The console connected to the sim under the display, cooling at 1 Hz; more options after. Sets $consolepid.
start_console() {
    DISPLAY="$display" XDG_CONFIG_HOME="$work/config" "$console" --connect "$address" --user anna \
        --cooling-interval 1 "$@" >"$work/console.log" 2>&1 &
    consolepid=$!
    pointer_off_board &
}

# Xvfb's pointer starts in the middle of the screen, on the fleet board, and a board pointed at holds
# still (its changes wait): the runs before 5 December measured a board that never moved. Once the
# console's window is up (the pointer cannot be moved on an empty screen), the pointer goes to a
# corner outside it, where an operator watching the board has it.
pointer_off_board() {
    if ! command -v xdotool >/dev/null 2>&1; then
        echo "consolerig: xdotool is not installed: the pointer rests on the board, which then holds still" >&2
        return
    fi
    for _ in $(seq 150); do
        if DISPLAY="$display" xdotool search --onlyvisible --class rackops-console >/dev/null 2>&1; then
            DISPLAY="$display" xdotool mousemove 1919 1079
            return
        fi
        sleep 0.2
    done
    echo "consolerig: no console window in 30 s: the pointer was not moved" >&2
}

stop_both() {
    kill -TERM "$consolepid"
    wait "$consolepid" || true
    kill -TERM "$simpid"
    wait "$simpid" || true
}
