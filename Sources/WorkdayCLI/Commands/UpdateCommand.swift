import HolidayKit
import HolidayKitCalDAV
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

/// `workday-ics update`: downloads the holiday-cn year files that are new
/// or changed into the data folder (``DataFolder``), which every command
/// reads after the built-in data, and says what changed.
///
/// Each year's file is tried from each source in order until one gives a
/// file that the reader accepts (top-level keys it does not know
/// ignored, with one warning a run) and that HolidayKit takes against the
/// copies kept (``HolidayCopies/verdict(on:forYear:force:)``: the newest
/// notice wins); an empty file is never written, and a file that says
/// what the old copy says is not rewritten.
///
/// Exit status: 0 when a year's file was written (or, with `--dry-run`,
/// would be); 1 when nothing changed; 3 when nothing changed and a year
/// could not be updated (every source failed, what they gave was refused,
/// or the folder could not be written); 2 for a usage error, bad data
/// already in the folder, or a folder another user could change
/// (``FileTrust``), which is neither read nor written.
struct UpdateCommand: Command {
  var name: String { "update" }
  var usage: String { "[OPTION]..." }
  var brief: String { "update" }
  var exitStatuses: [ExitStatus] {
    [
      ExitStatus(0, "a file was written (with \(Option.dryRun): would be)"), ExitStatus(1, "nothing changed"),
      .usage,
      ExitStatus(
        UpdateCommand.notUpdatedStatus,
        "nothing changed and a year could not be updated (no source answered, what they gave was refused, or the data folder could not be written)"
      ),
      .notWritten("the report"),
    ]
  }
  var summary: String {
    "download new or changed holiday-cn files (this year and next) into the data folder; exit 0 changed, 1 unchanged, 3 not updated"
  }
  var about: String {
    """
    Download the holiday-cn files of this year and the next (in \(Option.timeZone))
    into the data folder, which every command reads after the built-in data,
    and print what changed: per year 'new', 'changed', 'unchanged' or 'not
    published yet', then each day that became a working day (+) or stopped
    being one (-), for a Monday-to-Friday week.

    A download replaces the old copy atomically, and only when the strict
    reader accepts it, it is for the right year, it lists days (an empty
    file means the notice is not out yet, never "no holidays", and is not
    written) and it is not older than the old copy (the data folder's, else
    the built-in one) by the notices they cite: a copy citing every notice
    the old copy cites and more is taken whatever days it drops or moves,
    one lacking a notice the old copy cites is refused, and one citing the
    same notices must keep the old copy's days unless \(Option.force). A
    file that says what the old copy says is not rewritten. Sources are
    tried in order until one gives a file to take:
    raw.githubusercontent.com, then fastly.jsdelivr.net and cdn.jsdelivr.net
    (the mirrors the upstream README lists; fastly is the one usually
    reachable from mainland China). Downloads use the system's curl: HTTPS
    only (plain HTTP to this machine alone), 1 MiB, 10 s to connect, 60 s
    in all, at most 5 redirects and only to HTTPS (one elsewhere, or a
    loop, is named with where it led).
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        [
          .data, .source,
          .year.explained(
            "a year or a range such as 2026-2027; repeatable (default this year and the next, in \(Option.timeZone))"),
          .force, .dryRun,
          .timeZone.explained("the IANA zone whose \"today\" decides the years (default Asia/Shanghai)"),
          .quiet.explained("no report and no warnings (errors are printed)"), .help, .version,
        ])
    ]
  }
  var epilogue: String {
    """
    Regenerate after every update, not only when it changed something:
    'workday-ics update -q; workday-ics generate -q -o FILE' writes FILE only
    when its bytes change, and catches up after any failed run.
    """
  }

  /// The exit status when nothing changed and a year could not be updated.
  static let notUpdatedStatus: Int32 = 3

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("update", atMost: 0)
    var sources: [HolidaySource] = []
    for text in arguments.values(.source) { sources.append(try HolidaySource(parsing: text)) }
    if sources.isEmpty { sources = HolidaySource.defaults }
    let years = try RequestSettings(arguments, in: run, range: .separateYears).separateYears
    let location = try DataFolder.locate(given: arguments.value(.data), in: run.context)
    guard let folder = location.folder else {
      throw UsageError(
        message:
          "update: \(location.absence ?? "no data folder"); give \(Option.data) DIR or set \(DataFolder.variable)")
    }
    // On a terminal, the year and what it waits for on one line of
    // standard error, updated in place.
    let progress = ProgressLine(run: run, task: "update: ")
    let transport = ProgressTransport(base: try Download.transport(in: run.context), line: progress)
    var pass = Pass(
      folder: folder, copies: try Self.copies(inFolder: folder, files: run.files), sources: sources,
      transport: transport, force: arguments.has(.force), dryRun: arguments.has(.dryRun),
      isQuiet: run.console.isQuiet, terminal: run.terminal, files: run.files)
    var changed = false
    var failed = false
    for (index, year) in years.enumerated() {
      progress?.task = "update: \(year) (year \(index + 1) of \(years.count)): "
      switch try pass.update(year) {
      case .written: changed = true
      case .failed: failed = true
      case .unchanged, .notPublished: break
      }
    }
    return changed ? 0 : failed ? Self.notUpdatedStatus : 1
  }

  /// What became of one year.
  enum Outcome {
    /// The file was written (or would be, with `--dry-run`).
    case written
    /// The sources say what the old copy says.
    case unchanged
    /// Every answer was an empty file and there is no published copy.
    case notPublished
    /// No source gave a file that could be taken.
    case failed
  }

  /// The data folder's files, read strictly, over the built-in ones:
  /// each readable `*.json` file (but `schema.json`) by name, and why each
  /// `YYYY.json` file the strict reader refused is refused (a download
  /// may replace it). A folder that another user owns or may write is
  /// refused (nothing is downloaded into it), as are names in it that are
  /// not regular files, as every command does, through the run's `files`.
  static func copies(inFolder folder: String, files session: FileSession) throws -> HolidayCopies {
    var copies = try HolidayCopies()
    var status = stat()
    guard stat(session.context.resolve(folder), &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return copies }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in try HolidaySources.fileNames(inFolder: folder, registers: false, session: session) {
      do {
        let bytes = try InputFile.read(
          prefix + name, limit: InputFile.holidayFileLimit, origin: .listed, registers: false, session: session)
        copies.folder[name] = try HolidayFile.published(holidayCN: bytes, source: prefix + name).file
      } catch let error as InputError where error.isUntrusted {
        throw error  // another user's file is refused, not replaced
      } catch {
        guard let year = HolidayFile.year(inFileName: name) else { throw error }
        copies.unreadable[year] =
          (error as? HolidayDataError)?.description ?? (error as? InputError)?.message ?? "\(error)"
      }
    }
    return copies
  }

  /// One pass over the years asked for.
  struct Pass {
    let folder: String
    /// The built-in copies and the data folder's, as this pass left them.
    var copies: HolidayCopies
    let sources: [HolidaySource]
    /// What the files are downloaded over.
    let transport: any HTTPTransport
    let force: Bool
    let dryRun: Bool
    /// Whether the report is left out (`--quiet`).
    let isQuiet: Bool
    /// Where the report, the warnings and the errors of a year go.
    let terminal: Terminal
    /// The run's reads, whose inputs a file written may not replace.
    let files: FileSession
    /// Sources that could not be reached, with the year they failed for:
    /// not tried again for later years.
    var unreachable: [HolidaySource: Int] = [:]
    /// Whether a download's unknown top-level keys were warned about:
    /// once a run.
    var warnedOfIgnoredKeys = false

    /// Updates the file of `year` and reports it.
    mutating func update(_ year: Int) throws -> Outcome {
      let path = (folder.hasSuffix("/") ? folder : folder + "/") + HolidayFile.fileName(ofYear: year)
      // The copy the download is compared with: the data folder's, else
      // the built-in one, whichever cites more notices.
      let newest = copies.newestCopy(of: year)
      let oldCopy =
        newest.map { "\($0.isBuiltIn ? "the built-in copy" : "the data folder's copy") \($0.file.source)" } ?? ""
      if let stale = newest?.olderFolderCopy {
        terminal.warning(
          "\(year): the copy in the data folder is older than the built-in one (it lacks \(Self.notices(stale.missingNotices))) and is left unused; a download replaces it"
        )
      }
      if let reason = copies.unreadable[year] {
        terminal.warning("\(year): the copy in the data folder cannot be read (\(reason)); a download replaces it")
      }
      var reasons: [String] = []
      // The first source that gave an empty file, and how many days the
      // kept copy it would empty lists.
      var emptyAt: (url: String, keeping: Int?)?
      for source in sources {
        let url = source.url(year: year)
        if let earlier = unreachable[source] {
          reasons.append("\(url): not tried, the host could not be reached for \(earlier)")
          continue
        }
        let bytes: [UInt8]
        switch Download.fetch(url, over: transport) {
        case .success(let downloaded): bytes = downloaded
        case .failure(let failure):
          if failure.isUnreachable { unreachable[source] = year }
          reasons.append("\(url): \(failure.message)")
          continue
        }
        let file: HolidayFile
        do {
          let read = try HolidayFile.published(holidayCN: bytes, source: url)
          file = read.file
          if !read.ignoredKeys.isEmpty, !warnedOfIgnoredKeys {
            warnedOfIgnoredKeys = true
            terminal.warning(
              "\(year): \(url) has top-level keys this version does not know (\(Self.list(read.ignoredKeys))): ignored")
          }
        } catch {
          reasons.append((error as? HolidayDataError)?.description ?? "\(url): \(error)")
          continue
        }
        let taking: HolidayCopies.Taking
        switch try copies.verdict(on: file, forYear: year, force: force) {
        case .wrongYear(let found):
          reasons.append("\(url): the file is for \(found), not \(year)")
          continue
        case .notPublished:
          emptyAt = emptyAt ?? (url, nil)
          continue
        case .emptied(let keeping):
          emptyAt = emptyAt ?? (url, keeping)
          continue
        case .older(let lacking):
          reasons.append(
            "\(url): refused: an older copy than \(oldCopy), which cites \(Self.notices(lacking)) that it lacks")
          continue
        case .divergent(let lacking, let citing):
          reasons.append(
            "\(url): refused: it lacks \(Self.notices(lacking)) that \(oldCopy) cites, and cites \(Self.notices(citing)) that it does not: neither copy follows from the other; \(Option.force) takes it"
          )
          continue
        case .changesDays(let changed, let count):
          reasons.append(
            "\(url): refused: it cites the same notices as the old copy but drops or turns over \(changed.count) of the \(count) days that copy lists (\(Self.list(changed))); \(Option.force) takes it"
          )
          continue
        case .unusable(let error):
          reasons.append("\(url): refused: \((error as? HolidayDataError)?.description ?? "\(error)")")
          continue
        case .unchanged:
          for reason in reasons { terminal.warning("\(year): \(reason); used \(url)") }
          say("\(year): unchanged" + (newest?.isBuiltIn == true ? " (as built in)" : ""))
          return .unchanged
        case .taken(let taken): taking = taken
        }
        if !dryRun {
          do {
            try write(bytes, to: path)
          } catch let error as OutputError {
            // The data did not change: the year is not updated (3), not
            // "unchanged" (1).
            terminal.error("\(year): not updated: \(error.message)")
            return .failed
          }
        }
        copies = taking.copies
        for reason in reasons { terminal.warning("\(year): \(reason); used \(url)") }
        report(year, taking, new: file, url: url)
        return .written
      }
      if let emptyAt {
        if let keeping = emptyAt.keeping {
          reasons.append(
            "\(emptyAt.url): refused: it lists no days (not published), but the old copy lists \(keeping); kept the old copy"
          )
        } else {
          for reason in reasons { terminal.warning("\(year): \(reason)") }
          say("\(year): not published yet")
          return .notPublished
        }
      }
      terminal.error("\(year): not updated: \(reasons.joined(separator: "; "))")
      return .failed
    }

    /// Puts `bytes` at `path` atomically, making the folder (0755 less
    /// the umask) if need be; the file is 0644 less the umask, so that no
    /// other user may write what every command trusts (``FileTrust``).
    private func write(_ bytes: [UInt8], to path: String) throws {
      // The first folder that could not be made, and why: the real cause
      // (a read-only file system, a parent the user may not write), not
      // the "no such file" of the folders after it.
      var failure: (path: String, code: Int32)? = nil
      var prefix = ""
      let place = files.context.resolve(folder)
      for (index, part) in place.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
        prefix += (index == 0 ? "" : "/") + part
        if !prefix.isEmpty, mkdir(prefix, 0o755) != 0, errno != EEXIST, failure == nil {
          failure = (prefix, errno)
        }
      }
      var status = stat()
      let found = stat(place, &status) == 0
      guard found, status.st_mode & S_IFMT == S_IFDIR else {
        var reason = OutputFile.reason(found ? ENOTDIR : failure?.code ?? errno)
        if !found, let failure, failure.path != place {
          reason = "cannot create '\(VisibleText.excerpt(failure.path, limit: 200))': " + reason
        }
        throw OutputError(
          message: "cannot create the data folder '\(VisibleText.excerpt(folder, limit: 200))': \(reason)")
      }
      // A folder just made where another user could swap it would be
      // refused by every command: say so now, and write nothing.
      try FileTrust.checkFolder(status, path: folder, listed: true, session: files)
      try OutputFile.write(to: path, mode: 0o644 & ~files.context.fileModeMask, session: files) { output in
        bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
      }
    }

    /// Prints what a written year brings: a line for the year, then one
    /// per day whose working status changed.
    private func report(_ year: Int, _ taking: HolidayCopies.Taking, new: HolidayFile, url: String) {
      let count = new.days.count
      let offDays = new.days.filter(\.isOffDay).count
      var header: String
      switch taking.replaced {
      case .unreadable: header = "\(year): replaced the unreadable copy, \(count) days"
      case .olderFolderCopy: header = "\(year): replaced the older copy in the data folder, \(count) days"
      case .published(let old):
        header = "\(year): changed, \(old.days.count) → \(count) days"
        if !taking.newNotices.isEmpty { header += ", by \(Self.notices(taking.newNotices))" }
      case .unpublished:
        header =
          "\(year): new, \(count) days (\(Self.counted(offDays, "day off", "days off")), \(Self.counted(count - offDays, "working day", "working days")))"
      }
      header += ", from \(url)"
      if dryRun { header += "; not written (\(Option.dryRun))" }
      say(VisibleText.escaped(header))
      for change in taking.changes {
        let sign = change.isNewWorkingDay ? "+" : "-"
        say(
          VisibleText.escaped(
            "  \(sign) \(change.date) \(change.date.weekday.name(in: .english)): \(change.after.phrase)"))
      }
      if taking.changes.isEmpty { say("  no working day changed") }
    }

    /// Prints a line of the report, unless `--quiet`.
    private func say(_ line: String) {
      if !isQuiet { terminal.print(line) }
    }

    /// `1 day off`, `2 days off`.
    static func counted(_ count: Int, _ one: String, _ many: String) -> String {
      "\(count) \(count == 1 ? one : many)"
    }

    /// The first few dates of `dates`, for a message.
    static func list(_ dates: [CivilDate]) -> String {
      list(dates.map(\.iso8601))
    }

    /// The first few of `items`, for a message.
    static func list(_ items: [String]) -> String {
      let shown = items.prefix(5).joined(separator: ", ")
      return items.count > 5 ? shown + ", …" : shown
    }

    /// `the notice URL`, `2 notices: URL, URL`.
    static func notices(_ urls: [String]) -> String {
      urls.count == 1 ? "the notice \(urls[0])" : "\(urls.count) notices: \(list(urls))"
    }
  }
}
