"""Every calendar the tool writes must parse cleanly in icalendar and
vobject, and follow RFC 5545's physical rules: CRLF, 75-octet folding."""
import icalendar
import vobject


def test_lines_end_in_crlf_and_fold_at_75_octets(named_calendar):
    name, data = named_calendar
    assert data.endswith(b"\r\n"), name
    physical = data.split(b"\r\n")[:-1]
    assert all(b"\n" not in line and b"\r" not in line for line in physical), name
    assert max(len(line) for line in physical) <= 75, name
    for line in physical:
        line.decode("utf-8")  # folding never splits a UTF-8 sequence


def test_icalendar_parses_without_errors(named_calendar):
    name, data = named_calendar
    calendar = icalendar.Calendar.from_ical(data)
    assert calendar["VERSION"] == "2.0"
    assert "PRODID" in calendar
    for component in calendar.walk():
        assert not component.errors, (name, component.name, component.errors)
    events = calendar.walk("VEVENT")
    assert events, name
    for event in events:
        for required in ("UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"):
            assert required in event, (name, required)
        for alarm in event.walk("VALARM"):
            assert alarm["ACTION"] == "DISPLAY"
            assert alarm["DESCRIPTION"]
            assert "TRIGGER" in alarm
    uids = [str(event["UID"]) for event in events]
    assert len(uids) == len(set(uids)), name
    tzids = {event["DTSTART"].params.get("TZID") for event in events} - {None}
    zones = {str(zone["TZID"]) for zone in calendar.walk("VTIMEZONE")}
    assert tzids <= zones, name


def test_vobject_reads_and_validates(named_calendar):
    name, data = named_calendar
    calendar = vobject.readOne(data.decode("utf-8"), validate=True)
    assert len(calendar.vevent_list) > 0, name
    calendar.serialize()


def test_long_chinese_title_round_trips():
    from conftest import CALENDARS, calendar as make

    data = make(*CALENDARS["long-chinese-title"])
    parsed = icalendar.Calendar.from_ical(data)
    event = next(e for e in parsed.walk("VEVENT") if str(e["UID"]).startswith("20260105-"))
    assert str(event["SUMMARY"]) == CALENDARS["long-chinese-title"][4]
    assert str(event["LOCATION"]) == "北京市海淀区中关村大街一号楼三层"
    assert str(event["DESCRIPTION"]) == "第一行\n第二行；逗号，分号;comma,"
    assert str(parsed["X-WR-CALNAME"]) == "工作日提醒（中国法定节假日与调休）"
    assert str(parsed["X-APPLE-CALENDAR-COLOR"]) == "#1E90FF"
    assert str(parsed["COLOR"]) == "dodgerblue"
    assert len(max(data.split(b"\r\n"), key=len)) == 75


import pytest


@pytest.mark.parametrize("text", [
    "line one\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:injected",
    "a;b,c\\d:e \"quoted\"",
    "BEGIN:VALARM\nTRIGGER:-PT1M\nEND:VALARM",
    "𝄞 music, 😀 emoji, 𠀀 CJK extension B",
    "tab\there, trailing backslash \\",
])
def test_user_text_cannot_inject_structure_and_round_trips(text):
    from conftest import calendar as make
    data = make("generate", "--from", "2026-10-12", "--to", "2026-10-12", "--title", text,
                "--location", text, "--description", text)
    parsed = icalendar.Calendar.from_ical(data)
    events = parsed.walk("VEVENT")
    assert len(events) == 1
    assert len(events[0].walk("VALARM")) == 1
    expected = text.replace("\r\n", "\n")
    assert str(events[0]["SUMMARY"]) == expected
    assert str(events[0]["LOCATION"]) == expected
    assert str(events[0]["DESCRIPTION"]) == expected


def test_a_provisional_calendar_marks_every_event():
    """Every event of a year without a notice says it is provisional, in its
    title, its notes and its status, whichever parser reads it."""
    for name in ("provisional-2027", "holidays-provisional-2027"):
        from conftest import CALENDARS, calendar as make
        parsed = icalendar.Calendar.from_ical(make(*CALENDARS[name]))
        events = parsed.walk("VEVENT")
        assert events, name
        for event in events:
            assert str(event["SUMMARY"]).endswith(("(暂定)", "(provisional)")), (name, event["SUMMARY"])
            assert str(event["STATUS"]) == "TENTATIVE", name
            assert "provisional" in str(event["DESCRIPTION"]), name
