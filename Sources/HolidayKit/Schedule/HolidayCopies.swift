/// The copies of holiday-cn's year files a machine keeps: the built-in
/// ones and the data folder's, which `update` fills and every command lays
/// over the built-in data (``HolidayCalendar/LayerSources/downloaded``).
///
/// A download of a year is weighed against them
/// (``verdict(on:forYear:force:)``): the newest notice wins, wherever a
/// copy lives.
package struct HolidayCopies: Sendable {
  /// The built-in data, read once.
  package let builtIn: HolidayCalendar
  /// The data folder's readable files, by name (`2027.json`, or any other
  /// name a person gave a file).
  package var folder: [String: HolidayFile]
  /// The years whose file in the data folder (`2027.json`) the strict
  /// reader refused, with why: a download may replace them.
  package var unreadable: [Int: String]

  /// The built-in data with the data folder's readable files and its
  /// refused years' reasons.
  ///
  /// - Throws: ``HolidayDataError`` if the built-in data cannot be read.
  package init(folder: [String: HolidayFile] = [:], unreadable: [Int: String] = [:]) throws {
    builtIn = try HolidayCalendar.embedded()
    self.folder = folder
    self.unreadable = unreadable
  }

  /// The copy of a year a download is compared with.
  package struct NewestCopy: Sendable {
    /// The copy: the data folder's, unless the built-in one is newer.
    package var file: HolidayFile
    /// Whether ``file`` is the built-in copy.
    package var isBuiltIn: Bool
    /// The data folder's copy when it is older than the built-in one:
    /// every command leaves it unused, and a download replaces it.
    package var olderFolderCopy: OlderHolidayCopy?
  }

  /// The copy of `year` a download is compared with: the data folder's,
  /// unless the built-in one is newer by the notices they cite (the
  /// folder's is then left unused by every command); nil when neither
  /// the folder nor the built-in data has a copy listing days.
  package func newestCopy(of year: Int) -> NewestCopy? {
    let builtInCopy = builtIn.files.first { $0.year == year && $0.isPublished }
    let builtInNewest = builtInCopy.map { NewestCopy(file: $0, isBuiltIn: true) }
    guard let kept = folder[HolidayFile.fileName(ofYear: year)] else { return builtInNewest }
    if let builtInCopy, kept.isOlder(than: builtInCopy, asUpstreamCopies: true) {
      return NewestCopy(
        file: builtInCopy, isBuiltIn: true,
        olderFolderCopy: OlderHolidayCopy(copy: kept, newer: builtInCopy, newerIsBuiltIn: true))
    }
    return NewestCopy(file: kept, isBuiltIn: false)
  }

  /// The official data every command would read with these copies: the
  /// built-in files, then the folder's (a copy older than the built-in
  /// one left unused, as every command leaves it), over a Monday-to-Friday
  /// week.
  func calendar() throws -> WorkdayCalendar {
    var sources = HolidayCalendar.LayerSources()
    sources.downloaded = folder.keys.sorted().compactMap { folder[$0] }
    return WorkdayCalendar(
      holidays: try HolidayCalendar.layered(sources).official, workWeek: .mondayToFriday, assumesRegularWeek: true,
      plainWeek: true)
  }
}
