/// The rule of a POSIX `TZ` string (POSIX.1-2017 §8.3, with RFC 8536's
/// extensions), as the footer of a compiled zone file gives it for the
/// instants past the file's table: `CST-8`, or `EST5EDT,M3.2.0,M11.1.0`
/// (US Eastern time: daylight time from 02:00 on March's second Sunday to
/// 02:00 on November's first).
package struct POSIXZoneRule: Sendable, Equatable {
  /// A day of the year on which the clocks change.
  enum Day: Equatable {
    /// `Jn`: day `n` of 1 to 365, February 29 never counted.
    case julian(Int)
    /// `n`: day `n` of 0 to 365, February 29 counted in leap years.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (5: the last) of month `m`.
    case monthWeek(month: Int, week: Int, weekday: Int)
  }

  /// Standard time.
  let standard: CompiledZone.LocalTimeType
  /// Daylight time and when it starts and ends (local times, in seconds
  /// from the day's midnight, in standard and daylight time respectively);
  /// nil for a zone without daylight time.
  let daylight: (type: CompiledZone.LocalTimeType, start: Day, startTime: Int, end: Day, endTime: Int)?

  package static func == (left: POSIXZoneRule, right: POSIXZoneRule) -> Bool {
    guard left.standard == right.standard else { return false }
    switch (left.daylight, right.daylight) {
    case (nil, nil): return true
    case (let a?, let b?):
      return a.type == b.type && a.start == b.start && a.startTime == b.startTime && a.end == b.end
        && a.endTime == b.endTime
    default: return false
    }
  }

  /// Parses a `TZ` string; nil if it is not one.
  package init?(_ text: String) {
    var parser = Parser(bytes: Array(text.utf8))
    guard parser.name(), let standardOffset = parser.offset() else { return nil }
    standard = CompiledZone.LocalTimeType(offset: -standardOffset, isDaylight: false)
    if parser.atEnd {
      daylight = nil
      return
    }
    guard parser.name() else { return nil }
    var daylightOffset = standard.offset + 3600
    if !parser.atEnd, parser.peek != UInt8(ascii: ","), let offset = parser.offset() { daylightOffset = -offset }
    let type = CompiledZone.LocalTimeType(offset: daylightOffset, isDaylight: true)
    if parser.atEnd {
      // No rule: the United States' since 2007, as most systems assume.
      daylight = (
        type, .monthWeek(month: 3, week: 2, weekday: 0), 7200, .monthWeek(month: 11, week: 1, weekday: 0), 7200
      )
      return
    }
    guard parser.take(","), let start = parser.day(), let startTime = parser.time(), parser.take(","),
      let end = parser.day(), let endTime = parser.time(), parser.atEnd
    else { return nil }
    daylight = (type, start, startTime, end, endTime)
  }

  /// The local time type at `instant`.
  func type(at instant: Int) -> CompiledZone.LocalTimeType {
    guard let daylight else { return standard }
    let changes = self.changes(aroundYearOf: instant)
    var type = changes.last { $0.instant <= instant }?.isDaylight == true ? daylight.type : standard
    // Daylight time below standard time (Europe/Dublin's `IST-1GMT0,…`):
    // the summer's offset is the daylight time (see
    // ``CompiledZone/positiveDaylight(_:)``).
    if daylight.type.offset < standard.offset { type.isDaylight = type.offset > daylight.type.offset }
    return type
  }

  /// The first instant after `instant` at which the type changes.
  func nextTransition(after instant: Int) -> Int? {
    guard daylight != nil else { return nil }
    var probe = instant
    // Two changes a year; a rule whose changes meet (daylight time all
    // year) changes nothing: look a few years ahead at most.
    for _ in 0..<4 {
      let changes = changes(aroundYearOf: probe)
      for change in changes where change.instant > instant && type(at: change.instant) != type(at: change.instant - 1) {
        return change.instant
      }
      probe += 366 * 86_400
    }
    return nil
  }

  /// The changes of the years before, of and after the year of `instant`,
  /// in order (at one instant, the later year's change last).
  private func changes(aroundYearOf instant: Int) -> [(instant: Int, isDaylight: Bool)] {
    guard let daylight else { return [] }
    let local = instant + standard.offset
    let day = local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400)
    let year = Self.year(ofDay: day)
    var changes: [(instant: Int, isDaylight: Bool)] = []
    for year in (year - 1)...(year + 1) {
      let start = Self.dayNumber(daylight.start, in: year) * 86_400 + daylight.startTime - standard.offset
      let end = Self.dayNumber(daylight.end, in: year) * 86_400 + daylight.endTime - daylight.type.offset
      changes += start <= end ? [(start, true), (end, false)] : [(end, false), (start, true)]
    }
    return changes.enumerated().sorted { ($0.element.instant, $0.offset) < ($1.element.instant, $1.offset) }.map(
      \.element)
  }

  /// The Gregorian year of a day number (days since 1970-01-01).
  private static func year(ofDay day: Int) -> Int {
    var year = 1970 + day / 366
    while CivilDate.daysSinceEpoch(year: year + 1, month: 1, day: 1) <= day { year += 1 }
    while CivilDate.daysSinceEpoch(year: year, month: 1, day: 1) > day { year -= 1 }
    return year
  }

  /// The day number (days since 1970-01-01) of `day` in `year`.
  private static func dayNumber(_ day: Day, in year: Int) -> Int {
    let january1 = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
    switch day {
    case .julian(let n):
      return january1 + n - 1 + (CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0)
    case .zeroBased(let n):
      return january1 + n
    case .monthWeek(let month, let week, let weekday):
      let first = CivilDate.daysSinceEpoch(year: year, month: month, day: 1)
      // 1970-01-01 was a Thursday (4, counting Sunday as 0).
      let firstWeekday = ((first + 4) % 7 + 7) % 7
      var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      while dayOfMonth > CivilDate.daysInMonth(year: year, month: month) { dayOfMonth -= 7 }
      return first + dayOfMonth - 1
    }
  }

  /// Reading a `TZ` string from left to right.
  private struct Parser {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position == bytes.count }
    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func take(_ character: Character) -> Bool {
      guard let ascii = character.asciiValue, peek == ascii else { return false }
      position += 1
      return true
    }

    /// A zone abbreviation: three or more letters, or `<…>` (letters,
    /// digits, `+`, `-`).
    mutating func name() -> Bool {
      if take("<") {
        let start = position
        while let byte = peek, byte != UInt8(ascii: ">") {
          guard Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
          else { return false }
          position += 1
        }
        return position - start >= 3 && take(">")
      }
      let start = position
      while let byte = peek, Self.isLetter(byte) { position += 1 }
      return position - start >= 3
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds, hours up to 167.
    mutating func offset() -> Int? {
      var sign = 1
      if take("-") { sign = -1 } else { _ = take("+") }
      guard let hours = number(maxDigits: 3), hours <= 167 else { return nil }
      var seconds = hours * 3600
      if take(":") {
        guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
        seconds += minutes * 60
        if take(":") {
          guard let extra = number(maxDigits: 2), extra < 60 else { return nil }
          seconds += extra
        }
      }
      return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`.
    mutating func day() -> Day? {
      if take("J") {
        guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
        return .julian(n)
      }
      if take("M") {
        guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
          let week = number(maxDigits: 1), (1...5).contains(week), take("."),
          let weekday = number(maxDigits: 1), (0...6).contains(weekday)
        else { return nil }
        return .monthWeek(month: month, week: week, weekday: weekday)
      }
      guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
      return .zeroBased(n)
    }

    /// `/time` after a day, 02:00 when absent.
    mutating func time() -> Int? {
      guard take("/") else { return 7200 }
      return offset()
    }

    mutating func number(maxDigits: Int) -> Int? {
      var value = 0
      var digits = 0
      while let byte = peek, Self.isDigit(byte), digits < maxDigits {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
        position += 1
      }
      return digits > 0 ? value : nil
    }

    static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
  }
}
