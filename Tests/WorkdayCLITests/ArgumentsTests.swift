import Testing

@testable import WorkdayCLI

struct ArgumentsTests {
  static let specs: [Option] = [.output, .year, .time, .json]

  @Test func gnuForms() throws {
    let parsed = try Arguments(
      ["--year", "2025", "--year=2026", "-ob.ics", "x", "--json", "--json", "--", "--json", "-"],
      accepting: Self.specs)
    #expect(parsed.values(.year) == ["2025", "2026"])
    #expect(parsed.value(.year) == "2026")
    #expect(parsed.value(.output) == "b.ics")
    #expect(parsed.has(.json))
    #expect(parsed.operands == ["x", "--json", "-"])
    #expect(!parsed.wantsHelp)
  }

  @Test func negativeNumbersAreOperands() throws {
    #expect(try Arguments(["2026-10-01", "-3"], accepting: Self.specs).operands == ["2026-10-01", "-3"])
  }

  @Test func helpAnywhere() throws {
    #expect(try Arguments(["x", "--help"], accepting: Self.specs).wantsHelp)
    #expect(try Arguments(["-h"], accepting: Self.specs).wantsHelp)
  }

  @Test(arguments: [
    (["--bogus"], "unrecognized option '--bogus'"),
    (["-x"], "invalid option -- 'x'"),
    (["--year"], "option '--year' requires an argument"),
    (["--json=1"], "option '--json' doesn't allow an argument"),
    (["--yea", "1"], "unrecognized option '--yea'; did you mean '--year'?"),
    (["--jsn"], "unrecognized option '--jsn'; did you mean '--json'?"),
    (["--frobnicate"], "unrecognized option '--frobnicate'"),
    (["--time", "09:00", "--time", "18:00"], "option '--time' given twice ('09:00' and '18:00'); it takes one value"),
    (["-o", "a.ics", "--output=b.ics"], "option '--output' given twice ('a.ics' and 'b.ics'); it takes one value"),
  ])
  func usageErrors(words: [String], message: String) {
    #expect(throws: UsageError(message: message)) { try Arguments(words, accepting: Self.specs) }
  }

  /// Words that are not UTF-8 (打卡 from a GBK terminal is B4 F2 BF A8)
  /// are refused as the same bytes in a file are, naming the option,
  /// instead of reaching the calendar as U+FFFD.
  @Test(arguments: [
    ("generate --title \"$(printf '\\264\\362\\277\\250')\"", "the value of --title", "B4 F2 BF A8"),
    ("generate --title=\"$(printf '\\264\\362')\"", "the value of --title", "B4 F2"),
    ("generate -o \"$(printf 'a\\377.ics')\"", "the value of -o", "61 FF 2E 69 63 73"),
    ("check \"$(printf '\\377')\"", "argument 2", "FF"),
  ])
  func wordsThatAreNotUTF8AreRefused(command: String, what: String, bytes: String) throws {
    let result = try Tool.runShell("workday-ics \(command)")
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "workday-ics: \(what) is not UTF-8 text (bytes \(bytes)); write it in UTF-8 (is the terminal set to another encoding, such as GBK?)\n"
      ), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
