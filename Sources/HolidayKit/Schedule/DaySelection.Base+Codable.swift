extension DaySelection.Base: Codable {
  /// The keys of a base with values.
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case rule, start, workdays
  }

  /// The name of the base without values.
  private static let workWeekName = "workWeek"

  /// What a base may be, for messages.
  private static let expected =
    "a base \"workWeek\", {\"rule\": \"FREQ=MONTHLY;BYDAY=-1FR\", \"start\": \"2026-01-01\"} or {\"workdays\": …}"

  /// Decodes a base written as `"workWeek"`, or as an object keyed by its
  /// case's name: a rule with the day it counts from (its DTSTART), or a
  /// ``WorkdaySelector``.
  ///
  ///     "workWeek"
  ///     {"rule": "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "start": "2026-01-02"}
  ///     {"workdays": {"positionsInMonth": [-1]}}
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything else, an invalid
  ///   rule, or a rule finer than whole days (`FREQ=HOURLY`, `BYHOUR`, …).
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
      guard text == Self.workWeekName else { throw container.corrupted(expected: Self.expected) }
      self = .workWeek
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self, expected: Self.expected)
    switch (container.contains(.rule), container.contains(.workdays)) {
    case (true, false):
      let rule = try container.decode(
        RecurrenceRule.self, forKey: .rule, expected: "an RRULE such as \"FREQ=MONTHLY;BYDAY=-1FR\"")
      self = .rule(
        rule,
        start: try container.decode(
          CivilDate.self, forKey: .start, expected: "the day the rule counts from, such as \"2026-01-01\""))
    case (false, true):
      self = .workdays(try container.decode(WorkdaySelector.self, forKey: .workdays, expected: "working days"))
    case (true, true):
      throw DecodingError.dataCorruptedError(
        forKey: .workdays, in: container, debugDescription: "expected \"rule\" or \"workdays\", not both")
    case (false, false):
      throw try decoder.corrupted(expected: Self.expected)
    }
    try container.refuse(problem)
    try decoder.refuseUnknownKeys(CodingKeys.self)
  }

  /// Encodes the base as `"workWeek"`, `{"rule": "FREQ=MONTHLY;BYDAY=-1FR",
  /// "start": "2026-01-01"}` or `{"workdays": {"positionsInMonth": [-1]}}`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a base that decoding would
  ///   refuse, so that what is written can be read back.
  public func encode(to encoder: any Encoder) throws {
    try encoder.refuse(self, problem?.1)
    switch self {
    case .workWeek:
      var container = encoder.singleValueContainer()
      try container.encode(Self.workWeekName)
    case .rule(let rule, let start):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rule, forKey: .rule)
      try container.encode(start, forKey: .start)
    case .workdays(let selector):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(selector, forKey: .workdays)
    }
  }

  /// Why the base cannot give days, or nil: a rule finer than whole days,
  /// which the command line refuses too.
  private var problem: (CodingKeys, String)? {
    guard case .rule(let rule, _) = self, rule.needsTimeOfDay else { return nil }
    return (.rule, "expected \(RecurrenceRule.wholeDaysDescription), got \"\(rule.rfc5545Text)\"")
  }
}
