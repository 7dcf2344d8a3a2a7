import HolidayKit

/// The help and version texts, word for word.
enum Usage {
  /// `--version`: the package's version (``HolidayKitRelease``, which the
  /// library gives apps too) and the built-in data it answers from,
  /// such as `workday-ics 0.3.0, holiday data 2007-2026 (newest notice: URL)`,
  /// then a line for the data folder `update` fills in `context`
  /// (``dataFolderLine(in:)``).
  static func version(in context: RunContext) -> String {
    var text = "workday-ics \(HolidayKitRelease.version)"
    guard let holidays = try? HolidayCalendar.embedded(), let newest = holidays.coveredYears.last else {
      return text + ", no built-in holiday data\n" + dataFolderLine(in: context)
    }
    text += ", holiday data \(CoverageError.ranges(holidays.coveredYears))"
    if let notice = holidays.papers(ofYears: newest...newest).last { text += " (newest notice: \(notice))" }
    return text + "\n" + dataFolderLine(in: context)
  }

  /// What the data folder adds, as every command reads it: `data folder
  /// PATH: 2027 (newest notice: URL)`, the years a newer built-in copy
  /// leaves unused, that nothing was downloaded yet, or that no folder is
  /// named and where it was looked for (`data folder: none (…)`).
  static func dataFolderLine(in context: RunContext) -> String {
    let folder: String
    do {
      switch try DataFolder.locate(in: context) {
      case .folder(let named): folder = named
      case .unnamed(let looked): return "data folder: none (\(looked))"
      }
    } catch {
      return "data folder: " + error.message
    }
    let named = "data folder \(VisibleText.excerpt(folder, limit: 200))"
    let files: [HolidayFile]
    do {
      guard let found = try HolidaySources.dataFolderFiles(at: folder, session: FileSession(context: context)) else {
        return named + ": nothing downloaded yet"
      }
      files = found
    } catch {
      let reason = (error as? InputError)?.message ?? (error as? HolidayDataError)?.description ?? "\(error)"
      return named + ": cannot be read: " + reason
    }
    var sources = HolidayCalendar.LayerSources()
    sources.downloaded = files
    let unused = Set(((try? HolidayCalendar.layered(sources).olderCopies) ?? []).map(\.copy.source))
    let used = files.filter { $0.isPublished && !unused.contains($0.source) }
    let years = Array(Set(used.map(\.year))).sorted()
    var text = named + ": " + (years.isEmpty ? "no published year" : CoverageError.ranges(years))
    if let newest = years.last, let notice = used.last(where: { $0.year == newest })?.papers.last {
      text += " (newest notice: \(notice))"
    }
    let older = Array(Set(files.filter { unused.contains($0.source) }.map(\.year))).sorted()
    if !older.isEmpty {
      text += "; \(CoverageError.ranges(older)) older than the built-in data, unused"
    }
    return text
  }

  /// The overview: the commands, the options they share, and what every
  /// command means by a date, its data, its environment and its exit
  /// statuses.
  static var main: String {
    var text = """
      Usage: workday-ics COMMAND [OPTION]... [ARGUMENT]...
      Working days of China, from the official holiday arrangement (holiday-cn
      data for 2007-2026 built in), as answers and as calendars.

      Commands:

      """
    for command in Commands.all { text += entry("  " + command.brief, command.summary) }
    text += entry("  help [COMMAND]", "display help for a command")
    text += "\nOptions for every command but diff and update:\n"
    text += options(Commands.sharedGroup.options)
    text += """
      These may come before the command too. PATH - reads standard input.

      DATE is YYYY-MM-DD, today, tomorrow or yesterday.

      Official data is read in layers, a later one winning for the dates it
      lists: the built-in data, the data folder 'update' fills, \(Option.holidays),
      then \(Option.overlay). The data folder is $WORKDAY_ICS_DATA, else
      $XDG_DATA_HOME/workday-ics/holidays, else
      ~/.local/share/workday-ics/holidays; a missing folder is no data. With
      none of them set (cron's env -i) there is no folder: a warning, and an
      error where a downloaded notice could change the answer.

      Environment:
        WORKDAY_ICS_TODAY  the day to take as today (2026-11-23), or a moment in
                           UTC (2026-12-31T20:00:00Z) whose day in \(Option.timeZone)
                           is today; unset, the system clock
        WORKDAY_ICS_DATA   the data folder (see above)
        SOURCE_DATE_EPOCH  the calendars' DTSTAMP, in seconds since 1970 (an
                           event resting on a notice: one second later)
        NO_COLOR           no colour in cal's month grids
        LC_ALL, LANG       Chinese text in a zh locale; the output is UTF-8 in
                           every locale (said once under GBK or GB18030)

      Exit status:
        0  success; for check, a working day
        1  for check, a day off
        2  usage error or bad input: an unknown option, a malformed date, bad
           holiday data, a file or folder another user could change, or a
           date outside the years with official data
        4  the answer or calendar could not be written (a full disk, a closed
           descriptor, a path that may not be replaced); never "a day off"
      diff: 0 the same days, 1 different; sync: 1 a failure, 5 done but a
      user edit kept; update: 0 a file changed, 1 nothing changed, 3 a year not
      updated

      """
    return text
  }

  /// The help of the command called `name`; nil for an unknown command.
  static func command(_ name: String) -> String? {
    Commands.named(name).map(help)
  }

  /// A command's help: its usage line, what it does, its options under
  /// their headings, and what follows them.
  static func help(for command: any Command) -> String {
    var text = "Usage: workday-ics \(command.name) \(command.usage)\n\(command.about)\n\n"
    for group in command.optionGroups {
      if let title = group.title { text += title + "\n" }
      text += options(group.options)
    }
    text += "\nExit status:\n" + exitStatuses(command.exitStatuses)
    if !command.epilogue.isEmpty { text += "\n" + command.epilogue + "\n" }
    return text
  }

  /// Lines of help for `statuses`: `  0  a working day`, wrapped.
  static func exitStatuses(_ statuses: [ExitStatus]) -> String {
    let indent = String(repeating: " ", count: 5)
    return statuses.map { status in
      let lines = wrapped(status.meaning, width: width - indent.count).split(separator: "\n")
      return lines.enumerated().map { ($0 == 0 ? "  \(status.code)  " : indent) + $1 + "\n" }.joined()
    }.joined()
  }

  /// The column where help text starts after an option or a command.
  static let column = 25
  /// The widest a line of help may be.
  static let width = 80

  /// Lines of help for `options`: `  -o, --output FILE` or
  /// `      --title TEXT`, then what it does from ``column``, wrapped.
  static func options(_ options: [Option]) -> String {
    options.map { option in
      let label = (option.short.map { "  \($0), " } ?? "      ") + option.synopsis
      return entry(label, option.help)
    }.joined()
  }

  /// `label`, then `text` from ``column`` (on the next line when the label
  /// reaches it), wrapped to ``width``.
  static func entry(_ label: String, _ text: String) -> String {
    let indent = String(repeating: " ", count: column)
    var lines = wrapped(text, width: width - column).split(separator: "\n", omittingEmptySubsequences: false).map {
      indent + $0
    }
    if Language.columns(label) < column {
      lines[0] = label + String(repeating: " ", count: column - Language.columns(label)) + lines[0].dropFirst(column)
    } else {
      lines.insert(label, at: 0)
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `text` broken between words into lines of at most `width` columns;
  /// a quoted example such as `'-1d 21:00'` is kept on one line.
  static func wrapped(_ text: String, width: Int) -> String {
    var words: [String] = []
    var isQuoted = false
    for word in text.split(separator: " ") {
      if isQuoted, let last = words.popLast() { words.append(last + " " + word) } else { words.append(String(word)) }
      let closes = word.dropFirst(isQuoted ? 0 : 1).reversed().drop { ",;.)".contains($0) }.first == "'"
      if isQuoted { isQuoted = !closes } else if word.hasPrefix("'") { isQuoted = !closes }
    }
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = String(word)
      } else if Language.columns(line) + 1 + Language.columns(word) <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
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
          the last real working day: generate \(Option.workdayOfMonth) -1)
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
}
