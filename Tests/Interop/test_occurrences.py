"""Both calendar styles must describe exactly the days HolidayKit lists,
as an independent expander (recurring-ical-events) reads them."""
import datetime

import icalendar
import pytest
import recurring_ical_events

from conftest import calendar, run


def listed(start, end, only="workdays", extra=()):
    _, out, _ = run("list", "--from", start, "--to", end, "--only", only, *extra)
    return [line.split()[0] for line in out.decode().splitlines()]


def occurrence_days(data, start, end):
    parsed = icalendar.Calendar.from_ical(data)
    events = recurring_ical_events.of(parsed).between(
        datetime.date.fromisoformat(start), datetime.date.fromisoformat(end) + datetime.timedelta(days=1))
    days = []
    for event in events:
        value = event["DTSTART"].dt
        days.append((value.date() if isinstance(value, datetime.datetime) else value).isoformat())
    return sorted(days)


@pytest.mark.parametrize("style", ["expanded", "compact"])
@pytest.mark.parametrize("zone", ["Asia/Shanghai", "America/New_York"])
def test_working_days_in_both_styles(style, zone):
    data = calendar("generate", "--from", "2019-01-01", "--to", "2026-12-31", "--style", style, "--time-zone", zone)
    days = occurrence_days(data, "2019-01-01", "2026-12-31")
    assert days == listed("2019-01-01", "2026-12-31")
    assert len(days) == len(set(days))


@pytest.mark.parametrize("style", ["expanded", "compact"])
def test_all_day_and_make_up_only(style):
    data = calendar("generate", "--year", "2007-2026", "--all-day", "--style", style)
    assert occurrence_days(data, "2007-01-01", "2026-12-31") == listed("2007-01-01", "2026-12-31")
    data = calendar("generate", "--year", "2007-2026", "--only", "make-up-days", "--style", style)
    assert occurrence_days(data, "2007-01-01", "2026-12-31") == listed("2007-01-01", "2026-12-31", "make-up-days")


@pytest.mark.parametrize("policy", ["skip", "keep", "next-workday", "previous-workday"])
def test_rule_styles_agree(policy):
    arguments = ["generate", "--year", "2024-2026", "--rule", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR",
                 "--rule-start", "2024-01-01", "--on-day-off", policy]
    expanded = occurrence_days(calendar(*arguments), "2024-01-01", "2026-12-31")
    compact = occurrence_days(calendar(*arguments, "--style", "compact"), "2024-01-01", "2026-12-31")
    assert expanded == compact
    assert expanded


def test_make_up_saturdays_are_in_and_holidays_out():
    days = set(occurrence_days(calendar("generate", "--year", "2024-2026", "--style", "compact"), "2024-01-01", "2026-12-31"))
    for make_up in ["2024-02-04", "2024-10-12", "2025-01-26", "2026-09-20", "2026-10-10"]:
        assert make_up in days
    for off in ["2024-10-01", "2025-05-05", "2026-02-16", "2026-10-07"]:
        assert off not in days


def test_evening_before_alarm_of_make_up_days():
    data = calendar("generate", "--year", "2026", "--only", "make-up-days", "--all-day", "--alarm", "-1d 21:00")
    parsed = icalendar.Calendar.from_ical(data)
    for event in parsed.walk("VEVENT"):
        trigger = event.walk("VALARM")[0]["TRIGGER"].dt
        assert trigger == datetime.timedelta(hours=-3)


def test_holiday_feed_blocks_and_make_up_days():
    data = calendar("holidays", "--year", "2026")
    parsed = icalendar.Calendar.from_ical(data)
    events = {(str(e["SUMMARY"]), e["DTSTART"].dt.isoformat(), e["DTEND"].dt.isoformat()) for e in parsed.walk("VEVENT")}
    # a break in runs by its standing in law: statutory, weekend, 调休
    assert ("国庆节 (法定)", "2026-10-01", "2026-10-04") in events
    assert ("国庆节 (周末)", "2026-10-04", "2026-10-05") in events
    assert ("国庆节 (补假)", "2026-10-05", "2026-10-06") in events  # owed by Art. 6 for Saturday 10-03
    assert ("国庆节 (调休)", "2026-10-06", "2026-10-08") in events
    assert ("补班 (国庆节)", "2026-09-20", "2026-09-21") in events
    spring = sorted((start, end) for title, start, end in events if title.startswith("春节"))
    assert spring[0][0] == "2026-02-15" and spring[-1][1] == "2026-02-24"
    assert all(a[1] == b[0] for a, b in zip(spring, spring[1:])), "the runs of one break meet"


@pytest.mark.parametrize("style", ["expanded", "compact"])
def test_workday_selectors_match_a_python_derivation(style):
    import bisect
    from itertools import groupby
    work = listed("2020-01-01", "2026-12-31")
    months = [list(days) for _, days in groupby(work, key=lambda day: day[:7])]
    expected = sorted({month[2] for month in months} | {month[-1] for month in months})
    data = calendar("generate", "--year", "2020-2026", "--workday-of-month", "3,-1", "--style", style)
    assert occurrence_days(data, "2020-01-01", "2026-12-31") == expected

    holidays = listed("2020-01-01", "2026-12-31", "holidays")
    before = sorted({work[bisect.bisect_left(work, day) - 1] for day in holidays if bisect.bisect_left(work, day) > 0})
    data = calendar("generate", "--year", "2020-2026", "--before-days-off", "--style", style)
    assert occurrence_days(data, "2020-01-01", "2026-12-31") == before


def test_a_configuration_gives_each_reminder_its_own_days():
    from conftest import CALENDARS
    data = calendar(*CALENDARS["config-several-reminders"])
    parsed = icalendar.Calendar.from_ical(data)
    by_title = {}
    for event in recurring_ical_events.of(parsed).between(datetime.date(2025, 1, 1), datetime.date(2027, 1, 1)):
        value = event["DTSTART"].dt
        day = (value.date() if isinstance(value, datetime.datetime) else value).isoformat()
        title = str(event["SUMMARY"])
        for mark in (" (补班)", " (make-up workday)"):  # a make-up workday says so in its title
            if title.endswith(mark):
                title = title[:-len(mark)]
        by_title.setdefault(title, []).append(day)
    assert sorted(by_title["明天补班"]) == listed("2025-01-01", "2026-12-31", "make-up-days")
    work = listed("2025-01-01", "2026-12-31")
    month_ends = sorted({day for day in work if not any(w[:7] == day[:7] and w > day for w in work)})
    assert sorted(by_title["Month-end report"]) == month_ends
    weekdays = {0, 2, 4}
    expected = sorted({day for day in work if datetime.date.fromisoformat(day).weekday() in weekdays}
                      | set(listed("2025-01-01", "2026-12-31", "make-up-days")))
    assert sorted(by_title["Clock in"]) == expected
