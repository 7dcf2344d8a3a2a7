/// One break of a predicted year: its days off, the holidays it is for,
/// and how many make-up workdays pay for its 调休 days.
struct PlannedBreak: Hashable, Sendable {
  /// The first and last day off, as the principles place them.
  var days: ClosedRange<Int>
  /// The holidays, in date order: one, or 国庆节 and 中秋节 together.
  var holidays: [StatutoryHoliday]
  /// Whether the day before the break may not be a make-up workday (春节:
  /// the eve of the journey home; 2026 made the Sunday before a Monday 除夕
  /// a day off and Saturday the make-up day).
  var keepsEveFree = false

  /// The name a notice gives the break, such as `国庆节、中秋节`.
  var name: String { holidays.map(\.name).joined(separator: "、") }
}
