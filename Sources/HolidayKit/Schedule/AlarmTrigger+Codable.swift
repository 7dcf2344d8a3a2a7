extension AlarmTrigger: Codable {
  /// The keys of a trigger.
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case before, at, dayOffset
  }

  /// What a trigger may be, for messages.
  private static let expected =
    "an alarm such as {\"before\": 600} (seconds before the start) or {\"at\": \"21:00\", \"dayOffset\": -1}"

  /// Decodes a trigger written as an object: `before`, a number of seconds
  /// before the start (negative: after it), or `at`, a time of day, with
  /// `dayOffset`, the days from the event's day (0 when missing; −1 is the
  /// day before).
  ///
  ///     {"before": 600}
  ///     {"at": "21:00", "dayOffset": -1}
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything else: both keys
  ///   or neither, `before` beyond 1000 days (``ICalendarDuration/maximumSeconds``)
  ///   either way, or `dayOffset` beyond 366 days either way.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self, expected: Self.expected)
    switch (container.contains(.before), container.contains(.at)) {
    case (true, false):
      guard !container.contains(.dayOffset) else {
        throw DecodingError.dataCorruptedError(
          forKey: .dayOffset, in: container,
          debugDescription: "expected \"dayOffset\" only with \"at\", as in {\"at\": \"21:00\", \"dayOffset\": -1}")
      }
      self = .before(
        try container.decode(ICalendarDuration.self, forKey: .before, expected: "a number of seconds such as 600"))
    case (false, true):
      let time = try container.decode(TimeOfDay.self, forKey: .at, expected: "a time such as \"21:00\"")
      let days = try container.decodeIfPresent(Int.self, forKey: .dayOffset, expected: "a number of days such as -1")
      self = .atTime(dayOffset: days ?? 0, time: time)
    case (true, true):
      throw DecodingError.dataCorruptedError(
        forKey: .at, in: container, debugDescription: "expected \"before\" or \"at\", not both")
    case (false, false):
      throw try decoder.corrupted(expected: Self.expected)
    }
    try container.refuse(problem)
    try decoder.refuseUnknownKeys(CodingKeys.self)
  }

  /// Encodes the trigger as `{"before": 600}` or `{"at": "21:00",
  /// "dayOffset": -1}` (with `dayOffset` always written).
  ///
  /// - Throws: `EncodingError.invalidValue` for a trigger that decoding
  ///   would refuse, so that what is written can be read back.
  public func encode(to encoder: any Encoder) throws {
    try encoder.refuse(self, problem?.1)
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .before(let duration):
      try container.encode(duration, forKey: .before)
    case .atTime(let dayOffset, let time):
      try container.encode(time, forKey: .at)
      try container.encode(dayOffset, forKey: .dayOffset)
    }
  }

  /// What is out of range in the trigger, and the key that holds it; nil
  /// when it is fine. Such a trigger could not even be counted from its
  /// event's start without overflowing.
  private var problem: (CodingKeys, String)? {
    switch self {
    case .before(let duration):
      guard duration.seconds.magnitude > ICalendarDuration.maximumSeconds else { return nil }
      return (
        .before,
        "expected at most \(ICalendarDuration.maximumSeconds) seconds (1000 days) either way, got \(duration.seconds)"
      )
    case .atTime(let dayOffset, _):
      guard dayOffset.magnitude > Self.maximumDayOffset else { return nil }
      return (
        .dayOffset, "expected a day offset from -\(Self.maximumDayOffset) to \(Self.maximumDayOffset), got \(dayOffset)"
      )
    }
  }
}
