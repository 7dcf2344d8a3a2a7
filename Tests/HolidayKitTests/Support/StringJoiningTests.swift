import Testing

@testable import HolidayKit

struct StringJoiningTests {
  @Test(arguments: [[], [""], ["a"], ["a", "b"], ["2007-2020", "2022-2026", ""], ["上班", "调休", "🇨🇳"]])
  func joinsAsTheStandardLibraryDoes(parts: [String]) {
    for separator in ["", ", ", "\n"] {
      #expect(parts.joined(with: separator) == parts.joined(separator: separator))
    }
  }
}
