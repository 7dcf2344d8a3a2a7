"""workday-ics sync against three CalDAV servers people run: Radicale,
Xandikos and sabre/dav (the engine of Nextcloud and Baïkal, with Digest
authentication), each on loopback with temporary storage (caldav_servers.py).
The same scenario runs on each, since each server reads a request its own
way and sync must keep every promise on all of them: create, nothing to write, a
change in place, another client's event untouched, another client's edit
kept, an alarm only acknowledged elsewhere not an edit, a lost state that
keeps the edit and duplicates nothing, yesterday's event kept on the next
day, an imported .ics taken over without duplicates, a wrong password
refused at once."""
import json
import os
import re
import shutil
import signal
import subprocess
import threading
import time

import pytest

from caldav_servers import (  # noqa: F401 (caldav is a fixture)
    BINARY, as_apple_writes_it_after_the_alarm_was_dismissed, caldav, generate, import_as_a_client_does, start_server,
    stop_server, sync)

RANGE = ["--from", "2026-12-14", "--to", "2026-12-31"]
#: The working days of 2026-12-14..31 (Monday to Friday).
DAYS = 14

FOREIGN = (b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//other//EN\r\nBEGIN:VEVENT\r\n"
           b"UID:20261215-dentist@example.com\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20261215T100000Z\r\n"
           b"DTEND:20261215T110000Z\r\nSUMMARY:Dentist\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


def start(caldav):
    """The first run: the calendar made, an event per working day."""
    status, out, err = sync(caldav, "--create-calendar", "--calendar-name", "Work", "--color", "teal", *RANGE, check=0)
    assert "+ calendar Work" in out and f"synced: {DAYS} created" in out, out
    return caldav.calendar()


def start_time(calendar):
    (event,) = calendar.walk("VEVENT")
    return event.decoded("DTSTART").strftime("%H:%M")


def test_the_calendar_home_is_discovered_and_the_calendar_made(caldav):
    # The most discovery requests in flight at once, each held 0.2 s.
    lock = threading.Lock()
    flight = {"now": 0, "most": 0}

    def held(method, path, headers, body):
        if method == "PROPFIND" and path in ("/", "/.well-known/caldav"):
            with lock:
                flight["now"] += 1
                flight["most"] = max(flight["most"], flight["now"])
            time.sleep(0.2)
            with lock:
                flight["now"] -= 1

    caldav.proxy.intercept = held
    calendar = start(caldav)
    caldav.proxy.intercept = None
    requests = [(method, path) for method, path, _, status in caldav.requests if status != 401]
    # RFC 6764's well-known URL and the server URL asked at once, in one
    # round trip: a redirect to the server URL on Radicale and Xandikos
    # (not followed by a second request), 404 on sabre/dav; then the
    # principal's home set, the home's calendars (in the same reply on
    # Radicale, whose principal is its own home), and MKCALENDAR.
    assert flight["most"] == 2, flight
    assert sorted(requests[:2]) == [("PROPFIND", "/"), ("PROPFIND", "/.well-known/caldav")], requests
    propfinds = 3 if caldav.name == "radicale" else 4
    assert [method for method, _ in requests[:propfinds + 1]] == ["PROPFIND"] * propfinds + ["MKCALENDAR"], requests
    assert calendar.startswith(caldav.home), (calendar, caldav.home)
    assert caldav.calendars()["Work"] == calendar
    # MKCALENDAR's name, Apple's colour property and the events-only component set.
    (made,) = caldav.propfind(calendar, "0", '<d:displayname/><x:calendar-color xmlns:x="http://apple.com/ns/ical/"/>'
                              '<c:supported-calendar-component-set/>')
    assert made.findtext(".//{http://apple.com/ns/ical/}calendar-color").upper().startswith("#008080")
    assert [comp.get("name") for comp in made.iter("{urn:ietf:params:xml:ns:caldav}comp")] == ["VEVENT"]
    events = caldav.events(calendar)
    assert len(events) == DAYS
    for name, parsed in events.items():
        assert re.fullmatch(r"[A-Za-z0-9._-]+\.ics", name)
        (event,) = parsed.walk("VEVENT")
        assert start_time(parsed) == "09:00" and event.get("DTEND") is not None


def test_request_bodies_reach_the_server_byte_for_byte(caldav):
    """The bodies go to curl inside its configuration, not in files:
    quotes, backslashes, CRLF and UTF-8 arrive as written, each with its
    length, and the server's copies keep the meaning their fingerprints
    name (a run that lost its state finds every event unchanged)."""
    description = 'say "hi", back\\slash; 上班'
    arguments = ["--calendar-name", "Work", "--description", description, *RANGE]
    bodies = []
    caldav.proxy.intercept = lambda method, path, headers, body: bodies.append((headers, body)) if method == "PUT" else None
    sync(caldav, "--create-calendar", *arguments, check=0)
    caldav.proxy.intercept = None
    assert len(bodies) >= DAYS, len(bodies)
    for headers, body in bodies:
        assert int(headers["content-length"]) == len(body)
        assert body.startswith(b"BEGIN:VCALENDAR\r\n") and body.endswith(b"END:VCALENDAR\r\n"), body[:100]
        assert b"\n" not in body.replace(b"\r\n", b""), body
        assert 'DESCRIPTION:say "hi"\\, back\\\\slash\\; 上班'.encode() in body.replace(b"\r\n ", b""), body
    shutil.rmtree(caldav.state)
    status, out, err = sync(caldav, *arguments, check=0)
    assert f"0 kept user edits, {DAYS} unchanged" in out, out + err


def test_a_second_run_writes_nothing(caldav):
    start(caldav)
    for _ in range(2):
        mark = caldav.mark()
        status, out, err = sync(caldav, "--calendar-name", "Work", *RANGE, check=0)
        assert "nothing written" in out, out
        assert caldav.writes(mark) == []
        # One request tells nothing changed: the collection's token. (A
        # Xandikos calendar changes its sync token once by itself after a
        # run, which costs a second look the first time.)
        assert caldav.count(mark) <= 2, caldav.requests[mark:]
    assert caldav.count(mark) == 1, caldav.requests[mark:]
    # Every request counted: the scheme a Digest server asked for (sabre/dav)
    # is in the state, so no 401 is met and the password never goes by Basic.
    assert len(caldav.requests[mark:]) == 1, caldav.requests[mark:]
    if caldav.name == "sabre":
        assert all(headers.get("authorization", "").startswith("Digest ")
                   for _, _, headers, _ in caldav.requests[mark:]), caldav.requests[mark:]


def test_a_change_updates_every_event_in_place(caldav):
    calendar = start(caldav)
    before = set(caldav.members(calendar))
    mark = caldav.mark()
    status, out, err = sync(caldav, "--calendar-name", "Work", "--time", "08:30", *RANGE, check=0)
    assert f"{DAYS} updated" in out, out
    assert caldav.writes(mark) == ["PUT"] * DAYS
    events = caldav.events(calendar)
    assert set(events) == before
    assert {start_time(parsed) for parsed in events.values()} == {"08:30"}
    # Updates are conditional on the ETag the server gave.
    assert all(headers.get("if-match") for method, _, headers, status in caldav.requests[mark:]
               if method == "PUT" and status != 401)
    # One round trip per request, Digest too: only the run's first request
    # meets the server's challenge (sabre/dav); curl's own Digest would
    # meet it before every request.
    assert [status for *_, status in caldav.requests[mark:]].count(401) <= 1, caldav.requests[mark:]


def test_another_clients_event_is_untouched(caldav):
    calendar = start(caldav)
    assert caldav.put(calendar, "dentist.ics", FOREIGN) == 201
    original = caldav.get(calendar, "dentist.ics")[0]
    mark = caldav.mark()
    sync(caldav, "--calendar-name", "Work", "--time", "08:00", "--from", "2026-12-21", "--to", "2026-12-31", check=0)
    assert caldav.writes(mark).count("DELETE") == 5
    assert not any("dentist" in path for method, path, *_ in caldav.requests[mark:] if method in ("PUT", "DELETE"))
    assert caldav.get(calendar, "dentist.ics")[0] == original


def test_another_clients_edit_is_kept_and_reported(caldav):
    calendar = start(caldav)
    name = sorted(caldav.members(calendar))[0]
    body, _ = caldav.get(calendar, name)
    assert caldav.put(calendar, name, body.replace(b"SUMMARY:", b"SUMMARY:Edited ")) in (201, 204)
    mark = caldav.mark()
    status, out, err = sync(caldav, "--calendar-name", "Work", "--time", "08:30", *RANGE, check=5)
    assert "! kept user edit" in out and f"{DAYS - 1} updated" in out, out
    assert caldav.writes(mark) == ["PUT"] * (DAYS - 1)
    events = caldav.events(calendar)
    (edited,) = events[name].walk("VEVENT")
    assert str(edited["SUMMARY"]).startswith("Edited ") and start_time(events[name]) == "09:00"


def quiet(caldav, *arguments, env=None):
    """Runs sync twice with nothing to do: no write, and the second run is
    one request (the first may take two on Xandikos, see above)."""
    for _ in range(2):
        mark = caldav.mark()
        status, out, err = sync(caldav, *arguments, env=env, check=0)
        assert caldav.writes(mark) == [], out
    assert caldav.count(mark) == 1, caldav.requests[mark:]


def test_an_alarm_only_acknowledged_by_another_client_is_not_an_edit(caldav):
    calendar = start(caldav)
    name = sorted(caldav.members(calendar))[0]
    body, _ = caldav.get(calendar, name)
    assert caldav.put(calendar, name, as_apple_writes_it_after_the_alarm_was_dismissed(body)) in (201, 204)
    mark = caldav.mark()
    status, out, err = sync(caldav, "--calendar-name", "Work", *RANGE, check=0)
    assert "! kept" not in out, out
    assert f"synced: 0 created, 0 updated, 0 deleted, 0 kept user edits, {DAYS} unchanged" in out, out
    assert caldav.writes(mark) == [] and b"ACKNOWLEDGED:20261214T005012Z" in caldav.get(calendar, name)[0]
    # The next runs are one request again, and a changed reminder updates it too.
    quiet(caldav, "--calendar-name", "Work", *RANGE)
    status, out, err = sync(caldav, "--calendar-name", "Work", "--time", "08:30", *RANGE, check=0)
    assert f"{DAYS} updated" in out and "kept" not in out.replace("0 kept", ""), out
    assert start_time(caldav.events(calendar)[name]) == "08:30"


def test_a_lost_state_keeps_the_edit_and_duplicates_nothing(caldav):
    # Edit one event, delete another, lose the state (a new machine).
    calendar = start(caldav)
    names = sorted(caldav.members(calendar))
    body, _ = caldav.get(calendar, names[0])
    assert caldav.put(calendar, names[0], body.replace(b"SUMMARY:", b"SUMMARY:Edited ")) in (201, 204)
    assert caldav.delete(calendar, names[1]) in (200, 204)
    shutil.rmtree(caldav.state)
    status, out, err = sync(caldav, "--calendar-name", "Work", *RANGE, check=5)
    # Said as the server holds it.
    assert "! kept user edit 2026-12-14 09:00 Edited 上班 (edited on another device)" in out, out
    # Without a state a deleted event cannot be told from a new one: written
    # again; the others are what sync wrote, taken back as they are.
    assert "+ created 2026-12-15 09:00" in out and f"{DAYS - 2} unchanged" in out, out
    uids = caldav.uids(calendar)
    assert len(uids) == len(set(uids)) == DAYS, uids
    events = caldav.events(calendar)
    assert str(events[names[0]].walk("VEVENT")[0]["SUMMARY"]).startswith("Edited ")
    # Lost again, with other options: what another machine's run wrote is
    # named, not written over, until --replace-edits takes it over.
    shutil.rmtree(caldav.state)
    mark = caldav.mark()
    status, out, err = sync(caldav, "--calendar-name", "Work", "--time", "08:30", *RANGE, check=1)
    assert "other options" in err and "DTSTART" in err and caldav.writes(mark) == [], err
    status, out, err = sync(caldav, "--calendar-name", "Work", "--time", "08:30", "--replace-edits", *RANGE, check=0)
    assert f"{DAYS} updated" in out, out
    # Lost again, with a range that no longer wants the edited day: the
    # edit (overwritten above) is gone; this run deletes only its own.
    assert caldav.put(calendar, names[0], caldav.get(calendar, names[0])[0].replace(b"SUMMARY:", b"SUMMARY:Edited ")) \
        in (201, 204)
    shutil.rmtree(caldav.state)
    status, out, err = sync(caldav, "--calendar-name", "Work", "--time", "08:30", "--from", "2026-12-15",
                            "--to", "2026-12-31", check=5)
    assert "! kept user edit 2026-12-14 08:30 Edited 上班" in out and "no longer wanted" in out, out
    assert "deleted" not in out.replace("0 deleted", ""), out
    assert names[0] in caldav.members(calendar)
    assert len(caldav.uids(calendar)) == DAYS


def test_a_lost_state_of_a_compact_calendar_is_rebuilt_without_a_false_edit(caldav):
    # --style compact: one series (a resource named series-…, not by a
    # day) and the make-up days. Read again after the state was lost,
    # each is what sync wrote: nothing written, nothing kept, exit 0.
    compact = ["--calendar-name", "Work", "--style", "compact", "--from", "2026-01-01", "--to", "2026-12-31"]
    sync(caldav, "--create-calendar", *compact, check=0)
    calendar = caldav.calendar()
    assert any(name.startswith("series-") for name in caldav.members(calendar))
    shutil.rmtree(caldav.state)
    mark = caldav.mark()
    status, out, err = sync(caldav, *compact, check=0)
    assert "synced: 0 created, 0 updated, 0 deleted, 0 kept user edits, 7 unchanged" in out, out
    assert caldav.writes(mark) == []
    quiet(caldav, *compact)


def test_yesterdays_event_is_still_there_after_a_run_on_the_next_day(caldav):
    daily = ["--calendar-name", "Work", "--title", "Daily", "--time", "09:00", "--to", "2026-12-31"]
    sync(caldav, "--create-calendar", *daily, check=0, env={"WORKDAY_ICS_TODAY": "2026-12-01"})
    calendar = caldav.calendar()
    before = set(caldav.members(calendar))
    assert len(before) == 23
    mark = caldav.mark()
    status, out, err = sync(caldav, *daily, check=0, env={"WORKDAY_ICS_TODAY": "2026-12-02"})
    assert "deleted 2026-12-01" not in out and caldav.writes(mark) == [], out
    assert set(caldav.members(calendar)) == before
    # Nothing changed: the next day's runs are one request again.
    quiet(caldav, *daily, env={"WORKDAY_ICS_TODAY": "2026-12-02"})
    # A range the user chose manages its days: the past one before it goes.
    status, out, err = sync(caldav, *daily, "--from", "2026-12-02", check=0, env={"WORKDAY_ICS_TODAY": "2026-12-02"})
    assert "- deleted 2026-12-01 09:00 Daily" in out and "synced: 0 created, 0 updated, 1 deleted" in out, out
    assert len(caldav.members(calendar)) == 22
    # The day after, with the state lost: history is still left alone.
    before = set(caldav.members(calendar))
    shutil.rmtree(caldav.state)
    status, out, err = sync(caldav, *daily, check=0, env={"WORKDAY_ICS_TODAY": "2026-12-03"})
    assert set(caldav.members(calendar)) == before and "deleted" not in out.replace("0 deleted", ""), out


@pytest.mark.parametrize("naming", ["uuid", "uid"])
def test_a_calendar_imported_first_is_taken_over_without_duplicates(caldav, naming):
    # Importing first (calendars.md), then sync on the same calendar: the import made
    # one resource per event under names of the client's.
    imported = import_as_a_client_does(caldav, generate(caldav.folder, *RANGE), naming=naming)
    assert len(imported) == DAYS
    calendar = caldav.calendar()
    # One copy was edited before the switch to sync.
    edited = sorted(imported.values())[0]
    body, _ = caldav.get(calendar, edited)
    assert caldav.put(calendar, edited, body.replace(b"SUMMARY:", b"SUMMARY:Edited ")) in (201, 204)
    status, out, err = sync(caldav, "--calendar", "Work", *RANGE, check=5)
    assert out.count("(taken over: ") == DAYS - 1 and f"{DAYS - 1} updated" in out and "0 created" in out, out
    assert out.count("! kept user edit") == 1 and err == "", out + err
    # Exactly one resource per UID: the import's own.
    assert set(caldav.members(calendar)) == set(imported.values())
    assert caldav.uids(calendar) == sorted(imported)
    for name, parsed in caldav.events(calendar).items():
        assert ("X-WORKDAY-ICS-FINGERPRINT" in parsed.walk("VEVENT")[0]) == (name != edited), name
    # The next runs know them: nothing written, nothing duplicated, and a
    # changed reminder updates them where they are.
    mark = caldav.mark()
    sync(caldav, "--calendar", "Work", *RANGE, check=5)
    assert caldav.writes(mark) == []
    status, out, err = sync(caldav, "--calendar", "Work", "--time", "08:30", *RANGE, check=5)
    assert f"{DAYS - 1} updated" in out and set(caldav.members(calendar)) == set(imported.values()), out
    assert caldav.uids(calendar) == sorted(imported)


def test_an_event_deleted_elsewhere_while_sync_reads_it_is_written_again_once(caldav):
    # The state lost, so every member is read (calendar-multiget); a phone
    # deletes one between the listing and that read. RFC 4791 answers 404
    # for that href alone (Radicale, Xandikos); sabre/dav 1.8 refuses the
    # whole REPORT with 404. Either way the event is gone: without a state
    # it is written again, as any event missing, and nothing is an edit.
    calendar = start(caldav)
    names = sorted(caldav.members(calendar))
    shutil.rmtree(caldav.state)
    deleted = []

    def delete_one_first(method, path, headers, body):
        if method == "REPORT" and b"calendar-multiget" in body and not deleted:
            deleted.append(caldav.delete(calendar, names[3]))
        return None

    caldav.proxy.intercept = delete_one_first
    status, out, err = sync(caldav, "--calendar-name", "Work", *RANGE)
    assert deleted and deleted[0] in (200, 204)
    assert status == 0 and err == "", out + err
    assert "+ created 2026-12-17 09:00 上班" in out, out
    assert f"synced: 1 created, 0 updated, 0 deleted, 0 kept user edits, {DAYS - 1} unchanged" in out, out
    uids = caldav.uids(calendar)
    assert len(uids) == len(set(uids)) == DAYS, uids


LOGIN_PAGE = b"<!DOCTYPE html>\n<html><head><title>Sign in</title></head><body><form>...</form></body></html>\n"


@pytest.mark.parametrize("answer", [
    (200, [("Content-Type", "text/html; charset=utf-8")], LOGIN_PAGE),
    (200, []),
], ids=["a login page", "an empty 200"])
def test_a_write_the_server_does_not_confirm_is_not_counted_and_is_written_by_the_next_run(caldav, answer):
    # A firewall (or a login page after a session expired) answers every
    # PUT from the sixth on with 200, the request never forwarded: a web
    # page is a failure, and a 200 without an ETag counts only if the
    # listing after the batch shows the event.
    puts = []

    def firewall(method, path, headers, body):
        if method == "PUT":
            puts.append(path)
            if len(puts) > 5:
                return answer
        return None

    caldav.proxy.intercept = firewall
    status, out, err = sync(caldav, "--create-calendar", "--calendar-name", "Work", *RANGE, check=1)
    assert f"synced: 5 created, 0 updated, 0 deleted, 0 kept user edits, 0 unchanged, {DAYS - 5} failed" in out, out
    said = "with a web page, not CalDAV" if answer[2:] else "does not list the event afterwards"
    assert err.count(said) == DAYS - 5, err
    calendar = caldav.calendar()
    assert len(caldav.members(calendar)) == 5
    caldav.proxy.intercept = None
    status, out, err = sync(caldav, "--calendar-name", "Work", *RANGE, check=0)
    assert f"synced: {DAYS - 5} created" in out and "kept" not in out.replace("0 kept", ""), out
    uids = caldav.uids(calendar)
    assert len(uids) == len(set(uids)) == DAYS, uids
    quiet(caldav, "--calendar-name", "Work", *RANGE)


def test_a_slow_write_does_not_hold_the_others(caldav):
    # The first write takes 2 s: the others go on around it, 8 in flight
    # at a time, a new one as soon as one ends, so that all of them have
    # reached the server before it ends (no wait for a whole window).
    arrived = []
    lock = threading.Lock()

    def first_is_slow(method, path, headers, body):
        if method == "PUT":
            with lock:
                arrived.append(path)
                first = len(arrived) == 1
            if first:
                time.sleep(2)
                with lock:
                    arrived.append("first ended")
        return None

    caldav.proxy.intercept = first_is_slow
    status, out, err = sync(caldav, "--create-calendar", "--calendar-name", "Work", *RANGE, check=0)
    assert f"synced: {DAYS} created" in out, out + err
    assert arrived.index("first ended") == DAYS, arrived


def test_a_throttled_write_pauses_the_batch_and_is_sent_again(caldav):
    # One 503 with Retry-After: 1 in the middle of the first run's writes:
    # the batch stops (the writes in flight abandoned), waits as asked,
    # sends it again with those, and every event is there once (a write
    # the server got before it was abandoned is refused the second time,
    # 412, and found done).
    throttled = []

    def throttle_once(method, path, headers, body):
        if method == "PUT" and len(throttled) < 1 and path.endswith(".ics") and "20261216" in path:
            throttled.append(time.monotonic())
            return 503, [("Retry-After", "1")]
        return None

    caldav.proxy.intercept = throttle_once
    started = time.monotonic()
    status, out, err = sync(caldav, "--create-calendar", "--calendar-name", "Work", *RANGE, check=0)
    assert throttled and time.monotonic() - started >= 1, out
    assert f"synced: {DAYS} created" in out and err == "", out + err
    puts = [status for method, _, _, status in caldav.requests if method == "PUT" and status != 401]
    assert puts.count(503) == 1 and DAYS + 1 <= len(puts) <= DAYS + 1 + 8, puts
    assert set(puts) <= {201, 204, 412, 503}, puts
    uids = caldav.uids(caldav.calendar())
    assert len(uids) == len(set(uids)) == DAYS, uids


def test_a_server_that_asks_for_a_long_wait_is_left_alone_and_said(caldav):
    caldav.proxy.intercept = lambda method, path, headers, body: (
        (503, [("Retry-After", "600")]) if method == "PUT" else None)
    started = time.monotonic()
    status, out, err = sync(caldav, "--create-calendar", "--calendar-name", "Work", *RANGE, check=1)
    assert time.monotonic() - started < 30
    assert f"{DAYS} changes not made: the server asks to wait 600 s; run sync again later" in err, err
    puts = [method for method, _, _, status in caldav.requests if method == "PUT" and status != 401]
    assert len(puts) <= 16, puts
    caldav.proxy.intercept = None
    status, out, err = sync(caldav, "--calendar-name", "Work", *RANGE, check=0)
    # A write abandoned in flight may still have reached the server: found
    # and kept, never doubled.
    created, unchanged = map(int, re.search(r"synced: (\d+) created, 0 updated, 0 deleted, 0 kept user edits, "
                                            r"(\d+) unchanged", out).groups())
    assert created + unchanged == DAYS and created >= DAYS - 8, out
    uids = caldav.uids(caldav.calendar())
    assert len(uids) == len(set(uids)) == DAYS, uids


def test_a_server_that_stops_answering_ends_the_run_after_one_window(tmp_path):
    # From the fifth write on the proxy holds every request without an
    # answer: the window in flight times out (--timeout 2 s each, together),
    # the rest is not sent, and what was written is saved.
    server = start_server("radicale")
    try:
        puts = []
        released = threading.Event()

        def stall(method, path, headers, body):
            if method == "PUT":
                puts.append(path)
            if len(puts) > 4:
                released.wait(30)
            return None

        server.proxy.intercept = stall
        started = time.monotonic()
        status, out, err = sync(server, "--create-calendar", "--calendar-name", "Work", "--timeout", "2", *RANGE,
                                check=1, timeout=60)
        took = time.monotonic() - started
        assert took < 10, took
        assert re.search(r"changes not made: the server stopped answering \(\d+ requests in a row got no reply: "
                         r"Operation timed out after 2\d\d\d milliseconds.*; run sync again later", err), err
        assert len(puts) <= 16, puts
        server.proxy.intercept = None
        released.set()
        status, out, err = sync(server, "--calendar-name", "Work", *RANGE, check=0)
        uids = server.uids(server.calendar())
        assert len(uids) == len(set(uids)) == DAYS, uids
    finally:
        released.set()
        stop_server(server)


def test_a_signal_stops_curl_and_saves_what_was_done(tmp_path):
    # SIGTERM as the ninth write goes out: curl stops at once, the writes
    # it reported are saved, the temporary folder is
    # removed, the run ends by the signal, and the next run finishes.
    server = start_server("radicale")
    try:
        state_path = os.path.join(server.folder, "state.json")
        temporary = tmp_path / "tmp"
        temporary.mkdir()
        environment = {
            "PATH": "/usr/bin:/bin", "WORKDAY_ICS_TODAY": "2026-11-23", "HOME": server.folder,
            "WORKDAY_ICS_PASSWORD": server.password, "TMPDIR": str(temporary),
        }
        command = [BINARY, "sync", "-q", "--server", server.url, "--user", server.user, "--create-calendar",
                   "--calendar-name", "Work", "--state", state_path, *RANGE]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)
        puts = []

        def slow_and_interrupt(method, path, headers, body):
            if method == "PUT":
                puts.append(path)
                if len(puts) == 9:
                    process.send_signal(signal.SIGTERM)
                time.sleep(0.5)
            return None

        server.proxy.intercept = slow_and_interrupt
        out, err = process.communicate(timeout=60)
        out, err = out.decode(), err.decode()
        assert process.returncode == -signal.SIGTERM, out + err
        assert "changes not made: interrupted (SIGTERM); run sync again" in err, out + err
        created = out.count("+ created ")
        assert created >= 1, out
        with open(state_path) as file:
            assert len(json.load(file)["events"]) == created
        assert list(temporary.iterdir()) == []
        # No request arrives after the run ended (the proxy records a
        # request when it has been answered, and writes that arrived before
        # the signal may still be answered, one at a time, on a busy
        # machine: arrivals are what the intercept counts).
        time.sleep(1)
        arrived = len(puts)
        time.sleep(2)
        assert puts[arrived:] == [], "no curl goes on writing"
        server.proxy.intercept = None
        status, out, err = sync(server, "--calendar-name", "Work", "--state", state_path, *RANGE, check=0)
        uids = server.uids(server.calendar())
        assert len(uids) == len(set(uids)) == DAYS, uids
    finally:
        stop_server(server)


def test_every_spelling_of_the_server_shares_one_state():
    # http://127.0.0.1:PORT, http://127.0.0.1:PORT/ and the like: one state
    # and one lock, so the second run has nothing to do (one request).
    server = start_server("radicale")
    try:
        port = server.proxy.port
        sync(server, "--create-calendar", "--calendar-name", "Work", *RANGE, check=0, url=f"http://127.0.0.1:{port}")
        for spelling in (f"http://127.0.0.1:{port}/", f"HTTP://127.0.0.1:{port}"):
            mark = server.mark()
            status, out, err = sync(server, "--calendar-name", "Work", *RANGE, check=0, url=spelling)
            assert "up to date" in out and server.count(mark) == 1, out
        assert len(os.listdir(os.path.join(server.state, "workday-ics"))) == 2  # the state and its lock
    finally:
        stop_server(server)


def delete_calendar(server, calendar):
    status, reply, _ = server.request("DELETE", calendar)
    assert status in (200, 204), (status, reply[:300])


def test_a_calendar_deleted_on_the_server_and_made_again_by_sync_gets_every_event(caldav):
    calendar = start(caldav)
    delete_calendar(caldav, calendar)
    status, out, err = sync(caldav, "--calendar-name", "Work", *RANGE, check=1)
    assert "no calendar named 'Work'" in err and "--create-calendar" in err, err
    status, out, err = sync(caldav, "--create-calendar", "--calendar-name", "Work", *RANGE, check=0)
    assert "+ calendar Work" in out and f"synced: {DAYS} created" in out and "kept" not in out.replace("0 kept", ""), out
    assert caldav.calendar() == calendar and len(caldav.uids(calendar)) == DAYS
    quiet(caldav, "--calendar-name", "Work", *RANGE)


# sabre/dav 1.8 as set up here has no sync tokens: a calendar emptied
# there cannot be told from one whose events a phone deleted.
@pytest.mark.parametrize("kind", ["radicale", "xandikos"])
def test_a_calendar_another_client_made_anew_at_the_same_url_gets_every_event(kind):
    # The old sync token is refused (Radicale 403, Xandikos 412) and the
    # collection holds none of the events: the state is gone with it.
    server = start_server(kind)
    try:
        calendar = start(server)
        delete_calendar(server, calendar)
        assert server.make_calendar(calendar.rstrip("/").rsplit("/", 1)[-1], "Work") == calendar
        status, out, err = sync(server, "--calendar-name", "Work", *RANGE, check=0)
        assert f"note: http://127.0.0.1:{server.proxy.port}{calendar} was made anew since the last run" in out, out
        assert f"synced: {DAYS} created" in out and "kept" not in out.replace("0 kept", ""), out
        assert len(server.uids(calendar)) == DAYS
        quiet(server, "--calendar-name", "Work", *RANGE)
    finally:
        stop_server(server)


# sabre/dav 1.8 keeps no UID unique (a second resource with a UID is
# accepted): there the race below leaves a copy that no request can avoid.
@pytest.mark.parametrize("kind", ["radicale", "xandikos"])
def test_a_create_refused_as_a_uid_conflict_takes_over_the_resource_holding_the_uid(kind):
    # Another client imports a copy of an event between sync's listing and
    # its PUT: RFC 4791's no-uid-conflict, as Radicale (409, naming no
    # resource) and Xandikos (412) answer it; sync finds and takes over the copy.
    server = start_server(kind)
    try:
        sync(server, "--create-calendar", "--calendar-name", "Work", "--from", "2026-12-14", "--to", "2026-12-20",
             check=0)
        calendar = server.calendar()
        injected = []
        # The writes arrive together: one of them imports the copy.
        lock = threading.Lock()

        copied = []

        def import_a_copy_first(method, path, headers, body):
            if method == "PUT" and headers.get("if-none-match") == "*":
                with lock:
                    if not injected:
                        copy = re.sub(rb"X-WORKDAY-ICS-FINGERPRINT:[^\r]*\r\n", b"", body)
                        injected.append(server.put(calendar, "imported-copy.ics", copy, {"If-None-Match": "*"}))
                        copied.append(re.search(r"/(\d{4})(\d\d)(\d\d)-", path).groups())
            return None

        server.proxy.intercept = import_a_copy_first
        mark = server.mark()
        status, out, err = sync(server, "--calendar-name", "Work", *RANGE)
        conflict = [status for method, _, headers, status in server.requests[mark:]
                    if method == "PUT" and headers.get("if-none-match") == "*" and status >= 400]
        assert injected == [201] and conflict == [{"radicale": 409, "xandikos": 412}[kind]], server.requests[mark:]
        assert status == 0 and err == "", out + err
        year, month, day = copied[0]
        assert f"~ updated {year}-{month}-{day} 09:00 上班 (taken over: imported-copy.ics)" in out, out
        assert "synced: 8 created, 1 updated, 0 deleted" in out, out
        uids = server.uids(calendar)
        assert len(uids) == len(set(uids)) == DAYS, uids
        assert "X-WORKDAY-ICS-FINGERPRINT" in server.events(calendar)["imported-copy.ics"].walk("VEVENT")[0]
    finally:
        stop_server(server)


@pytest.mark.parametrize("server_url", ["{url}dav.php/", "{url}dav.php"])
def test_a_server_under_a_path_as_baikal_serves_it(server_url):
    # Baïkal: sabre/dav at https://host/dav.php/, no /.well-known/caldav
    # unless the web server redirects it; the server URL is asked instead.
    server = start_server("baikal")
    try:
        server_url = server_url.format(url=server.url)
        status, out, err = sync(server, "--create-calendar", *RANGE, url=server_url, check=0)
        assert f"synced: {DAYS} created" in out, out
        assert server.calendar().startswith("/dav.php/calendars/alice/")
        assert len(server.members(server.calendar())) == DAYS
    finally:
        stop_server(server)


def test_a_stale_digest_nonce_is_renewed_from_the_servers_challenge():
    # A server whose nonce expired mid-run answers 401 with stale=true and a
    # new nonce (RFC 7616 §3.3): the request goes again with it, and the
    # run goes on; sabre/dav takes any nonce it is answered with.
    server = start_server("sabre")
    try:
        start(server)
        refused = []

        def expire(method, path, headers, body):
            if method == "PUT" and not refused and 'nonce="' in headers.get("authorization", ""):
                refused.append(path)
                return 401, [("WWW-Authenticate", 'Digest realm="SabreDAV",qop="auth",nonce="renewed",stale=TRUE')]
            return None

        server.proxy.intercept = expire
        mark = server.mark()
        sync(server, "--calendar-name", "Work", "--time", "08:30", *RANGE, check=0)
        assert len(refused) == 1
        puts = [(path, headers["authorization"]) for method, path, headers, status in server.requests[mark:]
                if method == "PUT" and status < 300]
        assert len(puts) == DAYS and refused[0] in [path for path, _ in puts]
        after = [authorization for path, authorization in puts if path == refused[0]]
        assert 'nonce="renewed"' in after[0], after
        # The requests after it count the new nonce from 1, each once (they
        # go out together: in any order; the one counted 1 may be one the
        # server answered otherwise, such as a write sent again later).
        counts = [re.search(r"nc=([0-9a-f]{8})", headers["authorization"]).group(1)
                  for _, _, headers, _ in server.requests[mark:]
                  if 'nonce="renewed"' in headers.get("authorization", "")]
        assert "00000001" in counts and len(counts) == len(set(counts)), counts
    finally:
        stop_server(server)


@pytest.mark.parametrize("kind, scheme", [("radicale", "Basic"), ("sabre", "Digest")])
def test_a_wrong_password_is_refused_at_once(kind, scheme):
    # Xandikos checks no password of its own (a proxy in front would).
    server = start_server(kind)
    try:
        start(server)
        mark = server.mark()
        status, out, err = sync(server, "--calendar-name", "Work", *RANGE, password="wrong")
        assert status == 1, out + err
        assert f"the server refused user '{server.user}' with this password" in err, err
        assert f"{scheme} authentication" in err and err.count("\n") == 1, err
        assert server.writes(mark) == [] and len(server.requests[mark:]) <= 3, server.requests[mark:]
    finally:
        stop_server(server)


# The transport, whatever the server: what curl is told and what it is not.

class Recorder:
    """A tiny HTTP (or, with `certificate`, HTTPS) server on 127.0.0.1 that
    answers every request with `status` and `headers` and records each
    request's method and headers (lower-case names)."""

    def __init__(self, status=404, headers=(), certificate=None):
        import http.server
        import threading
        recorder = self
        self.requests = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass

            def answer(self):
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                recorder.requests.append((self.command, {k.lower(): v for k, v in self.headers.items()}))
                self.send_response(status)
                for name, value in headers:
                    self.send_header(name, value)
                self.send_header("Content-Length", "0")
                self.end_headers()

            do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = answer

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        if certificate:
            import ssl
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(*certificate)
            self.httpd.socket = context.wrap_socket(self.httpd.socket, server_side=True)
        self.port = self.httpd.server_address[1]
        self.url = f"{'https://localhost' if certificate else 'http://127.0.0.1'}:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *arguments):
        self.httpd.shutdown()
        self.httpd.server_close()


def run_tool(*arguments, home, path="/usr/bin:/bin"):
    import subprocess
    from conftest import BINARY
    env = {"PATH": path, "HOME": str(home), "XDG_STATE_HOME": str(home / "state"), "WORKDAY_ICS_PASSWORD": "pw",
           "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23"}
    result = subprocess.run([BINARY, *arguments], capture_output=True, env=env, timeout=120, stdin=subprocess.DEVNULL)
    return result.returncode, result.stdout.decode(), result.stderr.decode()


@pytest.fixture
def curlrc_home(tmp_path):
    """A HOME whose ~/.curlrc would add a header and switch certificate checks off."""
    home = tmp_path / "home"
    home.mkdir()
    (home / ".curlrc").write_text('insecure\nheader = "X-Evil: 1"\n')
    return home


def test_curlrc_never_applies_to_sync_or_update(curlrc_home):
    server = start_server("radicale")
    try:
        status, out, err = sync(server, "--create-calendar", *RANGE, env={"HOME": str(curlrc_home)})
        assert status == 0, out + err
        assert server.requests and not any("x-evil" in headers for _, _, headers, _ in server.requests)
    finally:
        stop_server(server)
    with Recorder() as recorder:
        run_tool("update", "--data", str(curlrc_home / "data"), "--year", "2027", "--source", recorder.url,
                 home=curlrc_home)
        assert recorder.requests and not any("x-evil" in headers for _, headers in recorder.requests)


def test_plain_http_to_this_machine_never_goes_through_a_proxy_from_the_environment(tmp_path):
    # curl would send it, Basic password and all, to http_proxy's host.
    server = start_server("radicale")
    try:
        with Recorder() as proxy:
            env = {name: proxy.url for name in ("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY")}
            status, out, err = sync(server, "--create-calendar", *RANGE, env=env)
            assert status == 0, out + err
            assert proxy.requests == []
    finally:
        stop_server(server)


def test_an_insecure_curlrc_does_not_switch_certificate_checks_off(curlrc_home, tmp_path):
    import subprocess
    key, certificate = str(tmp_path / "key.pem"), str(tmp_path / "cert.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
                    "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"],
                   check=True, capture_output=True)
    with Recorder(certificate=(certificate, key)) as recorder:
        status, out, err = run_tool("sync", "-q", "--server", recorder.url, "--user", "alice", *RANGE,
                                    home=curlrc_home)
        assert status == 1 and "certificate" in err.lower() and "--ca-file FILE" in err, out + err
        # The handshake failed: no request, no password, reached the server.
        assert recorder.requests == []


@pytest.mark.parametrize("server, reason", [
    # RFC 6761: .invalid resolves nowhere, no network needed.
    ("https://caldav.invalid/", "Could not resolve host"),
    # A closed port on this machine: the connection is refused.
    ("http://127.0.0.1:1/", "Failed to connect"),
])
def test_a_server_that_cannot_be_reached_fails_at_once_with_one_curl_and_no_retry(tmp_path, server, reason):
    # curl, watched: a shim first on PATH logs each run and what it is told.
    # curl's own `retry` tries a failed name lookup again (21 s in all), so
    # sync must not ask for it; throttling is retried by sync itself. And
    # discovery stops at the first request that got no reply.
    shims = tmp_path / "bin"
    shims.mkdir()
    log = tmp_path / "curl.log"
    (shims / "curl").write_text(f"#!/bin/sh\necho run >> '{log}'\ntee -a '{log}' | /usr/bin/curl \"$@\"\n")
    (shims / "curl").chmod(0o700)
    status, out, err = run_tool("sync", "-q", "--server", server, "--user", "alice", *RANGE,
                                home=tmp_path, path=f"{shims}:/usr/bin:/bin")
    assert status == 1, out + err
    assert f"cannot reach {server}.well-known/caldav: {reason}" in err and err.count("\n") == 1, err
    told = log.read_text()
    assert told.count("run\n") == 1, told
    assert not re.search(r"^retry", told, re.MULTILINE), told


def test_an_authentication_scheme_sync_cannot_do_is_named(tmp_path):
    challenges = [("WWW-Authenticate", 'Bearer realm="example", error="invalid_token"'), ("WWW-Authenticate", "Negotiate")]
    with Recorder(status=401, headers=challenges) as recorder:
        status, out, err = run_tool("sync", "-q", "--server", recorder.url, "--user", "alice", *RANGE, home=tmp_path)
    assert status == 1, out + err
    assert "asks for Bearer or Negotiate authentication (401), which sync cannot do" in err, err
    # The first round trip only: the well-known URL and the server URL,
    # asked together; the first 401 ends the run, so the other may not
    # have reached the server yet (on a busy machine it did not).
    assert 1 <= len(recorder.requests) <= 2 and all(method == "PROPFIND" for method, _ in recorder.requests), \
        recorder.requests


def test_a_redirect_to_plain_http_elsewhere_is_said_not_curls_protocol_error(tmp_path):
    # sync follows redirects itself (curl is never told to): a redirect to
    # http:// on another host is named as such, never curl's "Protocol
    # "http" not supported or disabled", and nothing is sent there.
    with Recorder(status=301, headers=[("Location", "http://caldav.invalid/dav/")]) as recorder:
        status, out, err = run_tool("sync", "-q", "--server", recorder.url, "--user", "alice", *RANGE, home=tmp_path)
    assert status == 1, out + err
    assert f"{recorder.url} redirects to http://caldav.invalid/dav/, which is not HTTPS (plain HTTP only to this machine)" \
        in err and "Protocol" not in err and err.count("\n") == 1, err


def test_a_state_folder_that_cannot_be_made_names_the_folder_and_the_cause(tmp_path):
    # The parent of the state folder is a file: mkdir's own reason for the
    # first folder that failed, not the lock file's "no such file".
    (tmp_path / "plain").write_text("")
    status, out, err = run_tool("sync", "-q", "--server", "http://127.0.0.1:1/", "--user", "alice", "--state",
                                str(tmp_path / "plain" / "a" / "b" / "sync.json"), *RANGE, home=tmp_path)
    assert status == 4, out + err
    assert err == (f"workday-ics: cannot create sync's state folder '{tmp_path}/plain/a/b': "
                   f"cannot create '{tmp_path}/plain/a': Not a directory\n"), err
