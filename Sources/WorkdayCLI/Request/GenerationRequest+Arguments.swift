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

/// The two fillers of everything `generate` (and `sync`) is asked: the
/// command line's options alone, or a configuration file with the
/// command line's options over it. Both give the same value.
extension GenerationRequest {
  /// What `arguments` ask for: the configuration's calendars with
  /// `--config`, else the one calendar of one reminder the command line
  /// describes; the request's settings merged in one place
  /// (``RequestSettings/of(_:in:range:configuration:)``).
  ///
  /// - Parameter checkingOutputs: whether a configuration's outputs that
  ///   would lose something are refused, and calendars whose events would
  ///   share UIDs (not for `sync`, which writes no files and refuses them
  ///   itself).
  /// - Parameter files: the run's reads and checks (``FileSession``).
  init(_ arguments: Arguments, checkingOutputs: Bool, files: FileSession) throws {
    let context = files.context
    guard let path = arguments.value(.config) else {
      let settings = try RequestSettings.of(arguments, in: context, range: .withDefault)
      var calendar = try CalendarRequest(arguments)
      calendar.reminders = [try ReminderRequest(arguments, language: settings.language)]
      self.init(
        settings: settings, calendars: [calendar], origin: .commandLine,
        timestamp: try DocumentTimestamp.current(in: context), files: files)
      return
    }
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
    let settings = try RequestSettings.of(
      arguments, in: context, range: .withDefault, configuration: (configuration, path, resolve))
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
