import HolidayKit

/// The options every command that answers about days takes (all but
/// `diff` and `update`), before or after the command's name: where the
/// official data comes from, the work week, the zone and the language.
extension Option {
  /// The shared options, in the order help lists them.
  static let shared: [Option] = [
    .holidays, .overlay, .workWeek, .weekAnchor, .assumeRegularWeek, .provisional, .noBuiltinData, .timeZone,
    .quiet, .lang, .group, .halfDay,
  ]

  package static let holidays = Option(
    "--holidays", value: "PATH", repeatable: true, completion: .files, configurationKey: "holidays",
    help:
      "add holiday-cn data (a file, or a folder of them) over the built-in data; repeatable, a later source wins for the dates it lists",
    manual:
      "holiday-cn data over the built-in data: a file, a folder of them (every *.json but schema.json and dot-files such as ._2027.json), or - for standard input; repeatable, a later source wins."
  )
  package static let overlay = Option(
    "--overlay", value: "PATH", repeatable: true, completion: .files, configurationKey: "overlays",
    help:
      "your own days in the same format (leave, company days off or make-up days), applied after the official data; never makes a year count as covered",
    manual:
      "Your own days (leave, company days) in the same format, applied last; never makes a year count as covered.")
  package static let workWeek = Option(
    "--work-week", value: "DAYS", completion: .words(["MO-FR", "MO-SA", "SU-TH", "MO,WE,FR"]),
    configurationKey: "workWeek",
    help:
      "the regular working days (default MO-FR; MO-SA, MO,WE,FR, SU-TH, ...), or weeks that rotate joined by / (大小周: MO-SA/MO-FR) with --week-anchor",
    manual:
      "The regular working days: MO-FR (default), MO-SA, MO,WE,FR, SU-TH; or weeks that rotate, joined by /: MO-SA/MO-FR for 大小周 (a six-day week, then a five-day one)."
  )
  package static let weekAnchor = Option(
    "--week-anchor", value: "DATE", configurationKey: "weekAnchor",
    help: "a day of a rotating week's first week (required with a rotation)")
  package static let assumeRegularWeek = Option(
    "--assume-regular-week", configurationKey: "assumeRegularWeek",
    help:
      "answer days without official data from the regular week, the law's statutory days off in 2000-2100 (warned on stderr), instead of failing"
  )
  package static let provisional = Option(
    "--provisional", configurationKey: "provisional",
    help:
      "answer the year after the newest notice from the law and the 2025 principles, every answer and event marked provisional (make-up days guessed)",
    manual:
      "Answer the year after the newest notice, which has none, from the law (statutory days and their Art. 6 replacements), the 2025 principles (the breaks) and a guess (make-up workdays); every answer and event says so (stderr, \"provisional\" and \"basis\" in JSON, \"(暂定)\" titles, STATUS:TENTATIVE)."
  )
  package static let noBuiltinData = Option(
    "--no-builtin-data", configurationKey: "builtinData",
    help: "only the --holidays files count (not the built-in data, nor the data folder)")
  package static let timeZone = Option(
    "--time-zone", value: "ZONE", completion: .timeZones, configurationKey: "timeZone",
    help:
      "the IANA zone whose \"today\" is meant, and of times (default Asia/Shanghai; abbreviations such as CST refused)")
  package static let lang = Option(
    "--lang", value: "en|zh", completion: .words(Language.allCases.map(\.rawValue)), configurationKey: "lang",
    help:
      "the language of text for people (default: Chinese when LC_ALL, LC_MESSAGES or LANG asks for it, else English)",
    manual:
      "The language of text for people (weekday and month names, kinds of day, cal's legend); by default Chinese when LC_ALL, LC_MESSAGES or LANG asks for it, else English. For generate, the language of the alarms' descriptions, which by default follows the title's script and never the locale."
  )
  package static let group = Option(
    "--group", value: "GROUP", repeatable: true, completion: .words(CitizenGroup.allCases.map(\.rawValue)),
    configurationKey: "groups",
    help:
      "women, youth, children or military: the law's days for the group (Art. 3): half days off on 妇女节, 青年节, 建军节; 儿童节 a whole day off; repeatable; a weekend is not made up",
    manual:
      "women, youth, children or military; repeatable. The days the law gives the group (全国年节及纪念日放假办法, Art. 3 of each version since 1999, part 乙 of the 1949 measures): a half day off on 妇女节 (March 8, women), 青年节 (May 4, youth from 14) and 建军节 (August 1, serving soldiers); a whole day off on 儿童节 (June 1, children under 14), which then counts as a day off in every answer. Only a working day gives time off: a group's day on a weekend or another day off is not made up (Art. 6; part 丁 in 1949). check, list and JSON say which half is off and why (\"halfDayOff\", \"groupHoliday\", \"group\", \"groupCitation\"); count reports the half days apart (\"halfDaysOff\"); cal marks them with ~ (a make-up workday or a work week's Saturday keeps its + or ^) and lists them under the legend; generate and sync leave out of that day a timed event that starts in the half that is off (or, for a \(Option.rule), move it with \(Option.onDayOff)), and keep one in the other half and all-day events. holidays lists them, titled such as \"妇女节 (下午放假)\"."
  )
  package static let halfDay = Option(
    "--half-day", value: "HALF", completion: .words(DayHalf.allCases.map(\.rawValue)), configurationKey: "halfDay",
    help: "with \(Option.group), the half a half day gives off: afternoon (default) or morning",
    manual:
      "The half a half day gives off: afternoon (the default, as employers commonly give it) or morning; noon divides them. It needs a group (\(Option.group), or a configuration's groups)."
  )
}
