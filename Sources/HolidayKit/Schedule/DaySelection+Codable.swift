extension DaySelection: Codable {
  /// The keys of a selection, its properties' names.
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case base, dayOffPolicy, addsMakeUpDays, onlyMakeUpDays
  }

  /// Decodes a selection written as an object with the selection's
  /// properties (``Base`` and ``DayOffPolicy`` as they encode):
  ///
  ///     {
  ///       "addsMakeUpDays": false,
  ///       "base": {"rule": "FREQ=MONTHLY;BYDAY=-1FR", "start": "2026-01-01"},
  ///       "dayOffPolicy": "previous-workday",
  ///       "onlyMakeUpDays": false
  ///     }
  ///
  /// A missing key takes the default of
  /// ``init(base:dayOffPolicy:addsMakeUpDays:onlyMakeUpDays:)``, so `{}` is
  /// every working day of the work week with its make-up workdays.
  ///
  /// - Throws: `DecodingError.dataCorrupted` for a value that is not an
  ///   object, a key whose value is wrong, or a key it does not know (at that key's path, naming the keys allowed).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(
      keyedBy: CodingKeys.self, expected: "a selection of days such as {\"base\": \"workWeek\"}")
    self.init(
      base: try container.decodeIfPresent(Base.self, forKey: .base, expected: "a base such as \"workWeek\"")
        ?? .workWeek,
      dayOffPolicy: try container.decodeIfPresent(
        DayOffPolicy.self, forKey: .dayOffPolicy, expected: "a policy, \(DayOffPolicy.choices)") ?? .skip,
      addsMakeUpDays: try container.decodeIfPresent(Bool.self, forKey: .addsMakeUpDays, expected: "true or false"),
      onlyMakeUpDays: try container.decodeIfPresent(Bool.self, forKey: .onlyMakeUpDays, expected: "true or false")
        ?? false)
    try decoder.refuseUnknownKeys(CodingKeys.self)
  }

  /// Encodes the selection as an object with every key written, such as
  /// `{"addsMakeUpDays": true, "base": "workWeek", "dayOffPolicy": "skip",
  /// "onlyMakeUpDays": false}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(base, forKey: .base)
    try container.encode(dayOffPolicy, forKey: .dayOffPolicy)
    try container.encode(addsMakeUpDays, forKey: .addsMakeUpDays)
    try container.encode(onlyMakeUpDays, forKey: .onlyMakeUpDays)
  }
}
