import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct CalendarColorTests {
  @Test(arguments: [
    ("teal", 0x008080, "teal", "#008080"), ("TEAL", 0x008080, "teal", "#008080"),
    ("#1E90FF", 0x1E90FF, "dodgerblue", "#1E90FF"), ("#ff8800", 0xFF8800, "darkorange", "#FF8800"),
    ("#000001", 0x000001, "black", "#000001"),
  ])
  func parsesNamesAndHexWithTheNearestName(text: String, rgb: Int, css: String, hex: String) throws {
    let color = try #require(CalendarColor(parsing: text))
    #expect(color.rgb == rgb)
    #expect(color.cssName == css)
    #expect(color.hex == hex)
  }

  @Test(arguments: ["", "nope", "#12345", "#1234567", "#GGGGGG", "1E90FF", "#１２３４５６"])
  func rejects(text: String) {
    #expect(CalendarColor(parsing: text) == nil)
  }

  @Test func hasEveryCSS3Name() {
    #expect(CalendarColor.named.count == 147)
    #expect(Set(CalendarColor.named.map(\.name)).count == 147)
  }
}
