import Foundation
import Testing

@testable import HolidayKitICalendar

/// What an importer sees when a year's notice arrives: every event and
/// series still wanted keeps its UID, in either style; an event whose
/// content changes says so (a higher SEQUENCE, a later DTSTAMP, STATUS
/// CONFIRMED where it said TENTATIVE); the events of other years keep
/// their bytes; and the same inputs still give the same bytes.
struct NoticeArrivalTests {
  /// The command of the issue, before and after the notice.
  static func generate(_ style: String, notice: Bool, environment: [String: String] = [:]) throws -> String {
    var variables = environment
    if notice {
      let data = try Tool.temporaryFolder()
      try Data(UpdateCommandTests.published2027.utf8).write(to: data.appendingPathComponent("2027.json"))
      variables["WORKDAY_ICS_DATA"] = data.path
    }
    let result = try runInProcess(
      ["generate", "--from", "2026-01-01", "--provisional", "--style", style], environment: variables)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// Each VEVENT's lines (unfolded), by UID.
  static func events(_ text: String) -> [String: [String]] {
    var events: [String: [String]] = [:]
    var current: [String]?
    for line in ContentLine.unfold(text) {
      if line == "BEGIN:VEVENT" { current = [] }
      current?.append(line)
      if line == "END:VEVENT", let lines = current,
        let uid = lines.first(where: { $0.hasPrefix("UID:") })
      {
        events[String(uid.dropFirst(4))] = lines
        current = nil
      }
    }
    return events
  }

  static func value(_ name: String, in lines: [String]?) -> String? {
    lines?.first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
  }

  @Test(arguments: ["compact", "expanded"]) func everyEventKeepsItsUIDAndAChangedOneSaysSo(style: String) throws {
    let before = Self.events(try Self.generate(style, notice: false))
    let text = try Self.generate(style, notice: true)
    #expect(try Self.generate(style, notice: true) == text, "the same inputs, the same bytes")
    let after = Self.events(text)
    // Every UID of 2026 and 2027 is still there (2027-02-06, a make-up
    // Saturday in the notice, is new; days the notice gives off go).
    let removed = Set(before.keys).subtracting(after.keys).sorted()
    #expect(removed.allSatisfy { !$0.hasPrefix("series-") }, "no series is given a new UID: \(removed)")
    if style == "compact" {
      let series2027 = try #require(before.keys.first { $0.hasPrefix("series-20270104-") })
      #expect(after[series2027] != nil, "2027's series keeps its UID")
    }
    var changed = 0
    for (uid, old) in before {
      guard let new = after[uid] else { continue }
      if Self.value("DTSTART;TZID=Asia/Shanghai", in: old)?.hasPrefix("2026") == true {
        #expect(new == old, "a 2026 event is untouched: \(uid)")
        #expect(Self.value("STATUS", in: new) == "CONFIRMED")
        #expect(Self.value("SEQUENCE", in: new) == "1")
        continue
      }
      guard new != old else { continue }
      changed += 1
      // The copy that replaces it is ordered after it (RFC 5546: SEQUENCE,
      // then DTSTAMP), and no longer tentative.
      #expect(Self.value("STATUS", in: old) == "TENTATIVE", "\(uid)")
      #expect(Self.value("STATUS", in: new) == "CONFIRMED", "\(uid)")
      #expect(Self.value("SEQUENCE", in: old) == nil, "revision 0: \(uid)")
      #expect(Self.value("SEQUENCE", in: new) == "1", "\(uid)")
      let stamps = (Self.value("DTSTAMP", in: old) ?? "", Self.value("DTSTAMP", in: new) ?? "")
      #expect(stamps == ("19700101T000000Z", "19700101T000001Z"), "\(uid)")
    }
    #expect(changed >= (style == "compact" ? 1 : 240), "the 2027 events all change: \(changed)")
  }

  @Test func sourceDateEpochIsTheStampOfATentativeEventAndOneSecondBeforeAConfirmedOne() throws {
    let epoch = ["SOURCE_DATE_EPOCH": "1767225600"]
    let events = Self.events(try Self.generate("expanded", notice: false, environment: epoch))
    let tentative = try #require(events.values.first { Self.value("STATUS", in: $0) == "TENTATIVE" })
    let confirmed = try #require(events.values.first { Self.value("STATUS", in: $0) == "CONFIRMED" })
    #expect(Self.value("DTSTAMP", in: tentative) == "20260101T000000Z")
    #expect(Self.value("DTSTAMP", in: confirmed) == "20260101T000001Z")
  }
}
