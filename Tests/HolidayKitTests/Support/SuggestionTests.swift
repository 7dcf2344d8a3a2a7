import Testing

@testable import HolidayKit

struct SuggestionTests {
  /// A word, the choices, and the end of the message that lists them.
  struct Case: Sendable, CustomTestStringConvertible {
    let word: String
    let choices: [String]
    let meant: String
    var testDescription: String { "\(word) → \(meant.isEmpty ? "nothing" : meant)" }
  }

  static let groups = ["women", "youth", "children", "military"]
  static let filters = ["all", "workdays", "off-days", "holidays", "make-up-days"]

  @Test(arguments: [
    Case(word: "womn", choices: groups, meant: "; did you mean 'women'?"),
    Case(word: "WOMEN", choices: groups, meant: ""),  // the choice itself, in another case
    Case(word: "teachers", choices: groups, meant: ""),  // nothing near
    Case(word: "days-off", choices: filters, meant: "; did you mean 'off-days'?"),  // words reordered
    Case(word: "zn", choices: ["en", "zh"], meant: ""),  // two equally near
    Case(word: "zhh", choices: ["en", "zh"], meant: "; did you mean 'zh'?"),
    Case(word: "", choices: ["en", "zh"], meant: ""),
  ])
  func meansTheNearestChoiceOnly(_ example: Case) {
    #expect(Suggestion.didYouMean(example.word, among: example.choices) == example.meant)
  }

  /// A name (a command, an option, a key) is meant as spelled: its case
  /// counts, and a far name gives nothing.
  @Test(arguments: [
    ("tim", "'", "; did you mean 'time'?"), ("alDay", "\"", "; did you mean \"allDay\"?"), ("zzz", "'", ""),
  ])
  func aNameIsMeantAsSpelled(word: String, quote: Character, meant: String) {
    #expect(Suggestion.didYouMean(name: word, among: ["time", "allDay", "title"], quote: quote) == meant)
  }

  @Test func aFileQuotesWithDoubleQuotes() {
    #expect(
      Suggestion.didYouMean("compakt", among: ["expanded", "compact"], quote: "\"") == "; did you mean \"compact\"?")
  }

  /// At most a third of the word's length in edits (one for short words).
  @Test(arguments: [("tim", "time"), ("alDay", "allDay"), ("generat", "generate"), ("x", "y")])
  func isCloseEnough(word: String, nearest: String) {
    #expect(Suggestion.nearest(to: word, among: [nearest, "completely-different"]) == nearest)
  }

  @Test(arguments: [("ab", "xyz"), ("calendar", "clndr"), ("tz", "time")])
  func isNothingWhenFar(word: String, candidate: String) {
    #expect(Suggestion.nearest(to: word, among: [candidate]) == nil)
  }

  @Test(arguments: [("", "", 0), ("kitten", "sitting", 3), ("上班", "上课", 1), ("abc", "", 3)])
  func distanceCountsCharacters(a: String, b: String, edits: Int) {
    #expect(Suggestion.distance(a, b) == edits)
    #expect(Suggestion.distance(b, a) == edits)
  }
}
