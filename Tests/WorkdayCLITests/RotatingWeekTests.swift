import Foundation
import Testing

/// 大小周: a six-day week, then a five-day one, with the official days off
/// and make-up days on top, over a whole year, against a derivation of its
/// own (ISO week numbers from Foundation's calendar, the official days read
/// straight from holidays/2026.json).
struct RotatingWeekTests {
  private struct Day: Decodable {
    var date: String
    var isOffDay: Bool
  }
  private struct File: Decodable { var days: [Day] }

  @Test func bigAndSmallWeeksOverTwentyTwentySix() throws {
    let data = try Data(contentsOf: Tool.root.appendingPathComponent("holidays/2026.json"))
    let official = Dictionary(
      uniqueKeysWithValues: try JSONDecoder().decode(File.self, from: data).days.map { ($0.date, $0.isOffDay) })
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "yyyy-MM-dd"
    var expected: [String] = []
    var day = try #require(formatter.date(from: "2026-01-01"))
    while formatter.string(from: day) <= "2026-12-31" {
      let text = formatter.string(from: day)
      let week = calendar.component(.weekOfYear, from: day)  // 2026-01-05 starts ISO week 2
      let weekday = calendar.component(.weekday, from: day)  // 1 Sunday ... 7 Saturday
      let bigWeek = (week - 2) % 2 == 0
      let regular = weekday != 1 && (weekday != 7 || bigWeek)
      if official[text].map({ !$0 }) ?? regular { expected.append(text) }
      day = try #require(calendar.date(byAdding: .day, value: 1, to: day))
    }
    let rotation = ["--work-week", "MO-SA/MO-FR", "--week-anchor", "2026-01-05"]
    let listed = try runInProcess(
      ["list", "--from", "2026-01-01", "--to", "2026-12-31", "--only", "workdays", "-q"] + rotation)
    #expect(listed.stdout.split(separator: "\n").map { String($0.prefix(10)) } == expected)
    #expect(expected.count > 248 + 20)
    // Any day of the first week anchors it alike; the next week's day flips it.
    let sameWeek = try runInProcess([
      "count", "--from", "2026-01-01", "--to", "2026-12-31", "-q", "--work-week", "MO-SA/MO-FR", "--week-anchor",
      "2026-01-10",
    ])
    #expect(sameWeek.stdout == "\(expected.count)\n")
    let generated = try runInProcess(["generate", "--year", "2026", "-q"] + rotation)
    let starts = generated.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("DTSTART;") }.map {
      String($0.suffix(15).prefix(8))
    }
    #expect(starts == expected.map { $0.replacingOccurrences(of: "-", with: "") })
  }

  @Test func aRotationNeedsItsAnchor() throws {
    let result = try runInProcess(["check", "--work-week", "MO-SA/MO-FR", "2026-03-07"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "workday-ics: --work-week 'MO-SA/MO-FR' rotates: give --week-anchor DATE, a day of the week that follows its first pattern\n"
      ))
  }
}
