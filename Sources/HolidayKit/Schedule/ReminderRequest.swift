/// A reminder as a person writes it, field by field, in text: on the command
/// line (`--time 08:50`) or in a configuration file (`"time": "08:50"`).
/// ``reminder(rangeStart:)`` checks every field and their combinations and
/// fills in the defaults, so both ways of asking mean exactly the same.
package struct ReminderRequest: Hashable, Sendable {
  /// The fields, named as in a configuration file (the command line
  /// spells each as the option declared with that configuration key).
  package enum Field: String, CaseIterable, Hashable, Sendable {
    case title, location, description, url, id, time, duration, allDay, alarms, rule, ruleStart, onDayOff
    case addMakeUpDays, only, workdayOfMonth, everyNthWorkday, beforeDaysOff, afterDaysOff, busy, markMakeUpDays, lang
  }

  /// Why a request is not a reminder.
  package enum Problem: Error, Hashable, Sendable {
    /// A field's value is malformed or out of range.
    case invalid(Field, value: String, expected: String)
    /// A text field holds a character no calendar can carry.
    case invalidText(Field, reason: String)
    /// Two fields that cannot be used together.
    case conflicting(Field, Field)
    /// A field that only means something with another.
    case needs(Field, Field)
    /// Days that depend on the day they count from (the reason, such as
    /// `INTERVAL=2`), given without ``ReminderRequest/ruleStart``: they
    /// would move with the day the calendar is made.
    case needsStart(Field, reason: String)
  }

  /// SUMMARY (default ``defaultTitle``).
  package var title: String?
  /// LOCATION.
  package var location: String?
  /// DESCRIPTION.
  package var description: String?
  /// URL: an absolute URI.
  package var url: String?
  /// The reminder's name in UIDs (default: derived from the title).
  package var id: String?
  /// `HH:MM` (default 09:00).
  package var time: String?
  /// A length such as `30m` (default 30m).
  package var duration: String?
  /// All-day events instead of timed ones.
  package var allDay = false
  /// Alarm triggers such as `10m` or `-1d 21:00`; nil for the default,
  /// empty for none.
  package var alarms: [String]?
  /// A day-level RRULE as the base instead of the work week.
  package var rule: String?
  /// The day the rule counts from: required for a rule whose days depend
  /// on it (``RecurrenceRule/startDependence``) and for
  /// ``everyNthWorkday``; otherwise the range's start.
  package var ruleStart: CivilDate?
  /// `skip`, `keep`, `next-workday` or `previous-workday`.
  package var onDayOff: String?
  /// Whether make-up workdays are added (default: only to the work week).
  package var addMakeUpDays: Bool?
  /// `make-up-days` for only those.
  package var only: String?
  /// Positions of working days in each month, such as `[1]` or `[-1]`.
  package var workdayOfMonth: [Int]?
  /// Every Nth working day, counted from ``ruleStart`` (required).
  package var everyNthWorkday: Int?
  /// The last working day before each run of days off.
  package var beforeDaysOff = false
  /// The first working day after each run of days off.
  package var afterDaysOff = false
  /// Events show as busy (TRANSP:OPAQUE), as a meeting should; by default
  /// they leave the time free.
  package var busy = false
  /// A make-up workday's event says so in its title (`上班 (补班)`), since a
  /// phone's lock screen shows only the title (default true; never for
  /// `only: make-up-days`, whose every event is one).
  package var markMakeUpDays: Bool?
  /// The language of alarm descriptions: `en` or `zh` (default: the
  /// title's).
  package var language: Language?

  /// An empty request: every default.
  package init() {}

  /// The default title.
  package static let defaultTitle = ReminderDefaults.title

  /// The reminder the request describes, for a range starting at `rangeStart`.
  ///
  /// - Throws: ``Problem`` for the first field that is wrong.
  package func reminder(rangeStart: CivilDate) throws(Problem) -> Reminder {
    let title = try Self.text(self.title ?? Self.defaultTitle, .title)
    // A phone's lock screen shows the title alone: it must show something.
    guard VisibleText.showsSomething(title) else {
      throw .invalid(
        .title, value: title,
        expected: "a title with something to show, such as 上班\(VisibleText.invisibleNote(title))")
    }
    let identifier = id ?? Reminder.identifier(forTitle: title)
    guard Reminder.isValidIdentifier(identifier) else {
      throw .invalid(.id, value: identifier, expected: "1 to 64 letters, digits, '-', '_' or '.'")
    }
    if allDay, time != nil { throw .conflicting(.time, .allDay) }
    if allDay, duration != nil { throw .conflicting(.duration, .allDay) }
    var start: TimeOfDay? = nil
    if !allDay {
      let text = time ?? ReminderDefaults.time
      guard let value = TimeOfDay(parsing: text) else {
        throw .invalid(.time, value: text, expected: "HH:MM such as 08:50")
      }
      start = value
    }
    var length = ReminderDefaults.duration
    if let duration {
      guard let value = ICalendarDuration(parsing: duration), value.seconds > 0 else {
        let expected =
          ICalendarDuration.exceedsMaximum(duration)
          ? "a length of at most \(ICalendarDuration.maximumDays) days (\(ICalendarDuration.maximumDays)d)"
          : "a length such as 10m, 1h or 1h30m"
        throw .invalid(.duration, value: duration, expected: expected)
      }
      length = value
    }
    var triggers: [AlarmTrigger] = []
    var texts: [String] = []
    for text in alarms ?? ReminderDefaults.alarms(allDay: allDay) {
      guard let trigger = AlarmTrigger(parsing: text) else {
        throw .invalid(
          .alarms, value: text,
          expected: AlarmTrigger.limitExceeded(text)
            ?? "a time before the start such as 10m, 1h or 1d, 0 for the start, a time of the event's day such as 08:00, or a signed day and a time such as '-1d 21:00'"
        )
      }
      // Two alarms at one moment ring twice: a slip, not a wish, however
      // each is spelled ('1h' and '08:00' before a 09:00 start).
      let offset = trigger.offset(fromStartAt: start ?? .midnight)
      if let earlier = triggers.firstIndex(where: { $0.offset(fromStartAt: start ?? .midnight) == offset }) {
        throw .invalidText(
          .alarms,
          reason:
            "'\(VisibleText.excerpt(text))' rings when '\(VisibleText.excerpt(texts[earlier]))' does; give each alarm once"
        )
      }
      triggers.append(trigger)
      texts.append(text)
    }
    return Reminder(
      identifier: identifier, title: title,
      location: try location.map { text throws(Problem) in try Self.text(text, .location) },
      notes: try description.map { text throws(Problem) in try Self.text(text, .description) },
      url: try url.map(Self.uri), time: start, duration: length, alarms: triggers,
      selection: try selection(rangeStart: rangeStart), isBusy: busy,
      marksMakeUpDays: markMakeUpDays, language: language)
  }

  /// The policy `text` names for a day off (`onDayOff`): the one reading
  /// of the field, wherever it is written.
  package static func dayOffPolicy(_ text: String) throws(Problem) -> DaySelection.DayOffPolicy {
    guard let policy = DaySelection.DayOffPolicy(rawValue: text) else {
      throw .invalid(.onDayOff, value: text, expected: DaySelection.DayOffPolicy.choices)
    }
    return policy
  }

  private func selection(rangeStart: CivilDate) throws(Problem) -> DaySelection {
    let bases: [(Field, Bool)] = [
      (.rule, rule != nil), (.workdayOfMonth, workdayOfMonth != nil), (.everyNthWorkday, everyNthWorkday != nil),
      (.beforeDaysOff, beforeDaysOff), (.afterDaysOff, afterDaysOff), (.only, only != nil),
    ]
    let given = bases.filter(\.1).map(\.0)
    if given.count > 1 { throw .conflicting(given[0], given[1]) }
    if ruleStart != nil, rule == nil, everyNthWorkday == nil { throw .needs(.ruleStart, .rule) }
    if onDayOff != nil, rule == nil { throw .needs(.onDayOff, .rule) }
    // Make-up workdays alone, without make-up workdays: no day at all.
    if only != nil, addMakeUpDays == false {
      throw .invalidText(
        .addMakeUpDays, reason: "false leaves out every day of \"only\": \"make-up-days\"; leave it out")
    }
    var selection = DaySelection()
    if let rule {
      let parsed: RecurrenceRule
      do {
        parsed = try RecurrenceRule(parsing: rule)
      } catch {
        throw .invalid(.rule, value: rule, expected: "an RFC 5545 rule (\(error))")
      }
      guard !parsed.needsTimeOfDay else {
        throw .invalid(
          .rule, value: rule,
          expected:
            "\(RecurrenceRule.wholeDaysDescription); set the time separately")
      }
      if ruleStart == nil, let reason = parsed.startDependence { throw .needsStart(.rule, reason: reason) }
      selection = DaySelection(base: .rule(parsed, start: ruleStart ?? rangeStart))
    } else if let positions = workdayOfMonth {
      let limit = WorkdaySelector.maximumPosition
      guard !positions.isEmpty, positions.allSatisfy({ $0 != 0 && abs($0) <= limit }) else {
        throw .invalid(
          .workdayOfMonth, value: positions.map(String.init).joined(separator: ","),
          expected: "positions from 1 to \(limit) or -\(limit) to -1, such as 1 (the first) or -1 (the last)")
      }
      selection = DaySelection(base: .workdays(.positionsInMonth(positions)))
    } else if let interval = everyNthWorkday {
      guard (1...366).contains(interval) else {
        throw .invalid(.everyNthWorkday, value: String(interval), expected: "a number of working days from 1 to 366")
      }
      guard let ruleStart else { throw .needsStart(.everyNthWorkday, reason: "every \(interval) working days") }
      selection = DaySelection(base: .workdays(.everyNth(interval: interval, start: ruleStart)))
    } else if beforeDaysOff {
      selection = DaySelection(base: .workdays(.beforeDaysOff))
    } else if afterDaysOff {
      selection = DaySelection(base: .workdays(.afterDaysOff))
    }
    if let onDayOff { selection.dayOffPolicy = try Self.dayOffPolicy(onDayOff) }
    if let addMakeUpDays { selection.addsMakeUpDays = addMakeUpDays }
    if let only {
      guard only == "make-up-days" else { throw .invalid(.only, value: only, expected: "make-up-days") }
      selection.onlyMakeUpDays = true
    }
    return selection
  }

  /// A TEXT value without control characters (C0, DEL or C1) other than
  /// tab, line feed and carriage return, which no calendar can carry.
  private static func text(_ value: String, _ field: Field) throws(Problem) -> String {
    for scalar in value.unicodeScalars {
      let code = scalar.value
      if (code < 0x20 && code != 0x09 && code != 0x0A && code != 0x0D) || (0x7F...0x9F).contains(code) {
        let hex = String(code, radix: 16, uppercase: true)
        throw .invalidText(
          field,
          reason: "control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) is not allowed")
      }
    }
    return value
  }

  /// An absolute URI: a scheme, a colon, and no spaces or control characters.
  private static func uri(_ value: String) throws(Problem) -> String {
    let scheme = value.prefix { $0 != ":" }
    guard scheme.count < value.count, let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
      value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F })
    else {
      throw .invalid(.url, value: value, expected: "an absolute URI such as https://example.com/")
    }
    return value
  }
}

extension ReminderRequest.Problem {
  /// One line saying what is wrong, with each field named by `name`, such
  /// as `invalid --time '25:00': expected HH:MM such as 08:50`.
  package func message(naming name: (ReminderRequest.Field) -> String) -> String {
    switch self {
    case .invalid(let field, let value, let expected):
      "invalid \(name(field)) '\(value.count > 40 ? value.prefix(40) + "…" : value)': expected \(expected)"
    case .invalidText(let field, let reason): "invalid \(name(field)): \(reason)"
    case .conflicting(let first, let second): "\(name(first)) and \(name(second)) cannot be used together"
    case .needs(let field, let other): "\(name(field)) needs \(name(other))"
    case .needsStart(let field, let reason):
      "\(name(field)) depends on the day it counts from (\(reason)): give \(name(.ruleStart)) DATE, its first day, so that its days do not move with the day the calendar is made"
    }
  }
}

extension ReminderRequest.Problem {
  /// The problem of the reminder object at `path`, at the path of the key
  /// it concerns, its keys named as JSON (`"time" and "allDay" cannot be
  /// used together`).
  package func jsonPathError(at path: String) -> JSONPathError {
    func at(_ field: ReminderRequest.Field) -> String { path.isEmpty ? field.rawValue : "\(path).\(field.rawValue)" }
    return switch self {
    case .invalid(let field, let value, let expected):
      JSONPathError(path: at(field), problem: .invalid(expected: expected, found: JSONValue.quotedExcerpt(value)))
    case .invalidText(let field, let reason): JSONPathError(path: at(field), message: reason)
    case .conflicting, .needs, .needsStart:
      JSONPathError(path: path, message: message { JSONValue.quoted($0.rawValue) })
    }
  }
}
