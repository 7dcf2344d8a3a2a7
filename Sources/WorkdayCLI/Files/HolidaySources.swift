import HolidayKit

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

/// Reads the official data: the built-in files, then the data folder
/// `workday-ics update` fills (``DataFolder``), whose file for a year
/// replaces that year's data, then each `--holidays` path in order, then
/// each `--overlay` path in order, a later source winning for any date it
/// lists.
enum HolidaySources {
  /// The built-in calendar with the data folder, `paths` and then
  /// `overlays` read and laid over it in ``HolidayCalendar/layered(_:)``'s
  /// order. `paths` and `overlays` are each a holiday-cn file or a folder
  /// whose `*.json` files (except `schema.json`) form one layer.
  ///
  /// - Parameters:
  ///   - builtIn: Whether the built-in files are the first layer
  ///     (`--no-builtin-data` leaves them out: only the given files count).
  ///   - provisional: Whether the year after the newest covered one is
  ///     answered from the law.
  ///   - dataFolder: The folder `update` downloads into, read right after
  ///     the built-in files when it exists; nil for none.
  static func loadLayers(
    paths: [String], overlays: [String] = [], builtIn: Bool = true, provisional: Bool = false,
    dataFolder: String? = nil, session: FileSession
  ) throws -> HolidayCalendar.Layers {
    var sources = HolidayCalendar.LayerSources()
    sources.builtIn = builtIn
    sources.downloaded = try dataFolder.flatMap { folder in try dataFolderFiles(at: folder, session: session) }
    sources.holidays = try paths.map { path in try files(at: path, session: session) }
    sources.provisional = provisional
    sources.overlays = try overlays.map { path in try files(at: path, session: session) }
    return try HolidayCalendar.layered(sources)
  }

  /// The holiday-cn files at `path`: the file itself, or a folder's files
  /// in name order (``fileNames(inFolder:)``). `published`: the files are
  /// upstream's as `update` wrote them, whose top-level keys this version
  /// does not know are ignored (``HolidayFile/published(holidayCN:source:)``);
  /// a person's files are read strictly.
  static func files(at path: String, published: Bool = false, session: FileSession) throws -> [HolidayFile] {
    if path == "-" { return [try file(at: path, origin: .named, session: session)] }
    var status = stat()
    guard stat(session.context.resolve(path), &status) == 0 else {
      throw InputError(message: "\(InputFile.name(path)): no such file or folder")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else { return [try file(at: path, origin: .named, session: session)] }
    let folder = path.hasSuffix("/") ? path : path + "/"
    return try fileNames(inFolder: path, session: session).map {
      try file(at: folder + $0, origin: .listed, published: published, session: session)
    }
  }

  /// Whether a folder's entry `name` is read as a holiday-cn file: a
  /// `*.json` but `schema.json` and dot-files (macOS's AppleDouble
  /// `._2027.json`, an editor's hidden copy), which no one means as data.
  static func isListed(_ name: String) -> Bool {
    name.hasSuffix(".json") && name != "schema.json" && !name.hasPrefix(".")
  }

  /// The names of the holiday-cn files in the folder `path`, in order: its
  /// `*.json` files but `schema.json` and dot-files (``isListed(_:)``).
  ///
  /// - Throws: ``InputError`` when the folder cannot be listed, when
  ///   another user owns it or may write it (``FileTrust``: any file in it
  ///   would be read), or when one of those names is not a regular file (a
  ///   link, a FIFO, a folder): nothing found by listing is followed or
  ///   waited for, and nothing is skipped without a word.
  /// - Parameter registers: whether the folder is an input of the run, in
  ///   which no output may add a `*.json` (``OutputFile``); not for
  ///   `update`, which keeps its own folder.
  static func fileNames(inFolder path: String, registers: Bool = true, session: FileSession)
    throws(InputError) -> [String]
  {
    var status = stat()
    guard stat(session.context.resolve(path), &status) == 0 else {
      throw InputError(message: "\(InputFile.name(path)): cannot list the folder: \(OutputFile.reason(errno))")
    }
    try FileTrust.checkFolder(status, path: path, listed: true, session: session)
    if registers { InputFile.recordListed(status, path: path, session: session) }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: session.context.resolve(path))
    } catch {
      // The system's reason, which Foundation's error leaves out.
      let listing = opendir(session.context.resolve(path))
      let code = listing == nil ? errno : EIO
      if let listing { closedir(listing) }
      guard code == EACCES else {
        throw InputError(message: "\(InputFile.name(path)): cannot list the folder: \(OutputFile.reason(code))")
      }
      throw InputError(
        message:
          "\(InputFile.name(path)): cannot list the folder: \(OutputFile.reason(code)): \(FileTrust.readers(of: status)) may read it; run as that user, have them make it readable (chmod 755), or name a folder of your own"
      )
    }
    let folder = path.hasSuffix("/") ? path : path + "/"
    let wanted = names.filter(isListed).sorted()
    for name in wanted {
      var entry = stat()
      // Gone meanwhile: reading it says so.
      guard lstat(session.context.resolve(folder + name), &entry) == 0 else { continue }
      let type = entry.st_mode & S_IFMT
      guard type != S_IFREG else { continue }
      let kind = type == S_IFLNK ? "a symbolic link" : OutputFile.kind(entry.st_mode)
      throw InputError(
        message:
          "\(InputFile.name(folder + name)): \(kind), not a regular file: only regular files are read from a folder; remove it",
        isUntrusted: true)
    }
    return wanted
  }

  /// The files of the data folder at `path`, or nil when there is no
  /// folder there (nothing downloaded yet).
  static func dataFolderFiles(at path: String, session: FileSession) throws -> [HolidayFile]? {
    var status = stat()
    guard stat(session.context.resolve(path), &status) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw InputError(
        message: "\(InputFile.name(path)): cannot read the data folder: \(OutputFile.reason(errno))")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw InputError(message: "\(InputFile.name(path)): the data folder is not a folder (see \(DataFolder.variable))")
    }
    return try files(at: path, published: true, session: session)
  }

  private static func file(
    at path: String, origin: InputFile.Origin, published: Bool = false, session: FileSession
  ) throws -> HolidayFile {
    let bytes = try InputFile.read(path, limit: InputFile.holidayFileLimit, origin: origin, session: session)
    let source = path == "-" ? "standard input" : path
    return published
      ? try HolidayFile.published(holidayCN: bytes, source: source).file
      : try HolidayFile(holidayCN: bytes, source: source)
  }
}
