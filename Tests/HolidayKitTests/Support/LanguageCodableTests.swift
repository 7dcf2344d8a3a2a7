import Testing

@testable import HolidayKit

struct LanguageCodableTests {
  @Test(arguments: [(Language.english, #""en""#), (.chinese, #""zh""#)])
  func roundTripsAsItsCode(language: Language, json: String) throws {
    try expectRoundTrip(language, json)
  }

  @Test(arguments: [
    (#""EN""#, #"expected a language code "en" or "zh", got "EN""#),
    (#""english""#, #"got "english""#),
  ])
  func rejects(json: String, message: String) {
    expectCorrupted(Language.self, json, message)
  }
}
