/// `expand` in the registry: its help and options.
extension ExpandCommand: Command {
  var name: String { "expand" }
  var usage: String { "\(Option.start) START \(Option.rule) RRULE [OPTION]..." }
  var brief: String { "expand \(Option.start) S \(Option.rule) R" }
  var exitStatuses: [ExitStatus] { [ExitStatus(0, "the occurrences printed"), .usage, .notWritten("the answer")] }
  var summary: String { "the occurrences of an RFC 5545 recurrence rule" }
  var about: String {
    """
    Print the occurrences of an RFC 5545 recurrence rule from START, one per
    line: as dates (1997-09-26) for a date start, or as local date-times
    (1997-09-26T09:00:00) for a date-time start. START is 1997-09-02,
    19970902, 1997-09-02T09:00:00 or 19970902T090000; the start is always the
    first occurrence, and a warning says when it is not one of the rule's
    days (generate \(Option.ruleStart) leaves such a start out). Without
    COUNT, UNTIL, \(Option.limit) or \(Option.to), printing stops after 1000
    occurrences, with a note on stderr.
    """
  }
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        nil,
        [
          .start,
          .rule.explained("the rule, such as 'FREQ=MONTHLY;BYDAY=-1FR' (required; a leading 'RRULE:' is allowed)"),
          .timeZone.explained(
            "the IANA zone of a date-time start (default Asia/Shanghai); times that do not exist on a daylight-saving change move forward by the gap, repeated times are the first of the two"
          ),
          .limit,
          .from.explained("print only occurrences at or after START", value: "START"),
          .to.explained("stop after END (a date means its whole day)", value: "END"),
          .rdate, .exdate, .explain,
        ]),
      OptionGroup(
        "Against the official calendar (without these the rule is pure RFC 5545):",
        [
          .onDayOff.explained(
            "an occurrence on a day that is not a working day: skip, keep, next-workday or previous-workday (moved occurrences keep their time of day, and one that would leave \(Option.from)/\(Option.to) is dropped)"
          ),
          .addMakeUpDays.explained("add the make-up workdays at START's time"),
        ] + Option.shared.filter { ![.timeZone, .quiet, .lang].contains($0) }),
      OptionGroup(nil, [.quiet, .lang.explained("the language of messages for people"), .help, .version]),
    ]
  }
  func run(_ arguments: Arguments, in run: Run) throws -> Int32 { try Self.run(arguments, in: run) }
}
