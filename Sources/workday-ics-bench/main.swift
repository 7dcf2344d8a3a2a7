import Foundation
import HolidayKit
import HolidayKitICalendar
import WorkdayCLI

#if canImport(Glibc)
  import Glibc
#endif

// `make bench`: how fast HolidayKit and the workday-ics binary are, against
// the targets of the project. Build in release mode; the figures of a debug
// build mean nothing.

let shanghai = Zone(ianaName: "Asia/Shanghai")!
let start = LocalDateTime(date: CivilDate(year: 2026, month: 1, day: 1)!, time: TimeOfDay(hour: 9, minute: 0)!)
var suite = BenchmarkSuite()
var sink = 0

// Expansion throughput.
for (rule, threshold) in [
  ("FREQ=DAILY", 20e6), ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", 20e6), ("FREQ=MONTHLY;BYDAY=-1FR", 2e6),
  ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", 2e6), ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", 2e6),
  ("FREQ=HOURLY;BYHOUR=9,10,11,12,13,14,15,16,17", 2e6),
] {
  let parsed = try RecurrenceRule(parsing: rule)
  let count = 200_000
  let benchmark = Benchmark(
    name: "expand \(rule)", unit: "occurrences/s", target: "≥ \(humanReadable(threshold))", higherIsBetter: true,
    threshold: threshold)
  suite.add(benchmark) {
    var produced = 0
    var iterator = parsed.occurrences(from: start, timeZone: shanghai).makeIterator()
    while produced < count, let moment = iterator.next() {
      sink &+= moment.time.secondsSinceMidnight
      produced += 1
    }
    return produced
  }
}

// Working-day queries over 20 years of dates.
let holidays = try HolidayCalendar.embedded()
let calendar = WorkdayCalendar(holidays: holidays)
let first = CivilDate(year: 2007, month: 1, day: 1)!.daysSinceEpoch
let days = (0..<7305).compactMap { CivilDate(daysSinceEpoch: first + $0) }
suite.add(
  Benchmark(
    name: "is-working-day, 2007-2026", unit: "queries/s", target: "≥ 50 M", higherIsBetter: true, threshold: 50e6)
) {
  var working = 0
  for _ in 0..<20 {
    for day in days where calendar.workingDayIfKnown(day) == true { working += 1 }
  }
  sink &+= working
  return 20 * days.count
}

// Loading the embedded data.
suite.add(
  Benchmark(
    name: "load the embedded data (all years)", unit: "s", target: "≤ 1 m", higherIsBetter: false, threshold: 1e-3)
) {
  let loaded = try? HolidayCalendar.embedded()
  let table = loaded.map { WorkdayCalendar(holidays: $0) }
  sink &+= table?.holidays.coveredYears.count ?? 0
  return 1
}

func calendarBytes(from: CivilDate, to: CivilDate, on calendar: WorkdayCalendar, daily: Bool) -> Int {
  var reminder = Reminder(
    identifier: "clock-in", title: "上班", time: TimeOfDay(hour: 8, minute: 50),
    alarms: [.before(ICalendarDuration(seconds: 600)), .atTime(dayOffset: -1, time: TimeOfDay(hour: 21, minute: 0)!)])
  if daily {
    reminder.selection = DaySelection(
      base: .rule(try! RecurrenceRule(parsing: "FREQ=DAILY"), start: from), dayOffPolicy: .keep)
  }
  guard let scheduled = try? calendar.schedule(reminder.selection, from: from, through: to) else { return 0 }
  var document = ICalendarDocument(
    timeZone: shanghai, years: from.year...to.year,
    timestamp: LocalDateTime(date: CivilDate(year: 1970, month: 1, day: 1)!, time: .midnight))
  document.name = "上班"
  document.description = CalendarDescription.text(calendar: calendar)
  let events = ReminderEvents(reminder: reminder, calendar: calendar, timeZone: shanghai)
  var count = 0  // the bytes, as the command line gets them to write, counted and dropped
  document.write(events: events.events(for: scheduled, style: .expanded), includesTimeZone: true) { count += $0.count }
  return count
}

let year = (CivilDate(year: 2026, month: 1, day: 1)!, CivilDate(year: 2026, month: 12, day: 31)!)
suite.add(
  Benchmark(
    name: "one-year calendar in-process (248 events, 2 alarms)", unit: "s", target: "≤ 500 µ", higherIsBetter: false,
    threshold: 5e-4)
) {
  sink &+= calendarBytes(from: year.0, to: year.1, on: calendar, daily: false)
  return 1
}
// The day values an output renders: every day of a year, and the
// scheduled working days of the one-year calendar above, as an event
// writer would read them.
suite.add(
  Benchmark(
    name: "a year's day values (2026, 365 days)", unit: "s", target: "≤ 100 µ", higherIsBetter: false,
    threshold: 1e-4)
) {
  sink &+= ((try? calendar.days(from: year.0, through: year.1)) ?? []).count
  return 1
}
let workingDays = Reminder(identifier: "clock-in", title: "上班", time: TimeOfDay(hour: 8, minute: 50)).selection
let scheduledDays = (try? calendar.schedule(workingDays, from: year.0, through: year.1))?.days ?? []
suite.add(
  Benchmark(
    name: "the scheduled days' values (2026, 248 days)", unit: "s", target: "≤ 100 µ", higherIsBetter: false,
    threshold: 1e-4)
) {
  sink &+= calendar.days(on: scheduledDays).count
  return 1
}
let assumed = WorkdayCalendar(holidays: holidays, assumesRegularWeek: true)
let century = (CivilDate(year: 2007, month: 1, day: 1)!, CivilDate(year: 2106, month: 12, day: 31)!)
suite.add(
  Benchmark(
    name: "100-year daily calendar, writing", unit: "B/s", target: "≥ 200 M", higherIsBetter: true, threshold: 200e6),
  repetitions: 3
) {
  calendarBytes(from: century.0, to: century.1, on: assumed, daily: true)
}

// `workday-ics-bench --calendars N` makes the one-year calendar N times
// and prints nothing, for a profiler or an instruction count
// (`perf stat -e instructions`, `valgrind --tool=callgrind`), which vary
// far less than times on a shared machine.
if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--calendars" {
  for _ in 0..<(Int(CommandLine.arguments[2]) ?? 1) {
    sink &+= calendarBytes(from: year.0, to: year.1, on: calendar, daily: false)
  }
  exit(sink == 42 ? 1 : 0)
}
// `workday-ics-bench --in-process` measures only the rows above, without
// starting the binary.
let inProcessOnly = CommandLine.arguments.dropFirst().first == "--in-process"

// The binary itself: wall time and peak memory of whole processes.
func runBinary(_ arguments: [String]) -> (seconds: Double, peakKB: Int) {
  run(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "workday-ics", arguments)
}

/// Wall time and peak memory of one run of `binary` with `arguments`.
func run(_ binary: String, _ arguments: [String]) -> (seconds: Double, peakKB: Int) {
  var pid: pid_t = 0
  var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([binary] + arguments).map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  let clock = ContinuousClock()
  let began = clock.now
  guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
    FileHandle.standardError.write(Data("workday-ics-bench: cannot run \(binary)\n".utf8))
    exit(2)
  }
  var status: Int32 = 0
  var usage = rusage()
  _ = wait4(pid, &status, 0, &usage)
  let elapsed = clock.now - began
  posix_spawn_file_actions_destroy(&actions)
  return (seconds(elapsed), usage.ru_maxrss)
}

/// Drops the binary's pages from the page cache, so that it starts as an
/// installed binary does, from pages read back from disk: on this kind of
/// machine a binary that was just written starts a fifth faster, which
/// would flatter a freshly built one.
func evictFromPageCache(_ path: String) {
  let file = open(path, O_RDONLY)
  guard file >= 0 else { return }
  _ = fdatasync(file)
  _ = posix_fadvise(file, 0, 0, POSIX_FADV_DONTNEED)
  close(file)
}

if !inProcessOnly { evictFromPageCache(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "workday-ics") }
// The options as WorkdayCLI declares them.
let oneYear = [
  "generate", Option.year.name, "2026", Option.time.name, "08:50", Option.alarm.name, "10m", Option.alarm.name,
  "-1d 21:00",
]
let hundredYears = [
  "generate", Option.from.name, "2007-01-01", Option.to.name, "2106-12-31", Option.assumeRegularWeek.name,
  Option.rule.name, "FREQ=DAILY", Option.onDayOff.name, "keep",
]
var processResults: [(String, String, String, Bool)] = []
for (label, arguments, seconds, kilobytes) in [
  ("CLI, one-year calendar", oneYear, 0.010, 20_000),
  ("CLI, 100-year daily calendar", hundredYears, Double.infinity, 0),
] where !inProcessOnly {
  _ = runBinary(arguments)
  var runs = (0..<7).map { _ in runBinary(arguments) }
  runs.sort { $0.seconds < $1.seconds }
  let median = runs[runs.count / 2]
  let peak = runs.map(\.peakKB).max() ?? 0
  processResults.append(
    (
      "\(label): wall",
      humanReadable(median.seconds)
        + "s (\(humanReadable(runs[0].seconds))s…\(humanReadable(runs[runs.count - 1].seconds))s)",
      seconds.isFinite ? "≤ \(humanReadable(seconds))s" : "", !seconds.isFinite || median.seconds <= seconds
    ))
  processResults.append(
    (
      "\(label): peak memory", String(format: "%.1f MB", Double(peak) / 1024),
      kilobytes > 0 ? String(format: "≤ %.0f MB", Double(kilobytes) / 1000) : "streams",
      kilobytes == 0 || peak <= kilobytes
    ))
}

// Against the start of a statically linked Swift "hello" (the second
// argument, which make bench builds with the same toolchain), the two
// alternated in one run: reported, with no target (the one-year figure
// above is what a user waits for).
if CommandLine.arguments.count > 2, !inProcessOnly {
  let hello = CommandLine.arguments[2]
  evictFromPageCache(hello)
  _ = run(hello, [])
  _ = runBinary(oneYear)
  var helloRuns: [Double] = []
  var yearRuns: [Double] = []
  for _ in 0..<15 {
    helloRuns.append(run(hello, []).seconds)
    yearRuns.append(runBinary(oneYear).seconds)
  }
  helloRuns.sort()
  yearRuns.sort()
  let ratio = yearRuns[yearRuns.count / 2] / helloRuns[helloRuns.count / 2]
  processResults.append(
    (
      "static Swift \"hello\" start: wall",
      humanReadable(helloRuns[helloRuns.count / 2])
        + "s (\(humanReadable(helloRuns[0]))s…\(humanReadable(helloRuns[helloRuns.count - 1]))s)", "", true
    ))
  processResults.append(
    ("CLI, one-year calendar ÷ static hello start", String(format: "%.2f×", ratio), "", true))
}

// The table.
func pad(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}
print(pad("benchmark", 58) + pad("median (fastest…slowest)", 36) + pad("target", 12) + "met")
for result in suite.run() {
  let unit = result.benchmark.unit
  let figure: String
  if unit == "s" {
    figure = "\(humanReadable(result.median))s (\(humanReadable(result.low))s…\(humanReadable(result.high))s)"
  } else {
    figure = "\(humanReadable(result.median))\(unit) (\(humanReadable(result.low))…\(humanReadable(result.high)))"
  }
  let target = result.benchmark.target + (unit == "s" ? "s" : "")
  print(pad(result.benchmark.name, 58) + pad(figure, 36) + pad(target, 12) + (result.meetsTarget ? "yes" : "NO"))
}
for (name, figure, target, met) in processResults {
  print(pad(name, 58) + pad(figure, 36) + pad(target, 12) + (target.isEmpty ? "" : met ? "yes" : "NO"))
}
if sink == 42 { print("") }  // keeps the measured work from being optimised away
