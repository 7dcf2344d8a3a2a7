import HolidayKit
import HolidayKitICalendar

extension SyncPlan.Resource {
  /// `event` as the resource `sync` writes: its own VCALENDAR from
  /// `document` (``HolidayKitICalendar/ICalendarDocument/resourceText(for:ownProperties:)``),
  /// named after its UID, carrying the notices each year of its days
  /// rests on (``NoticeLineage``) and the fingerprint of its meaning
  /// (``EventMeaning``).
  package init(event: Event, document: ICalendarDocument, lineage: NoticeLineage) {
    let first = event.start.date.year
    var last = first
    if case .until(let until)? = event.recurrence?.rule.end {
      switch until {
      case .date(let date): last = max(first, date.year)
      case .utc(let moment), .floating(let moment): last = max(first, moment.date.year)
      }
    }
    let years = first...last
    let marks = lineage.lines(forYears: years)
    let plain = document.resourceText(for: event, ownProperties: marks)
    let body = document.resourceText(for: event, ownProperties: marks + [EventMeaning.line(for: plain)])
    self.init(
      name: SyncPlan.resourceName(uid: event.uid), uid: event.uid, body: body, label: Self.label(event), years: years,
      day: event.start.date, title: event.summary)
  }

  /// `2026-12-28 09:00 上班`, or `2026-12-28 上班` all day.
  package static func label(_ event: Event) -> String {
    switch event.start {
    case .date(let date): "\(date.iso8601) \(event.summary)"
    case .dateTime(let moment), .utc(let moment):
      "\(moment.date.iso8601) \(moment.time.iso8601.prefix(5)) \(event.summary)"
    }
  }
}
