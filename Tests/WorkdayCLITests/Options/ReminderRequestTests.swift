import Testing

@testable import HolidayKit
@testable import WorkdayCLI

/// A request with some fields set.
private func with(_ change: (inout ReminderRequest) -> Void) -> ReminderRequest {
  var request = ReminderRequest()
  change(&request)
  return request
}

struct ReminderRequestTests {
  private static let start = CivilDate(year: 2026, month: 1, day: 1)!

  @Test func anEmptyRequestIsTheDocumentedDefault() throws {
    let reminder = try ReminderRequest().reminder(rangeStart: Self.start)
    #expect(reminder.title == "上班")
    #expect(reminder.time == TimeOfDay(hour: 9, minute: 0))
    #expect(reminder.duration.seconds == 1800)
    #expect(reminder.alarms == [.before(ICalendarDuration(seconds: 600))])
    #expect(reminder.selection == DaySelection())
  }

  @Test func allDayRemindersDefaultToAnEveningBeforeAlarm() throws {
    var request = ReminderRequest()
    request.allDay = true
    let reminder = try request.reminder(rangeStart: Self.start)
    #expect(reminder.time == nil)
    #expect(reminder.alarms == [.atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)])
  }

  /// Each problem, and how the command line and a configuration file name it.
  @Test(arguments: [
    (with { r in r.time = "8:50" }, "invalid --time '8:50': expected HH:MM such as 08:50"),
    (with { r in r.duration = "0" }, "invalid --duration '0': expected a length such as 10m, 1h or 1h30m"),
    (
      with { r in r.alarms = ["soon"] },
      "invalid --alarm 'soon': expected a time before the start such as 10m, 1h or 1d, 0 for the start, a time of the event's day such as 08:00, or a signed day and a time such as '-1d 21:00'"
    ),
    (with { r in r.title = "a\u{1B}b" }, "invalid --title: control character U+001B is not allowed"),
    (
      with { r in r.url = "example.com" },
      "invalid --url 'example.com': expected an absolute URI such as https://example.com/"
    ),
    (with { r in r.id = "a b" }, "invalid --id 'a b': expected 1 to 64 letters, digits, '-', '_' or '.'"),
    (
      with { r in
        r.allDay = true
        r.time = "09:00"
      }, "--time and --all-day cannot be used together"
    ),
    (
      with { r in
        r.rule = "FREQ=DAILY"
        r.beforeDaysOff = true
      }, "--rule and --before-days-off cannot be used together"
    ),
    (with { r in r.onDayOff = "skip" }, "--on-day-off needs --rule"),
    (
      with { r in r.rule = "FREQ=HOURLY" },
      "invalid --rule 'FREQ=HOURLY': expected a rule of whole days (DAILY or coarser, without BYHOUR, BYMINUTE or BYSECOND); set the time separately"
    ),
    (
      with { r in r.workdayOfMonth = [32] },
      "invalid --workday-of-month '32': expected positions from 1 to 31 or -31 to -1, such as 1 (the first) or -1 (the last)"
    ),
    (
      with { r in r.everyNthWorkday = 0 },
      "invalid --every-nth-workday '0': expected a number of working days from 1 to 366"
    ),
    (with { r in r.only = "holidays" }, "invalid --only 'holidays': expected make-up-days"),
  ])
  func problemsNameTheField(request: ReminderRequest, message: String) {
    #expect(throws: ReminderRequest.Problem.self) { try request.reminder(rangeStart: Self.start) }
    do {
      _ = try request.reminder(rangeStart: Self.start)
    } catch {
      #expect(error.message(naming: \.optionName) == message)
    }
  }

  @Test(arguments: [
    (ReminderRequest.Field.allDay, "--all-day"), (.alarms, "--alarm"), (.addMakeUpDays, "--add-make-up-days"),
    (.workdayOfMonth, "--workday-of-month"), (.everyNthWorkday, "--every-nth-workday"), (.ruleStart, "--rule-start"),
  ])
  func optionNamesFollowTheConfigurationKeys(field: ReminderRequest.Field, option: String) {
    #expect(field.optionName == option)
  }
}
