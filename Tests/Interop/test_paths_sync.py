"""The differential harness's fifth path: `sync` to a CalDAV server
(Radicale on 127.0.0.1, as in test_sync_radicale.py) holds the events
`generate` writes: a few random requests of paths.py, each synced into a
calendar of its own, whose resources, expanded by recurring-ical-events,
are the expanded file's occurrences, UIDs included: a file and a server
must give a person the same days."""
import datetime
import os
import shutil
import subprocess
import tempfile
from collections import Counter

import icalendar
import pytest
import recurring_ical_events

import paths
from conftest import BINARY
from test_paths import tool, utc
from test_sync_radicale import ALICE, Radicale

SEED = 2411
COUNT = 6


def occurrences(calendars):
    """(UID, start, end, title, status, alarms) of every occurrence of the
    parsed calendars."""
    found = []
    for parsed in calendars:
        for event in recurring_ical_events.of(parsed).between(datetime.date(1900, 1, 1), datetime.date(2200, 1, 1)):
            start, end = event["DTSTART"].dt, event["DTEND"].dt
            timed = isinstance(start, datetime.datetime)
            alarms = sorted(utc(start + alarm["TRIGGER"].dt) if timed else str(int(alarm["TRIGGER"].dt.total_seconds()))
                            for alarm in event.walk("VALARM"))
            found.append((str(event["UID"]), utc(start) if timed else start.isoformat(),
                          utc(end) if timed else end.isoformat(), str(event["SUMMARY"]), str(event.get("STATUS", "")),
                          ",".join(alarms)))
    return Counter(found)


def chosen_requests():
    """The first requests of the seed with a short range (a sync writes one
    resource per event)."""
    chosen = []
    for request in paths.requests(SEED, 200):
        if "from" in request and (paths.last_day(request) - paths.first_day(request)).days <= 60:
            chosen.append(request)
        if len(chosen) == COUNT:
            break
    return chosen


@pytest.fixture(scope="module")
def server():
    folder = tempfile.mkdtemp(prefix="workday-ics-paths-radicale-")
    radicale = Radicale(folder)
    radicale.start()
    yield radicale
    radicale.stop()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("index", range(COUNT))
def test_sync_holds_what_generate_writes(server, index):
    request = chosen_requests()[index]
    name = f"Paths {index}"
    with tempfile.TemporaryDirectory() as folder:
        paths.write_files(request, folder)
        arguments = [word for word in paths.arguments(request, "expanded") if word not in ("--style", "expanded")]
        arguments += ["--calendar-name", name]
        status, _, error = tool(arguments + ["-o", "expanded.ics"], folder)
        environment = {
            "PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": paths_today(),
            "HOME": server.folder, "XDG_STATE_HOME": os.path.join(server.folder, "state"),
            "WORKDAY_ICS_PASSWORD": ALICE[1],
        }
        synced = subprocess.run(
            [BINARY, "sync", "-q", "--server", server.url, "--user", ALICE[0], "--create-calendar",
             *arguments[1:]], capture_output=True, env=environment, cwd=folder, timeout=120,
            stdin=subprocess.DEVNULL)
        line = paths.command_line(request)
        if status != 0:
            assert synced.returncode == 2 and synced.stderr.decode().split("\n")[0] == error.split("\n")[0], \
                f"{line}\ngenerate refuses ({error.strip()}), sync exits {synced.returncode}: {synced.stderr.decode()}"
            return
        assert synced.returncode == 0, f"{line}\nsync: {synced.stderr.decode()}"
        with open(os.path.join(folder, "expanded.ics"), "rb") as file:
            expected = occurrences([icalendar.Calendar.from_ical(file.read())])
    resources = server.collections().get(name, {})
    found = occurrences(resources.values())
    assert found == expected, (f"{line}\nonly in the file {sorted(expected - found)[:3]}, "
                               f"only on the server {sorted(found - expected)[:3]}")


def paths_today():
    from test_paths import TODAY
    return TODAY
