import HolidayKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ICalendarReader {
  /// A DATE or DATE-TIME value as written, with its form.
  package struct TimeValue {
    /// How the value was written.
    package enum Form: Equatable {
      /// `20261010` or `VALUE=DATE`.
      case date
      /// `20261010T090000`: no zone.
      case floating
      /// `20261010T010000Z`.
      case utc
      /// `TZID=…:20261010T090000`, with the zone's index.
      case zoned(Int32)
    }

    var local: LocalDateTime
    var form: Form
  }

  /// How an event's start was written, which decides how its other
  /// times (RDATE, EXDATE, DTEND) are read.
  package struct StartContext {
    var kind: OccurrenceStart.Kind
    /// The zone of a zoned start, -1 otherwise.
    var zone: Int32
    /// The start's time of day, for a day given to a timed event.
    var time: TimeOfDay
  }

  /// Parses a DATE or DATE-TIME value of `property` named `name`.
  ///
  /// - Throws: ``ICalendarOccurrences/ReadError`` naming the property and
  ///   the line, for a malformed value or an unknown TZID.
  mutating func time(_ text: Substring, of property: ContentLineProperty, name: String, line: Int)
    throws(ICalendarOccurrences.ReadError) -> TimeValue
  {
    if property.parameter("VALUE")?.uppercased() == "DATE" || (text.count == 8 && !text.contains("T")) {
      guard let date = CivilDate(basicFormat: text) else {
        throw error(
          line, .invalidValue(property: name, value: Self.excerpt(text)),
          "\(name): expected a date such as 20261010, got \(Self.excerpt(text))")
      }
      return TimeValue(local: LocalDateTime(date: date, time: .midnight), form: .date)
    }
    let isUTC = text.hasSuffix("Z")
    let parts = (isUTC ? text.dropLast() : text).split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 2, let date = CivilDate(basicFormat: parts[0]), let time = TimeOfDay(basicFormat: parts[1])
    else {
      throw error(
        line, .invalidValue(property: name, value: Self.excerpt(text)),
        "\(name): expected a date-time such as 20261010T090000, got \(Self.excerpt(text))")
    }
    let local = LocalDateTime(date: date, time: time)
    if isUTC { return TimeValue(local: local, form: .utc) }
    if let identifier = property.parameter("TZID") {
      return TimeValue(local: local, form: .zoned(try index(ofZone: identifier, property: name, line: line)))
    }
    return TimeValue(local: local, form: .floating)
  }

  /// At most 40 characters of `text`, for a message.
  static func excerpt(_ text: some StringProtocol) -> String {
    String(String(text).unicodeScalars.prefix(40))
  }

  /// The instant of the wall-clock time `wall` in zone `zone` (-1: UTC).
  mutating func instant(_ wall: Int, zone: Int32) -> Int {
    zone < 0 ? wall : zones[Int(zone)].instant(forWallClock: wall)
  }

  /// `value` as a start of its own kind: a day, a floating time or an instant.
  mutating func ownStart(_ value: TimeValue) -> OccurrenceStart {
    let wall = value.local.secondsSinceEpoch
    switch value.form {
    case .date: return OccurrenceStart(date: value.local.date)
    case .floating: return OccurrenceStart(seconds: wall, kind: .floating)
    case .utc: return OccurrenceStart(seconds: wall, kind: .instant)
    case .zoned(let zone): return OccurrenceStart(seconds: instant(wall, zone: zone), kind: .instant)
    }
  }

  /// `value` read as a start of the event `context` describes: a day for
  /// an all-day event (a time's day as written); for a timed one, a day at
  /// the start's time of day, and a floating time in the start's zone.
  mutating func start(_ value: TimeValue, in context: StartContext) -> OccurrenceStart {
    switch context.kind {
    case .date:
      return OccurrenceStart(date: value.local.date)
    case .floating:
      let local = value.form == .date ? LocalDateTime(date: value.local.date, time: context.time) : value.local
      return OccurrenceStart(seconds: local.secondsSinceEpoch, kind: .floating)
    case .instant:
      switch value.form {
      case .date:
        let wall = LocalDateTime(date: value.local.date, time: context.time).secondsSinceEpoch
        return OccurrenceStart(seconds: instant(wall, zone: context.zone), kind: .instant)
      case .floating:
        return OccurrenceStart(seconds: instant(value.local.secondsSinceEpoch, zone: context.zone), kind: .instant)
      case .utc, .zoned:
        return ownStart(value)
      }
    }
  }

  /// Counts one more occurrence against the file's limit.
  mutating func countOccurrence(line: Int) throws(ICalendarOccurrences.ReadError) {
    made += 1
    guard made <= limits.occurrences else {
      throw error(
        line, .tooManyOccurrences(limit: limits.occurrences),
        "more than \(limits.occurrences) occurrences in the file (the most one file may give)")
    }
  }

  /// Checks the steps taken against the file's limit.
  func checkSteps(_ total: Int, line: Int) throws(ICalendarOccurrences.ReadError) {
    guard total <= limits.steps else {
      throw error(
        line, .tooMuchWork(steps: limits.steps),
        "RRULE: the file's rules take more than \(limits.steps) steps to expand (the most one file may take); a rule that matches rarely, such as FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO (a leap day that is a Monday), takes a step for each day it searches"
      )
    }
  }

  /// Expands one VEVENT into ``masters`` or ``overrides``; what cannot be
  /// read is skipped (``skip(_:_:)``): the event, for a start or a
  /// RECURRENCE-ID; else the one property, value or alarm.
  ///
  /// - Throws: ``ICalendarOccurrences/ReadError`` only when the file's
  ///   limits are passed.
  mutating func expand(_ event: EventComponent) throws(ICalendarOccurrences.ReadError) {
    if !allZonesRead, namesAZoneNotYetDefined(event) {
      waiting.append(event)
      return
    }
    let wholeEvent = "the VEVENT of line \(event.line)"
    guard let dtstart = event.start else {
      skip(error(event.line, .missingStart, "a VEVENT has no DTSTART"), wholeEvent)
      return
    }
    let first: TimeValue
    var named: TimeValue?
    do {
      first = try time(Substring(dtstart.property.value), of: dtstart.property, name: "DTSTART", line: dtstart.line)
      if let recurrenceID = event.recurrenceID {
        named = try time(
          Substring(recurrenceID.property.value), of: recurrenceID.property, name: "RECURRENCE-ID",
          line: recurrenceID.line)
      }
    } catch {
      skip(error, wholeEvent)
      return
    }
    var context = StartContext(kind: .instant, zone: -1, time: first.local.time)
    switch first.form {
    case .date: context.kind = .date
    case .floating: context.kind = .floating
    case .utc: break
    case .zoned(let zone): context.zone = zone
    }
    let startKey = start(first, in: context)
    let uid = index(ofUID: event.uid ?? "")
    let isRange = event.recurrenceID?.property.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
    if event.isCancelled {
      if let named {
        pendingOverrides.append(
          PendingOverride(
            uid: uid, sequence: event.sequence, hasRules: !event.rules.isEmpty, occurrence: nil, named: named,
            isRange: isRange, start: startKey, details: nil))
      } else {
        seriesEvents.append(
          SeriesEvent(uid: uid, sequence: event.sequence, context: context, range: masters.count..<masters.count))
      }
      return
    }

    let duration = duration(of: event, startKey: startKey, context: context)
    var alarms: [EventDetails.Alarm] = []
    for trigger in event.triggers {
      do {
        alarms.append(try alarm(trigger, duration: duration, context: context))
      } catch {
        skip(error, "the alarm")
      }
    }
    let shown = index(
      of: EventDetails(
        summary: event.summary ?? "", location: event.location, duration: duration, alarms: alarms,
        notes: event.notes, url: event.url, status: event.status.flatMap { $0.isEmpty ? nil : $0 },
        transparency: event.transparency))
    if let named {
      // An override names one occurrence: its own rules are not followed
      // (RFC 5545 §3.8.4.4).
      try countOccurrence(line: dtstart.line)
      pendingOverrides.append(
        PendingOverride(
          uid: uid, sequence: event.sequence, hasRules: !event.rules.isEmpty, occurrence: overrides.count,
          named: named, isRange: isRange, start: startKey, details: shown))
      overrides.append(
        ICalendarOccurrences.Occurrence(start: startKey, details: shown, uid: uid, zone: context.zone))
      return
    }

    // The event's recurrence set, on the timeline of its start: instants
    // for a zoned or UTC start, wall-clock seconds for a floating one or a
    // day. Every RDATE and EXDATE is read as a start of the event first.
    var set = RecurrenceSet(
      start: first.local,
      timeZone: context.kind == .instant && context.zone >= 0 ? zones[Int(context.zone)].zone : nil)
    let lastYear = min(first.local.date.year + ICalendarOccurrences.unboundedYears - 1, 9999)
    set.endlessRulesThrough = CivilDate(year: lastYear, month: 12, day: 31)
    var ruleLines: [Int] = []
    // The days of rules in the Chinese calendar are extra dates, first.
    var extraLines: [Int] = []
    for rule in event.rules {
      if let scale = ChineseCalendarRule.scale(of: rule.property.value), scale != "GREGORIAN" {
        do throws(ChineseCalendarRule.Refusal) {
          let lunar = try ChineseCalendarRule(parsing: rule.property.value)
          let through =
            lunar.count == nil && lunar.until == nil
            ? set.endlessRulesThrough! : CivilDate(year: HolidayLaw.supportedYears.upperBound, month: 12, day: 31)!
          for day in try lunar.days(from: first.local.date, through: through).dropFirst() {
            set.extraDates.append(LocalDateTime(date: day, time: first.local.time))
            extraLines.append(rule.line)
          }
        } catch {
          skip(
            self.error(
              rule.line, .invalidValue(property: "RRULE", value: Self.excerpt(rule.property.value)), error.message),
            "the RRULE")
        }
        continue
      }
      do {
        set.rules.append(try self.rule(rule, context: context))
        ruleLines.append(rule.line)
      } catch {
        skip(error, "the RRULE")
      }
    }
    for extra in event.extraDates {
      for value in Self.values(extra.property) {
        do {
          let parsed = try time(value, of: extra.property, name: "RDATE", line: extra.line)
          set.extraInstants.append(start(parsed, in: context).seconds)
          extraLines.append(extra.line)
        } catch {
          skip(error, "the date")
        }
      }
    }
    for exclusion in event.excludedDates {
      for value in Self.values(exclusion.property) {
        do {
          let parsed = try time(value, of: exclusion.property, name: "EXDATE", line: exclusion.line)
          if parsed.form == .date, context.kind != .date {
            set.excludedDays.append(parsed.local.date)
          } else {
            set.excludedInstants.append(start(parsed, in: context).seconds)
          }
        } catch {
          skip(error, "the date")
        }
      }
    }
    // Every occurrence made counts against the file's limits, repeats
    // included, at the line that made it; a rule gives the start again as
    // its first occurrence, counted there.
    let hasRules = !set.rules.isEmpty
    let keys = try set.collect { (progress) throws(ICalendarOccurrences.ReadError) in
      switch progress {
      case .start:
        if !hasRules { try countOccurrence(line: dtstart.line) }
      case .ruleOccurrence(let index, let ruleSteps):
        try countOccurrence(line: ruleLines[index])
        try checkSteps(steps + ruleSteps, line: ruleLines[index])
      case .ruleEnded(let index, let ruleSteps):
        steps += ruleSteps
        try checkSteps(steps, line: ruleLines[index])
      case .extra(let index):
        try countOccurrence(line: extraLines[index])
      }
    }
    let firstIndex = masters.count
    for key in keys {
      masters.append(
        ICalendarOccurrences.Occurrence(
          start: OccurrenceStart(seconds: key, kind: context.kind), details: shown, uid: uid, zone: context.zone))
    }
    seriesEvents.append(
      SeriesEvent(uid: uid, sequence: event.sequence, context: context, range: firstIndex..<masters.count))
  }

  /// The values of a comma list (RDATE, EXDATE), a PERIOD's start only.
  static func values(_ property: ContentLineProperty) -> [Substring] {
    property.value.split(separator: ",", omittingEmptySubsequences: false).map { value in
      value.firstIndex(of: "/").map { value[..<$0] } ?? value
    }
  }

  /// Parses one RRULE of an event whose start `context` describes.
  ///
  /// - Throws: ``ICalendarOccurrences/ReadError`` at the rule's line, for
  ///   a rule that cannot be read or one finer than days on a day's start.
  func rule(_ rule: Located, context: StartContext) throws(ICalendarOccurrences.ReadError) -> RecurrenceRule {
    let parsed: RecurrenceRule
    do {
      // RFC 7529's RSCALE=GREGORIAN is the rule without it (and its SKIP,
      // which the Gregorian calendar's days never need).
      var text = rule.property.value
      if ChineseCalendarRule.scale(of: text) == "GREGORIAN" {
        text = text.split(separator: ";").filter {
          let name = $0.split(separator: "=").first?.uppercased()
          return name != "RSCALE" && name != "SKIP"
        }.joined(separator: ";")
      }
      parsed = try RecurrenceRule(parsing: text)
    } catch {
      let cause = (error as? RecurrenceRuleError).map(ICalendarReadError.Cause.invalidRule)
      throw self.error(
        rule.line, cause ?? .invalidValue(property: "RRULE", value: Self.excerpt(rule.property.value)),
        "RRULE: \(error)")
    }
    if context.kind == .date, let part = parsed.timeOfDayPart {
      throw self.error(
        rule.line, .invalidRule(.needsDateTimeStart(part)), "RRULE: \(RecurrenceRuleError.needsDateTimeStart(part))")
    }
    return parsed
  }

  /// How long each occurrence of `event` lasts: DTEND minus DTSTART, or
  /// DURATION, or a day for an all-day event with neither, else zero; a
  /// DTEND or DURATION that cannot be read is skipped.
  mutating func duration(of event: EventComponent, startKey: OccurrenceStart, context: StartContext)
    -> ICalendarDuration
  {
    if let end = event.end {
      do {
        let value = try time(Substring(end.property.value), of: end.property, name: "DTEND", line: end.line)
        return ICalendarDuration(seconds: start(value, in: context).seconds - startKey.seconds)
      } catch {
        skip(error, "the DTEND")
      }
    }
    if let duration = event.duration {
      if let parsed = ICalendarDuration(rfc5545Text: duration.property.value) { return parsed }
      skip(
        error(
          duration.line, .invalidValue(property: "DURATION", value: Self.excerpt(duration.property.value)),
          "DURATION: expected a duration such as PT30M, PT1H or P1D, got \(Self.excerpt(duration.property.value))"),
        "the DURATION")
    }
    return ICalendarDuration(seconds: context.kind == .date ? 86_400 : 0)
  }

  /// When the alarm with `trigger` goes off.
  mutating func alarm(_ trigger: Located, duration: ICalendarDuration, context: StartContext)
    throws(ICalendarOccurrences.ReadError) -> EventDetails.Alarm
  {
    let property = trigger.property
    if let offset = ICalendarDuration(rfc5545Text: property.value) {
      let fromEnd = property.parameter("RELATED")?.uppercased() == "END"
      return .relative(ICalendarDuration(seconds: offset.seconds + (fromEnd ? duration.seconds : 0)))
    }
    let text = Substring(property.value)
    guard text.contains("T"),
      let value = try? time(text, of: property, name: "TRIGGER", line: trigger.line)
    else {
      throw error(
        trigger.line, .invalidValue(property: "TRIGGER", value: Self.excerpt(text)),
        "TRIGGER: expected a duration such as -PT10M or a UTC time such as 20261010T010000Z, got \(Self.excerpt(text))"
      )
    }
    var absolute = context
    absolute.kind = .instant
    return .absolute(start(value, in: absolute).seconds)
  }
}
