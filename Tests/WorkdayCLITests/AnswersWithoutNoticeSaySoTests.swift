import Foundation
import Testing

/// Every answer that does not rest on a notice says so, in text and in
/// JSON, on every query command: a provisional year (`--provisional`) and a
/// year answered from the regular week (`--assume-regular-week`), so that
/// a guess is never read as the State Council's word.
struct AnswersWithoutNoticeSaySoTests {
  private static let cases: [(arguments: [String], mark: String)] = [
    (["count", "--provisional", "--from", "2027-01-01", "--to", "2027-12-31"], "248 [provisional]"),
    (["count", "--assume-regular-week", "--from", "2026-12-01", "--to", "2027-01-31"], "43 [assumed: regular week]"),
    (["check", "--assume-regular-week", "2027-01-04"], "2027-01-04 Monday: working day [assumed: regular week]"),
    // 元旦 is the law's statutory day: off in an assumed week as well.
    (
      ["check", "--assume-regular-week", "2027-01-01"],
      "2027-01-01 Friday: day off (holiday, 元旦); statutory holiday, pay ×3 [assumed: regular week]"
    ),
    (["check", "--provisional", "2027-01-01"], "[provisional: law]"),
    (["next", "--assume-regular-week", "2027-01-01"], "2027-01-04 Monday workday [assumed: regular week]"),
    (["previous", "--assume-regular-week", "2027-01-05"], "2027-01-04 Monday workday [assumed: regular week]"),
    (
      ["list", "--assume-regular-week", "--from", "2027-01-01", "--to", "2027-01-01"],
      "2027-01-01 Friday holiday 元旦 statutory [assumed: regular week]"
    ),
    (["cal", "--assume-regular-week", "2027-01"], "[assumed: regular week] no holiday data"),
    (["cal", "--provisional", "--lang", "zh", "2027-01"], "? 暂定：尚无通知"),
  ]

  @Test(arguments: cases)
  func theTextSaysSo(arguments: [String], mark: String) throws {
    let result = try runInProcess(arguments)
    #expect(result.status == 0 || arguments[0] == "check", "\(result.stderr)")
    #expect(result.stdout.contains(mark), "\(result.stdout)")
  }

  private static let jsonCases: [(arguments: [String], provisional: Bool, basis: String?)] = [
    (["count", "--json", "--provisional", "--from", "2027-01-01", "--to", "2027-12-31"], true, nil),
    (["count", "--json", "--assume-regular-week", "--from", "2027-01-01", "--to", "2027-01-31"], true, nil),
    (["count", "--json", "--from", "2026-01-01", "--to", "2026-12-31"], false, nil),
    (["check", "--json", "--assume-regular-week", "2027-01-01"], true, "regular-week"),
    (["next", "--json", "--assume-regular-week", "2027-01-01"], true, "regular-week"),
    (["check", "--json", "--provisional", "2027-01-04"], true, "principle"),
    (["check", "--json", "--assume-regular-week", "2026-01-05"], false, nil),
  ]

  @Test(arguments: jsonCases)
  func theJSONSaysSo(arguments: [String], provisional: Bool, basis: String?) throws {
    let result = try runInProcess(arguments)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    #expect(object["provisional"] as? Bool == provisional, "\(result.stdout)")
    if arguments[0] != "count" { #expect(object["withoutNotice"] as? String == basis, "\(result.stdout)") }
  }

  @Test func listJSONMarksEveryAssumedDay() throws {
    let result = try runInProcess([
      "list", "--json", "--assume-regular-week", "--from", "2026-12-30", "--to", "2027-01-02",
    ])
    let days = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(days.map { $0["provisional"] as? Bool } == [false, false, true, true])
  }
}
