import HolidayKit
import HolidayKitICalendar

/// One calendar ``GenerationRequest/generate()`` made (its events
/// scheduled, its document) and where it goes.
struct GeneratedCalendar {
  /// Where it goes; nil or `-` for standard output.
  var output: String?
  /// The calendar made.
  var made: CalendarGeneration.Result.Calendar
  /// The run it was made in, whose inputs it may not replace.
  var files: FileSession

  /// Writes the calendar beside its old file, to be put in place with the
  /// others (``write(_:)``); nil for standard output or an unchanged file.
  func prepare() throws -> OutputFile.Prepared? {
    try OutputFile.prepare(to: output, session: files) { stream in
      // A calendar without events is still a valid file: RFC 5545 wants
      // at least one component, so it carries its VTIMEZONE.
      made.document.write(events: made.events.events, includesTimeZone: made.events.isTimed || made.events.isEmpty) {
        stream.write(bytes: $0)
      }
    }
  }

  /// Writes every calendar, atomically and all or none: each is written
  /// beside its old file first; only when all are ready is any put in
  /// place, so a failure writes nothing.
  static func write(_ calendars: [GeneratedCalendar]) throws {
    var written: [OutputFile.Prepared] = []
    do {
      for calendar in calendars {
        if let file = try calendar.prepare() { written.append(file) }
      }
    } catch {
      for file in written { file.discard() }
      throw error
    }
    for (index, file) in written.enumerated() {
      do {
        try file.commit()
      } catch {
        for later in written[(index + 1)...] { later.discard() }
        throw error
      }
    }
  }
}
