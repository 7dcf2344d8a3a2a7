import HolidayKit

/// The help and version texts, word for word.
enum Usage {
  /// The tool's version.
  static let versionNumber = "0.2.0"

  /// `--version`: the tool's version and the built-in data it answers from,
  /// such as `workday-ics 0.2.0, holiday data 2007-2026 (newest notice: URL)`.
  static var version: String {
    var text = "workday-ics \(versionNumber)"
    guard let holidays = try? HolidayCalendar.embedded(), let newest = holidays.coveredYears.last else {
      return text + ", no built-in holiday data"
    }
    text += ", holiday data \(CoverageError.ranges(holidays.coveredYears))"
    if let notice = holidays.papers(ofYears: newest...newest).last { text += " (newest notice: \(notice))" }
    return text
  }

  static let main = """
    Usage: workday-ics COMMAND [OPTION]... [ARGUMENT]...
    Working days of China, from the official holiday arrangement (holiday-cn
    data for 2007-2026 built in), as answers and as calendars.

    Commands:
      generate [-o FILE]     an .ics calendar of a reminder on every real working
                             day (09:00 "上班", from today to the end of the data)
      holidays [-o FILE]     the official days off and make-up workdays as .ics
      sync --server URL      keep those events in a CalDAV calendar (iCloud,
                             Nextcloud, Fastmail, Radicale), one per resource
      diff OLD.ics NEW.ics   what a regenerated calendar removed, changed or added
      check [DATE]           is DATE (default today) a working day? exit 0 yes, 1 no
      list --from D --to D   the days of a range, one per line
      next [DATE]            the first working day after DATE (default today)
      previous [DATE]        the last working day before DATE (default today)
      add DATE N             the date N working days after DATE (before if N < 0)
      count --from D --to D  the number of working days in a range, both included
      cal [YYYY | YYYY-MM]   month grids with days off and make-up workdays marked
      expand --start S --rule R
                             the occurrences of an RFC 5545 recurrence rule
      update                 download new or changed holiday-cn files (this
                             year and next) into the data folder; exit 0
                             changed, 1 unchanged, 3 not updated
      help [COMMAND]         display help for a command

    Options for every command but diff and update:
          --holidays PATH    add holiday-cn data (a file, or a folder of them) over
                             the built-in data; repeatable, a later source wins
                             for the dates it lists
          --overlay PATH     your own days in the same format (leave, company
                             days off or make-up days), applied after the
                             official data; never makes a year count as covered
          --work-week DAYS   the regular working days (default MO-FR; MO-SA, ...),
                             or weeks that rotate joined by / (大小周:
                             MO-SA/MO-FR) with --week-anchor
          --week-anchor DATE a day of the rotation's first week
          --assume-regular-week
                             answer days without official data from the regular
                             week alone (warned on stderr) instead of failing
          --provisional      answer the year after the newest notice from the
                             law and the 2025 principles, every answer and
                             event marked provisional (make-up days guessed)
          --no-builtin-data  only the --holidays files count (not the built-in
                             data, nor the data folder)
          --time-zone ZONE   the IANA zone whose "today" is meant (default
                             Asia/Shanghai; abbreviations such as CST refused)
      -q, --quiet            no warnings on stderr (errors are still printed)
          --lang en|zh       the language of text for people (default: Chinese
                             when LC_ALL, LC_MESSAGES or LANG asks for it)
          --group GROUP      women, youth, children or military: the law's
                             days for the group (Art. 3): half days off on
                             妇女节, 青年节, 建军节; 儿童节 a whole day off;
                             repeatable; a weekend is not made up
          --half-day HALF    the half a half day gives off: afternoon (default)
                             or morning
      -h, --help             display this help and exit
      -V, --version          output version information and exit
    These may come before the command too. PATH - reads standard input.

    DATE is YYYY-MM-DD, today, tomorrow or yesterday.

    Official data is read in layers, a later one winning for the dates it
    lists: the built-in data, the data folder 'update' fills, --holidays,
    then --overlay. The data folder is $WORKDAY_ICS_DATA, else
    $XDG_DATA_HOME/workday-ics/holidays, else
    ~/.local/share/workday-ics/holidays; a missing folder is no data.

    Environment:
      WORKDAY_ICS_TODAY  the day to take as today (2026-11-23), or a moment in
                         UTC (2026-12-31T20:00:00Z) whose day in --time-zone
                         is today; unset, the system clock
      WORKDAY_ICS_DATA   the data folder (see above)
      SOURCE_DATE_EPOCH  the calendars' DTSTAMP, in seconds since 1970
      NO_COLOR           no colour in cal's month grids

    Exit status:
      0  success; for check, a working day
      1  for check, a day off
      2  usage error or bad input: an unknown option, a malformed date, bad
         holiday data, a file or folder another user could change, or a
         date outside the years with official data
      4  the answer or calendar could not be written (a full disk, a closed
         descriptor, a path that may not be replaced); never "a day off"
    diff: 0 the same days, 1 different; sync: 1 a request failed or a user
    edit was kept; update: 0 a file changed, 1 nothing changed, 3 a year not
    updated

    """

  /// The help text of `command`; nil for an unknown command. Only the
  /// text asked for is built.
  static func command(_ name: String) -> String? {
    switch name {
    case "generate":
      return """
        Usage: workday-ics generate [OPTION]... [-o FILE]
        Write an RFC 5545 calendar (.ics) of a reminder on every real working day:
        the days of the regular week (or of --rule), minus official days off, plus
        official make-up workdays, each with its alarms. Import it into Apple,
        Google or Outlook calendar, or serve it for subscription.

        Defaults: an event "上班" at 09:00 lasting 30m, an alarm 10 minutes before,
        on every working day (MO-FR) from today to the end of the newest year with
        official data, in Asia/Shanghai, one event per day, written to stdout.

        What:
              --title TEXT       the event title (default 上班)
              --location TEXT    where
              --description TEXT notes
              --url URI          a link
              --id NAME          the reminder's name in every event's UID (default:
                                 derived from the title); keep it stable so that
                                 regenerating updates events instead of adding
        When in the day:
              --time HH:MM       the start (default 09:00)
              --duration LENGTH  such as 10m or 1h30m (default 30m)
              --all-day          all-day events instead
              --alarm WHEN       10m, 1h or 1d before (elapsed time), 0 at the
                                 start, 08:00 on the event's day, or a signed day
                                 and a time: '-1d 21:00' the evening before,
                                 '0d 08:00' the same day, '+1d 08:00' the day
                                 after; repeatable (default 10m; '-1d 21:00' for
                                 all-day). An alarm after a timed event's start
                                 or after an all-day event's day, or one that
                                 counts back from an all-day event's midnight,
                                 is warned about
              --no-alarm         no alarms
              --busy             show the events as busy (TRANSP:OPAQUE), as a
                                 meeting; by default they leave the time free
              --no-make-up-mark  do not add ' (补班)' (' (make-up workday)' to an
                                 English title) to the title of an event on a
                                 make-up workday (a lock screen shows only the
                                 title)
        Which days:
              --work-week DAYS   the regular working days (default MO-FR), or
                                 weeks that rotate joined by /, such as
                                 MO-SA/MO-FR (大小周), with --week-anchor DATE,
                                 a day of the first week
              --rule RRULE       another base rule of whole days, such as
                                 'FREQ=WEEKLY;BYDAY=MO,WE,FR'
              --rule-start DATE  the day the rule counts from (its DTSTART);
                                 required when the rule's days depend on it
                                 (INTERVAL, COUNT, WEEKLY without BYDAY, ...),
                                 else the start of the range
              --on-day-off WHAT  for a rule's day that is not a working day: skip
                                 (default), keep, next-workday or previous-workday
              --add-make-up-days add make-up workdays (default only without --rule)
              --no-make-up-days  do not add them
              --only make-up-days
                                 only the make-up workdays (combine with
                                 --alarm '-1d 21:00' for "tomorrow is a workday")
        Working days counted, not calendar days (instead of --rule):
              --workday-of-month N[,N]...
                                 the Nth working day of each month; -1 the last
              --every-nth-workday N
                                 every Nth working day from --rule-start DATE
                                 (required)
              --before-days-off  the last working day before each run of days off
              --after-days-off   the first working day back after each
        Range:
              --year YEAR        a year or a range such as 2026-2027; repeatable
              --from DATE        the first day (default today)
              --to DATE          the last day (default the end of the newest year
                                 with official data)
              --assume-regular-week
                                 allow years without official data (warned)
              --provisional      the year after the newest notice, from the law:
                                 events titled '上班 (暂定)', STATUS:TENTATIVE;
                                 the default range then runs to its end
              --no-builtin-data  only the --holidays files count
              --holidays PATH    add holiday-cn data over the built-in data
              --overlay PATH     your own days off and workdays, same format,
                                 applied last
              --group GROUP      women, youth, children or military (repeatable):
                                 on the group's half day off (Art. 3) a timed
                                 event starting in that half is left out (or
                                 moved by --on-day-off); 儿童节 is a day off
              --half-day HALF    afternoon (default) or morning
        The calendar:
              --calendar-name TEXT
                                 X-WR-CALNAME and NAME (default the title)
              --color COLOR      a CSS colour name or #RRGGBB
              --time-zone ZONE   the IANA zone of the times (default Asia/Shanghai)
              --refresh LENGTH   how often subscribers refetch, such as 1d
              --style STYLE      expanded (default): one event per day; compact:
                                 a recurring event with exceptions (split where
                                 the events change), plus one event per added day
              --config FILE      several reminders and calendars from a JSON file
                                 (man workday-ics); the options above then stay
                                 in the file, except the range and data options
          -o, --output FILE      write FILE atomically (default, or -, stdout)
          -q, --quiet            no warnings on stderr (errors are still printed)
              --lang en|zh       the language of the alarms' descriptions (default:
                                 the title's; a calendar never follows the locale)
          -h, --help             display this help and exit

        DTSTAMP is SOURCE_DATE_EPOCH when set, else 1970-01-01T00:00:00Z, so the
        same inputs always give the same bytes.

        """
    case "sync":
      return """
        Usage: workday-ics sync --server URL [--user NAME] [OPTION]...
        Keep a CalDAV calendar (iCloud, Nextcloud, Fastmail, Radicale) holding the
        events generate would write, one resource per event: created with
        If-None-Match: *, updated and deleted with If-Match, and only the events
        sync wrote; every other event of the calendar is left alone. When nothing
        changed, one request finds that out and nothing is written; after a clean
        run, only the changes since it are asked for (RFC 6578 sync-collection),
        else every event is listed.

        Each event sync writes carries the fingerprint of its meaning
        (X-WORKDAY-ICS-FINGERPRINT): one that no longer means it (a new start,
        end, title, place, notes, URL, status, busy, recurrence or alarm) was
        edited elsewhere and is kept as the user left it and reported, unless
        --replace-edits. An alarm acknowledged, X- properties, DTSTAMP, SEQUENCE
        or refolding on another device are no edit. One deleted there is not
        written again while the state remembers it. Events an import of the .ics
        left in the calendar are found by UID and taken over where they are.
        With the default range (from today), days that have passed are history:
        only --remove or a range you give (--from, --year) deletes them.
        What sync wrote (names, ETags) is kept in a state file of mode 0600, one
        per calendar, each event with whose it is (a reminder by its id, or a
        calendar of --config): a run deletes only its own, so different
        reminders synced into one CalDAV calendar never delete each other's
        events (a new title is a new reminder: --remove the old one; the first
        run of a new title names it). When the state is lost, the next run
        judges the events on the server by their fingerprints. Two runs of one
        calendar at once take turns (STATE.lock).

        Server:
              --server URL       the CalDAV server, such as https://caldav.icloud.com/
                                 (found from /.well-known/caldav); https only,
                                 http:// only to this machine
              --user NAME        the account (default: the login for the host in
                                 ~/.netrc)
              --calendar NAME    the calendar's display name (default the
                                 calendar's name, --calendar-name or the title),
                                 or its URL
              --create-calendar  make the calendar (MKCALENDAR, with its name and
                                 --color) when the account has none of that name;
                                 with --config, each calendar that is missing
              --ca-file FILE     trust the certificate authorities in FILE instead
                                 of the system's
        Password (never an argument, never stored), the first that gives one:
              --password-command CMD
                                 run CMD with /bin/sh and take the first line it
                                 prints, such as 'pass show caldav'
              --password-env VAR the environment variable holding it (default
                                 WORKDAY_ICS_PASSWORD)
                                 then the password for the host in ~/.netrc
                                 ($NETRC; refused unless only you can read and
                                 write it, chmod 600), then a prompt when stdin
                                 is a terminal
        What to do:
              --dry-run          print the plan and write nothing: '+ create',
                                 '~ update', '- delete', '! kept user edit', totals
              --replace-edits    overwrite events edited on another device, and
                                 recreate those deleted there
              --remove           delete every event these reminders wrote (to
                                 stop one, or before renaming it); says so when
                                 it finds none (exit status 0)
              --state FILE       the state file (default
                                 $XDG_STATE_HOME/workday-ics/sync-KEY.json, else
                                 ~/.local/state/workday-ics/sync-KEY.json)
        The events: every option of generate but -o (see workday-ics generate
        --help): --title, --location, --description, --url, --id, --time,
        --duration, --all-day, --busy, --no-make-up-mark, --alarm, --no-alarm,
        --rule, --rule-start, --on-day-off, --add-make-up-days, --no-make-up-days,
        --only, --workday-of-month, --every-nth-workday, --before-days-off,
        --after-days-off, --style, --year, --from, --to, --calendar-name, --color,
        --refresh, --time-zone, --work-week, --week-anchor, --holidays, --overlay,
        --assume-regular-week, --provisional, --no-builtin-data, --group,
        --half-day, or --config FILE.
        With a configuration of several calendars, each goes into the CalDAV
        calendar of its name (its "name", else its first reminder's title; not
        --calendar or --state), with a state file of its own; its lines start
        with 'NAME: ', and one that fails does not stop the others.
          -q, --quiet            no warnings on stderr (errors are still printed)
              --lang en|zh       the language of the alarms' descriptions
          -h, --help             display this help and exit

        Requests go through the curl program (~/.curlrc is ignored); the password
        goes by Basic or, when the server asks for it, Digest authentication.
        Throttling (429, 503 with Retry-After) is waited out up to 3 times; a host
        that does not resolve or a certificate not trusted fails at once.

        Exit status: 0 done, or nothing to do; 1 a request failed, or an edit was
        kept; 2 a usage error or bad input (no password, say).

        """
    case "holidays":
      return """
        Usage: workday-ics holidays [OPTION]... [-o FILE]
        Write the official arrangement as an all-day calendar: one event per run of
        consecutive days off of one holiday and one standing in law, titled such as
        '国庆节 (法定)' (statutory), '清明节 (补假)' (owed for a holiday on a
        weekend), '国庆节 (调休)' (swapped with a make-up workday) or '国庆节 (周末)'
        (its weekend), and one per make-up workday, titled such as '补班 (国庆节)'.
        Default: every year with data.

              --year YEAR        a year or a range such as 2024-2026; repeatable
              --from DATE        the first day
              --to DATE          the last day
              --calendar-name TEXT
                                 X-WR-CALNAME and NAME
              --color COLOR      a CSS colour name or #RRGGBB
              --refresh LENGTH   how often subscribers refetch, such as 1d
          -o, --output FILE      write FILE atomically (default, or -, stdout)
        \(commonOptions)
        """
    case "expand":
      return """
        Usage: workday-ics expand --start START --rule RRULE [OPTION]...
        Print the occurrences of an RFC 5545 recurrence rule from START, one per
        line: as dates (1997-09-26) for a date start, or as local date-times
        (1997-09-26T09:00:00) for a date-time start. START is 1997-09-02,
        19970902, 1997-09-02T09:00:00 or 19970902T090000; the start is always the
        first occurrence. Without COUNT, UNTIL, --limit or --to, printing stops
        after 1000 occurrences, with a note on stderr.

              --start START      the first occurrence (DTSTART; required)
              --rule RRULE       the rule, such as 'FREQ=MONTHLY;BYDAY=-1FR'
                                 (required; a leading 'RRULE:' is allowed)
              --time-zone ZONE   the IANA zone of a date-time start (default
                                 Asia/Shanghai); times that do not exist on a
                                 daylight-saving change move forward by the gap,
                                 repeated times are the first of the two
              --limit N          print at most N occurrences
              --from START       print only occurrences at or after START
              --to END           stop after END (a date means its whole day)
              --rdate LIST       add occurrences (RDATE), comma-separated or
                                 repeated
              --exdate LIST      remove occurrences (EXDATE), comma-separated or
                                 repeated; wins over the rule and --rdate
              --explain          print month-end and other rule recipes

        Against the official calendar (without these the rule is pure RFC 5545):
              --on-day-off WHAT  an occurrence on a day that is not a working day:
                                 skip, keep, next-workday or previous-workday
                                 (moved occurrences keep their time of day, and
                                 one that would leave --from/--to is dropped)
              --add-make-up-days add the make-up workdays at START's time
              --work-week, --week-anchor, --holidays, --overlay,
              --assume-regular-week, --provisional, --no-builtin-data,
              --group, --half-day
                                 as for the other commands
          -q, --quiet            no warnings on stderr (errors are still printed)
              --lang en|zh       the language of messages for people
          -h, --help             display this help and exit

        """
    case "diff":
      return """
        Usage: workday-ics diff [-q] OLD.ics NEW.ics
        Compare two calendars occurrence by occurrence, as a calendar app shows
        them, and print one line per change as it is found. Use it before
        publishing a calendar regenerated from a new or corrected notice.

          - START TITLE          an occurrence only OLD has
          + START TITLE          an occurrence only NEW has
          ~ START TITLE: CHANGES the same event (UID, else title) at the same
                                 start shows something else: title "A" → "B"; location
                                 "A" → none; duration 30m → 1h; alarms 10m → 15m

        Recurring events are expanded (RRULE, RDATE, every form of EXDATE;
        RECURRENCE-ID overrides and cancellations applied; a rule without COUNT
        or UNTIL is followed for 20 years). Times in a zone or in UTC compare as
        instants, all-day events by date, floating times as written; occurrences
        showing the same title, place, length and alarms at one start are equal
        whatever their UIDs. START is 2026-10-09 (all day), 2026-10-09T09:00:00
        (floating), or the time and UTC offset in the zone the file wrote it in,
        2026-10-09T09:00:00+08:00 (2026-10-09T01:00:00Z in UTC). Lines come by
        start, then -, ~, +, then by UID; text over 200 characters is cut.
        Either file, not both, may be - for standard input. A file may give at
        most 1000000 occurrences and its rules 50000000 steps of expansion.

          -q, --quiet            print nothing; only the exit status
          -h, --help             display this help and exit

        Exit status: 0 the same occurrences, 1 different, 2 an error.

        """
    case "update":
      return """
        Usage: workday-ics update [OPTION]...
        Download the holiday-cn files of this year and the next (in --time-zone)
        into the data folder, which every command reads after the built-in data,
        and print what changed: per year 'new', 'changed', 'unchanged' or 'not
        published yet', then each day that became a working day (+) or stopped
        being one (-), for a Monday-to-Friday week.

        A download replaces the old copy atomically, and only when the strict
        reader accepts it, it is for the right year, it lists days (an empty
        file means the notice is not out yet, never "no holidays", and is not
        written) and it keeps every date the old copy (the data folder's, else
        the built-in one) lists. A file that says what the old copy says is not
        rewritten. Sources are tried in order until one gives a file to take:
        raw.githubusercontent.com, then fastly.jsdelivr.net and cdn.jsdelivr.net
        (the mirrors the upstream README lists; fastly is the one usually
        reachable from mainland China). Downloads use the system's curl: HTTPS
        only (plain HTTP to this machine alone), 1 MiB, 10 s to connect, 60 s
        in all, redirects only to HTTPS.

              --data DIR         the data folder (default $WORKDAY_ICS_DATA, else
                                 $XDG_DATA_HOME/workday-ics/holidays, else
                                 ~/.local/share/workday-ics/holidays); made
                                 when a file is first written
              --source URL       a base URL to download YYYY.json from, such as
                                 a company's own server; repeatable, tried in
                                 order, replacing the default sources
              --year YEAR        a year or a range such as 2026-2027; repeatable
                                 (default this year and the next)
              --force            take a file even if it drops dates the old copy
                                 lists (an empty file is still never taken)
              --dry-run          download and report, write nothing
              --time-zone ZONE   the IANA zone whose "today" decides the years
                                 (default Asia/Shanghai)
          -q, --quiet            no report and no warnings (errors are printed)
          -h, --help             display this help and exit

        Exit status: 0 a file was written (with --dry-run: would be), 1 nothing
        changed, 2 a usage error, 3 nothing changed and a year could not be
        updated (no source answered, what they gave was refused, or the data
        folder could not be written). Regenerate after every update, not only
        when it changed something: 'workday-ics update -q; workday-ics generate
        -q -o FILE' writes FILE only when its bytes change, and catches up
        after any failed run.

        """
    case "check":
      return """
        Usage: workday-ics check [OPTION]... [DATE]
        Say whether DATE (default: today in --time-zone) is a working day, as one
        line such as '2026-09-20 Sunday: working day (make-up workday, 国庆节)'.
        Exit status 0 for a working day, 1 for a day off, 2 for an error, 4 when
        the answer could not be printed (a full disk), so that 'if workday-ics
        check; then ...; fi' works in cron.

              --json             print a JSON object instead of a sentence
        \(commonOptions)
        """
    case "list":
      return """
        Usage: workday-ics list --from DATE --to DATE [OPTION]...
        Print each day from --from through --to as a line: the ISO date, the
        weekday, the kind (workday, rest-day, holiday, make-up-workday,
        official-workday) and the holiday's name, if any.

              --from DATE        the first day (required)
              --to DATE          the last day (required)
              --only KIND        only all, workdays, off-days, holidays or
                                 make-up-days
              --json             print a JSON array instead of lines
        \(commonOptions)
        """
    case "next":
      return """
        Usage: workday-ics next [OPTION]... [DATE]
        Print the first working day after DATE (default: today in --time-zone).

              --json             print a JSON object instead of a line
        \(commonOptions)
        """
    case "previous":
      return """
        Usage: workday-ics previous [OPTION]... [DATE]
        Print the last working day before DATE (default: today in --time-zone).

              --json             print a JSON object instead of a line
        \(commonOptions)
        """
    case "add":
      return """
        Usage: workday-ics add [OPTION]... DATE N
        Print the date N working days after DATE, counting from the day after it;
        N < 0 counts back (write 'add -- DATE -N' or just 'add DATE -N'); N = 0
        prints DATE itself.

              --json             print a JSON object instead of a line
        \(commonOptions)
        """
    case "count":
      return """
        Usage: workday-ics count --from DATE --to DATE [OPTION]...
        Print the number of working days from --from through --to, both included.

              --from DATE        the first day (required)
              --to DATE          the last day (required)
              --json             print a JSON object instead of a number
        \(commonOptions)
        """
    case "cal":
      return """
        Usage: workday-ics cal [OPTION]... [YYYY | YYYY-MM]
        Show a month (default: this month) or a whole year as cal(1) does, Monday
        first, official days off and make-up workdays marked, then a legend and
        the official days of the period. A year takes as many months across as
        the width holds (COLUMNS, else the terminal's, else 80).

              --color WHEN       auto (default: colour when stdout is a terminal,
                                 NO_COLOR is unset and TERM is not dumb), always
                                 or never; without colour, '!' marks a statutory
                                 holiday, '*' another day off and '+' a make-up
                                 workday; '^' a Saturday or Sunday the work week
                                 works, '-' a weekday it has off
              --lunar            the lunar date under each day (初五, the month's
                                 name on its first day, 清明 on the solar term)
        \(commonOptions)
        """
    default:
      return nil
    }
  }

  static let expandRecipes = """
    Month ends, which phone apps get wrong (an alarm set for "the 31st" may
    fire on March 1 in February). RFC 5545 rules say exactly what is meant:

      FREQ=MONTHLY;BYMONTHDAY=31
          the 31st; months without one are skipped (Jan 31, Mar 31, May 31)
      FREQ=MONTHLY;BYMONTHDAY=-1
          the last day of every month (Jan 31, Feb 28, Mar 31, Apr 30)
      FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1
          the 31st, or the last day of shorter months (the same dates as -1)
      FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1
          the last Monday-to-Friday day of the month (not holiday-aware; for
          the last real working day: generate --workday-of-month -1)
      FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29
          February 29, in leap years only

    Other recipes:

      FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR        every weekday
      FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH      every other week on Tue and Thu
      FREQ=MONTHLY;BYDAY=-1FR                 the last Friday of the month
      FREQ=MONTHLY;BYDAY=2TU                  the second Tuesday
      FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0       09:00 and 17:00 every day

    The start always counts as the first occurrence (RFC 5545 §3.3.10), so
    start on a day the rule produces. A rule that can never match (such as
    FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30) gives the start alone.

    """

  static let commonOptions = """
          --holidays PATH    add holiday-cn data (a file or a folder) over the
                             built-in data; repeatable, a later source wins
          --overlay PATH     your own days off and workdays in the same format,
                             applied after the official data
          --work-week DAYS   the regular working days (default MO-FR), or
                             weeks that rotate joined by /, such as MO-SA/MO-FR
          --week-anchor DATE a day of a rotating week's first week
          --assume-regular-week
                             answer days without official data from the
                             regular week alone instead of failing
          --provisional      answer the year after the newest notice from the
                             law, marked provisional
          --no-builtin-data  only the --holidays files count (not the data
                             folder either)
          --time-zone ZONE   the IANA zone whose "today" is meant (default
                             Asia/Shanghai)
      -q, --quiet            no warnings on stderr (errors are still printed)
          --lang en|zh       the language of text for people (default: the
                             locale's; English unless it asks for zh)
          --group GROUP      women, youth, children or military: the law's
                             half days off (妇女节, 青年节, 建军节) and
                             children's whole day (儿童节); repeatable
          --half-day HALF    afternoon (default) or morning
      -h, --help             display this help and exit
      -V, --version          output version information and exit

    """
}
