"""A relay of the served calendar into a CalDAV account, as people run
vdirsyncer: its `http` storage reads the feed and keys each event by a
hash of the event wrapped with the calendar's own properties (VTIMEZONE,
DTSTAMP, UID, PRODID and X-WR-CALNAME left out); a `filesystem` storage
stands for the account, one file per key. What the relay sends again is
what changed: the calendar's own text must not change with the day it is
written or with a notice, so that regenerating the next day sends only
the day that passed, and a notice only the days it moves."""
import http.server
import os
import sys
import tempfile
import threading

import pytest

import python_servers
from conftest import run

VDIRSYNCER = os.path.join(os.path.dirname(sys.executable), "vdirsyncer")

# A year's file citing one notice, with the make-up Saturday 2027-02-20;
# the next copy cites a second notice too, which moves it to Sunday
# 2027-02-21.
FIRST_NOTICE = """{"year": 2027, "papers": ["https://www.gov.cn/2027"], "days": [
  {"name": "元旦", "date": "2027-01-01", "isOffDay": true},
  {"name": "春节", "date": "2027-02-08", "isOffDay": true},
  {"name": "春节", "date": "2027-02-20", "isOffDay": false}
]}"""
SECOND_NOTICE = FIRST_NOTICE.replace(
    '"https://www.gov.cn/2027"]', '"https://www.gov.cn/2027", "https://www.gov.cn/2027-second"]'
).replace("2027-02-20", "2027-02-21")


class Relay:
    """The served feed, vdirsyncer's configuration and the account."""

    def __init__(self, folder):
        self.folder = folder
        self.feed = os.path.join(folder, "feed")
        self.account = os.path.join(folder, "account")
        for path in (self.feed, self.account, os.path.join(folder, "status")):
            os.makedirs(path)
        handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=self.feed, **k)
        http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.config = os.path.join(folder, "config")
        with open(self.config, "w", encoding="utf-8") as file:
            file.write(f"""[general]
status_path = "{folder}/status/"

[pair relay]
a = "feed"
b = "account"
collections = null
conflict_resolution = "a wins"

[storage feed]
type = "http"
url = "http://127.0.0.1:{self.server.server_address[1]}/workdays.ics"

[storage account]
type = "filesystem"
path = "{self.account}/"
fileext = ".ics"
""")
        self.vdirsyncer("discover")

    def vdirsyncer(self, command):
        # Forked from the worker's preloaded process, its imports done.
        result = python_servers.run([VDIRSYNCER, "-c", self.config, command], timeout=120)
        assert result.returncode == 0, result.stderr + result.stdout

    def publish(self, arguments, env):
        """Writes the feed as the documented cron line does (`-o`)."""
        run("generate", "-q", *arguments, "-o", os.path.join(self.feed, "workdays.ics"), env=env)

    def sync(self):
        """Relays the feed; returns the account's items (file names) that
        went and those that came."""
        before = set(os.listdir(self.account))
        self.vdirsyncer("sync")
        after = set(os.listdir(self.account))
        return before - after, after - before

    def starts(self, names):
        """The DTSTART of each item named."""
        starts = []
        for name in names:
            with open(os.path.join(self.account, name), encoding="utf-8") as file:
                # The event's, not the VTIMEZONE's vdirsyncer puts beside it.
                event = file.read().split("BEGIN:VEVENT", 1)[-1].split("END:VEVENT", 1)[0]
                starts += [line.split(":")[-1][:8] for line in event.splitlines() if line.startswith("DTSTART")]
        return sorted(starts)

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def relay():
    with tempfile.TemporaryDirectory() as folder:
        relay = Relay(folder)
        try:
            yield relay
        finally:
            relay.close()


@pytest.mark.parametrize("style", ["expanded", "compact"])
def test_regenerating_the_next_day_sends_only_the_day_that_passed(relay, style):
    # The default range starts today: Monday 2026-11-23, then Tuesday.
    relay.publish(["--style", style], env={"WORKDAY_ICS_TODAY": "2026-11-23"})
    gone, came = relay.sync()
    assert not gone and came
    first = relay.starts(came)
    relay.publish(["--style", style], env={"WORKDAY_ICS_TODAY": "2026-11-24"})
    gone, came = relay.sync()
    if style == "expanded":
        assert relay.starts(set(os.listdir(relay.account))) == first[1:]
        assert len(gone) == 1 and not came, (gone, came)
    else:
        # The series starts a day later: it alone is sent again; the
        # make-up days' events stay.
        assert len(gone) == 1 and len(came) == 1, (gone, came)


@pytest.mark.parametrize("style", ["expanded", "compact"])
def test_a_notice_sends_only_the_days_it_moves(relay, style):
    data = os.path.join(relay.folder, "data")
    os.makedirs(data)
    env = {"WORKDAY_ICS_DATA": data}
    arguments = ["--from", "2026-11-23", "--to", "2027-03-31", "--style", style]
    with open(os.path.join(data, "2027.json"), "w", encoding="utf-8") as file:
        file.write(FIRST_NOTICE)
    relay.publish(arguments, env)
    gone, came = relay.sync()
    assert "20270220" in relay.starts(came)
    kept = len(came)
    with open(os.path.join(data, "2027.json"), "w", encoding="utf-8") as file:
        file.write(SECOND_NOTICE)
    relay.publish(arguments, env)
    before = set(os.listdir(relay.account))
    gone, came = relay.sync()
    # The make-up Saturday's event goes, the Sunday's comes; the other
    # events stay as they are (in the compact style the series' EXDATEs
    # are weekdays, untouched).
    assert len(gone) == 1 and len(came) == 1, (len(gone), len(came), kept)
    assert relay.starts(came) == ["20270221"]
    assert len(before) == kept
