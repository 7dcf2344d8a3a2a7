import Foundation
import Testing

/// Calendars, and whole events cut from them, compared byte for byte with
/// the files in `Tests/WorkdayCLITests/Golden`: a golden file says the
/// whole output, and a change to it shows up as a diff. Each file is the
/// tool's own output, written by the tests themselves: after an intended
/// change, `RECORD_GOLDEN=1 swift test --skip-build --filter WorkdayCLITests`
/// rewrites them, and `git diff` shows the change for review.
enum Golden {
  /// The folder of the golden files.
  static let folder = Tool.root.appendingPathComponent("Tests/WorkdayCLITests/Golden")

  /// Whether this run writes the golden files instead of comparing
  /// (`RECORD_GOLDEN=1`).
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

  /// Expects `text` to be the golden file `name` (a path under
  /// ``folder``), byte for byte; when recording, writes it. A difference is
  /// reported with its first differing line and the lines that differ.
  static func expect(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = folder.appendingPathComponent(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        Issue.record("cannot write Golden/\(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let golden = try? Data(contentsOf: url) else {
      Issue.record(
        "there is no Golden/\(name); write it with RECORD_GOLDEN=1 and review it", sourceLocation: sourceLocation)
      return
    }
    let expected = String(decoding: golden, as: UTF8.self)
    if let report = difference(expected: expected, actual: text) {
      Issue.record(
        "Golden/\(name) differs; if the change is intended, rerun with RECORD_GOLDEN=1 and review the diff\n\(report)",
        sourceLocation: sourceLocation)
    }
  }

  /// The part of `calendar` a test is about, when the whole is too long
  /// to keep: the calendar's head (its properties and time zones), the
  /// events (each from `BEGIN:VEVENT` through `END:VEVENT`, as written)
  /// whose start falls on a day from `first` through `last` (`YYYYMMDD`),
  /// in the calendar's order, and its end; itself a calendar.
  static func excerpt(of calendar: String, from first: String, through last: String) -> String {
    var kept: [Substring] = []
    var event: [Substring]? = nil
    for line in calendar.split(separator: "\r\n") {
      if line == "BEGIN:VEVENT" { event = [] }
      guard event != nil else {
        kept.append(line)
        continue
      }
      event?.append(line)
      guard line == "END:VEVENT", let whole = event else { continue }
      let start = whole.first { $0.hasPrefix("DTSTART") }.flatMap { $0.split(separator: ":").last?.prefix(8) }
      if let start, first <= start, start <= last { kept += whole }
      event = nil
    }
    return kept.map { $0 + "\r\n" }.joined()
  }

  /// Where `actual` departs from `expected`, line by line: the first
  /// differing line, then each line taken out (`-`) or put in (`+`), at
  /// most 40; nil when they are the same.
  static func difference(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    // A CR shows as ␍ (a CR LF is one Character, so it is replaced whole).
    func lines(_ text: String) -> [String] {
      text.replacingOccurrences(of: "\r\n", with: "␍\n").replacingOccurrences(of: "\r", with: "␍")
        .components(separatedBy: "\n")
    }
    let old = lines(expected)
    let new = lines(actual)
    let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
    var report = "first difference at line \(first + 1):\n"
    report += "  expected: \(first < old.count ? old[first] : "(end of file)")\n"
    report += "  actual:   \(first < new.count ? new[first] : "(end of file)")\n"
    // The changes in the order a diff shows them: walk both texts, a
    // line taken out or put in where the difference says, else a common one.
    let difference = new.difference(from: old)
    let removed = Set(difference.removals.compactMap { if case .remove(let at, _, _) = $0 { at } else { nil } })
    let inserted = Set(difference.insertions.compactMap { if case .insert(let at, _, _) = $0 { at } else { nil } })
    var (line, written, shown) = (0, 0, 0)
    while line < old.count || written < new.count {
      if removed.contains(line) {
        if shown < 40 { report += "-\(line + 1): \(old[line])\n" }
        (line, shown) = (line + 1, shown + 1)
      } else if inserted.contains(written) {
        if shown < 40 { report += "+\(written + 1): \(new[written])\n" }
        (written, shown) = (written + 1, shown + 1)
      } else {
        (line, written) = (line + 1, written + 1)
      }
    }
    if shown > 40 { report += "… and \(shown - 40) more changed lines\n" }
    return report
  }
}
