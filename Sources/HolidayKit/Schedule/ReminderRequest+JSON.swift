extension ReminderRequest {
  /// Reads a reminder written as a person writes it in a configuration
  /// file, the one JSON form of a reminder request: every key a ``Field``
  /// (`"time": "08:50"`, `"alarms": ["10m"]`, `"rule": "FREQ=WEEKLY;BYDAY=MO"`),
  /// each checked for its type; what the values mean is checked by
  /// ``reminder(rangeStart:)``.
  ///
  /// - Parameter path: the object's JSON path, for messages
  ///   (`calendars[0].reminders[1]`).
  /// - Throws: ``JSONPathError`` at the path of the first key that is
  ///   unknown or of the wrong type.
  package init(json value: JSONValue, at path: String) throws(JSONPathError) {
    let reader = JSONReader()
    let members = try reader.object(value, at: path, allowed: Field.allCases.map(\.rawValue))
    var request = ReminderRequest()
    func string(_ field: Field) throws(JSONPathError) -> String? {
      try members[field.rawValue].map { value throws(JSONPathError) in
        try reader.string(value, at: "\(path).\(field.rawValue)")
      }
    }
    func flag(_ field: Field) throws(JSONPathError) -> Bool? {
      try members[field.rawValue].map { value throws(JSONPathError) in
        try reader.bool(value, at: "\(path).\(field.rawValue)")
      }
    }
    request.title = try string(.title)
    request.location = try string(.location)
    request.description = try string(.description)
    request.url = try string(.url)
    request.id = try string(.id)
    request.time = try string(.time)
    request.duration = try string(.duration)
    request.allDay = try flag(.allDay) ?? false
    request.alarms = try members["alarms"].map { value throws(JSONPathError) in
      try reader.strings(value, at: path + ".alarms")
    }
    request.rule = try string(.rule)
    request.ruleStart = try members["ruleStart"].map { value throws(JSONPathError) in
      try Self.date(value, at: path + ".ruleStart", reader)
    }
    request.onDayOff = try string(.onDayOff)
    request.addMakeUpDays = try flag(.addMakeUpDays)
    request.only = try string(.only)
    if let value = members["workdayOfMonth"] {
      let limit = WorkdaySelector.maximumPosition
      let at = path + ".workdayOfMonth"
      // Checked here, where the value is as written (0, not "0").
      let expected = "positions from 1 to \(limit) or -\(limit) to -1, such as 1 (the first) or -1 (the last)"
      func position(_ value: JSONValue, at path: String) throws(JSONPathError) -> Int {
        let position = try reader.integer(value, at: path, in: -limit...limit)
        guard position != 0 else { throw reader.invalid(value, at: path, expected: expected) }
        return position
      }
      switch value {
      case .array(let values):
        guard !values.isEmpty else { throw reader.invalid(value, at: at, expected: expected) }
        var positions: [Int] = []
        for (index, element) in values.enumerated() {
          positions.append(try position(element, at: "\(at)[\(index)]"))
        }
        request.workdayOfMonth = positions
      default:
        request.workdayOfMonth = [try position(value, at: at)]
      }
    }
    request.everyNthWorkday = try members["everyNthWorkday"].map { value throws(JSONPathError) in
      try reader.integer(value, at: path + ".everyNthWorkday", in: 1...366)
    }
    request.beforeDaysOff = try flag(.beforeDaysOff) ?? false
    request.afterDaysOff = try flag(.afterDaysOff) ?? false
    request.busy = try flag(.busy) ?? false
    request.markMakeUpDays = try flag(.markMakeUpDays)
    if let value = members["lang"] {
      guard let language = Language(rawValue: try reader.string(value, at: path + ".lang")) else {
        throw reader.invalid(value, at: path + ".lang", expected: "\"en\" or \"zh\"")
      }
      request.language = language
    }
    self = request
  }

  /// A date such as `2026-01-05`.
  private static func date(_ value: JSONValue, at path: String, _ reader: JSONReader) throws(JSONPathError)
    -> CivilDate
  {
    guard case .string(let text) = value, let date = CivilDate(iso8601: text) else {
      throw reader.invalid(value, at: path, expected: "a date such as \"2026-01-01\"")
    }
    return date
  }
}
