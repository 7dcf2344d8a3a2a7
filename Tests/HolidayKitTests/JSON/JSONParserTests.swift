import Testing

@testable import HolidayKit

struct JSONParserTests {
  @Test func parsesEveryKindOfValue() throws {
    let value = try JSONParser.parse(Array(#"{"a":[1,-2.5e3,true,false,null],"b":"x\"\\\/\n\u00e9\ud83d\ude00"}"#.utf8))
    #expect(
      value
        == .object([
          ("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
          ("b", .string("x\"\\/\né😀")),
        ]))
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var text: String
    var message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    ErrorCase(text: "", message: "1:1: expected a JSON value, got end of input"),
    ErrorCase(text: "{\"a\":1,}", message: "1:8: expected a string key in an object, got '}'"),
    ErrorCase(text: "{\"a\":1 \"b\":2}", message: "1:8: expected ',' or '}' after an object member, got '\"'"),
    ErrorCase(text: "[1,\n 2", message: "2:3: expected ',' or ']' after an array element, got end of input"),
    ErrorCase(text: "[01]", message: "1:3: expected ',' or ']' after an array element, got '1'"),
    ErrorCase(text: "\"abc", message: "1:5: unterminated string"),
    ErrorCase(text: "\"a\tb\"", message: "1:3: unescaped control character in a string"),
    ErrorCase(text: "{\"a\":1,\"a\":2}", message: "1:8: duplicate key \"a\""),
    ErrorCase(text: "tru", message: "1:4: expected 'true'"),
    ErrorCase(text: "{} x", message: "1:4: expected end of input after the JSON value"),
    ErrorCase(text: "\"\\x\"", message: "1:3: invalid escape '\\x' in a string"),
    ErrorCase(text: "\"\\ud800\"", message: "1:8: expected a low surrogate after a high surrogate"),
    ErrorCase(text: "1.", message: "1:3: expected a digit after '.' in a number"),
    ErrorCase(text: "-", message: "1:2: expected a digit in a number"),
  ])
  func reportsWhereAndWhat(_ row: ErrorCase) {
    let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(row.text.utf8)) }
    #expect(error?.description == row.message)
  }

  @Test func rejectsInvalidUTF8() {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
  }

  @Test func quotingRoundTrips() throws {
    let text = "a\"b\\c\n\u{01}中"
    #expect(try JSONParser.parse(Array(JSONValue.quoted(text).utf8)) == .string(text))
  }
}
