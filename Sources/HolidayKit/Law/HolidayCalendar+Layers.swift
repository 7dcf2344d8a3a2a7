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

  /// The calendar `sources` make, and the official layers alone (what the
  /// law is asked about, since a day of leave is no 调休).
  package static func layered(_ sources: LayerSources) throws -> (
    official: HolidayCalendar, withOverlays: HolidayCalendar
  ) {
    var calendar = sources.builtIn ? try HolidayCalendar.embedded() : HolidayCalendar()
    if let downloaded = sources.downloaded { calendar = try calendar.replacingYears(with: downloaded) }
    for files in sources.holidays { calendar = calendar.supplemented(byGiven: try HolidayCalendar(files: files)) }
    if sources.provisional, let newest = calendar.coveredYears.last,
      let predicted = try? ProvisionalYear(year: newest + 1)
    {
      calendar = try calendar.updated(with: [predicted.holidayFile])
    }
    let official = calendar
    for files in sources.overlays { calendar = calendar.overlaid(by: try HolidayCalendar(files: files)) }
    return (official, calendar)
  }

  /// This calendar with the data folder's files: a year's file as `update`
  /// writes it (`2026.json`) replaces the data of its year (a corrected
  /// file that drops a date takes effect, as `update --force` promises);
  /// any other file is laid over day by day. A file that lists no days (a
  /// year not published yet) replaces nothing.
  package func replacingYears(with files: [HolidayFile]) throws -> HolidayCalendar {
    let published = files.filter(\.isPublished)
    let isYearFile = { (file: HolidayFile) in
      HolidayFile.year(inFileName: String(file.source.split(separator: "/").last ?? "")) == file.year
    }
    let years = published.filter(isYearFile)
    let others = published.filter { !isYearFile($0) }
    var result = years.isEmpty ? self : try updated(with: years)
    if !others.isEmpty { result = result.supplemented(by: try HolidayCalendar(files: others)) }
    return result
  }
}

extension HolidayFile {
  /// The year of a file named `YYYY.json`, as `update` names a year's
  /// file, or nil for any other name.
  package static func year(inFileName name: String) -> Int? {
    let digits = name.utf8.prefix(4)
    guard name.utf8.count == 9, name.hasSuffix(".json"), digits.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(String(decoding: digits, as: UTF8.self))
  }
}
