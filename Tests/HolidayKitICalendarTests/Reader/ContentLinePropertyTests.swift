import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct ContentLinePropertyTests {
  static func split(_ text: String) -> ContentLineProperty? { ContentLineProperty(Array(text.utf8)[...]) }

  @Test func splitsNameParametersAndValue() throws {
    let property = try #require(Self.split("dtStart;tzid=\"Asia/Shanghai\";X-A=\"a:b;c\":20261010T090000"))
    #expect(property.name == "DTSTART")
    #expect(property.parameter("TZID") == "Asia/Shanghai")
    #expect(property.parameter("X-A") == "a:b;c")
    #expect(property.value == "20261010T090000")
    #expect(ContentLineProperty.name(of: Array("summary;LANGUAGE=zh:a:b".utf8)[...]) == "SUMMARY")
  }

  @Test func aValueMayStartWithACombiningMark() throws {
    #expect(try #require(Self.split("SUMMARY:\u{301}x")).value == "\u{301}x")
  }

  @Test func aLineWithoutAColonIsNoProperty() {
    #expect(Self.split("no colon") == nil)
    #expect(Self.split("X;A=\"a:b\"") == nil)
  }
}
