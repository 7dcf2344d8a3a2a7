#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The official arrangement of days off and working days, merged from
/// holiday-cn files into one table keyed by date, and the years it covers.
///
/// A year is *covered* when a file for that year lists at least one day; an
/// absent or empty file means the notice is not published yet. A listed day
/// is covered even outside a covered year (2007.json lists 2006-12-30).
///
/// Files given together form one layer, in which a date listed both as a day
/// off and as a working day is an error naming both sources. Layers stack
/// with ``overlaid(by:addingCoverage:)``: for a date listed by both, the later
/// layer wins.
public struct HolidayCalendar: Sendable {
  /// The files merged into this calendar, in the order they were applied.
  public private(set) var files: [HolidayFile] = []
  /// The sources laid over the first layer with ``overlaid(by:addingCoverage:)``,
  /// in order: newer data and overlays, as opposed to the built-in files.
  public private(set) var addedSources: [String] = []
  private var entriesByDay: [Int: HolidayEntry] = [:]
  private var coveredYearSet: Set<Int> = []

  /// A calendar with no official days: every year uncovered.
  public init() {}

  /// Merges files into one layer.
  ///
  /// - Throws: ``HolidayDataError/conflictingEntries(date:first:second:)``
  ///   when two files disagree about a date.
  public init(files: [HolidayFile]) throws {
    var origin: [Int: Int] = [:]  // day -> index in its file's days, for messages
    entriesByDay.reserveCapacity(files.reduce(0) { $0 + $1.days.count })
    for file in files {
      for (index, entry) in file.days.enumerated() {
        let day = entry.date.daysSinceEpoch
        if let earlier = entriesByDay[day] {
          if earlier.isOffDay != entry.isOffDay {
            throw HolidayDataError.conflictingEntries(
              date: entry.date,
              first: Self.describe(source: earlier.source, path: "days[\(origin[day] ?? 0)]", isOffDay: earlier.isOffDay),
              second: Self.describe(source: file.source, path: "days[\(index)]", isOffDay: entry.isOffDay))
          }
        } else {
          origin[day] = index
        }
        entriesByDay[day] = entry
      }
      if file.isPublished { coveredYearSet.insert(file.year) }
    }
    self.files = files
    entries = entriesByDay.sorted { $0.key < $1.key }.map(\.value)
  }

  static func describe(source: String, path: String, isOffDay: Bool) -> String {
    "\(source) \(path) says \(isOffDay ? "day off" : "working day")"
  }

  /// This calendar with `other` applied on top: for every date `other`
  /// lists, its entry replaces this one's.
  ///
  /// - Parameter addingCoverage: Whether the years `other` publishes become
  ///   covered. True for newer official data; false for a personal or
  ///   company overlay, which must not make an unpublished year look official.
  public func overlaid(by other: HolidayCalendar, addingCoverage: Bool = true) -> HolidayCalendar {
    var result = self
    result.files += other.files
    result.addedSources += (other.addedSources.isEmpty ? other.files.map(\.source) : other.addedSources)
      .filter { !result.addedSources.contains($0) }
    result.entriesByDay.merge(other.entriesByDay) { _, later in later }
    if addingCoverage { result.coveredYearSet.formUnion(other.coveredYearSet) }
    result.entries = result.entriesByDay.sorted { $0.key < $1.key }.map(\.value)
    return result
  }

  /// The entry for a date, if any file lists it.
  public func entry(on date: CivilDate) -> HolidayEntry? {
    entriesByDay[date.daysSinceEpoch]
  }

  /// Every listed entry, in date order.
  public private(set) var entries: [HolidayEntry] = []

  /// The covered years, in increasing order.
  public var coveredYears: [Int] { coveredYearSet.sorted() }

  /// Whether official data exists for `year`.
  public func covers(year: Int) -> Bool { coveredYearSet.contains(year) }

  /// Whether the official status of `date` is known: its year is covered,
  /// or a published file lists it.
  public func covers(_ date: CivilDate) -> Bool {
    coveredYearSet.contains(date.year) || entriesByDay[date.daysSinceEpoch] != nil
  }

  /// The addresses of the official notices behind the covered years, in
  /// file order, without repeats.
  public var papers: [String] {
    var seen: Set<String> = []
    return files.flatMap(\.papers).filter { seen.insert($0).inserted }
  }

  /// The holiday-cn files built into the library from the `holidays/` folder.
  ///
  /// - Throws: ``HolidayDataError`` only if the built-in data is broken,
  ///   which the package's tests rule out.
  public static func embedded() throws -> HolidayCalendar {
    try HolidayCalendar(files: embeddedHolidayFiles)
  }

  /// The built-in files, read from the table `make embed` generates (a
  /// line `2026-10-01 1 国庆节` per day); the tests check it says exactly
  /// what the strict reader finds in `holidays/`.
  public static var embeddedHolidayFiles: [HolidayFile] {
    embeddedFiles.map { file in
      var days: [HolidayEntry] = []
      for line in file.days.utf8.split(separator: UInt8(ascii: "\n")) {
        guard line.count > 13, let date = CivilDate(iso8601: Substring(line.prefix(10))) else { continue }
        let isOffDay = line[line.index(line.startIndex, offsetBy: 11)] == UInt8(ascii: "1")
        let name = String(Substring(line.dropFirst(13)))
        days.append(HolidayEntry(date: date, name: name, isOffDay: isOffDay, source: file.name))
      }
      return HolidayFile(source: file.name, year: file.year, papers: file.papers, days: days)
    }
  }
}
