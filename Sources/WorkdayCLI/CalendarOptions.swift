import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The options every calendar-writing command shares: the range, the
/// calendar's own properties and the output file.
struct CalendarOptions {
  static let specs = [
    OptionSpec(name: "--year", takesValue: true, repeatable: true),
    OptionSpec(name: "--from", takesValue: true),
    OptionSpec(name: "--to", takesValue: true),
    OptionSpec(name: "--calendar-name", takesValue: true),
    OptionSpec(name: "--color", takesValue: true),
    OptionSpec(name: "--refresh", takesValue: true),
    OptionSpec(name: "--output", short: "-o", takesValue: true),
  ]

  var years: ClosedRange<Int>?
  var from: CivilDate?
  var to: CivilDate?
  var name: String?
  var color: CalendarColor?
  var refresh: ICalendarDuration?
  var path: String?
  let today: CivilDate

  init(_ arguments: Arguments, options: QueryOptions) throws {
    today = try options.today()
    var years: [ClosedRange<Int>] = []
    for text in arguments.values("--year") {
      guard let range = YearRange.parse(text) else {
        throw UsageError(message: "invalid --year '\(text)': expected a year such as 2026 or a range such as 2026-2027")
      }
      years.append(range)
    }
    if let low = years.map(\.lowerBound).min(), let high = years.map(\.upperBound).max() {
      let covered = Set(years.flatMap { Array($0) })
      guard covered.count == high - low + 1 else {
        throw UsageError(message: "--year: the years must form one range, such as --year \(low)-\(high)")
      }
      self.years = low...high
    }
    if let text = arguments.value("--from") { from = try options.date(text, for: "--from") }
    if let text = arguments.value("--to") { to = try options.date(text, for: "--to") }
    if self.years != nil, from != nil || to != nil {
      throw UsageError(message: "--year cannot be used with --from or --to")
    }
    if let from, let to, from > to {
      throw UsageError(message: "--from \(from) is after --to \(to)")
    }
    if let text = arguments.value("--calendar-name") {
      do {
        try TextValue.validate(text)
      } catch {
        throw UsageError(message: "invalid --calendar-name: \(error)")
      }
      name = text
    }
    if let text = arguments.value("--color") {
      guard let value = CalendarColor(parsing: text) else {
        throw UsageError(message: "invalid --color '\(text)': expected a CSS colour name such as teal or #RRGGBB")
      }
      color = value
    }
    if let text = arguments.value("--refresh") {
      guard let value = ICalendarDuration(parsing: text), value.seconds >= 60 else {
        throw UsageError(message: "invalid --refresh '\(text)': expected an interval such as 12h or 1d")
      }
      refresh = value
    }
    path = arguments.value("--output")
  }

  /// The range asked for: `--year`, or `--from`/`--to`, by default from
  /// today to the end of the newest covered year.
  func range(calendar: WorkdayCalendar) throws -> (CivilDate, CivilDate) {
    let (start, end) = try requestedRange(calendar: calendar)
    // An event on the last day ends in year 10000, which iCalendar's
    // four-digit years cannot write.
    guard end < CivilDate.latest else {
      throw UsageError(
        message:
          "a calendar can hold days up to \(CivilDate.latest.previous ?? end): an event on \(end) would end in year 10000, which iCalendar cannot write"
      )
    }
    return (start, end)
  }

  private func requestedRange(calendar: WorkdayCalendar) throws -> (CivilDate, CivilDate) {
    if let years, let first = CivilDate(year: years.lowerBound, month: 1, day: 1),
      let last = CivilDate(year: years.upperBound, month: 12, day: 31)
    {
      return (first, last)
    }
    let newest = calendar.holidays.coveredYears.last
    let start = from ?? today
    guard let end = to ?? newest.flatMap({ CivilDate(year: $0, month: 12, day: 31) }) else {
      throw CoverageError.noHolidayData(year: start.year, covered: [])
    }
    guard start <= end else {
      if to == nil { throw CoverageError.noHolidayData(year: start.year, covered: calendar.holidays.officialYears) }
      throw UsageError(message: "--from \(start) is after --to \(end)")
    }
    return (start, end)
  }

  /// `--style`: expanded (default) or compact.
  func style(_ text: String?) throws(UsageError) -> CalendarStyle {
    guard let text else { return .expanded }
    guard let style = CalendarStyle(rawValue: text) else {
      throw UsageError(message: "invalid --style '\(text)': expected expanded or compact")
    }
    return style
  }

  /// The document with the calendar-level properties set, its description
  /// saying where the days come from.
  func document(
    timeZone: TimeZone, calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate, defaultName: String,
    subject: String = CalendarDescription.workingDays
  ) throws(InputError) -> ICalendarDocument {
    var document = ICalendarDocument(timeZone: timeZone, years: start.year...end.year, timestamp: try Self.timestamp())
    document.description = CalendarDescription.text(calendar: calendar, from: start, through: end, subject: subject)
    document.name = name ?? defaultName
    document.color = color
    document.refreshInterval = refresh
    return document
  }

  /// What tells a calendar apart from others a person may import beside
  /// it, for its UIDs: what the user named, its name and its work week,
  /// the same from the command line and from a configuration; never a
  /// file's name. Times, alarms and notes are left out, so that changing
  /// them updates events in place. (The empty last line keeps the UIDs of
  /// calendars written before the file's name was left out.) The groups
  /// whose days it leaves out (`--group`) count too, as the work week does.
  static func identity(of document: ICalendarDocument, calendar: WorkdayCalendar) -> String {
    ([document.name ?? "", calendar.workWeek.description, ""] + groupsLine(of: calendar)).joined(separator: "\n")
  }

  /// The groups of `calendar` and the half they have off, as a line of a
  /// calendar's identity (`groups women,youth afternoon`); none without
  /// groups, so that other calendars' UIDs stay as they were.
  static func groupsLine(of calendar: WorkdayCalendar) -> [String] {
    guard !calendar.groups.isEmpty else { return [] }
    let names = calendar.groups.map(\.rawValue).sorted().joined(separator: ",")
    return ["groups \(names) \(calendar.morningOff ? "morning" : "afternoon")"]
  }

  /// DTSTAMP: `SOURCE_DATE_EPOCH` (seconds since 1970, UTC) when set, else
  /// 1970-01-01T00:00:00Z, so that the same inputs give the same bytes.
  ///
  /// - Throws: ``InputError`` when `SOURCE_DATE_EPOCH` is set but is not a
  ///   whole number of seconds from 1970 to 9999.
  static func timestamp() throws(InputError) -> LocalDateTime {
    let fallback = LocalDateTime(date: CivilDate(year: 1970, month: 1, day: 1) ?? .earliest, time: .midnight)
    guard let text = Terminal.environment("SOURCE_DATE_EPOCH") else { return fallback }
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text),
      let moment = LocalDateTime(secondsSinceEpoch: seconds), moment.date.year <= 9999
    else {
      throw InputError(
        message:
          "invalid SOURCE_DATE_EPOCH '\(text)': expected a whole number of seconds since 1970-01-01T00:00:00Z, such as 1767225600"
      )
    }
    return moment
  }

  /// Writes `reminders` as the events of `document` to `path` (nil or `-`:
  /// standard output), atomically.
  ///
  /// A calendar without events is still a valid file: RFC 5545 wants at
  /// least one component, so it carries its VTIMEZONE; standard error says
  /// that it holds nothing, and why.
  func write(_ reminders: ReminderCalendar, in document: ICalendarDocument, to path: String?) throws {
    try prepare(reminders, in: document, to: path)?.commit()
  }

  /// Writes the calendar as ``write(_:in:to:)`` does, but leaves the new
  /// file beside the old one, to be put in place with the others.
  func prepare(_ reminders: ReminderCalendar, in document: ICalendarDocument, to path: String?) throws
    -> OutputFile.Prepared?
  {
    try OutputFile.prepare(to: path) { stream in
      document.write(events: reminders.events, includesTimeZone: reminders.isTimed || reminders.isEmpty) {
        stream.write(bytes: $0)
      }
    }
  }

  /// Says on standard error when a reminder built on a rule leaves out
  /// make-up workdays of the range that nobody asked to leave out: a rule
  /// does not say which weekday a make-up day stands in for, so even
  /// `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR` misses them, silently otherwise.
  func warnAboutMissedMakeUpDays(
    _ reminder: Reminder, request: ReminderRequest, calendar: WorkdayCalendar, from start: CivilDate,
    through end: CivilDate, adding: String, leaving: String
  ) throws {
    guard request.addMakeUpDays == nil else { return }  // asked for, either way
    let missed = try calendar.makeUpWorkdays(missedBy: reminder.selection, from: start, through: end)
    guard !missed.isEmpty else { return }
    let listed = missed.prefix(3).map(\.description).joined(separator: ", ") + (missed.count > 3 ? ", ..." : "")
    Terminal.warning(
      "\(VisibleText.excerpt(reminder.title)): the rule leaves out \(missed.count) make-up workday\(missed.count == 1 ? "" : "s") of the range (\(listed)), since a rule does not say which weekday they stand in for; add them with \(adding), or leave them out with \(leaving) to silence this"
    )
  }

  /// Says on standard error which days of the range `reminder` would give
  /// an event but the range's edges take away (see
  /// ``WorkdayCalendar/daysLeftOut(by:from:through:)``), naming them.
  func warnAboutDaysLeftOut(
    _ reminder: Reminder, calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate
  ) {
    let title = VisibleText.excerpt(reminder.title)
    var moved: [String] = []
    // The reminder's own days off: a group's half day off holding its start too.
    let scheduling = calendar.forReminder(at: reminder.time)
    for leftOut in scheduling.daysLeftOut(by: reminder.selection, from: start, through: end) {
      switch leftOut.reason {
      case .movedOutOfRange(let target?):
        moved.append("\(leftOut.day) would move to \(target), \(target < start ? "before" : "after") it")
      case .movedOutOfRange(nil):
        moved.append("\(leftOut.day) would move past the official data")
      case .beforeUnpublishedDaysOff(let statutory):
        Terminal.warning(
          "\(title): \(leftOut.day) comes before \(statutory.holiday.name) (\(statutory.date), a statutory holiday by law), but no notice covers \(statutory.date.year) yet, so it is not known to be the working day before days off and has no event; regenerate when the notice is published, or answer from the law with --provisional"
        )
      }
    }
    guard !moved.isEmpty else { return }
    let listed = Array(moved.prefix(3)).joined(separator: "; ") + (moved.count > 3 ? "; ..." : "")
    Terminal.warning(
      "\(title): \(moved.count) day\(moved.count == 1 ? "" : "s") off of the rule \(moved.count == 1 ? "moves" : "move") out of the range (\(start) to \(end)) and \(moved.count == 1 ? "has" : "have") no event: \(listed); widen the range to keep \(moved.count == 1 ? "it" : "them")"
    )
  }

  /// Says on standard error which alarms of `reminder` are unlikely to be
  /// what was meant: after the start, or in the evening before an all-day
  /// event.
  func warnAboutAlarms(_ reminder: Reminder) {
    for trigger in reminder.alarms {
      if let caveat = trigger.caveat(forStartAt: reminder.time) {
        Terminal.warning("\(VisibleText.excerpt(reminder.title)): the alarm '\(trigger.phrase)' \(caveat)")
      }
    }
  }

  /// Says on standard error that the calendar for `path` has no events.
  func warnIfEmpty(_ reminders: ReminderCalendar, path: String?, from start: CivilDate, through end: CivilDate) {
    guard reminders.isEmpty else { return }
    let name = path.map { $0 == "-" ? "" : " " + VisibleText.excerpt($0, limit: 80) } ?? ""
    Terminal.warning(
      "the calendar\(name) has no events: none of its reminders' days falls from \(start) through \(end) (the file is still a valid calendar)"
    )
  }

  /// Warns where the calendar rests on less than published data, and when
  /// it ends where the data ends.
  func warn(calendar: WorkdayCalendar, from start: CivilDate, through end: CivilDate, options: QueryOptions) {
    options.warn(calendar: calendar, from: start, through: end)
    if let predicted = calendar.holidays.provisionalYears.last, end.year == predicted,
      let certain = CivilDate(year: predicted, month: 1, day: 1)
    {
      Terminal.warning(
        Messages.calendarRunsIntoProvisionalYear(end: end, certainUntil: certain.previous ?? certain, year: predicted))
    } else if let newest = calendar.holidays.coveredYears.last, end.year == newest, end.month == 12, end.day == 31 {
      Terminal.warning(Messages.calendarEndsWithTheData(end: end, nextYear: newest + 1))
    }
  }
}
