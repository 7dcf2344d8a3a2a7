"""Several machines keep one CalDAV calendar (each its own HOME, state
and data folder), on Radicale, Xandikos and sabre/dav: they converge on
the newest notice and never rewrite each other. Older data leaves the
newer notice's days as they are and says so (exit 6); other options on
the same data are named and refused (exit 1); a person's deletion stays
one whatever a machine without state does; a phone's "this event only"
edit of a series is kept while the series follows the notice."""
import json
import os

import icalendar

from caldav_servers import caldav, sync  # noqa: F401 (caldav is a fixture)

NOTICE = "https://www.gov.cn/zhengce/content/2027-notice-for-tests.htm"
#: A 2027 notice, as `update` would bring it: 元旦, 春节 Monday to Friday
#: with a make-up Saturday.
NOTICE_FILE = {
    "year": 2027, "papers": [NOTICE],
    "days": [{"name": "元旦", "date": "2027-01-01", "isOffDay": True}]
    + [{"name": "春节", "date": f"2027-02-{day:02d}", "isOffDay": True} for day in range(8, 13)]
    + [{"name": "春节", "date": "2027-02-20", "isOffDay": False}],
}
RANGE = ["--calendar-name", "Work", "--provisional", "--from", "2027-01-01", "--to", "2027-02-28"]


def machine(caldav, name, notice=False):
    """The environment of one machine: its HOME and state; with `notice`,
    a data folder holding the 2027 notice."""
    home = os.path.join(caldav.folder, name)
    os.makedirs(home, exist_ok=True)
    env = {"HOME": home, "XDG_STATE_HOME": os.path.join(home, "state")}
    if notice:
        data = os.path.join(home, "data")
        os.makedirs(data, exist_ok=True)
        with open(os.path.join(data, "2027.json"), "w") as file:
            json.dump(NOTICE_FILE, file, ensure_ascii=False)
        env["WORKDAY_ICS_DATA"] = data
    return env


def summaries(caldav, calendar):
    """Each resource's day (YYYYMMDD) -> its first VEVENT's SUMMARY."""
    found = {}
    for parsed in caldav.events(calendar).values():
        event = parsed.walk("VEVENT")[0]
        found[event.decoded("DTSTART").strftime("%Y%m%d")] = str(event["SUMMARY"])
    return found


def test_older_data_leaves_the_newer_notices_days_and_says_so(caldav):
    predicting, informed = machine(caldav, "m2"), machine(caldav, "m1", notice=True)
    sync(caldav, "--create-calendar", *RANGE, env=predicting, check=0)
    calendar = caldav.calendar()
    sync(caldav, *RANGE, env=informed, check=0)
    official = summaries(caldav, calendar)
    assert official["20270220"] == "上班 (补班)" and "20270208" not in official, official
    assert not any("暂定" in title for title in official.values()), official
    for _ in range(2):
        mark = caldav.mark()
        status, out, err = sync(caldav, *RANGE, env=predicting)
        assert status == 6, out + err
        assert caldav.writes(mark) == [], "the older data writes nothing over the notice's days"
        assert NOTICE in err and "run 'workday-ics update' here" in err, err
        assert summaries(caldav, calendar) == official
        mark = caldav.mark()
        sync(caldav, *RANGE, env=informed, check=0)
        assert caldav.writes(mark) == [], "and the newer data has nothing to write again"


def test_two_machines_with_other_options_name_the_difference_not_rewrite_each_other(caldav):
    chinese, english = machine(caldav, "zh"), machine(caldav, "en")
    sync(caldav, "--create-calendar", *RANGE, "--lang", "zh", env=chinese, check=0)
    calendar = caldav.calendar()
    written = summaries(caldav, calendar)
    mark = caldav.mark()
    status, out, err = sync(caldav, *RANGE, "--lang", "en", env=english, check=1)
    assert "another machine's sync wrote from the same data with other options" in err, err
    assert "SUMMARY '上班 (暂定)' there, '上班 (provisional)' here" in err, err
    assert "--replace-edits" in err and caldav.writes(mark) == []
    mark = caldav.mark()
    sync(caldav, *RANGE, "--lang", "zh", env=chinese, check=0)
    assert caldav.writes(mark) == [] and summaries(caldav, calendar) == written
    # Taken over when asked: then the first machine is the one refused.
    sync(caldav, *RANGE, "--lang", "en", "--replace-edits", env=english, check=0)
    assert all("provisional" in title for title in summaries(caldav, calendar).values())
    status, out, err = sync(caldav, *RANGE, "--lang", "zh", env=chinese, check=1)
    assert "SUMMARY '上班 (provisional)' there, '上班 (暂定)' here" in err, err


def test_a_deletion_stays_a_deletion_after_a_machine_without_state_writes_it_again(caldav):
    first, second, new = machine(caldav, "m1"), machine(caldav, "m2"), machine(caldav, "m3")
    sync(caldav, "--create-calendar", *RANGE, env=first, check=0)
    sync(caldav, *RANGE, env=second, check=0)
    calendar = caldav.calendar()
    (deleted,) = [name for name in caldav.members(calendar) if name.startswith("20270106")]
    assert caldav.delete(calendar, deleted) in (200, 204)
    for env in (first, second):
        status, out, err = sync(caldav, *RANGE, env=env, check=5)
        assert "(deleted on another device)" in out, out
    status, out, err = sync(caldav, *RANGE, env=new, check=0)
    assert "1 created" in out and deleted in caldav.members(calendar), out
    status, out, err = sync(caldav, *RANGE, env=first)
    assert "(deleted on another device; another machine wrote it again)" in out, out
    assert deleted not in caldav.members(calendar)
    for env in (first, second, new, first):
        mark = caldav.mark()
        status, out, err = sync(caldav, *RANGE, env=env, check=5)
        assert "(deleted on another device)" in out and caldav.writes(mark) == [], out
    assert deleted not in caldav.members(calendar)
    # What the server holds, counted as it is.
    count = len(caldav.members(calendar))
    status, out, err = sync(caldav, *RANGE, env=first, check=5)
    assert f"up to date: {count} events" in out or f"{count} unchanged" in out, (count, out)


def test_a_phones_edit_of_one_day_of_a_series_is_kept_and_the_series_follows_the_notice(caldav):
    compact = [*RANGE, "--style", "compact"]
    predicting, informed = machine(caldav, "m1"), machine(caldav, "m1", notice=True)
    sync(caldav, "--create-calendar", *compact, env=predicting, check=0)
    calendar = caldav.calendar()
    (series,) = [name for name in caldav.members(calendar) if name.startswith("series-")]
    body, etag = caldav.get(calendar, series)
    parsed = icalendar.Calendar.from_ical(body)
    master = parsed.walk("VEVENT")[0]
    # "This event only": 2027-01-06's alarm half an hour before, as a phone writes it.
    override = icalendar.Event()
    for key in ("UID", "DTSTART", "DTEND", "SUMMARY"):
        override[key] = master[key]
    start = master.decoded("DTSTART").replace(day=6)
    override["RECURRENCE-ID"] = icalendar.vDDDTypes(start)
    override["RECURRENCE-ID"].params["TZID"] = "Asia/Shanghai"
    override.pop("DTSTART")
    override.add("DTSTART", start)
    override.pop("DTEND")
    override.add("DTEND", master.decoded("DTEND").replace(day=6))
    alarm = icalendar.Alarm()
    alarm.add("ACTION", "DISPLAY")
    alarm.add("DESCRIPTION", "early")
    alarm["TRIGGER"] = icalendar.vDuration(-__import__("datetime").timedelta(minutes=30))
    override.add_component(alarm)
    parsed.add_component(override)
    assert caldav.put(calendar, series, parsed.to_ical(), {"If-Match": etag}) in (200, 201, 204)
    status, out, err = sync(caldav, *compact, env=informed, check=5)
    assert "! kept user edit 2027-01-06 09:00" in out and "this day edited alone" in out, out
    assert "~ updated" in out, out
    held = icalendar.Calendar.from_ical(caldav.get(calendar, series)[0])
    events = held.walk("VEVENT")
    masters = [event for event in events if "RECURRENCE-ID" not in event]
    overrides = [event for event in events if "RECURRENCE-ID" in event]
    assert len(masters) == 1 and len(overrides) == 1, held.to_ical()
    assert str(masters[0].get("STATUS", "")) != "TENTATIVE" and "暂定" not in str(masters[0]["SUMMARY"])
    assert overrides[0].decoded("RECURRENCE-ID").day == 6
    # The next run converges: the edit said again, nothing written.
    mark = caldav.mark()
    status, out, err = sync(caldav, *compact, env=informed, check=5)
    assert "! kept user edit 2027-01-06 09:00" in out and caldav.writes(mark) == [], out
