import Foundation
import Testing

@testable import HolidayKit
@testable import HolidayKitICalendar

struct TimeZoneComponentTests {
  /// The whole component, line by line, for zones of every shape: a yearly
  /// rule on either side of the equator, with a half-hour change, none, UTC,
  /// and a change of rule within the years (the United States, 2007).
  @Test(arguments: [
    (
      "America/New_York", 2026...2026,
      [
        "BEGIN:VTIMEZONE", "TZID:America/New_York",
        "BEGIN:DAYLIGHT", "DTSTART:20250309T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20251102T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500",
        "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "END:STANDARD",
        "END:VTIMEZONE",
      ]
    ),
    (
      "Europe/Berlin", 2026...2026,
      [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin",
        "BEGIN:DAYLIGHT", "DTSTART:20250330T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200",
        "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20251026T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
        "END:VTIMEZONE",
      ]
    ),
    (
      "Australia/Lord_Howe", 2026...2026,
      [
        "BEGIN:VTIMEZONE", "TZID:Australia/Lord_Howe",
        "BEGIN:STANDARD", "DTSTART:20250406T020000", "TZOFFSETFROM:+1100", "TZOFFSETTO:+1030",
        "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:20251005T020000", "TZOFFSETFROM:+1030", "TZOFFSETTO:+1100",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU", "END:DAYLIGHT",
        "END:VTIMEZONE",
      ]
    ),
    (
      "Asia/Shanghai", 2026...2026,
      [
        "BEGIN:VTIMEZONE", "TZID:Asia/Shanghai",
        "BEGIN:STANDARD", "DTSTART:20250101T000000", "TZOFFSETFROM:+0800", "TZOFFSETTO:+0800", "END:STANDARD",
        "END:VTIMEZONE",
      ]
    ),
    (
      "UTC", 2026...2026,
      [
        "BEGIN:VTIMEZONE", "TZID:UTC",
        "BEGIN:STANDARD", "DTSTART:20250101T000000", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0000", "END:STANDARD",
        "END:VTIMEZONE",
      ]
    ),
    (
      "America/New_York", 2005...2008,
      [
        "BEGIN:VTIMEZONE", "TZID:America/New_York",
        "BEGIN:DAYLIGHT", "DTSTART:20040404T020000", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400",
        "RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z",
        "RDATE:20070311T020000", "RDATE:20080309T020000", "RDATE:20090308T020000", "END:DAYLIGHT",
        "BEGIN:STANDARD", "DTSTART:20041031T020000", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T060000Z",
        "RDATE:20071104T020000", "RDATE:20081102T020000", "RDATE:20091101T020000", "END:STANDARD",
        "END:VTIMEZONE",
      ]
    ),
  ])
  func writesTheConventionalForm(identifier: String, years: ClosedRange<Int>, expected: [String]) throws {
    let zone = try #require(Zone(ianaName: identifier))
    #expect(TimeZoneComponent(timeZone: zone, years: years).lines == expected)
  }

  @Test(arguments: [
    (0, "+0000"), (28_800, "+0800"), (-18_000, "-0500"), (19_800, "+0530"), (-3_600 * 9 - 30 * 60, "-0930"),
    (20_250, "+053730"),
  ])
  func offsetsPrintAsRFC5545Says(seconds: Int, text: String) {
    #expect(TimeZoneComponent.offsetText(seconds) == text)
  }

  /// Asia/Shanghai's local mean time (+08:05:43) ended with 1900; a calendar
  /// from 1900 once dated it 1970-01-01, the onset written for the offset
  /// before the first change, and readers moved every event of 1970 to 1986
  /// by 5 min 43 s. It starts the calendar now, where it was in force, and
  /// 1970 is +08:00.
  @Test func localMeanTimeStaysBefore1901() throws {
    let zone = try #require(Zone(ianaName: "Asia/Shanghai"))
    let component = TimeZoneComponent(timeZone: zone, years: 1900...2026)
    let first = try #require(component.observances.first)
    #expect(first.start == LocalDateTime(date: CivilDate(year: 1899, month: 1, day: 1)!, time: .midnight))
    #expect(first.offsetFrom == 8 * 3600 + 5 * 60 + 43 && first.offsetTo == first.offsetFrom)
    let written = try WrittenZone(component.lines, throughYear: 2027)
    for year in 1950...1985 {
      let instant = CivilDate.daysSinceEpoch(year: year, month: 6, day: 1) * 86_400
      #expect(written.offset(atInstant: instant) == 8 * 3600, "\(year)")
    }
    // No onset dated 1970 is left anywhere in the component: a check of
    // what is absent, which a comparison of 127 years' lines would bury.
    #expect(!component.lines.contains { $0.hasPrefix("DTSTART:1970") })
  }

  /// A zone that changes within the years but not in the year before starts
  /// with its last change before them, and every sub-component has an onset
  /// before the first day: icalendar-ruby fails ("comparison of
  /// IceCube::Occurrence with nil") for a time before any onset of one of
  /// them.
  @Test(arguments: [
    ("Asia/Shanghai", 1970...1992), ("America/New_York", 2026...2026), ("America/New_York", 2005...2008),
    ("Europe/Berlin", 2026...2026), ("Australia/Lord_Howe", 2025...2026), ("America/Sao_Paulo", 2017...2020),
    ("Asia/Shanghai", 2026...2026),
    // Lord Howe changed its rule in 2008: a sub-component for the new rule
    // would start within the years, and icalendar-ruby could read no time
    // before it, so the changes after the break stay RDATEs.
    ("Australia/Lord_Howe", 2007...2026),
  ])
  func everySubComponentHasAnOnsetBeforeTheFirstDay(identifier: String, years: ClosedRange<Int>) throws {
    let zone = try #require(Zone(ianaName: identifier))
    let component = TimeZoneComponent(timeZone: zone, years: years)
    let firstDay = LocalDateTime(date: CivilDate(year: years.lowerBound, month: 1, day: 1)!, time: .midnight)
    for observance in component.observances {
      #expect(observance.start < firstDay, "\(observance)")
    }
    if identifier == "Asia/Shanghai", years.lowerBound == 1970 {
      #expect(component.observances.map(\.start.date.year) == [1949, 1949])
    }
  }

  /// The rules derived are checked against the changes, which they must
  /// reproduce: changes that follow none (two of a kind in one year, a gap
  /// of a year, another time of day) are written as RDATEs.
  @Test func irregularChangesAreWrittenAsTheyAre() throws {
    func change(_ year: Int, _ month: Int, _ day: Int, hour: Int = 2, daylight: Bool) -> TimeZoneComponent.Change {
      let onset = LocalDateTime(
        date: CivilDate(year: year, month: month, day: day)!, time: TimeOfDay(hour: hour, minute: 0)!)
      let from = daylight ? 3600 : 7200
      return .init(
        instant: onset.secondsSinceEpoch - from, offsetFrom: from, offsetTo: daylight ? 7200 : 3600,
        isDaylight: daylight, onset: onset)
    }
    // Last Sundays of March 2024-2026, then 2028; last Sundays of October
    // 2024-2025 and twice in 2026, at 03:00 then 04:00.
    let changes = [
      change(2024, 3, 31, daylight: true), change(2024, 10, 27, hour: 3, daylight: false),
      change(2025, 3, 30, daylight: true), change(2025, 10, 26, hour: 3, daylight: false),
      change(2026, 3, 29, daylight: true), change(2026, 10, 25, hour: 3, daylight: false),
      change(2026, 11, 29, hour: 4, daylight: false), change(2028, 3, 26, daylight: true),
    ]
    let observances = TimeZoneComponent.observances(for: changes, lastYear: 2028, derivingRules: true)
    #expect(TimeZoneComponent.describes(observances, exactly: changes, throughYear: 2028))
    let daylight = try #require(observances.first { $0.isDaylight })
    #expect(daylight.rule?.rfc5545Text == "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;UNTIL=20260329T010000Z")
    #expect(daylight.otherStarts.map(\.basicFormat) == ["20280326T020000"])
    let standard = try #require(observances.first { !$0.isDaylight })
    #expect(standard.rule?.rfc5545Text == "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20261025T010000Z")
    #expect(standard.otherStarts.map(\.basicFormat) == ["20261129T040000"])
    // Without rules, every change an onset of its own.
    let plain = TimeZoneComponent.observances(for: changes, lastYear: 2028, derivingRules: false)
    #expect(plain.allSatisfy { $0.rule == nil })
    #expect(TimeZoneComponent.describes(plain, exactly: changes, throughYear: 2028))
    // A rule written wrong is caught.
    var wrong = observances
    wrong[0].rule?.week = 1
    #expect(!TimeZoneComponent.describes(wrong, exactly: changes, throughYear: 2028))
  }

  /// The offset a reader computes from the written lines (RFC 5545
  /// §3.6.5: the sub-component whose last onset is latest, onsets in UTC
  /// being DTSTART, RRULE's and RDATEs' wall-clock times less TZOFFSETFROM)
  /// agrees with the zone's own rules at every change of the years and
  /// around it, and at noon (UTC) of every fifth day, for every zone of the
  /// database. (ZoneTests compares the rules with Foundation's.)
  @Test(arguments: [2026...2026, 2025...2027, 2005...2008, 1965...1975, 1900...1903, 1986...1992])
  func agreesWithTheSystemZoneForEveryZone(years: ClosedRange<Int>) throws {
    var failures = 0
    for identifier in Zone.ianaNames {
      let zone = try #require(Zone(ianaName: identifier))
      let written = try WrittenZone(
        TimeZoneComponent(timeZone: zone, years: years).lines, throughYear: years.upperBound + 1)
      // The instants of the first and the last wall-clock times of the years.
      let first = CivilDate.daysSinceEpoch(year: years.lowerBound, month: 1, day: 1) * 86_400
      let end = CivilDate.daysSinceEpoch(year: years.upperBound + 1, month: 1, day: 1) * 86_400
      let low = first - zone.offset(at: first - 86_400)
      let high = end - zone.offset(at: end + 86_400)
      var instants = Array(stride(from: low + 12 * 3600, to: high, by: 5 * 86_400))
      var cursor = low
      while let next = zone.nextTransition(after: cursor), next > cursor, next < high {
        instants += [next - 1, next]
        cursor = next
      }
      instants += [low, high - 1]
      for instant in instants {
        let expected = zone.offset(at: instant)
        let found = written.offset(atInstant: instant)
        if found != expected {
          failures += 1
          if failures <= 10 {
            Issue.record(
              "\(identifier) \(years): at \(instant) the VTIMEZONE gives \(found.map(String.init) ?? "nothing"), the zone \(expected)"
            )
          }
          break
        }
      }
    }
    #expect(failures == 0)
  }
}

/// A VTIMEZONE read back from its lines by a small independent reader of
/// the forms TimeZoneComponent writes: DTSTART, TZOFFSETFROM, TZOFFSETTO,
/// RDATE and a yearly RRULE with BYMONTH, one BYDAY and an optional UNTIL,
/// followed through the end of `lastYear`.
struct WrittenZone {
  /// The onsets, as (UTC instant, offset after), oldest first.
  private var onsets: [(instant: Int, offset: Int)] = []

  struct Malformed: Error { var line: String }

  init(_ lines: [String], throughYear lastYear: Int) throws {
    var start: LocalDateTime?
    var from = 0
    var to = 0
    var rule: (month: Int, week: Int, weekday: Int, until: Int?)?
    var dates: [LocalDateTime] = []
    for line in lines {
      let (name, value) = (String(line.prefix { $0 != ":" }), String(line.drop { $0 != ":" }.dropFirst()))
      switch name {
      case "BEGIN" where value == "STANDARD" || value == "DAYLIGHT":
        (start, rule, dates) = (nil, nil, [])
      case "DTSTART": start = try Self.dateTime(value)
      case "TZOFFSETFROM": from = try Self.offset(value)
      case "TZOFFSETTO": to = try Self.offset(value)
      case "RDATE": dates.append(try Self.dateTime(value))
      case "RRULE":
        var parts: [String: String] = [:]
        for part in value.split(separator: ";") {
          let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
          parts[pair[0]] = pair[1]
        }
        guard parts["FREQ"] == "YEARLY", let month = parts["BYMONTH"].flatMap({ Int($0) }), let byDay = parts["BYDAY"],
          let weekday = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].firstIndex(of: String(byDay.suffix(2))),
          let week = Int(byDay.dropLast(2)), parts.count == (parts["UNTIL"] == nil ? 3 : 4)
        else { throw Malformed(line: line) }
        let until = try parts["UNTIL"].map { text in
          guard text.hasSuffix("Z") else { throw Malformed(line: line) }
          return try Self.dateTime(String(text.dropLast())).secondsSinceEpoch
        }
        rule = (month, week, weekday + 1, until)
      case "END" where value == "STANDARD" || value == "DAYLIGHT":
        guard let start else { throw Malformed(line: line) }
        for date in [start] + dates { onsets.append((date.secondsSinceEpoch - from, to)) }
        guard let rule, start.date.year < lastYear else { continue }
        for year in (start.date.year + 1)...lastYear {
          // The day, counted independently of the library's rule.
          let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
          let length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][rule.month - 1]
          let days = (1...length).filter {
            CivilDate(year: year, month: rule.month, day: $0)!.weekday.rawValue == rule.weekday
          }
          let day = rule.week > 0 ? days[rule.week - 1] : days[days.count + rule.week]
          let onset = LocalDateTime(date: CivilDate(year: year, month: rule.month, day: day)!, time: start.time)
          let utc = onset.secondsSinceEpoch - from
          if let until = rule.until, utc > until { break }
          onsets.append((utc, to))
        }
      default: break
      }
    }
    onsets.sort { $0.instant < $1.instant }
  }

  /// The offset in force at `instant`; nil before the first onset.
  func offset(atInstant instant: Int) -> Int? {
    onsets.last { $0.instant <= instant }?.offset
  }

  private static func dateTime(_ text: String) throws -> LocalDateTime {
    guard let value = LocalDateTime(parsing: text) else { throw Malformed(line: text) }
    return value
  }

  private static func offset(_ text: String) throws -> Int {
    let digits = text.dropFirst().compactMap(\.wholeNumberValue)
    guard text.count == 5 || text.count == 7, digits.count == text.count - 1, "+-".contains(text.first!) else {
      throw Malformed(line: text)
    }
    let seconds =
      (digits[0] * 10 + digits[1]) * 3600 + (digits[2] * 10 + digits[3]) * 60
      + (digits.count == 6 ? digits[4] * 10 + digits[5] : 0)
    return text.first == "-" ? -seconds : seconds
  }
}
