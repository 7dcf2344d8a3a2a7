"""HolidayKit's lunar dates as text (month and day names, the year's 干支
and 生肖) and its lunar festivals against lunar-python.

The Swift suites (Tests/HolidayKitTests/Law/LunarDate+TextTests.swift and
LunarFestivalTests.swift) check every day 1901-2100 of the public LunarDate
names and LunarFestival days against the committed fixture
Tests/HolidayKitTests/Fixtures/lunar-text.txt. Here the generator
(.tools/lunar-text) runs again against lunar-python in the venv and must
write the committed fixture byte for byte."""
from lunar_python import Lunar

from conftest import assert_generator_writes, fixture_rows

FIXTURE = "lunar-text.txt"


def test_fixture_is_what_lunar_python_says():
    assert_generator_writes("lunar-text", FIXTURE)


def test_fixture_covers_lunar_1900_to_2100():
    rows = fixture_rows(FIXTURE)
    assert [int(row[0]) for row in rows] == list(range(1900, 2101))


def test_known_names():
    """Anchors in lunar-python: 2026-09-25 is 丙午 (马) 八月十五, 2023's leap month is 闰二月."""
    lunar = Lunar.fromYmd(2026, 8, 15)
    assert (lunar.getYearInGanZhi(), lunar.getYearShengXiao(), lunar.getMonthInChinese(), lunar.getDayInChinese()) == ("丙午", "马", "八", "十五")
    assert lunar.getSolar().toYmd() == "2026-09-25"
    assert Lunar.fromYmd(2023, -2, 1).getMonthInChinese() == "闰二"
