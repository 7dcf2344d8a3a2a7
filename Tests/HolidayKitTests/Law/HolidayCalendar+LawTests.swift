import TestSupport
import Testing

@testable import HolidayKit

struct HolidayCalendarLawTests {
  static let official = try! HolidayCalendar.embedded()

  /// Every day of 2024, 2025 and 2026 that is not a plain working day or
  /// weekend, as the law and the notices make it. 2024 is under the 2013
  /// measures (春节 初一-初三: 2024-02-10 is a Saturday, so two replacement
  /// days), 2025-2026 under Order No. 795.
  static let classified: [(String, LegalDayKind)] = [
    // 2024
    ("2024-01-01", .statutoryHoliday(.newYearsDay)),  // MO
    ("2024-02-04", .makeUpWorkday),  // SU
    ("2024-02-10", .statutoryHoliday(.springFestival)),  // SA
    ("2024-02-11", .statutoryHoliday(.springFestival)),  // SU
    ("2024-02-12", .statutoryHoliday(.springFestival)),  // MO
    ("2024-02-13", .replacementDay(.springFestival)),  // TU
    ("2024-02-14", .replacementDay(.springFestival)),  // WE
    ("2024-02-15", .swappedRestDay),  // TH
    ("2024-02-16", .swappedRestDay),  // FR
    ("2024-02-17", .weekendInBreak),  // SA
    ("2024-02-18", .makeUpWorkday),  // SU
    ("2024-04-04", .statutoryHoliday(.qingming)),  // TH
    ("2024-04-05", .swappedRestDay),  // FR
    ("2024-04-06", .weekendInBreak),  // SA
    ("2024-04-07", .makeUpWorkday),  // SU
    ("2024-04-28", .makeUpWorkday),  // SU
    ("2024-05-01", .statutoryHoliday(.labourDay)),  // WE
    ("2024-05-02", .swappedRestDay),  // TH
    ("2024-05-03", .swappedRestDay),  // FR
    ("2024-05-04", .weekendInBreak),  // SA
    ("2024-05-05", .weekendInBreak),  // SU
    ("2024-05-11", .makeUpWorkday),  // SA
    ("2024-06-08", .weekendInBreak),  // SA
    ("2024-06-09", .weekendInBreak),  // SU
    ("2024-06-10", .statutoryHoliday(.dragonBoat)),  // MO
    ("2024-09-14", .makeUpWorkday),  // SA
    ("2024-09-15", .weekendInBreak),  // SU
    ("2024-09-16", .swappedRestDay),  // MO
    ("2024-09-17", .statutoryHoliday(.midAutumn)),  // TU
    ("2024-09-29", .makeUpWorkday),  // SU
    ("2024-10-01", .statutoryHoliday(.nationalDay)),  // TU
    ("2024-10-02", .statutoryHoliday(.nationalDay)),  // WE
    ("2024-10-03", .statutoryHoliday(.nationalDay)),  // TH
    ("2024-10-04", .swappedRestDay),  // FR
    ("2024-10-05", .weekendInBreak),  // SA
    ("2024-10-06", .weekendInBreak),  // SU
    ("2024-10-07", .swappedRestDay),  // MO
    ("2024-10-12", .makeUpWorkday),  // SA

    // 2025
    ("2025-01-01", .statutoryHoliday(.newYearsDay)),  // WE
    ("2025-01-26", .makeUpWorkday),  // SU
    ("2025-01-28", .statutoryHoliday(.springFestival)),  // TU
    ("2025-01-29", .statutoryHoliday(.springFestival)),  // WE
    ("2025-01-30", .statutoryHoliday(.springFestival)),  // TH
    ("2025-01-31", .statutoryHoliday(.springFestival)),  // FR
    ("2025-02-01", .weekendInBreak),  // SA
    ("2025-02-02", .weekendInBreak),  // SU
    ("2025-02-03", .swappedRestDay),  // MO
    ("2025-02-04", .swappedRestDay),  // TU
    ("2025-02-08", .makeUpWorkday),  // SA
    ("2025-04-04", .statutoryHoliday(.qingming)),  // FR
    ("2025-04-05", .weekendInBreak),  // SA
    ("2025-04-06", .weekendInBreak),  // SU
    ("2025-04-27", .makeUpWorkday),  // SU
    ("2025-05-01", .statutoryHoliday(.labourDay)),  // TH
    ("2025-05-02", .statutoryHoliday(.labourDay)),  // FR
    ("2025-05-03", .weekendInBreak),  // SA
    ("2025-05-04", .weekendInBreak),  // SU
    ("2025-05-05", .swappedRestDay),  // MO
    ("2025-05-31", .statutoryHoliday(.dragonBoat)),  // SA
    ("2025-06-01", .weekendInBreak),  // SU
    ("2025-06-02", .replacementDay(.dragonBoat)),  // MO
    ("2025-09-28", .makeUpWorkday),  // SU
    ("2025-10-01", .statutoryHoliday(.nationalDay)),  // WE
    ("2025-10-02", .statutoryHoliday(.nationalDay)),  // TH
    ("2025-10-03", .statutoryHoliday(.nationalDay)),  // FR
    ("2025-10-04", .weekendInBreak),  // SA
    ("2025-10-05", .weekendInBreak),  // SU
    ("2025-10-06", .statutoryHoliday(.midAutumn)),  // MO
    ("2025-10-07", .swappedRestDay),  // TU
    ("2025-10-08", .swappedRestDay),  // WE
    ("2025-10-11", .makeUpWorkday),  // SA

    // 2026
    ("2026-01-01", .statutoryHoliday(.newYearsDay)),  // TH
    ("2026-01-02", .swappedRestDay),  // FR
    ("2026-01-03", .weekendInBreak),  // SA
    ("2026-01-04", .makeUpWorkday),  // SU
    ("2026-02-14", .makeUpWorkday),  // SA
    ("2026-02-15", .weekendInBreak),  // SU
    ("2026-02-16", .statutoryHoliday(.springFestival)),  // MO
    ("2026-02-17", .statutoryHoliday(.springFestival)),  // TU
    ("2026-02-18", .statutoryHoliday(.springFestival)),  // WE
    ("2026-02-19", .statutoryHoliday(.springFestival)),  // TH
    ("2026-02-20", .swappedRestDay),  // FR
    ("2026-02-21", .weekendInBreak),  // SA
    ("2026-02-22", .weekendInBreak),  // SU
    ("2026-02-23", .swappedRestDay),  // MO
    ("2026-02-28", .makeUpWorkday),  // SA
    ("2026-04-04", .weekendInBreak),  // SA
    ("2026-04-05", .statutoryHoliday(.qingming)),  // SU
    ("2026-04-06", .replacementDay(.qingming)),  // MO
    ("2026-05-01", .statutoryHoliday(.labourDay)),  // FR
    ("2026-05-02", .statutoryHoliday(.labourDay)),  // SA
    ("2026-05-03", .weekendInBreak),  // SU
    ("2026-05-04", .replacementDay(.labourDay)),  // MO
    ("2026-05-05", .swappedRestDay),  // TU
    ("2026-05-09", .makeUpWorkday),  // SA
    ("2026-06-19", .statutoryHoliday(.dragonBoat)),  // FR
    ("2026-06-20", .weekendInBreak),  // SA
    ("2026-06-21", .weekendInBreak),  // SU
    ("2026-09-20", .makeUpWorkday),  // SU
    ("2026-09-25", .statutoryHoliday(.midAutumn)),  // FR
    ("2026-09-26", .weekendInBreak),  // SA
    ("2026-09-27", .weekendInBreak),  // SU
    ("2026-10-01", .statutoryHoliday(.nationalDay)),  // TH
    ("2026-10-02", .statutoryHoliday(.nationalDay)),  // FR
    ("2026-10-03", .statutoryHoliday(.nationalDay)),  // SA
    ("2026-10-04", .weekendInBreak),  // SU
    ("2026-10-05", .replacementDay(.nationalDay)),  // MO
    ("2026-10-06", .swappedRestDay),  // TU
    ("2026-10-07", .swappedRestDay),  // WE
    ("2026-10-10", .makeUpWorkday),  // SA
  ]

  @Test(arguments: [2024, 2025, 2026])
  func everyDayOfTheYearIsClassified(year: Int) throws {
    let kinds = try Self.official.legalKinds(
      from: CivilDate(year: year, month: 1, day: 1)!, through: CivilDate(year: year, month: 12, day: 31)!)
    let expected = Dictionary(uniqueKeysWithValues: Self.classified.map { (day($0.0), $0.1) })
    #expect(kinds.count == CivilDate.daysInYear(year))
    for (date, kind) in kinds {
      let weekend = date.weekday == .saturday || date.weekday == .sunday
      #expect(kind == expected[date] ?? (weekend ? .restDay : .workday), "\(date.iso8601)")
    }
  }

  /// The make-up workdays pay for the 调休 days: per year, as many
  /// swapped rest days as make-up workdays.
  @Test(arguments: [2024, 2025, 2026])
  func swappedDaysMatchMakeUpDays(year: Int) throws {
    let kinds = try Self.official.legalKinds(
      from: CivilDate(year: year, month: 1, day: 1)!, through: CivilDate(year: year, month: 12, day: 31)!
    ).map(\.kind)
    let makeUps = kinds.filter { $0 == .makeUpWorkday }.count
    #expect(makeUps > 0)
    #expect(kinds.filter { $0 == .swappedRestDay }.count == makeUps)
  }

  @Test func everyStatutoryDayIsAnOfficialDayOff() throws {
    // 2007 under the 1999 measures, 2008-2026 under the later versions.
    #expect(try Self.official.statutoryDaysNotOff(inYears: 2007...2026) == [])
  }

  @Test func statutoryDaysOf2008To2026AreCounted() throws {
    var count = 0
    for year in 2008...2026 { count += try HolidayLaw.inForce(in: year)!.statutoryDays(in: year).count }
    #expect(count == 11 * 17 + 13 * 2)
  }

  @Test(arguments: [
    ("2026-10-01", 3, "statutory"), ("2026-10-03", 3, "statutory"), ("2026-10-05", 2, "replacement"),
    ("2026-10-06", 2, "swapped"), ("2026-10-04", 2, "weekend-in-break"), ("2026-10-10", 1, "make-up-workday"),
    ("2026-10-09", 1, "workday"), ("2026-10-17", 2, "rest-day"),
    // 中秋 on 国庆's first day: the coinciding holiday claims a replacement too.
    ("2020-10-01", 3, "statutory"), ("2020-10-05", 2, "replacement"), ("2020-10-06", 2, "replacement"),
    ("2020-10-07", 2, "swapped"),
    // A weekend next to a break that the file does not list ("与周末连休").
    ("2023-12-30", 2, "weekend-in-break"), ("2014-04-06", 2, "weekend-in-break"),
  ])
  func payMultiplier(date: String, pay: Int, label: String) throws {
    let kind = try Self.official.legalKinds(from: day(date), through: day(date))[0].kind
    #expect(kind.payMultiplier == pay)
    #expect(kind.label == label)
  }

  @Test func uncoveredDayIsAnError() {
    #expect(throws: CoverageError.noHolidayData(year: 2027, covered: Array(2007...2026))) {
      try Self.official.legalKinds(from: day("2027-01-01"), through: day("2027-01-01"))[0].kind
    }
  }

  @Test func phrases() throws {
    #expect(
      try Self.official.legalKinds(from: day("2026-10-01"), through: day("2026-10-01"))[0].kind.phrase
        == "法定节假日 statutory holiday (国庆节), pay ×3")
    #expect(
      try Self.official.legalKinds(from: day("2026-10-10"), through: day("2026-10-10"))[0].kind.phrase
        == "调休上班 make-up workday, pay ×1")
  }
}
