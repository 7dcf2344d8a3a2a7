import Foundation
import HolidayKit
import Testing

/// Every public error reads the same in `print(error)`, `"\(error)"` and
/// `error.localizedDescription`, so an alert built the usual way shows
/// what is wrong, not "The operation could not be completed.
/// (HolidayKit.CoverageError error 0.)", which Foundation shows for an
/// error that gives no description of its own.
struct ErrorMessagesTests {
  /// One value of every public error type of HolidayKit, with its text.
  static let examples: [(type: String, error: any Error, text: String)] = [
    (
      "CoverageError", CoverageError.noHolidayData(year: 2027, covered: Array(2007...2026)),
      "no official holiday data for 2027 yet (covered: 2007-2026)"
    ),
    (
      "HolidayDataError", HolidayDataError.missingKey(source: "2027.json", path: "days[0]", key: "date"),
      #"2027.json: days[0]: missing key "date""#
    ),
    (
      "LawError", LawError.unsupportedYear(2101),
      "no statutory holidays can be computed for 2101 (supported: 1901-2100)"
    ),
    (
      "RecurrenceRuleError", RecurrenceRuleError.duplicatePart("FREQ"),
      "duplicate part 'FREQ': each part may appear once"
    ),
    (
      "ReminderDecodingError",
      {
        do {
          _ = try decode(Reminder.self, from: #"{"title": "Clock in", "tme": "08:50"}"#)
          return CancellationError()
        } catch { return error }
      }(),
      #"tme: unknown key "tme": expected one of "alarms", "allDay", "duration", "identifier", "isBusy", "language", "location", "marksMakeUpDays", "notes", "selection", "time", "title", "url"; did you mean "time"?"#
    ),
    (
      "ReminderError", ReminderError.invalidIdentifier("a b"),
      #"invalid reminder identifier "a b": expected 1 to 64 ASCII letters, digits, '-', '_' or '.'"#
    ),
  ]

  @Test(arguments: examples.indices)
  func anAlertShowsTheSameLineAsPrint(index: Int) throws {
    let (type, error, text) = Self.examples[index]
    #expect(String(describing: Swift.type(of: error)) == type)
    #expect("\(error)" == text)
    #expect(error.localizedDescription == text)
    #expect((error as? any LocalizedError)?.errorDescription == text)
    #expect(Swift.type(of: error) is any CustomStringConvertible.Type)
  }

  /// A new public error type fails here until it is in the table above
  /// (and so reads well in an alert).
  @Test func theTableHasEveryPublicErrorType() throws {
    let sources = PackagePaths.root.appendingPathComponent("Sources/HolidayKit")
    var declared: Set<String> = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(whereSeparator: { " :,<{".contains($0) })
        guard words.count > 3, words[0] == "public", ["struct", "enum", "class"].contains(words[1]),
          words.dropFirst(3).contains("Error")
        else { continue }
        declared.insert(String(words[2]))
      }
    }
    #expect(declared.count >= 5, "the scan finds the error types")
    #expect(declared == Set(Self.examples.map(\.type)))
  }
}

/// What the messages say, in English and in Chinese.
struct ErrorWordingTests {
  @Test func aYearBeforeThePrinciplesNamesTheLawInForce() throws {
    let error = try #require(throws: LawError.self) { try ProvisionalYear(year: 2024) }
    #expect(error == .noPrediction(2024))
    #expect(error.localizedDescription.contains("第644号") && error.localizedDescription.contains("2025"))
    #expect(!error.localizedDescription.contains("tool"))
    #expect(error.description(in: .chinese).contains("第644号"))
  }

  @Test func anIdentifierSharedByTwoEventsIsNotCalledTwoReminders() {
    let message = ReminderError.duplicateIdentifier("clock-in").localizedDescription
    #expect(message.contains("two events") && !message.contains("reminders"))
  }

  @Test(arguments: [
    LawError.unsupportedYear(2101), .noLawInForce(1990), .noPrediction(2020),
  ])
  func lawErrorsReadInChinese(error: LawError) {
    #expect(Language.of(error.description(in: .chinese)) == .chinese)
    #expect(error.description(in: .english) == error.description)
  }

  @Test(arguments: [
    HolidayDataError.malformedJSON(source: "a.json", line: 1, column: 2, message: "x"),
    .invalidValue(source: "a.json", path: "year", expected: "a year", found: "x"),
    .missingKey(source: "a.json", path: "", key: "days"), .unknownKey(source: "a.json", path: "", key: "dayz"),
    .yearDisagreesWithFileName(source: "2026.json", year: 2025, fileYear: 2026),
    .dateOutsideYear(source: "a.json", path: "days[0]", date: CivilDate(year: 2020, month: 1, day: 1)!, year: 2026),
    .conflictingEntries(date: CivilDate(year: 2026, month: 1, day: 1)!, first: "a", second: "b"),
    .repeatedDate(
      source: "a.json", path: "days[1]", date: CivilDate(year: 2026, month: 1, day: 1)!, firstPath: "days[0]"),
    .notPublished(source: "2027.json", year: 2027),
  ])
  func holidayDataErrorsReadInChinese(error: HolidayDataError) {
    #expect(Language.of(error.description(in: .chinese)) == .chinese)
    #expect(error.description(in: .english) == error.description)
  }

  @Test(arguments: [
    RecurrenceRuleError.missingFrequency, .malformedPart("X"), .unknownPart("X=1"), .duplicatePart("FREQ"),
    .invalidValue(part: "COUNT", value: "x", expected: "a number"), .conflictingParts("COUNT", "UNTIL"),
    .notAllowed(part: "BYWEEKNO", reason: "x"), .needsDateTimeStart("BYHOUR"),
  ])
  func recurrenceRuleErrorsReadInChinese(error: RecurrenceRuleError) {
    #expect(Language.of(error.description(in: .chinese)) == .chinese)
    #expect(error.description(in: .english) == error.description)
  }

  @Test func coverageErrorsReadInChinese() {
    let error = CoverageError.noHolidayData(year: 2027, covered: Array(2007...2026))
    #expect(error.description(in: .chinese) == "尚无 2027 年的官方放假安排（已有：2007-2026）")
    #expect(Language.of(CoverageError.outsideSupportedDates.description(in: .chinese)) == .chinese)
    #expect(error.description(in: .english) == error.description)
  }

  @Test(arguments: [
    ReminderError.missingDay(CivilDate(year: 2011, month: 12, day: 30)!, timeZone: "Pacific/Apia"),
    .invalidIdentifier("a b"), .duplicateIdentifier("x"), .invalidDuration(seconds: -1),
    .invalidAlarm(.before(.hours(30_000))),
  ])
  func reminderErrorsReadInChinese(error: ReminderError) {
    #expect(Language.of(error.description(in: .chinese)) == .chinese)
    #expect(error.description(in: .english) == error.description)
  }
}
