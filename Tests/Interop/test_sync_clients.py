"""The calendar `sync` writes, kept by the clients people run beside it:
vdirsyncer's `caldav` storage (a laptop's local copy, edited and synced
back) and the python `caldav` library (what scripts use), on Radicale and
Xandikos. An edit made through them is kept and reported, a deletion
stays one, what they only re-save is no edit, and what sync changes
reaches them."""
import os
import textwrap

import caldav as caldav_library
import pytest

import python_servers
from caldav_servers import VENV_BIN, start_server, stop_server, sync

RANGE = ["--calendar-name", "Work", "--from", "2026-12-14", "--to", "2026-12-18"]
DAYS = 5


@pytest.fixture(params=["radicale", "xandikos"])
def server(request):
    started = start_server(request.param)
    yield started
    stop_server(started)


class Vdirsyncer:
    """vdirsyncer pairing the calendar sync keeps (its `caldav` storage)
    with a local folder (its `filesystem` storage), as a laptop runs it."""

    def __init__(self, server, calendar):
        self.folder = os.path.join(server.folder, "vdirsyncer")
        self.local = os.path.join(self.folder, "local")
        os.makedirs(self.local, exist_ok=True)
        self.config = os.path.join(self.folder, "config")
        with open(self.config, "w") as file:
            file.write(textwrap.dedent(f"""\
                [general]
                status_path = "{self.folder}/status/"

                [pair work]
                a = "server"
                b = "laptop"
                collections = null
                conflict_resolution = "a wins"

                [storage server]
                type = "caldav"
                url = "http://127.0.0.1:{server.port}{calendar}"
                username = "{server.user}"
                password = "{server.password}"

                [storage laptop]
                type = "filesystem"
                path = "{self.local}"
                fileext = ".ics"
                """))

    def run(self, *arguments):
        # Forked from the worker's preloaded process, its imports done.
        result = python_servers.run([os.path.join(VENV_BIN, "vdirsyncer"), "-c", self.config, *arguments], timeout=120)
        assert result.returncode == 0, result.stdout + result.stderr
        return result.stdout + result.stderr

    def sync(self):
        return self.run("sync")

    def items(self):
        """The local copies: file name -> text."""
        found = {}
        for name in sorted(os.listdir(self.local)):
            with open(os.path.join(self.local, name), encoding="utf-8") as file:
                found[name] = file.read()
        return found


def test_vdirsyncers_edits_and_deletions_are_kept_and_syncs_changes_reach_it(server):
    sync(server, "--create-calendar", *RANGE, check=0)
    calendar = server.calendar()
    laptop = Vdirsyncer(server, calendar)
    laptop.run("discover")
    laptop.sync()
    items = laptop.items()
    assert len(items) == DAYS and all("SUMMARY:上班" in text for text in items.values())
    # Synced back and forth with nothing changed: nothing for sync to do.
    laptop.sync()
    mark = server.mark()
    sync(server, *RANGE, check=0)
    assert server.writes(mark) == []
    # An edit and a deletion on the laptop reach the server, and are kept.
    (edited,) = [name for name, text in items.items() if "T20261214" not in text and ":20261214T" in text]
    (deleted,) = [name for name, text in items.items() if ":20261215T" in text]
    with open(os.path.join(laptop.local, edited), "w", encoding="utf-8") as file:
        file.write(items[edited].replace("SUMMARY:上班", "SUMMARY:上班 早会"))
    os.remove(os.path.join(laptop.local, deleted))
    laptop.sync()
    mark = server.mark()
    status, out, err = sync(server, *RANGE, check=5)
    assert "! kept user edit 2026-12-14 09:00 上班 早会 (edited on another device)" in out, out
    assert "(deleted on another device)" in out and server.writes(mark) == [], out
    # What sync changes (a new time) reaches the laptop; the edit stays.
    sync(server, *RANGE, "--time", "08:30", check=5)
    laptop.sync()
    after = laptop.items()
    assert len(after) == DAYS - 1
    assert sum("T083000" in text for text in after.values()) == DAYS - 2
    assert any("上班 早会" in text and "T090000" in text for text in after.values())
    # And the next round is quiet on both sides.
    mark = server.mark()
    sync(server, *RANGE, "--time", "08:30", check=5)
    laptop.sync()
    assert server.writes(mark) == []


def test_python_caldavs_edit_is_kept_and_its_re_save_is_no_edit(server):
    sync(server, "--create-calendar", *RANGE, check=0)
    client = caldav_library.DAVClient(url=f"http://127.0.0.1:{server.port}/", username=server.user,
                                      password=server.password)
    (work,) = [found for found in client.principal().calendars() if found.get_display_name() == "Work"]
    events = sorted(work.events(), key=lambda event: str(event.icalendar_component["DTSTART"].dt))
    assert len(events) == DAYS
    # Saved again as the library writes it, meaning nothing new.
    events[1].load()
    events[1].save()
    mark = server.mark()
    status, out, err = sync(server, *RANGE, check=0)
    assert server.writes(mark) == [] and "kept" not in out.replace("0 kept user edits", ""), out
    # A script moves an alarm: kept, and said as the server holds it.
    assert "TRIGGER:-PT10M" in events[0].data
    events[0].data = events[0].data.replace("TRIGGER:-PT10M", "TRIGGER:-PT45M")
    events[0].save()
    mark = server.mark()
    status, out, err = sync(server, *RANGE, check=5)
    assert "! kept user edit 2026-12-14 09:00 上班 (edited on another device)" in out, out
    assert server.writes(mark) == []
    (held,) = [event for event in work.events() if "20261214" in event.data]
    assert "-PT45M" in held.data
