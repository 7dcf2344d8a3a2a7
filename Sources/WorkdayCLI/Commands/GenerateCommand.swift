import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `workday-ics generate`: an .ics calendar of a reminder on every real
/// working day (or the days of another rule), with alarms.
struct GenerateCommand: Command {
  var name: String { "generate" }
  var usage: String { "[OPTION]... [-o FILE]" }
  var brief: String { "generate [-o FILE]" }
  var exitStatuses: [ExitStatus] {
    [ExitStatus(0, "the calendar written (or already the same)"), .usageOrNoData, .notWritten("the calendar")]
  }
  var summary: String {
    "an .ics calendar of a reminder on every real working day (09:00 \"上班\", from today to the end of the data)"
  }
  var about: String {
    """
    Write an RFC 5545 calendar (.ics) of a reminder on every real working day:
    the days of the regular week (or of \(Option.rule)), minus official days off, plus
    official make-up workdays, each with its alarms. Import it into Apple,
    Google or Outlook calendar, or serve it for subscription.

    Defaults: an event "上班" at 09:00 lasting 30m, an alarm 10 minutes before,
    on every working day (MO-FR) from today to the end of the newest year with
    official data, in Asia/Shanghai, one event per day, written to stdout.
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup("What:", [.title, .location, .description, .url, .id]),
      OptionGroup("When in the day:", [.time, .duration, .allDay, .alarm, .noAlarm, .busy, .noMakeUpMark]),
      OptionGroup(
        "Which days:",
        [.workWeek, .weekAnchor, .rule, .ruleStart, .onDayOff, .addMakeUpDays, .noMakeUpDays, .only]),
      OptionGroup(
        "Working days counted, not calendar days (instead of \(Option.rule)):",
        [.workdayOfMonth, .everyNthWorkday, .beforeDaysOff, .afterDaysOff]),
      OptionGroup(
        "Range:",
        [
          .year,
          .from.explained("the first day (default today)"),
          .to.explained(
            "the last day (default the end of the data: December 31 of the last year it covers without a gap, or of its newest with \(Option.assumeRegularWeek))"
          ),
          .assumeRegularWeek,
          .provisional.explained(
            "the year after the newest notice, from the law: events titled '上班 (暂定)', STATUS:TENTATIVE; the default range then runs to its end"
          ),
          .noBuiltinData, .holidays, .overlay,
          .group.explained(
            "women, youth, children or military (repeatable): on the group's half day off (Art. 3) a timed event starting in that half is left out (or, with \(Option.rule), moved by \(Option.onDayOff)); 儿童节 is a day off"
          ),
          .halfDay,
        ]),
      OptionGroup(
        "The calendar:",
        [
          .calendarName.explained("X-WR-CALNAME and NAME (default the title)"), .color,
          .timeZone.explained("the IANA zone of the times (default Asia/Shanghai)"), .refresh, .style, .config,
        ]),
      OptionGroup(
        nil,
        [
          .output, .quiet,
          .lang.explained(
            "the language of the alarms' descriptions (default: the title's; a calendar never follows the locale)"),
          .help, .version,
        ]),
    ]
  }
  var epilogue: String {
    """
    DTSTAMP is SOURCE_DATE_EPOCH when set, else 1970-01-01T00:00:00Z, so the
    same inputs always give the same bytes; an event whose day rests on data
    (a notice) is STATUS:CONFIRMED with SEQUENCE:1 and a stamp one second
    later, so that it replaces the tentative copy of a provisional year.
    """
  }

  func run(_ arguments: Arguments, in run: Run) throws -> Int32 {
    _ = try arguments.operands("generate", atMost: 0)
    let request = try GenerationRequest(arguments, checkingOutputs: true, in: run)
    let generated = try request.generate()
    for warning in generated.warnings { run.warn(warning) }
    // Each calendar made goes where its request says, in the order asked.
    let outputs = request.calendars.map(\.output)
    try OutputFile.write(all: Array(zip(outputs, generated.made.calendars)), session: run.files) {
      made, stream in
      made.document.write(events: made.events.events, includesTimeZone: made.events.includesTimeZone) {
        stream.write(bytes: $0)
      }
    }
    return 0
  }
}
