"""The recurrence engine against python-dateutil, an independent
implementation, over many generated day-level and time-level rules.

dateutil leaves out a start the rule does not produce, where RFC 5545 (and
workday-ics) count it as the first occurrence; the comparison adds it."""
import datetime
import random
import re
from unittest import mock

import pytest
from dateutil.rrule import rrulestr

from conftest import run

WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def random_rule(rng):
    freq = rng.choice(["YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY"])
    parts = [f"FREQ={freq}"]
    if rng.random() < 0.4:
        parts.append(f"INTERVAL={rng.randint(2, 4)}")
    if rng.random() < 0.4:
        parts.append("BYMONTH=" + ",".join(map(str, sorted(rng.sample(range(1, 13), rng.randint(1, 4))))))
    if freq != "WEEKLY" and rng.random() < 0.35:
        days = rng.sample(list(range(1, 32)) + list(range(-31, 0)), rng.randint(1, 3))
        parts.append("BYMONTHDAY=" + ",".join(map(str, days)))
    if rng.random() < 0.5:
        numbered = freq in ("MONTHLY", "YEARLY") and rng.random() < 0.5
        days = rng.sample(WEEKDAYS, rng.randint(1, 3))
        parts.append("BYDAY=" + ",".join((str(rng.choice([1, 2, -1, -2])) if numbered else "") + d for d in days))
    if freq == "YEARLY" and rng.random() < 0.25:
        parts.append("BYYEARDAY=" + ",".join(map(str, rng.sample(list(range(1, 366)) + list(range(-365, 0)), 2))))
    numbered_days = any(part.startswith("BYDAY=") and any(c.isdigit() for c in part) for part in parts)
    if freq == "YEARLY" and not numbered_days and rng.random() < 0.3:  # RFC 5545 forbids both together
        parts.append("BYWEEKNO=" + ",".join(map(str, rng.sample([1, 2, 20, 52, 53, -1, -2, -53], rng.randint(1, 2)))))
    if freq in ("HOURLY", "MINUTELY", "DAILY") and rng.random() < 0.5:
        parts.append("BYHOUR=" + ",".join(map(str, sorted(rng.sample(range(24), rng.randint(1, 4))))))
    if freq == "MINUTELY" and rng.random() < 0.5:
        parts.append("BYMINUTE=" + ",".join(map(str, sorted(rng.sample(range(60), rng.randint(1, 5))))))
    # dateutil takes minutes per rule for BYSETPOS on minute periods, so
    # the set positions are drawn for the longer periods only.
    if freq != "MINUTELY" and rng.random() < 0.2 and len(parts) > 2:
        parts.append("BYSETPOS=" + rng.choice(["1", "-1", "2", "1,-1"]))
    if rng.random() < 0.2:
        parts.append("WKST=" + rng.choice(WEEKDAYS))
    return ";".join(parts)


def occurrences_until(rule, start, horizon):
    """dateutil's occurrences of `rule` from `start` through `horizon`.

    dateutil stops looking for the next occurrence only when one is found
    or at datetime.MAXYEAR: a rule that never matches again (BYSETPOS=2 of
    a period with one instant) is walked period by period to the year 9999,
    seconds to a minute each. Its walk ends at datetime.MAXYEAR, read from
    the module at each new year: set to the year after the horizon's, every
    period that can hold an occurrence through `horizon` is still walked."""
    with mock.patch.object(datetime, "MAXYEAR", horizon.year + 1):
        return rrulestr(rule, dtstart=start).between(start, horizon, inc=True)


def cases():
    rng = random.Random(20261122)
    for _ in range(250):
        start = datetime.datetime(2000, 1, 1, 0, 0) + datetime.timedelta(
            days=rng.randint(0, 9000), hours=rng.randint(0, 23), minutes=rng.randint(0, 59))
        yield random_rule(rng), start


@pytest.mark.parametrize("rule,start", list(cases()))
def test_same_occurrences_as_dateutil(rule, start):
    limit = 40
    # dateutil walks every period, so sub-daily rules get a shorter horizon.
    span = {"MINUTELY": datetime.timedelta(days=4), "HOURLY": datetime.timedelta(days=400)}
    horizon = start + span.get(re.search(r"FREQ=(\w+)", rule).group(1), datetime.timedelta(days=365 * 30))
    status, out, err = run("expand", "--start", start.strftime("%Y-%m-%dT%H:%M:%S"), "--rule", rule,
                           "--limit", str(limit), "--to", horizon.strftime("%Y-%m-%dT%H:%M:%S"),
                           "--time-zone", "UTC", check=False)
    assert status == 0, f"every generated rule is valid RFC 5545: {err.strip()}"
    ours = out.decode().split()
    try:
        generated = occurrences_until(rule, start, horizon)
    except ValueError:  # dateutil refuses a rule that can never match
        generated = []
    theirs = [start] + [moment for moment in generated if moment > start]
    expected = [m.strftime("%Y-%m-%dT%H:%M:%S") for m in theirs][:limit]
    assert ours == expected, rule


def week_number_cases():
    """YEARLY rules with BYWEEKNO and ISO weeks (WKST=MO), where a week can
    begin in the year before or end in the year after."""
    rng = random.Random(53)
    for _ in range(40):
        start = datetime.date(1995, 1, 1) + datetime.timedelta(days=rng.randint(0, 12000))
        weeks = sorted(rng.sample([1, 2, 3, 20, 26, 51, 52, 53, -1, -2, -3, -52, -53], rng.randint(1, 3)))
        days = sorted(rng.sample(range(7), rng.randint(1, 7)))
        yield weeks, days, start


@pytest.mark.parametrize("weeks,days,start", list(week_number_cases()))
def test_week_numbers_match_python_iso_calendar(weeks, days, start):
    """dateutil miscounts the previous year's last week in some years (its
    open pull request #1537), so BYWEEKNO is checked against Python's own
    ISO calendar: a day of year Y matches when its week, counted in the week
    year it belongs to, is listed (a negative number counting from that week
    year's end; the days of next year's week 1 match only positive numbers)."""
    rule = "FREQ=YEARLY;BYWEEKNO=" + ",".join(map(str, weeks)) + ";BYDAY=" + ",".join(WEEKDAYS[d] for d in days) + ";WKST=MO"
    end = start + datetime.timedelta(days=365 * 12)
    _, out, _ = run("expand", "--start", start.isoformat(), "--rule", rule, "--to", end.isoformat())
    expected = [start.isoformat()]
    day = start
    while day <= end:
        iso_year, number, weekday = day.isocalendar()
        total = datetime.date(iso_year, 12, 28).isocalendar()[1]
        listed = number in weeks or (iso_year <= day.year and number - total - 1 in weeks)
        if day > start and listed and weekday - 1 in days:
            expected.append(day.isoformat())
        day += datetime.timedelta(days=1)
    assert out.decode().split() == expected, rule
