import Foundation
import HolidayKit

@testable import HolidayKitICalendar
@testable import WorkdayCLI

/// Words for a command line: the input split at NUL bytes, given to the
/// generate command's option parsing, which must refuse with a usage error
/// or give a reminder; nothing is run, read or written.
func fuzzCommandLine(_ bytes: UnsafeBufferPointer<UInt8>) {
  let words = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  guard let arguments = try? Arguments(words, accepting: GenerateCommand().options) else { return }
  let run = Run(context: RunContext())
  run.console = Console(arguments, in: run.context)
  guard let settings = try? RequestSettings(arguments, in: run, range: .withDefault),
    (try? CalendarRequest(arguments)) != nil,
    let request = try? ReminderRequest(arguments, language: settings.language)
  else { return }
  _ = try? request.reminder(rangeStart: settings.range.from ?? CivilDate(year: 2026, month: 1, day: 1)!)
}
