import HolidayKit

/// A failure talking to the CalDAV server or keeping sync's state: the
/// server unreachable, a refused password, a reply that cannot be read.
/// Reported as `workday-ics: MESSAGE` with exit status 1; what was done
/// before it is recorded, so the next run carries on from there.
package struct SyncError: Error, CustomStringConvertible {
  package var message: String
  /// Whether the server refused the credentials (401): no other request
  /// is worth trying.
  package var isAuthentication = false
  /// Whether no reply came at all (a host that does not resolve, a refused
  /// connection, an untrusted certificate): another URL on the same
  /// server is not worth trying either.
  package var isUnreachable = false
  /// Where a redirect to a host not trusted with the password led: the
  /// request was not sent there (see ``CalDAVClient/request(_:)``).
  package var withheldRedirect: String?
  /// What the user can do about it, worded by whoever asked (the command
  /// line names its options); nil when the message says it all.
  package var remedy: Remedy?

  /// What the user can do about a calendar that was not found.
  package enum Remedy: Hashable, Sendable {
    /// Give the calendar's URL.
    case giveCalendarURL
    /// Have the calendar made, or name an existing one (`isOneOfSeveral`:
    /// the calendar is one of a configuration's, named there).
    case makeOrNameCalendar(isOneOfSeveral: Bool)
    /// Trust the authority that signed the server's certificate (a
    /// self-signed or private one).
    case trustCertificate
    /// Give every machine that keeps the calendar the same options, or
    /// take the calendar over with this run's.
    case sameOptionsOrReplace
  }

  package init(
    _ message: String, isAuthentication: Bool = false, isUnreachable: Bool = false, remedy: Remedy? = nil
  ) {
    self.message = message
    self.isAuthentication = isAuthentication
    self.isUnreachable = isUnreachable
    self.remedy = remedy
  }

  package var description: String { message }
}
