import HolidayKit

extension Configuration {
  /// Reads `"groups": ["women", "children"]` and `"halfDay": "morning"`,
  /// which mean what `--group` and `--half-day` mean.
  ///
  /// - Throws: ``ConfigurationError`` naming the key for anything else.
  mutating func readGroups(_ top: [String: JSONValue], _ reader: ConfigurationReader) throws(ConfigurationError) {
    if let value = top["groups"] {
      for (index, item) in try reader.array(value, at: "groups").enumerated() {
        let text = try reader.string(item, at: "groups[\(index)]")
        guard let group = CitizenGroup(rawValue: text) else {
          throw reader.invalid(
            item, at: "groups[\(index)]",
            expected: "one of " + CitizenGroup.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        if !groups.contains(group) { groups.append(group) }
      }
    }
    if let value = top["halfDay"] {
      guard let half = DayHalf(rawValue: try reader.string(value, at: "halfDay")) else {
        throw reader.invalid(value, at: "halfDay", expected: "\"morning\" or \"afternoon\"")
      }
      halfDay = half
    }
  }
}
