extension RecurrenceRule {
  /// Parses the value of an `RRULE` property, with or without the leading
  /// `RRULE:`, parts in any order, names in any letter case, and validates
  /// it against RFC 5545 §3.3.10.
  ///
  ///     try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=-1FR")
  ///     try RecurrenceRule(parsing: "rrule:byday=mo;freq=weekly")
  ///
  /// - Throws: ``RecurrenceRuleError`` quoting the offending part.
  public init(parsing text: String) throws {
    var body = Substring(text)
    if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
    var seen: Set<String> = []
    var rule = RecurrenceRule(uncheckedFrequency: .daily)
    var frequency: Frequency?
    var count: Int?
    var until: Until?
    for part in body.split(separator: ";", omittingEmptySubsequences: false) {
      guard let equals = part.firstIndex(of: "="), equals != part.startIndex else {
        throw RecurrenceRuleError.malformedPart(String(part))
      }
      let name = part[..<equals].uppercased()
      let value = part[part.index(after: equals)...]
      guard Self.partNames.contains(name) else { throw RecurrenceRuleError.unknownPart(String(part)) }
      guard seen.insert(name).inserted else { throw RecurrenceRuleError.duplicatePart(name) }
      let field = PartValue(name: name, text: value)
      switch name {
      case "FREQ":
        guard let value = Frequency.allCases.first(where: { $0.name == value.uppercased() }) else {
          throw field.invalid("one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY")
        }
        frequency = value
      case "INTERVAL": rule.interval = try field.integer(in: 1...Self.maximumCount)
      case "COUNT": count = try field.integer(in: 1...Self.maximumCount)
      case "UNTIL": until = try field.until()
      case "BYSECOND": rule.seconds = try field.integers(in: 0...60, example: "0,30")
      case "BYMINUTE": rule.minutes = try field.integers(in: 0...59, example: "0,15,30,45")
      case "BYHOUR": rule.hours = try field.integers(in: 0...23, example: "9,17")
      case "BYDAY": rule.weekdays = try field.weekdays()
      case "BYMONTHDAY": rule.daysOfTheMonth = try field.signedIntegers(upTo: 31, example: "1,15,-1")
      case "BYYEARDAY": rule.daysOfTheYear = try field.signedIntegers(upTo: 366, example: "1,100,-1")
      case "BYWEEKNO": rule.weeks = try field.signedIntegers(upTo: 53, example: "1,20,-1")
      case "BYMONTH": rule.months = try field.integers(in: 1...12, example: "1,6,12")
      case "BYSETPOS": rule.setPositions = try field.signedIntegers(upTo: 366, example: "1,-1")
      default:  // WKST
        guard let day = Weekday(code: value) else {
          throw field.invalid("a weekday code MO, TU, WE, TH, FR, SA or SU")
        }
        rule.weekStart = day
      }
    }
    guard let frequency else { throw RecurrenceRuleError.missingFrequency }
    rule.frequency = frequency
    if count != nil, until != nil { throw RecurrenceRuleError.conflictingParts("COUNT", "UNTIL") }
    if let count { rule.end = .afterOccurrences(count) }
    if let until { rule.end = .until(until) }
    try rule.validate()
    self = rule
  }

  /// The largest `COUNT` and `INTERVAL` accepted: 2³¹ − 1, the range of the
  /// 32-bit integers other implementations store them in.
  public static let maximumCount = Int(Int32.max)

  static let partNames: Set<String> = [
    "FREQ", "UNTIL", "COUNT", "INTERVAL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY",
    "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST",
  ]

  /// Checks the rules of RFC 5545 §3.3.10 that a rule built in code may break.
  ///
  /// - Throws: ``RecurrenceRuleError`` naming the part and the rule.
  public func validate() throws {
    func check(_ values: [Int], _ part: String, _ range: ClosedRange<Int>, signed: Bool) throws {
      for value in values {
        let magnitude = value.magnitude
        let fits =
          range.contains(value)
          || (signed && value < 0 && magnitude >= UInt(range.lowerBound) && magnitude <= UInt(range.upperBound))
        guard fits else {
          let expected =
            signed
            ? "\(range.lowerBound)…\(range.upperBound) or -\(range.upperBound)…-\(range.lowerBound)"
            : "\(range.lowerBound)…\(range.upperBound)"
          throw RecurrenceRuleError.invalidValue(part: part, value: String(value), expected: expected)
        }
      }
    }
    guard (1...Self.maximumCount).contains(interval) else {
      throw RecurrenceRuleError.invalidValue(
        part: "INTERVAL", value: String(interval), expected: "an integer from 1 to \(Self.maximumCount)")
    }
    if case .afterOccurrences(let count) = end, !(1...Self.maximumCount).contains(count) {
      throw RecurrenceRuleError.invalidValue(
        part: "COUNT", value: String(count), expected: "an integer from 1 to \(Self.maximumCount)")
    }
    try check(seconds, "BYSECOND", 0...60, signed: false)
    try check(minutes, "BYMINUTE", 0...59, signed: false)
    try check(hours, "BYHOUR", 0...23, signed: false)
    try check(daysOfTheMonth, "BYMONTHDAY", 1...31, signed: true)
    try check(daysOfTheYear, "BYYEARDAY", 1...366, signed: true)
    try check(weeks, "BYWEEKNO", 1...53, signed: true)
    try check(months, "BYMONTH", 1...12, signed: false)
    try check(setPositions, "BYSETPOS", 1...366, signed: true)
    try check(weekdays.compactMap(\.ordinal), "BYDAY", 1...53, signed: true)
    if !weeks.isEmpty, frequency != .yearly {
      throw RecurrenceRuleError.notAllowed(part: "BYWEEKNO", reason: "it is only valid with FREQ=YEARLY")
    }
    if !daysOfTheMonth.isEmpty, frequency == .weekly {
      throw RecurrenceRuleError.notAllowed(part: "BYMONTHDAY", reason: "it is not valid with FREQ=WEEKLY")
    }
    if !daysOfTheYear.isEmpty, [.daily, .weekly, .monthly].contains(frequency) {
      throw RecurrenceRuleError.notAllowed(
        part: "BYYEARDAY", reason: "it is not valid with FREQ=DAILY, WEEKLY or MONTHLY")
    }
    if let ordinal = weekdays.first(where: { $0.ordinal != nil }) {
      let text = ordinal.rfc5545Text
      if frequency != .monthly, frequency != .yearly {
        throw RecurrenceRuleError.notAllowed(
          part: "BYDAY=\(text)", reason: "a numbered weekday is only valid with FREQ=MONTHLY or FREQ=YEARLY")
      }
      if frequency == .yearly, !weeks.isEmpty {
        throw RecurrenceRuleError.notAllowed(
          part: "BYDAY=\(text)", reason: "a numbered weekday is not valid with FREQ=YEARLY and BYWEEKNO")
      }
    }
    let hasOtherPart =
      !(seconds.isEmpty && minutes.isEmpty && hours.isEmpty && weekdays.isEmpty && daysOfTheMonth.isEmpty
      && daysOfTheYear.isEmpty && weeks.isEmpty && months.isEmpty)
    if !setPositions.isEmpty, !hasOtherPart {
      throw RecurrenceRuleError.notAllowed(part: "BYSETPOS", reason: "it needs another BYxxx part to select from")
    }
  }
}

/// The text of one `NAME=VALUE` part, read into numbers, weekdays or dates.
private struct PartValue {
  var name: String
  var text: Substring

  func invalid(_ expected: String) -> RecurrenceRuleError {
    .invalidValue(part: name, value: String(text), expected: expected)
  }

  func integer(in range: ClosedRange<Int>) throws -> Int {
    guard let value = Digits.unsigned(text.utf8), range.contains(value) else {
      throw invalid("an integer from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  func list() -> [Substring] {
    text.split(separator: ",", omittingEmptySubsequences: false)
  }

  func integers(in range: ClosedRange<Int>, example: String) throws -> [Int] {
    try list().map { item in
      guard let value = Digits.unsigned(item.utf8), range.contains(value) else {
        throw invalid("integers from \(range.lowerBound) to \(range.upperBound), such as '\(example)'")
      }
      return value
    }
  }

  func signedIntegers(upTo limit: Int, example: String) throws -> [Int] {
    try list().map { item in
      guard let value = Digits.signed(item), value != 0, abs(value) <= limit else {
        throw invalid("integers from 1 to \(limit) or -\(limit) to -1, such as '\(example)'")
      }
      return value
    }
  }

  func weekdays() throws -> [RecurrenceRule.WeekdayOccurrence] {
    try list().map { item in
      let code = item.suffix(2)
      let number = item.dropLast(2)
      guard let weekday = Weekday(code: code) else {
        throw invalid("weekday codes such as 'MO,WE,FR', optionally numbered such as '2TU' or '-1FR'")
      }
      guard !number.isEmpty else { return .init(weekday: weekday) }
      guard let ordinal = Digits.signed(number), ordinal != 0, abs(ordinal) <= 53 else {
        throw invalid("numbered weekdays from 1 to 53 or -53 to -1, such as '2TU' or '-1FR'")
      }
      return .init(ordinal: ordinal, weekday: weekday)
    }
  }

  func until() throws -> RecurrenceRule.Until {
    if let date = CivilDate(basicFormat: text) { return .date(date) }
    if text.hasSuffix("Z") || text.hasSuffix("z"), let moment = LocalDateTime(basicFormat: text.dropLast()) {
      return .utc(moment)
    }
    if let moment = LocalDateTime(basicFormat: text) { return .floating(moment) }
    throw invalid("a date such as 19971224 or a UTC date-time such as 19971224T000000Z")
  }
}

extension LocalDateTime {
  /// Parses RFC 5545's basic form `YYYYMMDDTHHMMSS` only.
  init?(basicFormat text: Substring) {
    let parts = text.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 2, let date = CivilDate(basicFormat: parts[0]),
      let time = TimeOfDay(basicFormat: parts[1])
    else { return nil }
    self.init(date: date, time: time)
  }
}
