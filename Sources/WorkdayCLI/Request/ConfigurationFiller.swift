import HolidayKit
import HolidayKitICalendar

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A configuration's filler, the other of the request's two (the first is
/// the command line's, `CommandLineFiller.swift`): the settings a configuration
/// gives (``RequestSettings``) and its calendars (``GenerationRequest``),
/// the command line's options over them.
extension GenerationRequest {
  /// The configuration at `path` with the command line's `arguments` over
  /// it, merged in one place (``RequestSettings/merged(over:source:)``).
  ///
  /// - Parameter checkingOutputs: whether outputs that would lose
  ///   something, and calendars whose events would share UIDs, are refused.
  /// - Parameter run: the run whose files the configuration and the data
  ///   are read through.
  init(configuration path: String, _ arguments: Arguments, checkingOutputs: Bool, in run: Run) throws {
    let files = run.files
    let context = files.context
    if let option = Option.reminderOptions.first(where: arguments.has) {
      throw UsageError(message: "\(option) cannot be used with \(Option.config): put it in the configuration file")
    }
    let bytes = try InputFile.read(path, limit: InputFile.configurationLimit, session: files)
    let configuration = try Configuration(json: bytes, source: InputFile.name(path))
    // Paths in a configuration read from a stream (standard input, a pipe
    // such as <(make-config)'s /dev/fd/63, a named pipe) are relative to
    // the current folder: the stream's own is no folder of the user's.
    let folder = URL(fileURLWithPath: context.resolve(Self.isStream(path, in: context) ? "./-" : path))
      .deletingLastPathComponent()
    let resolve = { (relative: String) in
      relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).path
    }
    if arguments.has(.output), configuration.calendars.count > 1 {
      throw UsageError(message: "-o cannot be used with a configuration of several calendars; each names its output")
    }
    if checkingOutputs {
      try Self.checkOutputs(configuration, configurationPath: path, resolve: resolve, in: context)
    }
    let commandLine = try RequestSettings(arguments, in: run, range: .withDefault, zone: configuration.timeZone)
    let file = RequestSettings(
      configuration: configuration, path: path, resolve: resolve, today: commandLine.range.today)
    let settings = try commandLine.merged(over: file, source: configuration.source)
    let calendars = configuration.calendars.map { entry in
      var calendar = entry
      if arguments.has(.timeZone) { calendar.timeZone = nil }
      calendar.output = arguments.value(.output) ?? entry.output.map(resolve)
      return calendar
    }
    self.init(
      settings: settings, calendars: calendars, origin: .configuration(path: path, source: configuration.source),
      timestamp: try DocumentTimestamp.current(in: context), files: files)
    refusesSharedUIDs = checkingOutputs
  }

  /// Whether the configuration at `path` is a stream, not a file in a
  /// folder: `-`, a descriptor's name (`/dev/fd/N`, `/dev/stdin`), a FIFO
  /// or a socket, for a run in `context`.
  static func isStream(_ path: String, in context: RunContext) -> Bool {
    if path == "-" || path == "/dev/stdin" || OutputFile.namedDescriptor(path) != nil { return true }
    var status = stat()
    guard stat(context.resolve(path), &status) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFIFO || status.st_mode & S_IFMT == S_IFSOCK
  }

  /// Refuses outputs that would lose something: `-` (a file of that name
  /// in a configuration, not standard output), two calendars writing one
  /// file, and a calendar written over the configuration itself.
  private static func checkOutputs(
    _ configuration: Configuration, configurationPath: String, resolve: (String) -> String, in context: RunContext
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
      if FileIdentity.same(path, context.resolve(configurationPath)) {
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

/// The settings a configuration gives.
extension RequestSettings {
  /// The fields `configuration` (read from `path`) gives, its relative
  /// paths resolved by `resolve`; `today` is the run's, in the merged zone.
  init(configuration: Configuration, path: String, resolve: (String) -> String, today: CivilDate?) {
    range = CalendarRange(
      years: configuration.years, from: configuration.from, to: configuration.to, today: today,
      origin: .configuration(path: path, source: configuration.source))
    holidays = configuration.holidays.map(resolve)
    overlays = configuration.overlays.map(resolve)
    workWeek = configuration.workWeek
    if configuration.assumesRegularWeek { assumesRegularWeek = true }
    if configuration.provisional { provisional = true }
    if !configuration.usesBuiltInData { usesBuiltInData = false }
    if !configuration.groups.isEmpty { groups = configuration.groups }
    halfDay = configuration.halfDay
    timeZone = configuration.timeZone
  }
}
