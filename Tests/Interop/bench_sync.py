"""The speed of sync's first run of a year (a reminder on every working
day of 2026: 248 events) against Radicale, Xandikos and sabre/dav behind a
loopback proxy that adds DELAY seconds to every request, as a link that far
away would (iCloud from mainland China is 150-250 ms away), beside the
sequential bound (one request at a time: the requests times DELAY) and,
when given, another build of the tool (the sequential one before writes
went out together); then the second run, which must be one request.

    python bench_sync.py WORKDAY_ICS [OTHER_WORKDAY_ICS] [--delay 0.1] [--servers radicale,xandikos,sabre]
                         [--timeline]

Prints one line per server and binary: seconds, requests, PUTs, the most in
flight at once, the round trips that are not writes, the server's CPU
seconds and the client's (the tool and its curl), and the target (a
quarter of the sequential bound); with --timeline, before it, where the
run's time went as the proxy saw it (each request but the PUTs, the PUTs'
first arrival and last answer with their statuses and how many were in
flight, the process's end); then what
plain `curl --parallel --parallel-max 8` takes for the same PUTs through
the same proxy, the link's and the server's own speed on this machine now
(sabre/dav's Digest costs curl a 401 per connection); then the same PUTs
straight to the server (no proxy, no delay): the server's own time for the
writes, which with the run's other round trips and the writes' first at
DELAY gives the floor no client can go below (Xandikos commits every PUT to git, in one Python
process: its CPU seconds are the writes' floor on an idle machine)."""
import argparse
from collections import Counter
import os
import resource
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+")
    parser.add_argument("--delay", type=float, default=0.1)
    parser.add_argument("--servers", default="radicale,xandikos,sabre")
    parser.add_argument("--timeline", action="store_true",
                        help="print where each run's time goes: each request but the PUTs, the PUTs' first and last")
    options = parser.parse_args()
    os.environ["WORKDAY_ICS"] = os.path.abspath(options.binaries[0])
    import caldav_servers
    from caldav_servers import start_server, stop_server, sync

    print(f"first sync of 2026 (248 events) through a proxy adding {options.delay * 1000:.0f} ms to each request")
    for kind in options.servers.split(","):
        for binary in options.binaries:
            caldav_servers.BINARY = os.path.abspath(binary)
            server = start_server(kind)
            try:
                # The most requests in flight at once, seen by the proxy.
                lock = threading.Lock()
                flight = {"now": 0, "most": 0}
                original = server.proxy.intercept

                spans = []

                def count(method, path, headers, body):
                    began = time.monotonic()
                    with lock:
                        flight["now"] += 1
                        flight["most"] = max(flight["most"], flight["now"])
                    time.sleep(options.delay)
                    with lock:
                        flight["now"] -= 1
                        spans.append((began, time.monotonic(), method, path))
                    return original and original(method, path, headers, body)

                server.proxy.intercept = count
                mark = server.mark()
                ended = TimedList(server.proxy.requests)
                server.proxy.requests = ended
                cpu = server_cpu(server)
                client = resource.getrusage(resource.RUSAGE_CHILDREN)
                started = time.monotonic()
                status, out, err = sync(server, "--create-calendar", "--calendar-name", "Work", "--from",
                                        "2026-01-01", "--to", "2026-12-31", timeout=3600)
                took = time.monotonic() - started
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                client = after.ru_utime + after.ru_stime - client.ru_utime - client.ru_stime
                if options.timeline:
                    print(timeline(started, started + took, spans, ended.times[mark:], server.requests[mark:]))
                cpu = server_cpu(server) - cpu
                trips = round_trips([(began, ended) for began, ended, method, _ in spans if method != "PUT"])
                requests = server.requests[mark:]
                puts = sum(1 for method, *_ in requests if method == "PUT")
                summary = [line for line in out.splitlines() if line.startswith("synced:")]
                mark = server.mark()
                sync(server, "--calendar-name", "Work", "--from", "2026-01-01", "--to", "2026-12-31", timeout=600)
                second = server.count(mark)
                sequential = len(requests) * options.delay
                print(f"{kind:9} {os.path.relpath(binary):60} {took:7.1f} s  status {status}  {len(requests)} requests "
                      f"({puts} PUT), at most {flight['most']} in flight, {trips} round trips besides the PUTs, "
                      f"server CPU {cpu:.1f} s, the tool's and curl's {client:.1f} s; sequential bound {sequential:.1f} s, "
                      f"target <= {sequential / 4:.1f} s; second run {second} request(s)  {summary[0] if summary else err.strip()[:100]}")
                if binary == options.binaries[-1]:
                    server.proxy.intercept = None
                    bodies = written(server)
                    plain = plain_curl(server, bodies, count)
                    print(f"{kind:9} {'plain curl --parallel-max 8, the same PUTs':60} {plain:7.1f} s")
                    cpu = server_cpu(server)
                    direct = plain_curl(server, bodies, None, direct=True)
                    cpu = server_cpu(server) - cpu
                    # The PUTs' own delay counts once: the server sees the
                    # first of them only a delay after they were sent.
                    floor = direct + (trips + 1) * options.delay
                    print(f"{kind:9} {'the same PUTs straight to the server, no delay':60} {direct:7.1f} s  "
                          f"server CPU {cpu:.1f} s; any client's floor, with the run's {trips} other round trips "
                          f"and the PUTs' first at {options.delay * 1000:.0f} ms: {floor:.1f} s "
                          f"(target <= {sequential / 4:.1f} s"
                          f"{': out of reach on this machine now' if floor > sequential / 4 else ''})")
            finally:
                stop_server(server)


class TimedList(list):
    """The proxy's list of requests, noting when each was appended: when
    its reply was ready to go back (the proxy appends a request as it has
    the server's answer)."""

    def __init__(self, items):
        super().__init__(items)
        self.times = [None] * len(items)

    def append(self, item):
        self.times.append(time.monotonic())
        super().append(item)


def timeline(started, ended, spans, times, requests):
    """Where a run's time went, seen from the proxy, in seconds from the
    start of the process: each request but the PUTs (arrived .. answer
    ready, the delay included), the PUTs' first arrival and last answer,
    and the process's end."""
    unmatched = sorted(spans)
    lines = []
    puts = []
    for (method, path, _, status), answered in zip(requests, times):
        match = next((span for span in unmatched if span[2] == method and span[3] == path and span[0] <= answered),
                     None)
        if match:
            unmatched.remove(match)
        began = match[0] if match else answered
        if method == "PUT":
            puts.append((began, answered, status))
        else:
            lines.append((began, f"    {began - started:6.2f} .. {answered - started:6.2f}  {method} {path} {status}"))
    if puts:
        first, last = min(b for b, _, _ in puts), max(a for _, a, _ in puts)
        statuses = ", ".join(f"{count} {status}" for status, count in sorted(Counter(s for *_, s in puts).items()))
        # The PUTs in flight, on average over each fifth of the batch.
        fifths = []
        for part in range(5):
            start = first + (last - first) * part / 5
            end = first + (last - first) * (part + 1) / 5
            busy = sum(max(0, min(a, end) - max(b, start)) for b, a, _ in puts)
            fifths.append(f"{busy / max(end - start, 1e-9):.1f}")
        lines.append((first, f"    {first - started:6.2f} .. {last - started:6.2f}  {len(puts)} PUTs ({statuses}; "
                             f"the first arrived .. the last answered; in flight on average, by fifths: "
                             f"{' '.join(fifths)})"))
    answers = [t for t in times if t is not None]
    last = max(answers, default=started)
    lines.append((ended, f"    {ended - started:6.2f}  the process ended, {ended - last:.2f} s after the last answer"))
    return "\n".join(line for _, line in sorted(lines))


def server_cpu(server):
    """The server process's CPU seconds so far (user and system)."""
    with open(f"/proc/{server.process.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def round_trips(spans):
    """How many round trips one after another the (start, end) `spans`
    make: a request that starts before the one before it ended went with
    it."""
    trips, end = 0, None
    for began, ended in sorted(spans):
        if end is None or began >= end:
            trips += 1
            end = ended
        else:
            end = max(end, ended)
    return trips


def written(server):
    """The bodies of the events sync wrote."""
    calendar = server.calendar()
    return [server.get(calendar, name)[0] for name in sorted(server.members(calendar))]


def plain_curl(server, bodies, intercept, direct=False):
    """Seconds plain curl takes to PUT `bodies`, anew in another
    calendar, 8 in flight, through the proxy with `intercept`, or straight
    to the server (`direct`)."""
    server.proxy.intercept = None
    segment = "direct" if direct else "plain"
    target = server.make_calendar(segment, segment.title())
    base = f"http://127.0.0.1:{server.port}" if direct else server.url.rstrip("/")
    folder = tempfile.mkdtemp()
    config = "no-progress-meter\nparallel\nparallel-immediate\nparallel-max = 8\n"
    for index, body in enumerate(bodies):
        path = os.path.join(folder, f"{index}.ics")
        with open(path, "wb") as file:
            file.write(body)
        config += "next\n" if index else ""
        config += (f'url = "{base}{target}{index}.ics"\nrequest = "PUT"\nsilent\noutput = "/dev/null"\n'
                   f'header = "Content-Type: text/calendar; charset=utf-8"\nheader = "If-None-Match: *"\n'
                   f'header = "Expect:"\ndata-binary = "@{path}"\n')
        if server.authenticates:
            config += f'user = "{server.user}:{server.password}"\n' + ("digest\n" if server.name == "sabre" else "")
    server.proxy.intercept = intercept
    started = time.monotonic()
    subprocess.run(["curl", "--disable", "--config", "-"], input=config.encode(), check=True)
    return time.monotonic() - started


if __name__ == "__main__":
    main()
