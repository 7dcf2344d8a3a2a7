"""Outlook's Windows zone names in TZIDs, read by `diff`, against the CLDR
table icalendar carries (WINDOWS_TO_OLSON: each name's territory-001 zone)
and the offsets Python's zoneinfo gives those zones."""
import datetime
import os
import re
import zoneinfo

from icalendar.timezone.windows_to_olson import WINDOWS_TO_OLSON

from conftest import diff_from_nothing

TABLE = os.path.join(os.path.dirname(__file__), "../../Sources/HolidayKitICalendar/Reader/WindowsZoneNames.swift")

#: Dates in the past, where every zone's offsets are settled history, in
#: winter and in summer of both hemispheres.
DATES = [datetime.datetime(2024, 1, 15, 12, 0), datetime.datetime(2024, 7, 15, 12, 0)]


def test_the_swift_table_is_cldrs():
    with open(TABLE, encoding="utf-8") as file:
        rows = re.findall(r'^    "([^"]+)": "([^"]+)",$', file.read(), re.MULTILINE)
    assert len(rows) == len(set(rows))
    assert dict(rows) == WINDOWS_TO_OLSON


def test_every_windows_name_reads_as_its_zone():
    """`diff` from an empty calendar lists each event at its start with the
    offset of the zone its Windows TZID names, which must be the offset
    zoneinfo gives the table's IANA zone."""
    events, expected = [], set()
    for number, (windows, iana) in enumerate(sorted(WINDOWS_TO_OLSON.items())):
        for date in DATES:
            events += [
                "BEGIN:VEVENT", f"UID:{number}-{date:%m}", "DTSTAMP:20240101T000000Z",
                f"DTSTART;TZID={windows}:{date:%Y%m%dT%H%M%S}", f"SUMMARY:{windows}", "END:VEVENT",
            ]
            expected.add(f"+ {date.replace(tzinfo=zoneinfo.ZoneInfo(iana)).isoformat()} {windows}")
    status, out, err = diff_from_nothing(events)
    assert (status, err) == (1, "")
    assert set(out.decode().splitlines()) == expected


def test_a_windows_name_in_another_case_is_unknown():
    # The event is skipped and named; the comparison of the rest is partial (3).
    status, out, err = diff_from_nothing(["BEGIN:VEVENT", "UID:a", "DTSTAMP:20240101T000000Z",
                                          "DTSTART;TZID=china standard time:20240115T120000", "SUMMARY:a",
                                          "END:VEVENT"])
    assert (status, out) == (3, b"")
    assert "events.ics:7: DTSTART: unknown time zone china standard time" in err
