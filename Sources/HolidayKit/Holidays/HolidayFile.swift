/// One holiday-cn file: the official arrangement published for one year.
///
/// The format is that of the public holiday-cn project:
/// `{"year": 2026, "papers": [url, …], "days": [{"name", "date", "isOffDay"}, …]}`.
/// A file holds the days of its notice, which may include the December
/// before its year (2019.json lists 2018-12-29). A file whose `days` is
/// empty means the notice is not published yet, never "no holidays".
public struct HolidayFile: Hashable, Sendable {
  /// Where the file was read, used in messages and provenance.
  public var source: String
  /// The year the notice is for. Read-only, as ``days`` is: the checks of
  /// the initialisers hold for the file's life.
  public private(set) var year: Int
  /// The addresses of the official notices the days come from.
  public var papers: [String]
  /// The listed days, in file order: each in ``year`` or the December
  /// before, no date twice.
  public private(set) var days: [HolidayEntry]

  /// Whether the file lists any day; an empty file is an unpublished year.
  public var isPublished: Bool { !days.isEmpty }

  /// Whether the file is the law's prediction of a year, not a notice
  /// (``ProvisionalYear/holidayFile``): a value of the file, whatever its
  /// source is named.
  package internal(set) var isPredicted = false

  /// Creates a file from its parts, checked as the reader checks a file:
  /// every date in `year` or the December before it (a notice may move
  /// the days before its New Year), and no date listed twice.
  ///
  /// A file for one year can therefore never answer for another: a day of
  /// leave in 2027 needs a file whose `year` is 2027.
  ///
  /// - Throws: ``HolidayDataError/dateOutsideYear(source:path:date:year:)``
  ///   naming the date and the year;
  ///   ``HolidayDataError/repeatedDate(source:path:date:firstPath:)`` or
  ///   ``HolidayDataError/conflictingEntries(date:first:second:)`` for a
  ///   date listed twice.
  public init(source: String, year: Int, papers: [String], days: [HolidayEntry]) throws {
    var seen: [CivilDate: Int] = [:]
    for (index, entry) in days.enumerated() {
      try Self.check(entry, at: index, source: source, year: year, days: days, seen: &seen)
    }
    self.init(uncheckedSource: source, year: year, papers: papers, days: days)
  }

  /// Creates a file from parts already checked.
  init(uncheckedSource source: String, year: Int, papers: [String], days: [HolidayEntry]) {
    self.source = source
    self.year = year
    self.papers = papers
    self.days = days
  }

  /// Checks `entry`, at `index` of `days`, against the year and the dates
  /// before it (`seen`: each date's first index).
  private static func check(
    _ entry: HolidayEntry, at index: Int, source: String, year: Int, days: [HolidayEntry],
    seen: inout [CivilDate: Int]
  ) throws {
    let date = entry.date
    let path = "days[\(index)].date"
    guard date.year == year || (date.year == year - 1 && date.month == 12) else {
      throw HolidayDataError.dateOutsideYear(source: source, path: path, date: date, year: year)
    }
    if let first = seen[date] {
      guard days[first].isOffDay == entry.isOffDay else {
        throw HolidayDataError.conflictingEntries(
          date: date,
          first: HolidayCalendar.describe(source: source, path: "days[\(first)]", isOffDay: days[first].isOffDay),
          second: HolidayCalendar.describe(source: source, path: "days[\(index)]", isOffDay: entry.isOffDay))
      }
      throw HolidayDataError.repeatedDate(source: source, path: path, date: date, firstPath: "days[\(first)].date")
    }
    seen[date] = index
  }

  /// Reads a file in the holiday-cn format, strictly.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - source: The file's name or path, for messages. When its last path
  ///     component is `YYYY.json`, `year` must be `YYYY`.
  /// - Throws: ``HolidayDataError`` naming the file, the JSON path and what
  ///   was expected.
  public init(holidayCN bytes: some Sequence<UInt8>, source: String) throws {
    var ignored: [String]?
    try self.init(holidayCN: bytes, source: source, ignoredKeys: &ignored)
  }

  /// Reads a file as upstream publishes it: as strictly as
  /// ``init(holidayCN:source:)`` but for top-level keys it does not know,
  /// which holiday-cn's schema allows (a key added upstream must not stop
  /// every update); files a person writes are read strictly.
  ///
  /// - Returns: The file and the top-level keys ignored, in file order.
  /// - Throws: ``HolidayDataError`` naming the file, the JSON path and
  ///   what was expected.
  public static func published(holidayCN bytes: some Sequence<UInt8>, source: String) throws -> (
    file: HolidayFile, ignoredKeys: [String]
  ) {
    var ignored: [String]? = []
    let file = try HolidayFile(holidayCN: bytes, source: source, ignoredKeys: &ignored)
    return (file, ignored ?? [])
  }

  /// Reads a file; `ignoredKeys` nil refuses an unknown top-level key,
  /// else collects it.
  private init(holidayCN bytes: some Sequence<UInt8>, source: String, ignoredKeys: inout [String]?) throws {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch let error as JSONSyntaxError {
      throw HolidayDataError.malformedJSON(
        source: source, line: error.line, column: error.column, message: error.message)
    }
    let reader = HolidayFileReader(source: source)
    let top = try reader.object(
      root, at: "", keys: ["year", "papers", "days"], ignoring: ["$schema", "$id"], unknown: &ignoredKeys)
    let year = try reader.year(top["year"], at: "year")
    if let fileYear = Self.yearInFileName(source), fileYear != year {
      throw HolidayDataError.yearDisagreesWithFileName(source: source, year: year, fileYear: fileYear)
    }
    let papers = try reader.array(top["papers"], at: "papers").enumerated().map {
      try reader.line($0.element, at: "papers[\($0.offset)]")
    }
    var days: [HolidayEntry] = []
    var seen: [CivilDate: Int] = [:]
    for (index, element) in try reader.array(top["days"], at: "days").enumerated() {
      let path = "days[\(index)]"
      var strict: [String]?
      let day = try reader.object(
        element, at: path, keys: ["name", "date", "isOffDay"], ignoring: [], unknown: &strict)
      let name = try reader.line(day["name"], at: path + ".name")
      let date = try reader.date(day["date"], at: path + ".date")
      let isOffDay = try reader.bool(day["isOffDay"], at: path + ".isOffDay")
      days.append(HolidayEntry(date: date, name: name, isOffDay: isOffDay, source: source))
      try Self.check(days[index], at: index, source: source, year: year, days: days, seen: &seen)
    }
    self.init(uncheckedSource: source, year: year, papers: papers, days: days)
  }

  /// The year of a file named `YYYY.json`, or `nil` for any other name.
  static func yearInFileName(_ source: String) -> Int? {
    let name = source.split(separator: "/").last ?? Substring(source)
    guard name.utf8.count == 9, name.hasSuffix(".json") else { return nil }
    return Digits.fixed(name.utf8.prefix(4), count: 4)
  }
}

/// Reads the JSON values of one holiday-cn file with ``JSONReader``, the
/// one typed reader, turning each mismatch into a ``HolidayDataError``
/// that names the file and the JSON path.
private struct HolidayFileReader {
  let source: String
  let json = JSONReader()

  /// `body`'s value, or its mismatch as the holiday file's error.
  func read<Value>(_ body: () throws(JSONPathError) -> Value) throws(HolidayDataError) -> Value {
    do {
      return try body()
    } catch {
      switch error.problem {
      case .invalid(let expected, let found):
        throw .invalidValue(source: source, path: error.path, expected: expected, found: found)
      case .missingKey(let key): throw .missingKey(source: source, path: error.path, key: key)
      case .unknownKey(let key, _): throw .unknownKey(source: source, path: error.path, key: key)
      case .duplicateKey(let key):
        // The parser refuses a key twice before an object reaches here.
        throw .invalidValue(
          source: source, path: error.path, expected: "each key once", found: "\(JSONValue.quotedExcerpt(key)) twice")
      case .other(let message):
        // A rule said in words comes from a format's own checks, none of
        // which a holiday file has; said as what the value should be.
        throw .invalidValue(source: source, path: error.path, expected: message, found: "something else")
      }
    }
  }

  /// The members of an object with `keys`; a key neither among them nor
  /// `ignoring` is refused, or added to `unknown` when that is not nil.
  func object(
    _ value: JSONValue?, at path: String, keys: [String], ignoring: Set<String>, unknown: inout [String]?
  ) throws(HolidayDataError) -> JSONMembers {
    var collected = unknown
    defer { unknown = collected }
    return try read { () throws(JSONPathError) in
      try json.object(value ?? .null, at: path, allowed: keys, required: keys, ignoring: ignoring, unknown: &collected)
    }
  }

  func array(_ value: JSONValue?, at path: String) throws(HolidayDataError) -> [JSONValue] {
    try read { () throws(JSONPathError) in try json.array(value ?? .null, at: path) }
  }

  func line(_ value: JSONValue?, at path: String) throws(HolidayDataError) -> String {
    try read { () throws(JSONPathError) in try json.line(value ?? .null, at: path) }
  }

  func bool(_ value: JSONValue?, at path: String) throws(HolidayDataError) -> Bool {
    try read { () throws(JSONPathError) in try json.bool(value ?? .null, at: path) }
  }

  func year(_ value: JSONValue?, at path: String) throws(HolidayDataError) -> Int {
    try read { () throws(JSONPathError) in
      try json.integer(
        value ?? .null, at: path, in: CivilDate.supportedYears, expected: "an integer year from 1 to 9999")
    }
  }

  func date(_ value: JSONValue?, at path: String) throws(HolidayDataError) -> CivilDate {
    try read { () throws(JSONPathError) in
      guard case .string(let text)? = value, let date = CivilDate(iso8601: text) else {
        throw json.invalid(value ?? .null, at: path, expected: "a date like \"2024-10-01\"")
      }
      return date
    }
  }
}
