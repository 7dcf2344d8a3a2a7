/// Strict parsing of fixed-width ASCII decimal fields, as date and time
/// formats need them: `Int("+5")` is 5, but "+5" is not two digits.
package enum Digits {
  /// The value of `text` if it is exactly `count` ASCII digits.
  package static func fixed(_ text: Substring.UTF8View, count: Int) -> Int? {
    guard text.count == count else { return nil }
    return unsigned(text)
  }

  /// The value of `text` if it is one or more ASCII digits and fits `Int`.
  package static func unsigned(_ text: Substring.UTF8View) -> Int? {
    guard !text.isEmpty else { return nil }
    var value = 0
    for byte in text {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
      guard !o1, !o2 else { return nil }
      value = sum
    }
    return value
  }

  /// The value of `text` if it is an optionally signed (`+` or `-`) run of
  /// ASCII digits that fits `Int`.
  package static func signed(_ text: Substring) -> Int? {
    if text.hasPrefix("-") {
      guard let magnitude = unsigned(text.dropFirst().utf8) else { return nil }
      return 0 - magnitude
    }
    if text.hasPrefix("+") { return unsigned(text.dropFirst().utf8) }
    return unsigned(text.utf8)
  }

  /// Writes the last `count` decimal digits of `value` at `target`,
  /// zero-padded on the left.
  @inline(__always)
  package static func write(_ value: UInt, count: Int, at target: UnsafeMutablePointer<UInt8>) {
    var rest = value
    for position in (0..<count).reversed() {
      (target + position).initialize(to: UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
      rest /= 10
    }
  }

  /// The same for a value that is not negative: the fixed-width fields of
  /// dates and times.
  @inline(__always)
  package static func write(_ value: Int, count: Int, at target: UnsafeMutablePointer<UInt8>) {
    write(UInt(truncatingIfNeeded: value), count: count, at: target)
  }

  /// How many decimal digits `value` has: 1 for 0.
  package static func count(_ value: UInt) -> Int {
    var digits = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }

  /// `value` as decimal digits, zero-padded on the left to `width`.
  package static func padded(_ value: Int, width: Int) -> String {
    let digits = String(value)
    let count = digits.utf8.count  // ASCII: bytes are characters, and cheaper to count
    return count >= width ? digits : String(repeating: "0", count: width - count) + digits
  }
}
