/// The nearest known word to a mistyped one (`genrate` → `generate`,
/// `--calender-name` → `--calendar-name`), by edit distance.
package enum Suggestion {
  /// The candidate closest to `word`, when it is close enough to be meant:
  /// at most a third of the word's length in edits (one for short words);
  /// nil when none is, or when two are equally close.
  package static func nearest(to word: String, among candidates: [String]) -> String? {
    let limit = max(1, word.count / 3)
    let scored = candidates.map { ($0, distance(word, $0)) }.filter { $0.1 <= limit }
    guard let best = scored.map(\.1).min() else { return nil }
    let closest = scored.filter { $0.1 == best }.map(\.0)
    return closest.count == 1 ? closest[0] : nil
  }

  /// `; did you mean 'NAME'?` for the name `word` was meant to be, spelled
  /// exactly (a command, an option, a key: nearest by edits, case kept),
  /// else empty. A file's messages quote with `"`, the command line's with `'`.
  package static func didYouMean(name word: String, among names: [String], quote: Character = "'") -> String {
    nearest(to: word, among: names).map { meant($0, quote: quote) } ?? ""
  }

  /// `; did you mean 'CHOICE'?` for the choice `value` was meant to be
  /// (nearest by edits, or the same words in another order: `days-off`
  /// for `off-days`), else empty: the end of a message that lists the
  /// choices. A file's messages quote with `"`, the command line's with `'`.
  package static func didYouMean(_ value: String, among choices: [String], quote: Character = "'") -> String {
    let words = Set(value.lowercased().split(separator: "-"))
    let reordered = choices.filter { Set($0.split(separator: "-")) == words && $0 != value }
    guard let choice = reordered.count == 1 ? reordered[0] : nearest(to: value.lowercased(), among: choices),
      choice != value.lowercased()
    else { return "" }
    return meant(choice, quote: quote)
  }

  /// The end of a message naming what was meant.
  private static func meant(_ word: String, quote: Character) -> String {
    "; did you mean \(quote)\(word)\(quote)?"
  }

  /// The Levenshtein distance between `a` and `b`, in characters (words
  /// here are short; the row of costs is the only memory used).
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.prefix(64))
    let b = Array(b.prefix(64))
    var row = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var previous = row[0]
      row[0] = i + 1
      for (j, y) in b.enumerated() {
        let substitution = previous + (x == y ? 0 : 1)
        previous = row[j + 1]
        row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
      }
    }
    return row[b.count]
  }
}
