"""workday-ics sync against a real CalDAV server: Radicale (from PyPI, in the
test venv) on 127.0.0.1 on a free port, with temporary storage and plain
htpasswd users, stopped by its PID. Nothing leaves the machine."""
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import base64
import json

import icalendar
import pytest

import python_servers
from caldav_servers import ProxyServer, generate
from conftest import BINARY

ALICE = ("alice", "secret-a")
BOB = ("bob", "secret-b")
RANGE = ["--from", "2026-12-14", "--to", "2026-12-31"]


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Radicale:
    """A Radicale server for one test, its log in a file."""

    def __init__(self, folder, ssl=None):
        self.folder = folder
        self.storage = os.path.join(folder, "storage")
        self.users = os.path.join(folder, "users")
        with open(self.users, "w") as users:
            users.write(f"{ALICE[0]}:{ALICE[1]}\n{BOB[0]}:{BOB[1]}\n")
        self.log_path = os.path.join(folder, "radicale.log")
        self.ssl = ssl
        self.port = free_port()
        self.process = None

    @property
    def url(self):
        return f"{'https' if self.ssl else 'http'}://{'localhost' if self.ssl else '127.0.0.1'}:{self.port}/"

    def start(self):
        arguments = [
            sys.executable, "-m", "radicale", "--server-hosts", f"127.0.0.1:{self.port}",
            "--storage-filesystem-folder", self.storage, "--auth-type", "htpasswd",
            "--auth-htpasswd-filename", self.users, "--auth-htpasswd-encryption", "plain",
            "--rights-type", "owner_only", "--logging-level", "info",
        ]
        if self.ssl:
            certificate, key = self.ssl
            arguments += ["--server-ssl", "True", "--server-certificate", certificate, "--server-key", key]
        self.process = python_servers.popen(arguments, cwd=self.folder, env=dict(os.environ), log_path=self.log_path)
        # Radicale answers within a second on a quiet machine; under a heavy
        # load (make test beside other builds) it may take far longer: wait,
        # but stop at once when the process has ended.
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise AssertionError(f"radicale ended with status {self.process.returncode}:\n" + open(self.log_path).read())
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.1)
        raise AssertionError("radicale did not start:\n" + open(self.log_path).read())

    def stop(self):
        if self.process and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGTERM)
            self.process.wait(timeout=10)
        self.process = None

    def log(self):
        with open(self.log_path) as log:
            return log.read()

    def writes(self, since=0):
        """The PUT and DELETE requests logged after offset `since`."""
        return re.findall(r"(PUT|DELETE) request for", self.log()[since:])

    def request(self, method, path, user=ALICE, body=None, headers=None):
        request = urllib.request.Request(self.url.rstrip("/") + path, data=body, method=method)
        token = base64.b64encode(f"{user[0]}:{user[1]}".encode()).decode()
        request.add_header("Authorization", "Basic " + token)
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.read(), dict(response.headers)
        except urllib.error.HTTPError as error:
            return error.code, error.read(), dict(error.headers)

    def calendar_folder(self, user="alice"):
        root = os.path.join(self.storage, "collection-root", user)
        folders = [name for name in os.listdir(root) if os.path.isdir(os.path.join(root, name)) and not name.startswith(".")]
        assert len(folders) == 1, folders
        return os.path.join(root, folders[0]), folders[0]

    def events(self, user="alice"):
        """The resources of the user's one calendar: name -> parsed VCALENDAR."""
        folder, _ = self.calendar_folder(user)
        return {
            name: icalendar.Calendar.from_ical(open(os.path.join(folder, name), "rb").read())
            for name in sorted(os.listdir(folder)) if name.endswith(".ics")
        }

    def collections(self, user="alice"):
        """The user's calendars: display name -> {resource name: parsed VCALENDAR}."""
        root = os.path.join(self.storage, "collection-root", user)
        found = {}
        for name in sorted(os.listdir(root)):
            folder = os.path.join(root, name)
            if name.startswith(".") or not os.path.isdir(folder):
                continue
            props = json.load(open(os.path.join(folder, ".Radicale.props")))
            found[props.get("D:displayname", name)] = {
                item: icalendar.Calendar.from_ical(open(os.path.join(folder, item), "rb").read())
                for item in sorted(os.listdir(folder)) if item.endswith(".ics")
            }
        return found


@pytest.fixture
def server():
    folder = tempfile.mkdtemp(prefix="workday-ics-radicale-")
    radicale = Radicale(folder)
    radicale.start()
    yield radicale
    radicale.stop()
    shutil.rmtree(folder, ignore_errors=True)


def state_files(folder):
    """The state files in `folder`, without the lock files beside them."""
    return [name for name in os.listdir(folder) if not name.endswith(".lock")]


def sync(server, *arguments, user=ALICE, password=None, state=None, check=None, extra_env=None, timeout=120):
    env = {
        "PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
        "HOME": server.folder, "XDG_STATE_HOME": os.path.join(server.folder, "state"),
        "WORKDAY_ICS_PASSWORD": password if password is not None else user[1],
    }
    env.update(extra_env or {})
    command = [BINARY, "sync", "-q", "--server", server.url, "--user", user[0], *arguments]
    if state:
        command += ["--state", state]
    result = subprocess.run(command, capture_output=True, env=env, timeout=timeout, stdin=subprocess.DEVNULL)
    if check is not None:
        assert result.returncode == check, result.stdout.decode() + result.stderr.decode()
    return result.returncode, result.stdout.decode(), result.stderr.decode()


def test_first_sync_creates_the_calendar_and_events_with_alarms_and_a_second_writes_nothing(server):
    status, out, err = sync(server, "--create-calendar", "--calendar-name", "Work", "--color", "teal", *RANGE, check=0)
    assert "+ calendar Work" in out
    # The calendar home was found from the RFC 6764 well-known URL first.
    assert re.search(r"PROPFIND request for '/\.well-known/caldav/?'", server.log()), server.log()[:2000]
    events = server.events()
    assert len(events) == 14  # the working days of 2026-12-14..31 (MO-FR)
    for name, calendar in events.items():
        assert re.fullmatch(r"[A-Za-z0-9._-]+\.ics", name)
        (event,) = calendar.walk("VEVENT")
        assert event.get("DTEND") is not None
        assert len(event.walk("VALARM")) == 1
        assert [c.name for c in calendar.subcomponents] == ["VTIMEZONE", "VEVENT"]
        for forbidden in ("X-WR-CALNAME", "NAME", "COLOR", "METHOD", "X-WR-TIMEZONE"):
            assert forbidden not in calendar
    folder, _ = server.calendar_folder()
    props = open(os.path.join(folder, ".Radicale.props")).read()
    assert "Work" in props and "#008080" in props.upper()
    state_folder = os.path.join(server.folder, "state", "workday-ics")
    (state,) = state_files(state_folder)
    assert os.stat(os.path.join(state_folder, state)).st_mode & 0o777 == 0o600
    assert os.stat(os.path.join(state_folder, state + ".lock")).st_mode & 0o777 == 0o600
    assert ALICE[1] not in open(os.path.join(state_folder, state)).read()

    mark = len(server.log())
    status, out, err = sync(server, "--calendar-name", "Work", "--color", "teal", *RANGE, check=0)
    assert server.writes(mark) == []
    assert "nothing written" in out
    # One request told it so.
    assert server.log()[mark:].count("request for") == 1


def test_another_clients_event_in_the_same_calendar_is_untouched(server):
    sync(server, "--create-calendar", *RANGE, check=0)
    _, path = server.calendar_folder()
    other = (b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//other//EN\r\nBEGIN:VEVENT\r\nUID:20261215-other@example.com\r\n"
             b"DTSTAMP:20260101T000000Z\r\nDTSTART:20261215T100000Z\r\nDTEND:20261215T110000Z\r\nSUMMARY:Dentist\r\n"
             b"END:VEVENT\r\nEND:VCALENDAR\r\n")
    status, _, _ = server.request("PUT", f"/alice/{path}/dentist.ics", body=other, headers={"Content-Type": "text/calendar"})
    assert status == 201
    original = open(os.path.join(server.calendar_folder()[0], "dentist.ics"), "rb").read()
    sync(server, "--time", "08:00", "--from", "2026-12-21", "--to", "2026-12-31", check=0)
    sync(server, "--time", "08:00", "--from", "2026-12-21", "--to", "2026-12-31", "--replace-edits", check=0)
    assert open(os.path.join(server.calendar_folder()[0], "dentist.ics"), "rb").read() == original


def test_a_phone_edit_is_kept_then_replaced_with_the_option(server):
    sync(server, "--create-calendar", *RANGE, check=0)
    folder, path = server.calendar_folder()
    name = sorted(server.events())[0]
    status, body, _ = server.request("GET", f"/alice/{path}/{name}")
    edited = body.replace(b"SUMMARY:", b"SUMMARY:Edited ")
    status, _, _ = server.request("PUT", f"/alice/{path}/{name}", body=edited, headers={"Content-Type": "text/calendar"})
    assert status in (201, 204)
    status, out, _ = sync(server, "--time", "08:30", *RANGE, check=5)
    assert "! kept user edit" in out
    assert "Edited" in str(server.events()[name].walk("VEVENT")[0]["SUMMARY"])
    status, out, _ = sync(server, "--time", "08:30", *RANGE, "--dry-run", check=5)
    assert "! kept user edit" in out
    status, out, _ = sync(server, "--time", "08:30", *RANGE, "--replace-edits", check=0)
    event = server.events()[name].walk("VEVENT")[0]
    assert "Edited" not in str(event["SUMMARY"]) and event.decoded("DTSTART").strftime("%H:%M") == "08:30"
    # A deletion on the phone is kept too.
    server.request("DELETE", f"/alice/{path}/{name}")
    status, out, _ = sync(server, "--time", "08:30", *RANGE, check=5)
    assert "deleted on another device" in out and name not in server.events()


def test_dry_run_prints_the_plan_and_writes_nothing(server):
    mark = len(server.log())
    status, out, _ = sync(server, "--create-calendar", *RANGE, "--dry-run", check=0)
    assert out.count("+ create ") == 14 and "plan: 14 to create" in out
    assert server.writes(mark) == [] and "MKCALENDAR request" not in server.log()
    assert not os.path.exists(os.path.join(server.folder, "state"))


def test_another_user_gets_403(server):
    sync(server, "--create-calendar", *RANGE, check=0)
    _, path = server.calendar_folder()
    status, out, err = sync(server, "--calendar", f"{server.url}alice/{path}/", *RANGE, user=BOB,
                            state=os.path.join(server.folder, "bob.json"))
    assert status == 1 and "403" in err


def test_the_server_stopped_mid_run_then_a_rerun_leaves_exactly_the_wanted_events(server):
    wide = ["--from", "2026-05-01", "--to", "2026-12-31"]  # some 160 events: stopped after 20
    sync(server, "--create-calendar", "--from", "2026-12-21", "--to", "2026-12-31", check=0)
    env = {"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
           "HOME": server.folder, "XDG_STATE_HOME": os.path.join(server.folder, "state"), "WORKDAY_ICS_PASSWORD": ALICE[1]}
    mark = len(server.log())
    run = subprocess.Popen([BINARY, "sync", "-q", "--server", server.url, "--user", "alice", *wide],
                           env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    deadline = time.time() + 30
    while time.time() < deadline and server.log()[mark:].count("PUT request") < 20:
        time.sleep(0.02)
    server.stop()
    out, err = run.communicate(timeout=120)
    assert run.returncode == 1, out.decode() + err.decode()
    server.start()
    sync(server, *wide, check=0)
    expected = subprocess.run([BINARY, "list", *wide, "--only", "workdays"],
                              capture_output=True, env=env).stdout.decode().split()
    events = server.events()
    days = sorted(c.walk("VEVENT")[0].decoded("DTSTART").strftime("%Y-%m-%d") for c in events.values())
    assert len(days) == len(set(days)) == len([line for line in expected if re.fullmatch(r"\d{4}-\d\d-\d\d", line)])
    mark = len(server.log())
    sync(server, *wide, check=0)
    assert server.writes(mark) == []


def test_https_with_a_test_certificate_authority(tmp_path):
    ca_key, ca, key, cert = (str(tmp_path / name) for name in ("ca.key", "ca.pem", "server.key", "server.pem"))
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", ca_key, "-out", ca,
                    "-days", "2", "-subj", "/CN=workday-ics test CA"], check=True, capture_output=True)
    csr = str(tmp_path / "server.csr")
    subprocess.run(["openssl", "req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", csr,
                    "-subj", "/CN=localhost"], check=True, capture_output=True)
    ext = tmp_path / "ext.cnf"
    ext.write_text("subjectAltName=DNS:localhost,IP:127.0.0.1\n")
    subprocess.run(["openssl", "x509", "-req", "-in", csr, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial",
                    "-out", cert, "-days", "2", "-extfile", str(ext)], check=True, capture_output=True)
    radicale = Radicale(str(tmp_path), ssl=(cert, key))
    radicale.start()
    try:
        status, out, err = sync(radicale, "--create-calendar", *RANGE)
        assert status == 1 and ("certificate" in err.lower() or "SSL" in err), err
        sync(radicale, "--create-calendar", "--ca-file", ca, *RANGE, check=0)
        assert len(radicale.events()) == 14
    finally:
        radicale.stop()


def test_plain_http_to_another_host_is_refused_before_anything_is_sent(tmp_path):
    result = subprocess.run([BINARY, "sync", "--server", "http://192.0.2.1/", "--user", "a"],
                            capture_output=True, env={"PATH": "/usr/bin:/bin", "WORKDAY_ICS_PASSWORD": "x"}, timeout=10)
    assert result.returncode == 2 and b"plain HTTP" in result.stderr


def test_the_password_comes_from_a_command_and_never_reaches_argv(server, tmp_path):
    script = tmp_path / "pass.sh"
    script.write_text(f"#!/bin/sh\nprintf '%s\\nsecond line\\n' '{ALICE[1]}'\n")
    script.chmod(0o700)
    # curl, watched: a shim first on PATH logs every command line it gets.
    shims = tmp_path / "bin"
    shims.mkdir()
    log = tmp_path / "argv.log"
    curl = shims / "curl"
    curl.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$*\" >> '{log}'\nexec /usr/bin/curl \"$@\"\n")
    curl.chmod(0o700)
    sync(server, "--create-calendar", "--password-command", str(script), *RANGE, password="", check=0,
         extra_env={"PATH": f"{shims}:/usr/bin:/bin"})
    assert len(server.events()) == 14
    argv = log.read_text()
    assert "--config" in argv  # the shim saw curl's command lines
    assert ALICE[1] not in argv


def test_no_password_is_an_input_error(server):
    status, out, err = sync(server, *RANGE, password="")
    assert status == 2 and "no password" in err


class ThrottlingProxy:
    """A proxy in front of Radicale that answers the first `throttled` PUTs
    with `status` (503, or 429) and Retry-After: 1, as a busy server does,
    passes every other request through, and records each request's method
    and headers."""

    def __init__(self, server, throttled, status=503):
        import http.client
        import http.server
        import threading
        proxy = self
        self.throttled = 0
        self.limit = throttled
        self.requests = []
        upstream = server.url.split("//", 1)[1].split("/", 1)[0]

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass

            def relay(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                proxy.requests.append((self.command, {k.lower(): v for k, v in self.headers.items()}))
                if self.command == "PUT" and proxy.throttled < proxy.limit:
                    proxy.throttled += 1
                    self.send_response(status)
                    self.send_header("Retry-After", "1")
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                connection = http.client.HTTPConnection(upstream, timeout=30)
                headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
                connection.request(self.command, self.path, body=body, headers=headers)
                response = connection.getresponse()
                data = response.read()
                self.send_response(response.status)
                for key, value in response.getheaders():
                    if key.lower() not in ("transfer-encoding", "connection", "content-length"):
                        self.send_header(key, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                connection.close()

            do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCALENDAR = do_OPTIONS = do_HEAD = relay

        self.httpd = ProxyServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.folder = server.folder
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *arguments):
        self.httpd.shutdown()
        self.httpd.server_close()


def test_throttling_is_waited_out_a_bounded_number_of_times(server):
    # Every run through one proxy: one machine, whose own earlier write a
    # changed time updates (a run at another URL would be another
    # machine's state, whose other options are named and refused).
    one_day = ["--from", "2026-12-21", "--to", "2026-12-21"]
    with ThrottlingProxy(server, throttled=0) as proxy:
        sync(proxy, "--create-calendar", *one_day, check=0)
        # Two 503s with Retry-After: 1 are waited out, and the update lands.
        proxy.limit = 2
        start = time.monotonic()
        sync(proxy, "--time", "08:30", *one_day, check=0)
        waited = time.monotonic() - start
        assert proxy.throttled == 2
        assert waited >= 2, "Retry-After honoured"
        (calendar,) = server.events().values()
        (event,) = calendar.walk("VEVENT")
        assert event["DTSTART"].dt.hour == 8 and event["DTSTART"].dt.minute == 30
        # A server that never stops throttling is given up on, within bounds.
        proxy.limit, proxy.throttled = 10**6, 0
        start = time.monotonic()
        status, out, err = sync(proxy, "--time", "08:45", *one_day, timeout=150)
        waited = time.monotonic() - start
        assert status == 1, out + err
        assert 2 <= proxy.throttled <= 5, proxy.throttled
        assert waited < 60
    (calendar,) = server.events().values()
    (event,) = calendar.walk("VEVENT")
    assert event["DTSTART"].dt.minute == 30, "the throttled update did not land"


def test_429_too_many_requests_is_waited_out_as_503_is(server):
    one_day = ["--from", "2026-12-21", "--to", "2026-12-21"]
    with ThrottlingProxy(server, throttled=0, status=429) as proxy:
        sync(proxy, "--create-calendar", *one_day, check=0)
        proxy.limit = 1
        sync(proxy, "--time", "08:30", *one_day, check=0)
        assert proxy.throttled == 1
    (calendar,) = server.events().values()
    assert calendar.walk("VEVENT")[0]["DTSTART"].dt.minute == 30


def test_writes_are_conditional_creates_if_none_match_updates_and_deletes_if_match(server):
    with ThrottlingProxy(server, throttled=0) as proxy:
        sync(proxy, "--create-calendar", *RANGE, check=0)
        creates = [headers for method, headers in proxy.requests if method == "PUT"]
        del proxy.requests[:]
        # A new time updates every event; a shorter range deletes five.
        sync(proxy, "--time", "08:30", "--from", "2026-12-21", "--to", "2026-12-31", check=0)
        updates = [headers for method, headers in proxy.requests if method == "PUT"]
        deletes = [headers for method, headers in proxy.requests if method == "DELETE"]
    assert len(creates) == 14 and all(h.get("if-none-match") == "*" and "if-match" not in h for h in creates)
    assert len(updates) == 9 and all(h.get("if-match", "").strip('"') and "if-none-match" not in h for h in updates)
    assert len(deletes) == 5 and all(h.get("if-match", "").strip('"') for h in deletes)


def write_configuration(folder, calendars, name="reminders.json"):
    path = os.path.join(folder, name)
    with open(path, "w") as file:
        json.dump({"from": "2026-12-14", "to": "2026-12-31", "calendars": calendars}, file, ensure_ascii=False)
    return path


# sync writes no file, so its calendars need no "output" (generate's do).
WORK = {"name": "Work", "color": "teal", "reminders": [{"title": "Clock in", "time": "08:50"}]}
REPORTS = {"name": "报表", "reminders": [{"title": "Month-end report", "time": "16:00", "workdayOfMonth": -1}]}


def test_a_configuration_of_two_calendars_keeps_each_in_a_calendar_of_its_own(server):
    both = write_configuration(server.folder, [WORK, REPORTS])
    status, out, err = sync(server, "--create-calendar", "--config", both, check=0)
    assert "Work: + calendar Work" in out and "报表: + calendar 报表" in out, out
    assert out.count("Work: + created ") == 14 and out.count("报表: + created ") == 1, out
    calendars = server.collections()
    assert sorted(calendars) == ["Work", "报表"]
    assert {str(c.walk("VEVENT")[0]["SUMMARY"]) for c in calendars["Work"].values()} == {"Clock in"}
    ((report),) = calendars["报表"].values()
    assert str(report.walk("VEVENT")[0]["SUMMARY"]) == "Month-end report"
    assert report.walk("VEVENT")[0].decoded("DTSTART").strftime("%Y-%m-%d %H:%M") == "2026-12-31 16:00"
    state_folder = os.path.join(server.folder, "state", "workday-ics")
    assert len(state_files(state_folder)) == 2  # one state file per calendar

    # A second run writes nothing, one request per calendar.
    mark = len(server.log())
    status, out, err = sync(server, "--config", both, check=0)
    assert server.writes(mark) == []
    assert "Work: up to date: 14 events" in out and "报表: up to date: 1 event," in out, out
    assert server.log()[mark:].count("request for") == 2

    # A calendar taken out of the configuration is left alone: the other's
    # run deletes nothing of it.
    work_only = write_configuration(server.folder, [WORK], name="work.json")
    mark = len(server.log())
    status, out, err = sync(server, "--config", work_only, check=0)
    assert server.writes(mark) == [] and "报表" not in out
    assert len(server.collections()["报表"]) == 1 and len(server.collections()["Work"]) == 14

    # A changed calendar is synced alone; the other's events stay as they were.
    changed = dict(REPORTS, reminders=[dict(REPORTS["reminders"][0], time="15:00")])
    before = {name: c.to_ical() for name, c in server.collections()["Work"].items()}
    mark = len(server.log())
    status, out, err = sync(server, "--config", write_configuration(server.folder, [WORK, changed]), check=0)
    assert server.writes(mark) == ["PUT"], out
    assert "报表: ~ updated 2026-12-31 15:00 Month-end report" in out
    assert {name: c.to_ical() for name, c in server.collections()["Work"].items()} == before



def test_different_reminders_synced_into_one_calendar_never_delete_each_others_events(server):
    # A configuration's calendar, then a stand-up reminder from the command
    # line into the same CalDAV calendar: each run owns its own events.
    config = write_configuration(server.folder, [WORK])
    sync(server, "--create-calendar", "--config", config, check=0)
    standup = ["--title", "Standup", "--time", "10:00", "--calendar", "Work", *RANGE]
    mark = len(server.log())
    status, out, err = sync(server, *standup, check=0)
    assert server.writes(mark) == ["PUT"] * 14, out
    titles = sorted(str(c.walk("VEVENT")[0]["SUMMARY"]) for c in server.events().values())
    assert titles == ["Clock in"] * 14 + ["Standup"] * 14
    # Each run again: nothing to write, nothing deleted, whichever goes first.
    for arguments in (["--config", config], standup, ["--config", config]):
        mark = len(server.log())
        status, out, err = sync(server, *arguments, check=0)
        assert server.writes(mark) == [], out
    # A second command-line reminder into the same calendar, too.
    lunch = ["--title", "Lunch", "--time", "12:00", "--calendar", "Work", *RANGE]
    sync(server, *lunch, check=0)
    mark = len(server.log())
    sync(server, *standup, check=0)
    assert server.writes(mark) == []
    assert len(server.events()) == 42



def test_two_runs_of_one_calendar_at_once_take_turns(server):
    # Two cron lines at the same minute: without a lock, each would write
    # back a state without the other's events, and the next runs would
    # rewrite them.
    sync(server, "--create-calendar", "--calendar", "Work", *RANGE, check=0)
    jobs = [["--title", title, "--time", time, "--calendar", "Work", *RANGE]
            for title, time in (("Standup", "10:00"), ("Lunch", "12:00"), ("Review", "16:00"))]
    env = {"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
           "HOME": server.folder, "XDG_STATE_HOME": os.path.join(server.folder, "state"),
           "WORKDAY_ICS_PASSWORD": ALICE[1]}
    running = [subprocess.Popen([BINARY, "sync", "-q", "--server", server.url, "--user", ALICE[0], *job],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env) for job in jobs]
    for process in running:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, out.decode() + err.decode()
    assert len(server.events()) == 14 * 4
    for job in jobs:
        mark = len(server.log())
        status, out, err = sync(server, *job, check=0)
        assert server.writes(mark) == [], out

def test_remove_deletes_only_that_reminders_events(server):
    config = write_configuration(server.folder, [WORK])
    sync(server, "--create-calendar", "--config", config, check=0)
    standup = ["--title", "Standup", "--time", "10:00", "--calendar", "Work", *RANGE]
    sync(server, *standup, check=0)
    mark = len(server.log())
    status, out, err = sync(server, *standup, "--remove", "--dry-run", check=0)
    assert out.count("- delete ") == 14 and "plan: 0 to create, 0 to update, 14 to delete" in out, out
    assert server.writes(mark) == []
    status, out, err = sync(server, *standup, "--remove", check=0)
    assert server.writes(mark) == ["DELETE"] * 14, out
    assert {str(c.walk("VEVENT")[0]["SUMMARY"]) for c in server.events().values()} == {"Clock in"}
    assert len(server.events()) == 14
    # The configuration's run finds its events as it left them.
    mark = len(server.log())
    sync(server, "--config", config, check=0)
    assert server.writes(mark) == []
    # Removing what is gone already writes nothing.
    mark = len(server.log())
    status, out, err = sync(server, *standup, "--remove", check=0)
    assert server.writes(mark) == [], out


def test_a_calendar_that_fails_does_not_stop_the_others_and_the_run_exits_1(server):
    sync(server, "--create-calendar", "--config", write_configuration(server.folder, [WORK]), check=0)
    both = write_configuration(server.folder, [WORK, REPORTS])
    status, out, err = sync(server, "--config", both, "--time-zone", "Asia/Tokyo", check=1)
    assert "报表: no calendar named '报表'" in err and "--create-calendar" in err, err
    assert out.count("Work: ~ updated ") == 14, out
    # --dry-run prints each calendar's plan.
    status, out, err = sync(server, "--config", both, "--create-calendar", "--dry-run", check=0)
    assert "报表: + calendar 报表" in out and "报表: + create 2026-12-31 16:00 Month-end report" in out, out
    assert "报表: plan: 1 to create" in out and "Work: plan: 0 to create, 14 to update" in out, out
    assert "报表" not in server.collections()


@pytest.mark.parametrize("arguments, calendars, message", [
    (["--calendar", "Work"], [WORK, REPORTS],
     "--calendar cannot be used with a configuration of several calendars"),
    (["--state", "/tmp/x.json"], [WORK, REPORTS], "--state cannot be used with a configuration of several calendars"),
    ([], [WORK, dict(REPORTS, name="work")], "calendars[0] (Work) and calendars[1] (work) would share one CalDAV calendar"),
    ([], [WORK, dict(WORK, color="red", output="other.ics")], "calendars[0] (Work) and calendars[1] (Work) would share one CalDAV calendar"),
])
def test_several_calendars_that_cannot_be_kept_apart_are_usage_errors(server, arguments, calendars, message):
    mark = len(server.log())
    status, out, err = sync(server, "--config", write_configuration(server.folder, calendars), *arguments, check=2)
    assert message in err and err.count("\n") <= 2, err
    assert "request for" not in server.log()[mark:]


def bare_sync(server, home, *arguments, stdin=subprocess.DEVNULL, env=None):
    """Runs sync with no password in its environment: HOME is `home`."""
    environment = {"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
                   "HOME": str(home), "XDG_STATE_HOME": os.path.join(server.folder, "state")}
    environment.update(env or {})
    result = subprocess.run([BINARY, "sync", "-q", "--server", server.url, *arguments], capture_output=True,
                            env=environment, timeout=60, stdin=stdin)
    return result.returncode, result.stdout.decode(), result.stderr.decode()


def test_the_login_and_password_come_from_netrc_which_must_be_private(server, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    netrc = home / ".netrc"
    netrc.write_text(f"machine other.example login x password y\nmachine 127.0.0.1\n  login {ALICE[0]}\n"
                     f"  password {ALICE[1]}\n")
    netrc.chmod(0o600)
    status, out, err = bare_sync(server, home, "--create-calendar", *RANGE)
    assert status == 0, out + err
    assert len(server.events()) == 14
    # Readable or writable by others, it is refused as ftp(1) and Python's
    # netrc refuse it, before any request.
    for mode in (0o644, 0o620, 0o604):
        netrc.chmod(mode)
        mark = len(server.log())
        status, out, err = bare_sync(server, home, *RANGE)
        assert status == 2, out + err
        assert f"{netrc}" in err and f"mode {mode:04o}" in err and "chmod 600" in err, err
        assert err.count("\n") == 1 and "request for" not in server.log()[mark:]
    # A password from elsewhere does not read it.
    status, out, err = bare_sync(server, home, "--user", ALICE[0], *RANGE, env={"WORKDAY_ICS_PASSWORD": ALICE[1]})
    assert status == 0, out + err


class PromptRun:
    """sync run on a pseudo-terminal of its own (its controlling terminal,
    as a login shell's), with no password command, variable or netrc: the
    terminal prompt is the only source left."""

    def __init__(self, server, home, *arguments):
        import pty
        import termios
        self.termios = termios
        self.master, self.slave = pty.openpty()
        env = {"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
               "HOME": str(home), "XDG_STATE_HOME": os.path.join(server.folder, "state")}

        def controlling_terminal():
            import fcntl
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.process = subprocess.Popen(
            [BINARY, "sync", "-q", "--server", server.url, "--user", ALICE[0], *arguments], env=env,
            stdin=self.slave, stdout=self.slave, stderr=self.slave, preexec_fn=controlling_terminal)
        self.seen = b""

    def read_until(self, text, seconds=20):
        import select
        deadline = time.monotonic() + seconds
        while text not in self.seen and time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.1)
            if ready:
                try:
                    self.seen += os.read(self.master, 4096)
                except OSError:
                    break
        assert text in self.seen, self.seen

    def echoes(self):
        return bool(self.termios.tcgetattr(self.slave)[3] & self.termios.ECHO)

    def finish(self):
        status = self.process.wait(timeout=60)
        import select
        while select.select([self.master], [], [], 0.2)[0]:
            try:
                chunk = os.read(self.master, 4096)
            except OSError:
                break
            if not chunk:
                break
            self.seen += chunk
        return status, self.seen.decode(errors="replace")

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.master)
        os.close(self.slave)


def test_the_password_typed_at_the_terminal_prompt_is_not_echoed(server, tmp_path):
    run = PromptRun(server, tmp_path, "--create-calendar", *RANGE)
    try:
        run.read_until(b"Password for alice at 127.0.0.1: ")
        assert not run.echoes(), "echo is off by the time the prompt shows"
        os.write(run.master, ALICE[1].encode() + b"\n")
        status, seen = run.finish()
        assert status == 0, seen
        assert ALICE[1] not in seen, seen
        assert "synced: 14 created" in seen, seen
        assert run.echoes(), "echo is back on"
    finally:
        run.close()
    assert len(server.events()) == 14


def test_interrupting_the_prompt_turns_echo_back_on(server, tmp_path):
    run = PromptRun(server, tmp_path, "--create-calendar", *RANGE)
    try:
        run.read_until(b"Password for alice at 127.0.0.1: ")
        os.write(run.master, b"half\x03")  # ^C: SIGINT to the foreground group
        status, seen = run.finish()
        assert status == -signal.SIGINT, seen
        assert "half" not in seen
        assert run.echoes(), "the terminal is left as it was found"
    finally:
        run.close()


def test_without_a_terminal_a_missing_password_fails_at_once(server, tmp_path):
    # Standard input a pipe that stays open: sync must not wait on it.
    started = time.monotonic()
    reader, writer = os.pipe()
    try:
        status, out, err = bare_sync(server, tmp_path, "--user", ALICE[0], *RANGE, stdin=reader)
    finally:
        os.close(reader)
        os.close(writer)
    assert status == 2, out + err
    assert "no password for alice at 127.0.0.1" in err and "run on a terminal to be asked" in err, err
    assert time.monotonic() - started < 10


def listings(log):
    """The full listings (PROPFIND Depth 1 of a calendar) and the
    sync-collection REPORTs in a stretch of Radicale's log."""
    full = re.findall(r"PROPFIND request for '/alice/[^/']+/' with depth '1'", log)
    reports = re.findall(r"REPORT request for '/alice/[^/']+/' with depth '0'", log)
    return full, reports


def phone_edit(server, name):
    _, path = server.calendar_folder()
    status, body, _ = server.request("GET", f"/alice/{path}/{name}")
    edited = body.replace(b"SUMMARY:", b"SUMMARY:Edited ")
    status, _, _ = server.request("PUT", f"/alice/{path}/{name}", body=edited, headers={"Content-Type": "text/calendar"})
    assert status in (201, 204)


def test_changes_since_the_last_run_are_asked_with_sync_collection_not_a_full_listing(server):
    sync(server, "--create-calendar", *RANGE, check=0)
    names = sorted(server.events())
    phone_edit(server, names[0])
    _, path = server.calendar_folder()
    server.request("DELETE", f"/alice/{path}/{names[1]}")
    mark = len(server.log())
    status, out, err = sync(server, *RANGE, check=5)
    full, reports = listings(server.log()[mark:])
    assert len(reports) == 1 and full == [], server.log()[mark:]
    assert out.count("! kept user edit") == 2 and "(edited on another device)" in out
    assert "(deleted on another device)" in out and "12 unchanged" in out, out
    assert server.writes(mark) == []

    # A changed reminder on a clean state: the plan and the ETags after the
    # writes both come from sync-collection.
    sync(server, *RANGE, "--replace-edits", check=0)
    mark = len(server.log())
    status, out, err = sync(server, "--time", "08:30", *RANGE, check=0)
    full, reports = listings(server.log()[mark:])
    assert len(reports) == 2 and full == [], server.log()[mark:]
    assert server.writes(mark) == ["PUT"] * 14
    events = server.events()
    assert len(events) == 14
    assert all(c.walk("VEVENT")[0].decoded("DTSTART").strftime("%H:%M") == "08:30" for c in events.values())
    mark = len(server.log())
    status, out, err = sync(server, "--time", "08:30", *RANGE, check=0)
    assert "nothing written" in out and server.log()[mark:].count("request for") == 1


def test_an_unknown_or_expired_sync_token_falls_back_to_the_full_listing(server):
    sync(server, "--create-calendar", *RANGE, check=0)
    state_folder = os.path.join(server.folder, "state", "workday-ics")
    (state_name,) = state_files(state_folder)
    state_path = os.path.join(state_folder, state_name)
    state = json.load(open(state_path))
    assert state["token"].startswith("http://radicale.org/ns/sync/")
    # A token Radicale no longer knows: well formed, never issued.
    state["token"] = "http://radicale.org/ns/sync/" + "0" * 64
    with open(state_path, "w") as file:
        json.dump(state, file)
    names = sorted(server.events())
    phone_edit(server, names[0])
    mark = len(server.log())
    status, out, err = sync(server, "--time", "08:30", *RANGE, check=5)
    log = server.log()[mark:]
    full, reports = listings(log)
    # The REPORT refused (403 valid-sync-token), the full listing, then
    # the writes' ETags asked with the listing's own token.
    assert len(reports) == 2 and len(full) == 1, log
    assert log.index(reports[0]) < log.index(full[0]) < log.index("PUT request")
    assert re.search(r"REPORT response status for [^\n]*: 403 Forbidden", log)
    assert "! kept user edit" in out and "13 updated" in out, out
    events = server.events()
    assert len(events) == 14
    assert "Edited" in str(events[names[0]].walk("VEVENT")[0]["SUMMARY"])
    assert all(c.walk("VEVENT")[0].decoded("DTSTART").strftime("%H:%M") == "08:30"
               for name, c in events.items() if name != names[0])


# Sync's own bookkeeping (a series' past days, a configuration from standard
# input, refused creates, renamed reminders), on Radicale alone: it turns on
# what the tool writes, not on how a server reads it (the scenario every
# server runs is in test_sync_servers.py).

def put(server, name, body, **headers):
    _, path = server.calendar_folder()
    status, reply, _ = server.request("PUT", f"/alice/{path}/{name}", body=body,
                                      headers={"Content-Type": "text/calendar", **headers})
    assert status in (201, 204), reply
    return status


def test_a_compact_calendars_series_keeps_its_past_occurrences_on_the_next_day(server):
    # --style compact: one series from the range's first day. With the
    # default range (today on), the next day's run must not move its
    # start, which would take yesterday's occurrence off the calendar.
    compact = ["--style", "compact", "--to", "2026-12-31"]

    def series_start():
        (series,) = [c.walk("VEVENT")[0] for name, c in server.events().items() if name.startswith("series-")]
        return series.decoded("DTSTART").strftime("%Y-%m-%d %H:%M")

    sync(server, "--create-calendar", *compact, check=0, extra_env={"WORKDAY_ICS_TODAY": "2026-12-01"})
    assert series_start() == "2026-12-01 09:00"
    mark = len(server.log())
    status, out, err = sync(server, *compact, check=0, extra_env={"WORKDAY_ICS_TODAY": "2026-12-02"})
    assert "up to date" in out and server.writes(mark) == [], out
    assert series_start() == "2026-12-01 09:00"
    # A changed reminder rewrites the series from where it started.
    status, out, err = sync(server, *compact, "--time", "08:30", check=0, extra_env={"WORKDAY_ICS_TODAY": "2026-12-03"})
    assert "~ updated 2026-12-01 08:30" in out, out
    assert series_start() == "2026-12-01 08:30"
    # A range the user chose starts it there.
    sync(server, *compact, "--time", "08:30", "--from", "2026-12-03", check=0,
         extra_env={"WORKDAY_ICS_TODAY": "2026-12-03"})
    assert series_start() == "2026-12-03 08:30"


def test_a_compact_configuration_from_standard_input_still_syncs_on_the_next_day(server):
    # Read once, it cannot be read again to make the series from its first
    # day: the series then starts today, as the range says.
    configuration = json.dumps({"to": "2026-12-31", "calendars": [
        {"name": "Work", "style": "compact", "reminders": [{"title": "Clock in", "time": "08:50"}]}]}).encode()
    for today in ("2026-12-01", "2026-12-02"):
        env = {"PATH": "/usr/bin:/bin", "WORKDAY_ICS_TODAY": today, "HOME": server.folder,
               "XDG_STATE_HOME": os.path.join(server.folder, "state"), "WORKDAY_ICS_PASSWORD": ALICE[1]}
        result = subprocess.run([BINARY, "sync", "-q", "--server", server.url, "--user", ALICE[0], "--create-calendar",
                                 "--config", "-"], input=configuration, capture_output=True, env=env, timeout=60)
        assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()
    assert len(server.events()) == 1


def test_refused_creates_are_not_counted_as_created(server):
    # A copy of every event under another name, which sync cannot take
    # over (edited): each create is refused, and none is counted.
    sync(server, "--create-calendar", "--from", "2026-12-14", "--to", "2026-12-14", check=0)
    ics = generate(server.folder, "--from", "2026-12-15", "--to", "2026-12-16")
    _, path = server.calendar_folder()
    events = icalendar.Calendar.from_ical(open(ics, "rb").read())
    for index, event in enumerate(events.walk("VEVENT")):
        one = icalendar.Calendar()
        one.add("VERSION", "2.0")
        one.add("PRODID", "-//other//EN")
        for zone in events.walk("VTIMEZONE"):
            one.add_component(zone)
        event["SUMMARY"] = "Edited"
        one.add_component(event)
        put(server, f"copy-{index}.ics", one.to_ical())
    status, out, err = sync(server, "--from", "2026-12-14", "--to", "2026-12-16", check=5)
    assert "synced: 0 created" in out and out.count("! kept user edit") == 2, out
    assert len(server.events()) == 3


def test_a_renamed_title_names_the_old_reminders_events_and_remove_says_what_it_found(server):
    sync(server, "--create-calendar", "--calendar", "Work", "--title", "Daily", *RANGE, check=0)
    status, out, err = sync(server, "--calendar", "Work", "--title", "Standup", *RANGE, check=0)
    assert ("note: this calendar still holds 14 events of the reminder 'Daily' (2026-12-14 to 2026-12-31) "
            "that an earlier sync wrote") in out, out
    assert "(--title Daily --remove)" in out, out
    # The note is for the run that starts the new reminder, not every run.
    status, out, err = sync(server, "--calendar", "Work", "--title", "Standup", "--time", "09:00", *RANGE, check=0)
    assert "note:" not in out, out
    sync(server, "--calendar", "Work", "--title", "Daily", *RANGE, "--remove", check=0)
    assert len(server.events()) == 14
    status, out, err = sync(server, "--calendar", "Work", "--title", "Dialy", *RANGE, "--remove", check=0)
    assert ("nothing of reminder 'Dialy' found in this calendar: no event it wrote, nothing to remove "
            "(sync wrote events of: 'Standup')") in out, out
    assert len(server.events()) == 14


def test_the_same_reminder_under_another_calendar_name_is_said_not_replaced_or_doubled(server):
    # --calendar-name is part of every UID; --calendar only finds the
    # CalDAV calendar. A run that spells the calendar the other way finds
    # this reminder's events under the other identity: one line, nothing
    # written, with the earlier run's state or without it.
    sync(server, "--create-calendar", "--calendar-name", "YD", *RANGE, check=0)
    before = server.events()
    for state in (None, os.path.join(server.folder, "lost.json")):
        mark = len(server.log())
        status, out, err = sync(server, "--calendar", "YD", *RANGE, state=state, check=1)
        assert err.count("\n") == 1 and "written with --calendar-name YD, another identity" in err, err
        assert server.writes(mark) == []
    assert server.events().keys() == before.keys()
    mark = len(server.log())
    status, out, err = sync(server, "--calendar", "YD", "--calendar-name", "YD", *RANGE, check=0)
    assert server.writes(mark) == [] and "nothing written" in out, out
