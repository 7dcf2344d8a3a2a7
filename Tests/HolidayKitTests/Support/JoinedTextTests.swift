import Testing

@testable import HolidayKit

struct JoinedTextTests {
  /// Says exactly what the standard library's `joined(separator:)` says.
  @Test(
    arguments: [
      ([], ", "), ([""], ", "), (["a"], ", "), (["a", "b", "c"], ", "), (["", "", ""], "-"),
      (["2007-2020", "2022-2026"], ", "), (["上班", "下班"], ""), (["x", "y"], "\r\n"), (["é", "\u{301}"], ""),
    ] as [([String], String)])
  func saysWhatJoinedSays(parts: [String], separator: String) {
    #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
    #expect(parts.joinedText(separator: separator).utf8.elementsEqual(parts.joined(separator: separator).utf8))
  }

  @Test func theSeparatorDefaultsToNothing() {
    #expect(["ab", "c", "", "d"].joinedText() == "abcd")
  }
}
