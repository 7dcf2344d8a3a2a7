import TestSupport
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct ContentLineTests {
  /// Physical lines of a folded text, without their CRLFs.
  private func physicalLines(_ folded: String) -> [String] {
    var lines = folded.components(separatedBy: "\r\n")
    #expect(lines.last == "", "a folded line ends in CRLF")
    lines.removeLast()
    return lines
  }

  @Test(arguments: [
    // (logical line, octets of each physical line, CRLF excluded)
    (String(repeating: "a", count: 75), [75]),
    (String(repeating: "a", count: 76), [75, 2]),
    (String(repeating: "a", count: 149), [75, 75]),
    (String(repeating: "a", count: 150), [75, 75, 2]),
    ("", [0]),
    // 上 is 3 octets: 25 of them fill 75 exactly, the 26th moves down whole.
    (String(repeating: "上", count: 25), [75]),
    (String(repeating: "上", count: 26), [75, 4]),
    // "S:" then CJK: 2 + 24×3 = 74, the next would make 77, so it moves.
    ("S:" + String(repeating: "班", count: 25), [74, 4]),
    // Emoji are 4 octets: 18 make 72; the 19th would make 76.
    (String(repeating: "⏰", count: 25), [75]),
    (String(repeating: "🙂", count: 19), [72, 5]),
  ])
  func foldsAtSeventyFiveOctetsWithoutSplittingCharacters(line: String, octets: [Int]) {
    let lines = physicalLines(ContentLine.folded(line))
    #expect(lines.map(\.utf8.count) == octets)
    for continuation in lines.dropFirst() { #expect(continuation.hasPrefix(" ")) }
    #expect(ContentLine.unfold(ContentLine.folded(line)) == (line.isEmpty ? [] : [line]))
  }

  @Test func everyPhysicalLineIsValidUTF8AndAtMostSeventyFiveOctets() {
    var generator = SeededGenerator(seed: 75)
    let alphabet = Array("aé上班🙂;,\\ \"") + ["\u{301}"]
    for _ in 0..<500 {
      let length = Int.random(in: 0...300, using: &generator)
      let line = "SUMMARY:" + String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let folded = ContentLine.folded(line)
      for physical in physicalLines(folded) {
        #expect(physical.utf8.count <= 75)
        #expect(String(validating: physical.utf8, as: UTF8.self) != nil)
      }
      #expect(ContentLine.unfold(folded) == [line])
    }
  }

  @Test func unfoldNumbersLinesAndAcceptsLF() {
    // A continuation made of a space and a combining mark is one Swift
    // character; it must still lose just the space.
    let lines = ContentLine.unfoldNumbered("BEGIN:VCALENDAR\nSUMMARY:e\r\n \u{301}x\n\nUID:y\r\n")
    #expect(lines.map(\.number) == [1, 2, 5])
    #expect(lines.map(\.text) == ["BEGIN:VCALENDAR", "SUMMARY:e\u{301}x", "UID:y"])
  }

  @Test func unfoldJoinsContinuationsStartingWithSpaceOrTab() {
    #expect(ContentLine.unfold("SUMMARY:ab\r\n c\r\n\td\r\nUID:x\r\n") == ["SUMMARY:abcd", "UID:x"])
  }

  @Test(arguments: [
    (0, 1, "0"), (7, 2, "07"), (2026, 4, "2026"), (12345, 2, "12345"), (-5, 3, "-005"), (-120, 1, "-120"),
    (Int.min, 1, "-9223372036854775808"), (Int.max, 4, "9223372036854775807"),
    (42, 99, String(repeating: "0", count: 18) + "42"),
    (0, 0, "0"), (5, -3, "5"), (100, 3, "100"),
  ])
  func numbersAreWrittenInDecimalZeroPadded(value: Int, width: Int, text: String) {
    var writer = ContentLineWriter()
    writer.append(number: value, width: width)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == text)
  }

  @Test func numbersFoldLikeAnyOtherText() {
    var writer = ContentLineWriter()
    writer.append(String(repeating: "X", count: 73))
    writer.append(number: 20_261_001, width: 8)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == String(repeating: "X", count: 73) + "20\r\n 261001")
  }

  /// A writer is a value: a copy keeps what was written when it was made,
  /// whichever of the two goes on writing, past its first capacity too.
  @Test func aCopyIsIndependent() {
    var first = ContentLineWriter(reservingCapacity: 16)
    first.line("BEGIN:VCALENDAR")
    var second = first
    second.line("VERSION:2.0")
    first.append(number: 2026, width: 4)
    first.removeAll()
    first.append("X")
    var third = second
    for _ in 0..<100 { third.line("PRODID:x") }
    #expect(String(decoding: first.bytes, as: UTF8.self) == "X")
    #expect(String(decoding: second.bytes, as: UTF8.self) == "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")
    #expect(third.count == second.count + 100 * 10)
    #expect(second.withBytes { Array($0) } == second.bytes)
    #expect(second.text == "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")
  }

  /// Dates and date-times fold exactly where their text would: wherever on
  /// the line they start, the writer's output is the folded plain text.
  @Test(arguments: 55...76)
  func datesFoldWhereTheirTextWould(column: Int) throws {
    let date = try #require(CivilDate(year: 2026, month: 10, day: 1))
    let moment = LocalDateTime(date: date, time: try #require(TimeOfDay(hour: 8, minute: 30, second: 5)))
    let prefix = String(repeating: "X", count: column)
    var writer = ContentLineWriter()
    writer.append(prefix)
    writer.append(basicFormat: moment)
    writer.endLine()
    writer.append(prefix)
    writer.append(basicFormat: date)
    writer.endLine()
    let expected = ContentLine.folded(prefix + "20261001T083005") + ContentLine.folded(prefix + "20261001")
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
  }

  /// A number that ends exactly at octet 75 stays on the line; one octet
  /// more, sign and padding included, and it folds where the line is full.
  @Test(arguments: [
    (68, -12345, 6, String(repeating: "X", count: 68) + "-012345"),
    (69, -12345, 6, String(repeating: "X", count: 69) + "-01234\r\n 5"),
    (75, 7, 2, String(repeating: "X", count: 75) + "\r\n 07"),
  ])
  func numbersAtTheEndOfALine(before: Int, value: Int, width: Int, text: String) {
    var writer = ContentLineWriter()
    writer.append(String(repeating: "X", count: before))
    writer.append(number: value, width: width)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == text)
  }
}
