extension WorkdaySelector: Codable {
  /// The keys of a selector with values.
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case positionsInMonth, everyNth, start
  }

  /// The names of the selectors without values.
  private enum Name: String {
    case beforeDaysOff, afterDaysOff
  }

  /// What a selector may be, for messages.
  private static let expected =
    "working days such as {\"positionsInMonth\": [-1]}, {\"everyNth\": 3, \"start\": \"2026-01-05\"}, \"beforeDaysOff\" or \"afterDaysOff\""

  /// Decodes a selector written as its case's name, when it has no values,
  /// or as an object keyed by it:
  ///
  ///     {"positionsInMonth": [1, -1]}
  ///     {"everyNth": 3, "start": "2026-01-05"}
  ///     "beforeDaysOff"
  ///     "afterDaysOff"
  ///
  /// - Throws: `DecodingError.dataCorrupted` for anything else, no
  ///   positions, a position of 0 or beyond ``maximumPosition`` either way,
  ///   or an interval outside 1…366.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
      switch Name(rawValue: text) {
      case .beforeDaysOff: self = .beforeDaysOff
      case .afterDaysOff: self = .afterDaysOff
      case nil: throw container.corrupted(expected: Self.expected)
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self, expected: Self.expected)
    if container.contains(.positionsInMonth), container.contains(.everyNth) {
      throw DecodingError.dataCorruptedError(
        forKey: .everyNth, in: container, debugDescription: "expected \"positionsInMonth\" or \"everyNth\", not both")
    }
    if container.contains(.positionsInMonth) {
      self = .positionsInMonth(
        try container.decode([Int].self, forKey: .positionsInMonth, expected: "positions such as [1, -1]"))
    } else if container.contains(.everyNth) {
      self = .everyNth(
        interval: try container.decode(Int.self, forKey: .everyNth, expected: "a number of working days such as 3"),
        start: try container.decode(
          CivilDate.self, forKey: .start, expected: "the day counting starts from, such as \"2026-01-05\""))
    } else {
      throw try decoder.corrupted(expected: Self.expected)
    }
    try container.refuse(problem)
    try decoder.refuseUnknownKeys(CodingKeys.self)
  }

  /// Encodes the selector as `{"positionsInMonth": [1, -1]}`,
  /// `{"everyNth": 3, "start": "2026-01-05"}`, `"beforeDaysOff"` or
  /// `"afterDaysOff"`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a selector that decoding
  ///   would refuse, so that what is written can be read back.
  public func encode(to encoder: any Encoder) throws {
    try encoder.refuse(self, problem?.1)
    switch self {
    case .positionsInMonth(let positions):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(positions, forKey: .positionsInMonth)
    case .everyNth(let interval, let start):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(interval, forKey: .everyNth)
      try container.encode(start, forKey: .start)
    case .beforeDaysOff:
      var container = encoder.singleValueContainer()
      try container.encode(Name.beforeDaysOff.rawValue)
    case .afterDaysOff:
      var container = encoder.singleValueContainer()
      try container.encode(Name.afterDaysOff.rawValue)
    }
  }

  /// The most working days `everyNth` may count: a year's days.
  private static let maximumInterval = 366

  /// What is out of range in the selector, and the key that holds it; nil
  /// when it is fine. The command line refuses the same values.
  private var problem: (CodingKeys, String)? {
    switch self {
    case .positionsInMonth(let positions):
      let limit = Self.maximumPosition
      guard positions.isEmpty || positions.contains(where: { $0 == 0 || $0.magnitude > limit }) else { return nil }
      let found = "[" + positions.map(String.init).joined(separator: ", ") + "]"
      return (
        .positionsInMonth,
        "expected positions from 1 to \(limit) or -\(limit) to -1, such as [1] (the first) or [-1] (the last), got \(found)"
      )
    case .everyNth(let interval, _):
      guard !(1...Self.maximumInterval).contains(interval) else { return nil }
      return (.everyNth, "expected a number of working days from 1 to \(Self.maximumInterval), got \(interval)")
    case .beforeDaysOff, .afterDaysOff:
      return nil
    }
  }
}
