import HolidayKit

/// The reminder the tests of a reminder's events start from: "Clock in",
/// identifier `clock-in`, at 08:50 (or `time`; nil: all day) on each
/// working day, with `alarms`.
public func clockInReminder(time: TimeOfDay? = TimeOfDay(hour: 8, minute: 50), alarms: [AlarmTrigger] = [])
  -> Reminder
{
  Reminder(identifier: "clock-in", title: "Clock in", time: time, alarms: alarms)
}
