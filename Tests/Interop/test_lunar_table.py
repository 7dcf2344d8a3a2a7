"""HolidayKit's table of the Chinese calendar (Sources/HolidayKit/Law/
ChineseCalendar+Years.swift, written by .tools/lunar-table from ICU) against
two independent Chinese-calendar libraries in the venv, sxtwl and
lunar-python: for every lunar year 1900-2100, the date of 正月初一, the leap
month and the length of every month.

The Swift suite (Tests/HolidayKitTests/Law/ChineseCalendarTests.swift)
compares the same table with ICU's calendar through Foundation."""
import datetime
import os
import re

import sxtwl
from lunar_python import LunarYear

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TABLE = os.path.join(ROOT, "Sources", "HolidayKit", "Law", "ChineseCalendar+Years.swift")
FIRST_YEAR = 1900
YEARS = range(FIRST_YEAR, 2101)


def table():
    """The committed table, decoded: year -> (正月初一, leap month, [lengths])."""
    with open(TABLE, encoding="utf-8") as f:
        entries = [int(value, 16) for value in re.findall(r"0x([0-9A-F]{6})\b", f.read())]
    assert len(entries) == len(YEARS)
    decoded = {}
    for year, entry in zip(YEARS, entries):
        new_year = datetime.date(year, 1, 21) + datetime.timedelta(days=entry >> 17 & 0x3F)
        leap = entry >> 13 & 0xF
        lengths = [30 if entry >> i & 1 else 29 for i in range(13 if leap else 12)]
        decoded[year] = (new_year, leap, lengths)
    return decoded


def sxtwl_year(year):
    """sxtwl's 正月初一, leap month and month lengths of lunar `year`."""
    leap = sxtwl.getRunMonth(year)
    leap = leap if leap > 0 else 0
    months = [(m, False) for m in range(1, 13)]
    if leap:
        months.insert(leap, (leap, True))
    first = sxtwl.fromLunar(year, 1, 1)
    new_year = datetime.date(first.getSolarYear(), first.getSolarMonth(), first.getSolarDay())
    return new_year, leap, [sxtwl.getLunarMonthNum(year, m, is_leap) for m, is_leap in months]


def lunar_python_year(year):
    """lunar-python's 正月初一, leap month and month lengths of lunar `year`."""
    months = [m for m in LunarYear.fromYear(year).getMonths() if m.getYear() == year]
    leap = next((-m.getMonth() for m in months if m.getMonth() < 0), 0)
    # Julian day 2440588 is 1970-01-01 (at noon, as lunar-python counts).
    new_year = datetime.date(1970, 1, 1) + datetime.timedelta(days=months[0].getFirstJulianDay() - 2440588)
    return new_year, leap, [m.getDayCount() for m in months]


# Before 1929 China's calendar was reckoned at Beijing's mean time (UTC+7:46),
# which sxtwl and lunar-python follow; ICU, and so the table, uses UTC+8
# throughout. Four years then have a new moon between the two midnights.
BEIJING_MEAN_TIME_YEARS = {1914, 1915, 1916, 1920}


def test_table_is_sxtwls_from_1900_but_for_beijing_mean_time():
    committed = table()
    differing = {year for year in YEARS if sxtwl_year(year) != committed[year]}
    assert differing == BEIJING_MEAN_TIME_YEARS


def test_table_is_lunar_pythons_but_for_beijing_mean_time_and_2057():
    """lunar-python starts 九月 of 2057 a day later than ICU and sxtwl: the
    new moon falls within a minute of midnight (UTC+8), so 八月 has 30 days
    there, not 29, and 九月 29, not 30."""
    committed = table()
    differing = {year for year in YEARS if lunar_python_year(year) != committed[year]}
    assert differing == BEIJING_MEAN_TIME_YEARS | {2057}
    new_year, leap, lengths = committed[2057]
    assert lunar_python_year(2057) == (new_year, leap, lengths[:7] + [30, 29] + lengths[9:])


def test_the_libraries_agree_with_each_other_before_1929():
    for year in BEIJING_MEAN_TIME_YEARS:
        assert sxtwl_year(year) == lunar_python_year(year)
