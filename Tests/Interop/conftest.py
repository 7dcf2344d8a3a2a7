"""Helpers for the interoperability tests: run the built workday-ics binary
and hand its calendars to the parsers real software uses."""
import atexit
import os
import random
import subprocess
import sys
import tempfile
import threading

import pytest

BINARY = os.environ.get("WORKDAY_ICS", os.path.join(os.path.dirname(__file__), "../../.build/debug/workday-ics"))

#: An empty data folder for the runs without HOME: a run that finds no data
#: folder warns (cron's env -i), and refuses answers a download could change.
EMPTY_DATA_FOLDER = tempfile.mkdtemp(prefix="workday-ics-data-")


def run(*arguments, check=True, env=None):
    """Runs workday-ics; returns (status, stdout bytes, stderr text)."""
    # A fixed "today" (the tool honours WORKDAY_ICS_TODAY), so that no test
    # depends on the day it runs.
    environment = {"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": "2026-11-23",
                   "WORKDAY_ICS_DATA": EMPTY_DATA_FOLDER}
    environment.update(env or {})
    result = subprocess.run([BINARY, *arguments], capture_output=True, env=environment, timeout=120)
    if check and result.returncode != 0:
        raise AssertionError(f"workday-ics {' '.join(arguments)} exited {result.returncode}: {result.stderr.decode()}")
    return result.returncode, result.stdout, result.stderr.decode()


def diff_from_nothing(events):
    """`workday-ics diff` from an empty calendar to one holding `events`
    (content lines, CRLF-joined into a VCALENDAR): (status, stdout bytes,
    stderr text), each occurrence a `+` line."""
    with tempfile.TemporaryDirectory() as directory:
        paths = os.path.join(directory, "empty.ics"), os.path.join(directory, "events.ics")
        for path, lines in zip(paths, ([], events)):
            text = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//diff//EN", *lines, "END:VCALENDAR", ""]
            with open(path, "w", encoding="utf-8", newline="") as file:
                file.write("\r\n".join(text))
        return run("diff", *paths, check=False)


def calendar(*arguments):
    """The bytes of a calendar that workday-ics writes to stdout."""
    return run(*arguments)[1]


class ServedConsumer:
    """A consumer of Tests/Interop/consumers that reads many calendars in
    one process (its --serve mode: a path a line on standard input, and for
    each what a run over that file alone prints, then END<TAB>status), so
    that Ruby's or PHP's start-up and libraries load once a worker, not
    once a calendar. Each read gives what a run of its own gives: the exit
    status, standard output and standard error. Processes are kept for
    the next read (one per thread reading at once); one that dies is left,
    and the next read starts another."""

    def __init__(self, command, timeout=300):
        self.command, self.timeout = command, timeout
        self.lock = threading.Lock()
        self.idle = []
        self.started = []
        atexit.register(self.close)

    def start(self):
        # Standard error goes to a file opened for appending: what a read
        # added is what lies past the size it had before.
        errors = tempfile.TemporaryFile(mode="a+b")
        process = subprocess.Popen([*self.command, "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=errors)
        process.errors = errors
        with self.lock:
            self.started.append(process)
        return process

    def read(self, path):
        """(exit status, standard output bytes, standard error bytes) of
        the consumer over the calendar at `path`; subprocess.TimeoutExpired
        after `timeout` seconds, as subprocess.run(timeout=...) raises."""
        with self.lock:
            process = self.idle.pop() if self.idle else None
        if process is None or process.poll() is not None:
            process = self.start()
        before = os.fstat(process.errors.fileno()).st_size
        expired = threading.Event()

        def stop():
            expired.set()
            process.kill()
        timer = threading.Timer(self.timeout, stop)
        timer.start()
        lines, status = [], None
        try:
            process.stdin.write(os.fsencode(path) + b"\n")
            process.stdin.flush()
            for line in iter(process.stdout.readline, b""):
                if line.startswith(b"END\t"):
                    status = int(line[4:])
                    break
                lines.append(line)
        except BrokenPipeError:
            pass
        finally:
            timer.cancel()
        if expired.is_set():
            raise subprocess.TimeoutExpired([*self.command, path], self.timeout)
        if status is None:  # the consumer ended on this calendar: its own exit status
            status = process.wait()
        else:
            with self.lock:
                self.idle.append(process)
        after = os.fstat(process.errors.fileno()).st_size
        return status, b"".join(lines), os.pread(process.errors.fileno(), after - before, before)

    def close(self):
        for process in self.started:
            if process.poll() is None:
                process.stdin.close()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
            process.errors.close()


HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def fixture_path(name):
    """A committed fixture of the Swift tests, Tests/HolidayKitTests/Fixtures/NAME."""
    return os.path.join(ROOT, "Tests", "HolidayKitTests", "Fixtures", name)


def fixture_rows(name):
    """The fixture's lines that are not comments, each split into its words."""
    with open(fixture_path(name), encoding="utf-8") as f:
        return [line.split() for line in f if not line.startswith("#")]


def assert_generator_writes(generator, fixture):
    """The generator .tools/GENERATOR, run again in the venv, writes the
    committed fixture byte for byte."""
    generated = subprocess.run([sys.executable, os.path.join(ROOT, ".tools", generator)], capture_output=True,
                               check=True, timeout=300).stdout
    with open(fixture_path(fixture), "rb") as committed:
        assert generated == committed.read()


#: The consumers outside Python that read many calendars in one process.
ICALENDAR_RUBY = ServedConsumer(["ruby", os.path.join(HERE, "consumers", "icalendar_ruby.rb")])
SABRE_VOBJECT = ServedConsumer(["php", os.path.join(HERE, "consumers", "sabre_vobject.php")])


#: Calendars of every kind the tool writes, by name.
CALENDARS = {
    "expanded": ["generate", "--year", "2026", "--time", "08:50", "--title", "Clock in", "--alarm", "10m", "--alarm", "-1d 21:00"],
    "compact": ["generate", "--year", "2024-2026", "--style", "compact", "--title", "打卡"],
    "compact-new-york": ["generate", "--year", "2025-2026", "--style", "compact", "--time-zone", "America/New_York"],
    "all-day": ["generate", "--year", "2026", "--all-day", "--title", "工作日"],
    "make-up-only": ["generate", "--year", "2024-2026", "--only", "make-up-days", "--all-day", "--alarm", "-1d 21:00", "--title", "明天补班"],
    "holidays": ["holidays", "--year", "2024-2026"],
    "long-chinese-title": [
        "generate", "--year", "2026", "--title", "上班打卡提醒：请记得在八点五十分之前到达公司并完成人脸识别签到，否则将被记为迟到一次😀",
        "--location", "北京市海淀区中关村大街一号楼三层", "--description", "第一行\n第二行；逗号，分号;comma,",
        "--calendar-name", "工作日提醒（中国法定节假日与调休）", "--color", "#1E90FF", "--refresh", "1d",
    ],
    "rule-mwf": ["generate", "--year", "2026", "--rule", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "--style", "compact"],
    "rule-next-workday": ["generate", "--year", "2020-2026", "--rule", "FREQ=MONTHLY;BYMONTHDAY=1", "--on-day-off", "next-workday", "--style", "compact"],
    "last-workday-of-month": ["generate", "--year", "2024-2026", "--workday-of-month", "-1", "--style", "compact", "--title", "月底报表"],
    "before-days-off": ["generate", "--year", "2024-2026", "--before-days-off", "--all-day", "--style", "compact"],
    "provisional-2027": ["generate", "--year", "2027", "--provisional", "--time", "08:50", "--title", "Clock in"],
    "holidays-provisional-2027": ["holidays", "--year", "2027", "--provisional"],
    "config-several-reminders": ["generate", "--config", os.path.join(os.path.dirname(__file__), "reminders.json")],
}


@pytest.fixture(scope="session", params=sorted(CALENDARS))
def named_calendar(request):
    return request.param, calendar(*CALENDARS[request.param])


def pytest_configure(config):
    """The differential harness's seed is drawn once, before pytest-xdist
    starts its workers (they inherit the environment), so that every worker
    and the line printed at the start name the same one."""
    # (pytest-xdist declares the mark too; without it, the mark does nothing.)
    config.addinivalue_line("markers", "xdist_group(name): the tests of a group run in one pytest-xdist worker")
    if not hasattr(config, "workerinput") and not os.environ.get("PATHS_SEED"):
        os.environ["PATHS_SEED"] = str(random.SystemRandom().randrange(1 << 32))


def pytest_sessionstart(session):
    """The seed, first (with -q too), so that a run cut short still names it."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter and not hasattr(session.config, "workerinput"):
        seed, count = os.environ["PATHS_SEED"], os.environ.get("PATHS_N") or "200"
        reporter.write_line(f"test_paths: seed {seed} (replay: make test-paths N={count} SEED={seed})")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    """Under pytest-xdist (make interop-test runs the tests in a few
    workers): the tests of one calendar of test_consumers.py run in one
    worker, which generates it and runs each consumer over it once for
    both tests that read the result (functools.lru_cache). First among the
    hooks: pytest-xdist's own reads the groups (into the tests' IDs) when
    its turn comes, and a mark added after it groups nothing."""
    for item in items:
        parameters = getattr(item, "callspec", None) and item.callspec.params
        if item.module.__name__ == "test_consumers" and parameters and "name" in parameters:
            item.add_marker(pytest.mark.xdist_group(f"calendar {parameters['name']}"))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_node_collection_finished(node, ids):
    """The grouping above, checked where pytest-xdist schedules: a
    consumer test of test_consumers.py whose ID lacks its calendar's group
    would be sent to any worker, and each worker would generate and read
    the calendar again (twice the processor time, and nothing fails:
    pytest 9.2 with pytest-xdist 3.8 dropped the groups silently)."""
    if node.config.getoption("dist") != "loadgroup":
        return
    grouped = ("test_consumers.py::test_consumer_reads_without_errors[",
               "test_consumers.py::test_consumer_expands_the_same_occurrences[")
    ungrouped = [test for test in ids if any(name in test for name in grouped) and "@calendar " not in test]
    if ungrouped:
        raise pytest.UsageError(f"--dist loadgroup lost the calendar groups of {len(ungrouped)} tests, "
                                f"{ungrouped[0]} among them (pytest and pytest-xdist disagree on test IDs)")


def pytest_terminal_summary(terminalreporter):
    """The lines tests record as `record_property("say", line)`, at the end
    of the run (a worker's own output is not shown under pytest-xdist)."""
    for report in terminalreporter.stats.get("passed", []) + terminalreporter.stats.get("failed", []):
        for key, line in getattr(report, "user_properties", []):
            if key == "say" and report.when == "call":
                terminalreporter.write_line(line)


def pytest_sessionfinish(session, exitstatus):
    """make test runs every test: a skipped one fails the run, named."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter else []
    if skipped and exitstatus == 0:
        for report in skipped:
            reporter.write_line(f"skipped, which make test does not allow: {report.nodeid}", red=True)
        session.exitstatus = 1
