"""The recipes of Sources/WorkdayCLI/Documentation/alarm-clock.md, run as
Home Assistant, cron and systemd run them: the YAML's commands through a
shell and its templates through Jinja, as homeassistant.components.command_line
does; the crontab line and the unit's ExecStart through /bin/sh; the units
through systemd-analyze verify. On the documented days, a job runs exactly
on working days and an error never reads as a day off."""
import json
import os
import pathlib
import re
import shlex
import subprocess

import jinja2
import pytest
import yaml

from conftest import BINARY

DOC = pathlib.Path(__file__).resolve().parents[2] / "Sources/WorkdayCLI/Documentation/alarm-clock.md"
JOB = "/usr/local/bin/morning-job"

#: (day, working, kind, name): a day off, a make-up Saturday, a Monday, a Sunday.
DAYS = [
    ("2026-10-01", False, "holiday", "国庆节"),
    ("2026-10-10", True, "make-up-workday", "国庆节"),
    ("2026-11-23", True, "workday", None),
    ("2026-11-22", False, "rest-day", None),
]
#: A day of a year without data: check fails (exit 2), which must never
#: read as a day off.
NO_DATA = "2031-03-03"


def blocks(language):
    """The fenced blocks of one language in the recipes page."""
    return re.findall(r"^```" + language + r"\n(.*?)^```", DOC.read_text(encoding="utf-8"), re.S | re.M)


@pytest.fixture
def shell(tmp_path):
    """Runs a shell command line as the recipe's host would: workday-ics on
    PATH, the day pinned, and the morning job a script that leaves a mark."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "workday-ics").symlink_to(os.path.abspath(BINARY))
    mark = tmp_path / "ran"
    job = bin_dir / "morning-job"
    job.write_text(f"#!/bin/sh\necho ran >> '{mark}'\n")
    job.chmod(0o755)

    def run(argv, day, check=False):
        if mark.exists():
            mark.unlink()
        argv = [part.replace(JOB, str(job)) for part in argv]
        env = {"PATH": f"{bin_dir}:/usr/bin:/bin", "WORKDAY_ICS_TODAY": day, "HOME": str(tmp_path)}
        result = subprocess.run(argv, capture_output=True, env=env, timeout=60, check=check)
        return result, mark.exists()

    return run


def home_assistant_state(shell, entity, day):
    """The state Home Assistant's command_line gives `entity` on `day`:
    None (unknown) when the command exits non-zero, else the rendered
    value_template, with `value_json` the command's JSON output."""
    result, _ = shell(["/bin/sh", "-c", entity["command"]], day)
    if result.returncode != 0:
        return None, None
    output = result.stdout.strip().decode()
    value_json = json.loads(output)
    state = jinja2.Environment().from_string(entity["value_template"]).render(value=output, value_json=value_json)
    attributes = {key: value_json[key] for key in entity.get("json_attributes", [])}
    return state, attributes


def home_assistant_entities():
    (configuration,) = blocks("yaml")
    entities = yaml.safe_load(configuration)["command_line"]
    return {kind: entity for item in entities for kind, entity in item.items()}


@pytest.mark.parametrize("day,working,kind,name", DAYS)
def test_home_assistant_sensors_follow_the_working_days(shell, day, working, kind, name):
    entities = home_assistant_entities()
    binary_sensor = entities["binary_sensor"]
    assert home_assistant_state(shell, binary_sensor, day)[0] == ("ON" if working else "OFF")
    state, attributes = home_assistant_state(shell, entities["sensor"], day)
    assert state == kind
    assert attributes == {"name": name, "provisional": False}


def test_home_assistant_sensor_is_unknown_when_check_fails(shell):
    for entity in home_assistant_entities().values():
        assert home_assistant_state(shell, entity, NO_DATA) == (None, None)


def crontab_command():
    lines = [line for block in blocks("sh") for line in block.splitlines() if re.match(r"^[0-9*]", line)]
    (line,) = lines
    return line.split(None, 5)[5]


@pytest.mark.parametrize("day,working,kind,name", DAYS)
def test_cron_line_runs_the_job_on_working_days_only(shell, day, working, kind, name):
    result, ran = shell(["/bin/sh", "-c", crontab_command()], day)
    assert ran == working
    # cron mails any output: a quiet day sends nothing.
    assert (result.stdout, result.stderr) == (b"", b"")


def test_cron_line_mails_an_error_and_skips_the_job(shell):
    result, ran = shell(["/bin/sh", "-c", crontab_command()], NO_DATA)
    assert not ran
    assert b"2031" in result.stderr
    assert result.returncode != 0


def units():
    """The .service and .timer blocks, by the section that tells them apart."""
    found = {}
    for block in blocks("ini"):
        found["service" if "[Service]" in block else "timer"] = block
    return found


def exec_start():
    """ExecStart as systemd splits it, `$$` read as `$` and `%%` as `%`."""
    (line,) = [line for line in units()["service"].splitlines() if line.startswith("ExecStart=")]
    command = line.removeprefix("ExecStart=").replace("$$", "$").replace("%%", "%")
    return shlex.split(command)


@pytest.mark.parametrize("day,working,kind,name", DAYS)
def test_systemd_service_runs_the_job_on_working_days_and_succeeds_on_days_off(shell, day, working, kind, name):
    result, ran = shell(exec_start(), day)
    assert ran == working
    assert result.returncode == 0, result.stderr


def test_systemd_service_fails_on_an_error(shell):
    result, ran = shell(exec_start(), NO_DATA)
    assert not ran
    assert result.returncode != 0


def test_systemd_units_verify(tmp_path):
    found = units()
    (tmp_path / "morning-job.service").write_text(found["service"])
    (tmp_path / "morning-job.timer").write_text(found["timer"])
    result = subprocess.run(
        ["systemd-analyze", "verify", "--man=no", "./morning-job.service", "./morning-job.timer"],
        cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    (calendar,) = re.findall(r"^OnCalendar=(.*)$", found["timer"], re.M)
    result = subprocess.run(
        ["systemd-analyze", "calendar", "--base-time=2026-11-23 00:00 UTC", calendar],
        capture_output=True, text=True, timeout=60)
    assert "Next elapse: Mon 2026-11-23 00:50:00 UTC" in result.stdout, result.stdout


def test_the_pinned_day_example_says_what_it_says(shell):
    (example,) = [line for block in blocks("sh") for line in block.splitlines() if line.startswith("WORKDAY_ICS_TODAY=")]
    result, _ = shell(["/bin/sh", "-c", example], "2026-11-23")
    assert result.stdout == b"runs on a make-up Saturday\n"
