import HolidayKit

/// What one run has read and found trustworthy, which its later reads and
/// writes depend on: the inputs no output may replace, the folders whose
/// every `*.json` is read, whether standard input was taken, and the
/// folders already checked (``FileTrust``); and where the run's files
/// are (``context``: its working directory, its standard streams). Each
/// ``Run`` has one, which its command passes down to every read and write.
final class FileSession {
  /// What the run takes from the process: relative paths are resolved
  /// against its directory (``RunContext/resolve(_:)``), `-` is its
  /// standard input or output.
  let context: RunContext
  /// The regular files read so far as inputs of the run.
  var inputs: [InputFile.Identity] = []
  /// The folders whose every `*.json` file the run reads (`--holidays`,
  /// `--overlay`, the data folder): a new `*.json` written into one would
  /// be read as data by the next run.
  var listedFolders: [InputFile.Identity] = []
  /// Whether standard input (`-`) was read, which can be done once.
  var standardInputTaken = false
  /// The folders found trustworthy as folders of files read this run.
  var trustedFolders: Set<String> = []
  /// The folders found trustworthy as folders above others this run, so
  /// that the files of one folder do not each check the same path to `/`.
  var trustedAncestors: Set<String> = []

  /// The copies of a year read and left unused because another copy of
  /// the year cites a notice they lack, each once: warned about when the
  /// command has succeeded.
  var olderCopies: [OlderHolidayCopy] = []

  /// Where the run looked for the data folder `update` fills, once it
  /// read the holiday data; nil when it read none or only the files it
  /// was given (`--no-builtin-data`). Without a folder (cron's `env -i`)
  /// the run warns, and refuses an answer a download could change.
  var dataFolder: DataFolder.Location?

  /// The request whose holiday data the run read, once it read it: a
  /// missing year's message says what it asked of the data (the built-in
  /// data or not, a provisional year), whichever filler gave it.
  var dataRequest: RequestSettings?

  /// A session in `context` (by default one of values: no environment,
  /// the process's directory and streams) that has read nothing yet.
  init(context: RunContext = RunContext()) {
    self.context = context
  }
}
