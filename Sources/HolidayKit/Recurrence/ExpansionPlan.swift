/// What a rule asks of each day and each time, precomputed once per
/// expansion as bit masks and sorted lists: the rule's BYxxx parts with the
/// gaps filled from the start, as RFC 5545 §3.3.10 prescribes ("information,
/// not contained in the rule, necessary to determine the various recurrence
/// instance start time and dates are derived from the Start Time").
struct ExpansionPlan {
  let frequency: RecurrenceRule.Frequency
  let interval: Int
  let weekStart: Int  // 0 = Monday … 6 = Sunday

  // Day matching.
  let monthMask: UInt16  // bit m for months 1…12
  /// The ``monthMask`` of a rule without BYMONTH.
  static let everyMonth: UInt16 = 0x1FFE
  let hasMonthDays: Bool
  let monthDaysFromStart: UInt32  // bit d for BYMONTHDAY=d
  let monthDaysFromEnd: UInt32  // bit d for BYMONTHDAY=-d
  let hasYearDays: Bool
  let yearDaysFromStart: [Bool]  // index d for BYYEARDAY=d
  let yearDaysFromEnd: [Bool]  // index d for BYYEARDAY=-d
  let hasWeeks: Bool
  let weeksFromStart: UInt64  // bit w for BYWEEKNO=w
  let weeksFromEnd: UInt64  // bit w for BYWEEKNO=-w
  let hasWeekdays: Bool
  let plainWeekdays: UInt8  // bit 0 = Monday … 6 = Sunday
  let numberedWeekdays: [(ordinal: Int, weekday: Int)]
  /// Whether numbered weekdays count within the year rather than the month.
  let weekdaysCountInYear: Bool

  // Time matching.
  /// For DAILY and coarser: every time of day, in seconds, sorted.
  let timesOfDay: [Int]
  /// For HOURLY and finer: the allowed hours, minutes and seconds of a
  /// period's start (`nil`: any), and the offsets each period expands to.
  let hourLimit: UInt32?
  let minuteLimit: UInt64?
  let secondLimit: UInt64?
  var periodOffsets: [Int]
  /// For HOURLY and finer: the allowed times of day of a period's start,
  /// sorted, when there are few enough to list (at most 4 096).
  let periodStartTimes: [Int]?

  let setPositions: [Int]

  init(rule: RecurrenceRule, start: LocalDateTime) {
    frequency = rule.frequency
    interval = rule.interval
    weekStart = rule.weekStart.rawValue - 1
    var weekdays = rule.weekdays
    var monthDays = rule.daysOfTheMonth
    var months = rule.months
    if rule.weeks.isEmpty, rule.daysOfTheYear.isEmpty, monthDays.isEmpty, weekdays.isEmpty {
      switch rule.frequency {
      case .yearly:
        if months.isEmpty { months = [start.date.month] }
        monthDays = [start.date.day]
      case .monthly: monthDays = [start.date.day]
      case .weekly: weekdays = [.init(weekday: start.date.weekday)]
      default: break
      }
    }
    monthMask = months.isEmpty ? Self.everyMonth : months.reduce(0) { $0 | 1 << UInt16($1) }
    hasMonthDays = !monthDays.isEmpty
    monthDaysFromStart = monthDays.filter { $0 > 0 }.reduce(0) { $0 | 1 << UInt32($1) }
    monthDaysFromEnd = monthDays.filter { $0 < 0 }.reduce(0) { $0 | 1 << UInt32(-$1) }
    hasYearDays = !rule.daysOfTheYear.isEmpty
    var fromStart = [Bool](repeating: false, count: 367)
    var fromEnd = [Bool](repeating: false, count: 367)
    for day in rule.daysOfTheYear {
      if day > 0 { fromStart[day] = true } else { fromEnd[-day] = true }
    }
    yearDaysFromStart = fromStart
    yearDaysFromEnd = fromEnd
    hasWeeks = !rule.weeks.isEmpty
    weeksFromStart = rule.weeks.filter { $0 > 0 }.reduce(0) { $0 | 1 << UInt64($1) }
    weeksFromEnd = rule.weeks.filter { $0 < 0 }.reduce(0) { $0 | 1 << UInt64(-$1) }
    hasWeekdays = !weekdays.isEmpty
    plainWeekdays = weekdays.filter { $0.ordinal == nil }.reduce(0) { $0 | 1 << UInt8($1.weekday.rawValue - 1) }
    numberedWeekdays = weekdays.compactMap { item in item.ordinal.map { ($0, item.weekday.rawValue - 1) } }
    weekdaysCountInYear = rule.frequency == .yearly && rule.months.isEmpty

    let validSeconds = rule.seconds.filter { $0 < 60 }  // no leap seconds
    let hours = (rule.hours.isEmpty ? [start.time.hour] : rule.hours).sortedUnique()
    let minutes = (rule.minutes.isEmpty ? [start.time.minute] : rule.minutes).sortedUnique()
    let seconds = (rule.seconds.isEmpty ? [start.time.second] : validSeconds).sortedUnique()
    func mask<T: FixedWidthInteger>(_ values: [Int], as: T.Type) -> T? {
      values.isEmpty ? nil : values.reduce(T.zero) { $0 | T(1) << T($1) }
    }
    switch rule.frequency {
    case .hourly:
      hourLimit = mask(rule.hours, as: UInt32.self)
      minuteLimit = nil
      secondLimit = nil
      periodOffsets = minutes.flatMap { minute in seconds.map { minute * 60 + $0 } }
      timesOfDay = []
    case .minutely:
      hourLimit = mask(rule.hours, as: UInt32.self)
      minuteLimit = mask(rule.minutes, as: UInt64.self)
      secondLimit = nil
      periodOffsets = seconds
      timesOfDay = []
    case .secondly:
      hourLimit = mask(rule.hours, as: UInt32.self)
      minuteLimit = mask(rule.minutes, as: UInt64.self)
      secondLimit = rule.seconds.isEmpty ? nil : mask(validSeconds, as: UInt64.self) ?? 0
      periodOffsets = [0]
      timesOfDay = []
    default:
      hourLimit = nil
      minuteLimit = nil
      secondLimit = nil
      periodOffsets = []
      timesOfDay = hours.flatMap { hour in minutes.flatMap { minute in seconds.map { hour * 3600 + minute * 60 + $0 } }
      }
    }
    setPositions = rule.setPositions
    if rule.frequency < .daily {
      periodOffsets = Self.select(positions: rule.setPositions, from: periodOffsets)
      let unit = rule.frequency == .hourly ? 3600 : rule.frequency == .minutely ? 60 : 1
      let hourList = rule.hours.isEmpty ? Array(0...23) : rule.hours.sortedUnique()
      let minuteList = unit == 3600 ? [0] : rule.minutes.isEmpty ? Array(0...59) : rule.minutes.sortedUnique()
      let secondList = unit > 1 ? [0] : rule.seconds.isEmpty ? Array(0...59) : validSeconds.sortedUnique()
      if hourList.count * minuteList.count * secondList.count <= 4096 {
        periodStartTimes = hourList.flatMap { hour in
          minuteList.flatMap { minute in secondList.map { hour * 3600 + minute * 60 + $0 } }
        }
      } else {
        periodStartTimes = nil
      }
    } else {
      periodStartTimes = nil
    }
  }

  /// The items of `values` at the 1-based `positions` (negative from the
  /// end), in their original order; all of them when `positions` is empty.
  static func select(positions: [Int], from values: [Int]) -> [Int] {
    guard !positions.isEmpty else { return values }
    let picks = positions.compactMap { position -> Int? in
      let index = position > 0 ? position - 1 : values.count + position
      return index >= 0 && index < values.count ? index : nil
    }
    return picks.sortedUnique().map { values[$0] }
  }

  /// The weekday of a day number, 0 = Monday … 6 = Sunday.
  @inline(__always)
  static func weekday(_ day: Int) -> Int { ((day + 3) % 7 + 7) % 7 }

  /// Whether matching a day needs its calendar date (month, day of month or
  /// year, week number); when not, plain weekdays at most are checked,
  /// from the day number alone.
  var needsCalendarDate: Bool {
    monthMask & 0b1_1111_1111_1110 != 0b1_1111_1111_1110 || hasMonthDays || hasYearDays || hasWeeks
      || !numberedWeekdays.isEmpty
  }

  /// Whether `day` matches when ``needsCalendarDate`` is false.
  @inline(__always)
  func matchesWeekdayOnly(day: Int) -> Bool {
    !hasWeekdays || plainWeekdays & (1 << UInt8(Self.weekday(day))) != 0
  }

  /// The first day of week 1 of `year` for weeks starting on `weekStart`:
  /// the week holding January 4, so at least four of its days are in the year.
  func firstWeekStart(_ year: Int) -> Int {
    let january4 = CivilDate.daysSinceEpoch(year: year, month: 1, day: 4)
    return january4 - (Self.weekday(january4) - weekStart + 7) % 7
  }

  /// Whether a day of a month of `monthLength` days is one BYMONTHDAY
  /// lists, from the start or from the end.
  @inline(__always)
  func passesMonthDays(dayOfMonth: Int, monthLength: Int) -> Bool {
    let fromEnd = monthLength - dayOfMonth + 1
    return monthDaysFromStart & (1 << UInt32(dayOfMonth)) != 0 || monthDaysFromEnd & (1 << UInt32(fromEnd)) != 0
  }

  /// Whether a day passes every day-level part.
  ///
  /// - Parameters:
  ///   - weeks: The first days of week 1 of the day's year and of the next,
  ///     and of the previous year; needed only when ``hasWeeks``.
  @inline(__always)
  func matches(
    day: Int, year: Int, month: Int, dayOfMonth: Int, monthLength: Int,
    dayOfYear: Int, yearLength: Int, weeks: (previous: Int, current: Int, next: Int)?
  ) -> Bool {
    guard monthMask & (1 << UInt16(month)) != 0 else { return false }
    if hasMonthDays, !passesMonthDays(dayOfMonth: dayOfMonth, monthLength: monthLength) { return false }
    if hasYearDays {
      guard yearDaysFromStart[dayOfYear] || yearDaysFromEnd[yearLength - dayOfYear + 1] else { return false }
    }
    if hasWeeks, let weeks {
      let weekYearStart: Int
      let nextWeekYearStart: Int
      if day < weeks.current {
        (weekYearStart, nextWeekYearStart) = (weeks.previous, weeks.current)
      } else if day >= weeks.next {
        (weekYearStart, nextWeekYearStart) = (weeks.next, weeks.next + 7 * 52 + 7 * 2)  // beyond
      } else {
        (weekYearStart, nextWeekYearStart) = (weeks.current, weeks.next)
      }
      let number = (day - weekYearStart) / 7 + 1
      let count = (nextWeekYearStart - weekYearStart) / 7
      let fromEnd = day >= weeks.next ? 0 : count - number + 1
      guard weeksFromStart & (1 << UInt64(number)) != 0 || (fromEnd > 0 && weeksFromEnd & (1 << UInt64(fromEnd)) != 0)
      else { return false }
    }
    if hasWeekdays {
      let weekday = Self.weekday(day)
      if plainWeekdays & (1 << UInt8(weekday)) == 0 {
        let position = weekdaysCountInYear ? dayOfYear : dayOfMonth
        let length = weekdaysCountInYear ? yearLength : monthLength
        let fromStart = (position - 1) / 7 + 1
        let fromEnd = -((length - position) / 7 + 1)
        guard
          numberedWeekdays.contains(where: {
            $0.weekday == weekday && ($0.ordinal == fromStart || $0.ordinal == fromEnd)
          })
        else { return false }
      }
    }
    return true
  }
}

extension ExpansionPlan {
  /// The first and last day of the years that show every kind of year a
  /// day-level part can tell apart: 2001 through 2028 hold a common and a
  /// leap year starting on each weekday, and a common year after a common
  /// and after a leap year starting on each weekday (week numbers look at
  /// the year before and after). A day-level part matches some day of
  /// some year exactly when it matches a day of these years.
  static let everyKindOfYear = (first: 2001, last: 2028)

  /// Whether some time can ever pass the rule's parts, or the rule can
  /// never give an occurrence besides its start (`BYMONTH=2;BYMONTHDAY=30`,
  /// `BYYEARDAY=1;BYMONTH=2`, `BYSECOND=60` alone, a `BYSETPOS` past any
  /// period's length): known before the first period is walked. `steps`
  /// counts the days examined. A `true` answer may still match nothing
  /// from a given start (`FREQ=DAILY;INTERVAL=7;BYDAY=MO` from a Tuesday);
  /// the walk's 400-year bound ends those.
  func canEverMatch(steps: inout Int) -> Bool {
    if frequency >= .daily {
      if timesOfDay.isEmpty { return false }
      if !setPositions.isEmpty {
        // The most days a period can hold, and the most times a weekday
        // can fall in it.
        let (daysPerPeriod, weekdayRepeats): (Int, Int)
        switch frequency {
        case .yearly: (daysPerPeriod, weekdayRepeats) = (366, 53)
        case .monthly: (daysPerPeriod, weekdayRepeats) = (31, 5)
        case .weekly: (daysPerPeriod, weekdayRepeats) = (7, 1)
        default: (daysPerPeriod, weekdayRepeats) = (1, 1)
        }
        var days = daysPerPeriod
        if hasWeekdays, numberedWeekdays.isEmpty {
          days = min(days, plainWeekdays.nonzeroBitCount * weekdayRepeats)
        }
        let most = days * timesOfDay.count
        if !setPositions.contains(where: { abs($0) <= most }) { return false }
      }
    }
    let usesWeeks = hasWeeks && frequency >= .daily
    for year in Self.everyKindOfYear.first...Self.everyKindOfYear.last {
      let yearStart = CivilDate.daysSinceEpoch(year: year, month: 1, day: 1)
      let yearLength = CivilDate.daysInYear(year)
      let weeks = usesWeeks ? (firstWeekStart(year - 1), firstWeekStart(year), firstWeekStart(year + 1)) : nil
      for month in 1...12 where monthMask & (1 << UInt16(month)) != 0 {
        let monthStart = CivilDate.daysSinceEpoch(year: year, month: month, day: 1)
        let monthLength = CivilDate.daysInMonth(year: year, month: month)
        for dayOfMonth in 1...monthLength {
          steps += 1
          let day = monthStart + dayOfMonth - 1
          if matches(
            day: day, year: year, month: month, dayOfMonth: dayOfMonth, monthLength: monthLength,
            dayOfYear: day - yearStart + 1, yearLength: yearLength, weeks: weeks)
          {
            return true
          }
        }
      }
    }
    return false
  }
}
