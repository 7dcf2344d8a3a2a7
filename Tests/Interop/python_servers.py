"""Radicale and Xandikos started, and vdirsyncer run, by forking a process
that has already imported them, one such process per pytest worker.

Importing Radicale takes about 0.35 s of processor time, Xandikos about
0.75 s (dulwich, aiohttp, vobject) and vdirsyncer about 0.5 s (requests,
aiohttp, click); paid at each of the sync tests' server starts and at each
vdirsyncer command, that was about a fifth of their processor time. The
modules a server imports only once it runs or serves (aiohttp in
Xandikos's main, dateutil's parser at Radicale's first request) are
imported too. The preloaded process imports them once and does nothing
else: it is single-threaded,
opens no socket and starts no event loop, so a child forked from it is a
fresh server in all but its imports. Each child gets the arguments, working
folder, environment, log and standard input a subprocess.Popen of the same
command line would give it, and runs the program's own entry point (that of
`python -m radicale`, or of the `xandikos` or `vdirsyncer` script).

`popen(arguments, cwd, env, log_path)` takes the command line a Popen would
run and returns a ForkedServer, which answers the part of Popen the tests
use: pid (they signal it by its PID), poll(), wait(timeout) and returncode
(the child's real exit status, which the preloaded process reaps and
reports). `run(arguments, timeout)` runs a vdirsyncer command line to its
end and returns what subprocess.run gives."""
import atexit
import json
import locale
import os
import select
import signal
import subprocess
import sys
import tempfile
import threading

VENV_BIN = os.path.dirname(sys.executable)

#: The modules each server imports, at once or when it starts serving.
PRELOADED = [
    "radicale.__main__", "radicale.app", "radicale.server", "radicale.storage.multifilesystem",
    "radicale.auth.htpasswd", "radicale.rights.owner_only", "radicale.web.internal",
    "xandikos.__main__", "xandikos.web", "xandikos.multi_user", "xandikos.import_imip", "xandikos.store.git",
    # Imported only once a server runs or serves its first request: by
    # Xandikos's main (aiohttp, 0.3 s of processor time at each start),
    # by dulwich's first commit, by Radicale's first request.
    "aiohttp", "aiohttp.web", "dulwich.config", "dulwich.gc", "dulwich.trailers", "dulwich.worktree",
    "concurrent.futures.thread", "http.cookies", "urllib.request", "netrc", "idna", "encodings.idna",
    "radicale.group.none", "radicale.hook.none", "radicale.sharing.none", "dateutil.parser",
    "dateutil.relativedelta", "decimal",
    # vdirsyncer, a client the sync tests run many times (0.5 s of imports each).
    "vdirsyncer.cli", "vdirsyncer.cli.tasks", "vdirsyncer.cli.discover", "vdirsyncer.cli.fetchparams",
    "vdirsyncer.storage.dav", "vdirsyncer.storage.http", "vdirsyncer.storage.filesystem", "vdirsyncer.sync",
    "vdirsyncer.vobject", "requests", "aiostream", "tenacity", "click_log", "sqlite3",
]


def entry_point(arguments):
    """The program a command line runs ("radicale", "xandikos" or
    "vdirsyncer"), or None when it is not one of them."""
    if arguments[:3] == [sys.executable, "-m", "radicale"]:
        return "radicale"
    if arguments[:1] == [os.path.join(VENV_BIN, "xandikos")]:
        return "xandikos"
    if arguments[:1] == [os.path.join(VENV_BIN, "vdirsyncer")]:
        return "vdirsyncer"
    return None


def popen(arguments, cwd, env, log_path):
    """The server `arguments` names (see entry_point) forked from the
    preloaded process, its standard output and error appended to
    `log_path`, standard input empty."""
    server = entry_point(arguments)
    if server is None:
        raise ValueError(f"not a preloaded server: {arguments}")
    return PRELOADER.start(server, arguments, cwd, env, log_path)


def run(arguments, timeout):
    """The command line `arguments` (a vdirsyncer one, see entry_point)
    run to its end as subprocess.run(arguments, capture_output=True,
    text=True, stdin=subprocess.DEVNULL, timeout=timeout) runs it, in this
    process's folder and environment, but forked from the preloaded
    process: a CompletedProcess with its exit status, standard output and
    error (subprocess.TimeoutExpired, the run killed, after `timeout`
    seconds)."""
    program = entry_point(arguments)
    if program is None:
        raise ValueError(f"not a preloaded program: {arguments}")
    with tempfile.TemporaryDirectory(prefix="workday-ics-run-") as folder:
        out, err = os.path.join(folder, "stdout"), os.path.join(folder, "stderr")
        process = PRELOADER.start(program, arguments, os.getcwd(), dict(os.environ), out, err)
        try:
            process.wait(timeout)
        except subprocess.TimeoutExpired:
            os.kill(process.pid, signal.SIGKILL)
            process.wait()
            raise
        encoding = locale.getpreferredencoding(False)
        outputs = []
        for path in (out, err):
            with open(path, "rb") as file:
                # text=True's universal newlines
                outputs.append(file.read().decode(encoding).replace("\r\n", "\n").replace("\r", "\n"))
    return subprocess.CompletedProcess(arguments, process.returncode, *outputs)


class ForkedServer:
    """A server forked by the preloaded process, watched through a pidfd
    (it is not this process's child)."""

    def __init__(self, preloader, pid, arguments):
        self.preloader, self.pid, self.args = preloader, pid, arguments
        self.pidfd = os.pidfd_open(pid)
        self.returncode = None

    def poll(self):
        if self.returncode is None and select.select([self.pidfd], [], [], 0)[0]:
            self.returncode = self.preloader.reap(self.pid)
            os.close(self.pidfd)
        return self.returncode

    def wait(self, timeout=None):
        if self.returncode is None and not select.select([self.pidfd], [], [], timeout)[0]:
            raise subprocess.TimeoutExpired(self.args, timeout)
        return self.poll()


class Preloader:
    """The preloaded process of this worker, started at the first server."""

    def __init__(self):
        self.lock = threading.Lock()
        self.process = None

    def ask(self, request):
        with self.lock:
            if self.process is None or self.process.poll() is not None:
                self.process = subprocess.Popen([sys.executable, __file__], stdin=subprocess.PIPE,
                                                stdout=subprocess.PIPE, text=True)
                atexit.register(self.close)
            self.process.stdin.write(json.dumps(request) + "\n")
            self.process.stdin.flush()
            answer = self.process.stdout.readline()
        if not answer:
            raise RuntimeError("the preloaded server process ended")
        return int(answer)

    def start(self, server, arguments, cwd, env, log_path, errors_path=None):
        pid = self.ask({"start": server, "arguments": arguments, "cwd": cwd, "env": env, "log": log_path,
                        "errors": errors_path})
        return ForkedServer(self, pid, arguments)

    def reap(self, pid):
        """The exit status of the ended server `pid`, as Popen gives it
        (minus the signal's number when a signal ended it)."""
        return self.ask({"reap": pid})

    def close(self):
        if self.process and self.process.poll() is None:
            self.process.stdin.close()
            self.process.wait(timeout=30)


PRELOADER = Preloader()


def serve():
    """The preloaded process: a request a line on standard input, a number
    a line on standard output (the forked server's PID, or the reaped
    server's exit status). At the end of input, the servers still running
    are stopped and reaped."""
    import importlib
    import random
    import traceback
    for module in PRELOADED:
        importlib.import_module(module)
    running = set()
    for line in sys.stdin:
        request = json.loads(line)
        if "reap" in request:
            pid = request["reap"]
            running.discard(pid)
            try:
                _, status = os.waitpid(pid, 0)
                print(os.waitstatus_to_exitcode(status), flush=True)
            except ChildProcessError:  # not this process's (an earlier one, which ended): ended, status unknown
                print(-1, flush=True)
            continue
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                os.chdir(request["cwd"])
                log = os.open(request["log"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
                empty = os.open(os.devnull, os.O_RDONLY)
                os.dup2(empty, 0)
                os.dup2(log, 1)
                os.dup2(os.open(request["errors"], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
                        if request.get("errors") else log, 2)
                os.environ.clear()
                os.environ.update(request["env"])
                sys.argv = request["arguments"][2:] if request["start"] == "radicale" else request["arguments"]
                random.seed()
                if request["start"] == "radicale":
                    from radicale.__main__ import run
                    run()
                    code = 0
                elif request["start"] == "xandikos":
                    from xandikos.__main__ import cli_main
                    cli_main()
                    code = 0
                else:  # as the vdirsyncer script runs it: click's app, which exits
                    from vdirsyncer.cli import app
                    app()
                    code = 0
            except SystemExit as end:
                code = end.code if isinstance(end.code, int) else (0 if end.code is None else 1)
            except BaseException:
                traceback.print_exc()
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(code)
        running.add(pid)
        print(pid, flush=True)
    for pid in running:
        try:
            os.kill(pid, signal.SIGTERM)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass


if __name__ == "__main__":
    serve()
