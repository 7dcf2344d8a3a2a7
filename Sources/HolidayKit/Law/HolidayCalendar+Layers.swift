/// The order in which a workday answer's data is laid, one layer over the
/// other, a later layer winning for any date it lists.
extension HolidayCalendar {
  /// The data a run reads, each part already read from its files.
  package struct LayerSources: Sendable {
    /// Whether the built-in files are the first layer (without them only
    /// the given files count).
    package var builtIn = true
    /// The files of the folder `update` downloads into, nil without one:
    /// laid right after the built-in files (``replacingYears(with:)``).
    package var downloaded: [HolidayFile]?
    /// Official data a person gave, in order: each a layer (a file, or a
    /// folder's files).
    package var holidays: [[HolidayFile]] = []
    /// Whether the year after the newest covered one is answered from the
    /// law (``ProvisionalYear``), laid under the overlays.
    package var provisional = false
    /// Personal or company days, in order, laid last: they never make a
    /// year count as officially covered.
    package var overlays: [[HolidayFile]] = []

    /// The built-in data alone.
    package init() {}
  }

  /// The calendars a run's sources make (``layered(_:)``).
  package struct Layers: Sendable {
    /// The official layers alone: what the law is asked about, since a
    /// day of leave is no 调休.
    package var official: HolidayCalendar
    /// The official layers with the overlays on top.
    package var withOverlays: HolidayCalendar
    /// The copies of a year left unused because a lower layer holds a
    /// newer copy of the year (``HolidayFile/isOlder(than:asUpstreamCopies:)``), in the
    /// order they were met.
    package var olderCopies: [OlderHolidayCopy]
  }

  /// The calendar `sources` make, and the official layers alone.
  ///
  /// The newest notice wins wherever its copy comes from: a file of the
  /// data folder or of a `--holidays` path that lacks a notice the copy
  /// of its year below it cites (the built-in one, the data folder's) is
  /// older, and is left out and named in ``Layers/olderCopies``; so is a
  /// year's file of the data folder (`2026.json`, as `update` writes
  /// holiday-cn's copy) citing no notice when the built-in copy cites
  /// any. Copies that cite the same notices, or notices each the other
  /// lacks, or any other file citing no notice at all (a company's own
  /// file), are laid in order.
  package static func layered(_ sources: LayerSources) throws -> Layers {
    var calendar = sources.builtIn ? try HolidayCalendar.embedded() : HolidayCalendar()
    var lineage = CopiesByYear(calendar.files)
    if let downloaded = sources.downloaded {
      calendar = try calendar.replacingYears(with: lineage.keepingNewest(downloaded, upstream: \.isYearFile))
    }
    for files in sources.holidays {
      calendar = calendar.supplemented(byGiven: try HolidayCalendar(files: lineage.keepingNewest(files)))
    }
    if sources.provisional, let newest = calendar.coveredYears.last,
      let predicted = try? ProvisionalYear(year: newest + 1)
    {
      calendar = try calendar.updated(with: [predicted.holidayFile])
    }
    let official = calendar
    for files in sources.overlays { calendar = calendar.overlaid(by: try HolidayCalendar(files: files)) }
    return Layers(official: official, withOverlays: calendar, olderCopies: lineage.older)
  }

  /// The newest copy of each year among the layers laid so far, and the
  /// copies left out as older.
  private struct CopiesByYear {
    var newest: [Int: HolidayFile] = [:]
    var older: [OlderHolidayCopy] = []
    /// The built-in files' sources.
    let builtIn: Set<String>

    init(_ files: [HolidayFile]) {
      for file in files where file.isPublished { newest[file.year] = file }
      builtIn = Set(files.map(\.source))
    }

    /// `files` without the copies older than the newest one below them;
    /// the others become the newest of their years. A copy `upstream`
    /// tells is holiday-cn's is older than one below it citing a notice
    /// even when it cites none (``HolidayFile/isOlder(than:asUpstreamCopies:)``).
    mutating func keepingNewest(
      _ files: [HolidayFile], upstream: (HolidayFile) -> Bool = { _ in false }
    ) -> [HolidayFile] {
      var kept: [HolidayFile] = []
      for file in files {
        guard file.isPublished else {
          kept.append(file)
          continue
        }
        if let below = newest[file.year], file.isOlder(than: below, asUpstreamCopies: upstream(file)) {
          older.append(OlderHolidayCopy(copy: file, newer: below, newerIsBuiltIn: builtIn.contains(below.source)))
          continue
        }
        if !file.papers.isEmpty { newest[file.year] = file }
        kept.append(file)
      }
      return kept
    }
  }

  /// This calendar with the data folder's files: a year's file as `update`
  /// writes it (`2026.json`) replaces the data of its year (a corrected
  /// file that drops a date takes effect, as `update --force` promises);
  /// any other file is laid over day by day. A file that lists no days (a
  /// year not published yet) replaces nothing.
  package func replacingYears(with files: [HolidayFile]) throws -> HolidayCalendar {
    let published = files.filter(\.isPublished)
    let years = published.filter(\.isYearFile)
    let others = published.filter { !$0.isYearFile }
    var result = years.isEmpty ? self : try updated(with: years)
    if !others.isEmpty { result = result.supplemented(by: try HolidayCalendar(files: others)) }
    return result
  }
}

extension HolidayFile {
  /// Whether the file is named as `update` names its year's file
  /// (`2026.json` for 2026).
  package var isYearFile: Bool {
    Self.year(inFileName: String(source.split(separator: "/").last ?? "")) == year
  }

  /// The year of a file named `YYYY.json`, as `update` names a year's
  /// file, or nil for any other name.
  package static func year(inFileName name: String) -> Int? {
    let digits = name.utf8.prefix(4)
    guard name.utf8.count == 9, name.hasSuffix(".json"), digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  /// The name `update` gives the file of `year`: `2027.json`, the year in
  /// four digits (``year(inFileName:)`` reads it back).
  package static func fileName(ofYear year: Int) -> String {
    let digits = String(year)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".json"
  }
}
