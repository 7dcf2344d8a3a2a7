"""HolidayKit's statutory dates against two independent Chinese-calendar
libraries installed into the venv, sxtwl and lunar-python.

The Swift suite (Tests/HolidayKitTests/Law/StatutoryReferenceTests.swift)
compares HolidayKit's 清明 (1901-2100) and its 除夕, 春节, 端午 and 中秋
(1950-2100, under the 2024 measures) with the committed fixture
Tests/HolidayKitTests/Fixtures/statutory-dates.txt. Here the generator
(.tools/statutory-dates) runs again against the libraries in the venv: it
fails if they disagree with each other, and its output must be the
committed fixture byte for byte, so the fixture is what sxtwl and
lunar-python say today."""
import datetime

import sxtwl
from lunar_python import Lunar

from conftest import assert_generator_writes, fixture_rows

FIXTURE = "statutory-dates.txt"


def test_fixture_is_what_sxtwl_and_lunar_python_say():
    assert_generator_writes("statutory-dates", FIXTURE)


def test_fixture_covers_1901_to_2100():
    rows = fixture_rows(FIXTURE)
    assert [int(row[0]) for row in rows] == list(range(1901, 2101))
    assert [int(row[0]) for row in rows if row[2] != "-"] == list(range(1950, 2101))


def test_mid_autumn_2089_is_the_known_disagreement():
    """中秋 2089: the new moon that begins 八月 falls within seconds of
    midnight. ICU (HolidayKit, through Foundation), sxtwl and lunar-python
    say 09-18; borax says 09-19. The statutory dates 2027-2100 have no other
    such case."""
    d = sxtwl.fromLunar(2089, 8, 15)
    assert (d.getSolarYear(), d.getSolarMonth(), d.getSolarDay()) == (2089, 9, 18)
    s = Lunar.fromYmd(2089, 8, 15).getSolar()
    assert (s.getYear(), s.getMonth(), s.getDay()) == (2089, 9, 18)
    row = next(row for row in fixture_rows(FIXTURE) if row[0] == "2089")
    assert row[5] == "2089-09-18"


def test_known_years():
    """A few dates from the State Council's notices, to anchor both libraries."""
    assert datetime.date(2026, 2, 17) == datetime.date(*[getattr(sxtwl.fromLunar(2026, 1, 1), f)() for f in ("getSolarYear", "getSolarMonth", "getSolarDay")])
    assert Lunar.fromYmd(2025, 8, 15).getSolar().toYmd() == "2025-10-06"
