import Foundation
import Testing

@testable import HolidayKit

/// The days the law gives groups of citizens (Art. 3), checked against a
/// derivation written here from the law's text, not from the code: the
/// weekday from Foundation's Gregorian calendar, the official entries on
/// those dates typed in from holiday-cn's files, and the versions' table.
struct GroupDayTests {
  /// Art. 3 as each version in force on the group days of 2007-2030 says
  /// it: 儿童节 a whole day in all of them (Order 270: 13周岁以下; from
  /// 2008: 不满14周岁), the other three a half day.
  static func citation(_ year: Int) -> String {
    switch year {
    case ...2007: "全国年节及纪念日放假办法 (国务院令第270号, 1999)"
    case 2008...2013: "全国年节及纪念日放假办法 (国务院令第513号, 2007)"
    case 2014...2024: "全国年节及纪念日放假办法 (国务院令第644号, 2013)"
    default: "全国年节及纪念日放假办法 (国务院令第795号, 2024)"
    }
  }

  static let days: [(CitizenGroup, Int, Int)] = [(.women, 3, 8), (.youth, 5, 4), (.children, 6, 1), (.military, 8, 1)]

  /// Every official entry on March 8, May 4, June 1 and August 1 of
  /// 2007-2026 in holiday-cn's files: days off (劳动节 breaks; 端午 2025)
  /// and the make-up Sundays 2008-05-04 and 2014-05-04.
  static let officialDaysOff: Set = [
    "2007-05-04", "2019-05-04", "2020-05-04", "2021-05-04", "2022-05-04", "2024-05-04", "2025-05-04", "2025-06-01",
    "2026-05-04",
  ]
  static let makeUpWorkdays: Set = ["2008-05-04", "2014-05-04"]

  /// What is off for the group on its day in `year`, written from the law:
  /// nothing on a day off (Art. 6: a weekend is not made up) nor on a
  /// make-up workday (the notice's working day stays whole), else the
  /// afternoon, or the whole day for children.
  static func expected(_ group: CitizenGroup, _ year: Int, month: Int, day: Int) -> (String, DayHalf?, String)? {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC")!
    let date = gregorian.date(from: DateComponents(year: year, month: month, day: day))!
    let weekday = gregorian.component(.weekday, from: date)  // 1 Sunday, 7 Saturday
    let iso = String(format: "%04d-%02d-%02d", year, month, day)
    let working = !makeUpWorkdays.contains(iso) && weekday != 1 && weekday != 7 && !officialDaysOff.contains(iso)
    guard working else { return nil }
    return (iso, group == .children ? nil : .afternoon, citation(year))
  }

  static func answer(_ calendar: WorkdayCalendar, _ group: CitizenGroup, _ year: Int) -> (String, DayHalf?, String)? {
    guard let date = group.date(in: year), let off = calendar.groupDayOff(on: date, for: [group]) else { return nil }
    #expect(off.group == group)
    return (date.iso8601, off.isWholeDay ? nil : DayHalf.afternoon, off.citation)
  }

  /// The official data and, past it, the regular week.
  static let china = WorkdayCalendar(holidays: try! HolidayCalendar.embedded(), assumesRegularWeek: true)

  @Test(arguments: 2007...2026)
  func everyGroupDayWithTheOfficialData(year: Int) {
    for (group, month, day) in Self.days {
      let got = Self.answer(Self.china, group, year)
      let want = Self.expected(group, year, month: month, day: day)
      #expect(got?.0 == want?.0 && got?.1 == want?.1 && got?.2 == want?.2, "\(group) \(year)")
    }
  }

  /// 2007-2030 over a calendar of just the entries typed above, so that
  /// the years without a notice are checked too (regular week).
  @Test func everyGroupDayOf2007Through2030() throws {
    let entries = (Self.officialDaysOff.map { ($0, true) } + Self.makeUpWorkdays.map { ($0, false) }).map {
      HolidayEntry(date: CivilDate(iso8601: $0.0)!, name: "x", isOffDay: $0.1, source: "test")
    }
    let files = try Dictionary(grouping: entries, by: \.date.year).map { year, days in
      try HolidayFile(source: "test", year: year, papers: [], days: days.sorted { $0.date < $1.date })
    }
    let calendar = WorkdayCalendar(
      holidays: try HolidayCalendar(files: files.sorted { $0.year < $1.year }), assumesRegularWeek: true)
    var halfDays = 0
    for year in 2007...2030 {
      for (group, month, day) in Self.days {
        let got = Self.answer(calendar, group, year)
        let want = Self.expected(group, year, month: month, day: day)
        #expect(got?.0 == want?.0 && got?.1 == want?.1 && got?.2 == want?.2, "\(group) \(year)")
        if want?.1 != nil { halfDays += 1 }
      }
    }
    // Of 72 half-day holidays, 24 fall on a day off (17 women, 14 youth, 17
    // military) and 2 on a make-up workday (youth, 2008 and 2014).
    #expect(halfDays == 46)
  }

  @Test func onlyTheGroupsAskedFor() {
    let march8 = CivilDate(year: 2023, month: 3, day: 8)!
    #expect(Self.china.groupDayOff(on: march8, for: [.youth, .military]) == nil)
    #expect(Self.china.groupDayOff(on: march8, for: []) == nil)
    #expect(Self.china.groupDayOff(on: march8, for: CitizenGroup.allCases)?.group == .women)
    #expect(Self.china.forGroups([.women], morningOff: true).morningOff)
    #expect(!Self.china.forGroups([.women]).morningOff)
    #expect(Self.china.groupDayOff(on: march8.next!, for: CitizenGroup.allCases) == nil)
  }

  /// None before the 1949 measures; under them every group day a half day,
  /// 儿童节 included, for the groups they name.
  @Test func theLawsOwnDates() {
    let regular = WorkdayCalendar(holidays: HolidayCalendar(), assumesRegularWeek: true)
    #expect(CitizenGroup.military.dayOff(on: CivilDate(year: 1949, month: 8, day: 1)!) == nil)
    #expect(regular.groupDayOff(on: CivilDate(year: 1949, month: 6, day: 1)!, for: [.children]) == nil)
    let children1998 = regular.groupDayOff(on: CivilDate(year: 1998, month: 6, day: 1)!, for: [.children])
    #expect(children1998?.isWholeDay == false)
    #expect(children1998?.citation == "全国年节及纪念日放假办法 (政务院, 1949)")
    #expect(CitizenGroup.youth.dayOff(on: CivilDate(year: 1950, month: 5, day: 4)!)?.who == "中等学校以上的学生")
    #expect(CitizenGroup.children.dayOff(on: CivilDate(year: 2000, month: 6, day: 1)!)?.who == "13周岁以下的少年儿童")
    #expect(CitizenGroup.children.dayOff(on: CivilDate(year: 2008, month: 6, day: 1)!)?.who == "不满14周岁的少年儿童")
    #expect(CitizenGroup.children.dayOff(on: CivilDate(year: 2000, month: 6, day: 1)!)?.isWholeDay == true)
    #expect(CitizenGroup.women.dayOff(on: CivilDate(year: 2026, month: 3, day: 9)!) == nil)
  }

  /// Where each version gives the day and says a weekend is not made up:
  /// parts 乙 and 丁 of the 1949 measures, which have no articles, then
  /// Art. 3 and Art. 6 of every version from Order No. 270 (1999-09-18).
  @Test(arguments: [
    ("1990-03-08", HolidayLaw.Provision.part("乙"), HolidayLaw.Provision.part("丁"), false),
    ("1992-03-08", .part("乙"), .part("丁"), true), ("1999-05-04", .part("乙"), .part("丁"), false),
    ("2000-03-08", .article(3), .article(6), false), ("2026-03-08", .article(3), .article(6), true),
  ])
  func eachVersionCitesItsOwnProvisions(
    date: String, granted: HolidayLaw.Provision, notMadeUp: HolidayLaw.Provision, onADayOff: Bool
  ) throws {
    let calendar = WorkdayCalendar(holidays: try HolidayCalendar.embedded(), assumesRegularWeek: true)
      .forGroups(CitizenGroup.allCases)
    let group = try #require(try calendar.day(CivilDate(iso8601: date)!).groupDay)
    #expect(group.grantedIn == granted)
    #expect(group.notMadeUpIn == notMadeUp)
    #expect((group.timeOff == .nothingOnADayOff) == onADayOff)
  }

  /// 儿童节 as a whole day off in every answer for children: not a working
  /// day, counted out, and still named by ``WorkdayCalendar/groupDayOff``;
  /// a Sunday June 1 adds nothing.
  @Test func theChildrensWholeDayIsADayOff() throws {
    let calendar = Self.china.forGroups([.children])
    let june1 = CivilDate(year: 2023, month: 6, day: 1)!
    #expect(try calendar.isWorkingDay(june1) == false)
    #expect(try calendar.kind(of: june1) == .officialDayOff(name: "儿童节"))
    #expect(calendar.groupDayOff(on: june1, for: [.children])?.isWholeDay == true)
    #expect(calendar.groupDayOff(on: june1, for: [.children]) != nil)
    let june = (CivilDate(year: 2023, month: 6, day: 1)!, CivilDate(year: 2023, month: 6, day: 30)!)
    #expect(
      try Self.china.workingDayCount(from: june.0, through: june.1) - 1
        == calendar.workingDayCount(from: june.0, through: june.1))
    #expect(try calendar.kind(of: CivilDate(year: 2025, month: 6, day: 1)!) == .officialDayOff(name: "端午节"))
    #expect(calendar.holidays.coveredYears == Self.china.holidays.coveredYears)
    #expect(
      Self.china.forGroups([.women, .youth, .military]).holidays.entries == Self.china.holidays.entries)
  }

  /// A reminder starting in the half that is off has the half day as a
  /// day off; all-day ones and the calendar's own answers keep it a
  /// working day, and the one day value says both.
  @Test func aReminderInTheHalfOffIsScheduledOverADayOff() throws {
    let calendar = Self.china.forGroups([.women])
    let march8 = CivilDate(year: 2023, month: 3, day: 8)!
    #expect(try calendar.isWorkingDay(march8))
    #expect(try calendar.day(march8).isWorkingDay)
    #expect(try calendar.day(march8).halfDayOff == .afternoon)
    #expect(try calendar.isWorkingDay(march8, at: TimeOfDay(hour: 14, minute: 0)) == false)
    #expect(try calendar.isWorkingDay(march8, at: TimeOfDay(hour: 9, minute: 0)))
    #expect(try calendar.isWorkingDay(march8, at: nil))
    let morning = Self.china.forGroups([.women], morningOff: true)
    #expect(try morning.isWorkingDay(march8, at: TimeOfDay(hour: 9, minute: 0)) == false)
    #expect(try calendar.updated(with: ProvisionalYear(year: 2027).holidayFile).groups == [.women])
  }

  /// A year without a notice, answered from the law, has the group days too.
  @Test func aProvisionalYearHasThem() throws {
    let provisional = try WorkdayCalendar.china().updated(with: ProvisionalYear(year: 2027).holidayFile)
    #expect(provisional.groupDayOff(on: CivilDate(year: 2027, month: 3, day: 8)!, for: [.women])?.isWholeDay == false)
    let children = provisional.forGroups([.children])
    #expect(try children.isWorkingDay(CivilDate(year: 2027, month: 6, day: 1)!) == false)
    #expect(children.holidays.provisionalYears == [2027])
  }

  @Test(arguments: [("11:59:59", DayHalf.morning), ("00:00", .morning), ("12:00", .afternoon), ("23:59", .afternoon)])
  func noonDividesTheHalves(time: String, half: DayHalf) {
    let time = TimeOfDay(parsing: time)!
    #expect(half.contains(time))
    #expect(!half.other.contains(time))
  }

  @Test func settingsDecodeByName() throws {
    #expect(try decode(DayHalf.self, from: #""morning""#) == .morning)
    #expect(try decode([CitizenGroup].self, from: #"["women", "children"]"#) == [.women, .children])
    #expect(throws: DecodingError.self) { try decode(DayHalf.self, from: #""evening""#) }
    #expect(throws: DecodingError.self) { try decode(CitizenGroup.self, from: #""students""#) }
  }

  /// What is off for a group is the day value's group day, not a tuple
  /// beside it.
  @Test func theGroupDayOffIsTheDayValues() throws {
    let march8 = CivilDate(year: 2023, month: 3, day: 8)!
    let forWomen = Self.china.forGroups([.women])
    let off: WorkdayCalendar.GroupDay? = forWomen.groupDayOff(on: march8, for: [.women])
    let day = try forWomen.day(march8)
    #expect(off != nil && off == day.groupDay)
  }
}
