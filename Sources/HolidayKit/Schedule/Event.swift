/// One event of a calendar as it means: its UID, times, title, notes and
/// alarms, worked out by the workday policy's reminders (an occurrence's
/// meaning); HolidayKitICalendar writes it as a VEVENT (RFC 5545 §3.6.1).
package struct Event: Hashable, Sendable {
  /// When an event starts or ends: a day (all-day events, `VALUE=DATE`), a
  /// wall-clock time in the document's zone (`TZID=…`), or a time in UTC
  /// (`…Z`) for a moment the zone's wall clock cannot name unambiguously.
  package enum Time: Hashable, Sendable {
    /// A whole day.
    case date(CivilDate)
    /// A wall-clock time in the document's time zone.
    case dateTime(LocalDateTime)
    /// A time in UTC, such as the end of an event that falls in the second
    /// pass of an hour the clocks repeat.
    case utc(LocalDateTime)

    /// The day this time falls on (in UTC for a UTC time).
    package var date: CivilDate {
      switch self {
      case .date(let date): date
      case .dateTime(let moment), .utc(let moment): moment.date
      }
    }
  }

  /// The stable identifier; the same occurrence keeps it across regenerations.
  package var uid: String
  /// The start (DTSTART).
  package var start: Time
  /// The end (DTEND), exclusive; for all-day events the day after the last day.
  package var end: Time
  /// The title (SUMMARY).
  package var summary: String
  /// Where (LOCATION).
  package var location: String?
  /// Notes (DESCRIPTION).
  package var description: String?
  /// A link (URL).
  package var url: String?
  /// A recurrence rule (RRULE) and the starts it excludes (EXDATE), for
  /// compact calendars.
  package var recurrence: Recurrence?
  /// The alarms, written after every other property.
  package var alarms: [Alarm]
  /// Whether the event leaves the time free for scheduling (TRANSP:TRANSPARENT).
  package var isTransparent: Bool
  /// What the event's day rests on, which its STATUS and revision say.
  package var standing: Standing

  /// What an event's day rests on: a copy of the event resting on data
  /// (a notice) replaces one resting on a prediction, and says so to a
  /// client that orders copies of one UID as RFC 5546 §2.1.5 does (by
  /// SEQUENCE, then DTSTAMP).
  package enum Standing: Hashable, Sendable {
    /// Nothing: an app's own event on a day no data covers and nothing is
    /// assumed for. No STATUS; revision 0.
    case unmarked
    /// A prediction (a provisional year) or the regular week assumed:
    /// STATUS:TENTATIVE; revision 0.
    case tentative
    /// Data covers the day (a notice, or data given): STATUS:CONFIRMED;
    /// revision 1, so that it replaces the tentative copy.
    case confirmed

    /// The event's revision (SEQUENCE; 0 is not written), which the
    /// writer also adds to the document's stamp, in seconds, for its
    /// DTSTAMP: derived from the data, the same inputs give the same bytes.
    package var revision: Int { self == .confirmed ? 1 : 0 }
  }

  /// The RRULE and EXDATEs of a recurring event.
  package struct Recurrence: Hashable, Sendable {
    /// The rule, ending with UNTIL.
    package var rule: RecurrenceRule
    /// The excluded starts, in the form of the event's start.
    package var excluded: [Time]

    /// Creates a recurrence.
    package init(rule: RecurrenceRule, excluded: [Time]) {
      self.rule = rule
      self.excluded = excluded
    }
  }

  /// Creates an event.
  package init(
    uid: String, start: Time, end: Time, summary: String, location: String? = nil,
    description: String? = nil, url: String? = nil, recurrence: Recurrence? = nil,
    alarms: [Alarm] = [], isTransparent: Bool = true, standing: Standing = .unmarked
  ) {
    self.uid = uid
    self.start = start
    self.end = end
    self.summary = summary
    self.location = location
    self.description = description
    self.url = url
    self.recurrence = recurrence
    self.alarms = alarms
    self.isTransparent = isTransparent
    self.standing = standing
  }
}

/// A VALARM (RFC 5545 §3.6.6): always `ACTION:DISPLAY` with a DESCRIPTION,
/// triggered relative to the event's start.
package struct Alarm: Hashable, Sendable {
  /// The offset from the event's start (TRIGGER); negative is before.
  package var trigger: ICalendarDuration
  /// The text shown (DESCRIPTION).
  package var description: String

  /// Creates an alarm.
  package init(trigger: ICalendarDuration, description: String) {
    self.trigger = trigger
    self.description = description
  }
}
