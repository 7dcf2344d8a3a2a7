import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics diff OLD.ics NEW.ics`: the occurrences removed, changed and
/// added, written as they are found, with diff(1)'s exit status; what the
/// reader skipped in either file is named on standard error, and makes
/// the status ``partialStatus``.
struct DiffCommand: Command {
  var name: String { "diff" }
  var usage: String { "[-q] OLD.ics NEW.ics" }
  var operandNames: [String] { ["the old calendar's path", "the new calendar's path"] }
  var exitStatuses: [ExitStatus] {
    [
      ExitStatus(0, "the same occurrences"), ExitStatus(1, "a difference"),
      ExitStatus(2, "a usage error, or a file that cannot be read or is not a calendar"),
      ExitStatus(
        DiffCommand.partialStatus,
        "a partial comparison: a property or event of either file could not be read, was skipped and is named on standard error; the rest was compared and printed"
      ),
      .notWritten("the differences"),
    ]
  }
  var brief: String { "diff OLD.ics NEW.ics" }
  var summary: String { "what a regenerated calendar removed, changed or added" }
  var about: String {
    """
    Compare two calendars occurrence by occurrence, as a calendar app shows
    them, and print one line per change as it is found. Use it before
    publishing a calendar regenerated from a new or corrected notice.

      - START TITLE          an occurrence only OLD has
      + START TITLE          an occurrence only NEW has
      ~ START TITLE: CHANGES the same event (UID, else title) at the same
                             start shows or does something else: title
                             "A" → "B"; location "A" → none; duration
                             30m → 1h; alarms 10m → 15m; notes, url and
                             status "A" → "B"; shown as busy → free

    What is compared is what sync fingerprints: start, length, recurrence,
    title, place, notes (DESCRIPTION), link (URL), status, busy (TRANSP)
    and alarms. Recurring events are expanded (RRULE, several RRULEs as
    their union, RDATE, every form of EXDATE; a rule without COUNT or UNTIL
    is followed for 20 years; RSCALE=CHINESE through the Chinese calendar,
    1901-2100). A RECURRENCE-ID replaces the occurrence whose instant or day
    it names, whatever its form; RANGE=THISANDFUTURE moves every later one
    too. Of events with one UID, the highest SEQUENCE wins. Times in a zone
    or in UTC compare as instants (a TZID is an IANA name, one at the end
    of a TZID such as /mozilla.org/20050126_1/Asia/Shanghai, a Windows name
    such as China Standard Time, or else defined by the file's VTIMEZONE),
    all-day events by date, floating times as written; occurrences showing
    the same at one start are equal whatever their UIDs. Two choices, where
    other readers differ: a cancelled occurrence (STATUS:CANCELLED) is not
    shown, and an end before the start is kept as written.
    START is 2026-10-09 (all day), 2026-10-09T09:00:00 (floating), or the
    time and UTC offset in the zone the file wrote it in,
    2026-10-09T09:00:00+08:00 (2026-10-09T01:00:00Z in UTC). Lines come by
    day, then -, ~, +, then by start, then by UID; text over 200 characters
    is cut.
    A property, value, alarm or event that cannot be read (an RRULE with a
    typo, a VEVENT without DTSTART) is skipped and named on standard error
    with its file and line, the rest compared, and the status is 3; a file
    that is not a calendar is refused (2).
    Either file, not both, may be - for standard input. A file may give at
    most 1000000 occurrences and its rules 50000000 steps of expansion, a
    step for each day searched: FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO
    (a leap day that is a Monday) searches 28 to 40 years between matches;
    a rule that can never match (BYMONTH=2;BYMONTHDAY=30) gives its start.
    """
  }
  var optionGroups: [OptionGroup] {
    [OptionGroup(nil, [.quiet.explained("print nothing; only the exit status"), .help, .version])]
  }

  /// How much output is gathered before it is written.
  static let outputPiece = 1 << 16
  /// The exit status of a comparison of what remains of files that had
  /// parts skipped, whether or not it found differences.
  static let partialStatus: Int32 = 3

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let operands = try arguments.operands("diff", atMost: 2)
    guard operands.count == 2 else { throw UsageError(message: "diff: expected two files, OLD.ics and NEW.ics") }
    guard operands[0] != "-" || operands[1] != "-" else {
      throw UsageError(
        message:
          "diff: OLD.ics and NEW.ics cannot both be - (standard input can be read only once); save one of the calendars to a file first"
      )
    }
    let old = try Self.occurrences(operands[0], files: run.files)
    let new = try Self.occurrences(operands[1], files: run.files)
    for file in [old, new] {
      for problem in file.skipped { run.terminal.warning(problem.description) }
      if file.skippedCount > file.skipped.count, let last = file.skipped.last {
        run.terminal.warning("\(last.source): \(file.skippedCount - file.skipped.count) more parts skipped")
      }
    }
    let partial = old.skippedCount + new.skippedCount > 0
    let changes = CalendarChanges(from: old, to: new)
    if arguments.has(.quiet) { return partial ? Self.partialStatus : changes.isEmpty ? 0 : 1 }
    var different = false
    var pending = ""
    changes.forEach { change in
      different = true
      // A calendar's titles are text from outside: escaped, so that none
      // can drive the terminal or forge a line of its own.
      pending += VisibleText.escaped(change.description)
      pending += "\n"
      if pending.utf8.count >= Self.outputPiece {
        run.terminal.write(pending)
        pending.removeAll(keepingCapacity: true)
      }
    }
    run.terminal.write(pending)
    return partial ? Self.partialStatus : different ? 1 : 0
  }

  /// The occurrences of the calendar at `path` (`-`: standard input), read
  /// through the run's `files` in pieces: a calendar of any size, bounded
  /// by what the reader compares (its occurrences), not by its bytes.
  private static func occurrences(_ path: String, files: FileSession) throws -> ICalendarOccurrences {
    // What an app's ICalendarOccurrences(reading: Data) reads with.
    var reader = ICalendarReader(source: InputFile.name(path))
    do {
      // Only shown, never believed: anyone's calendar may be compared.
      try InputFile.forEachLinePiece(path, origin: .shown, session: files) { piece in
        try reader.readUTF8(piece: piece)
      }
      return try reader.end()
    } catch let error as ICalendarReadError {
      throw InputError(message: error.description)
    }
  }
}
