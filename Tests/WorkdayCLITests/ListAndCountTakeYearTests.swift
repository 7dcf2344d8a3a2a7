import Testing

/// `list` and `count` take `--year`, as `generate` and `holidays` do: the
/// whole years, the same answer as `--from YEAR-01-01 --to YEAR-12-31`.
struct ListAndCountTakeYearTests {
  @Test(arguments: [
    (["list", "--year", "2026"], ["list", "--from", "2026-01-01", "--to", "2026-12-31"]),
    (
      ["list", "--year", "2025-2026", "--only", "make-up-days"],
      ["list", "--from", "2025-01-01", "--to", "2026-12-31", "--only", "make-up-days"]
    ),
    (
      ["list", "--year", "2025", "--year", "2026", "--json"],
      ["list", "--from", "2025-01-01", "--to", "2026-12-31", "--json"]
    ),
    (["count", "--year", "2026"], ["count", "--from", "2026-01-01", "--to", "2026-12-31"]),
    (["count", "--year", "2024-2026", "--json"], ["count", "--from", "2024-01-01", "--to", "2026-12-31", "--json"]),
    (
      ["count", "--year", "2026", "--group", "women"],
      ["count", "--from", "2026-01-01", "--to", "2026-12-31", "--group", "women"]
    ),
  ])
  func aYearIsItsWholeRange(byYear: [String], byDates: [String]) throws {
    let year = try runInProcess(byYear)
    let dates = try runInProcess(byDates)
    #expect(year.status == 0)
    #expect(year.stderr == dates.stderr)
    #expect(year.stdout == dates.stdout)
    #expect(!year.stdout.isEmpty)
  }

  @Test(arguments: [
    (
      ["list", "--year", "2026", "--from", "2026-03-01"], "workday-ics: --year cannot be used with --from or --to",
      "list"
    ),
    (
      ["count", "--year", "2026", "--to", "2026-03-01"], "workday-ics: --year cannot be used with --from or --to",
      "count"
    ),
    (
      ["count", "--year", "26"],
      "workday-ics: invalid --year '26': expected a year such as 2026 or a range such as 2026-2027", "count"
    ),
    (
      ["list", "--year", "2024", "--year", "2026"],
      "workday-ics: --year: the years must form one range, such as --year 2024-2026", "list"
    ),
    (["list"], "workday-ics: list: --from DATE and --to DATE are required (or --year YEAR)", "list"),
  ])
  func aYearIsRefusedWithTheDates(arguments: [String], message: String, command: String) throws {
    let result = try runInProcess(arguments)
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr == message + "\nTry 'workday-ics \(command) --help' for more information.\n")
  }
}
