"""The time zones the tool reads from the system's compiled zone files
(HolidayKit's CompiledZone and POSIXZoneRule, RFC 8536) against Python's
zoneinfo, an independent reader of the same files: for every zone of the
database, `diff` from an empty calendar lists events written with the zone's
TZID at wall-clock times of 1900-2100 with the offset the tool gives them,
which must be the offset zoneinfo gives.

The wall-clock times are those of instants spread over the two centuries
(a fixed pseudo-random sample, and both sides of recent changes), leaving
out times a change of the clocks repeats or skips."""
import datetime
import os
import random
import re
import zoneinfo

from conftest import diff_from_nothing

FOLDER = "/usr/share/zoneinfo"
ABBREVIATIONS = os.path.join(os.path.dirname(__file__), "../../Sources/HolidayKit/Dates/ZoneAbbreviations.swift")
FIRST = datetime.datetime(1900, 1, 1, tzinfo=datetime.timezone.utc)
LAST = datetime.datetime(2100, 12, 31, tzinfo=datetime.timezone.utc)
SAMPLES = 24


def zone_names():
    """Every zone file of the database but the posix/ and right/ copies,
    the links localtime and posixrules, and names that are abbreviations."""
    with open(ABBREVIATIONS, encoding="utf-8") as file:
        abbreviations = set(re.findall(r'"([A-Z]+)": "', file.read()))
    names = []
    for root, _, files in os.walk(FOLDER):
        for name in files:
            relative = os.path.relpath(os.path.join(root, name), FOLDER)
            if relative.split("/")[0] in ("posix", "right", "localtime", "posixrules") or relative in abbreviations:
                continue
            with open(os.path.join(root, name), "rb") as zone_file:
                if zone_file.read(4) == b"TZif":
                    names.append(relative)
    return sorted(names)


def unambiguous(local, zone):
    """Whether the wall-clock time `local` (naive) names one instant in `zone`."""
    first, second = local.replace(tzinfo=zone, fold=0), local.replace(tzinfo=zone, fold=1)
    if first.utcoffset() != second.utcoffset():
        return False
    return first.astimezone(datetime.timezone.utc).astimezone(zone).replace(tzinfo=None) == local


def probes(name, rng):
    zone = zoneinfo.ZoneInfo(name)
    span = int((LAST - FIRST).total_seconds())
    instants = [FIRST + datetime.timedelta(seconds=rng.randrange(span)) for _ in range(SAMPLES)]
    # Around the new year of recent and coming years, and mid-year.
    instants += [datetime.datetime(year, month, 1, 12, tzinfo=datetime.timezone.utc)
                 for year in (1970, 2000, 2026, 2037, 2038, 2050, 2100) for month in (1, 4, 7, 10)]
    for instant in instants:
        local = instant.astimezone(zone).replace(tzinfo=None, microsecond=0)
        if unambiguous(local, zone):
            yield local, local.replace(tzinfo=zone)


def test_every_zone_file_reads_as_zoneinfo_reads_it():
    names = zone_names()
    assert len(names) > 400 and "Asia/Shanghai" in names and "America/Argentina/Buenos_Aires" in names
    rng = random.Random(20261127)
    events, expected = [], set()
    for name in names:
        for number, (local, zoned) in enumerate(probes(name, rng)):
            summary = f"{name} {number}"
            events += [
                "BEGIN:VEVENT", f"UID:{name}-{number}", "DTSTAMP:20260101T000000Z",
                f"DTSTART;TZID={name}:{local:%Y%m%dT%H%M%S}", f"SUMMARY:{summary}", "END:VEVENT",
            ]
            expected.add(f"+ {zoned.isoformat()} {summary}")
    status, out, err = diff_from_nothing(events)
    assert (status, err) == (1, "")
    found = set(out.decode().splitlines())
    assert sorted(found - expected)[:20] == [] and sorted(expected - found)[:20] == []
