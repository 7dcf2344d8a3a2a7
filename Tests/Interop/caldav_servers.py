"""CalDAV servers for the sync tests, each on 127.0.0.1 on a free port with
temporary storage, waited for and stopped by its PID:

- Radicale (PyPI, in the test venv), htpasswd users, Basic authentication;
- Xandikos (PyPI, in the test venv), no authentication of its own;
- sabre/dav (Debian's php-sabre-dav and php-sqlite3) through server.php
  beside this file, PDO SQLite backends and Digest authentication, as
  Baïkal ships it.

Radicale and Xandikos are forked from a process that has already imported
them (python_servers: their imports were a fifth of the sync tests'
processor time), each with the command line, folder, environment and log a
process of its own would have.

Each sits behind a RecordingProxy that keeps every request (method, path,
headers, status), so that tests count requests and writes the same way on
every server. A CalDAVServer also acts as another client (a phone): GET,
PUT, DELETE and listings with the server's own authentication.

Use the `caldav` fixture (parametrized over the three) or `start_server`."""
import hashlib
import http.client
import http.server
import os
import re
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from xml.etree import ElementTree

import icalendar
import pytest

import python_servers
from conftest import BINARY, EMPTY_DATA_FOLDER

SERVERS = ["radicale", "xandikos", "sabre"]
HERE = os.path.dirname(os.path.abspath(__file__))
VENV_BIN = os.path.dirname(sys.executable)


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ProxyServer(http.server.ThreadingHTTPServer):
    """The proxy's listening socket, with room for every connection sync
    opens at once: with socketserver's backlog of 5, the sixth of a burst
    of writes waited for the kernel to send its handshake again, half a
    second or more of each first sync."""
    request_queue_size = 128


class RecordingProxy:
    """An HTTP proxy on a free port that passes every request to `upstream`
    (host:port), Host header and all, and records (method, path, headers
    with lower-case names, status) of each. `intercept`, when set, is asked
    first with (method, path, headers, body): a (status, headers) or
    (status, headers, body) it returns is the answer, and the request goes
    no further."""

    def __init__(self, upstream):
        proxy = self
        self.requests = []
        self.intercept = None
        #: Seconds added to every request, as a link that far away would.
        self.delay = 0

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *arguments):
                pass

            def relay(self):
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if proxy.delay:
                    time.sleep(proxy.delay)
                headers = {k.lower(): v for k, v in self.headers.items()}
                answer = proxy.intercept and proxy.intercept(self.command, self.path, headers, body)
                if answer:
                    status, answer_headers, answer_body = (tuple(answer) + (b"",))[:3]
                    proxy.requests.append((self.command, self.path, headers, status))
                    self.send_response(status)
                    for key, value in answer_headers:
                        self.send_header(key, value)
                    self.send_header("Content-Length", str(len(answer_body)))
                    self.end_headers()
                    self.wfile.write(answer_body)
                    return
                connection = http.client.HTTPConnection(upstream, timeout=30)
                forwarded = {k: v for k, v in self.headers.items() if k.lower() not in ("connection", "keep-alive")}
                connection.putrequest(self.command, self.path, skip_host=True, skip_accept_encoding=True)
                for key, value in forwarded.items():
                    connection.putheader(key, value)
                connection.endheaders(body or None)
                response = connection.getresponse()
                data = response.read()
                proxy.requests.append((self.command, self.path, headers, response.status))
                self.send_response(response.status)
                for key, value in response.getheaders():
                    if key.lower() not in ("transfer-encoding", "connection", "content-length", "keep-alive"):
                        self.send_header(key, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
                connection.close()

            do_GET = do_PUT = do_DELETE = do_PROPFIND = do_PROPPATCH = do_REPORT = do_MKCALENDAR = do_MKCOL = relay
            do_OPTIONS = do_HEAD = do_POST = relay

        self.httpd = ProxyServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        # Polled often, so that closing it (after every test) is quick.
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class CalDAVServer:
    """A server process, its proxy, and what another client needs: the
    user, the password, the calendar home's path."""

    name = None
    user = "alice"
    password = "secret-a"
    #: Whether the server checks passwords at all.
    authenticates = True
    #: The calendar home's path.
    home = None

    def __init__(self, folder):
        self.folder = folder
        self.port = free_port()
        self.log_path = os.path.join(folder, f"{self.name}.log")
        self.process = None
        self.proxy = None

    # The server's life.

    def arguments(self):
        raise NotImplementedError

    def environment(self):
        return dict(os.environ)

    def start(self):
        arguments = self.arguments()
        if python_servers.entry_point(arguments):
            # Radicale and Xandikos: forked from a process that has
            # imported them, as the same command line would run them.
            self.process = python_servers.popen(arguments, cwd=self.folder, env=self.environment(),
                                                log_path=self.log_path)
        else:
            log = open(self.log_path, "ab")
            self.process = subprocess.Popen(arguments, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                            env=self.environment(), cwd=self.folder)
            log.close()
        deadline = time.monotonic() + 60  # far longer than a quiet start, for a loaded machine
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                self.proxy = RecordingProxy(f"127.0.0.1:{self.port}")
                return self
            except OSError:
                time.sleep(0.1)
        self.stop()
        raise AssertionError(f"{self.name} did not start:\n{self.log()}")

    def stop(self):
        if self.proxy:
            self.proxy.close()
            self.proxy = None
        if self.process and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.kill(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)
        self.process = None

    def log(self):
        with open(self.log_path, errors="replace") as log:
            return log.read()

    # What sync is given.

    @property
    def url(self):
        """The server URL for --server: the proxy's."""
        return f"http://127.0.0.1:{self.proxy.port}/"

    @property
    def requests(self):
        """Every request so far: (method, path, headers, status)."""
        return self.proxy.requests

    def mark(self):
        return len(self.requests)

    def writes(self, since=0):
        """The methods of the PUT and DELETE requests the server accepted
        after `since` (a mark)."""
        return [method for method, _, _, status in self.requests[since:]
                if method in ("PUT", "DELETE") and status < 300]

    def count(self, since=0):
        """How many requests sync made after `since`, not counting Digest's
        first 401 of each."""
        return sum(1 for *_, status in self.requests[since:] if status != 401)

    # Another client.

    def _opener(self, password):
        # Basic sent with the first request (Radicale delays every 401);
        # Digest answers the server's challenge.
        manager = urllib.request.HTTPPasswordMgrWithPriorAuth()
        manager.add_password(None, f"http://127.0.0.1:{self.port}/", self.user, password,
                             is_authenticated=not isinstance(self, Sabre))
        return urllib.request.build_opener(urllib.request.HTTPBasicAuthHandler(manager),
                                           urllib.request.HTTPDigestAuthHandler(manager))

    def request(self, method, path, body=None, headers=None, password=None):
        """A request straight to the server (not through the proxy) as
        another client: (status, body bytes, headers with lower-case names)."""
        url = path if path.startswith("http") else f"http://127.0.0.1:{self.port}{path}"
        request = urllib.request.Request(url, data=body, method=method)
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with self._opener(password or self.password).open(request, timeout=10) as response:
                return response.status, response.read(), {k.lower(): v for k, v in response.headers.items()}
        except urllib.error.HTTPError as error:
            return error.code, error.read(), {k.lower(): v for k, v in error.headers.items()}

    def propfind(self, path, depth, properties):
        body = (f'<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" '
                f'xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/">'
                f'<d:prop>{properties}</d:prop></d:propfind>').encode()
        status, reply, _ = self.request("PROPFIND", path, body, {"Depth": depth, "Content-Type": "application/xml"})
        assert status == 207, (status, reply[:500])
        return ElementTree.fromstring(reply).findall("{DAV:}response")

    def calendars(self):
        """The user's calendars: display name (else the last path segment) -> path."""
        found = {}
        for response in self.propfind(self.home, "1", "<d:resourcetype/><d:displayname/>"):
            href = urllib.request.unquote(response.findtext("{DAV:}href"))
            if response.find(".//{DAV:}resourcetype/{urn:ietf:params:xml:ns:caldav}calendar") is None:
                continue
            name = response.findtext(".//{DAV:}displayname") or href.rstrip("/").rsplit("/", 1)[-1]
            found[name] = urllib.parse.urlsplit(href).path
        return found

    def calendar(self):
        """The path of the user's one calendar that sync made (a server's
        own default calendars, such as Xandikos's, not counted)."""
        made = {name: path for name, path in self.calendars().items() if path not in self.default_calendars}
        assert len(made) == 1, made
        return next(iter(made.values()))

    #: Paths of calendars the server makes by itself.
    default_calendars = ()

    def members(self, calendar):
        """The calendar's resources: name -> ETag."""
        found = {}
        for response in self.propfind(calendar, "1", "<d:resourcetype/><d:getetag/>"):
            path = urllib.parse.urlsplit(urllib.request.unquote(response.findtext("{DAV:}href"))).path
            if path.rstrip("/") == calendar.rstrip("/"):
                continue
            found[path.rsplit("/", 1)[-1]] = response.findtext(".//{DAV:}getetag")
        return found

    def get(self, calendar, name):
        status, body, headers = self.request("GET", calendar + name)
        assert status == 200, (status, body[:300])
        return body, headers.get("etag")

    def events(self, calendar=None):
        """The calendar's resources: name -> parsed VCALENDAR."""
        calendar = calendar or self.calendar()
        return {name: icalendar.Calendar.from_ical(self.get(calendar, name)[0])
                for name in sorted(self.members(calendar))}

    def put(self, calendar, name, body, headers=None):
        status, reply, _ = self.request("PUT", calendar + name, body,
                                        {"Content-Type": "text/calendar; charset=utf-8", **(headers or {})})
        return status

    def delete(self, calendar, name):
        return self.request("DELETE", calendar + name)[0]

    def uids(self, calendar=None):
        """The UID of each resource of the calendar, as another client lists
        them (a UID twice is a duplicate)."""
        return sorted(str(parsed.walk("VEVENT")[0]["UID"]) for parsed in self.events(calendar).values())

    def make_calendar(self, segment, name):
        """MKCALENDAR `segment` in the calendar home with the display name
        `name`, as another client makes one; its path."""
        path = f"{self.home}{segment}/"
        body = (f'<?xml version="1.0" encoding="utf-8"?><c:mkcalendar xmlns:d="DAV:" '
                f'xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>{name}</d:displayname>'
                f'</d:prop></d:set></c:mkcalendar>').encode()
        status, reply, _ = self.request("MKCALENDAR", path, body, {"Content-Type": "application/xml"})
        assert status == 201, (status, reply[:300])
        return path

    @property
    def state(self):
        """The folder sync keeps its state files in (XDG_STATE_HOME)."""
        return os.path.join(self.folder, "state")


class Radicale(CalDAVServer):
    name = "radicale"
    home = "/alice/"

    def arguments(self):
        users = os.path.join(self.folder, "users")
        with open(users, "w") as file:
            file.write(f"{self.user}:{self.password}\n")
        return [sys.executable, "-m", "radicale", "--server-hosts", f"127.0.0.1:{self.port}",
                "--storage-filesystem-folder", os.path.join(self.folder, "storage"), "--auth-type", "htpasswd",
                "--auth-htpasswd-filename", users, "--auth-htpasswd-encryption", "plain",
                "--rights-type", "owner_only", "--logging-level", "info"]


class Xandikos(CalDAVServer):
    name = "xandikos"
    user = "user"
    authenticates = False
    home = "/user/calendars/"
    # --defaults makes a calendar of its own.
    default_calendars = ("/user/calendars/calendar/",)

    def arguments(self):
        return [os.path.join(VENV_BIN, "xandikos"), "serve", "-d", os.path.join(self.folder, "storage"),
                "--defaults", "-l", "127.0.0.1", "-p", str(self.port), "--no-detect-systemd",
                "--state-dir", os.path.join(self.folder, "xandikos-state")]


class Sabre(CalDAVServer):
    name = "sabre"
    realm = "SabreDAV"
    #: The path sabre/dav is served under: Baïkal's is /dav.php/.
    base = "/"

    @property
    def home(self):
        return f"{self.base}calendars/{self.user}/"

    def arguments(self):
        database = os.path.join(self.folder, "sabre.sqlite")
        with sqlite3.connect(database) as db:
            for part in ("calendars", "principals", "users"):
                db.executescript(open(sabre_schema(part)).read())
            db.execute("INSERT INTO principals (uri, email, displayname) VALUES (?, ?, ?)",
                       (f"principals/{self.user}", f"{self.user}@example.org", self.user))
            for proxy in ("read", "write"):
                db.execute("INSERT INTO principals (uri) VALUES (?)", (f"principals/{self.user}/calendar-proxy-{proxy}",))
            digest = hashlib.md5(f"{self.user}:{self.realm}:{self.password}".encode()).hexdigest()
            db.execute("INSERT INTO users (username, digesta1) VALUES (?, ?)", (self.user, digest))
        return ["php", "-S", f"127.0.0.1:{self.port}", os.path.join(HERE, "sabre", "server.php")]

    def environment(self):
        return dict(os.environ, SABRE_DATABASE=os.path.join(self.folder, "sabre.sqlite"), SABRE_BASE_URI=self.base)


class Baikal(Sabre):
    """sabre/dav under /dav.php/, as Baïkal serves it."""
    name = "baikal"
    base = "/dav.php/"


def sabre_schema(part):
    """The SQLite schema file `part` (calendars, principals, users) that
    Debian's php-sabre-dav ships among its examples."""
    listing = subprocess.run(["dpkg", "-L", "php-sabre-dav"], capture_output=True, text=True, check=True).stdout
    for path in listing.splitlines():
        if path.endswith(f"/sql/sqlite.{part}.sql"):
            return path
    raise AssertionError(f"php-sabre-dav ships no sqlite.{part}.sql (make interop-test installs it)")


KINDS = {"radicale": Radicale, "xandikos": Xandikos, "sabre": Sabre, "baikal": Baikal}


def start_server(kind):
    """A started server of `kind` (one of KINDS) in a temporary folder;
    stop it with stop_server."""
    folder = tempfile.mkdtemp(prefix=f"workday-ics-{kind}-")
    return KINDS[kind](folder).start()


def stop_server(server):
    server.stop()
    shutil.rmtree(server.folder, ignore_errors=True)


@pytest.fixture(params=SERVERS)
def caldav(request):
    """Each of the three servers in turn, started for one test."""
    server = start_server(request.param)
    yield server
    stop_server(server)


def sync(server, *arguments, password=None, check=None, env=None, timeout=120, url=None):
    """Runs `workday-ics sync -q` against `server` (at `url`, default its
    own) with its user; HOME and the state folder are in the server's
    temporary folder. Returns (status, stdout, stderr)."""
    environment = {
        "PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
        "HOME": server.folder, "XDG_STATE_HOME": os.path.join(server.folder, "state"),
        "WORKDAY_ICS_PASSWORD": password if password is not None else server.password,
    }
    environment.update(env or {})
    command = [BINARY, "sync", "-q", "--server", url or server.url, "--user", server.user, *arguments]
    result = subprocess.run(command, capture_output=True, env=environment, timeout=timeout, stdin=subprocess.DEVNULL)
    if check is not None:
        assert result.returncode == check, result.stdout.decode() + result.stderr.decode()
    return result.returncode, result.stdout.decode(), result.stderr.decode()


def generate(folder, *arguments):
    """The .ics `workday-ics generate` writes with `arguments` (today pinned
    as sync's), in `folder`: its path."""
    path = os.path.join(folder, "work.ics")
    env = {"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
           "WORKDAY_ICS_DATA": EMPTY_DATA_FOLDER}
    subprocess.run([BINARY, "generate", "-q", *arguments, "-o", path], check=True, env=env, capture_output=True)
    return path


#: How clients name the resources of an import: Apple's apps a UUID of
#: their own; Thunderbird and Evolution the UID and `.ics`, `@` and all.
IMPORT_NAMES = {
    "uuid": lambda index, uid: f"5B0E{index:04d}-9C1F-4E2A-8D3B-{index:012d}.ics",
    "uid": lambda index, uid: f"{uid}.ics",
}


def import_as_a_client_does(server, ics, segment="work", name="Work", naming="uuid"):
    """The .ics imported into a new calendar (`segment` in the home, named
    `name`) as a client does it: one resource per event, named by the
    client (IMPORT_NAMES[naming]), holding the file's UIDs. UID -> resource
    name."""
    calendar = server.make_calendar(segment, name)
    calendar_file = icalendar.Calendar.from_ical(open(ics, "rb").read())
    zones = calendar_file.walk("VTIMEZONE")
    names = {}
    for index, event in enumerate(calendar_file.walk("VEVENT")):
        one = icalendar.Calendar()
        one.add("VERSION", "2.0")
        one.add("PRODID", "-//Apple Inc.//macOS 15.1//EN")
        for zone in zones:
            one.add_component(zone)
        one.add_component(event)
        resource = IMPORT_NAMES[naming](index, str(event["UID"]))
        assert server.put(calendar, resource, one.to_ical(), {"If-None-Match": "*"}) == 201
        names[str(event["UID"])] = resource
    return names


def as_apple_writes_it_after_the_alarm_was_dismissed(body):
    """What Apple's apps PUT back when the alarm is dismissed: ACKNOWLEDGED
    and an alarm UID in the VALARM, X-APPLE-* properties, a new DTSTAMP,
    SEQUENCE, and their own PRODID; the meaning untouched."""
    text = re.sub(r"\r\nSEQUENCE:[0-9]+", "", body.decode())  # bumped past the one written, if any
    text = re.sub(r"DTSTAMP:[0-9TZ]+", "DTSTAMP:20261214T011502Z\r\nSEQUENCE:2\r\nLAST-MODIFIED:20261214T011502Z", text)
    text = text.replace("PRODID:", "PRODID:-//Apple Inc.//iPhone OS 18.1//EN\r\nX-ORIGINAL-PRODID:", 1)
    text = text.replace("TRANSP:", "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC\r\nTRANSP:")
    text = text.replace("END:VALARM", "ACKNOWLEDGED:20261214T005012Z\r\nX-WR-ALARMUID:0F1C4B2A-8A1E-4C7B\r\n"
                        "UID:0F1C4B2A-8A1E-4C7B\r\nEND:VALARM")
    return text.encode()
