"""Every calendar of the suite, in both styles and in zones with and without
daylight saving, through three iCalendar consumers outside Python, installed
from Debian's packages by the Makefile (rule interop-consumers):

  libical         Tests/Interop/consumers/libical_check.c: libical's parser,
                  its restriction checks (icalrestriction_check), its
                  recurrence iterator, its VTIMEZONE conversion
  icalendar-ruby  Tests/Interop/consumers/icalendar_ruby.rb: the Ruby gem's
                  strict parser and its VTIMEZONE offsets, ice_cube rules
  sabre-vobject   Tests/Interop/consumers/sabre_vobject.php: sabre/vobject's
                  strict reader, validate() and the CalDAV expand()

Each must read the file without an error, and list the same occurrences
(UID and UTC instant, or UID and date for all-day events) as
recurring-ical-events, the Python reference of test_occurrences.py. For the
calendars of working days that reference is itself checked against the
tool's `list` and Python's zoneinfo. A consumer that is not installed fails
these tests; none is skipped.

A hand-written calendar checks the harness itself: all three accept it and
expand it to the instants worked out by hand, and each catches the defect
class it is here for."""
import datetime
import functools
import os
import subprocess
import tempfile
from collections import Counter
from zoneinfo import ZoneInfo

import icalendar
import pytest
import recurring_ical_events

from conftest import CALENDARS, ICALENDAR_RUBY, SABRE_VOBJECT, calendar, run

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LIBICAL_CHECK = os.environ.get("LIBICAL_CHECK", os.path.join(ROOT, ".build-interop", "libical-check"))

#: Each consumer: libical-check's command line (a run a calendar), or Ruby's
#: and PHP's, which read one calendar after another in one process.
CONSUMERS = {
    "libical": [LIBICAL_CHECK],
    "icalendar-ruby": ICALENDAR_RUBY,
    "sabre-vobject": SABRE_VOBJECT,
}

#: Zones and a time of day for each: 01:30 lies on the far side of midnight
#: from UTC in all three daylight-saving zones, in both seasons.
ZONES = {"Asia/Shanghai": "08:50", "Europe/Berlin": "01:30", "America/New_York": "01:30", "Australia/Lord_Howe": "01:30"}
STYLES = ["expanded", "compact"]


def other_style(arguments):
    """The same calendar in the other style, or None where the command has
    no --style (holidays) or a configuration file decides it."""
    if arguments[0] != "generate" or "--config" in arguments:
        return None
    if "--style" in arguments:
        at = arguments.index("--style")
        style = "expanded" if arguments[at + 1] == "compact" else "compact"
        return arguments[:at + 1] + [style] + arguments[at + 2:]
    return arguments + ["--style", "compact"]


def zone_calendars():
    calendars = {}
    for zone, time in ZONES.items():
        for style in STYLES:
            common = ["generate", "--year", "2024-2026", "--time-zone", zone, "--style", style]
            calendars[f"{zone}-{style}-{time}"] = common + ["--time", time, "--alarm", "10m"]
            calendars[f"{zone}-{style}-all-day"] = common + ["--all-day"]
            if zone != "Asia/Shanghai":
                # Every Sunday, the clocks' day of change included: 01:45
                # just before the missing hour (and, in New York and on Lord
                # Howe Island, twice on the day summer time ends), 03:30 just
                # after it. A time inside the missing hour (02:15) is left
                # out: consumers disagree on it (see the report of the change
                # that added these tests).
                for sunday in ("01:45", "03:30"):
                    calendars[f"{zone}-{style}-sundays-{sunday}"] = common + [
                        "--rule", "FREQ=WEEKLY;BYDAY=SU", "--on-day-off", "keep", "--time", sunday, "--no-alarm"]
    return calendars


ZONE_CALENDARS = zone_calendars()
ALL_CALENDARS = dict(CALENDARS)
for _name, _arguments in CALENDARS.items():
    _variant = other_style(_arguments)
    if _variant:
        ALL_CALENDARS[f"{_name}/{_variant[_variant.index('--style') + 1]}"] = _variant
ALL_CALENDARS.update(ZONE_CALENDARS)


@functools.lru_cache(maxsize=None)
def generated(name):
    return calendar(*ALL_CALENDARS[name])


def consume(consumer, data):
    """Runs a consumer over the calendar; returns (errors, occurrences), the
    occurrences as a sorted list of (UID, instant or date)."""
    command = CONSUMERS[consumer]
    if consumer == "libical" and not os.path.exists(command[-1]):
        pytest.fail(f"{command[-1]} is not built: `make interop-test` builds it from libical-dev")
    with tempfile.NamedTemporaryFile(suffix=".ics") as file:
        file.write(data)
        file.flush()
        try:
            if isinstance(command, list):
                result = subprocess.run([*command, file.name], capture_output=True, timeout=300)
                result = result.returncode, result.stdout, result.stderr
            else:
                result = command.read(file.name)
        except FileNotFoundError as missing:
            pytest.fail(f"{consumer}: {missing}; `make interop-test` installs it from Debian's packages")
    returncode, stdout, stderr = result
    errors, occurrences = [], []
    for line in stdout.decode().splitlines():
        kind, _, rest = line.partition("\t")
        if kind == "ERROR":
            errors.append(rest.replace("\t", ": ", 1))
        elif kind == "OCCURRENCE":
            occurrences.append(tuple(rest.split("\t")))
        else:
            pytest.fail(f"{consumer} printed an unexpected line {line!r}; stderr: {stderr.decode()}")
    assert returncode == (1 if errors else 0), \
        f"{consumer} exited {returncode} with {len(errors)} errors; stderr: {stderr.decode()[-2000:]}"
    return errors, sorted(occurrences)


@functools.lru_cache(maxsize=None)
def consumed(consumer, name):
    """consume() of a generated calendar, run once for the tests that read
    its errors and its occurrences (each consumer is deterministic)."""
    return consume(consumer, generated(name))


def summary(errors):
    """The distinct errors, most frequent first, for a readable failure."""
    counts = Counter(errors)
    lines = [f"{count} x {message}" for message, count in counts.most_common(12)]
    if len(counts) > 12:
        lines.append(f"... and {len(counts) - 12} more distinct errors")
    return "\n".join(lines)


def instant(value):
    if isinstance(value, datetime.datetime):
        assert value.tzinfo is not None, f"a floating time {value}"
        return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


@functools.lru_cache(maxsize=None)
def read_by_python(name):
    """The calendar read once by icalendar (the largest take seconds):
    the events that do not end after they start, as
    test_every_event_ends_after_it_starts says them, and recurring-ical-events'
    occurrences: (UID, UTC instant or date).

    Only starts are compared, so each event's DTEND is left out before the
    occurrences are read: given a DTEND in UTC beside a zoned DTSTART (the
    tool writes the end so when it falls in the second pass of a repeated
    hour), recurring-ical-events reads the end as a local time, finds it
    before the start and moves the start (2024-11-03 01:45 New York becomes
    01:15)."""
    parsed = icalendar.Calendar.from_ical(generated(name))
    # RFC 5545 (3.6.1): DTEND is later than DTSTART, both local times read as
    # the RFC says (the first of a local time that occurs twice).
    wrong = []
    for event in parsed.walk("VEVENT"):
        start, end = event["DTSTART"].dt, event["DTEND"].dt
        if not end > start:
            wrong.append(f"{event['UID']}: DTSTART {event['DTSTART'].to_ical().decode()} DTEND {event['DTEND'].to_ical().decode()}")
    for event in parsed.walk("VEVENT"):
        if "DTSTART" in event and isinstance(event["DTSTART"].dt, datetime.datetime):
            event.pop("DTEND", None)
    events = recurring_ical_events.of(parsed).between(datetime.date(1900, 1, 1), datetime.date(2200, 1, 1))
    return wrong, sorted((str(event["UID"]), instant(event["DTSTART"].dt)) for event in events)


def reference(name):
    """recurring-ical-events' occurrences of the calendar: (UID, UTC instant
    or date), its DTENDs left out (read_by_python)."""
    return read_by_python(name)[1]


@pytest.mark.parametrize("consumer", sorted(CONSUMERS))
@pytest.mark.parametrize("name", sorted(ALL_CALENDARS))
def test_consumer_reads_without_errors(consumer, name):
    errors, _ = consumed(consumer, name)
    assert not errors, f"{consumer} rejects {name} ({' '.join(ALL_CALENDARS[name])}):\n{summary(errors)}"


def zone_of(name):
    arguments = ALL_CALENDARS[name]
    return ZoneInfo(arguments[arguments.index("--time-zone") + 1] if "--time-zone" in arguments else "Asia/Shanghai")


def same_local_time(occurrences, zone):
    """The occurrences with an instant whose local time occurs twice in the
    zone (the hour the clocks go back) given as that local time instead:
    RFC 5545 means the first of the two, but libical and PHP (sabre/vobject)
    take the second, whatever the calendar says; the tool cannot choose
    between them by a local time, so both are taken as the same."""
    result = []
    for uid, value in occurrences:
        if "T" in value:
            utc = datetime.datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
            wall = utc.astimezone(zone).replace(tzinfo=None, fold=0)
            if wall.replace(tzinfo=zone).utcoffset() != wall.replace(tzinfo=zone, fold=1).utcoffset():
                value = f"{wall.isoformat()} {zone.key}, twice that day"
        result.append((uid, value))
    return sorted(result)


@pytest.mark.parametrize("consumer", sorted(CONSUMERS))
@pytest.mark.parametrize("name", sorted(ALL_CALENDARS))
def test_consumer_expands_the_same_occurrences(consumer, name):
    errors, occurrences = consumed(consumer, name)
    occurrences = same_local_time(occurrences, zone_of(name))
    expected = same_local_time(reference(name), zone_of(name))
    assert expected, name
    missing = sorted(Counter(expected) - Counter(occurrences))
    extra = sorted(Counter(occurrences) - Counter(expected))
    assert not missing and not extra, (
        f"{consumer} expands {name} ({' '.join(ALL_CALENDARS[name])}) to {len(occurrences)} occurrences, "
        f"recurring-ical-events to {len(expected)}; missing {missing[:5]}, extra {extra[:5]}"
        + (f"\nerrors:\n{summary(errors)}" if errors else ""))


@pytest.mark.parametrize("name", sorted(name for name, arguments in ZONE_CALENDARS.items() if "--rule" not in arguments))
def test_reference_is_the_listed_days_in_the_zone(name):
    """The reference itself: the working days `list` gives, at the time of
    day in the zone as Python's zoneinfo places it."""
    arguments = ZONE_CALENDARS[name]
    zone = arguments[arguments.index("--time-zone") + 1]
    _, out, _ = run("list", "--from", "2024-01-01", "--to", "2026-12-31", "--only", "workdays")
    days = [datetime.date.fromisoformat(line.split()[0]) for line in out.decode().splitlines()]
    if "--all-day" in arguments:
        expected = [day.isoformat() for day in days]
    else:
        hour, minute = map(int, arguments[arguments.index("--time") + 1].split(":"))
        expected = sorted(instant(datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=ZoneInfo(zone)))
                          for day in days)
    assert sorted(value for _, value in reference(name)) == expected


@pytest.mark.parametrize("name", sorted(ALL_CALENDARS))
def test_every_event_ends_after_it_starts(name):
    """RFC 5545 (3.6.1): DTEND is later than DTSTART, both local times read as
    the RFC says (the first of a local time that occurs twice). Consumers
    take an event that ends before it starts each their own way
    (recurring-ical-events moves its start to the end)."""
    wrong, _ = read_by_python(name)
    assert not wrong, f"{name}: {len(wrong)} events do not end after they start: {wrong[:5]}"


# The harness on calendars written by hand.

BERLIN = """BEGIN:VTIMEZONE\r
TZID:Europe/Berlin\r
BEGIN:DAYLIGHT\r
DTSTART:19810329T020000\r
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
TZOFFSETFROM:+0100\r
TZOFFSETTO:+0200\r
TZNAME:CEST\r
END:DAYLIGHT\r
BEGIN:STANDARD\r
DTSTART:19961027T030000\r
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
TZOFFSETFROM:+0200\r
TZOFFSETTO:+0100\r
TZNAME:CET\r
END:STANDARD\r
END:VTIMEZONE\r
"""

# One STANDARD or DAYLIGHT part per transition, without RRULE: valid RFC 5545,
# the shape the tool writes today.
BERLIN_BY_TRANSITION = """BEGIN:VTIMEZONE\r
TZID:Europe/Berlin\r
BEGIN:STANDARD\r
DTSTART:20241027T030000\r
TZOFFSETFROM:+0200\r
TZOFFSETTO:+0100\r
END:STANDARD\r
BEGIN:DAYLIGHT\r
DTSTART:20250330T020000\r
TZOFFSETFROM:+0100\r
TZOFFSETTO:+0200\r
END:DAYLIGHT\r
BEGIN:STANDARD\r
DTSTART:20251026T030000\r
TZOFFSETFROM:+0200\r
TZOFFSETTO:+0100\r
END:STANDARD\r
END:VTIMEZONE\r
"""

EVENTS = """BEGIN:VEVENT\r
UID:weekly@example.org\r
DTSTAMP:20250101T000000Z\r
DTSTART;TZID=Europe/Berlin:20250324T013000\r
DTEND;TZID=Europe/Berlin:20250324T020000\r
RRULE:FREQ=WEEKLY;UNTIL=20250413T233000Z\r
EXDATE;TZID=Europe/Berlin:20250407T013000\r
SUMMARY:Across the change to summer time\r
END:VEVENT\r
BEGIN:VEVENT\r
UID:days@example.org\r
DTSTAMP:20250101T000000Z\r
DTSTART;VALUE=DATE:20250401\r
DTEND;VALUE=DATE:20250402\r
RRULE:FREQ=DAILY;COUNT=3\r
EXDATE;VALUE=DATE:20250402\r
SUMMARY:All day\r
END:VEVENT\r
"""

HAND_WRITTEN_OCCURRENCES = sorted([
    ("weekly@example.org", "2025-03-24T00:30:00Z"),  # 01:30 CET
    ("weekly@example.org", "2025-03-30T23:30:00Z"),  # 01:30 CEST on the 31st
    ("weekly@example.org", "2025-04-13T23:30:00Z"),  # the 7th excluded; UNTIL is this instant
    ("days@example.org", "2025-04-01"),
    ("days@example.org", "2025-04-03"),
])


def hand_written(zone=BERLIN, method=""):
    return ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//workday-ics//interop test//EN\r\n" + method
            + zone + EVENTS + "END:VCALENDAR\r\n").encode()


@pytest.mark.parametrize("consumer", sorted(CONSUMERS))
def test_consumer_accepts_and_expands_a_calendar_written_by_hand(consumer):
    errors, occurrences = consume(consumer, hand_written())
    assert not errors, summary(errors)
    assert occurrences == HAND_WRITTEN_OCCURRENCES


def test_libical_refuses_publish_without_organizer():
    errors, _ = consume("libical", hand_written(method="METHOD:PUBLISH\r\n"))
    assert any("INVALID-ITIP" in error and "ORGANIZER" in error for error in errors), errors


def test_icalendar_ruby_fails_on_a_zone_by_transition_before_its_last_change():
    errors, _ = consume("icalendar-ruby", hand_written(zone=BERLIN_BY_TRANSITION))
    assert any("comparison of IceCube::Occurrence with nil failed" in error for error in errors), errors
