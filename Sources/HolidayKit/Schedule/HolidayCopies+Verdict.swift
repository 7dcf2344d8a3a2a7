/// What becomes of a downloaded copy of a year weighed against the copies
/// kept, as `update` decides before it writes anything.
extension HolidayCopies {
  /// The verdict on one downloaded copy of a year.
  ///
  /// Copies are ordered by the notices they cite, not by their days
  /// (``HolidayFile/lineage(comparedWith:asUpstreamCopies:)``, both taken
  /// as holiday-cn's copies): one citing every notice the kept copy cites
  /// and more is newer and taken whatever days it drops or moves; one
  /// lacking a notice the kept copy cites is older and refused whatever
  /// `force` says (a mirror may serve a copy up to 12 hours behind a
  /// correction); one citing the same notices but dropping or turning over
  /// a day the kept copy lists, or one that neither follows from the kept
  /// copy nor precedes it, is taken only when forced (upstream's own CI
  /// emptied a published year by accident, 2021.json on 2021-09-24, and a
  /// mirror may serve a cut-off copy). An empty file means the notice is
  /// not published yet: it is never taken, so it can never read as "no
  /// holidays".
  package enum Verdict: Sendable {
    /// The file is for another year, the one given.
    case wrongYear(Int)
    /// The file lists no days and no copy kept lists any: the notice is
    /// not published yet. It is never taken, so it can never read as "no
    /// holidays".
    case notPublished
    /// The file lists no days, but the kept copy lists this many: refused,
    /// even when forced (upstream's CI once emptied a published year).
    case emptied(keeping: Int)
    /// It lacks these notices the kept copy cites, and cites none the
    /// kept copy lacks: refused, even when forced.
    case older(lacking: [String])
    /// It lacks the first notices the kept copy cites and cites the
    /// second ones the kept copy lacks: refused unless forced.
    case divergent(lacking: [String], citing: [String])
    /// It cites the same notices as the kept copy but drops or turns over
    /// these of the days the kept copy lists (of which there are `of`):
    /// refused unless forced.
    case changesDays([CivilDate], of: Int)
    /// It says what the kept copy says (``HolidayFile/hasSameArrangement(as:)``):
    /// nothing to write.
    case unchanged
    /// The calendar the copies would make with it cannot be made, for
    /// this reason (a ``HolidayDataError``): refused.
    case unusable(any Error)
    /// Taken: what it brings.
    case taken(Taking)
  }

  /// What a copy that is taken replaces and changes.
  package struct Taking: Sendable {
    /// The copy it replaces.
    package var replaced: ReplacedCopy
    /// The notices it cites that the kept copy does not, when it is newer
    /// by them; empty otherwise.
    package var newNotices: [String]
    /// The copies with it in the data folder.
    package var copies: HolidayCopies
    /// The days among the two copies' whose working status it changes,
    /// for a Monday-to-Friday week, in date order.
    package var changes: [WorkingDayChange]
  }

  /// The copy a taken download replaces.
  package enum ReplacedCopy: Hashable, Sendable {
    /// No copy kept lists days of the year: the year is new.
    case unpublished
    /// The kept copy, which lists days.
    case published(HolidayFile)
    /// The data folder's copy, which the strict reader refuses: it breaks
    /// every command, so it is replaced even by what the built-in data
    /// already says.
    case unreadable
    /// The data folder's copy, older than the built-in one: every command
    /// but `update` leaves it unused, and it is replaced even by what the
    /// built-in data already says.
    case olderFolderCopy
  }

  /// The verdict on `download`, a copy of `year` just read, against
  /// ``newestCopy(of:)``; `force` takes a copy that drops or turns over
  /// the kept copy's days, or that diverges from it.
  ///
  /// - Throws: The error of the calendar these copies make without the
  ///   download (bad data already kept), when it gets that far.
  package func verdict(on download: HolidayFile, forYear year: Int, force: Bool) throws -> Verdict {
    guard download.year == year else { return .wrongYear(download.year) }
    let newest = newestCopy(of: year)
    guard download.isPublished else {
      guard let old = newest?.file, old.isPublished else { return .notPublished }
      return .emptied(keeping: old.days.count)
    }
    var newNotices: [String] = []
    if let old = newest?.file {
      switch download.lineage(comparedWith: old, asUpstreamCopies: true) {
      case .newer: newNotices = old.noticesMissing(from: download)
      case .older: return .older(lacking: download.noticesMissing(from: old))
      case .divergent where !force:
        return .divergent(lacking: download.noticesMissing(from: old), citing: old.noticesMissing(from: download))
      case .same where !force:
        let changed = old.daysChanged(in: download)
        if !changed.isEmpty { return .changesDays(changed, of: old.days.count) }
      case .same, .divergent: break
      }
    }
    let replaced: ReplacedCopy
    if unreadable[year] != nil {
      replaced = .unreadable
    } else if newest?.olderFolderCopy != nil {
      replaced = .olderFolderCopy
    } else if let old = newest?.file, old.hasSameArrangement(as: download) {
      return .unchanged
    } else {
      replaced = newest.map { $0.file.isPublished ? .published($0.file) : .unpublished } ?? .unpublished
    }
    let before = try calendar()
    var next = self
    next.folder[HolidayFile.fileName(ofYear: year)] = download
    next.unreadable[year] = nil
    let after: WorkdayCalendar
    do {
      after = try next.calendar()
    } catch {
      return .unusable(error)
    }
    let dates = (newest?.file.days ?? []).map(\.date) + download.days.map(\.date)
    return .taken(
      Taking(
        replaced: replaced, newNotices: newNotices, copies: next,
        changes: WorkingDayChange.changes(from: before, to: after, on: dates)))
  }
}
