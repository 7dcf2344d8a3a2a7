import HolidayKit
import HolidayKitICalendar

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A reminders configuration file: one or more calendars, each with several
/// reminders, so that one command (and one cron line) regenerates them all.
///
///     {
///       "year": "2026-2027",
///       "calendars": [{
///         "output": "work.ics",
///         "name": "Work",
///         "reminders": [
///           {"title": "Clock in", "time": "08:50", "rule": "FREQ=WEEKLY;BYDAY=MO,WE,FR"},
///           {"title": "Month-end report", "time": "16:00", "workdayOfMonth": [-1]},
///           {"title": "明天补班", "only": "make-up-days", "allDay": true, "alarms": ["-1d 21:00"]}
///         ]
///       }]
///     }
///
/// Every key is checked: an unknown key, a wrong type or a missing field is
/// an error naming its JSON path. Reminder keys are the ``ReminderRequest``
/// fields and mean exactly what the `generate` options of the same names mean.
struct Configuration: Hashable, Sendable {
  /// The file's name or path, for messages.
  var source: String
  /// The years to cover, if given.
  var years: ClosedRange<Int>?
  /// The first day, if given.
  var from: CivilDate?
  /// The last day, if given.
  var to: CivilDate?
  /// The regular working week, if given.
  var workWeek: WorkWeek?
  /// The default zone of the calendars' times, if given.
  var timeZone: Zone?
  /// Newer holiday-cn data (files or folders), relative to the file's folder.
  var holidays: [String] = []
  /// Personal or company days in the holiday-cn format, applied last.
  var overlays: [String] = []
  /// Whether years without official data are answered from the regular week.
  var assumesRegularWeek = false
  /// Whether the year after the newest notice is answered from the law
  /// (`--provisional`).
  var provisional = false
  /// Whether the built-in data and the data folder are read (false:
  /// `--no-builtin-data`, only the `holidays` files count).
  var usesBuiltInData = true
  /// The groups whose days the law gives off (`--group`).
  var groups: [CitizenGroup] = []
  /// The half of their half days that is off (`--half-day`), if given.
  var halfDay: DayHalf?
  /// The calendars.
  var calendars: [CalendarRequest] = []

  static let topKeys = [
    "calendars", "year", "from", "to", "workWeek", "weekAnchor", "timeZone", "holidays", "overlays",
    "assumeRegularWeek", "provisional", "builtinData", "groups", "halfDay",
  ]
  static let calendarKeys = ["reminders", "output", "name", "color", "refresh", "timeZone", "style"]

  /// Reads a configuration file's bytes.
  ///
  /// - Throws: ``ConfigurationError`` for the first thing wrong with it.
  init(json bytes: some Sequence<UInt8>, source: String) throws(ConfigurationError) {
    self.source = source
    let reader = ConfigurationReader(source: source)
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch let error as JSONSyntaxError {
      throw reader.error("\(error.line):\(error.column)", "malformed JSON: \(error.message)")
    } catch {
      throw reader.error("", "malformed JSON")
    }
    let top = try reader.object(root, at: "", allowed: Self.topKeys, required: ["calendars"])
    if let value = top["year"] {
      let text: String
      switch value {
      case .number(let number): text = number
      default: text = try reader.string(value, at: "year")
      }
      guard let range = YearRange.parse(text) else {
        throw reader.invalid(value, at: "year", expected: "a year such as 2026 or a range such as \"2026-2027\"")
      }
      years = range
    }
    from = try top["from"].map { value throws(ConfigurationError) in try reader.date(value, at: "from") }
    to = try top["to"].map { value throws(ConfigurationError) in try reader.date(value, at: "to") }
    switch CalendarRange.problem(years: years, from: from, to: to) {
    case .yearsWithDays?: throw reader.error("year", "cannot be used with from or to")
    case .reversed(let from, let to)?: throw reader.error("to", "\(to) is before from \(from)")
    case nil: break
    }
    let anchor = try top["weekAnchor"].map { value throws(ConfigurationError) in
      try reader.date(value, at: "weekAnchor")
    }
    let week = try top["workWeek"].map { value throws(ConfigurationError) in try reader.string(value, at: "workWeek") }
    do {
      workWeek = try RequestSettings.workWeek(week, anchor: anchor)
    } catch {
      switch error {
      case .anchorWithoutWeek:
        throw reader.error("weekAnchor", "needs a rotating \"workWeek\" such as \"MO-SA/MO-FR\"")
      case .rotatesWithoutAnchor:
        throw reader.error(
          "workWeek", "a rotating week needs \"weekAnchor\": a day of the week that follows its first pattern")
      case .invalid:
        throw reader.invalid(
          top["workWeek"] ?? .null, at: "workWeek",
          expected:
            "weekday codes and ranges such as \"MO-FR\" or \"MO,WE,FR\", or rotating weeks such as \"MO-SA/MO-FR\"")
      }
    }
    timeZone = try top["timeZone"].map { value throws(ConfigurationError) in
      try Self.zone(value, at: "timeZone", reader)
    }
    holidays =
      try top["holidays"].map { value throws(ConfigurationError) in try reader.strings(value, at: "holidays") } ?? []
    overlays =
      try top["overlays"].map { value throws(ConfigurationError) in try reader.strings(value, at: "overlays") } ?? []
    assumesRegularWeek =
      try top["assumeRegularWeek"].map { value throws(ConfigurationError) in
        try reader.bool(value, at: "assumeRegularWeek")
      }
      ?? false
    provisional =
      try top["provisional"].map { value throws(ConfigurationError) in try reader.bool(value, at: "provisional") }
      ?? false
    usesBuiltInData =
      try top["builtinData"].map { value throws(ConfigurationError) in try reader.bool(value, at: "builtinData") }
      ?? true
    try readGroups(top, reader)
    let entries = try reader.array(top["calendars"] ?? .null, at: "calendars")
    guard !entries.isEmpty else { throw reader.error("calendars", "expected at least one calendar") }
    var outputs: [String: String] = [:]
    for (index, value) in entries.enumerated() {
      let entry = try Self.calendar(value, at: "calendars[\(index)]", reader)
      if let output = entry.output {
        if let earlier = outputs[output] {
          throw reader.error(
            entry.path + ".output", "\(JSONValue.quotedExcerpt(output)) is already the output of \(earlier)")
        }
        outputs[output] = entry.path
      }
      calendars.append(entry)
    }
  }

  private static func zone(_ value: JSONValue, at path: String, _ reader: ConfigurationReader)
    throws(ConfigurationError)
    -> Zone
  {
    let name = try reader.string(value, at: path)
    if let problem = RequestSettings.abbreviationProblem(name) {
      throw reader.error(path, "\(JSONValue.quotedExcerpt(name)) is \(problem)")
    }
    guard let zone = Zone(ianaName: name) else {
      throw reader.invalid(value, at: path, expected: "an IANA time zone name such as \"Asia/Shanghai\"")
    }
    return zone
  }

  private static func calendar(_ value: JSONValue, at path: String, _ reader: ConfigurationReader)
    throws(ConfigurationError) -> CalendarRequest
  {
    let members = try reader.object(value, at: path, allowed: calendarKeys, required: ["reminders"])
    var entry = CalendarRequest(path: path)
    if let value = members["output"] {
      let output = try reader.string(value, at: path + ".output")
      guard !output.isEmpty, !output.hasSuffix("/"), !output.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
        throw reader.invalid(value, at: path + ".output", expected: "a file name such as \"work.ics\"")
      }
      entry.output = output
    }
    if let value = members["name"] {
      let name = try reader.string(value, at: path + ".name")
      guard (try? TextValue.validate(name)) != nil else {
        throw reader.invalid(value, at: path + ".name", expected: "text without control characters")
      }
      guard VisibleText.showsSomething(name) else {
        throw reader.invalid(
          value, at: path + ".name",
          expected: "a name with something to show, such as \"Work\"\(VisibleText.invisibleNote(name))")
      }
      entry.name = name
    }
    if let value = members["color"] {
      guard let color = CalendarColor(parsing: try reader.string(value, at: path + ".color")) else {
        throw reader.invalid(value, at: path + ".color", expected: "a CSS colour name such as \"teal\" or \"#RRGGBB\"")
      }
      entry.color = color
    }
    if let value = members["refresh"] {
      guard let refresh = ICalendarDuration(parsing: try reader.string(value, at: path + ".refresh")),
        refresh.seconds >= 60
      else {
        throw reader.invalid(value, at: path + ".refresh", expected: "an interval such as \"12h\" or \"1d\"")
      }
      entry.refresh = refresh
    }
    entry.timeZone = try members["timeZone"].map { value throws(ConfigurationError) in
      try zone(value, at: path + ".timeZone", reader)
    }
    if let value = members["style"] {
      entry.style = try reader.choice(value, at: path + ".style") as CalendarStyle
    }
    let reminders = try reader.array(members["reminders"] ?? .null, at: path + ".reminders")
    guard !reminders.isEmpty else { throw reader.error(path + ".reminders", "expected at least one reminder") }
    var identifiers: [String: (path: String, title: String)] = [:]
    for (index, value) in reminders.enumerated() {
      let reminderPath = "\(path).reminders[\(index)]"
      let request: ReminderRequest
      do {
        request = try ReminderRequest(json: value, at: reminderPath)
      } catch {
        throw reader.error(error)
      }
      // Checked now, so that every mistake shows before anything is written.
      let checked: Reminder
      do {
        checked = try request.reminder(rangeStart: CivilDate.earliest)
      } catch {
        throw problem(error, at: reminderPath, reader)
      }
      if let earlier = identifiers[checked.identifier] {
        // An id made from the title says so: the user wrote a title, not an id.
        func source(_ title: String) -> String {
          request.id == nil ? ", made from its title \(JSONValue.quotedExcerpt(title))," : ""
        }
        let earlierTitle =
          Reminder.identifier(forTitle: earlier.title) == checked.identifier
          ? " (titled \(JSONValue.quotedExcerpt(earlier.title)))" : ""
        throw reader.error(
          reminderPath,
          "its id \(JSONValue.quoted(checked.identifier))\(source(checked.title)) is already used by \(earlier.path)\(earlierTitle); give one of them a different \"id\" so that their UIDs differ"
        )
      }
      identifiers[checked.identifier] = (reminderPath, checked.title)
      entry.reminders.append(request)
    }
    return entry
  }

  /// A reminder's problem, at the path of the field it concerns: when
  /// the file is read, and when the job builds the reminder for its range.
  static func problem(_ problem: ReminderRequest.Problem, at path: String, _ reader: ConfigurationReader)
    -> ConfigurationError
  {
    reader.error(problem.jsonPathError(at: path))
  }
}
