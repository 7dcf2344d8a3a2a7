import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics expand --start START --rule RRULE`: a rule's occurrences,
/// one per line.
struct ExpandCommand: Command {
  var name: String { "expand" }
  var usage: String { "\(Option.start) START \(Option.rule) RRULE [OPTION]..." }
  var brief: String { "expand \(Option.start) S \(Option.rule) R" }
  var exitStatuses: [ExitStatus] { [ExitStatus(0, "the occurrences printed"), .usage, .notWritten("the answer")] }
  var summary: String { "the occurrences of an RFC 5545 recurrence rule" }
  var about: String {
    """
    Print the occurrences of an RFC 5545 recurrence rule from START, one per
    line: as dates (1997-09-26) for a date start, or as local date-times
    (1997-09-26T09:00:00) for a date-time start. START is 1997-09-02,
    19970902, 1997-09-02T09:00:00 or 19970902T090000; the start is always the
    first occurrence, and a warning says when it is not one of the rule's
    days (generate \(Option.ruleStart) leaves such a start out). Without
    COUNT, UNTIL, \(Option.limit) or \(Option.to), printing stops after 1000
    occurrences, with a note on stderr.
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        [
          .start,
          .rule.explained("the rule, such as 'FREQ=MONTHLY;BYDAY=-1FR' (required; a leading 'RRULE:' is allowed)"),
          .timeZone.explained(
            "the IANA zone of a date-time start (default Asia/Shanghai); times that do not exist on a daylight-saving change move forward by the gap, repeated times are the first of the two"
          ),
          .limit,
          .from.explained("print only occurrences at or after START", value: "START"),
          .to.explained("stop after END (a date means its whole day)", value: "END"),
          .rdate, .exdate, .explain,
        ]),
      OptionGroup(
        "Against the official calendar (without these the rule is pure RFC 5545):",
        [
          .onDayOff.explained(
            "an occurrence on a day that is not a working day: skip, keep, next-workday or previous-workday (moved occurrences keep their time of day, and one that would leave \(Option.from)/\(Option.to) is dropped)"
          ),
          .addMakeUpDays.explained("add the make-up workdays at START's time"),
        ] + Option.shared.filter { ![.timeZone, .quiet, .lang].contains($0) }),
      OptionGroup(nil, [.quiet, .lang.explained("the language of messages for people"), .help, .version]),
    ]
  }

  /// Occurrences printed when nothing else bounds the rule.
  static let defaultLimit = 1000

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("expand", atMost: 0)
    if arguments.has(.explain) {
      run.terminal.write(Usage.expandRecipes)
      return 0
    }
    guard let startText = arguments.value(.start), let ruleText = arguments.value(.rule) else {
      throw UsageError(message: "expand: \(Option.start) and \(Option.rule) are required")
    }
    let request = try RequestSettings.of(arguments, in: run.context)
    let zone = try request.zone()
    let rule: RecurrenceRule
    do {
      rule = try RecurrenceRule(parsing: ruleText)
    } catch let error as RecurrenceRuleError {
      throw UsageError(message: "\(Option.rule): \(error)")
    }
    let start = try Self.moment(startText, for: "\(Option.start)", endOfDay: false)
    let isDate = start.isDate
    if isDate, let part = rule.timeOfDayPart {
      throw UsageError(message: "\(Option.rule): \(RecurrenceRuleError.needsDateTimeStart(part))")
    }
    var limit: Int?
    if let text = arguments.value(.limit) {
      guard let value = Int(text), value >= 0 else {
        throw UsageError(message: "invalid \(Option.limit) '\(text)': expected a number of occurrences such as 10")
      }
      limit = value
    }
    let from = try arguments.value(.from).map { try Self.moment($0, for: "\(Option.from)", endOfDay: false).value }
    let to = try arguments.value(.to).map { try Self.moment($0, for: "\(Option.to)", endOfDay: true).value }
    var set = RecurrenceSet(start: start.value, timeZone: isDate ? nil : zone)
    set.rules = [rule]
    set.extraDates = try Self.dates(arguments.values(.rdate), for: "\(Option.rdate)")
    set.excludedDates = try Self.dates(arguments.values(.exdate), for: "\(Option.exdate)")
    let bounded: Bool
    switch rule.end {
    case .never: bounded = limit != nil || to != nil
    default: bounded = true
    }
    let cap = limit ?? (bounded ? Int.max : Self.defaultLimit)
    let startIsAnOccurrence = Self.startIsAnOccurrence(of: set)
    var printed = 0
    var startPrinted = false
    var startMovedTo: LocalDateTime?
    var text = ""
    var iterator = try Self.occurrences(
      of: set, window: RecurrenceWindow(from: from, to: to), arguments: arguments, request: request,
      files: run.files)
    // What is known is printed before an error about a later day.
    func next() throws -> (moment: LocalDateTime, movedFrom: CivilDate?)? {
      do {
        return try iterator.next()
      } catch {
        run.terminal.write(text)
        text = ""
        throw error
      }
    }
    while printed < cap, let (moment, movedFrom) = try next() {
      if moment == set.start { startPrinted = true }
      if movedFrom == set.start.date { startMovedTo = moment }
      text += (isDate ? moment.date.iso8601 : moment.iso8601) + "\n"
      printed += 1
      if text.utf8.count > 1 << 16 {
        run.terminal.write(text)
        text = ""
      }
    }
    run.terminal.write(text)
    if !startIsAnOccurrence {
      let shown =
        if startPrinted {
          "as printed here"
        } else if let from, from > set.start {
          "not printed here as it is before \(Option.from)"
        } else if iterator.startIsWorkingDay == false, let moved = startMovedTo,
          let policy = arguments.value(.onDayOff)
        {
          "printed here as \(isDate ? moved.date.iso8601 : moved.iso8601), the day off moved by \(Option.onDayOff) \(policy)"
        } else if iterator.startIsWorkingDay == false, let policy = arguments.value(.onDayOff) {
          "not printed here as it is a day off, which \(Option.onDayOff) \(policy) \(policy == "keep" ? "keeps" : policy == "skip" ? "leaves out" : "moves")"
        } else {
          "not printed here"
        }
      run.terminal.warning(
        "the start \(isDate ? start.value.date.iso8601 : start.value.iso8601) is not one of the rule's days: RFC 5545 makes it the first occurrence, \(shown), while generate \(Option.ruleStart) leaves it out"
      )
    }
    if !iterator.movedBeforeStart.isEmpty {
      run.warn(
        .daysMovedBeforeRuleStart(
          title: nil, moved: iterator.movedBeforeStart.map { "\($0.day) would move to \($0.to)" },
          start: isDate ? set.start.date.iso8601 : set.start.iso8601))
    }
    if !bounded, printed == cap, try next() != nil {
      run.terminal.warning(
        "stopped after \(Self.defaultLimit) occurrences of a rule without an end; use \(Option.limit) N or \(Option.to) DATE for more"
      )
    }
    if let end = iterator.dataEnd, printed < cap, let next = Self.firstOccurrence(of: set, after: end) {
      run.warn(.occurrencesEndWithTheData(end: end, next: isDate ? next.date.iso8601 : next.iso8601))
    }
    if iterator.stoppedEarly {
      run.terminal.warning(
        "stopped: the rule gives no more working days in the next 400 years or 10 000 000 occurrences")
    }
    return 0
  }

  /// The set's occurrences, laid over the official calendar when
  /// `--on-day-off` or `--add-make-up-days` asks for it (its data read
  /// through `files`). Laid over the calendar, a window without an end
  /// ends where the data does, as `generate`'s default range does (unless
  /// the calendar assumes the regular week, or the window starts past the
  /// data, where the first day is an error about the missing year).
  static func occurrences(
    of set: RecurrenceSet, window: RecurrenceWindow, arguments: Arguments, request: RequestSettings,
    files: FileSession
  ) throws -> Occurrences {
    let policyText = arguments.value(.onDayOff)
    let addsMakeUpDays = arguments.has(.addMakeUpDays)
    guard policyText != nil || addsMakeUpDays else {
      return Occurrences(plain: set.occurrences(window: window).makeIterator())
    }
    var policy = DaySelection.DayOffPolicy.keep
    if let policyText {
      do {
        policy = try ReminderRequest.dayOffPolicy(policyText)
      } catch {
        throw GenerationRequest.usageError(error)
      }
    }
    // The start is the first occurrence (RFC 5545): nothing is moved
    // before it, and make-up days are added from it on. A timed rule's
    // days are those of a reminder at its time: a group's half day off
    // that holds the time is a day off, as in generate.
    let calendar = try request.calendar(session: files)
    let time = set.timeZone == nil ? nil : set.start.time
    let from = max(window.from ?? set.start, set.start)
    var window = window
    var dataEnd: CivilDate?
    if window.to == nil, !calendar.assumesRegularWeek, let end = calendar.lastDayOfData(from: from.date),
      from.date <= end
    {
      window.to = LocalDateTime(date: end, time: TimeOfDay(uncheckedHour: 23, minute: 59, second: 59))
      dataEnd = end
    }
    return Occurrences(
      adjusted: WorkdayOccurrences(
        set.occurrences(window: window).makeIterator(), calendar: calendar, policy: policy, startingAt: time,
        makeUpTime: addsMakeUpDays ? set.start.time : nil, from: from, to: window.to),
      dataEnd: dataEnd, startIsWorkingDay: calendar.workingDayIfKnown(set.start.date, at: time),
      movedBeforeStart: policy == .previousWorkday
        ? movedBeforeStart(of: set, calendar: calendar, at: time, window: window) : [])
  }

  /// The set's occurrences in the window that are days off whose previous
  /// working day lies before the set's start, where nothing moves: they
  /// are dropped (only days off within a break of the start can be).
  static func movedBeforeStart(
    of set: RecurrenceSet, calendar: WorkdayCalendar, at time: TimeOfDay?, window: RecurrenceWindow
  ) -> [(
    day: CivilDate, to: CivilDate
  )] {
    guard let near = set.start.date.adding(days: 31) else { return [] }
    let end = LocalDateTime(date: near, time: TimeOfDay(uncheckedHour: 23, minute: 59, second: 59))
    let nearStart = RecurrenceWindow(from: max(window.from ?? set.start, set.start), to: min(window.to ?? end, end))
    var result: [(day: CivilDate, to: CivilDate)] = []
    for moment in set.occurrences(window: nearStart) where calendar.workingDayIfKnown(moment.date, at: time) == false {
      if let landing = calendar.workingDay(movingFrom: moment.date, forward: false, at: time), landing < set.start.date
      {
        result.append((moment.date, landing))
      }
    }
    return result
  }

  /// The set's first occurrence after the day `end`, if any.
  static func firstOccurrence(of set: RecurrenceSet, after end: CivilDate) -> LocalDateTime? {
    guard let next = end.next else { return nil }
    let window = RecurrenceWindow(from: LocalDateTime(date: next, time: .midnight))
    return set.occurrences(window: window).first { _ in true }
  }

  /// Whether the set's start is itself a day of its rules (or one of its
  /// extra dates): RFC 5545 makes a start that is not the first
  /// occurrence all the same, and `generate --rule-start` does not.
  static func startIsAnOccurrence(of set: RecurrenceSet) -> Bool {
    guard !set.rules.isEmpty, !set.extraDates.contains(set.start) else { return true }
    var rulesAlone = set
    rulesAlone.includesStart = false
    rulesAlone.extraDates = []
    rulesAlone.excludedDates = []
    let window = RecurrenceWindow(from: set.start, to: set.start)
    return rulesAlone.occurrences(window: window).first { _ in true } == set.start
  }

  /// Occurrences as printed: the rule's own, or laid over the calendar.
  /// (Optionals rather than an enum, so that each iterator advances in place.)
  struct Occurrences {
    var plain: RecurrenceSetSequence.Iterator?
    var adjusted: WorkdayOccurrences<RecurrenceSetSequence.Iterator>?
    /// The last day of the data, where occurrences laid over the calendar
    /// stop when nothing else ends them; nil when something else does.
    var dataEnd: CivilDate?
    /// Whether the start is a working day (nil: no calendar, or no data).
    var startIsWorkingDay: Bool?
    /// Days off dropped as their previous working day is before the start.
    var movedBeforeStart: [(day: CivilDate, to: CivilDate)] = []
    /// The next occurrence, and the day it was moved from when
    /// `--on-day-off` moved it.
    mutating func next() throws -> (moment: LocalDateTime, movedFrom: CivilDate?)? {
      guard adjusted != nil else { return plain?.next().map { ($0, nil) } }
      guard let occurrence = try adjusted?.next() else { return nil }
      guard case .moved(let day) = occurrence.reason else { return (occurrence.moment, nil) }
      return (occurrence.moment, day)
    }

    var stoppedEarly: Bool { adjusted?.stoppedEarly ?? false }
  }

  /// A date or date-time argument: `1997-09-02`, `19970902`,
  /// `1997-09-02T09:00:00` or `19970902T090000`. A date given for `--to`
  /// means the end of that day.
  static func moment(_ text: String, for option: String, endOfDay: Bool) throws(UsageError) -> (
    value: LocalDateTime, isDate: Bool
  ) {
    if let date = CivilDate(iso8601: text) ?? CivilDate(basicFormat: text) {
      let time = endOfDay ? TimeOfDay(hour: 23, minute: 59, second: 59) ?? .midnight : .midnight
      return (LocalDateTime(date: date, time: time), true)
    }
    if let value = LocalDateTime(parsing: text) { return (value, false) }
    throw UsageError(
      message:
        "invalid \(option) '\(text)': expected a date such as 1997-09-02 or a date-time such as 1997-09-02T09:00:00 or 19970902T090000"
    )
  }

  private static func dates(_ values: [String], for option: String) throws(UsageError) -> [LocalDateTime] {
    var result: [LocalDateTime] = []
    for value in values {
      for item in value.split(separator: ",") {
        result.append(try moment(String(item), for: option, endOfDay: false).value)
      }
    }
    return result
  }
}
