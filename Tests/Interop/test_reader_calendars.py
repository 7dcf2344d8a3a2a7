"""The tool's .ics reader over calendars nobody here wrote: the test
calendars recurring-ical-events ships inside its package (exports from
Google, Outlook, Thunderbird, Nextcloud, Lotus Notes and the files people
attached to its bug reports), each listed by `workday-ics diff EMPTY.ics
FILE` and by recurring-ical-events itself over the file's first three
years (from January 1 of the year of its earliest DTSTART): the same
starts and titles, as many times each.

A file may differ from the peer only for a reason listed in EXPECTED (a
choice of the reader's, documented in `diff --help` and the article on
reading, or a mistake of the peer's), and a file listed there must still
differ, so that the list stays short and true. `python
Tests/Interop/test_reader_calendars.py` prints the counts: how many agree,
differ, and are refused whole."""
import datetime
import glob
import os
import subprocess
import sys
import tempfile
from collections import Counter

import icalendar
import pytest
import recurring_ical_events

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conftest import BINARY  # noqa: E402

CALENDARS = os.path.join(os.path.dirname(recurring_ical_events.__file__), "test", "calendars")
EMPTY = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//reader//EN\r\nEND:VCALENDAR\r\n"
YEARS = 3

#: The files that differ from recurring-ical-events, and why.
EXPECTED = {
    # Choices of the reader's (diff --help, the article on reading):
    "issue_18_cancel_status.ics": "a cancelled occurrence is not shown; the peer lists it, marked cancelled",
    "end_before_start_event.ics": "an end before the start is kept as written; the peer swaps them",
    "issue_132_swapped_start_and_end.ics": "an end before the start is kept as written; the peer swaps them",
    "bad_rrule_missing_until_event.ics": "an RRULE with a typo (UNTL=) is skipped and named, and the event's "
                                         "start shown; the peer refuses the file, or leaves the event out whole",
    "issue_128_only_first_event.ics": "an RRULE with COUNT=-1 is skipped and named; the peer drops the COUNT "
                                      "and repeats for ever",
    # RFC 5545, where python-dateutil (under the peer) reads otherwise:
    "multiple_rrule.ics": "COUNT counts DTSTART (RFC 5545 3.3.10: it is always the first instance); "
                          "dateutil counts only the days the rule matches",
    "issue_117_until_before_dtstart.ics": "DTSTART is always an occurrence (RFC 5545 3.8.5.3), even with an "
                                          "UNTIL before it; dateutil gives none",
    "issue_75_range_parameter.ics": "UNTIL=20250920, a day, on a rule of times (RFC 5545 wants the same type) "
                                    "is read through that day; dateutil stops at its midnight",
    # What the peer makes of values RFC 5545 leaves undefined:
    "issue_201_mixed_datetime_and_date.ics": "a DTSTART that is a day stays an all-day event; the peer makes it "
                                             "midnight in UTC when its DTEND is a time",
    "issue_201_test_matrix.ics": "a DTSTART that is a day stays an all-day event; the peer makes it a time "
                                 "when its DTEND is one",
    "issue_86_x_wr_timezone_without_time_zone_in_dt.ics": "a floating time stays floating; the peer reads it "
                                                          "in X-WR-TIMEZONE, which RFC 5545 does not define",
}


def files():
    return sorted(os.path.basename(path) for path in glob.glob(os.path.join(CALENDARS, "*.ics")))


def shown(value):
    """A start as the comparison keys it: a day, a floating time as
    written, or an instant in UTC."""
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            return value.strftime("%Y-%m-%dT%H:%M:%S")
        return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


def first_year(parsed):
    years = [event["DTSTART"].dt.year for event in parsed.walk("VEVENT") if "DTSTART" in event]
    return min(years) if years else None


def by_peer(parsed, year):
    """(start, title) of every occurrence whose start, on its own wall
    clock, falls in the years from `year` on."""
    found = Counter()
    end = year + YEARS
    try:
        query = recurring_ical_events.of(parsed)
    except recurring_ical_events.InvalidCalendar:
        # It refuses a series it cannot read, or leaves it out whole.
        query = recurring_ical_events.of(parsed, skip_bad_series=True)
    for event in query.between(datetime.date(year - 1, 12, 30), datetime.date(end, 1, 2)):
        start = event["DTSTART"].dt
        if not year <= start.year < end:
            continue
        found[(shown(start), str(event.get("SUMMARY", "")))] += 1
    return found


def by_tool(path, year):
    """(status, (start, title) counts, stderr) of `diff EMPTY.ics FILE`,
    its `+ START TITLE` lines from `year` on."""
    with tempfile.TemporaryDirectory() as folder:
        empty = os.path.join(folder, "empty.ics")
        with open(empty, "w", newline="") as file:
            file.write(EMPTY)
        environment = {"PATH": "/usr/bin:/bin", "WORKDAY_ICS_TODAY": "2026-11-23"}
        result = subprocess.run([BINARY, "diff", empty, path], capture_output=True, env=environment, timeout=120)
    found = Counter()
    end = year + YEARS
    for line in result.stdout.decode().splitlines():
        _, start, *title = line.split(" ", 2)
        if not year <= int(start[:4]) < end:
            continue
        if len(start) > 19:
            start = shown(datetime.datetime.fromisoformat(start.replace("Z", "+00:00")))
        found[(start, title[0] if title else "")] += 1
    return result.returncode, found, result.stderr.decode(errors="replace")


def compare(name):
    """("agree" | "differ" | "refused", what differs)."""
    path = os.path.join(CALENDARS, name)
    with open(path, "rb") as file:
        parsed = icalendar.Calendar.from_ical(file.read())
    year = first_year(parsed)
    status, tool, err = by_tool(path, year or 2000)
    if status not in (0, 1, 3):
        return "refused", err.strip()[:400]
    if year is None:
        return ("agree", "") if not tool else ("differ", f"the tool lists {sorted(tool)[:3]} of a file without events")
    peer = by_peer(parsed, year)
    if tool == peer:
        return "agree", ""
    return "differ", (f"only the tool: {sorted((tool - peer).elements())[:4]}; "
                      f"only recurring-ical-events: {sorted((peer - tool).elements())[:4]}; {err.strip()[:300]}")


@pytest.mark.parametrize("name", files())
def test_the_reader_reads_as_recurring_ical_events(name):
    outcome, detail = compare(name)
    if name in EXPECTED:
        assert outcome == "differ", f"{name} is listed as differing ({EXPECTED[name]}) but {outcome}: {detail}"
    else:
        assert outcome == "agree", f"{name}: {outcome}: {detail}"


def test_the_peer_ships_its_calendars():
    assert len(files()) >= 90, CALENDARS


if __name__ == "__main__":
    counts = Counter()
    for name in files():
        outcome, detail = compare(name)
        counts[outcome] += 1
        if outcome != "agree" or "-v" in sys.argv:
            print(f"{outcome:8} {name}: {detail}")
    print(dict(counts), "of", len(files()))
