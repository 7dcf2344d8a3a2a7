#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import HolidayKit

/// `workday-ics diff OLD.ics NEW.ics`: the occurrences added and removed,
/// with diff(1)'s exit status.
enum DiffCommand {
  static let specs = [OptionSpec(name: "--quiet", short: "-q", takesValue: false)]

  static func run(_ arguments: Arguments) throws -> Int32 {
    let operands = try arguments.operands("diff", atMost: 2)
    guard operands.count == 2 else { throw UsageError(message: "diff: expected two files, OLD.ics and NEW.ics") }
    let old = try occurrences(operands[0])
    let new = try occurrences(operands[1])
    let changes = CalendarChanges(from: old, to: new)
    if !arguments.has("--quiet") {
      // A calendar's titles are text from outside: escaped, so that none
      // can drive the terminal or forge a line of its own.
      var text = changes.lines.map(VisibleText.escaped).joinedText(separator: "\n")
      if !text.isEmpty { text += "\n" }
      Terminal.write(text)
    }
    return changes.isEmpty ? 0 : 1
  }

  /// The occurrences of the calendar at `path` (`-`: standard input).
  private static func occurrences(_ path: String) throws -> [ICalendarOccurrences.Occurrence] {
    let bytes = try InputFile.read(path, limit: InputFile.calendarLimit)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw InputError(message: "\(InputFile.name(path)): expected UTF-8 text")
    }
    do {
      return try ICalendarOccurrences.read(text, source: InputFile.name(path))
    } catch {
      throw InputError(message: error.description)
    }
  }
}
