/// The help and version texts, word for word.
enum Usage {
  static let version = "workday-ics 0.1.0"

  static let main = """
    Usage: workday-ics COMMAND [OPTION]... [ARGUMENT]...
    Working days of China, from the official holiday arrangement (holiday-cn
    data for 2007-2026 built in), as answers and as calendars.

    Commands:
      check [DATE]           is DATE (default today) a working day? exit 0 yes, 1 no
      list --from D --to D   the days of a range, one per line
      next [DATE]            the first working day after DATE (default today)
      previous [DATE]        the last working day before DATE (default today)
      add DATE N             the date N working days after DATE (before if N < 0)
      count --from D --to D  the number of working days in a range, both included
      cal [YYYY | YYYY-MM]   month grids with days off and make-up workdays marked
      help [COMMAND]         display help for a command

    Options for every command:
          --holidays PATH    add holiday-cn data (a file, or a folder of them) over
                             the built-in data; repeatable, a later source wins
                             for the dates it lists
          --work-week DAYS   the regular working days (default MO-FR; MO-SA, ...)
          --assume-regular-week
                             answer days without official data from the regular
                             week alone (warned on stderr) instead of failing
          --time-zone ZONE   the IANA zone whose "today" is meant (default
                             Asia/Shanghai)
      -h, --help             display this help and exit
          --version          output version information and exit

    DATE is YYYY-MM-DD, today, tomorrow or yesterday.

    Exit status:
      0  success; for check, a working day
      1  for check, a day off; otherwise output could not be written
      2  usage error or bad input: an unknown option, a malformed date, bad
         holiday data, or a date outside the years with official data

    """

  static let command: [String: String] = [
    "check": """
      Usage: workday-ics check [OPTION]... [DATE]
      Say whether DATE (default: today in --time-zone) is a working day, as one
      line such as '2026-09-20 Sunday: working day (make-up workday, 国庆节)'.
      Exit status 0 for a working day, 1 for a day off, 2 for an error, so that
      'if workday-ics check; then ...; fi' works in cron.

            --json             print a JSON object instead of a sentence
      \(commonOptions)
      """,
    "list": """
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
      """,
    "next": """
      Usage: workday-ics next [OPTION]... [DATE]
      Print the first working day after DATE (default: today in --time-zone).

            --json             print a JSON object instead of a line
      \(commonOptions)
      """,
    "previous": """
      Usage: workday-ics previous [OPTION]... [DATE]
      Print the last working day before DATE (default: today in --time-zone).

            --json             print a JSON object instead of a line
      \(commonOptions)
      """,
    "add": """
      Usage: workday-ics add [OPTION]... DATE N
      Print the date N working days after DATE, counting from the day after it;
      N < 0 counts back (write 'add -- DATE -N' or just 'add DATE -N'); N = 0
      prints DATE itself.

            --json             print a JSON object instead of a line
      \(commonOptions)
      """,
    "count": """
      Usage: workday-ics count --from DATE --to DATE [OPTION]...
      Print the number of working days from --from through --to, both included.

            --from DATE        the first day (required)
            --to DATE          the last day (required)
            --json             print a JSON object instead of a number
      \(commonOptions)
      """,
    "cal": """
      Usage: workday-ics cal [OPTION]... [YYYY | YYYY-MM]
      Show a month (default: this month) or a whole year as cal(1) does, Monday
      first, official days off and make-up workdays marked, then a legend and
      the official days of the period.

            --color WHEN       auto (default: colour when stdout is a terminal
                               and NO_COLOR is unset), always or never; without
                               colour, '*' marks a day off and '+' a make-up
                               workday
      \(commonOptions)
      """,
  ]

  static let commonOptions = """
          --holidays PATH    add holiday-cn data (a file or a folder) over the
                             built-in data; repeatable, a later source wins
          --work-week DAYS   the regular working days (default MO-FR)
          --assume-regular-week
                             answer days without official data from the
                             regular week alone instead of failing
          --time-zone ZONE   the IANA zone whose "today" is meant (default
                             Asia/Shanghai)
      -h, --help             display this help and exit

    """
}
