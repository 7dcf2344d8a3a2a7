import HolidayKit

/// The options that describe one reminder: its text, when in the day, its
/// alarms, and which days it falls on. A configuration file gives each
/// under its ``Option/configurationKey`` instead.
extension Option {
  package static let title = Option(
    "--title", value: "TEXT", configurationKey: "title", help: "the event title (default 上班)",
    manual: "The event's text; control characters are refused.")
  package static let location = Option(
    "--location", value: "TEXT", configurationKey: "location", help: "where",
    manual:
      "Where the event is; control characters are refused.")
  package static let description = Option(
    "--description", value: "TEXT", configurationKey: "description", help: "notes",
    manual:
      "Notes; control characters are refused.")
  package static let url = Option(
    "--url", value: "URI", configurationKey: "url", help: "a link",
    manual:
      "A link; control characters are refused.")
  package static let id = Option(
    "--id", value: "NAME", configurationKey: "id",
    help:
      "the reminder's name in every event's UID (default: derived from the title); keep it stable so that regenerating updates events instead of adding"
  )
  package static let time = Option(
    "--time", value: "HH:MM", configurationKey: "time", help: "the start (default 09:00)")
  package static let duration = Option(
    "--duration", value: "LENGTH", configurationKey: "duration", help: "such as 10m or 1h30m (default 30m)")
  package static let allDay = Option("--all-day", configurationKey: "allDay", help: "all-day events instead")
  package static let alarm = Option(
    "--alarm", value: "WHEN", repeatable: true, completion: .words(["10m", "1h", "0", "-1d 21:00"]),
    configurationKey: "alarms",
    help:
      "10m, 1h or 1d before (elapsed time), 0 at the start, 08:00 on the event's day, or a signed day and a time: '-1d 21:00' the evening before, '0d 08:00' the same day, '+1d 08:00' the day after; repeatable (default 10m; '-1d 21:00' for all-day). An alarm after a timed event's start or after an all-day event's day, or one that counts back from an all-day event's midnight, is warned about"
  )
  package static let noAlarm = Option("--no-alarm", help: "no alarms")
  package static let busy = Option(
    "--busy", configurationKey: "busy",
    help: "show the events as busy (TRANSP:OPAQUE), as a meeting; by default they leave the time free")
  package static let noMakeUpMark = Option(
    "--no-make-up-mark", configurationKey: "markMakeUpDays",
    help:
      "do not add ' (补班)' (' (make-up workday)' to an English title) to the title of an event on a make-up workday (a lock screen shows only the title)",
    manual:
      "An event on a make-up workday is titled as the others; by default its title says so, \"上班 (补班)\", or \"Clock in (make-up workday)\" for a title in English."
  )
  package static let rule = Option(
    "--rule", value: "RRULE", configurationKey: "rule",
    help: "another base rule of whole days, such as 'FREQ=WEEKLY;BYDAY=MO,WE,FR'",
    manual:
      "The base days: an RFC 5545 rule of whole days instead of the regular week, such as 'FREQ=WEEKLY;BYDAY=MO,WE,FR'. A rule whose days depend on its start (INTERVAL, COUNT, WEEKLY without BYDAY, ...) needs --rule-start."
  )
  package static let ruleStart = Option(
    "--rule-start", value: "DATE", configurationKey: "ruleStart",
    help:
      "the day the rule counts from (its DTSTART; nothing comes before it, a make-up day neither); required when the rule's days depend on it (INTERVAL, COUNT, WEEKLY without BYDAY, ...), else the start of the range"
  )
  package static let onDayOff = Option(
    "--on-day-off", value: "WHAT", completion: .words(DaySelection.DayOffPolicy.allCases.map(\.rawValue)),
    configurationKey: "onDayOff",
    help: "for a rule's day that is not a working day: skip (default), keep, next-workday or previous-workday")
  package static let addMakeUpDays = Option(
    "--add-make-up-days", configurationKey: "addMakeUpDays",
    help: "add make-up workdays (default only without --rule)",
    manual:
      "Add make-up workdays: they are added to the work week by default, not to rules.")
  package static let noMakeUpDays = Option(
    "--no-make-up-days", help: "do not add them (not with --only)",
    manual:
      "Do not add make-up workdays (not with --only, whose days are the make-up workdays alone).")
  package static let only = Option(
    "--only", value: "make-up-days", completion: .words(["make-up-days"]), configurationKey: "only",
    help: "only the make-up workdays (combine with --alarm '-1d 21:00' for \"tomorrow is a workday\")")
  package static let workdayOfMonth = Option(
    "--workday-of-month", value: "N[,N]...", configurationKey: "workdayOfMonth",
    help: "the Nth working day of each month; -1 the last")
  package static let everyNthWorkday = Option(
    "--every-nth-workday", value: "N", configurationKey: "everyNthWorkday",
    help: "every Nth working day from --rule-start DATE (required)")
  package static let beforeDaysOff = Option(
    "--before-days-off", configurationKey: "beforeDaysOff",
    help: "the last working day before each run of days off")
  package static let afterDaysOff = Option(
    "--after-days-off", configurationKey: "afterDaysOff", help: "the first working day back after each")

  /// The options that describe one reminder or its calendar, which a
  /// configuration file gives instead (so they are refused with
  /// `--config`).
  static let reminderOptions: [Option] = [
    .title, .location, .description, .url, .id, .time, .duration, .allDay, .busy, .noMakeUpMark, .rule, .ruleStart,
    .onDayOff, .addMakeUpDays, .noMakeUpDays, .only, .alarm, .noAlarm, .style, .workdayOfMonth, .everyNthWorkday,
    .beforeDaysOff, .afterDaysOff, .calendarName, .color, .refresh,
  ]
}
