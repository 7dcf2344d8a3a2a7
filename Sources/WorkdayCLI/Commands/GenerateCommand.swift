import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics generate`: an .ics calendar of a reminder on every real
/// working day (or the days of another rule), with alarms.
struct GenerateCommand {
  static func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("generate", atMost: 0)
    let generated = try GenerationRequest(arguments, checkingOutputs: true, files: run.files).generate()
    for warning in generated.warnings { run.warn(warning) }
    try GeneratedCalendar.write(generated.calendars)
    return 0
  }
}
