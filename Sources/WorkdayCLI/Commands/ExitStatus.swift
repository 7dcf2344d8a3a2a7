/// An exit status a command can return and what it means for that
/// command, as the command's `--help` lists them (and the man page's EXIT
/// STATUS says them all).
struct ExitStatus: Sendable, Equatable {
  /// The status, such as 0.
  var code: Int32
  /// What it means, such as `a working day`.
  var meaning: String

  init(_ code: Int32, _ meaning: String) {
    self.code = code
    self.meaning = meaning
  }

  /// 2: the command line or an input was wrong.
  static let usage = ExitStatus(2, "a usage error or bad input (an unknown option, a malformed date, bad data)")

  /// 2, for a command that answers about days: also a date outside the
  /// years with data.
  static let usageOrNoData = ExitStatus(
    2, "a usage error or bad input (an unknown option, a malformed date, bad data, a year without data)")

  /// 4: `what` could not be written (``WorkdayICS/outputFailedStatus``).
  static func notWritten(_ what: String) -> ExitStatus {
    ExitStatus(
      WorkdayICS.outputFailedStatus,
      "\(what) could not be written (a full disk, a file-size limit; a closed pipe, such as | head -1, without a message: never 141)"
    )
  }
}
