/// What a predicted day rests on, from certain to uncertain.
public enum Basis: String, CaseIterable, Codable, Hashable, Sendable {
  /// The law itself: a statutory day off, or an Art. 6 replacement for one
  /// on a weekend. Certain (unless the law changes).
  case law
  /// The principles the State Council announced with the 2025 notice (how
  /// long each break is, where it lies): the other days off of a break.
  case principle
  /// A make-up workday placed by this tool's heuristic: the principles fix
  /// how many a break needs, not where they go.
  case guess
}
