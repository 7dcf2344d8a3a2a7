extension Reminder {
  /// The reminder of an object written as a person writes it
  /// (``ReminderRequest``'s form, as in a configuration file), with its
  /// defaults (``ReminderDefaults``) and checks.
  ///
  /// A rule needs its `ruleStart` here: read on its own, a reminder has no
  /// range whose first day it could count from.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at the path of the key that is
  ///   wrong, with the configuration's message for it.
  init(request value: JSONValue, codingPath: [any CodingKey]) throws {
    func corrupted(_ error: JSONPathError) -> DecodingError {
      DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + JSONPathKey.keys(of: error.path), debugDescription: error.message))
    }
    let request: ReminderRequest
    do {
      request = try ReminderRequest(json: value, at: "")
    } catch {
      throw corrupted(error)
    }
    if request.rule != nil, request.ruleStart == nil {
      throw corrupted(
        JSONPathError(
          path: "",
          message:
            "\"rule\" needs \"ruleStart\", the day it counts from, such as \"2026-01-05\": a reminder read on its own has no range to start from"
        ))
    }
    do {
      self = try request.reminder(rangeStart: request.ruleStart ?? .earliest)
    } catch {
      throw corrupted(error.jsonPathError(at: ""))
    }
  }
}
