extension Reminder: Codable {
  /// The keys of a reminder: its properties' names, and `allDay`, which
  /// stands for a `time` of nil.
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case identifier, title, location, notes, url, time, allDay, duration, alarms, selection, isBusy, marksMakeUpDays,
      language
  }

  /// Decodes a reminder written as an object with its properties; its
  /// types as they encode (``TimeOfDay``, ``ICalendarDuration`` in seconds,
  /// ``AlarmTrigger``, ``DaySelection``, ``Language``):
  ///
  ///     {
  ///       "alarms": [{"before": 600}],
  ///       "duration": 1800,
  ///       "identifier": "clock-in",
  ///       "isBusy": false,
  ///       "language": "en",
  ///       "marksMakeUpDays": true,
  ///       "selection": {"addsMakeUpDays": true, "base": "workWeek", "dayOffPolicy": "skip", "onlyMakeUpDays": false},
  ///       "time": "08:50",
  ///       "title": "Clock in"
  ///     }
  ///
  /// An all-day reminder has `"allDay": true` instead of a `time`, and one
  /// of the two is required, so that a mistyped or missing `time` is an
  /// error rather than all-day events. `location`, `notes` and `url` are
  /// left out when nil. Any other missing key takes the default of
  /// ``init(identifier:title:location:notes:url:time:duration:alarms:selection:isBusy:marksMakeUpDays:language:)``
  /// (the identifier is derived from the title, ``identifier(forTitle:)``).
  ///
  /// This is the one form of a saved reminder: a key added never changes
  /// what the others mean. A reminder as a person writes it in a
  /// configuration file (`"duration": "30m"`, `"busy"`, `"id"`) is read by
  /// ``ReminderConfiguration``.
  ///
  /// - Throws: ``ReminderDecodingError`` for a key it does not know
  ///   (checked first, so that `"tme"` is named, not a missing `time`; a
  ///   key of the configuration's form says so), a missing title, neither
  ///   or both of `time` and `"allDay": true`, an identifier that
  ///   ``isValidIdentifier(_:)`` refuses, a duration outside 0 through
  ///   1000 days, or a key whose value is wrong, at that key's path.
  public init(from decoder: any Decoder) throws {
    do {
      try self.init(ownFormFrom: decoder)
    } catch let error as DecodingError {
      throw ReminderDecodingError(error)
    }
  }

  /// Decodes the reminder's own form; ``init(from:)`` turns its errors
  /// into ``ReminderDecodingError``.
  private init(ownFormFrom decoder: any Decoder) throws {
    let container = try decoder.container(
      keyedBy: CodingKeys.self, expected: "a reminder such as {\"title\": \"Clock in\", \"time\": \"08:50\"}")
    try decoder.refuseUnknownKeys(
      CodingKeys.self,
      hint: {
        ReminderRequest.Field(rawValue: $0) != nil
          ? " (a key of a configuration file: decode ReminderConfiguration to read that form)" : ""
      })
    let title = try container.decode(String.self, forKey: .title, expected: "a title such as \"Clock in\"")
    let time = try container.decodeIfPresent(TimeOfDay.self, forKey: .time, expected: "a time such as \"08:50\"")
    let allDay = try container.decodeIfPresent(Bool.self, forKey: .allDay, expected: "true or false") ?? false
    guard (time == nil) == allDay else {
      throw DecodingError.dataCorruptedError(
        forKey: allDay ? .allDay : .time, in: container,
        debugDescription: allDay
          ? "expected either \"time\" or \"allDay\": true, not both"
          : "missing \"time\": expected a time such as \"08:50\", or \"allDay\": true")
    }
    func text(_ key: CodingKeys) throws -> String? {
      try container.decodeIfPresent(String.self, forKey: key, expected: "text")
    }
    self.init(
      identifier: try text(.identifier) ?? Self.identifier(forTitle: title), title: title,
      location: try text(.location), notes: try text(.notes), url: try text(.url), time: time,
      duration: try container.decodeIfPresent(
        ICalendarDuration.self, forKey: .duration, expected: "a number of seconds such as 1800")
        ?? ReminderDefaults.duration,
      alarms: try container.decodeIfPresent(
        [AlarmTrigger].self, forKey: .alarms, expected: "a list of alarms such as [{\"before\": 600}]") ?? [],
      selection: try container.decodeIfPresent(
        DaySelection.self, forKey: .selection, expected: "a selection of days such as {\"base\": \"workWeek\"}")
        ?? DaySelection(),
      isBusy: try container.decodeIfPresent(Bool.self, forKey: .isBusy, expected: "true or false") ?? false,
      marksMakeUpDays: try container.decodeIfPresent(Bool.self, forKey: .marksMakeUpDays, expected: "true or false"),
      language: try container.decodeIfPresent(Language.self, forKey: .language, expected: "\"en\" or \"zh\""))
    try container.refuse(problem)
  }

  /// Encodes the reminder as an object with every key written (`location`,
  /// `notes` and `url` only when set; `"allDay": true` in place of `time`
  /// for an all-day reminder).
  ///
  /// - Throws: `EncodingError.invalidValue` for a reminder that decoding
  ///   would refuse, so that what is written can be read back.
  public func encode(to encoder: any Encoder) throws {
    try encoder.refuse(self, problem?.1)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(identifier, forKey: .identifier)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(location, forKey: .location)
    try container.encodeIfPresent(notes, forKey: .notes)
    try container.encodeIfPresent(url, forKey: .url)
    if let time {
      try container.encode(time, forKey: .time)
    } else {
      try container.encode(true, forKey: .allDay)
    }
    try container.encode(duration, forKey: .duration)
    try container.encode(alarms, forKey: .alarms)
    try container.encode(selection, forKey: .selection)
    try container.encode(isBusy, forKey: .isBusy)
    try container.encode(marksMakeUpDays, forKey: .marksMakeUpDays)
    try container.encode(language, forKey: .language)
  }

  /// What decoding refuses in the reminder, and the key that holds it; nil
  /// when it is fine.
  private var problem: (CodingKeys, String)? {
    if !Self.isValidIdentifier(identifier) {
      return (
        .identifier,
        "expected an identifier of 1 to 64 ASCII letters, digits, '-', '_' or '.', got \"\(identifier.prefix(80))\""
      )
    }
    if !(0...ICalendarDuration.maximumSeconds).contains(duration.seconds) {
      return (
        .duration,
        "expected a length from 0 to \(ICalendarDuration.maximumSeconds) seconds (1000 days), got \(duration.seconds)"
      )
    }
    return nil
  }
}
