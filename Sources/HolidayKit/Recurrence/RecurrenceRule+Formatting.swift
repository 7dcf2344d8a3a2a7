extension RecurrenceRule {
  /// The rule as canonical RRULE text, without the `RRULE:` prefix: parts
  /// in a fixed order (FREQ, INTERVAL if not 1, COUNT or UNTIL, then the
  /// BYxxx parts from the finest to the coarsest, BYSETPOS, WKST if not MO),
  /// so that `RecurrenceRule(parsing: rule.rfc5545Text) == rule`.
  ///
  ///     try RecurrenceRule(parsing: "byday=-1fr;freq=monthly").rfc5545Text
  ///     // "FREQ=MONTHLY;BYDAY=-1FR"
  public var rfc5545Text: String {
    var parts = ["FREQ=" + frequency.name]
    if interval != 1 { parts.append("INTERVAL=\(interval)") }
    switch end {
    case .never: break
    case .afterOccurrences(let count): parts.append("COUNT=\(count)")
    case .until(.date(let date)): parts.append("UNTIL=" + date.basicFormat)
    case .until(.utc(let moment)): parts.append("UNTIL=" + moment.basicFormat + "Z")
    case .until(.floating(let moment)): parts.append("UNTIL=" + moment.basicFormat)
    }
    func add(_ name: String, _ values: [Int]) {
      if !values.isEmpty { parts.append(name + "=" + values.map(String.init).joined(separator: ",")) }
    }
    add("BYSECOND", seconds)
    add("BYMINUTE", minutes)
    add("BYHOUR", hours)
    if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.map(\.rfc5545Text).joined(separator: ",")) }
    add("BYMONTHDAY", daysOfTheMonth)
    add("BYYEARDAY", daysOfTheYear)
    add("BYWEEKNO", weeks)
    add("BYMONTH", months)
    add("BYSETPOS", setPositions)
    if weekStart != .monday { parts.append("WKST=" + weekStart.code) }
    return parts.joined(separator: ";")
  }
}

extension RecurrenceRule.WeekdayOccurrence {
  /// The `BYDAY` item, such as `MO`, `2TU` or `-1FR`.
  public var rfc5545Text: String {
    (ordinal.map(String.init) ?? "") + weekday.code
  }
}
