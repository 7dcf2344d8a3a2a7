import Testing

@testable import workday_ics

struct ArgumentsTests {
  static let specs = [
    OptionSpec(name: "--output", short: "-o", takesValue: true),
    OptionSpec(name: "--year", takesValue: true, repeatable: true),
    OptionSpec(name: "--time", takesValue: true),
    OptionSpec(name: "--json", takesValue: false),
  ]

  @Test func gnuForms() throws {
    let parsed = try Arguments(
      ["--year", "2025", "--year=2026", "-ob.ics", "x", "--json", "--json", "--", "--json", "-"],
      accepting: Self.specs)
    #expect(parsed.values("--year") == ["2025", "2026"])
    #expect(parsed.value("--year") == "2026")
    #expect(parsed.value("--output") == "b.ics")
    #expect(parsed.has("--json"))
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
}
