"""Random requests for the differential tests of test_paths.py: one request
is what a user asks `generate` for, and each is written as a command line
(in either style), as the same request in a configuration file, and as a
configuration with one end of its range overridden on the command line.

A request is a plain dict, so that a failing one can be printed, replayed
and reduced: `reductions(request)` lists simpler requests (fewer options,
a shorter range) to try while the failure remains."""
import datetime
import json
import os
import random
import shutil

ZONES = [
    "Asia/Shanghai", "Europe/Berlin", "America/New_York", "America/Santiago", "Asia/Jerusalem", "Africa/Cairo",
    "Australia/Lord_Howe", "Pacific/Apia", "UTC",
]
#: Times of day: ordinary ones, and some that fall in a gap or a repeated
#: hour in one of the zones (02:30 in Berlin and New York, 00:30 in Santiago
#: and Cairo, 02:15 on Lord Howe Island, 01:30 and 01:45 twice in New York
#: and Lord Howe, 23:30 twice in Santiago and Cairo, 03:30 in Apia).
TIMES = ["09:00", "08:50", "00:00", "00:30", "01:30", "01:45", "02:15", "02:30", "03:30", "12:00", "23:30"]
DURATIONS = [None, "10m", "1h", "1h30m", "3h"]
ALARMS = ["0", "10m", "1h", "1d", "2h30m", "08:00", "-1d 21:00", "0d 08:00", "+1d 08:00", "-2d 18:00"]
WORK_WEEKS = ["MO-FR", "MO-FR", "MO-SA", "MO-SU", "MO-SA/MO-FR", "MO,WE,FR"]
TITLES = ["上班", "Clock in", "打卡", "Stand-up"]
RULES = [
    ("FREQ=WEEKLY;BYDAY=MO,WE,FR", None),
    ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-01-06"),
    ("FREQ=MONTHLY;BYMONTHDAY=1", None),
    ("FREQ=DAILY", None),
    ("FREQ=MONTHLY;BYDAY=-1FR", None),
]
POLICIES = [None, "skip", "keep", "next-workday", "previous-workday"]
#: The calendar file's own options (--calendar-name, --color, --refresh),
#: drawn apart from the request: they name and colour the feed, and change
#: no event but its UID (the name is part of the calendar's identity).
FEED_OPTIONS = {"calendarName": ("--calendar-name", "name", ["Work", "上班日历"]),
                "color": ("--color", "color", ["teal", "#1E90FF"]),
                "refresh": ("--refresh", "refresh", ["1d", "12h"])}
#: The groups of citizens the law gives days of their own (--group).
GROUPS = ["women", "youth", "children", "military"]

#: The overlay's days: leave on working days, a company day on a Saturday,
#: and one on a group's day (Saturday 2026-08-01, 建军节: a listed working
#: day keeps its whole day, so a --group military half day gives nothing).
OVERLAY_DAYS = [
    ("2026-10-09", "年假", True), ("2026-05-06", "年假", True), ("2026-12-31", "年假", True),
    ("2026-03-28", "团建", False), ("2026-11-14", "团建", False), ("2026-08-01", "团建", False),
]
FIRST = datetime.date(2025, 1, 1)
LAST = datetime.date(2027, 12, 31)


def random_request(rng):
    """One random request."""
    request = {"zone": rng.choice(ZONES), "title": rng.choice(TITLES)}
    if rng.random() < 0.2:
        request["allDay"] = True
    else:
        request["time"] = rng.choice(TIMES)
        request["duration"] = rng.choice(DURATIONS)
    if rng.random() < 0.8:
        request["alarms"] = rng.sample(ALARMS, rng.choice([0, 1, 1, 2, 3]))
    request["workWeek"] = rng.choice(WORK_WEEKS)
    base = rng.choice(["week", "week", "week", "rule", "workdayOfMonth", "everyNthWorkday", "beforeDaysOff",
                       "afterDaysOff", "only"])
    if base == "rule":
        rule, start = rng.choice(RULES)
        request["rule"] = rule
        request["ruleStart"] = start or rng.choice(["2025-01-01", "2026-01-05", "2026-03-02"])
        request["onDayOff"] = rng.choice(POLICIES)
        request["addMakeUpDays"] = rng.choice([None, True, False])
    elif base == "workdayOfMonth":
        request["workdayOfMonth"] = rng.choice([[1], [-1], [1, -1], [3]])
    elif base == "everyNthWorkday":
        request["everyNthWorkday"] = rng.choice([2, 3, 5])
        request["ruleStart"] = rng.choice(["2025-01-02", "2026-01-05"])
    elif base in ("beforeDaysOff", "afterDaysOff"):
        request[base] = True
    elif base == "only":
        request["only"] = "make-up-days"
    if rng.random() < 0.15:
        request["markMakeUpDays"] = False
    for key, (_, _, values) in FEED_OPTIONS.items():
        if rng.random() < 0.2:
            request[key] = rng.choice(values)
    if rng.random() < 0.25:
        request["overlay"] = sorted(rng.sample(range(len(OVERLAY_DAYS)), rng.randint(1, 3)))
    # The arrangement given as files instead of the built-in data
    # (--no-builtin-data --holidays, "builtinData": false): copies of the
    # same years, so every answer stays the built-in one.
    if rng.random() < 0.1:
        request["givenData"] = True
    # The law's days of groups of citizens (--group): half days off (a
    # timed reminder in the half that is off leaves that day), 儿童节 a
    # whole day; the range below is drawn around their dates now and then.
    if rng.random() < 0.2:
        request["groups"] = sorted(rng.sample(GROUPS, rng.randint(1, 2)))
        if rng.random() < 0.3:
            request["halfDay"] = "morning"
        if "time" in request and rng.random() < 0.6:
            request["time"] = rng.choice(["08:50", "11:59", "12:00", "14:00"])
    # The range: mostly a few weeks or months, sometimes whole years, and
    # now and then into 2027, which has no notice (provisional, or the
    # regular week assumed).
    if rng.random() < 0.2:
        request["year"] = rng.choice(["2025", "2026", "2025-2026", "2026-2027", "2027"])
    elif "groups" in request and rng.random() < 0.7:
        year = rng.choice([2025, 2026, 2027])  # 2027: the law's days in a provisional year
        month, day = rng.choice([(3, 8), (5, 4), (6, 1), (8, 1)])
        start = datetime.date(year, month, day) - datetime.timedelta(days=rng.randint(0, 10))
        request["from"] = start.isoformat()
        request["to"] = (start + datetime.timedelta(days=rng.choice([10, 30, 90]))).isoformat()
    else:
        start = FIRST + datetime.timedelta(days=rng.randrange((LAST - FIRST).days))
        end = min(LAST, start + datetime.timedelta(days=rng.choice([0, 6, 30, 90, 200])))
        request["from"], request["to"] = start.isoformat(), end.isoformat()
    if last_year(request) >= 2027:
        request["beyond"] = rng.choice(["provisional", "assumeRegularWeek"])
    return request


def first_day(request):
    if "year" in request:
        return datetime.date(int(request["year"][:4]), 1, 1)
    return datetime.date.fromisoformat(request["from"])


def last_day(request):
    if "year" in request:
        return datetime.date(int(request["year"][-4:]), 12, 31)
    return datetime.date.fromisoformat(request["to"])


def last_year(request):
    return last_day(request).year


#: The files a request with "givenData" gives as the arrangement: copies
#: of the built-in years, from the repository's holidays/.
GIVEN_DATA = ["2024.json", "2025.json", "2026.json"]
HOLIDAYS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "holidays")


def overlay_file(request):
    """The overlay's holiday-cn text, or None."""
    if "overlay" not in request:
        return None
    days = [OVERLAY_DAYS[index] for index in request["overlay"]]
    return json.dumps({"year": 2026, "papers": [], "days": [
        {"name": name, "date": date, "isOffDay": off} for date, name, off in days]}, ensure_ascii=False)


def write_files(request, folder):
    """The files `request`'s options name, written in `folder`: its
    overlay and its given data (copies of the repository's holidays/)."""
    overlay = overlay_file(request)
    if overlay:
        with open(os.path.join(folder, "overlay.json"), "w") as file:
            file.write(overlay)
    if request.get("givenData"):
        for name in GIVEN_DATA:
            shutil.copyfile(os.path.join(HOLIDAYS, name), os.path.join(folder, name))


def query_options(request):
    """The options every command takes: zone, work week, overlay, what
    answers 2027."""
    options = ["--time-zone", request["zone"], "--work-week", request["workWeek"]]
    if "/" in request["workWeek"]:
        options += ["--week-anchor", "2026-01-05"]
    if "overlay" in request:
        options += ["--overlay", "overlay.json"]
    if request.get("givenData"):
        options.append("--no-builtin-data")
        for name in GIVEN_DATA:
            options += ["--holidays", name]
    for group in request.get("groups", []):
        options += ["--group", group]
    if "halfDay" in request:
        options += ["--half-day", request["halfDay"]]
    if request.get("beyond") == "provisional":
        options.append("--provisional")
    elif request.get("beyond") == "assumeRegularWeek":
        options.append("--assume-regular-week")
    return options


def expand_arguments(request):
    """`expand`'s command line for a request whose days come from a rule:
    the rule from its start at the reminder's time, laid over the calendar
    as generate lays it (the policy generate applies by default, skip), over
    the request's range."""
    start = request["ruleStart"] + ("" if request.get("allDay") else "T" + request["time"] + ":00")
    line = ["expand", "--start", start, "--rule", request["rule"], "--on-day-off", request.get("onDayOff") or "skip",
            "--from", first_day(request).isoformat(), "--to", last_day(request).isoformat(), *query_options(request)]
    if request.get("addMakeUpDays") is True:
        line.append("--add-make-up-days")
    return line


def range_options(request):
    if "year" in request:
        return ["--year", request["year"]]
    return ["--from", request["from"], "--to", request["to"]]


def arguments(request, style):
    """`generate`'s command line for the request, in `style`."""
    line = ["generate", *range_options(request), *query_options(request), "--title", request["title"]]
    if request.get("allDay"):
        line.append("--all-day")
    else:
        line += ["--time", request["time"]]
        if request.get("duration"):
            line += ["--duration", request["duration"]]
    if "alarms" in request:
        if request["alarms"]:
            for alarm in request["alarms"]:
                line += ["--alarm", alarm]
        else:
            line.append("--no-alarm")
    for key, option in [("rule", "--rule"), ("ruleStart", "--rule-start"), ("onDayOff", "--on-day-off"),
                        ("only", "--only")]:
        if request.get(key):
            line += [option, request[key]]
    if request.get("addMakeUpDays") is True:
        line.append("--add-make-up-days")
    elif request.get("addMakeUpDays") is False:
        line.append("--no-make-up-days")
    if "workdayOfMonth" in request:
        line += ["--workday-of-month", ",".join(map(str, request["workdayOfMonth"]))]
    if "everyNthWorkday" in request:
        line += ["--every-nth-workday", str(request["everyNthWorkday"])]
    if request.get("beforeDaysOff"):
        line.append("--before-days-off")
    if request.get("afterDaysOff"):
        line.append("--after-days-off")
    if request.get("markMakeUpDays") is False:
        line.append("--no-make-up-mark")
    line += ["--style", style]
    return line


def feed_options(request):
    """The request's options of the calendar file itself, which generate
    and holidays take alike (not in `arguments`: a sync names its own
    calendar)."""
    line = []
    for key, (option, _, _) in FEED_OPTIONS.items():
        if key in request:
            line += [option, request[key]]
    return line


def configuration(request, style):
    """The same request as a configuration file of one calendar, and the
    options it still needs on the command line (none: every calendar-wide
    option has its key)."""
    reminder = {"title": request["title"]}
    if request.get("allDay"):
        reminder["allDay"] = True
    else:
        reminder["time"] = request["time"]
        if request.get("duration"):
            reminder["duration"] = request["duration"]
    for key in ["alarms", "rule", "ruleStart", "onDayOff", "addMakeUpDays", "only", "workdayOfMonth",
                "everyNthWorkday", "beforeDaysOff", "afterDaysOff", "markMakeUpDays"]:
        if request.get(key) is not None:
            reminder[key] = request[key]
    top = {"timeZone": request["zone"], "workWeek": request["workWeek"]}
    if "/" in request["workWeek"]:
        top["weekAnchor"] = "2026-01-05"
    if "year" in request:
        top["year"] = request["year"]
    else:
        top["from"], top["to"] = request["from"], request["to"]
    if "overlay" in request:
        top["overlays"] = ["overlay.json"]
    if request.get("givenData"):
        top["builtinData"] = False
        top["holidays"] = list(GIVEN_DATA)
    if "groups" in request:
        top["groups"] = request["groups"]
    if "halfDay" in request:
        top["halfDay"] = request["halfDay"]
    if request.get("beyond") == "assumeRegularWeek":
        top["assumeRegularWeek"] = True
    elif request.get("beyond") == "provisional":
        top["provisional"] = True
    calendar = {"style": style, "reminders": [reminder]}
    for key, (_, field, _) in FEED_OPTIONS.items():
        if key in request:
            calendar[field] = request[key]
    top["calendars"] = [calendar]
    return json.dumps(top, ensure_ascii=False), []


def overridden_configuration(request, style):
    """The request as a configuration whose range has one end wrong, and
    the command line that gives that end right (`--from` or `--to`), so
    that the command line wins for that end and the file's other end
    stays: the same range as the request gives whole. None for a request
    of whole years."""
    if "year" in request:
        return None
    text, extra = configuration(request, style)
    top = json.loads(text)
    # Which end is overridden follows from the request, so that a replay
    # overrides the same one.
    if sum(map(ord, request["from"] + request["to"])) % 2:
        top["from"] = request["to"]  # a one-day range at the file's end
        extra = extra + ["--from", request["from"]]
    else:
        top["to"] = request["from"]  # a one-day range at the file's start
        extra = extra + ["--to", request["to"]]
    return json.dumps(top, ensure_ascii=False), extra


def command_line(request, style="expanded", feed=False):
    """The request as a shell command a person can paste, with its feed
    options when `feed` (test_paths gives them, test_paths_sync names its
    own calendar)."""
    quoted = " ".join(word if word and all(c.isalnum() or c in "-_:./,=;" for c in word) else "'" + word + "'"
                      for word in arguments(request, style) + (feed_options(request) if feed else []))
    overlay = overlay_file(request)
    prefix = f"echo '{overlay}' > overlay.json && " if overlay else ""
    if request.get("givenData"):
        prefix += "cp " + " ".join("holidays/" + name for name in GIVEN_DATA) + " . && "
    return f"{prefix}WORKDAY_ICS_TODAY=2026-11-23 workday-ics {quoted}"


def reductions(request):
    """Simpler requests than `request`, simplest changes first."""
    simpler = []

    def variant(**changes):
        candidate = dict(request)
        for key, value in changes.items():
            if value is None:
                candidate.pop(key, None)
            else:
                candidate[key] = value
        if candidate != request:
            simpler.append(candidate)

    # A half day without a group is refused: the groups go with it.
    if "groups" in request:
        variant(groups=None, halfDay=None)
    for key in ["overlay", "halfDay", "markMakeUpDays", "onDayOff", "addMakeUpDays", "duration", *FEED_OPTIONS]:
        if key in request:
            variant(**{key: None})
    for key in ["rule", "workdayOfMonth", "everyNthWorkday", "beforeDaysOff", "afterDaysOff", "only"]:
        if key in request:
            variant(**{key: None, "ruleStart": None, "onDayOff": None, "addMakeUpDays": None})
    alarms = request.get("alarms")
    if alarms:
        for index in range(len(alarms)):
            variant(alarms=alarms[:index] + alarms[index + 1:])
    if alarms is not None:
        variant(alarms=None)
    variant(workWeek="MO-FR")
    variant(zone="Asia/Shanghai")
    variant(title="上班")
    if not request.get("allDay"):
        variant(time="09:00")
    # A shorter range: each half, then a day less at either end.
    first, last = first_day(request), last_day(request)
    if first < last:
        middle = first + (last - first) // 2
        for start, end in [(first, middle), (middle + datetime.timedelta(days=1), last),
                           (first + datetime.timedelta(days=1), last), (first, last - datetime.timedelta(days=1))]:
            candidate = {key: value for key, value in request.items() if key not in ("year", "from", "to", "beyond")}
            candidate["from"], candidate["to"] = start.isoformat(), end.isoformat()
            if end.year >= 2027:
                candidate["beyond"] = request.get("beyond", "provisional")
            simpler.append(candidate)
    return simpler


def reduce(request, fails, budget=200):
    """The smallest request found for which `fails` still holds, trying at
    most `budget` candidates."""
    tried = 0
    changed = True
    while changed and tried < budget:
        changed = False
        for candidate in reductions(request):
            tried += 1
            if fails(candidate):
                request, changed = candidate, True
                break
            if tried >= budget:
                break
    return request


def requests(seed, count):
    rng = random.Random(seed)
    return [random_request(rng) for _ in range(count)]
