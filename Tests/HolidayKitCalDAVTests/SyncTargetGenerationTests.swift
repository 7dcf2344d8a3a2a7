import HolidayKit
import HolidayKitICalendar
import TestSupport
import Testing

@testable import HolidayKitCalDAV

/// The targets `sync` keeps, made from the calendars a request made:
/// whose events they are, what is wanted, what is history, and the
/// events made again from another first day or under another name.
struct SyncTargetGenerationTests {
  /// What the generation job makes of the clock-in reminder (08:50 on
  /// every working day) in a calendar named each of `names` (the name in
  /// every UID) over `from` to 2026-12-31, the data citing `notices` for
  /// 2026.
  static func generation(
    names: [String] = ["Work"], from: String = "2026-12-28", notices: [String] = ["https://www.gov.cn/a"]
  ) throws -> CalendarGeneration.Result {
    var reminder = ReminderRequest()
    (reminder.title, reminder.id, reminder.time) = ("Clock in", "clock-in", "08:50")
    let zone = try #require(Zone(ianaName: "Asia/Shanghai"))
    var made = try CalendarGeneration.make(
      CalendarGeneration.Request(
        calendar: WorkdayCalendar(holidays: try HolidayCalendar.embedded()), from: day(from),
        through: day("2026-12-31"),
        calendars: names.map {
          CalendarGeneration.Request.Calendar(
            reminders: [reminder], name: $0, color: CalendarColor(parsing: "teal"), timeZone: zone)
        },
        timestamp: LocalDateTime(date: day("1970-01-01"), time: .midnight)))
    made.notices = [2026: notices]
    return made
  }

  /// A reminder of the command line owns its events by its identifier;
  /// a configuration's calendars by the file and each calendar's name.
  @Test(
    arguments: [
      (nil, [["Work"]], [SyncOwner.reminder("clock-in")]),
      (
        "/c.json", [["Work", "Home"]],
        [.configuration(file: "/c.json", calendar: "Work"), .configuration(file: "/c.json", calendar: "Home")]
      ),
    ] as [(String?, [[String]], [SyncOwner])])
  func eachCalendarIsATargetOfItsOwner(file: String?, names: [[String]], owners: [SyncOwner]) throws {
    let generation = try Self.generation(names: names[0])
    let targets = SyncTarget.targets(
      for: generation, names: names[0].map { "CalDAV " + $0 }, configurationFile: file, removes: false,
      historyBefore: nil, regenerate: nil)
    #expect(targets.map(\.owner) == owners)
    #expect(targets.map(\.name) == names[0].map { "CalDAV " + $0 })
    for target in targets {
      // 2026-12-28 to 12-31: four working days, each an event saying its year's notice.
      #expect(target.wanted.count == 4)
      #expect(target.wanted.allSatisfy { $0.body.contains("X-WORKDAY-ICS-NOTICES:2026 https://www.gov.cn/a") })
      #expect(target.suffixes == SyncPlan.reminderSuffixes(of: target.wanted))
      #expect(target.suffixes.count == 1)
      #expect(target.color == "#008080")
      #expect(target.lineage == NoticeLineage([2026: ["https://www.gov.cn/a"]]))
    }
    #expect(Set(targets.flatMap(\.suffixes)).count == targets.count, "each calendar's UIDs its own")
  }

  /// `--remove` wants nothing and has no history, but still knows its
  /// events by their names; a range that starts today by default makes
  /// the days before it history, and its events can be made again from
  /// an earlier day (only then).
  @Test(arguments: [
    (false, day("2026-12-28") as CivilDate?, true), (false, nil, false), (true, day("2026-12-28"), true),
    (true, nil, false),
  ])
  func removeAndHistory(removes: Bool, today: CivilDate?, regenerates: Bool) throws {
    let generation = try Self.generation()
    var asked: [CivilDate] = []
    let target = try #require(
      SyncTarget.targets(
        for: generation, names: ["Work"], configurationFile: nil, removes: removes, historyBefore: today,
        regenerate: { from in
          asked.append(from)
          return try Self.generation(from: from.iso8601)
        }
      ).first)
    #expect(target.removes == removes)
    #expect(target.wanted.count == (removes ? 0 : 4))
    #expect(target.suffixes.count == 1)
    #expect(target.historyBefore == (removes ? nil : today))
    #expect((target.regenerate != nil) == regenerates)
    let again = try target.regenerate?(day("2026-12-21"))
    #expect(again.map { $0.count } == (regenerates ? 9 : nil), "2026-12-21 to 12-31: nine working days")
    #expect(asked == (regenerates ? [day("2026-12-21")] : []))
  }

  /// The second calendar made again is the second target's.
  @Test func eachTargetRegeneratesItsOwnCalendar() throws {
    let names = ["Work", "Home"]
    let targets = SyncTarget.targets(
      for: try Self.generation(names: names), names: names, configurationFile: "/c.json", removes: false,
      historyBefore: day("2026-12-28"), regenerate: { try Self.generation(names: names, from: $0.iso8601) })
    for target in targets {
      let again = try #require(try target.regenerate?(day("2026-12-21")))
      #expect(SyncPlan.reminderSuffixes(of: again) == target.suffixes)
    }
  }

  /// The other spellings of a command-line reminder's calendar: the
  /// CalDAV calendar's name (not a URL) and the title, other than the
  /// name its UIDs have, each once, with the suffixes its events would
  /// have.
  @Test(arguments: [
    ("YD", "Daily", "Daily", ["YD"]), ("YD", "Daily", "YD", ["Daily"]), ("YD", "Daily", "Other", ["YD", "Daily"]),
    ("Daily", "Daily", "Other", ["Daily"]), ("Daily", "Daily", "Daily", []),
    ("https://dav.example/cal/", "Daily", "Other", ["Daily"]),
  ])
  func otherIdentities(calendar: String, title: String, current: String, spellings: [String]) throws {
    var target = SyncTarget(name: calendar, wanted: [], owner: .reminder("clock-in"))
    var asked: [String] = []
    target.lookForOtherIdentities(
      title: title, current: current,
      generate: { name in
        asked.append(name)
        return try? Self.generation(names: [name])
      }, spelling: { "--calendar-name " + $0 })
    #expect(asked.isEmpty, "made only when a run asks")
    let identities = try #require(target.otherIdentities?())
    #expect(identities.map(\.spelling) == spellings.map { "--calendar-name " + $0 })
    #expect(asked == spellings)
    for (identity, name) in zip(identities, spellings) {
      let expected = SyncTarget.targets(
        for: try Self.generation(names: [name]), names: [name], configurationFile: nil, removes: false,
        historyBefore: nil, regenerate: nil)[0].suffixes
      #expect(identity.suffixes == expected)
    }
  }

  /// A name the calendar cannot be made under is no identity.
  @Test func aNameThatCannotBeMadeIsLeftOut() {
    var target = SyncTarget(name: "YD", wanted: [], owner: .reminder("clock-in"))
    target.lookForOtherIdentities(
      title: "Daily", current: "Other", generate: { $0 == "YD" ? nil : try? Self.generation(names: [$0]) },
      spelling: { $0 })
    #expect(target.otherIdentities?().map(\.spelling) == ["Daily"])
  }
}
