import HolidayKit
import HolidayKitCalDAV

/// An error that says itself in one line on standard error and carries
/// the exit status it means, so that the tool's error mapper needs to know
/// no command.
protocol ReportedError: Error {
  /// The line, without the program's name.
  var report: String { get }
  /// The exit status.
  var exitStatus: Int32 { get }
}

extension InputError: ReportedError {
  var report: String { message }
  var exitStatus: Int32 { 2 }
}

extension OutputError: ReportedError {
  var report: String { message }
  var exitStatus: Int32 { WorkdayICS.outputFailedStatus }
}

extension HolidayDataError: ReportedError {
  var report: String { description }
  var exitStatus: Int32 { 2 }
}

extension ConfigurationError: ReportedError {
  var report: String { description }
  var exitStatus: Int32 { 2 }
}

extension ReminderError: ReportedError {
  var report: String { description }
  var exitStatus: Int32 { 2 }
}

extension SyncError: ReportedError {
  /// The message, with what to do worded in the command line's options.
  var report: String {
    switch remedy {
    case nil: message
    case .giveCalendarURL: "\(message); give \(Option.calendar) URL"
    case .sameOptionsOrReplace:
      "\(message); give every machine the same options (language, time, title, alarms), or \(Option.replaceEdits) here to take the calendar over"
    case .trustCertificate:
      "\(message); if the server's certificate is signed by your own authority (self-signed), give \(Option.caFile) FILE with it"
    case .makeOrNameCalendar(let isOneOfSeveral):
      "\(message); add \(Option.createCalendar) to make it, or "
        + (isOneOfSeveral
          ? "give this calendar the \"name\" of an existing one in the configuration"
          : "give \(Option.calendar) NAME or URL")
    }
  }
  var exitStatus: Int32 { 1 }
}

extension DownloadError: ReportedError {
  var report: String { message }
  /// A download that failed leaves a year not updated.
  var exitStatus: Int32 { UpdateCommand.notUpdatedStatus }
}
