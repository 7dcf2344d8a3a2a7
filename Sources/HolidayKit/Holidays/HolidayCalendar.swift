#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The official arrangement of days off and working days, merged from
/// holiday-cn files into one table keyed by date, and the years it covers,
/// with any personal or company days laid over it.
///
/// A year is *covered* when a file of official data for that year lists at
/// least one day; an absent or empty file means the notice is not
/// published yet. A day an official file lists is covered even outside a
/// covered year (2007.json lists 2006-12-30).
///
/// Files given together form one layer, in which a date listed both as a day
/// off and as a working day is an error naming both sources. Three
/// operations add data, and only official data ever adds coverage:
///
/// - ``updated(with:)``: newer official files, each replacing the official
///   data of its year (a corrected notice, a file `update` downloaded, a
///   ``ProvisionalYear`` prediction). A day the newer file no longer lists
///   goes back to the regular week.
/// - ``supplemented(by:)``: official data laid over this one day by day, a
///   later layer winning for the dates it lists, its years covered.
/// - ``overlaid(by:)``: personal or company days (leave, a company's own
///   make-up day). They change the answers for the days they list, never
///   which years are covered: a day of leave in 2027 does not make 2027's
///   official data known. Overlays stay above every official layer.
public struct HolidayCalendar: Sendable {
  /// The files merged into this calendar: the official layers' in the
  /// order they were applied, then the overlays'.
  public private(set) var files: [HolidayFile] = []
  /// Every listed entry, overlays applied, in date order, one per date.
  public private(set) var entries: [HolidayEntry] = []
  /// `entries[i].date.daysSinceEpoch`, for searching and for the working-day table.
  private(set) var entryDays: [Int] = []
  /// Where each of ``entries`` comes from.
  private(set) var entryStandings: [Standing] = []
  /// The days the official layers list, in increasing order: covered even
  /// outside a covered year.
  private(set) var officialDays: [Int] = []
  /// The entry of each of ``officialDays``: the official layers merged,
  /// without the overlays (what the law is asked about).
  private(set) var officialEntries: [HolidayEntry] = []
  /// Where each of ``officialEntries`` comes from.
  private(set) var officialStandings: [Standing] = []
  /// The covered years, in increasing order: the years of the official
  /// files that list days.
  public private(set) var coveredYears: [Int] = []
  /// The years answered from a ``ProvisionalYear`` laid over the official
  /// data rather than from a notice, in increasing order.
  public private(set) var provisionalYears: [Int] = []
  /// The official layers, lowest first: the built-in data, then newer data.
  private var officialLayers: [Layer] = [Layer()]
  /// The layers of personal or company days, lowest first.
  private var overlayLayers: [Layer] = []

  /// The sources laid over the first layer, in order: newer official data
  /// and overlays, as opposed to the built-in files.
  public var addedSources: [String] {
    var sources: [String] = []
    for layer in officialLayers.dropFirst() + overlayLayers {
      for file in layer.files where !sources.contains(file.source) { sources.append(file.source) }
    }
    return sources
  }

  /// The sources of the overlays' files (personal or company days, a
  /// group's days), in the order they were laid over, each once.
  package var overlaySources: [String] {
    var sources: [String] = []
    for layer in overlayLayers {
      for file in layer.files where !sources.contains(file.source) { sources.append(file.source) }
    }
    return sources
  }

  /// The sources of the personal or company days laid over the data
  /// (``Standing/overlay``), a group's days left out, each once.
  package var ownOverlaySources: [String] {
    var sources: [String] = []
    for layer in overlayLayers where layer.standing == .overlay {
      for file in layer.files where !sources.contains(file.source) { sources.append(file.source) }
    }
    return sources
  }

  /// A calendar with no official days: every year uncovered.
  public init() {}

  /// Merges files of official data into one layer.
  ///
  /// - Throws: ``HolidayDataError/conflictingEntries(date:first:second:)``
  ///   when two files disagree about a date.
  public init(files: [HolidayFile]) throws {
    officialLayers = [try Layer(files: files)]
    rebuild()
  }

  /// On whose word a layer's days rest.
  package enum Standing: Sendable {
    /// The State Council's notices: the built-in data, the files `update`
    /// downloads, and a ``ProvisionalYear`` laid in their place.
    case notice
    /// Data a person gave as the arrangement (`--holidays`): it answers
    /// as official data does, but has no standing in law.
    case given
    /// Personal or company days (leave, a company's own make-up day).
    case overlay
    /// The days the law gives a group of citizens off (Art. 3: 儿童节 for
    /// children), laid over the calendar for those groups.
    case groupDay
  }

  /// Files merged into one table, in date order, one entry per date.
  private struct Layer: Sendable {
    var files: [HolidayFile] = []
    var entries: [HolidayEntry] = []
    var days: [Int] = []
    var standing = Standing.notice

    init() {}

    /// Merges `files`.
    ///
    /// - Throws: ``HolidayDataError/conflictingEntries(date:first:second:)``
    ///   when two files disagree about a date.
    init(files: [HolidayFile]) throws {
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
      self.days = table.entryDays
    }
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

  /// This calendar with newer official data: each file replaces the
  /// official data of its year in every official layer (the days it
  /// lists, those of the December before included), and the files form a
  /// new official layer on top. A day the older data listed and the newer
  /// file does not goes back to the regular week, so a corrected notice
  /// takes effect. Overlays stay on top.
  ///
  /// Read each file with ``HolidayFile/init(holidayCN:source:)``, the
  /// strict reader, and check its ``HolidayFile/year`` is the year you
  /// asked for.
  ///
  /// - Throws: ``HolidayDataError/notPublished(source:year:)`` for a file
  ///   that lists no days (its notice is not out yet, and an empty file
  ///   must never withdraw a published year);
  ///   ``HolidayDataError/conflictingEntries(date:first:second:)`` when
  ///   two of the files disagree about a date.
  public func updated(with files: [HolidayFile]) throws -> HolidayCalendar {
    if let empty = files.first(where: { !$0.isPublished }) {
      throw HolidayDataError.notPublished(source: empty.source, year: empty.year)
    }
    let layer = try Layer(files: files)
    let years = Set(files.map(\.year))
    var result = self
    result.officialLayers = try officialLayers.map { old in
      guard old.files.contains(where: { years.contains($0.year) }) else { return old }
      var kept = try Layer(files: old.files.filter { !years.contains($0.year) })
      kept.standing = old.standing
      return kept
    }
    result.officialLayers.append(layer)
    result.rebuild()
    return result
  }

  /// This calendar with a layer of official data laid over it day by day:
  /// for every date `other` lists, its entry replaces this one's, and the
  /// years `other` publishes become covered. Dates `other` does not list
  /// keep their answers; use ``updated(with:)`` for a file that replaces
  /// its year. Overlays, this calendar's and `other`'s, stay on top.
  public func supplemented(by other: HolidayCalendar) -> HolidayCalendar {
    var result = self
    result.officialLayers += other.officialLayers.filter { !$0.files.isEmpty }
    result.overlayLayers += other.overlayLayers
    result.rebuild()
    return result
  }

  /// ``supplemented(by:)`` with data a person gave as the arrangement:
  /// a file that cites notices (non-empty ``HolidayFile/papers``) is
  /// official data, a notice's days; one that cites none is a company's
  /// own, and a day it lists has no standing in law
  /// (``WorkdayCalendar/Day/legal`` is nil there). A day it does not list
  /// keeps the official answer.
  package func supplemented(byGiven other: HolidayCalendar) -> HolidayCalendar {
    var given = other
    given.officialLayers = other.officialLayers.flatMap { layer -> [Layer] in
      let citing = layer.files.filter { !$0.papers.isEmpty }
      if citing.count == layer.files.count { return [layer] }
      var own = citing.isEmpty ? layer : ((try? Layer(files: layer.files.filter { $0.papers.isEmpty })) ?? layer)
      own.standing = .given
      guard !citing.isEmpty, let official = try? Layer(files: citing) else { return [own] }
      return [official, own]
    }
    return supplemented(by: given)
  }

  /// This calendar with personal or company days laid over it: for every
  /// date `overlay` lists, its entry replaces this one's, but no year
  /// becomes covered, whatever `overlay`'s files say: a day the official
  /// data does not cover still throws ``CoverageError`` (or, with
  /// ``WorkdayCalendar/assumesRegularWeek``, is answered from the regular
  /// week with the overlay's days, and marked provisional).
  public func overlaid(by overlay: HolidayCalendar) -> HolidayCalendar {
    overlaid(by: overlay, standing: .overlay)
  }

  /// ``overlaid(by:)``, the days of `overlay` resting on `standing` (an
  /// overlay's, or a group's days).
  package func overlaid(by overlay: HolidayCalendar, standing: Standing) -> HolidayCalendar {
    var result = self
    result.overlayLayers += (overlay.officialLayers + overlay.overlayLayers).filter { !$0.files.isEmpty }.map {
      var layer = $0
      layer.standing = standing
      return layer
    }
    result.rebuild()
    return result
  }

  /// Recomputes the merged table, the official days and the coverage from
  /// the layers.
  private mutating func rebuild() {
    var merged = Merged()
    for layer in officialLayers { merged = Self.merge(merged, layer) }
    (officialEntries, officialDays, officialStandings) = (merged.entries, merged.days, merged.standings)
    for layer in overlayLayers { merged = Self.merge(merged, layer) }
    (entries, entryDays, entryStandings) = (merged.entries, merged.days, merged.standings)
    let official = officialLayers.flatMap(\.files)
    files = official + overlayLayers.flatMap(\.files)
    coveredYears = official.filter(\.isPublished).map(\.year).sortedUnique()
    provisionalYears = files.filter(\.isPredicted).map(\.year).sortedUnique()
  }

  /// A date-ordered table of entries, with where each comes from.
  private struct Merged {
    var entries: [HolidayEntry] = []
    var days: [Int] = []
    var standings: [Standing] = []
  }

  /// Two date-ordered tables merged, `upper` winning the dates both list.
  private static func merge(_ lower: Merged, _ upper: Layer) -> Merged {
    let upperStandings = [Standing](repeating: upper.standing, count: upper.days.count)
    if lower.days.isEmpty { return Merged(entries: upper.entries, days: upper.days, standings: upperStandings) }
    if upper.days.isEmpty { return lower }
    var result = Merged()
    result.entries.reserveCapacity(lower.days.count + upper.days.count)
    result.days.reserveCapacity(lower.days.count + upper.days.count)
    result.standings.reserveCapacity(lower.days.count + upper.days.count)
    var mine = 0
    var theirs = 0
    while mine < lower.days.count || theirs < upper.days.count {
      let takeMine = theirs == upper.days.count || (mine < lower.days.count && lower.days[mine] < upper.days[theirs])
      if takeMine {
        result.entries.append(lower.entries[mine])
        result.days.append(lower.days[mine])
        result.standings.append(lower.standings[mine])
        mine += 1
      } else {
        if mine < lower.days.count, lower.days[mine] == upper.days[theirs] { mine += 1 }
        result.entries.append(upper.entries[theirs])
        result.days.append(upper.days[theirs])
        result.standings.append(upper.standing)
        theirs += 1
      }
    }
    return result
  }

  /// The entry for a date, if any file lists it.
  public func entry(on date: CivilDate) -> HolidayEntry? {
    Self.search(entryDays, for: date.daysSinceEpoch).map { entries[$0] }
  }

  /// The entry for a date in the official layers alone, overlays left out:
  /// what the notices (or data given as the arrangement) say of it.
  public func officialEntry(on date: CivilDate) -> HolidayEntry? {
    Self.search(officialDays, for: date.daysSinceEpoch).map { officialEntries[$0] }
  }

  /// The entry for a date and on whose word it rests, if any file lists it.
  package func entryAndStanding(on date: CivilDate) -> (entry: HolidayEntry, standing: Standing)? {
    Self.search(entryDays, for: date.daysSinceEpoch).map { (entries[$0], entryStandings[$0]) }
  }

  /// The official file that covers `year` (the uppermost layer's that lists
  /// days of it), with its layer's standing; a notice's file before data
  /// given with no notice, whose word decides only the days it lists.
  package func coveringFile(ofYear year: Int) -> (file: HolidayFile, standing: Standing)? {
    var given: (file: HolidayFile, standing: Standing)?
    for layer in officialLayers.reversed() {
      guard let file = layer.files.last(where: { $0.year == year && $0.isPublished }) else { continue }
      if layer.standing != .given { return (file, layer.standing) }
      if given == nil { given = (file, layer.standing) }
    }
    return given
  }

  /// The official file `entry` was read from: the one of its source for its
  /// year (or the next, for a December day a notice moved).
  package func file(of entry: HolidayEntry) -> HolidayFile? {
    let years = [entry.date.year, entry.date.year + 1]
    return files.last { $0.source == entry.source && years.contains($0.year) && $0.days.contains(entry) }
      ?? files.last { $0.source == entry.source && years.contains($0.year) }
  }

  /// Whether official data exists for `year`.
  public func covers(year: Int) -> Bool { coveredYears.contains(year) }

  /// Whether the official status of `date` is known: its year is covered,
  /// or an official file lists it. An overlay's days never count.
  public func covers(_ date: CivilDate) -> Bool {
    covers(year: date.year) || Self.search(officialDays, for: date.daysSinceEpoch) != nil
  }

  /// The index of `day` in the increasing `days`, if there.
  static func search(_ days: [Int], for day: Int) -> Int? {
    let low = firstIndex(in: days, notBefore: day)
    return low < days.count && days[low] == day ? low : nil
  }

  /// The index of the first of the increasing `days` not before `day`
  /// (`days.count` when none is).
  static func firstIndex(in days: [Int], notBefore day: Int) -> Int {
    var low = 0
    var high = days.count
    while low < high {
      let middle = low + (high - low) / 2
      if days[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low
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

  /// The addresses of the notices of each year of `years` whose files
  /// cite any, by year (a year predicted from the law, assumed, or given
  /// by a company's own file cites none and is left out).
  public func notices(ofYears years: ClosedRange<Int>) -> [Int: [String]] {
    var notices: [Int: [String]] = [:]
    for file in files where years.contains(file.year) {
      for paper in file.papers where !(notices[file.year]?.contains(paper) ?? false) {
        notices[file.year, default: []].append(paper)
      }
    }
    return notices
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
      return HolidayFile(uncheckedSource: file.name, year: file.year, papers: file.papers, days: days)
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
