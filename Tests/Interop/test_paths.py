"""The differential harness: random requests (paths.py), each answered by
every path that answers it, which must agree, since a user takes whichever
path suits them and must get one answer:

1. expanded and compact: the same occurrences (start, end), titles, status
   (provisional marks) and alarms as the instants they ring, as read by
   the tool's own reader (`workday-ics diff`), by recurring-ical-events and
   by libical (Tests/Interop/consumers/libical_check.c, with
   LIBICAL_CHECK_DETAILS=1), and their starts by sabre/vobject; and the
   expanded calendar's starts and titles as the tool's reader lists them
   (`diff` from an empty calendar) and as libical reads them;
2. the command line and the same request as a configuration file: the
   same bytes, UIDs included; and a configuration with one end of its
   range overridden (`--from` or `--to`) against the same range given
   whole: the command line wins for that end, the file's other end stays;
3. the calendar's days and `list`, `count`, `check`, `next`, `previous` and
   `cal`, in text and in JSON, for the requests whose days are the working
   days (or the make-up workdays), each answer in 2027 (no notice) marked
   so; `list` and `count` over the request's range as it is given
   (`--year Y` or `--from`/`--to`), and `--year Y` the same answer as
   `--from Y-01-01 --to Y-12-31`;
4. `expand` of a request's rule, laid over the calendar, and the days of
   its calendar (a start that is not one of the rule's days is named on
   stderr and left out of the comparison: RFC 5545 prints it, generate
   does not);
5. every answer for a day without a notice (2027) marked so: the
   calendar's events (a mark in SUMMARY, STATUS:TENTATIVE), `list`'s lines,
   `check --json` and the `holidays` calendar;
6. the law's labels in `list --json`, `check --json` and the `holidays`
   calendar's titles: the same for every day, and none on a day the
   overlay decides; the `holidays` calendar the same bytes in another zone
   and with `--lang en`;
7. `cal --lunar` and `list --json`: the statutory days of 春节 (除夕
   through 初三), 清明, 端午 (五月初五) and 中秋 (八月十五) are those
   the lunar dates under the days say;
8. the calendar file's own options (`--calendar-name`, `--color`,
   `--refresh`) drawn with the request, given to generate and holidays
   and in the configuration alike (2: the same bytes);
9. the regular week of `--only make-up-days` (an overlay's working day the
   week has off) as the tool answers it for the week alone (`list
   --no-builtin-data --assume-regular-week`).
10. `cal --format svg` (the year of a `--year` request, else the range's
   first month) and `list --json`: the picture's days, read back from
   their elements, are the listed days, each of the same kind, working or
   not, legal label and provisional mark, a statutory holiday and a
   make-up workday marked so; the picture well-formed XML.

The public reader's window (ICalendarOccurrences.occurrences(from:to:in:))
has no command of its own: ICalendarOccurrencesWindowTests holds it to the
library's occurrences over the calendars the library writes, and
ICalendarOccurrencesTests to the reader's lines, which `diff` prints (1).

The seed is printed; PATHS_SEED replays a run, PATHS_N sets the number of
requests (`make test-paths N=5000 SEED=42`). A failing request is reduced
to a small one that still fails, and printed as a command line."""
import datetime
import json
import os
import random
import re
import shutil
import subprocess
import tempfile
import xml.etree.ElementTree as ElementTree
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import icalendar
import pytest
import recurring_ical_events

import paths
from conftest import BINARY, EMPTY_DATA_FOLDER, SABRE_VOBJECT

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LIBICAL_CHECK = os.environ.get("LIBICAL_CHECK", os.path.join(ROOT, ".build-interop", "libical-check"))
TODAY = "2026-11-23"


#: check()'s folders, each with the answers of the commands that only read
#: there (all but generate), by command line: a request asks some more than
#: once (list --json for its queries and for the law's labels, check --json
#: of a day), and the tool answers alike each time.
ANSWERS = {}


def tool(arguments, folder):
    answers = ANSWERS.get(folder, {})
    if tuple(arguments) in answers:
        return answers[tuple(arguments)]
    environment = {"PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1767225600", "WORKDAY_ICS_TODAY": TODAY,
                   "WORKDAY_ICS_DATA": EMPTY_DATA_FOLDER}
    result = subprocess.run([BINARY, *arguments], capture_output=True, env=environment, cwd=folder, timeout=120)
    answer = result.returncode, result.stdout, result.stderr.decode(errors="replace")
    if arguments[0] != "generate":
        answers[tuple(arguments)] = answer
    return answer


def parse(path):
    with open(path, "rb") as file:
        return icalendar.Calendar.from_ical(file.read())


def utc(value):
    return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def read_by_recurring_ical_events(parsed):
    """(start, end, title, status, alarms) of every occurrence of a parsed
    calendar (recurring-ical-events leaves it as it was)."""
    found = []
    for event in recurring_ical_events.of(parsed).between(datetime.date(1900, 1, 1), datetime.date(2200, 1, 1)):
        start, end = event["DTSTART"].dt, event["DTEND"].dt
        timed = isinstance(start, datetime.datetime)
        alarms = []
        for alarm in event.walk("VALARM"):
            offset = alarm["TRIGGER"].dt
            alarms.append(utc(start + offset) if timed else str(int(offset.total_seconds())))
        found.append((utc(start) if timed else start.isoformat(), utc(end) if timed else end.isoformat(),
                      str(event["SUMMARY"]), str(event.get("STATUS", "")), ",".join(sorted(alarms))))
    return Counter(found)


def consumer_failed(name, path, status, out, err, problems):
    """A consumer's run that ended otherwise than reading the file (0) or
    reporting its errors on ERROR lines (1) is a problem of its own: a
    consumer that died reads both calendars alike, as nothing."""
    if status == 0 or (status == 1 and b"ERROR\t" in out):
        return
    problems.append(f"{name} exits {status} for {os.path.basename(path)}: {err.decode(errors='replace').strip()[-300:]}")


def read_by_libical(path, problems):
    environment = dict(os.environ, LIBICAL_CHECK_DETAILS="1")
    result = subprocess.run([LIBICAL_CHECK, path], capture_output=True, env=environment, timeout=120)
    consumer_failed("libical-check", path, result.returncode, result.stdout, result.stderr, problems)
    found = []
    for line in result.stdout.decode().splitlines():
        fields = line.split("\t")
        if fields[0] == "ERROR":
            found.append(("ERROR", line))
        elif fields[0] == "OCCURRENCE":
            start, end, title, status, alarms = fields[2:7]
            found.append((start, end, title, status, ",".join(sorted(alarms.split(",") if alarms else []))))
    return Counter(found)


def read_by_sabre(path, problems):
    """The starts sabre/vobject's expand() gives (its consumer script prints
    no more)."""
    status, out, err = SABRE_VOBJECT.read(path)
    consumer_failed("sabre/vobject", path, status, out, err, problems)
    return Counter(tuple(line.split("\t")[::2]) for line in out.decode().splitlines())


def check_listing(folder, expected, problems):
    """The tool's reader lists the expanded calendar's occurrences (`diff`
    from an empty calendar, a `+ START TITLE` line each) as libical reads
    them: `expected`, (start, end, title, status, alarms) with starts in
    UTC or as days. (recurring-ical-events moves a start written in UTC
    in a repeated hour, such as DTSTART:20261029T203000Z for 23:30 in Cairo
    as its clocks go back, to 20:00Z, so it is not the reference here.)"""
    with open(os.path.join(folder, "empty.ics"), "w", newline="") as file:
        file.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//paths//EN\r\nEND:VCALENDAR\r\n")
    status, out, err = tool(["diff", "empty.ics", "expanded.ics"], folder)
    listed = Counter()
    for line in out.decode().splitlines():
        _, start, title = line.split(" ", 2)
        listed[(start if len(start) == 10 else utc(datetime.datetime.fromisoformat(start.replace("Z", "+00:00"))),
                title)] += 1
    wanted = Counter((found[0], found[2]) for found, count in expected.items() if len(found) == 5
                     for _ in range(count))
    if status != (1 if wanted else 0) or listed != wanted:
        problems.append(f"diff from an empty calendar exits {status} ({err.strip()}): only listed "
                        f"{sorted(listed - wanted)[:3]}, only read by libical {sorted(wanted - listed)[:3]}")


def difference(one, other, limit=3):
    return f"only expanded {sorted(one - other)[:limit]}, only compact {sorted(other - one)[:limit]}"


def days_of(parsed):
    """The days of a parsed expanded calendar's events, from their UIDs."""
    days = set()
    for event in parsed.walk("VEVENT"):
        basic = str(event["UID"])[:8]
        days.add(f"{basic[:4]}-{basic[4:6]}-{basic[6:]}")
    return days


def off_half_of(request):
    """The half of the day a timed reminder starts in, or None all day."""
    if request.get("allDay"):
        return None
    return "afternoon" if request["time"] >= "12:00" else "morning"


def make_up_days(span, options, folder, problems):
    """The dates `list --json --only make-up-days` gives: working days the
    week rests on, each an official make-up workday (make-up-workday) or
    an own arrangement's working day (overlay-workday: the JSON does not
    say 补班 for a company's Saturday, while --only still picks it)."""
    status, out, err = tool(["list", *span, "--json", "--only", "make-up-days", *options], folder)
    if status != 0:
        problems.append(f"list --json --only make-up-days exits {status}: {err.strip()}")
        return set()
    days = json.loads(out)
    strange = [day["date"] for day in days
               if not day["isWorkingDay"] or day["kind"] not in ("make-up-workday", "overlay-workday")]
    if strange:
        problems.append(f"list --json --only make-up-days: {strange[:5]} are not make-up or overlay workdays")
    return {day["date"] for day in days}


def check_group_queries(request, folder, days, options, span, problems):
    """With --group, the calendar's days are the working days less those
    whose half day off holds the reminder's start, as `list --json` says
    them (a half day off is still a working day, and `count` counts it
    among them, listing it apart)."""
    status, out, err = tool(["list", *span, "--json", *options], folder)
    if status != 0:
        problems.append(f"list --json with groups exits {status}: {err.strip()}")
        return
    listed = json.loads(out)
    half = off_half_of(request)
    only = request.get("only", "workdays")
    chosen = make_up_days(span, options, folder, problems) if only != "workdays" else None
    expected = {day["date"] for day in listed
                if day["isWorkingDay"] and (chosen is None or day["date"] in chosen)
                and (half is None or day["halfDayOff"] != half)}
    if expected != days:
        problems.append(f"list --json with groups: {sorted(expected ^ days)[:5]} differ from the calendar's days")
    if only != "workdays":
        return
    working = [day for day in listed if day["isWorkingDay"]]
    halves = sorted(day["date"] for day in working if day["halfDayOff"] is not None)
    status, out, _ = tool(["count", *span, "--json", *options], folder)
    answer = json.loads(out) if status == 0 else {}
    if (answer.get("workingDays"), answer.get("halfDayDates")) != (len(working), halves):
        problems.append(f"count --json with groups says {out.decode().strip()}: {len(working)} working days, "
                        f"half days {halves} in list --json")


def regular_working_days(request, dates, folder, problems):
    """Of `dates`, those the request's regular week works (a rotating one
    turned from its anchor), as the tool's own week answers them: `list`
    with no data but the regular week assumed (the overlay's days are no
    statutory days off)."""
    if not dates:
        return set()
    week = ["--work-week", request["workWeek"]]
    if "/" in request["workWeek"]:
        week += ["--week-anchor", "2026-01-05"]
    status, out, err = tool(["list", "--no-builtin-data", "--assume-regular-week", "-q", "--json", "--from", min(dates),
                             "--to", max(dates), *week], folder)
    if status != 0:
        problems.append(f"list of the regular week alone exits {status}: {err.strip()}")
        return set()
    return {day["date"] for day in json.loads(out) if day["isWorkingDay"] and day["date"] in dates}


def check_queries(request, folder, days, problems):
    """The query commands answer what the calendar's days are."""
    options = paths.query_options(request)
    first, last = paths.first_day(request), paths.last_day(request)
    # The range as the request gives it: `--year` or `--from`/`--to`; a
    # year answers as its dates do (list and count take both ways).
    span = paths.range_options(request)
    if "year" in request:
        dates = ["--from", first.isoformat(), "--to", last.isoformat()]
        for query in (["list"], ["list", "--json"], ["count"], ["count", "--json"]):
            by_year, by_dates = tool([*query, *span, *options], folder), tool([*query, *dates, *options], folder)
            if by_year != by_dates:
                problems.append(f"{' '.join(query)} {' '.join(span)} differs from {' '.join(dates)}: "
                                f"{by_year[0]} {by_year[2].strip()!r} against {by_dates[0]} {by_dates[2].strip()!r}")
    if "groups" in request:
        check_group_queries(request, folder, days, options, span, problems)
        return
    only = request.get("only", "workdays")
    status, out, err = tool(["list", *span, "--only", only, *options], folder)
    listed = {line[:10] for line in out.decode().splitlines()}
    if status != 0 or listed != days:
        problems.append(f"list --only {only}: {sorted(listed ^ days)[:5]} differ from the calendar's days ({err.strip()})")
    status, out, _ = tool(["list", *span, "--json", *options], folder)
    if status == 0:
        answer = json.loads(out)
        # --only make-up-days: the listed working days the regular week has
        # off, an own arrangement's (overlay-workday) as well as a notice's
        # (make-up-workday, which a six-day week's Saturday is too, though
        # the week works it anyway).
        listed_working = {day["date"] for day in answer if day["kind"] in ("overlay-workday", "make-up-workday")}
        regular = regular_working_days(request, listed_working, folder, problems) if only != "workdays" else set()
        chosen = {day["date"] for day in answer
                  if day["isWorkingDay"] and (only == "workdays"
                                              or (day["date"] in listed_working and day["date"] not in regular))}
        if only != "workdays":
            made_up = make_up_days(span, options, folder, problems)
            if made_up != days:
                problems.append(f"list --json --only {only}: {sorted(made_up ^ days)[:5]} differ from the calendar's days")
        if chosen != days:
            problems.append(f"list --json: {sorted(chosen ^ days)[:5]} differ from the calendar's days")
        unmarked = [day["date"] for day in answer if day["provisional"] != (day["date"] >= "2027")]
        if unmarked:
            problems.append(f"list --json: {unmarked[:5]} are marked provisional otherwise than their year")
    if only != "workdays":
        return
    # A count over a year without a notice says so, as the calendar's marks do.
    beyond = last.year >= 2027
    mark = {"provisional": ["[provisional]"], "assumeRegularWeek": ["[assumed:", "regular", "week]"]}.get(
        request.get("beyond"), []) if beyond else []
    status, out, _ = tool(["count", *span, *options], folder)
    if out.decode().split() != [str(len(days)), *mark]:
        problems.append(f"count says {out.decode().strip()!r}, the calendar has {len(days)} days"
                        + (" and rests on no notice" if beyond else ""))
    status, out, _ = tool(["count", *span, "--json", *options], folder)
    answer = json.loads(out) if status == 0 else {}
    if answer.get("workingDays") != len(days) or answer.get("provisional") != beyond:
        problems.append(f"count --json says {out.decode().strip()}, the calendar has {len(days)} days")
    rng = random.Random(json.dumps(request, sort_keys=True))
    total = (last - first).days
    for _ in range(2):
        day = first + datetime.timedelta(days=rng.randint(0, total))
        status, out, _ = tool(["check", day.isoformat(), *options], folder)
        if (status == 0) != (day.isoformat() in days):
            problems.append(f"check {day} exits {status}; the calendar {'has' if day.isoformat() in days else 'lacks'} it")
        status, out, _ = tool(["check", "--json", day.isoformat(), *options], folder)
        answer = json.loads(out)
        if answer["isWorkingDay"] != (day.isoformat() in days) or answer["provisional"] != (day.year >= 2027):
            problems.append(f"check --json {day}: {out.decode().strip()}")
        later = sorted(d for d in days if d > day.isoformat())
        if later:
            status, out, _ = tool(["next", day.isoformat(), *options], folder)
            if out.decode()[:10] != later[0]:
                problems.append(f"next {day}: {out.decode().strip()!r}, the calendar's next day is {later[0]}")
            status, out, _ = tool(["next", "--json", day.isoformat(), *options], folder)
            if status != 0 or json.loads(out)["date"] != later[0]:
                problems.append(f"next --json {day}: {out.decode().strip()!r}, expected {later[0]}")
        earlier = sorted(d for d in days if d < day.isoformat())
        if earlier:
            status, out, _ = tool(["previous", day.isoformat(), *options], folder)
            if out.decode()[:10] != earlier[-1]:
                problems.append(f"previous {day}: {out.decode().strip()!r}, the calendar's day before is {earlier[-1]}")
    if request["workWeek"] == "MO-FR":
        check_cal(request, folder, days, options, problems)


def check_cal(request, folder, days, options, problems):
    """A month wholly in the range, as `cal` marks it."""
    first, last = paths.first_day(request), paths.last_day(request)
    month = datetime.date(first.year, first.month, 1)
    if month < first:
        month = datetime.date(first.year + month.month // 12, month.month % 12 + 1, 1)
    following = datetime.date(month.year + month.month // 12, month.month % 12 + 1, 1)
    if following - datetime.timedelta(days=1) > last:
        return
    status, out, err = tool(["cal", "--color", "never", f"{month:%Y-%m}", *options], folder)
    if status != 0:
        problems.append(f"cal {month:%Y-%m} exits {status}: {err.strip()}")
        return
    lines = out.decode().splitlines()[2:]
    shown = set()
    for line in lines:
        if not line.strip() or not line.strip()[0].isdigit():
            break
        for column in range(7):
            cell = line[column * 3:column * 3 + 3]
            if not cell.strip():
                continue
            number, mark = cell[:2].strip(), cell[2:3] or " "
            if not number.isdigit():
                continue
            day = month.replace(day=int(number))
            # + a make-up workday, # an overlay's working Saturday or Sunday.
            if mark in "+#" or (column < 5 and mark not in "!*"):
                shown.add(day.isoformat())
    expected = {d for d in days if d.startswith(f"{month:%Y-%m}")}
    if shown != expected:
        problems.append(f"cal {month:%Y-%m} shows {sorted(shown ^ expected)[:5]} otherwise than the calendar")


def check_expand(request, folder, days, problems):
    """`expand` of the request's rule gives the calendar's days."""
    status, out, err = tool(paths.expand_arguments(request), folder)
    if status != 0:
        problems.append(f"expand exits {status}: {err.strip()}")
        return
    expanded = {line[:10] for line in out.decode().splitlines()}
    if "is not one of the rule's days" in err:
        # The start RFC 5545 adds, which generate --rule-start leaves out:
        # on its own day, or where --on-day-off moved it (named).
        start = request["ruleStart"]
        moved = re.search(r"printed here as (\d{4}-\d{2}-\d{2})[T0-9:]*, the day off moved", err)
        for day in {start, moved.group(1) if moved else start}:
            expanded.discard(day)
            days = days - {day}
    # A day off dropped as its previous working day is before the rule's
    # start is said by generate alike; the days are still compared below.
    # One day "is dropped", several "are dropped".
    rest = [line for line in err.splitlines() if not re.search(r"off of the rule (is|are) dropped", line)]
    if rest and "is not one of the rule's days" not in err:
        problems.append(f"expand warns {err.strip()!r}")
    if expanded != days:
        problems.append(f"expand: {sorted(expanded ^ days)[:5]} differ from the calendar's days")


#: The words a reminder's title ends with on a day without a notice.
MARKS = {"provisional": ("(暂定)", "(provisional)"), "assumeRegularWeek": ("(假定)", "(assumed)")}


def check_marks(request, parsed, problems):
    """Every event of the parsed calendar on a day without a notice is
    marked and tentative, and no other is."""
    marks = MARKS.get(request.get("beyond"), ())
    for event in parsed.walk("VEVENT"):
        uid = str(event["UID"])
        if uid.startswith("series-"):
            continue
        beyond = uid[:4] >= "2027"
        tentative = str(event.get("STATUS", "")) == "TENTATIVE"
        marked = str(event["SUMMARY"]).endswith(marks) if marks else False
        if tentative != beyond or marked != beyond:
            problems.append(f"the event {uid} is {'' if tentative else 'not '}tentative, "
                            f"titled {str(event['SUMMARY'])!r}, on a day {'without' if beyond else 'with'} a notice")
            return


#: The holidays calendar's word for each legal label of a day off.
LEGAL_TITLES = {"statutory": "法定", "replacement": "补假", "swapped": "调休", "extra-day-off": "加放",
                "weekend-in-break": "周末"}


def check_legal_labels(request, folder, problems):
    """The law's labels agree in `list --json`, `check --json` and the
    `holidays` calendar, and a day the overlay decides has none."""
    options = paths.query_options(request)
    span = ["--from", paths.first_day(request).isoformat(), "--to", paths.last_day(request).isoformat()]
    status, out, err = tool(["list", *span, "--json", *options], folder)
    if status != 0:
        problems.append(f"list --json exits {status}: {err.strip()}")
        return
    listed = {day["date"]: day for day in json.loads(out)}
    overlaid = {date for date, _, _ in (paths.OVERLAY_DAYS[i] for i in request.get("overlay", []))}
    for date in sorted(overlaid & set(listed)):
        if listed[date]["legal"] is not None or listed[date]["basis"] != "overlay":
            problems.append(f"list --json gives the overlay's day {date} legal {listed[date]['legal']!r}, "
                            f"basis {listed[date]['basis']!r}")
    for date in sorted(listed)[::max(1, len(listed) // 3)]:
        status, out, _ = tool(["check", "--json", date, *options], folder)
        if status in (0, 1) and json.loads(out) != listed[date]:
            problems.append(f"check --json {date} says {out.decode().strip()}, list --json {listed[date]}")
    check_lunar(folder, listed, options, problems)
    check_picture(request, folder, listed, options, problems)
    feed = paths.feed_options(request)
    status, out, err = tool(["holidays", *span, *options, *feed, "-o", "-"], folder)
    if status != 0:
        problems.append(f"holidays exits {status}: {err.strip()}")
        return
    # The same calendar whatever --lang and --time-zone say.
    elsewhere = [*options[2:], "--time-zone", "Pacific/Apia" if request["zone"] != "Pacific/Apia" else "UTC"]
    other = tool(["holidays", *span, *elsewhere, *feed, "--lang", "en", "-o", "-"], folder)
    if other != (status, out, err):
        problems.append(f"holidays in {elsewhere[-1]} with --lang en exits {other[0]} ({other[2].strip()}), "
                        f"{'other bytes' if other[0] == status else ''} than in {request['zone']}")
    parsed = icalendar.Calendar.from_ical(out)
    for event in parsed.walk("VEVENT"):
        start, end = event["DTSTART"].dt, event["DTEND"].dt
        summary = str(event["SUMMARY"])
        day = start
        while day < end:
            answer = listed.get(day.isoformat())
            day += datetime.timedelta(days=1)
            if answer is None or answer["isWorkingDay"] or "放假)" in summary:
                continue
            word = LEGAL_TITLES.get(answer["legal"])
            titled = word is not None and f"({word})" in summary
            if titled != (word is not None) or (word is None and any(f"({w})" in summary
                                                                      for w in LEGAL_TITLES.values())):
                problems.append(f"holidays titles {answer['date']} {summary!r}, list --json says legal "
                                f"{answer['legal']!r}")
                return
            beyond = answer["date"] >= "2027"
            if (str(event.get("STATUS", "")) == "TENTATIVE") != beyond:
                problems.append(f"holidays: the event on {answer['date']} is tentative otherwise than its year")
                return


#: The law's statutory days of the lunar calendar and of a solar term
#: (list --json's `holiday`), by the label `cal --lunar` shows on them: the
#: lunar month's name on its first day, then the day (初五), or the term.
#: 春节's are 除夕 through 初三; 除夕 is 廿九 or 三十, the day before 正月.
LUNAR_HOLIDAYS = {"清明节": (None, {"清明"}), "端午节": ("五月", {"初五"}), "中秋节": ("八月", {"十五"}),
                  "春节": ("正月", {"正月", "初二", "初三"})}


#: A label of a lunar day or month, not a solar term's name.
LUNAR_DAY = re.compile(r"^(初.|十.|廿.|二十|三十|.月|闰.)$")


def lunar_labels(text, month):
    """The lunar label `cal --lunar --color never` shows under each day of
    `month`, by ISO date: number lines of 5-column cells, each followed by
    a line of two-character labels (3 characters with their space) or
    5 spaces for an empty cell."""
    lines = text.splitlines()[2:]
    labels = {}
    for number_line, label_line in zip(lines[0::2], lines[1::2]):
        if not number_line.strip() or not number_line.strip()[0].isdigit():
            break
        position = 0
        for column in range(7):
            number = number_line[column * 5:column * 5 + 4].strip()
            if label_line[position:position + 5] == "     " or position >= len(label_line):
                position += 5
                continue
            labels[month.replace(day=int(number)).isoformat()] = label_line[position:position + 2]
            position += 3
    return labels


def check_lunar(folder, listed, options, problems):
    """`cal --lunar` of the first month in the range with a statutory day
    of the lunar calendar or of 清明: those days are the ones its labels
    say (正月 and the two after it and the day before, 五月初五, 八月十五,
    the term 清明), in the days of the range."""
    lunar = sorted(date for date, day in listed.items()
                   if day["legal"] == "statutory" and day["holiday"] in LUNAR_HOLIDAYS)
    if not lunar:
        return
    month = datetime.date.fromisoformat(lunar[0]).replace(day=1)
    status, out, err = tool(["cal", "--lunar", "--color", "never", f"{month:%Y-%m}", *options], folder)
    if status != 0:
        problems.append(f"cal --lunar {month:%Y-%m} exits {status}: {err.strip()}")
        return
    labels = lunar_labels(out.decode(), month)
    # Each day's lunar month, from the first day of one the grid shows on.
    lunar_month, months = None, {}
    for date in sorted(labels):
        if labels[date].endswith("月") or labels[date].startswith("闰"):
            lunar_month = labels[date]
        months[date] = lunar_month
    by_cal = {(date, holiday) for date in labels for holiday, (first, days) in LUNAR_HOLIDAYS.items()
              if labels[date] in days and months[date] == first}
    by_cal |= {((datetime.date.fromisoformat(date) - datetime.timedelta(days=1)).isoformat(), "春节")
               for date in labels if labels[date] == "正月"}
    # Left out: the days before the grid's first lunar month, and those a
    # term's name hides (雨水 on 2026's 初二), 清明 but.
    known = {date for date in labels
             if (months[date] and LUNAR_DAY.match(labels[date])) or labels[date] == "清明"}
    known |= {date for date, holiday in by_cal if holiday == "春节"}
    by_cal = {(date, holiday) for date, holiday in by_cal if date in known and date in listed}
    by_list = {(date, listed[date]["holiday"]) for date in lunar if date in known}
    if by_cal != by_list:
        problems.append(f"cal --lunar {month:%Y-%m} labels {sorted(by_cal - by_list)[:4]} as statutory lunar days, "
                        f"list --json {sorted(by_list - by_cal)[:4]}")


def check_picture(request, folder, listed, options, problems):
    """`cal --format svg` of the request's year (`--year`) or of the
    range's first month: each pictured day of the range is the day `list
    --json` gives (kind, working or not, legal label, provisional mark),
    marked statutory or make-up workday as the listing says, and every day
    of the period is pictured once."""
    first = paths.first_day(request)
    period = request["year"].split("-")[0] if "year" in request else f"{first:%Y-%m}"
    status, out, err = tool(["cal", period, "--format", "svg", *options], folder)
    if status != 0:
        problems.append(f"cal {period} --format svg exits {status}: {err.strip()}")
        return
    try:
        root = ElementTree.fromstring(out)
    except ElementTree.ParseError as error:
        problems.append(f"cal {period} --format svg is not well-formed XML: {error}")
        return
    pictured = [element.attrib for element in root.iter() if "data-date" in element.attrib]
    dates = [day["data-date"] for day in pictured]
    start = datetime.date(int(period[:4]), int(period[5:7]) if len(period) > 4 else 1, 1)
    end = datetime.date(start.year + 1, 1, 1) if len(period) == 4 else \
        datetime.date(start.year + start.month // 12, start.month % 12 + 1, 1)
    wanted = [(start + datetime.timedelta(days=n)).isoformat() for n in range((end - start).days)]
    if dates != wanted:
        problems.append(f"cal {period} --format svg pictures {len(dates)} days, not each of {len(wanted)} once")
    for day in pictured:
        answer = listed.get(day["data-date"])
        if answer is None:
            continue
        classes = set(day.get("class", "").split())
        made_up = answer["kind"] != "overlay-workday" and "make-up-workday" in (answer["kind"], answer["legal"])
        seen = (day["data-kind"], day["data-working"], day.get("data-legal"), day["data-provisional"],
                "mark-statutory" in classes, "mark-make-up-workday" in classes)
        said = (answer["kind"], str(answer["isWorkingDay"]).lower(), answer["legal"],
                str(answer["provisional"]).lower(), answer["legal"] == "statutory", made_up)
        if seen != said:
            problems.append(f"cal {period} --format svg pictures {day['data-date']} as {seen}, list --json says {said}")
            return


#: The requests every path refused alike (exit 2, such as equal alarms).
REFUSED = []


def check(request):
    """Every disagreement between the paths that answer `request`."""
    with tempfile.TemporaryDirectory() as folder:
        ANSWERS[folder] = {}
        try:
            return check_in(request, folder)
        finally:
            del ANSWERS[folder]


def check_in(request, folder):
    """check() in `folder`, a folder of its own."""
    problems = []
    paths.write_files(request, folder)
    results = {}
    for style in ("expanded", "compact"):
        results[style] = tool(paths.arguments(request, style) + paths.feed_options(request) + ["-o", f"{style}.ics"],
                              folder)
        text, extra = paths.configuration(request, style)
        with open(os.path.join(folder, f"{style}.json"), "w") as file:
            file.write(text)
        configured = tool(["generate", "--config", f"{style}.json", "-o", f"{style}-configured.ics", *extra], folder)
        if configured[0] != results[style][0]:
            problems.append(f"{style}: the command line exits {results[style][0]} ({results[style][2].strip()}), "
                            f"the configuration {configured[0]} ({configured[2].strip()})")
        elif configured[0] == 0:
            with open(os.path.join(folder, f"{style}.ics"), "rb") as one, \
                    open(os.path.join(folder, f"{style}-configured.ics"), "rb") as other:
                if one.read() != other.read():
                    problems.append(f"{style}: the configuration writes other bytes than the command line")
    overridden = paths.overridden_configuration(request, "expanded")
    if overridden:
        text, extra = overridden
        with open(os.path.join(folder, "overridden.json"), "w") as file:
            file.write(text)
        result = tool(["generate", "--config", "overridden.json", "-o", "overridden.ics", *extra], folder)
        whole = results["expanded"]
        if result[0] != whole[0]:
            problems.append(f"a configuration with {extra[-2]} overridden exits {result[0]} ({result[2].strip()}), "
                            f"the whole range {whole[0]} ({whole[2].strip()})")
        elif result[0] == 0:
            with open(os.path.join(folder, "expanded.ics"), "rb") as one, \
                    open(os.path.join(folder, "overridden.ics"), "rb") as other:
                if one.read() != other.read():
                    problems.append(f"a configuration with {extra[-2]} overridden writes other bytes than the "
                                    "same range given whole")
    (expanded_status, _, expanded_error), (compact_status, _, compact_error) = results["expanded"], results["compact"]
    if expanded_status != compact_status:
        problems.append(f"expanded exits {expanded_status} ({expanded_error.strip()}), compact {compact_status} "
                        f"({compact_error.strip()})")
    if expanded_status != 0 or compact_status != 0:
        REFUSED.append(request)
        return problems
    expanded, compact = os.path.join(folder, "expanded.ics"), os.path.join(folder, "compact.ics")
    status, out, err = tool(["diff", "expanded.ics", "compact.ics"], folder)
    if status != 0:
        problems.append(f"workday-ics diff: {(out.decode() + err).strip()[:600]}")
    parsed = parse(expanded)
    one, other = read_by_recurring_ical_events(parsed), read_by_recurring_ical_events(parse(compact))
    if one != other:
        problems.append(f"recurring-ical-events: {difference(one, other)}")
    one, other = read_by_libical(expanded, problems), read_by_libical(compact, problems)
    if one != other:
        problems.append(f"libical: {difference(one, other)}")
    check_listing(folder, one, problems)
    one, other = read_by_sabre(expanded, problems), read_by_sabre(compact, problems)
    if one != other:
        problems.append(f"sabre/vobject: {difference(one, other)}")
    check_marks(request, parsed, problems)
    days = days_of(parsed)
    if request.get("rule"):
        check_expand(request, folder, days, problems)
    if not any(request.get(key) for key in ["rule", "workdayOfMonth", "everyNthWorkday", "beforeDaysOff",
                                            "afterDaysOff"]):
        check_queries(request, folder, days, problems)
        check_legal_labels(request, folder, problems)
    return problems


#: Requests whose paths once disagreed (found by hand and by the harness),
#: checked on every run so that none comes back.
FOUND = {
    # --group: a half day off that holds the reminder's start leaves that day
    # (or not, in the other half), 儿童节 is a whole day off, a provisional
    # year has the law's days too.
    "youth, 14:00 on 2026-05-04": {"zone": "Asia/Shanghai", "title": "上班", "time": "14:00", "workWeek": "MO-FR",
                                   "groups": ["youth"], "from": "2026-04-27", "to": "2026-05-08"},
    "military, morning off, 08:50": {"zone": "Asia/Shanghai", "title": "上班", "time": "08:50", "workWeek": "MO-FR",
                                     "groups": ["military"], "halfDay": "morning", "from": "2025-07-28",
                                     "to": "2025-08-08", "alarms": ["10m"]},
    "women, 11:59 in 2027": {"zone": "Asia/Shanghai", "title": "上班", "time": "11:59", "workWeek": "MO-FR",
                             "groups": ["women"], "halfDay": "morning", "from": "2027-03-01", "to": "2027-03-12",
                             "beyond": "provisional"},
    # A group's half day on a make-up Sunday (2014-05-04, 青年节) and on an
    # overlay's working Saturday (2026-08-01, 建军节) gives nothing: the
    # listed working day stays whole, in list, count and the calendar.
    "youth, 14:00 on a make-up Sunday": {"zone": "Asia/Shanghai", "title": "上班", "time": "14:00",
                                         "workWeek": "MO-FR", "groups": ["youth"], "from": "2014-04-28",
                                         "to": "2014-05-09"},
    "military, 14:00 on an overlay's Saturday": {"zone": "Asia/Shanghai", "title": "上班", "time": "14:00",
                                                 "workWeek": "MO-FR", "groups": ["military"], "overlay": [5],
                                                 "from": "2026-07-27", "to": "2026-08-07"},
    # expand previews generate: a half day off holding the rule's time
    # moves it, and a start that is not one of the rule's days is named.
    "women, a Wednesday rule at 14:00 moved": {"zone": "Asia/Shanghai", "title": "上班", "time": "14:00",
                                               "workWeek": "MO-FR", "groups": ["women"], "rule": "FREQ=WEEKLY;BYDAY=WE",
                                               "ruleStart": "2023-03-01", "onDayOff": "next-workday",
                                               "from": "2023-03-01", "to": "2023-03-31"},
    "a rule's start on a day off, moved": {"zone": "Asia/Shanghai", "title": "上班", "allDay": True, "workWeek": "MO-FR",
                                           "rule": "FREQ=MONTHLY;BYDAY=-1FR", "ruleStart": "2025-01-01",
                                           "onDayOff": "next-workday", "from": "2025-01-01", "to": "2025-01-02"},
    "a monthly rule from a Monday": {"zone": "Asia/Shanghai", "title": "上班", "time": "09:00", "workWeek": "MO-FR",
                                     "rule": "FREQ=MONTHLY;BYMONTHDAY=1", "ruleStart": "2026-01-05",
                                     "from": "2026-01-01", "to": "2026-06-30"},
    # A day answered from an assumed week is marked as a provisional one is.
    "an assumed week": {"zone": "Asia/Shanghai", "title": "Clock in", "time": "09:00", "workWeek": "MO-FR",
                        "from": "2026-12-20", "to": "2027-01-10", "beyond": "assumeRegularWeek"},
    # The overlay's days have no legal label; the notice's keep theirs.
    "an overlay in October": {"zone": "Asia/Shanghai", "title": "上班", "time": "09:00", "workWeek": "MO-FR",
                              "overlay": [0, 4], "from": "2026-09-28", "to": "2026-11-20"},
    "children, all day": {"zone": "Asia/Shanghai", "title": "上学", "allDay": True, "workWeek": "MO-FR",
                          "groups": ["children", "women"], "from": "2026-05-25", "to": "2026-06-05"},
    "a provisional year": {"zone": "Asia/Shanghai", "title": "上班", "time": "09:00", "workWeek": "MO-FR",
                           "year": "2026-2027", "beyond": "provisional"},
    "Jerusalem '-1d 21:00'": {"zone": "Asia/Jerusalem", "title": "上班", "time": "09:00", "alarms": ["-1d 21:00"],
                              "workWeek": "MO-FR", "from": "2026-03-01", "to": "2026-11-30"},
    "Cairo '-1d 21:00'": {"zone": "Africa/Cairo", "title": "上班", "time": "09:00", "alarms": ["-1d 21:00"],
                          "workWeek": "MO-FR", "year": "2026"},
    "Berlin 02:30 every day": {"zone": "Europe/Berlin", "title": "上班", "time": "02:30", "workWeek": "MO-SU",
                               "year": "2026"},
    "Cairo 23:30 every day": {"zone": "Africa/Cairo", "title": "上班", "time": "23:30", "workWeek": "MO-SU",
                              "year": "2026"},
    "Jerusalem 02:15, the day after the gap": {"zone": "Asia/Jerusalem", "title": "上班", "time": "02:15",
                                               "workWeek": "MO-SA", "from": "2026-03-28", "to": "2026-03-30"},
    "Lord Howe 02:15 on weekdays, a series across a Sunday gap": {
        "zone": "Australia/Lord_Howe", "title": "上班", "time": "02:15", "workWeek": "MO-FR", "from": "2026-09-28",
        "to": "2026-10-08"},
    "Berlin 02:15 on the last Friday, two days before the gap": {
        "zone": "Europe/Berlin", "title": "上班", "time": "02:15", "workWeek": "MO-FR", "rule": "FREQ=MONTHLY;BYDAY=-1FR",
        "ruleStart": "2026-03-02", "from": "2027-01-11", "to": "2027-04-02", "beyond": "assumeRegularWeek"},
    # A configuration's range with one end given on the command line kept
    # the file's range whole or dropped its other end.
    "a configuration's March, its start moved": {"zone": "Asia/Shanghai", "title": "上班", "time": "09:00",
                                                 "workWeek": "MO-FR", "from": "2026-03-15", "to": "2026-03-31"},
    "a configuration's March, its end moved": {"zone": "Asia/Shanghai", "title": "上班", "time": "09:00",
                                               "workWeek": "MO-FR", "from": "2026-03-01", "to": "2026-04-30"},
    # cal --lunar against the law's days: 2026's 初二 shows the term 雨水.
    "Spring Festival 2026 under its lunar dates": {"zone": "Asia/Shanghai", "title": "上班", "time": "09:00",
                                                   "workWeek": "MO-FR", "from": "2026-02-01", "to": "2026-02-28"},
    # An overlay's Saturdays in a rotating week, in a named, coloured feed.
    "an overlay's Saturdays in a rotating week, a named feed": {
        "zone": "Asia/Shanghai", "title": "上班", "allDay": True, "workWeek": "MO-SA/MO-FR", "only": "make-up-days",
        "overlay": [3, 4], "from": "2026-03-01", "to": "2026-11-30", "calendarName": "上班日历", "color": "#1E90FF",
        "refresh": "12h"},
    "Berlin 01:30 for 3h across both changes": {"zone": "Europe/Berlin", "title": "上班", "time": "01:30",
                                                "duration": "3h", "workWeek": "MO-SU", "year": "2026"},
}


@pytest.mark.parametrize("name", sorted(FOUND))
def test_a_request_that_once_disagreed(name):
    problems = check(FOUND[name])
    assert not problems, f"{paths.command_line(FOUND[name], feed=True)}\n  " + "\n  ".join(problems)


def test_every_path_gives_the_same_answer(record_property):
    seed = int(os.environ["PATHS_SEED"])  # drawn by conftest.py when not given
    count = int(os.environ.get("PATHS_N") or 200)
    assert os.path.exists(LIBICAL_CHECK), f"{LIBICAL_CHECK} is not built: `make interop-consumers` builds it"
    requests = paths.requests(seed, count)
    REFUSED.clear()
    with ThreadPoolExecutor(max_workers=2) as pool:
        outcomes = list(pool.map(check, requests))
    failures = [(request, problems) for request, problems in zip(requests, outcomes) if problems]
    refused = len(REFUSED)
    record_property("say", f"test_paths: {count - len(failures)} of {count} requests (seed {seed}) gave the same answer on "
        f"every path ({refused} of them refused alike by every path)")
    reports = []
    for index, (request, problems) in enumerate(failures[:3]):
        reduced = paths.reduce(request, lambda candidate: bool(check(candidate)), budget=80 if index == 0 else 0)
        reports.append(f"{paths.command_line(request, feed=True)}\n  " + "\n  ".join(problems)
                       + f"\nreduced to: {paths.command_line(reduced, feed=True)}\n  " + "\n  ".join(check(reduced)))
    assert not failures, (f"{len(failures)} of {count} requests disagree (seed {seed}); the first three, the first reduced:\n\n"
                          + "\n\n".join(reports))


@pytest.mark.parametrize("group", [None, "women"])
def test_streamed_list_agrees_with_count_and_check(group):
    """list writes its answer in pieces (64 KiB each): over three years the
    JSON array crosses several, and must still parse whole and agree day by
    day with count and with check's answer for sampled days."""
    extra = ["--group", group] if group else []
    with tempfile.TemporaryDirectory() as folder:
        status, out, err = tool(["list", "--json", "--from", "2024-01-01", "--to", "2026-12-31", *extra], folder)
        assert status == 0, err
        assert len(out) > 3 * 65536
        days = json.loads(out)
        assert [day["date"] for day in days][:1] == ["2024-01-01"] and days[-1]["date"] == "2026-12-31"
        status, counted, err = tool(["count", "--from", "2024-01-01", "--to", "2026-12-31", *extra], folder)
        assert status == 0, err
        assert int(counted.split()[0]) == sum(1 for day in days if day["isWorkingDay"])
        for day in days[::97]:
            status, answer, err = tool(["check", day["date"], "--json", *extra], folder)
            assert json.loads(answer) == day, day["date"]


@pytest.mark.parametrize("extra", [[], ["--assume-regular-week"]])
def test_the_data_ends_alike_on_every_path(extra):
    """generate's default range, holidays without a range and expand over
    the calendar without --to end where the library's lastDayOfData says:
    December 31 before the
    first year without data (2027, although a file covers 2029), or with
    the week assumed, of the newest covered year for generate (expand then
    stops only at its limit)."""
    later = {"year": 2029, "papers": ["https://example.com/2029"],
             "days": [{"name": "元旦", "date": "2029-01-01", "isOffDay": True}]}
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "2029.json"), "w") as file:
            json.dump(later, file)
        data = ["--holidays", "2029.json", *extra]
        status, out, err = tool(["generate", "-q", "--all-day", "-o", "-", *data], folder)
        assert status == 0, err
        starts = [line.split(":")[1] for line in out.decode().split("\r\n") if line.startswith("DTSTART")]
        status, listed, err = tool(["list", "--only", "workdays", "--from", TODAY[:10],
                                    "--to", "2026-12-31" if not extra else "2029-12-31", *data], folder)
        assert status == 0, err
        days = [line.split()[0].replace("-", "") for line in listed.decode().splitlines()]
        assert starts == days
        status, expanded, err = tool(["expand", "--start", TODAY[:10], "--rule", "FREQ=DAILY", "--on-day-off", "skip",
                                      "--limit", "2000", *data], folder)
        assert status == 0, err
        expanded_days = [line.replace("-", "") for line in expanded.decode().split()]
        if not extra:
            assert expanded_days == days
        else:
            assert expanded_days[:len(days)] == days
        # holidays without a range: from the first covered year to the same end.
        status, feed, err = tool(["holidays", "-o", "-", *data], folder)
        assert status == 0, err
        feed_starts = [line.split(":")[1] for line in feed.decode().split("\r\n")
                       if line.startswith("DTSTART")]
        assert feed_starts[-1][:4] == ("2026" if not extra else "2029")
