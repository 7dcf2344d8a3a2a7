import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct TextValueTests {
  @Test(arguments: [
    ("plain", "plain"),
    ("a;b,c\\d", "a\\;b\\,c\\\\d"),
    ("line\nbreak", "line\\nbreak"),
    ("windows\r\nbreak", "windows\\nbreak"),
    ("old mac\rbreak", "old mac\\nbreak"),
    ("\n\n", "\\n\\n"),
    ("上班：打卡，签到；", "上班：打卡，签到；"),
    // An attempt to add a property or a component stays inside the value.
    ("x\r\nEND:VEVENT\r\nBEGIN:VEVENT", "x\\nEND:VEVENT\\nBEGIN:VEVENT"),
    ("a:b \"q\"", "a:b \"q\""),
  ])
  func escapes(text: String, escaped: String) {
    #expect(TextValue.escaped(text) == escaped)
    #expect(!TextValue.escaped(text).contains("\r") && !TextValue.escaped(text).contains("\n"))
  }

  @Test(arguments: ["plain", "a;b,c\\d", "line\nbreak", "\\n literally", "上班 🙂", "end\\"])
  func unescapingUndoesEscaping(text: String) {
    #expect(TextValue.unescaped(TextValue.escaped(text)) == text)
  }

  @Test(arguments: [
    ("bell\u{7}", UInt32(0x07)), ("nul\u{0}", 0x00), ("esc\u{1B}[31m", 0x1B), ("del\u{7F}", 0x7F),
    ("vertical tab\u{B}", 0x0B),
  ])
  func rejectsControlCharacters(text: String, scalar: UInt32) {
    #expect(throws: TextValue.ControlCharacterError(scalar: scalar)) { try TextValue.validate(text) }
  }

  @Test func errorNamesTheCodePoint() {
    #expect(TextValue.ControlCharacterError(scalar: 7).description == "control character U+0007 is not allowed")
  }

  /// Tabs and line breaks are text a title or a description may hold:
  /// accepted, and written on one line that reads back as the text (a CR
  /// LF as one line break).
  @Test(arguments: [
    ("tab\there", "tab\there"), ("two\nlines", "two\nlines"), ("crlf\r\n", "crlf\n"), ("上班", "上班"), ("", ""),
  ])
  func acceptsTextWithLineBreaksAndTabs(text: String, readBack: String) {
    #expect(throws: Never.self) { try TextValue.validate(text) }
    let written = TextValue.escaped(text)
    #expect(!written.contains("\r") && !written.contains("\n"))
    #expect(TextValue.unescaped(written) == readBack)
  }
}
