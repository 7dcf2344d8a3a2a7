import Testing

@testable import HolidayKit

struct HolidayFileTests {
  @Test func readsTheFormat() throws {
    let json = #"""
      {"$schema": "s", "$id": "i", "year": 2019, "papers": ["http://example/a"],
       "days": [{"name": "元旦", "date": "2018-12-29", "isOffDay": false},
                {"name": "元旦", "date": "2018-12-30", "isOffDay": true}]}
      """#
    let file = try HolidayFile(holidayCN: Array(json.utf8), source: "dir/2019.json")
    #expect(file.year == 2019)
    #expect(file.papers == ["http://example/a"])
    #expect(file.days.map(\.date.iso8601) == ["2018-12-29", "2018-12-30"])
    #expect(file.days.map(\.isOffDay) == [false, true])
    #expect(file.days[0].source == "dir/2019.json")
    #expect(file.isPublished)
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    var id: String
    var source = "h/2024.json"
    var json: String
    var message: String
    var testDescription: String { id }
  }

  static let day = #"{"name": "国庆节", "date": "2024-10-01", "isOffDay": true}"#

  @Test(arguments: [
    BadInput(
      id: "malformed", json: "{\"year\": 2024,\n \"papers\": [] \"days\": []}",
      message: "h/2024.json:2:15: malformed JSON: expected ',' or '}' after an object member, got '\"'"),
    BadInput(
      id: "truncated", json: "{\"year\": 2024, \"papers\": [",
      message: "h/2024.json:1:27: malformed JSON: expected a JSON value, got end of input"),
    BadInput(id: "not an object", json: "[]", message: "h/2024.json: expected an object, got an array"),
    BadInput(
      id: "escape in a name",
      json:
        #"{"year": 2024, "papers": [], "days": [{"name": "国庆\u001b]0;pwned\u0007", "date": "2024-10-01", "isOffDay": true}]}"#,
      message: #"h/2024.json: days[0].name: expected text without control characters, got "国庆\u001b]0;pwned\u0007""#),
    BadInput(
      id: "C1 in a paper", json: #"{"year": 2024, "papers": ["https://a/\u009b31m"], "days": []}"#,
      message: #"h/2024.json: papers[0]: expected text without control characters, got "https://a/\u009b31m""#),
    BadInput(
      id: "line break in a name",
      json: #"{"year": 2024, "papers": [], "days": [{"name": "a\nb", "date": "2024-10-01", "isOffDay": true}]}"#,
      message: #"h/2024.json: days[0].name: expected text without control characters, got "a\nb""#),

    BadInput(
      id: "year as string", json: #"{"year": "2024", "papers": [], "days": []}"#,
      message: #"h/2024.json: year: expected an integer year from 1 to 9999, got "2024""#),
    BadInput(
      id: "year fraction", json: #"{"year": 2024.5, "papers": [], "days": []}"#,
      message: #"h/2024.json: year: expected an integer year from 1 to 9999, got 2024.5"#),
    BadInput(
      id: "year vs file name", json: #"{"year": 2023, "papers": [], "days": []}"#,
      message: "h/2024.json: year: expected 2024 to match the file name, got 2023"),
    BadInput(id: "missing days", json: #"{"year": 2024, "papers": []}"#, message: #"h/2024.json: missing key "days""#),
    BadInput(
      id: "unknown key", json: #"{"year": 2024, "papers": [], "days": [], "extra": 1}"#,
      message: #"h/2024.json: unknown key "extra""#),
    BadInput(
      id: "isOffDay twice",
      json:
        #"{"year": 2024, "papers": [], "days": [{"name": "x", "date": "2024-10-01", "isOffDay": true, "isOffDay": false}]}"#,
      message: #"h/2024.json:1:93: malformed JSON: duplicate key "isOffDay""#),
    BadInput(
      id: "days twice", json: #"{"year": 2024, "papers": [], "days": [], "days": []}"#,
      message: #"h/2024.json:1:42: malformed JSON: duplicate key "days""#),
    BadInput(
      id: "papers not strings", json: #"{"year": 2024, "papers": [1], "days": []}"#,
      message: "h/2024.json: papers[0]: expected a string, got 1"),
    BadInput(
      id: "isOffDay string",
      json: #"{"year": 2024, "papers": [], "days": [{"name": "x", "date": "2024-10-01", "isOffDay": "yes"}]}"#,
      message: #"h/2024.json: days[0].isOffDay: expected true or false, got "yes""#),
    BadInput(
      id: "impossible date",
      json: #"{"year": 2024, "papers": [], "days": [\#(day), {"name": "x", "date": "2024-02-30", "isOffDay": true}]}"#,
      message: #"h/2024.json: days[1].date: expected a date like "2024-10-01", got "2024-02-30""#),
    BadInput(
      id: "missing isOffDay", json: #"{"year": 2024, "papers": [], "days": [{"name": "x", "date": "2024-10-01"}]}"#,
      message: #"h/2024.json: days[0]: missing key "isOffDay""#),
    BadInput(
      id: "name null",
      json: #"{"year": 2024, "papers": [], "days": [{"name": null, "date": "2024-10-01", "isOffDay": true}]}"#,
      message: #"h/2024.json: days[0].name: expected a string, got null"#),
    BadInput(
      id: "date outside year",
      json: #"{"year": 2024, "papers": [], "days": [{"name": "x", "date": "2025-01-01", "isOffDay": true}]}"#,
      message: "h/2024.json: days[0].date: 2025-01-01 is outside 2024 and the December before it"),
    BadInput(
      id: "date in november before",
      json: #"{"year": 2024, "papers": [], "days": [{"name": "x", "date": "2023-11-30", "isOffDay": true}]}"#,
      message: "h/2024.json: days[0].date: 2023-11-30 is outside 2024 and the December before it"),
    BadInput(
      id: "conflict in one file",
      json: #"{"year": 2024, "papers": [], "days": [\#(day), {"name": "x", "date": "2024-10-01", "isOffDay": false}]}"#,
      message:
        "conflicting entries for 2024-10-01: h/2024.json days[0] says day off and h/2024.json days[1] says working day"),
  ])
  func badInputNamesFileAndPath(_ row: BadInput) {
    do {
      _ = try HolidayFile(holidayCN: Array(row.json.utf8), source: row.source)
      Issue.record("expected an error")
    } catch let error as HolidayDataError {
      #expect(error.description == row.message)
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func otherFileNamesNeedNoYearMatch() throws {
    let file = try HolidayFile(
      holidayCN: Array(#"{"year": 2024, "papers": [], "days": []}"#.utf8), source: "company.json")
    #expect(!file.isPublished)
  }
}
