import Testing

struct ExpandCommandTests {
  @Test func issueExample() throws {
    let result = try runInProcess([
      "expand", "--start", "1997-09-02T09:00:00", "--rule", "FREQ=MONTHLY;BYDAY=-1FR", "--time-zone",
      "America/New_York",
      "--limit", "4",
    ])
    #expect(result.stdout == "1997-09-02T09:00:00\n1997-09-26T09:00:00\n1997-10-31T09:00:00\n1997-11-28T09:00:00\n")
    // A Tuesday is no last Friday: RFC 5545 prints it, generate would not.
    #expect(
      result.stderr
        == "workday-ics: warning: the start 1997-09-02T09:00:00 is not one of the rule's days: RFC 5545 makes it the first occurrence, as printed here, while generate --rule-start leaves it out\n"
    )
    #expect(result.status == 0)
  }

  /// A start that is not one of the rule's days is printed, as RFC 5545
  /// says, and named on stderr: generate --rule-start leaves it out. A
  /// start that is one, or an --rdate, says nothing.
  @Test func aStartThatIsNotOneOfTheRulesDaysIsNamed() throws {
    let wednesday = try runInProcess([
      "expand", "--start", "2026-01-07", "--rule", "FREQ=WEEKLY;BYDAY=MO", "--limit", "2",
    ])
    #expect(wednesday.stdout == "2026-01-07\n2026-01-12\n")
    #expect(wednesday.stderr.contains("the start 2026-01-07 is not one of the rule's days"), "\(wednesday.stderr)")
    let generated = try runInProcess([
      "generate", "-q", "--all-day", "--rule", "FREQ=WEEKLY;BYDAY=MO", "--rule-start", "2026-01-07", "--on-day-off",
      "keep", "--from", "2026-01-05", "--to", "2026-01-12", "-o", "-",
    ])
    // generate leaves it out: Monday 01-12 alone (01-05 comes before the rule's start).
    Golden.expect(generated.stdout, matches: "generate/rule-start-not-a-rule-day.ics")
    for start in ["2026-01-05", "2026-01-07 --rdate 2026-01-07"] {
      let words = start.split(separator: " ").map(String.init)
      let result = try runInProcess(
        ["expand", "--start"] + words + ["--rule", "FREQ=WEEKLY;BYDAY=MO", "--limit", "2"])
      #expect(result.stderr == "", "\(start)")
    }
  }

  /// The warning about a start that is not one of the rule's days says
  /// whether the start was printed, where when it was moved (元旦 2026's
  /// Saturday to the make-up Sunday), and why not when it was not.
  @Test(arguments: [
    ("--on-day-off keep", "2026-01-03\n2026-01-05\n2026-01-12\n", "as printed here"),
    (
      "--on-day-off skip", "2026-01-05\n2026-01-12\n",
      "not printed here as it is a day off, which --on-day-off skip leaves out"
    ),
    ("--from 2026-01-04", "2026-01-05\n2026-01-12\n", "not printed here as it is before --from"),
    (
      "--on-day-off next-workday", "2026-01-04\n2026-01-05\n2026-01-12\n",
      "printed here as 2026-01-04, the day off moved by --on-day-off next-workday"
    ),
  ])
  func theStartWarningSaysWhetherTheStartWasPrinted(options: String, stdout: String, shown: String) throws {
    let result = try runInProcess(
      ["expand", "--start", "2026-01-03", "--rule", "FREQ=WEEKLY;BYDAY=MO", "--to", "2026-01-13"]
        + options.split(separator: " ").map(String.init))
    #expect(result.stdout == stdout)
    #expect(
      result.stderr
        == "workday-ics: warning: the start 2026-01-03 is not one of the rule's days: RFC 5545 makes it the first occurrence, \(shown), while generate --rule-start leaves it out\n"
    )
  }

  /// A day off whose previous working day lies before the rule's start is
  /// dropped (nothing moves before the start), and expand and generate
  /// both say so in the same words.
  @Test func aDayOffMovedBeforeTheRulesStartIsNamedByBothPaths() throws {
    let warning =
      "1 day off of the rule is dropped: 2025-03-01 would move to 2025-02-28, before the rule's start 2025-03-01, where nothing moves; start the rule earlier to keep it"
    let expanded = try runInProcess([
      "expand", "--start", "2025-03-01", "--rule", "FREQ=WEEKLY;COUNT=3", "--on-day-off", "previous-workday",
    ])
    #expect(expanded.stdout == "2025-03-07\n2025-03-14\n")
    #expect(expanded.stderr == "workday-ics: warning: \(warning)\n")
    let generated = try runInProcess([
      "generate", "--all-day", "--rule", "FREQ=WEEKLY;COUNT=3", "--rule-start", "2025-03-01", "--on-day-off",
      "previous-workday", "--no-make-up-days", "--from", "2025-02-01", "--to", "2025-03-31", "-o", "-",
    ])
    #expect(generated.stderr.contains(": \(warning)\n"), "\(generated.stderr)")
    #expect(!generated.stderr.contains("widen the range"), "\(generated.stderr)")
    #expect(!generated.stdout.contains("20250228"))
    #expect(!generated.stdout.contains("20250301"))
    let earlier = try runInProcess([
      "expand", "--start", "2025-02-28", "--rule", "FREQ=WEEKLY;BYDAY=SA;COUNT=3", "--on-day-off", "previous-workday",
    ])
    #expect(earlier.stdout == "2025-02-28\n2025-03-07\n")
    #expect(earlier.stderr.contains("is not one of the rule's days"))
    #expect(!earlier.stderr.contains("dropped"))
  }

  /// A group's half day off that holds a timed rule's time is a day off
  /// when the rule is laid over the calendar, as in generate.
  @Test(arguments: [("next-workday", "2023-03-09T14:00:00"), ("skip", nil)] as [(String, String?)])
  func aGroupsHalfDayMovesOrSkipsATimedRuleAsGenerateDoes(policy: String, moved: String?) throws {
    let result = try runInProcess([
      "expand", "--start", "2023-03-01T14:00:00", "--rule", "FREQ=WEEKLY;BYDAY=WE", "--group", "women",
      "--on-day-off", policy, "--to", "2023-03-16",
    ])
    #expect(
      result.stdout
        == (["2023-03-01T14:00:00", moved, "2023-03-15T14:00:00"].compactMap { $0 }.map { $0 + "\n" }.joined()))
    let morning = try runInProcess([
      "expand", "--start", "2023-03-01T09:00:00", "--rule", "FREQ=WEEKLY;BYDAY=WE", "--group", "women",
      "--on-day-off", policy, "--to", "2023-03-16",
    ])
    #expect(morning.stdout == "2023-03-01T09:00:00\n2023-03-08T09:00:00\n2023-03-15T09:00:00\n", "the morning works")
  }

  @Test func dateStartsPrintDatesAndBasicFormIsAccepted() throws {
    #expect(
      try runInProcess(["expand", "--start", "19970902", "--rule", "RRULE:FREQ=DAILY;COUNT=2"]).stdout
        == "1997-09-02\n1997-09-03\n")
    #expect(
      try runInProcess(["expand", "--start", "19970902T090000", "--rule", "FREQ=DAILY;COUNT=2"]).stdout
        == "1997-09-02T09:00:00\n1997-09-03T09:00:00\n")
  }

  @Test func windowAndExceptions() throws {
    let result = try runInProcess([
      "expand", "--start", "2026-01-01", "--rule", "FREQ=DAILY", "--from", "2026-01-03", "--to", "2026-01-06",
      "--exdate", "2026-01-04,20260105", "--rdate", "2026-01-05T12:00:00",
    ])
    #expect(result.stdout == "2026-01-03\n2026-01-05\n2026-01-06\n")
    #expect(result.stderr == "")
  }

  @Test func unboundedRulesStopAtTheDefaultAndSaySo() throws {
    let result = try runInProcess(["expand", "--start", "2026-01-01", "--rule", "FREQ=DAILY"])
    #expect(result.stdout.split(separator: "\n").count == 1000)
    #expect(
      result.stderr
        == "workday-ics: warning: stopped after 1000 occurrences of a rule without an end; use --limit N or --to DATE for more\n"
    )
    #expect(result.status == 0)
  }

  @Test func explainShowsMonthEndRecipes() throws {
    let result = try runInProcess(["expand", "--explain"])
    #expect(result.stdout.contains("FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1"))
    #expect(result.status == 0)
  }

  @Test(arguments: [
    (
      ["expand", "--start", "2026-01-01", "--rule", "FREQ=MONTHLY;BYMONTHDAY=0"],
      "workday-ics: --rule: invalid BYMONTHDAY value '0': expected integers from 1 to 31 or -31 to -1, such as '1,15,-1'\nTry 'workday-ics expand --help' for more information.\n"
    ),
    (
      ["expand", "--start", "2026-01-01", "--rule", "FREQ=FOO"],
      "workday-ics: --rule: invalid FREQ value 'FOO': expected one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY\nTry 'workday-ics expand --help' for more information.\n"
    ),
    (
      ["expand", "--start", "2026-01-01", "--rule", "FREQ=HOURLY"],
      "workday-ics: --rule: 'FREQ=HOURLY' needs a start with a time of day, such as 1997-09-02T09:00:00\nTry 'workday-ics expand --help' for more information.\n"
    ),
    (
      ["expand", "--start", "2026-1-1", "--rule", "FREQ=DAILY"],
      "workday-ics: invalid --start '2026-1-1': expected a date such as 1997-09-02 or a date-time such as 1997-09-02T09:00:00 or 19970902T090000\nTry 'workday-ics expand --help' for more information.\n"
    ),
    (
      ["expand", "--rule", "FREQ=DAILY"],
      "workday-ics: expand: --start and --rule are required\nTry 'workday-ics expand --help' for more information.\n"
    ),
    (
      ["expand", "--start", "2026-01-01", "--rule", "FREQ=DAILY", "--limit", "-1"],
      "workday-ics: invalid --limit '-1': expected a number of occurrences such as 10\nTry 'workday-ics expand --help' for more information.\n"
    ),
  ])
  func badInput(arguments: [String], stderr: String) throws {
    let result = try runInProcess(arguments)
    #expect(result.stderr == stderr)
    #expect(result.status == 2)
    #expect(result.stdout == "")
  }
}

/// `expand --on-day-off` and `--add-make-up-days`: a rule laid over the
/// official calendar, on real data.
struct ExpandPolicyTests {
  private static let firstOfMonth = [
    "expand", "--start", "2024-08-01T09:00:00", "--rule", "FREQ=MONTHLY;BYMONTHDAY=1", "--to", "2024-11-30",
  ]

  @Test(arguments: [
    ("skip", "2024-08-01T09:00:00\n2024-11-01T09:00:00\n"),
    ("keep", "2024-08-01T09:00:00\n2024-09-01T09:00:00\n2024-10-01T09:00:00\n2024-11-01T09:00:00\n"),
    ("next-workday", "2024-08-01T09:00:00\n2024-09-02T09:00:00\n2024-10-08T09:00:00\n2024-11-01T09:00:00\n"),
    ("previous-workday", "2024-08-01T09:00:00\n2024-08-30T09:00:00\n2024-09-30T09:00:00\n2024-11-01T09:00:00\n"),
  ])
  func policiesAroundNationalDay2024(policy: String, stdout: String) throws {
    let result = try runInProcess(Self.firstOfMonth + ["--on-day-off", policy])
    #expect(result.stdout == stdout)
    #expect(result.status == 0)
  }

  @Test func theSpringFestivalOf2020MovesToTheWorkingMonday() throws {
    let result = try runInProcess([
      "expand", "--start", "2020-01-20", "--rule", "FREQ=DAILY", "--to", "2020-02-04", "--on-day-off", "next-workday",
    ])
    #expect(result.stdout == "2020-01-20\n2020-01-21\n2020-01-22\n2020-01-23\n2020-02-03\n2020-02-04\n")
  }

  @Test func makeUpDaysAreAdded() throws {
    let result = try runInProcess([
      "expand", "--start", "2026-09-14T08:50:00", "--rule", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "--to", "2026-09-21",
      "--add-make-up-days",
    ])
    #expect(result.stdout.split(separator: "\n").contains("2026-09-20T08:50:00"))
  }

  @Test func anUncoveredYearAskedForIsTheUsualLoudError() throws {
    let result = try runInProcess([
      "expand", "--start", "2026-12-28", "--rule", "FREQ=DAILY", "--on-day-off", "skip", "--to", "2027-01-10",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no official holiday data for 2027"))
    // Every covered day comes first, the last one too: the day after it,
    // which no data covers, is not needed to know that day is complete.
    #expect(result.stdout == "2026-12-28\n2026-12-29\n2026-12-30\n2026-12-31\n")
  }

  /// Without --to, a rule laid over the calendar stops where the data
  /// ends, as generate's default range does, and says so.
  @Test(arguments: [
    (
      ["--start", "2026-12-20T09:00:00", "--rule", "FREQ=WEEKLY;BYDAY=TH"],
      "2026-12-24T09:00:00\n2026-12-31T09:00:00\n", "2027-01-07T09:00:00"
    ),
    (
      ["--start", "2026-12-28", "--rule", "FREQ=DAILY", "--add-make-up-days"],
      "2026-12-28\n2026-12-29\n2026-12-30\n2026-12-31\n", "2027-01-01"
    ),
  ])
  func withoutAnEndTheOccurrencesStopWhereTheDataEnds(arguments: [String], stdout: String, next: String) throws {
    let result = try runInProcess(["expand"] + arguments + ["--on-day-off", "skip"])
    #expect(result.status == 0)
    #expect(result.stdout == stdout)
    #expect(
      result.stderr.contains(
        "workday-ics: warning: stopped at 2026-12-31, where the official data ends: the rule's days from \(next) on are left out"
      ))
  }

  @Test func aRuleThatEndsWithinTheDataHasNoWarningAboutItsEnd() throws {
    let result = try runInProcess([
      "expand", "--start", "2026-12-24", "--rule", "FREQ=WEEKLY;COUNT=2", "--on-day-off", "skip",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "2026-12-24\n2026-12-31\n")
    #expect(result.stderr == "")
  }

  @Test func aRuleThatNeverMeetsAWorkingDaySaysSo() throws {
    let result = try runInProcess([
      "expand", "--start", "2027-01-03", "--rule", "FREQ=WEEKLY;BYDAY=SU", "--on-day-off", "skip",
      "--assume-regular-week",
    ])
    #expect(result.stdout == "")
    #expect(result.stderr.contains("stopped: the rule gives no more working days"))
  }

  @Test func aBadPolicyIsAUsageError() throws {
    let result = try runInProcess(Self.firstOfMonth + ["--on-day-off", "later"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "workday-ics: invalid --on-day-off 'later': expected one of skip, keep, next-workday, previous-workday\n"))
  }

  /// Nothing is moved out of the window: a day off before --to whose next
  /// working day lies after it is dropped, as generate drops it at the end
  /// of its range (2024-10-01..07 were National Day, 10-08 a working day).
  @Test(arguments: [
    ("next-workday", "2024-10-05", ""),
    ("next-workday", "2024-10-08", "2024-10-08\n"),
    ("previous-workday", "2024-10-05", ""),
  ])
  func movesStayInTheWindow(policy: String, to: String, expected: String) throws {
    let result = try runInProcess([
      "expand", "--start", "2024-10-01", "--rule", "FREQ=DAILY", "--to", to, "--on-day-off", policy,
    ])
    #expect(result.status == 0)
    #expect(result.stdout == expected)
  }
}
