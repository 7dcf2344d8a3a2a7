"""sync's progress line, through a pseudo-terminal (`script`): on a terminal,
standard error shows one line updated in place (what is done of how much,
and what the run waits for) while requests are in flight, cleared before
anything else is printed; never on standard output, never under -q, never
when standard error is not a terminal. Against Radicale on loopback."""
import os
import re
import shlex
import subprocess

from caldav_servers import start_server, stop_server
from conftest import BINARY

RANGE = ["--from", "2026-12-01", "--to", "2026-12-31"]


def run_on_a_terminal(server, arguments, redirect):
    """`workday-ics sync ARGUMENTS REDIRECT` run by `script` on a pseudo-terminal
    in the server's folder: what the terminal showed."""
    environment = {
        "PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
        "HOME": server.folder, "XDG_STATE_HOME": os.path.join(server.folder, "state"),
        "WORKDAY_ICS_PASSWORD": server.password, "TERM": "xterm",
    }
    command = " ".join(shlex.quote(word) for word in [BINARY, "sync", "--server", server.url, "--user", server.user,
                                                       *arguments]) + " " + redirect
    result = subprocess.run(["script", "-qec", command, "/dev/null"], capture_output=True, env=environment,
                            cwd=server.folder, timeout=120, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()
    return result.stdout.decode()


def test_sync_shows_its_progress_on_a_terminals_standard_error_only():
    server = start_server("radicale")
    try:
        shown = run_on_a_terminal(server, ["--create-calendar", *RANGE], ">out.txt")
        host = "127.0.0.1"
        # The writes counted up to all of them, each a rewrite of one line.
        counts = [int(done) for done in re.findall(rf"\rworkday-ics: sync: writing events (\d+)/23, "
                                                    rf"waiting for {host}\x1b\[K", shown)]
        assert counts == list(range(24)), shown
        assert f"\rworkday-ics: sync: asking the server, waiting for {host}\x1b[K" in shown, shown
        # Cleared before anything else is printed: no line of the terminal
        # ends with the progress still on it.
        for line in shown.split("\n"):
            if "waiting for" in line:
                assert "\r\x1b[K" in line.rsplit("waiting for", 1)[1], repr(line)
        with open(os.path.join(server.folder, "out.txt")) as file:
            output = file.read()
        assert "synced: 23 created" in output, output
        assert "\r" not in output and "waiting for" not in output, output
        # -q, and standard error into a file: no line.
        quiet = run_on_a_terminal(server, ["-q", *RANGE], "")
        assert "waiting for" not in quiet and "\x1b[K" not in quiet, quiet
        logged = run_on_a_terminal(server, RANGE, "2>err.txt")
        assert "waiting for" not in logged and "\x1b[K" not in logged, logged
        with open(os.path.join(server.folder, "err.txt")) as file:
            assert "waiting for" not in file.read()
    finally:
        stop_server(server)
