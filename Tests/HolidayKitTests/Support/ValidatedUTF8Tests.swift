import Testing

@testable import HolidayKit

struct ValidatedUTF8Tests {
  @Test(
    arguments: [
      ([0x61, 0x62], "ab"), ([0xE4, 0xB8, 0x8A, 0xE7, 0x8F, 0xAD], "上班"), ([], ""), ([0xF0, 0x9F, 0x98, 0x80], "😀"),
      ([0xEF, 0xBF, 0xBD], "\u{FFFD}"),
    ] as [([UInt8], String)])
  func validTextReadsBack(bytes: [UInt8], text: String) {
    #expect(ValidatedUTF8.string(bytes) == text)
  }

  @Test(arguments: [[0xFF], [0xE4, 0xB8], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x61, 0x80, 0x62]] as [[UInt8]])
  func invalidBytesAreRefused(bytes: [UInt8]) {
    #expect(ValidatedUTF8.string(bytes) == nil)
  }
}
