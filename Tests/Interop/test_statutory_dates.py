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
import os
import subprocess
import sys

import sxtwl
from lunar_python import Lunar

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIXTURE = os.path.join(ROOT, "Tests", "HolidayKitTests", "Fixtures", "statutory-dates.txt")
GENERATOR = os.path.join(ROOT, ".tools", "statutory-dates")


def test_fixture_is_what_sxtwl_and_lunar_python_say():
    generated = subprocess.run([sys.executable, GENERATOR], capture_output=True, check=True, timeout=300).stdout
    with open(FIXTURE, "rb") as committed:
        assert generated == committed.read()


def test_fixture_covers_1901_to_2100():
    with open(FIXTURE, encoding="utf-8") as f:
        rows = [line.split() for line in f if not line.startswith("#")]
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
    with open(FIXTURE, encoding="utf-8") as f:
        row = next(line.split() for line in f if line.startswith("2089 "))
    assert row[5] == "2089-09-18"


def test_known_years():
    """A few dates from the State Council's notices, to anchor both libraries."""
    assert datetime.date(2026, 2, 17) == datetime.date(*[getattr(sxtwl.fromLunar(2026, 1, 1), f)() for f in ("getSolarYear", "getSolarMonth", "getSolarDay")])
    assert Lunar.fromYmd(2025, 8, 15).getSolar().toYmd() == "2025-10-06"
