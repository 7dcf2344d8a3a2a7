extension Array where Element == String {
  /// The strings with `separator` between them, as `joined(separator:)`
  /// gives. Spelt out for arrays of strings because the standard library's
  /// generic version has the runtime build type information by name the
  /// first time it runs, a cost every short-lived run of the tool would pay.
  func joined(with separator: String) -> String {
    var text = ""
    for (index, part) in enumerated() {
      if index > 0 { text += separator }
      text += part
    }
    return text
  }
}
