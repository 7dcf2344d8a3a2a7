import HolidayKit

extension Configuration {
  /// Reads `"groups": ["women", "children"]` and `"halfDay": "morning"`,
  /// which mean what `--group` and `--half-day` mean.
  ///
  /// - Throws: ``ConfigurationError`` naming the key for anything else.
  mutating func readGroups(_ top: JSONMembers, _ reader: ConfigurationReader) throws(ConfigurationError) {
    if let value = top["groups"] {
      for (index, item) in try reader.array(value, at: "groups").enumerated() {
        let group: CitizenGroup = try reader.choice(item, at: "groups[\(index)]")
        if !groups.contains(group) { groups.append(group) }
      }
    }
    if let value = top["halfDay"] {
      halfDay = try reader.choice(value, at: "halfDay") as DayHalf
    }
  }
}
