extension JSONValue: Decodable {
  /// Reads any JSON value through a `Decoder`, so that a type can check
  /// its JSON itself (``JSONReader``) whether it came from a file the
  /// tool parsed or from `JSONDecoder`. An object's members come in the
  /// order of their keys, since a decoder does not keep the order written.
  package init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: JSONPathKey.self) {
      var members: [(key: String, value: JSONValue)] = []
      for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append((key.stringValue, try object.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
    } else if var array = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
      self = .array(values)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let flag = try? single.decode(Bool.self) {
        self = .bool(flag)
      } else if let number = try? single.decode(Int.self) {
        self = .number(String(number))
      } else if let number = try? single.decode(Double.self) {
        self = .number(String(number))
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }
}

/// A key of a JSON path: an object's member or an array's index.
package struct JSONPathKey: CodingKey, Sendable {
  package var stringValue: String
  package var intValue: Int?

  package init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  package init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }

  /// The keys of a path such as `alarms[1]` or `a.b[0]`.
  package static func keys(of path: String) -> [JSONPathKey] {
    var keys: [JSONPathKey] = []
    for part in path.split(separator: ".") {
      let pieces = part.split(separator: "[")
      guard let name = pieces.first else { continue }
      if !part.hasPrefix("[") { keys.append(JSONPathKey(stringValue: String(name))) }
      for index in pieces.dropFirst(part.hasPrefix("[") ? 0 : 1) {
        if let number = Int(index.dropLast()) { keys.append(JSONPathKey(intValue: number)) }
      }
    }
    return keys
  }
}
