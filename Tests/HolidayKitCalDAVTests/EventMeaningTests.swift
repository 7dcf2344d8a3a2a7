import HolidayKit
import Testing

@testable import HolidayKitCalDAV
@testable import HolidayKitICalendar

/// An edit is a change a person sees; the housekeeping clients do when
/// they write an event back (Apple Calendar, Thunderbird, DAVx5) is not.
struct EventMeaningTests {
  /// One event as `sync` writes it, before its fingerprint.
  static func written(
    day: String = "20261228", start: String = "090000", end: String = "093000", summary: String = "Daily"
  ) -> String {
    [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//workday-ics//HolidayKit//EN", "CALSCALE:GREGORIAN",
      "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai", "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:+0800",
      "TZOFFSETTO:+0800", "TZNAME:CST", "END:STANDARD", "END:VTIMEZONE",
      "BEGIN:VEVENT", "UID:\(day)-daily-233a4a4f@workday-ics", "DTSTAMP:20260101T000000Z",
      "DTSTART;TZID=Asia/Shanghai:\(day)T\(start)", "DTEND;TZID=Asia/Shanghai:\(day)T\(end)",
      "SUMMARY:\(summary)", "TRANSP:TRANSPARENT", "BEGIN:VALARM", "ACTION:DISPLAY",
      "DESCRIPTION:\(summary) (10 minutes before)", "TRIGGER:-PT10M", "END:VALARM", "END:VEVENT", "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
  }

  /// `text` as sync writes it: the lines of `lineage` (year and notices,
  /// `2027 https://…`) and the fingerprint among the event's own
  /// properties, before its alarms.
  static func stamped(_ text: String, lineage: [String] = []) -> String {
    let marks = lineage.map { NoticeLineage.property + ":" + $0 }
    let plain = insert(marks, into: text)
    return insert([EventMeaning.line(for: plain)], into: plain)
  }

  /// `text` with `lines` before the first VEVENT's first VALARM, else its end.
  private static func insert(_ lines: [String], into text: String) -> String {
    guard !lines.isEmpty else { return text }
    let marker = text.contains("BEGIN:VALARM\r\n") ? "BEGIN:VALARM\r\n" : "END:VEVENT\r\n"
    guard let range = text.firstRange(of: marker) else { return text }
    var result = text
    result.replaceSubrange(range, with: lines.map { $0 + "\r\n" }.joined() + marker)
    return result
  }

  /// `text` with each line that `change` maps to something else replaced
  /// by those lines (none: removed).
  static func rewritten(_ text: String, lineEnd: String = "\r\n", _ change: (String) -> [String]?) -> String {
    text.split(separator: "\r\n").flatMap { change(String($0)) ?? [String($0)] }.joined(separator: lineEnd)
      + lineEnd
  }

  /// How clients write back an event they did not change in meaning.
  static let rewrites: [(String, @Sendable (String) -> String)] = [
    (
      "Apple Calendar dismissed the alarm",
      { text in
        rewritten(text) { line in
          switch line {
          case "DTSTAMP:20260101T000000Z":
            ["DTSTAMP:20261228T011502Z", "SEQUENCE:0", "CREATED:20261201T000000Z", "LAST-MODIFIED:20261228T011502Z"]
          case "TRANSP:TRANSPARENT": [line, "X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC"]
          case "TRIGGER:-PT10M":
            [
              line, "ACKNOWLEDGED:20261228T005012Z", "X-WR-ALARMUID:0F1C4B2A-8A1E-4C7B-9E1D-5C1F8E2B3A4D",
              "UID:0F1C4B2A-8A1E-4C7B-9E1D-5C1F8E2B3A4D", "X-APPLE-DEFAULT-ALARM:FALSE",
            ]
          case "END:VEVENT":
            // A snooze: an alarm related to the first, and Apple's placeholder.
            [
              "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER;VALUE=DATE-TIME:20261228T005512Z",
              "RELATED-TO:0F1C4B2A-8A1E-4C7B-9E1D-5C1F8E2B3A4D", "END:VALARM", "BEGIN:VALARM", "ACTION:NONE",
              "TRIGGER;VALUE=DATE-TIME:19760401T005545Z", "END:VALARM", line,
            ]
          case "PRODID:-//workday-ics//HolidayKit//EN": ["PRODID:-//Apple Inc.//iPhone OS 18.1//EN"]
          default: nil
          }
        }
      }
    ),
    (
      "Thunderbird reordered, re-folded and lower-cased",
      { text in
        rewritten(text) { line in
          switch line {
          case "DTSTART;TZID=Asia/Shanghai:20261228T090000":
            ["SUMMARY:Dai", " ly", "dtstart;tzid=Asia/Shanghai:20261228T090000"]
          case "SUMMARY:Daily": []
          case "TRANSP:TRANSPARENT": ["X-MOZ-GENERATION:2", "transp:transparent", "X-MOZ-LASTACK:20261228T005012Z"]
          case "TRIGGER:-PT10M": ["TRIGGER;VALUE=DURATION;RELATED=START:-PT10M"]
          case "ACTION:DISPLAY": ["DESCRIPTION:Daily (10 minutes before)", "ACTION:DISPLAY"]
          case "DESCRIPTION:Daily (10 minutes before)": []
          default: nil
          }
        }
      }
    ),
    (
      "DAVx5 spelled the duration out, ended lines with LF and added its own properties",
      { text in
        rewritten(text, lineEnd: "\n") { line in
          switch line {
          case "TRIGGER:-PT10M": ["TRIGGER:-P0DT0H10M0S"]
          case "DTSTAMP:20260101T000000Z": ["DTSTAMP:20261228T020000Z", "SEQUENCE:1", "X-DAVX5-SYNC:1"]
          case "DTEND;TZID=Asia/Shanghai:20261228T093000":
            ["DTEND;VALUE=DATE-TIME;TZID=Asia/Shanghai:20261228T093000", "URL;VALUE=URI:", "LOCATION:"]
          case "PRODID:-//workday-ics//HolidayKit//EN": ["PRODID:DAVx5/4.4 ical4j/3.2"]
          default: nil
          }
        }
      }
    ),
    (
      "a client wrote a DURATION for the DTEND",
      { $0.replacing("DTEND;TZID=Asia/Shanghai:20261228T093000", with: "DURATION:PT30M") }
    ),
    (
      "Apple added its default alarm",
      {
        $0.replacing(
          "END:VEVENT",
          with:
            "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nX-APPLE-DEFAULT-ALARM:TRUE\r\nEND:VALARM\r\nEND:VEVENT"
        )
      }
    ),
  ]

  /// Changes a person made.
  static let edits: [(String, @Sendable (String) -> String)] = [
    ("moved time", { $0.replacing("T090000", with: "T100000").replacing("T093000", with: "T103000") }),
    ("new title", { $0.replacing("SUMMARY:Daily", with: "SUMMARY:Doctor at 9 - moved work") }),
    (
      "removed alarm",
      { text in
        var inAlarm = false
        return rewritten(text) { line in
          if line == "BEGIN:VALARM" { inAlarm = true }
          defer { if line == "END:VALARM" { inAlarm = false } }
          return inAlarm || line == "END:VALARM" ? [] : nil
        }
      }
    ),
    ("alarm earlier", { $0.replacing("TRIGGER:-PT10M", with: "TRIGGER:-PT30M") }),
    ("alarm as a sound", { $0.replacing("ACTION:DISPLAY", with: "ACTION:AUDIO") }),
    ("longer", { $0.replacing("T093000", with: "T100000") }),
    ("longer, as a duration", { $0.replacing("DTEND;TZID=Asia/Shanghai:20261228T093000", with: "DURATION:PT31M") }),
    ("a place", { $0.replacing("SUMMARY:Daily", with: "SUMMARY:Daily\r\nLOCATION:Room 3") }),
    ("notes", { $0.replacing("SUMMARY:Daily", with: "SUMMARY:Daily\r\nDESCRIPTION:bring the badge") }),
    ("a link", { $0.replacing("SUMMARY:Daily", with: "SUMMARY:Daily\r\nURL:https://example.com/") }),
    ("cancelled", { $0.replacing("SUMMARY:Daily", with: "SUMMARY:Daily\r\nSTATUS:CANCELLED") }),
    ("busy", { $0.replacing("TRANSP:TRANSPARENT", with: "TRANSP:OPAQUE") }),
    ("repeats", { $0.replacing("SUMMARY:Daily", with: "SUMMARY:Daily\r\nRRULE:FREQ=WEEKLY;COUNT=3") }),
    ("a day left out", { $0.replacing("SUMMARY:Daily", with: "SUMMARY:Daily\r\nEXDATE:20270104T010000Z") }),
  ]

  @Test(arguments: rewrites.map(\.0))
  func aClientsHousekeepingIsNotAnEdit(client: String) throws {
    let rewrite = try #require(Self.rewrites.first { $0.0 == client }?.1)
    let stamped = EventMeaningTests.stamped(Self.written())
    let stored = EventMeaning.Stored(rewrite(stamped))
    #expect(stored.recorded != nil, "the client kept the fingerprint")
    #expect(stored.isUnedited == true, "\(EventMeaning.canonical(rewrite(stamped)))")
    // An import (no fingerprint) rewritten so still means what was written.
    #expect(EventMeaning.fingerprint(of: rewrite(Self.written())) == EventMeaning.fingerprint(of: Self.written()))
  }

  @Test(arguments: edits.map(\.0))
  func aPersonsChangeIsAnEdit(edit: String) throws {
    let change = try #require(Self.edits.first { $0.0 == edit }?.1)
    let stamped = EventMeaningTests.stamped(Self.written())
    #expect(change(stamped) != stamped, "the table's change applies")
    #expect(EventMeaning.Stored(change(stamped)).isUnedited == false)
    // Also after Apple's housekeeping on top of it.
    #expect(EventMeaning.Stored(Self.rewrites[0].1(change(stamped))).isUnedited == false)
  }

  @Test func theFingerprintAndTheNoticesAreTheEventsOwnPropertiesOnlyInWhatSyncWrites() throws {
    let zone = try #require(Zone(ianaName: "Asia/Shanghai"))
    let document = ICalendarDocument(
      timeZone: zone, years: 2027...2027,
      timestamp: LocalDateTime(date: try #require(CivilDate(year: 1970, month: 1, day: 1)), time: .midnight))
    let day = try #require(CivilDate(year: 2027, month: 1, day: 4))
    let start = LocalDateTime(date: day, time: try #require(TimeOfDay(hour: 9, minute: 0)))
    let end = LocalDateTime(date: day, time: try #require(TimeOfDay(hour: 9, minute: 30)))
    let event = Event(
      uid: "20270104-daily-233a4a4f@workday-ics", start: .dateTime(start), end: .dateTime(end), summary: "Daily",
      alarms: [Alarm(trigger: ICalendarDuration(seconds: -600), description: "Daily")])
    let lineage = NoticeLineage([2027: ["https://www.gov.cn/a", "https://www.gov.cn/b"]])
    let resource = SyncPlan.Resource(event: event, document: document, lineage: lineage)
    let plain = document.resourceText(for: event)
    let fingerprint = EventMeaning.fingerprint(of: plain)
    #expect(fingerprint.hasPrefix("1-") && fingerprint.utf8.count == 18)
    #expect(
      resource.body.contains(
        "TRANSP:TRANSPARENT\r\nX-WORKDAY-ICS-NOTICES:2027 https://www.gov.cn/a https://www.gov.cn/b\r\n"
          + "X-WORKDAY-ICS-FINGERPRINT:\(fingerprint)\r\nBEGIN:VALARM\r\n"))
    // Absent anywhere in the text, which no line-by-line comparison says as plainly.
    #expect(!plain.contains("X-WORKDAY-ICS"), "only what sync writes carries them")
    #expect(EventMeaning.fingerprint(of: resource.body) == fingerprint)
    let stored = EventMeaning.Stored(resource.body)
    #expect(stored.uid == event.uid && stored.recorded == fingerprint && stored.isUnedited == true)
    #expect(stored.lineage == lineage)
    #expect(stored.label == "2027-01-04 09:00 Daily" && resource.label == stored.label)
    #expect(resource.years == 2027...2027)
    #expect(EventMeaning.Stored(Self.written()).isUnedited == nil, "no fingerprint: unknown")
  }

  @Test(arguments: [
    (["DTSTART;TZID=Asia/Shanghai:20261228T233000", "DURATION:+0d3600s"], "DTEND;TZID=Asia/Shanghai:20261229T003000"),
    (["DTSTART:20261228T003000Z", "DURATION:-0d3600s"], "DTEND:20261227T233000Z"),
    (["DTSTART;VALUE=DATE:20261231", "DURATION:+1d0s"], "DTEND;VALUE=DATE:20270101"),
    (["DTSTART;VALUE=DATE:20261231", "DURATION:+0d60s"], "DURATION:+0d60s"),
  ])
  func aDurationIsTheEndItComesTo(lines: [String], end: String) {
    #expect(EventMeaning.endingAsDTEND(lines)[1] == end)
  }

  @Test(arguments: [
    ("-PT10M", "-0d600s"), ("-P0DT0H10M0S", "-0d600s"), ("PT600S", "+0d600s"), ("+P1W", "+7d0s"),
    ("P1DT1H", "+1d3600s"), ("-PT0S", "+0d0s"), ("PXM", "PXM"), ("P1H", "P1H"), ("10M", "10M"),
  ])
  func durationsAreCounted(text: String, canonical: String) {
    #expect(EventMeaning.duration(text) == canonical)
  }
}
