import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics generate --config FILE`: every calendar of a configuration
/// file, each with several reminders. Everything is checked and scheduled
/// before the first file is written, so a mistake anywhere writes nothing.
enum ConfiguredGeneration {
  static func run(_ arguments: Arguments, configuration path: String) throws -> Int32 {
    let (prepared, range, start, end) = try calendars(arguments, configuration: path, checkingOutputs: true)
    // Every file is written beside its old one first; only when all are
    // ready is any put in place, so a failure writes nothing.
    var written: [OutputFile.Prepared] = []
    do {
      for item in prepared {
        range.warnIfEmpty(item.reminders, path: item.output, from: start, through: end)
        if let file = try range.prepare(item.reminders, in: item.document, to: item.output) { written.append(file) }
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
    return 0
  }

  /// Every calendar of the configuration at `path`, scheduled, with its
  /// document and output path; the range options and the range.
  static func calendars(_ arguments: Arguments, configuration path: String, checkingOutputs: Bool) throws -> (
    [(output: String?, reminders: ReminderCalendar, document: ICalendarDocument)], CalendarOptions, CivilDate,
    CivilDate
  ) {
    if let option = GenerateCommand.reminderOptions.first(where: arguments.has) {
      throw UsageError(message: "\(option) cannot be used with \(Option.config): put it in the configuration file")
    }
    let bytes = try InputFile.read(path, limit: InputFile.configurationLimit)
    let configuration = try Configuration(json: bytes, source: InputFile.name(path))
    // Paths in a configuration read from standard input are relative to
    // the current folder.
    let folder = URL(fileURLWithPath: path == "-" ? "./-" : path).deletingLastPathComponent()
    func resolve(_ relative: String) -> String {
      relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).path
    }
    if arguments.has(.output), configuration.calendars.count > 1 {
      throw UsageError(message: "-o cannot be used with a configuration of several calendars; each names its output")
    }

    if checkingOutputs { try checkOutputs(configuration, configurationPath: path, resolve: resolve) }

    var options = try QueryOptions(arguments)
    options.holidayPaths = configuration.holidays.map(resolve) + options.holidayPaths
    options.overlayPaths = configuration.overlays.map(resolve) + options.overlayPaths
    if !arguments.has(.workWeek), let week = configuration.workWeek { options.workWeek = week }
    if configuration.assumesRegularWeek { options.assumesRegularWeek = true }
    if !arguments.has(.group) { options.groups.groups = configuration.groups }
    if !arguments.has(.halfDay), let half = configuration.halfDay { options.groups.halfDay = half }
    if !arguments.has(.timeZone), let zone = configuration.timeZone { options.chosenTimeZone = zone }
    var range = try CalendarOptions(arguments, options: options)
    if range.years == nil, range.from == nil, range.to == nil {
      range.years = configuration.years
      range.from = configuration.from
      range.to = configuration.to
    }
    let calendar = try options.calendar()
    let (start, end) = try range.range(calendar: calendar)

    var prepared: [(output: String?, reminders: ReminderCalendar, document: ICalendarDocument)] = []
    var identities: [(identity: String, reminders: Set<String>)] = []
    for (index, entry) in configuration.calendars.enumerated() {
      let zone = try (arguments.has(.timeZone) ? nil : entry.timeZone) ?? options.timeZone()
      let reminders = try configuration.reminders(of: entry, rangeStart: start)
      var document = try range.document(
        timeZone: zone, calendar: calendar, from: start, through: end,
        defaultName: reminders.first?.title ?? ReminderRequest.defaultTitle)
      if let name = entry.name { document.name = name }
      document.color = entry.color
      document.refreshInterval = entry.refresh
      // The identity is what the user named, as on the command line, never
      // the file's name: moving a calendar into a configuration, or
      // renaming its file, keeps its UIDs.
      let identity = CalendarOptions.identity(of: document, calendar: calendar)
      let identifiers = Set(reminders.map(\.identifier))
      // (sync refuses two calendars of one name itself: they would share
      // one CalDAV calendar.)
      if checkingOutputs,
        let earlier = identities.firstIndex(where: {
          $0.identity == identity && !$0.reminders.isDisjoint(with: identifiers)
        })
      {
        throw InputError(
          message:
            "\(VisibleText.excerpt(path, limit: 80)): calendars[\(index)]: has the name and work week of calendars[\(earlier)] and a reminder of the same id, so their events would share UIDs; give each calendar its own \"name\""
        )
      }
      identities.append((identity, identifiers))
      let scheduled = try ReminderCalendar(
        reminders: reminders, calendar: calendar, timeZone: zone, from: start, through: end, style: entry.style,
        identity: identity)
      for (reminder, request) in zip(reminders, entry.reminders) {
        range.warnAboutAlarms(reminder)
        range.warnAboutDaysLeftOut(reminder, calendar: calendar, from: start, through: end)
        try range.warnAboutMissedMakeUpDays(
          reminder, request: request, calendar: calendar, from: start, through: end,
          adding: "\"addMakeUpDays\": true", leaving: "\"addMakeUpDays\": false")
      }
      prepared.append((arguments.value(.output) ?? entry.output.map(resolve), scheduled, document))
    }
    range.warn(calendar: calendar, from: start, through: end, options: options)
    return (prepared, range, start, end)
  }

  /// Refuses outputs that would lose something: `-` (a file of that name
  /// in a configuration, not standard output), two calendars writing one
  /// file, and a calendar written over the configuration itself.
  private static func checkOutputs(
    _ configuration: Configuration, configurationPath: String, resolve: (String) -> String
  ) throws {
    var seen: [(index: Int, path: String)] = []
    for (index, entry) in configuration.calendars.enumerated() {
      guard let output = entry.output else {
        if configuration.calendars.count == 1 { continue }
        throw InputError(
          message:
            "\(VisibleText.excerpt(configurationPath, limit: 80)): calendars[\(index)]: missing key \"output\": with several calendars each needs its own file"
        )
      }
      let field = "\(VisibleText.excerpt(configurationPath, limit: 80)): calendars[\(index)].output"
      if output == "-" {
        throw InputError(
          message:
            "\(field): \"-\" is not a file here; leave \"output\" out (and give no other calendar) to write to standard output"
        )
      }
      let path = resolve(output)
      if FileIdentity.same(path, configurationPath) {
        throw InputError(message: "\(field): \(JSONValue.quotedExcerpt(output)) is the configuration file itself")
      }
      if let earlier = seen.first(where: { FileIdentity.same($0.path, path) }) {
        throw InputError(
          message:
            "\(field): \(JSONValue.quotedExcerpt(output)) is also the output of calendars[\(earlier.index)]; each calendar needs its own file"
        )
      }
      seen.append((index, path))
    }
  }
}
