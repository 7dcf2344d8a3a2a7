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
  /// Every listed entry, in date order, one per date.
  public private(set) var entries: [HolidayEntry] = []
  /// `entries[i].date.daysSinceEpoch`, for searching and for the working-day table.
  private(set) var entryDays: [Int] = []
  /// The covered years, in increasing order.
  public private(set) var coveredYears: [Int] = []

  /// A calendar with no official days: every year uncovered.
  public init() {}

  /// Merges files into one layer.
  ///
  /// - Throws: ``HolidayDataError/conflictingEntries(date:first:second:)``
  ///   when two files disagree about a date.
  public init(files: [HolidayFile]) throws {
    var table = Table()
    let count = files.reduce(0) { $0 + $1.days.count }
    table.entries.reserveCapacity(count)
    table.entryDays.reserveCapacity(count)
    // Files list their days in date order and follow each other in year
    // order, so the days usually come sorted and merge as they are.
    var previous = Int.min
    var position = 0
    var sorted = true
    scan: for file in files {
      for entry in file.days {
        let day = entry.date.daysSinceEpoch
        guard day >= previous else {
          sorted = false
          break scan
        }
        try table.add(entry, day: day, position: position, files: files)
        previous = day
        position += 1
      }
    }
    if !sorted {
      table = Table()
      let listed = files.flatMap(\.days)
      let days = listed.map(\.date.daysSinceEpoch)
      let order = days.indices.sorted { days[$0] != days[$1] ? days[$0] < days[$1] : $0 < $1 }
      for position in order { try table.add(listed[position], day: days[position], position: position, files: files) }
    }
    self.files = files
    entries = table.entries
    entryDays = table.entryDays
    coveredYears = files.filter(\.isPublished).map(\.year).sortedUnique()
  }

  /// Entries being merged in date order, one per date.
  private struct Table {
    var entries: [HolidayEntry] = []
    var entryDays: [Int] = []
    /// The position of `entries.last` in the files' days, one file after another.
    var kept = 0

    /// Adds the entry at `position`, which falls on `day`, not before the last.
    mutating func add(_ entry: HolidayEntry, day: Int, position: Int, files: [HolidayFile]) throws {
      if entryDays.last == day {
        if entries[entries.count - 1].isOffDay != entry.isOffDay {
          throw HolidayDataError.conflictingEntries(
            date: entry.date, first: HolidayCalendar.describe(position: kept, in: files),
            second: HolidayCalendar.describe(position: position, in: files))
        }
        entries[entries.count - 1] = entry
      } else {
        entries.append(entry)
        entryDays.append(day)
      }
      kept = position
    }
  }

  /// `source days[i] says …` for the entry at `position` of the files' days
  /// taken one file after another.
  private static func describe(position: Int, in files: [HolidayFile]) -> String {
    var index = position
    for file in files {
      if index < file.days.count {
        return describe(source: file.source, path: "days[\(index)]", isOffDay: file.days[index].isOffDay)
      }
      index -= file.days.count
    }
    return "position \(position)"
  }

  static func describe(source: String, path: String, isOffDay: Bool) -> String {
    "\(source) \(path) says \(isOffDay ? "day off" : "working day")"
  }

  /// This calendar with `other` applied on top: for every date `other`
  /// lists, its entry replaces this one's.
  ///
  /// - Parameters:
  ///   - other: The layer on top: newer official data, or an overlay.
  ///   - addingCoverage: Whether the years `other` publishes become
  ///     covered. True for newer official data; false for a personal or
  ///     company overlay, which must not make an unpublished year look official.
  public func overlaid(by other: HolidayCalendar, addingCoverage: Bool = true) -> HolidayCalendar {
    var result = HolidayCalendar()
    result.files = files + other.files
    result.addedSources = addedSources
    result.addedSources += (other.addedSources.isEmpty ? other.files.map(\.source) : other.addedSources)
      .filter { !result.addedSources.contains($0) }
    result.coveredYears = addingCoverage ? (coveredYears + other.coveredYears).sortedUnique() : coveredYears
    // Merge the two date-ordered lists, the later layer winning ties.
    var mine = 0
    var theirs = 0
    while mine < entries.count || theirs < other.entries.count {
      let takeMine =
        theirs == other.entries.count || (mine < entries.count && entryDays[mine] < other.entryDays[theirs])
      if takeMine {
        result.entries.append(entries[mine])
        result.entryDays.append(entryDays[mine])
        mine += 1
      } else {
        if mine < entries.count, entryDays[mine] == other.entryDays[theirs] { mine += 1 }
        result.entries.append(other.entries[theirs])
        result.entryDays.append(other.entryDays[theirs])
        theirs += 1
      }
    }
    return result
  }

  /// The entry for a date, if any file lists it.
  public func entry(on date: CivilDate) -> HolidayEntry? {
    let day = date.daysSinceEpoch
    var low = 0
    var high = entryDays.count
    while low < high {
      let middle = low + (high - low) / 2
      if entryDays[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low < entryDays.count && entryDays[low] == day ? entries[low] : nil
  }

  /// Whether official data exists for `year`.
  public func covers(year: Int) -> Bool { coveredYears.contains(year) }

  /// Whether the official status of `date` is known: its year is covered,
  /// or a published file lists it.
  public func covers(_ date: CivilDate) -> Bool {
    covers(year: date.year) || entry(on: date) != nil
  }

  /// The years of the range with a day no data covers, in order: a
  /// partly listed year (2006: the two days of 2007.json) counts where it
  /// is not listed.
  package func uncoveredYears(from start: CivilDate, through end: CivilDate) -> [Int] {
    guard start <= end else { return [] }
    return (start.year...end.year).filter { year in
      guard !covers(year: year) else { return false }  // every day of it is covered
      let first = max(start, CivilDate(uncheckedYear: year, month: 1, day: 1))
      let last = min(end, CivilDate(uncheckedYear: year, month: 12, day: 31))
      return stride(from: first, through: last, by: 1).contains { !covers($0) }
    }
  }

  /// The addresses of the official notices behind the covered years, in
  /// file order, without repeats.
  public var papers: [String] { papers(ofYears: Int.min...Int.max) }

  /// The addresses of the notices in the files for `years`, in file order,
  /// without repeats.
  public func papers(ofYears years: ClosedRange<Int>) -> [String] {
    var papers: [String] = []
    for file in files where years.contains(file.year) {
      for paper in file.papers where !papers.contains(paper) { papers.append(paper) }
    }
    return papers
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
      var text = file.days
      let days = text.withUTF8 { bytes in
        var days: [HolidayEntry] = []
        days.reserveCapacity(file.count)
        var name = ""
        var nameBytes = 0..<0  // where `name` was read from: days come in runs of one holiday
        var lineStart = 0
        while lineStart < bytes.count {
          var lineEnd = lineStart
          while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
          defer { lineStart = lineEnd + 1 }
          guard lineEnd - lineStart > 13, let date = embeddedDate(bytes, at: lineStart) else { continue }
          let isOffDay = bytes[lineStart + 11] == UInt8(ascii: "1")
          let lineName = (lineStart + 13)..<lineEnd
          if !bytes[lineName].elementsEqual(bytes[nameBytes]) {
            nameBytes = lineName
            name = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineName]), as: UTF8.self)
          }
          days.append(HolidayEntry(date: date, name: name, isOffDay: isOffDay, source: file.name))
        }
        return days
      }
      return HolidayFile(source: file.name, year: file.year, papers: file.papers, days: days)
    }
  }

  /// The date in `YYYY-MM-DD` at `start` of the embedded table.
  private static func embeddedDate(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> CivilDate? {
    func digits(_ offset: Int, _ count: Int) -> Int {
      var value = 0
      for index in (start + offset)..<(start + offset + count) {
        value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
      }
      return value
    }
    return CivilDate(year: digits(0, 4), month: digits(5, 2), day: digits(8, 2))
  }
}
