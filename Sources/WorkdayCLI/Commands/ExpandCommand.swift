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
    let request = try RequestSettings(arguments, in: run)
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
    let startIsAnOccurrence = set.startIsAnOccurrence
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
        .expandMovedBeforeStart(
          moved: iterator.movedBeforeStart.map { MovedDay(day: $0.day, to: $0.to) },
          start: isDate ? set.start.date.iso8601 : set.start.iso8601))
    }
    if !bounded, printed == cap, try next() != nil {
      run.terminal.warning(
        "stopped after \(Self.defaultLimit) occurrences of a rule without an end; use \(Option.limit) N or \(Option.to) DATE for more"
      )
    }
    if let end = iterator.dataEnd, printed < cap, let next = set.firstOccurrence(after: end) {
      run.warn(.occurrencesEndWithTheData(end: end, next: isDate ? next.date.iso8601 : next.iso8601))
    }
    if iterator.stoppedEarly {
      run.terminal.warning(
        "stopped: the rule gives no more working days in the next 400 years or 10 000 000 occurrences")
    }
    return 0
  }

  /// The set's occurrences, laid over the official calendar (its data
  /// read through `files`) when `--on-day-off` or `--add-make-up-days`
  /// asks for it (``RuleExpansion``).
  static func occurrences(
    of set: RecurrenceSet, window: RecurrenceWindow, arguments: Arguments, request: RequestSettings,
    files: FileSession
  ) throws -> RuleExpansion {
    let policyText = arguments.value(.onDayOff)
    let addsMakeUpDays = arguments.has(.addMakeUpDays)
    guard policyText != nil || addsMakeUpDays else { return RuleExpansion(set, window: window) }
    var policy = DaySelection.DayOffPolicy.keep
    if let policyText {
      do {
        policy = try ReminderRequest.dayOffPolicy(policyText)
      } catch {
        throw GenerationRequest.usageError(error)
      }
    }
    return RuleExpansion(
      set, window: window, calendar: try request.calendar(session: files), policy: policy,
      addsMakeUpDays: addsMakeUpDays)
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
