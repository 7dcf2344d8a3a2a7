/// How copies of one year's file stand to each other by the notices they
/// cite (``HolidayFile/papers``): a notice once published stays published,
/// so a copy that lacks a notice another copy cites was made before that
/// notice and is older, wherever it comes from (the built-in data, the
/// data folder, a `--holidays` file, a download mirror).
extension HolidayFile {
  /// Where this copy stands against another copy of the same year.
  package enum Lineage: Hashable, Sendable {
    /// Both cite the same notices (or either cites none, as a company's
    /// own file does: such a copy has no place in the lineage, unless
    /// both are upstream's copies).
    case same
    /// This copy lacks a notice the other cites and cites none the other
    /// lacks: it was made before the other.
    case older
    /// The other copy is older than this one.
    case newer
    /// Each cites a notice the other lacks: neither follows from the
    /// other, and the order of the layers decides.
    case divergent
  }

  /// Where this copy stands against `other`, a copy of the same year (a
  /// copy of another year is ``Lineage/same``: the two are not compared).
  ///
  /// A copy that cites no notice is a company's own file and is not
  /// compared, unless `asUpstreamCopies`: copies of holiday-cn (the
  /// built-in data, the data folder's, a download) cite every notice
  /// their days come from, so one citing none lacks every notice the
  /// other cites and is older.
  package func lineage(comparedWith other: HolidayFile, asUpstreamCopies: Bool = false) -> Lineage {
    guard year == other.year, asUpstreamCopies || (!papers.isEmpty && !other.papers.isEmpty) else { return .same }
    let lacking = !noticesMissing(from: other).isEmpty
    let extra = !other.noticesMissing(from: self).isEmpty
    switch (lacking, extra) {
    case (false, false): return .same
    case (true, false): return .older
    case (false, true): return .newer
    case (true, true): return .divergent
    }
  }

  /// Whether this copy lacks a notice `other`, a copy of the same year,
  /// cites and cites none `other` lacks; with `asUpstreamCopies` (both
  /// are holiday-cn's copies, not a company's own file) a copy citing no
  /// notice is older than one citing any.
  public func isOlder(than other: HolidayFile, asUpstreamCopies: Bool = false) -> Bool {
    lineage(comparedWith: other, asUpstreamCopies: asUpstreamCopies) == .older
  }

  /// The notices `other` cites that this copy does not, in `other`'s order.
  public func noticesMissing(from other: HolidayFile) -> [String] {
    let cited = Set(papers)
    return other.papers.filter { !cited.contains($0) }
  }
}

/// A copy of a year's file left unused because another copy of the year
/// cites a notice it lacks (``HolidayFile/isOlder(than:asUpstreamCopies:)``).
package struct OlderHolidayCopy: Hashable, Sendable {
  /// The copy left unused.
  package var copy: HolidayFile
  /// The newer copy used in its place.
  package var newer: HolidayFile
  /// Whether the newer copy is the built-in data's.
  package var newerIsBuiltIn: Bool

  /// The notices the newer copy cites and the unused one lacks.
  package var missingNotices: [String] { copy.noticesMissing(from: newer) }

  /// Pairs an older copy with the newer one used instead.
  package init(copy: HolidayFile, newer: HolidayFile, newerIsBuiltIn: Bool = false) {
    self.copy = copy
    self.newer = newer
    self.newerIsBuiltIn = newerIsBuiltIn
  }
}
