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

/// `workday-ics generate --config FILE`: the request of a configuration
/// file, every calendar of it, each with several reminders.
enum ConfiguredGeneration {
  /// The request of the configuration at `path`, with the command line's
  /// options over it (``GenerationRequest/init(configuration:path:resolve:arguments:)``).
  ///
  /// - Parameter checkingOutputs: whether outputs that would lose
  ///   something are refused, and calendars whose events would share UIDs.
  static func request(
    _ arguments: Arguments, configuration path: String, checkingOutputs: Bool, files: FileSession
  ) throws -> GenerationRequest {
    if let option = Option.reminderOptions.first(where: arguments.has) {
      throw UsageError(message: "\(option) cannot be used with \(Option.config): put it in the configuration file")
    }
    let bytes = try InputFile.read(path, limit: InputFile.configurationLimit, session: files)
    let configuration = try Configuration(json: bytes, source: InputFile.name(path))
    // Paths in a configuration read from a stream (standard input, a pipe
    // such as <(make-config)'s /dev/fd/63, a named pipe) are relative to
    // the current folder: the stream's own is no folder of the user's.
    let context = files.context
    let folder = URL(fileURLWithPath: context.resolve(isStream(path, in: context) ? "./-" : path))
      .deletingLastPathComponent()
    func resolve(_ relative: String) -> String {
      relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).path
    }
    if arguments.has(.output), configuration.calendars.count > 1 {
      throw UsageError(message: "-o cannot be used with a configuration of several calendars; each names its output")
    }
    if checkingOutputs {
      try checkOutputs(configuration, configurationPath: path, resolve: resolve, in: context)
    }
    var request = try GenerationRequest(
      configuration: configuration, path: path, resolve: resolve, arguments: arguments, files: files)
    request.refusesSharedUIDs = checkingOutputs
    return request
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
