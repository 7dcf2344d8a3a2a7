/// Why `sync` left an event as another device made it: a kept user edit.
package enum KeptEdit: String, CaseIterable, Equatable, Sendable {
  /// Its meaning changed elsewhere (a new time, title, alarm…).
  case edited
  /// Deleted elsewhere after sync wrote it.
  case deleted
  /// Changed elsewhere, and no longer wanted: not deleted.
  case editedNoLongerWanted
  /// One occurrence of a series changed alone ("this event only"): that
  /// day is kept as edited, the series goes on.
  case occurrenceEdited

  /// How a line says it: `! kept user edit LABEL (REASON)`.
  package var reason: String {
    switch self {
    case .edited: "edited on another device"
    case .deleted: "deleted on another device"
    case .editedNoLongerWanted: "edited on another device, no longer wanted"
    case .occurrenceEdited: "this day edited alone on another device; the series is kept up to date"
    }
  }

  /// The word a state file keeps (``rawValue``), or a version 1 state's
  /// reason text.
  package init?(stateText text: String) {
    if let kept = KeptEdit(rawValue: text) {
      self = kept
    } else if let kept = KeptEdit.allCases.first(where: { $0.reason == text }) {
      self = kept
    } else {
      return nil
    }
  }
}
