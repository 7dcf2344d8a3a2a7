import HolidayKit
import HolidayKitICalendar

/// The messages people see most, in English or Chinese (the console's
/// language, which the caller gives: the coverage error and the warnings
/// about provisional and assumed days). Other messages are in English.
enum Messages {
  /// Where a run's data came from, for the ways on from a year without
  /// data: `update` helps only when the built-in data and the data folder
  /// are read, and into the folder the run reads.
  struct DataSources {
    /// Whether the built-in data and the data folder were read (not
    /// `--no-builtin-data`, with which only `--holidays` files count).
    var builtIn = true
    /// The folder `WORKDAY_ICS_DATA` names when it does not exist.
    var missingFolder: String?
    /// The data folder read, or where it was looked for in vain; nil when
    /// not known.
    var dataFolder: DataFolder.Location?

    /// The sources of a run that read the data `request` asks for, in `context`.
    init(_ request: RequestSettings?, in context: RunContext) {
      builtIn = request?.usesBuiltInData ?? true
      missingFolder = builtIn ? DataFolder.missingNamedFolder(in: context) : nil
      dataFolder = builtIn ? (try? DataFolder.locate(in: context)) : nil
    }

    /// The built-in data and an existing (or default) data folder.
    init() {}
  }

  /// A year without data: what it is and the three ways on.
  ///
  /// Newer data can be fetched; a year before the data's first (holiday-cn
  /// starts with 2007) cannot, so `update` is suggested only for years
  /// after it, and only when the run reads what it fetches (`sources`).
  static func coverage(_ error: CoverageError, sources: DataSources = DataSources(), in language: Language)
    -> String
  {
    guard case .noHolidayData(let year, let covered) = error else { return error.description }
    let isPast = year < (covered.first ?? 2007)
    let folder = sources.missingFolder.map { VisibleText.excerpt($0, limit: 200) }
    let searched = sources.dataFolder?.folder.map { VisibleText.excerpt($0, limit: 200) }
    let absence = sources.dataFolder?.absence
    guard language == .chinese else {
      let fetch: String
      if !sources.builtIn {
        fetch = "with \(Option.noBuiltinData) only \(Option.holidays) files count: add it with \(Option.holidays) PATH"
      } else if isPast {
        fetch = "add it with \(Option.holidays) PATH"
      } else if let folder {
        fetch =
          "the data folder '\(folder)' that \(DataFolder.variable) names does not exist (misspelled, or 'workday-ics update' wrote elsewhere): fetch into it with 'workday-ics update' or add it with \(Option.holidays) PATH"
      } else if let absence {
        fetch =
          "\(absence), so nothing 'workday-ics update' fetched is read: set \(DataFolder.variable) to the folder it fills, or add the year with \(Option.holidays) PATH"
      } else if let searched {
        fetch =
          "the data folder '\(searched)' has none: fetch newer data into it with 'workday-ics update' (run as this user, or with \(DataFolder.variable) naming the folder it fills) or add it with \(Option.holidays) PATH"
      } else {
        fetch = "fetch newer data with 'workday-ics update' or add it with \(Option.holidays) PATH"
      }
      return "\(error); \(fetch), or answer from the regular week with \(Option.assumeRegularWeek)"
    }
    let coverage = covered.isEmpty ? "无" : CoverageError.ranges(covered)
    let fetch: String
    if !sources.builtIn {
      fetch = "使用 \(Option.noBuiltinData) 时只有 \(Option.holidays) 文件有效：用 \(Option.holidays) PATH 加入"
    } else if isPast {
      fetch = "用 \(Option.holidays) PATH 加入"
    } else if let folder {
      fetch =
        "\(DataFolder.variable) 指定的数据文件夹 '\(folder)' 不存在（拼写错误，或 'workday-ics update' 写到了别处）：用 'workday-ics update' 获取到该文件夹或用 \(Option.holidays) PATH 加入"
    } else if let absence {
      fetch =
        "\(absence)，读不到 'workday-ics update' 获取的数据：把 \(DataFolder.variable) 设为它写入的文件夹，或用 \(Option.holidays) PATH 加入"
    } else if let searched {
      fetch =
        "数据文件夹 '\(searched)' 中也没有：用 'workday-ics update' 获取新数据到该文件夹（以本用户运行，或用 \(DataFolder.variable) 指定它写入的文件夹）或用 \(Option.holidays) PATH 加入"
    } else {
      fetch = "用 'workday-ics update' 获取新数据或用 \(Option.holidays) PATH 加入"
    }
    let named = CoverageError.year(year)
    return "\(named) 年\(isPast ? "" : "还")没有官方放假安排（已有：\(coverage)）；\(fetch)，或用 \(Option.assumeRegularWeek) 按常规工作周回答"
  }

  /// A year without data when `--provisional` was given: what the
  /// prediction can answer (only the year after the newest notice, and
  /// only from 2025 on, where the 2024 principles apply), and the ways on.
  static func coverage(
    _ error: CoverageError, provisional: Bool, sources: DataSources = DataSources(), in language: Language
  ) -> String {
    guard provisional, case .noHolidayData(let year, let covered) = error else {
      return coverage(error, sources: sources, in: language)
    }
    let predictable = covered.last.map { $0 + 1 }
    let reason: String
    let reasonZh: String
    switch predictable {
    case let next? where next >= 2025 && next != year:
      reason = "\(Option.provisional) answers only \(next), the year after the newest notice (\(next - 1))"
      reasonZh = "\(Option.provisional) 只回答最新通知（\(next - 1) 年）的下一年 \(next) 年"
    case nil:
      reason = "\(Option.provisional) answers the year after the newest notice, and there is no notice"
      reasonZh = "\(Option.provisional) 回答最新通知的下一年，但没有任何通知"
    default:
      reason =
        "\(Option.provisional) answers only a year from 2025 on (under the 2024 principles) after the newest notice"
      reasonZh = "\(Option.provisional) 只回答 2025 年起（依 2024 年的原则）、最新通知的下一年"
    }
    guard language == .chinese else {
      return
        "\(error); \(reason); for \(year) add its data with \(Option.holidays) PATH, or answer from the regular week with \(Option.assumeRegularWeek)"
    }
    return
      "\(year) 年没有官方放假安排；\(reasonZh)；请用 \(Option.holidays) PATH 加入 \(year) 年的数据，或用 \(Option.assumeRegularWeek) 按常规工作周回答"
  }

  /// The years answered from the regular week, in one line however many
  /// (`1900-2006, 2027-2100`).
  static func assumedYears(_ years: [Int], workWeek: WorkWeek, in language: Language) -> String {
    let named = CoverageError.ranges(years)
    return language == .chinese
      ? "\(named) 年没有官方放假安排：按常规工作周（\(workWeek)）与法定节假日回答，不含调休" + HolidayLaw.withoutStatutoryDays(years, in: language)
      : "no official holiday data for \(named); answering from the regular week (\(workWeek)) and the law's statutory days, without 调休"
        + HolidayLaw.withoutStatutoryDays(years, in: language)
  }

  /// A year answered from the law (`--provisional`).
  static func provisionalYear(_ year: Int, in language: Language) -> String {
    language == .chinese
      ? "\(year) 年为暂定：\(year) 年的通知尚未发布，法定节假日依据法律，假期安排依据 2025 年的原则，调休上班日为推测；通知发布后将被取代"
      : "\(year) is provisional: there is no \(year) notice yet, so its days come from the law (statutory days), the 2025 principles (the breaks) and a guess (make-up workdays); the notice will replace them"
  }

  /// December of the newest covered year, which the next notice may change.
  static func unsettledDecember(_ year: Int, in language: Language) -> String {
    language == .chinese
      ? "\(year) 年 12 月可能还会调整：\(year + 1) 年的通知尚未发布，它可能调整这些日子"
      : "December \(year) may still change: the \(year + 1) notice is not published yet and may move its last days"
  }

  /// A calendar that runs into the provisional year.
  static func calendarRunsIntoProvisionalYear(
    start: CivilDate, end: CivilDate, certainUntil: CivilDate, year: Int, in language: Language
  ) -> String {
    if start > certainUntil {
      // Every day of the calendar is provisional: no part rests on a notice.
      return language == .chinese
        ? "日历 \(start) 至 \(end) 全部为暂定（\(year) 年的通知尚未发布）；通知发布后（通常在 11 月）请重新生成，事件会按原 UID 更新"
        : "every day of the calendar, \(start) to \(end), is provisional (there is no \(year) notice yet); regenerate it when the notice is published (usually in November), and the stable UIDs update those events in place"
    }
    return language == .chinese
      ? "日历到 \(end) 为止：\(certainUntil) 以前依据官方通知，此后为暂定；\(year) 年通知发布后（通常在 11 月）请重新生成，事件会按原 UID 更新"
      : "the calendar runs to \(end): its days until \(certainUntil) rest on the official notices, those from \(certainUntil.next ?? certainUntil) on are provisional; regenerate it when the \(year) notice is published (usually in November), and the stable UIDs update those events in place"
  }

  /// A calendar that ends where the data ends.
  static func calendarEndsWithTheData(end: CivilDate, nextYear: Int, in language: Language) -> String {
    language == .chinese
      ? "日历到 \(end) 为止，官方数据也到此为止；\(nextYear) 年通知发布后（通常在 11 月）请重新生成"
      : "the calendar ends \(end), where the official data ends; regenerate it when the \(nextYear) notice is published (usually in November)"
  }

  /// An event on 9999-12-31 that would end in year 10000 (the library's
  /// ``HolidayKitICalendar/EventEndsInYear10000``), with the last day a
  /// range can end on to hold it.
  static func eventEndsInYear10000(_ event: EventEndsInYear10000) -> String {
    let endsAfter =
      if let time = event.time {
        "at \(time.iso8601.prefix(5)) for \(event.duration.seconds / 60) minutes, it ends after \(event.day)"
          + (event.onlyInUTC ? " in UTC" : "")
      } else {
        "all day, it ends after \(event.day)"
      }
    return
      "\(VisibleText.excerpt(event.title)): an event on \(event.day) would end in year 10000 (\(endsAfter)), which iCalendar cannot write; end the range on \(event.day.previous ?? event.day)"
  }

  /// `expand`'s occurrences stopped where the data ends.
  static func occurrencesEndWithTheData(end: CivilDate, next: String, in language: Language) -> String {
    let year = end.year + 1
    return language == .chinese
      ? "到 \(end) 为止，官方数据也到此为止：规则从 \(next) 起的日子未列出；\(year) 年通知发布后（通常在 11 月）运行 'workday-ics update'，或用 \(Option.assumeRegularWeek) 按常规工作周回答"
      : "stopped at \(end), where the official data ends: the rule's days from \(next) on are left out; run 'workday-ics update' once the \(year) notice is published (usually in November), or answer them from the regular week with \(Option.assumeRegularWeek)"
  }

  /// The text of a warning (``Warning``), in the language of messages
  /// where it has two.
  static func text(of warning: Warning, in language: Language) -> String {
    switch warning {
    case .assumedYears(let years, let workWeek): assumedYears(years, workWeek: workWeek, in: language)
    case .provisionalYear(let year): provisionalYear(year, in: language)
    case .unsettledDecember(let year): unsettledDecember(year, in: language)
    case .calendarRunsIntoProvisionalYear(let start, let end, let certainUntil, let year):
      calendarRunsIntoProvisionalYear(start: start, end: end, certainUntil: certainUntil, year: year, in: language)
    case .calendarEndsWithTheData(let end, let nextYear):
      calendarEndsWithTheData(end: end, nextYear: nextYear, in: language)
    case .occurrencesEndWithTheData(let end, let next): occurrencesEndWithTheData(end: end, next: next, in: language)
    case .calendar(let warning, let spelling, let outputs, let start, let end):
      calendar(warning, spelling: spelling, outputs: outputs, start: start, end: end)
    case .expandMovedBeforeStart(let moved, let start): daysMovedBeforeRuleStart(title: nil, moved: moved, start: start)
    case .olderCopyUnused(let older, let dataFolder): olderCopyUnused(older, dataFolder: dataFolder, in: language)
    case .todayElsewhere(let today, let zone, let localDay, let localZone):
      "today is \(today) in \(zone) (the default \(Option.timeZone)), and \(localDay) in \(VisibleText.excerpt(localZone)) (TZ): the answer is for \(today); give \(Option.timeZone) \(VisibleText.excerpt(localZone)) for the day here"
    case .noDataFolder(let looked):
      "\(DataFolder.Location.unnamed(lookedAt: looked).absence ?? looked), so nothing 'workday-ics update' fetched is read, only the built-in data; set \(DataFolder.variable) to the folder it fills (cron starts a job with few variables)"
    case .narrowTerminal(let columns, let needed):
      "cal's month grid is \(needed) columns wide and the width is \(columns) (COLUMNS, or the terminal's): its lines wrap; widen the terminal, or use list for one day a line"
    case .lunarYearsOutOfRange(let supported):
      language == .chinese
        ? "农历日期只在 \(supported.lowerBound)-\(supported.upperBound) 年显示，这些月份的农历行为空"
        : "lunar dates are shown for \(supported.lowerBound)-\(supported.upperBound) only: these months' lunar rows are empty"
    }
  }

  /// A copy of a year left unused for a newer one: both named, and the
  /// notices the unused one lacks.
  static func olderCopyUnused(_ older: OlderHolidayCopy, dataFolder: String?, in language: Language) -> String {
    let year = older.copy.year
    let inDataFolder = dataFolder.map { older.copy.source.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ?? false
    let missing = older.missingNotices
    let notices = missing.prefix(2).joined(separator: ", ") + (missing.count > 2 ? ", …" : "")
    if language == .chinese {
      let newer = older.newerIsBuiltIn ? "内置的 \(year) 年数据" : older.newer.source
      return
        "\(older.copy.source) 比 \(newer) 旧（缺少通知 \(notices)），未使用；\(inDataFolder ? "用 'workday-ics update \(Option.year) \(year)' 更新或删除它" : "请删除它或换成较新的副本")"
    }
    let newer = older.newerIsBuiltIn ? "the built-in \(year) data" : older.newer.source
    let lacks = missing.count == 1 ? "the notice" : "\(missing.count) notices:"
    return
      "\(older.copy.source) is older than \(newer) (it lacks \(lacks) \(notices)) and is left unused; \(inDataFolder ? "refresh it with 'workday-ics update \(Option.year) \(year)' or remove it" : "remove it or give a newer copy")"
  }

  /// Make-up workdays a rule leaves out: a rule does not say which weekday
  /// a make-up day stands in for, so even `FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR`
  /// misses them; how to add them or silence this, spelled as asked.
  private static func missedMakeUpDays(title: String, missed: [CivilDate], spelling: Warning.RequestSpelling) -> String
  {
    let (adding, leaving) =
      switch spelling {
      case .commandLine: ("\(Option.addMakeUpDays)", "\(Option.noMakeUpDays)")
      case .configuration: ("\"addMakeUpDays\": true", "\"addMakeUpDays\": false")
      }
    let listed = missed.prefix(3).map(\.description).joined(separator: ", ") + (missed.count > 3 ? ", ..." : "")
    return
      "\(VisibleText.excerpt(title)): the rule leaves out \(missed.count) make-up workday\(missed.count == 1 ? "" : "s") of the range (\(listed)), since a rule does not say which weekday they stand in for; add them with \(adding), or leave them out with \(leaving) to silence this"
  }

  /// A warning of the generation job, in the request's spelling, a
  /// calendar named by its output.
  private static func calendar(
    _ warning: CalendarWarning, spelling: Warning.RequestSpelling, outputs: [String?], start: CivilDate,
    end: CivilDate
  ) -> String {
    switch warning {
    case .missedMakeUpDays(let title, let missed):
      return missedMakeUpDays(title: title, missed: missed, spelling: spelling)
    case .beforeUnpublishedDaysOff(let title, let day, let statutory):
      let (holiday, date) = (statutory.holiday.name, statutory.date)
      return
        "\(VisibleText.excerpt(title)): \(day) comes before \(holiday) (\(date), a statutory holiday by law), but no notice covers \(date.year) yet, so it is not known to be the working day before days off and has no event; regenerate when the notice is published, or answer from the law with \(Option.provisional)"
    case .daysMovedOutOfRange(let title, let days):
      let moved = days.map { leftOut in
        guard case .movedOutOfRange(let target) = leftOut.reason else { return MovedDay(day: leftOut.day, to: nil) }
        return MovedDay(day: leftOut.day, to: target)
      }
      return daysMovedOutOfRange(title: title, moved: moved, start: start, end: end)
    case .daysMovedBeforeRuleStart(let title, let days, let ruleStart):
      let moved = days.map { leftOut in
        guard case .movedBeforeRuleStart(let target, _) = leftOut.reason else {
          return MovedDay(day: leftOut.day, to: nil)
        }
        return MovedDay(day: leftOut.day, to: target)
      }
      return daysMovedBeforeRuleStart(title: title, moved: moved, start: ruleStart.iso8601)
    case .alarm(let title, let phrase, let caveat):
      return "\(VisibleText.excerpt(title)): the alarm '\(phrase)' \(caveat)"
    case .emptyCalendar(let index):
      let path = outputs.indices.contains(index) ? outputs[index] : nil
      return
        "the calendar\(path.map { $0 == "-" ? "" : " " + VisibleText.excerpt($0, limit: 80) } ?? "") has no events: none of its reminders' days falls from \(start) through \(end) (the file is still a valid calendar)"
    }
  }

  /// Days off of a rule that the range's edges leave without an event.
  private static func daysMovedOutOfRange(title: String, moved: [MovedDay], start: CivilDate, end: CivilDate)
    -> String
  {
    let phrases = moved.prefix(3).map { moved in
      guard let target = moved.to else { return "\(moved.day) would move past the official data" }
      return "\(moved.day) would move to \(target), \(target < start ? "before" : "after") it"
    }
    let listed = phrases.joined(separator: "; ") + (moved.count > 3 ? "; ..." : "")
    let one = moved.count == 1
    return
      "\(VisibleText.excerpt(title)): \(moved.count) day\(one ? "" : "s") off of the rule \(one ? "moves" : "move") out of the range (\(start) to \(end)) and \(one ? "has" : "have") no event: \(listed); widen the range to keep \(one ? "it" : "them")"
  }

  /// Days off of a rule dropped because their previous working day lies
  /// before the rule's start, where no move goes.
  private static func daysMovedBeforeRuleStart(title: String?, moved: [MovedDay], start: String) -> String {
    let phrases = moved.prefix(3).map { moved in moved.to.map { "\(moved.day) would move to \($0)" } ?? "\(moved.day)" }
    let listed = phrases.joined(separator: "; ") + (moved.count > 3 ? "; ..." : "")
    let one = moved.count == 1
    return
      "\(title.map { VisibleText.excerpt($0) + ": " } ?? "")\(moved.count) day\(one ? "" : "s") off of the rule \(one ? "is" : "are") dropped: \(listed), before the rule's start \(start), where nothing moves; start the rule earlier to keep \(one ? "it" : "them")"
  }
}
