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
struct DiffCommand {
  /// How much output is gathered before it is written.
  static let outputPiece = 1 << 16
  /// The exit status of a comparison of what remains of files that had
  /// parts skipped, whether or not it found differences.
  static let partialStatus: Int32 = 3

  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    let operands = try arguments.operands("diff", atMost: 2)
    guard operands.count == 2 else { throw UsageError(message: "diff: expected two files, OLD.ics and NEW.ics") }
    guard operands[0] != "-" || operands[1] != "-" else {
      throw UsageError(
        message:
          "diff: OLD.ics and NEW.ics cannot both be - (standard input can be read only once); save one of the calendars to a file first"
      )
    }
    let old = try occurrences(operands[0], files: run.files)
    let new = try occurrences(operands[1], files: run.files)
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
      if pending.utf8.count >= outputPiece {
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
