// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "workday-ics",
  // The libraries use only APIs these versions have (see HolidayKit's DocC).
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "HolidayKit", targets: ["HolidayKit"]),
    .library(name: "HolidayKitICalendar", targets: ["HolidayKitICalendar"]),
    .executable(name: "workday-ics", targets: ["workday-ics"]),
  ],
  dependencies: [],
  targets: [
    // Days, the data, the law, recurrence rules, the workday policy, reminders.
    .target(name: "HolidayKit"),
    // RFC 5545: writing calendars, reading them back, expanding and comparing them.
    .target(name: "HolidayKitICalendar", dependencies: ["HolidayKit"]),
    // Keeping a CalDAV calendar in step: the plan, the state, the protocol
    // (the command line's for now: its API is package, so no product yet).
    .target(name: "HolidayKitCalDAV", dependencies: ["HolidayKit", "HolidayKitICalendar"]),
    // The command line: commands, options, help, files, the console, curl.
    .target(
      name: "WorkdayCLI",
      dependencies: ["HolidayKit", "HolidayKitICalendar", "HolidayKitCalDAV"],
      exclude: ["Documentation", "Completions"]),
    // `main.swift` alone.
    .executableTarget(name: "workday-ics", dependencies: ["WorkdayCLI"]),
    .executableTarget(
      name: "workday-ics-bench",
      dependencies: ["HolidayKit", "HolidayKitICalendar", "WorkdayCLI", "TestSupport"]),
    // The libFuzzer targets, built by `.tools/fuzz` with `swift build -Xswiftc
    // -sanitize=fuzzer -Xswiftc -parse-as-library -Xswiftc -DFUZZING`; a
    // plain build replays the inputs named on its command line.
    .executableTarget(
      name: "workday-ics-fuzz",
      dependencies: ["HolidayKit", "HolidayKitICalendar", "WorkdayCLI", "LibFuzzer"],
      path: "Tests/Fuzz",
      exclude: ["Corpus", "LibFuzzer"]),
    // libFuzzer's driver, declared for the fuzz target (-sanitize=fuzzer links it).
    .systemLibrary(name: "LibFuzzer", path: "Tests/Fuzz/LibFuzzer"),
    // What the test targets share: `day("2026-01-01")`, a seeded generator,
    // the clock-in reminder, sync's resources and state entries.
    .target(name: "TestSupport", dependencies: ["HolidayKit", "HolidayKitCalDAV"], path: "Tests/TestSupport"),
    .testTarget(
      name: "HolidayKitTests",
      dependencies: ["HolidayKit", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HolidayKitICalendarTests",
      dependencies: ["HolidayKit", "HolidayKitICalendar", "TestSupport"]),
    .testTarget(
      name: "HolidayKitCalDAVTests",
      dependencies: ["HolidayKit", "HolidayKitICalendar", "HolidayKitCalDAV", "TestSupport"]),
    .testTarget(
      name: "WorkdayCLITests",
      dependencies: ["WorkdayCLI", "HolidayKit", "HolidayKitICalendar", "HolidayKitCalDAV", "TestSupport"],
      exclude: ["Golden", "BadInput"]),
  ]
)
