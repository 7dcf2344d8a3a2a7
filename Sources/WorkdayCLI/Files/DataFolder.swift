import HolidayKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder `workday-ics update` keeps the downloaded holiday-cn files in,
/// which every command reads after the built-in data and before any
/// `--holidays`.
///
/// It is, in order: `--data DIR` (update only), `WORKDAY_ICS_DATA`,
/// `$XDG_DATA_HOME/workday-ics/holidays` (an absolute XDG_DATA_HOME, as
/// the XDG Base Directory specification requires), or
/// `$HOME/.local/share/workday-ics/holidays`. An empty variable counts as
/// unset. Without any of them there is no folder
/// (``Location/unnamed(lookedAt:)``, cron's `env -i`): every command that
/// reads data says so, and refuses to answer where a download could
/// change the answer (``Warning/aboutData(calendar:from:through:session:)``).
/// A relative `WORKDAY_ICS_DATA` is refused: it would name another
/// folder from every working directory (cron's is not the shell's). A
/// folder that does not exist is no data, not an error: nothing has been downloaded yet (but a "no data" error
/// says so when `WORKDAY_ICS_DATA` names it, ``missingNamedFolder``).

enum DataFolder {
  /// The environment variable naming the folder for every command.
  static let variable = "WORKDAY_ICS_DATA"

  /// Where the data folder is: the one decision every command takes
  /// (``locate(given:in:)``), reading it or saying why it cannot.
  enum Location: Equatable, Sendable {
    /// The folder's path (which may not exist yet: nothing downloaded).
    case folder(String)
    /// Nothing names a folder: the variables looked at, as a phrase
    /// (`WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are unset`).
    case unnamed(lookedAt: String)

    /// The folder's path, nil when nothing names one.
    var folder: String? { if case .folder(let path) = self { path } else { nil } }

    /// `no data folder: WORKDAY_ICS_DATA, XDG_DATA_HOME and HOME are
    /// unset`, the one way every message says so; nil for a folder.
    var absence: String? {
      if case .unnamed(let looked) = self { "no data folder: \(looked)" } else { nil }
    }
  }

  /// The folder: `given` (`--data`) when there is one, else the one
  /// `context`'s environment names, else where it was looked for.
  ///
  /// - Throws: ``InputError`` for a relative `WORKDAY_ICS_DATA`.
  static func locate(given: String? = nil, in context: RunContext) throws(InputError) -> Location {
    if let given { return .folder(given) }
    func value(_ name: String) -> String? { Self.value(name, in: context) }
    if let named = value(variable) {
      guard named.hasPrefix("/") else {
        throw InputError(
          message:
            "\(variable)='\(VisibleText.excerpt(named))' is a relative path, which names another folder from each working directory (cron's is not the shell's): give an absolute one"
        )
      }
      return .folder(named)
    }
    let data = value("XDG_DATA_HOME")
    if let data, data.hasPrefix("/") { return .folder(join(data, "workday-ics/holidays")) }
    if let home = value("HOME") { return .folder(join(home, ".local/share/workday-ics/holidays")) }
    guard let data else { return .unnamed(lookedAt: "\(variable), XDG_DATA_HOME and HOME are unset") }
    return .unnamed(
      lookedAt:
        "\(variable) and HOME are unset and XDG_DATA_HOME='\(VisibleText.excerpt(data))' is not an absolute path")
  }

  /// The folder `WORKDAY_ICS_DATA` names when it does not exist (a typo,
  /// or a folder `update` never wrote), else nil.
  static func missingNamedFolder(in context: RunContext) -> String? {
    guard let named = value(variable, in: context), named.hasPrefix("/") else { return nil }
    var status = stat()
    return stat(named, &status) != 0 && (errno == ENOENT || errno == ENOTDIR) ? named : nil
  }

  private static func value(_ name: String, in context: RunContext) -> String? {
    context.variable(name).flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
