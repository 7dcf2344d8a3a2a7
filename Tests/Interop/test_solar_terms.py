"""HolidayKit's 24 solar terms 1901-2100 against two independent
Chinese-calendar libraries installed into the venv, sxtwl and lunar-python.

The Swift suite (Tests/HolidayKitTests/Law/SolarTermTests.swift) compares
HolidayKit's public SolarTerm days with the committed fixture
Tests/HolidayKitTests/Fixtures/solar-terms.txt, and SolarTermQingmingTests.swift
the law's 清明 with the same days. Here the generator (.tools/solar-terms)
runs again against the libraries in the venv: it fails if they disagree
with each other on any term's day, and both its outputs must be the
committed files byte for byte (the fixture and the table compiled into
HolidayKit, Sources/HolidayKit/Law/SolarTerm+Years.swift)."""
import functools
import importlib.machinery
import importlib.util
import os

import pytest
import sxtwl
from lunar_python import Solar

from conftest import ROOT, fixture_path, fixture_rows

# One pytest-xdist worker runs them all, so that the libraries are asked
# for the 4800 terms once (generator()), not once in each worker.
pytestmark = pytest.mark.xdist_group("solar terms")

FIXTURE = fixture_path("solar-terms.txt")
TABLE = os.path.join(ROOT, "Sources", "HolidayKit", "Law", "SolarTerm+Years.swift")
GENERATOR = os.path.join(ROOT, ".tools", "solar-terms")


@functools.cache
def generator():
    """The generator as a module, and the days it reads from both libraries
    (once: it asks them about 4800 terms)."""
    loader = importlib.machinery.SourceFileLoader("solar_terms", GENERATOR)
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module, {year: module.terms(year) for year in module.YEARS}


def test_fixture_is_what_sxtwl_and_lunar_python_say():
    module, table = generator()
    with open(FIXTURE, encoding="utf-8") as committed:
        assert module.fixture(table) == committed.read()


def test_compiled_table_is_what_sxtwl_and_lunar_python_say():
    module, table = generator()
    with open(TABLE, encoding="utf-8") as committed:
        assert module.swift(table) == committed.read()


def test_fixture_covers_1901_to_2100_with_24_terms():
    rows = fixture_rows("solar-terms.txt")
    assert [int(row[0]) for row in rows] == list(range(1901, 2101))
    assert all(len(row) == 25 for row in rows)


def test_known_days():
    """Anchors: 冬至 2026 and 立春 2025 in both libraries."""
    d = sxtwl.fromSolar(2026, 12, 22)
    assert d.hasJieQi() and d.getJieQi() == 0  # 冬至
    assert Solar.fromYmd(2025, 2, 3).getLunar().getJieQi() == "立春"
    row = next(row for row in fixture_rows("solar-terms.txt") if row[0] == "2026")
    assert row[24] == "12-22" and row[7] == "04-05"
