import Testing

@testable import HolidayKit

/// A title or a calendar's name must show something: text of white space
/// or invisible characters alone (a zero-width space, a word joiner, a
/// byte-order mark, a variation selector) is refused, as empty text is,
/// and the message names what it is made of.
struct VisibleTextShowsSomethingTests {
  @Test(arguments: [
    ("", false, ""),
    (" \t", false, ""),
    ("\u{3000}", false, ""),
    ("\u{200B}", false, ", not only invisible characters (U+200B)"),
    ("\u{2060}\u{FEFF}", false, ", not only invisible characters (U+2060 U+FEFF)"),
    (" \u{FE0F} \u{200D}", false, ", not only invisible characters (U+FE0F U+200D)"),
    (
      "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}", false,
      ", not only invisible characters (U+200B U+200C U+200D U+2060 …)"
    ),
    ("上班", true, ""),
    ("a\u{200B}b", true, ""),
    ("\u{1F642}", true, ""),
  ])
  func showsSomething(text: String, shows: Bool, note: String) {
    #expect(VisibleText.showsSomething(text) == shows)
    if !shows { #expect(VisibleText.invisibleNote(text) == note) }
  }

  @Test(arguments: [
    ("", "invalid title '': expected a title with something to show, such as 上班"),
    (
      "\u{200B}",
      "invalid title '\u{200B}': expected a title with something to show, such as 上班, not only invisible characters (U+200B)"
    ),
    (
      "\u{2060}\u{FEFF}",
      "invalid title '\u{2060}\u{FEFF}': expected a title with something to show, such as 上班, not only invisible characters (U+2060 U+FEFF)"
    ),
  ])
  func aTitleThatShowsNothingIsRefused(title: String, message: String) {
    var request = ReminderRequest()
    request.title = title
    do {
      let reminder = try request.reminder(rangeStart: CivilDate(year: 2026, month: 1, day: 5)!)
      Issue.record("accepted \(reminder)")
    } catch {
      #expect(error.message { $0.rawValue } == message)
    }
  }
}
