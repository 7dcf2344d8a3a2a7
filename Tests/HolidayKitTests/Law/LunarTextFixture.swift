import Foundation
import HolidayKit
import TestSupport

/// lunar-python's text forms of each lunar year, from the committed fixture
/// `Fixtures/lunar-text.txt` (written by `.tools/lunar-text`; the interop
/// tests run that script again in the venv and check it still writes the
/// committed file).
struct LunarTextFixture {
  struct Year {
    var stemBranch: String
    var zodiac: String
    var monthNames: [String]
    /// The festivals' days, in ``LunarFestival/allCases`` order.
    var festivals: [String]
  }

  /// 初一 … 三十.
  var dayNames: [String] = []
  var years: [Int: Year] = [:]

  /// The committed fixture, read and parsed; an error naming the file when
  /// it cannot be read.
  static func committed() throws -> LunarTextFixture {
    let text = try PackagePaths.fixture("lunar-text.txt")
    var fixture = LunarTextFixture()
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      if line.hasPrefix("# day names: ") { fixture.dayNames = Array(fields.dropFirst(3)) }
      guard !line.hasPrefix("#"), let year = Int(fields[0]) else { continue }
      let festivals = Array(fields.suffix(LunarFestival.allCases.count))
      let months = Array(fields[3..<(fields.count - festivals.count)])
      fixture.years[year] = Year(stemBranch: fields[1], zodiac: fields[2], monthNames: months, festivals: festivals)
    }
    return fixture
  }
}
