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
    (["-x"], "invalid option -- 'x'; the short options here are -o"),
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
  /// are refused as the same bytes in a file are, naming what the word is
  /// for (an option's value, the command's operand) and pointing to the
  /// command's help, instead of reaching the calendar as U+FFFD.
  @Test(
    arguments: [
      ("generate --title \"$(printf '\\264\\362\\277\\250')\"", "the value of --title", "B4 F2 BF A8", "generate"),
      ("generate --title=\"$(printf '\\264\\362')\"", "the value of --title", "B4 F2", "generate"),
      ("generate -o \"$(printf 'a\\377.ics')\"", "the value of -o", "61 FF 2E 69 63 73", "generate"),
      ("generate \"-o$(printf 'a\\377.ics')\"", "the value of -o", "2D 6F 61 FF 2E 69 63 73", "generate"),
      ("check \"$(printf '\\377')\"", "the date (operand 1 of check)", "FF", "check"),
      ("--lang en check --time-zone UTC \"$(printf '\\377')\"", "the date (operand 1 of check)", "FF", "check"),
      ("check -- \"$(printf '\\377')\"", "the date (operand 1 of check)", "FF", "check"),
      ("next \"$(printf '\\377')\"", "the date (operand 1 of next)", "FF", "next"),
      ("add 2026-10-01 \"$(printf '\\377')\"", "the number of working days (operand 2 of add)", "FF", "add"),
      ("add -- 2026-10-01 \"$(printf '\\377')\"", "the number of working days (operand 2 of add)", "FF", "add"),
      ("cal \"$(printf '\\377')\"", "the year or month (operand 1 of cal)", "FF", "cal"),
      ("diff old.ics \"$(printf '\\377')\"", "the new calendar's path (operand 2 of diff)", "FF", "diff"),
      ("list \"$(printf '\\377')\"", "operand 1 of list", "FF", "list"),
      ("--lang \"$(printf '\\377')\" check", "the value of --lang", "FF", "check"),
      ("\"$(printf '\\377')\" 2026-10-01", "argument 1", "FF", nil),
    ] as [(String, String, String, String?)])
  func wordsThatAreNotUTF8AreRefused(command: String, what: String, bytes: String, help: String?) throws {
    let result = try Tool.runShell("workday-ics \(command)")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "workday-ics: \(what) is not UTF-8 text (bytes \(bytes)); write it in UTF-8 (is the terminal set to another encoding, such as GBK?)\n"
        + "Try 'workday-ics\(help.map { " " + $0 } ?? "") --help' for more information.\n")
    #expect(result.stdout.isEmpty)
  }
}
